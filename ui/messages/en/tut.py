"""English texts of the tutorials (`ui.tutorial`): the instruction box and each game's steps,
each step saying what to do and why."""

MESSAGES = {
    "tut.start": "Learn by playing",
    "tut.start_of": "Learn {game} by playing: a guided game",
    "tut.title": "Tutorial",
    "tut.step_n": "Tutorial · step {n} of {total}",
    "tut.played_on": "Since your last step the game went on: {n} moves were played for "
                     "everyone (they are in the log).",
    "tut.leave": "Leave (the tutorial is saved)",
    "tut.wants": "The rules allow that, but this step asks for “{move}”: {why}",
    "tut.done": "Tutorial finished",
    "tut.scoring": "The game is over and you scored {total} points. Your score, line by line:",
    "tut.real_game": "Play a real game",
    # -- Homesteaders ----------------------------------------------------------------------
    "tut.hs.place": "Press the highlighted Homestead space to put your worker there: each "
                    "round, before the auctions, your workers produce on your buildings. "
                    "This space gives 1 VP.",
    "tut.hs.income": "Press Done: your income comes in now (the Homestead's silver and your "
                     "workers' output), and each worker costs 1 silver in wages.",
    "tut.hs.bid": "Bid 3 silver on auction 2: its winner may build one building of any "
                  "type this round. You pay only if you still hold the bid when the others "
                  "have passed.",
    "tut.hs.pass": "You were outbid and 9 is too dear: pass. Passing pays nothing and moves "
                   "you one space up the rail track, which gives a bonus.",
    "tut.hs.trade": "Take the rail bonus, a trade token: each token lets you buy or sell one "
                    "good at the market, at any time.",
    "tut.hs.debt": "You won auction 1 and may build an industrial building. Take a debt: 2 "
                   "silver now, but every debt left at the end costs points, so it must be "
                   "cleared later.",
    "tut.hs.market": "The Gold Mine needs wood and steel, and you have no steel: buy 1 steel "
                     "at the market for 3 silver and your trade token.",
    "tut.hs.build": "Build the Gold Mine: a worker on it brings a gold coin each round, and "
                    "gold counts 2 points at the end.",
    "tut.hs.pay": "Pay your wages with silver (0 gold): a gold coin counts as 5 silver and "
                  "gives no change, so keep it for a dearer payment or the end.",
    "tut.hs.rail": "Passing again moved you up the rail track: take a rail line this time. "
                   "Several buildings score points for each rail line you own.",
    "tut.hs.boarding_house": "Round 8: build the Boarding House. Its income discards one "
                             "debt each round, so your debt will cost you nothing at the end.",
    "tut.hs.end": "After round 10 comes the last round: the tutorial spent your spare silver "
                  "on gold at the market (2 points each). Press Finish for the final scoring.",
    "tut.hs.score.vp_tokens": "the VP tokens won during the game (worker spaces, sales, "
                              "rail bonuses).",
    "tut.hs.score.buildings": "the points printed on each of your buildings.",
    "tut.hs.score.building_bonuses": "the end bonuses of your buildings: points for each "
                                     "building of a type, worker or rail line they name.",
    "tut.hs.score.goods": "2 points for each gold, copper and livestock you still hold.",
    "tut.hs.score.debt": "debts left unpaid: 1 point for the first, 2 more for the second, "
                         "and so on.",
}
