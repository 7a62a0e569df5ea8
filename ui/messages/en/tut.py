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
    "tut.hs.pass": "You were outbid on auction 2, and 9 is too dear: pass rather than bid. Passing "
                   "costs nothing and moves you one space up the rail track, for a bonus.",
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
    "tut.hs.rail": "Winning auction 2 brought you a worker and a step up the rail track: take a "
                   "rail line this time. Several buildings score points for each rail line.",
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
    # -- Gold West -------------------------------------------------------------------------
    "tut.gw.activate": "Your turn starts on your supply track: activate section 2 (copper and "
                       "stone). You take all it holds; what you do not use this turn is lost.",
    "tut.gw.drop": "Moving up, the resources leave one of them in each section they pass: "
                   "leave the copper in section 1; it comes back next turn.",
    "tut.gw.camp": "With wood or stone you build a camp: press the gold hex J3. The camp "
                   "gives influence among the gold hexes, and you take the hex's token: 1 gold, "
                   "1 stone, 1 wood.",
    "tut.gw.section": "Store the token's resources in one section of your track: section 4 "
                      "scores 3 VP now (section 1 nothing), but they come back only later.",
    "tut.gw.ship": "Metals in hand are spent before you build. Ship your copper: your coach "
                   "moves along the copper track, and the track scores at the end.",
    "tut.gw.boomtown": "Put a marker in BoomTown, paying the metals of its row and column: the "
                       "Surveyor's Office scores 1 VP per building in your best straight line "
                       "at the end. One marker a turn.",
    "tut.gw.loot": "You hold no wood or stone, so you cannot build: loot the gold hex I6. You "
                   "take its token (2 gold, 1 copper) but become Wanted, and the most "
                   "Wanted lose points at the end.",
    "tut.gw.settlement": "With both wood and stone you build a settlement: press the forest "
                         "hex H1. A settlement counts double influence and breaks majority "
                         "ties.",
    "tut.gw.invest": "Invest in card 11 with 1 silver and 3 gold: its VP, its bonus tile and "
                     "one more influence in the forest. One investment a turn.",
    "tut.gw.end": "This is the last round: the tutorial shipped your last metals for you. "
                  "End your turn, and the game ends with the final scoring.",
    "tut.gw.score.supply": "the VP you earned each time you stored resources in sections 2 "
                           "to 4 of your supply track.",
    "tut.gw.score.shipping": "your coaches on the shipping tracks: the lines they passed and "
                             "the bonus tiles they took.",
    "tut.gw.score.investments": "the VP of your investment cards and their bonus tiles.",
    "tut.gw.score.boomtown": "your BoomTown markers: the VP tiles, and what each office you "
                             "hold scores at the end.",
    "tut.gw.score.largest_group": "2 VP per building in your largest group of connected "
                                  "camps and settlements.",
    "tut.gw.score.majorities": "each terrain's majority: the most influence there (camps 1, "
                               "settlements 2) wins its points; settlements break ties.",
    "tut.gw.score.wanted": "the Wanted penalty: the most Wanted lose 1 VP per camp, the second "
                           "half as much; looting also cost 1 VP each time.",
    # -- Montana ---------------------------------------------------------------------------
    "tut.mt.start": "You begin: put the start tile on region E5. Camps are built only next to "
                    "regions already taken, so the landscape grows out from here.",
    "tut.mt.town": "Go to the town: this place pays three goods of your choice and costs 2 "
                   "squash; choosing the town also brings you a free squash.",
    "tut.mt.reward": "Take 3 small stones: the camps you will build next ask for stone, and "
                     "goods are what camps are paid with.",
    "tut.mt.build": "Build a camp on D6, paying exactly the goods it shows. Whoever has the "
                    "most camps on the landscape at the end wins.",
    "tut.mt.cow": "Another camp asks for wheat and you have none: trade a cow for 1 wheat. "
                  "Cow trades are allowed at any moment of your turn.",
    "tut.mt.stop": "Stop building: each build of the turn you leave unused brings 1 coin.",
    "tut.mt.harvest": "Harvest at the Garden: pay 3 coins for the space that brings 2 squash. "
                      "Squash pays for the town.",
    "tut.mt.send": "Choose the workers: a harvest box takes one worker of the area's colour "
                   "(a squash worker here) or two of any colours.",
    "tut.mt.small": "Fill the small box too, with another squash worker, for one more squash.",
    "tut.mt.recruit": "Recruit: the wheel turns and you take the two workers of the segment it "
                      "stops on. More workers mean bigger harvests.",
    "tut.mt.noadvance": "Moving the arrow on to other workers costs wheat, which you do not "
                        "have: keep these two.",
    "tut.mt.canteen": "Building next to a lake won you a canteen: drink it now to play another "
                      "turn at once.",
    "tut.mt.bank": "Out of coins: go to the bank, send 3 workers there and take 12 coins for "
                   "your next harvests.",
    "tut.mt.end": "Build your last camp on F8: the game ends at the end of this round, and the "
                  "most camps wins.",
    "tut.mt.score.camps": "your camps on the landscape: the most camps wins.",
    "tut.mt.score.cows": "a tie is broken first by cows and canteens together.",
    "tut.mt.score.canteens": "they count with the cows to break a tie.",
    "tut.mt.score.goods": "then goods, coins and workers together break a tie that remains.",
    "tut.mt.score.coins": "they count with goods and workers in the last tie-break.",
    "tut.mt.score.workers": "they count with goods and coins in the last tie-break.",
}
