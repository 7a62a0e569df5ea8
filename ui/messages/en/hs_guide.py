"""English texts of Homesteaders: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "hs.guide.place.title": "Income — placing workers",
    "hs.guide.place.text":
        "Put each worker on a free slot of one of your own buildings; a worker without a slot "
        "rests on your Homestead. Your buildings' automatic income comes whether or not a worker "
        "is there, each filled slot adds its output, and every rail line gives 1 silver. Then "
        "every worker you own is paid 1 silver, resting ones included.",
    "hs.guide.pay.title": "Paying",
    "hs.guide.pay.text":
        "Wages and a won bid must be paid in silver. A gold coin counts as {gold} silver, with no "
        "change given. Short of silver? Sell goods at the market with a trade token, or take a "
        "debt for {debt} silver: each unpaid debt costs VP at the end (1, then 2, then 3…).",
    "hs.guide.neutral.title": "Two players — the neutral bid",
    "hs.guide.neutral.text":
        "Before bidding, the start player puts the neutral bid on one of the two auctions at the "
        "current level, even when passing straight after. The level rises one step after a round "
        "in which both players won an auction and drops one step each time a player passes. A tile "
        "still held by the neutral bid goes to nobody.",
    "hs.guide.bid.title": "Auction — bidding",
    "hs.guide.bid.text":
        "Bid on any auction, higher than the bid already there ({bids}), or pass. While your bid "
        "is the highest you wait; once outbid you must bid again or pass. Passing ends your "
        "auction for this round and advances your marker on the railroad track for a bonus.",
    "hs.guide.rail.title": "Railroad track bonus",
    "hs.guide.rail.text":
        "Each advance on the railroad development track gives one bonus: the one of the space "
        "reached or of any earlier space (a trade token, a rail line, a worker, a good of your "
        "choice, {rail_vp} VP). On the last space the marker stays and any of the five may be "
        "taken.",
    "hs.guide.build.title": "Building",
    "hs.guide.build.text":
        "The winner of an auction builds one building of a type shown on the tile won, paying its "
        "cost in goods (the market may supply what is missing). Nobody owns the same building "
        "twice. Building nothing is allowed, but the tile is discarded all the same.",
    "hs.guide.worker.title": "Tile bonus — a free worker",
    "hs.guide.worker.text":
        "This tile or building gives a worker after the building is done. A worker earns on your "
        "slots but costs 1 silver in wages every round, so you may decline it. Only games begun "
        "under rules version 1 ask: since version 2 the worker is taken at once, as the rulebook "
        "says.",
    "hs.guide.exchange.title": "Tile bonus — an exchange",
    "hs.guide.exchange.text":
        "Once, after building, you may pay what the tile asks for its reward: a copper or a "
        "livestock for 4 VP, a food for 2 VP, or a wood for a rail line. What your new building "
        "just gave may pay for it. You may also skip it.",
    "hs.guide.endgame.title": "Final actions and scoring",
    "hs.guide.endgame.text":
        "After the last income, repay debts ({repay} silver or 1 gold each) and use the market as "
        "much as you like, then say you are done. The score adds VP tokens, the buildings' VP and "
        "end bonuses, and 2 VP per gold, copper and livestock, less 1 + 2 + … VP for unpaid debts. "
        "A tie goes to the most silver.",
}
