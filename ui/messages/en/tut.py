"""English texts of the tutorials (`ui.tutorial`): the instruction box and each game's steps,
each step saying what to do and why."""

MESSAGES = {
    "tut.start": "Learn by playing",
    "tut.start_of": "Learn {game} by playing: a guided game",
    "tut.title": "Tutorial",
    "tut.intro_n": "Tutorial · the game in brief, then {total} steps",
    "tut.begin": "Start: step 1",
    "tut.step_n": "Tutorial · step {n} of {total}",
    "tut.played_on": "Played since your last step: {n} {n:move|moves}, {mine} of them yours, "
                     "chosen for you as a computer player would (see the log).",
    "tut.played_by_others": "Played since your last step: {n} {n:move|moves} of the computer "
                            "players (see the log).",
    "tut.race": "Score if the game ended now: you {mine}, {others}.",
    "tut.hs.built": "Your moves built: {names}.",
    "tut.gw.built": "Your moves built on {n} {n:hex|hexes} of the map.",
    "tut.mt.built": "Your moves built {n} {n:camp|camps} on the landscape.",
    "tut.leave": "Leave (the tutorial is saved)",
    "tut.wants": "The rules allow that, but this step asks for “{move}”: {why}",
    "tut.fold": "See the board",
    "tut.unfold": "Show the step",
    "tut.done": "Tutorial finished",
    "tut.scoring": "The game is over and you scored {total} points. Your score, line by line:",
    "tut.real_game": "Play a real game",
    # -- Homesteaders ----------------------------------------------------------------------
    "tut.hs.intro": "Homesteaders lasts 10 rounds, each in three parts: your workers produce on "
                    "your buildings (income), everyone bids for the right to build, and the "
                    "winners build. Buildings, victory point (VP) tokens and goods score; the "
                    "most points wins. You make one decision of each kind here, and the game "
                    "plays your routine moves in between.",
    "tut.hs.place": "A round starts with your workers: press the highlighted slot of your "
                    "Homestead to put your worker there. A slot with a worker produces what it "
                    "shows: this one gives 1 VP (the other, 1 wood, which many buildings cost).",
    "tut.hs.income": "Press Done: your income comes in (the Homestead's 2 silver and your "
                     "worker's VP), then each worker is paid 1 silver in wages.",
    "tut.hs.bid": "Now the auctions, which decide who builds: each tile shows the types of "
                  "building its winner may build (green residential, red commercial, blue "
                  "industrial, yellow special; auction 2: any type). Bid 3 silver on auction 2: "
                  "you pay only if your bid still stands when the others have passed. With two "
                  "players, the start player also puts a neutral bid on one auction, the one they "
                  "want less: outbid it to win that tile.",
    "tut.hs.pass": "You were outbid: you may bid higher, here or on another auction, or pass. The"
                   " next bid here would be 9: pass. Passing leaves this round's auctions, costs "
                   "nothing, and moves your marker one space up the rail track for a bonus. Bid "
                   "only what you can pay: a won bid beyond your silver is paid with debts, which "
                   "cost points.",
    "tut.hs.trade": "Choose your rail bonus: a trade token. Each token pays for one purchase or "
                    "sale at the market, at any moment. The further up the track, the more "
                    "bonuses there are to choose from.",
    "tut.hs.debt": "You won auction 1: you may build one industrial (blue) building, paying the "
                   "goods printed on it. The steel it needs will cost 3 of your 5 silver, leaving "
                   "2 for next round: take a debt, 2 silver now; every debt left at the end costs "
                   "points, so it must be cleared later.",
    "tut.hs.market": "The Gold Mine costs 1 wood and 1 steel (printed on it), and you have no "
                     "steel: buy 1 steel at the market for 3 silver and your trade token. The "
                     "moves offer only the buildings you can pay now: buy what one lacks first. "
                     "Selling works the same way, and each sale also brings 1 VP.",
    "tut.hs.build": "Build the Gold Mine: a worker on its slot brings a gold each round, and "
                    "each gold counts 2 points at the end.",
    "tut.hs.worker": "A building produces only with a worker in its slot: put your worker on "
                     "the Gold Mine this time, for a gold each round. More workers come from "
                     "auction tiles, the rail track, or the market (hired for a trade token and "
                     "a food).",
    "tut.hs.pay": "Wages are due, 1 silver per worker: pay with silver (0 gold). A gold counts "
                  "as 5 silver but gives no change; keep it, it scores 2 points at the end. "
                  "Short of silver, you would take a debt.",
    "tut.hs.rail": "Winning auction 2 brought a free worker and a step up the rail track: take "
                   "a rail line as your bonus. Each rail line adds 1 silver to your income, and "
                   "some buildings score points for each.",
    "tut.hs.pay_gold": "You won auction 1 for 5 silver but hold only 3: pay with 1 gold this "
                       "time. A gold counts as 5 silver, just the price (a debt would also do, "
                       "at a cost in points).",
    "tut.hs.choose": "Now choose your building among those the tile allows: the Farm. With a "
                     "worker on each slot it gives 2 silver and a trade token, and a food: more "
                     "than the workers' wages. A card shows its cost, its points, its income "
                     "(with a worker or without) and any end bonus, and ×2 how many are left; you "
                     "may own each building only once. More buildings come out in round 5 (Town) "
                     "and round 9 (City).",
    "tut.hs.second": "Round 5, and you have two workers: the game put one on the Gold Mine. Put "
                     "the second on the Farm's first slot, for 2 silver and a trade token: each "
                     "worker costs 1 silver in wages, so put it where it brings more.",
    "tut.hs.auction": "Choose your auction by what you could build: auction 1's tile (#5) allows "
                      "a commercial (red) building and brings a worker. Bid 3 on auction 1: the "
                      "game bids on for you, then builds the Stables, a red building, with a "
                      "livestock from the market. In a real game the others' goods are hidden "
                      "behind their screens.",
    "tut.hs.workshop": "Round 8: build the Workshop (the game bought its steel for you, with a "
                       "gold). It is worth 2 points, brings 1 VP at every income, and a worker as "
                       "soon as it is built.",
    "tut.hs.exchange": "The auction tile you won also offers a trade: 1 food for 2 VP, now or "
                       "never. Your food went into the Dude Ranch (3 points, and 1 more per "
                       "worker at the end), worth more: press Skip the exchange.",
    "tut.hs.sell": "The ten rounds, and the last income after them, are over; in the final "
                   "actions the market is open while you have trade tokens. Wood scores nothing "
                   "at the end: sell one for its price, 1 silver, plus the 1 VP every sale brings.",
    "tut.hs.repay": "Your debt from round 2 is still unpaid and would cost 1 point at the end (a "
                    "second debt 2 more, and so on). Silver left over only breaks ties: repay the "
                    "debt with 5 silver.",
    "tut.hs.hire": "Hire a worker at the market for a trade token and a food. Your Dude Ranch "
                   "and Circus each score 1 point per worker at the end: this one is worth 2 "
                   "points. During the rounds, a hired worker produces on a free slot.",
    "tut.hs.end": "The game sold your last two wood for you. Press Finish for the final "
                  "scoring.",
    "tut.hs.score.vp_tokens": "the VP tokens won during the game (worker spaces, sales, "
                              "rail bonuses).",
    "tut.hs.score.buildings": "the points printed on each of your buildings.",
    "tut.hs.score.building_bonuses": "the end bonuses of your buildings: points for each "
                                     "building of a type, worker or rail line they name.",
    "tut.hs.score.goods": "2 points for each gold, copper and livestock you still hold.",
    "tut.hs.score.debt": "debts left unpaid: 1 point for the first, 2 more for the second, "
                         "and so on.",
    # -- Gold West -------------------------------------------------------------------------
    "tut.gw.intro": "Gold West: each turn you take resources from your supply track, spend its "
                    "metals (copper, silver, gold) for points, then build a camp or a settlement "
                    "on the map with wood or stone, or loot a hex when you have neither. When "
                    "every camp is placed, each player has one last turn; the most victory points"
                    " (VP) wins. You make one decision of each kind here, and the game plays the "
                    "others for you.",
    "tut.gw.activate": "A turn starts on your supply track, the row of sections on your board: "
                       "activate section 2 (copper and stone). You take all it holds; what you "
                       "do not use this turn is lost.",
    "tut.gw.drop": "Moving up, the resources leave one of them in each section they pass: "
                   "leave the copper in section 1; it comes back next turn. Keep the stone: "
                   "wood or stone in hand is what builds this turn.",
    "tut.gw.camp": "With wood or stone you build a camp: press the copper hex E4 (highlighted; "
                   "the hexes' names show while the mouse is on the map, and always on a "
                   "touch screen). The camp counts for the copper "
                   "hexes' majority at the end, and you take the hex's token: 1 copper, 1 stone, "
                   "1 wood. With both wood and stone you would build a settlement: double "
                   "influence, and it breaks majority ties.",
    "tut.gw.section": "Store the token's resources in one section of your track: section 4 scores "
                      "3 VP now (section 1 nothing), but they come back only later. Resources "
                      "stored in one section add up, and from section 1 or 2 fewer are left "
                      "behind on the way up, so more reach your hand.",
    "tut.gw.ship": "Metals in hand are spent before you build. Ship your copper: your coach moves "
                   "one space per copper shipped. Arriving on a 2 VP or 3 VP space scores at "
                   "once, and a coach jumping a bonus stack takes its top tile's VP.",
    "tut.gw.boomtown": "Put a marker in BoomTown on the 4 VP tile, paying the metals of its "
                       "column and row (copper and gold): 4 VP at once. The other spaces are "
                       "offices, different in each game, which score at the end (point at one to "
                       "read how). One marker a turn.",
    "tut.gw.loot": "You hold no wood or stone, so you cannot build: loot the gold hex E2. You "
                   "take its token (1 gold, 1 silver, 1 copper) but lose 1 VP at once, and one of "
                   "your camps goes to Wanted; those with the most camps there lose more points "
                   "at the end.",
    "tut.gw.invest": "Invest in card 3 with 2 silver and 2 gold: its 9 VP, the 2 VP bonus "
                     "tile, and its ability, a look at two face-down tokens.",
    "tut.gw.peek": "Only tokens next to the water or to a building are face up; the others stay "
                   "face down (a pick on a disc) until someone builds beside them. Look at the "
                   "highlighted forest hex, G7: only you see what it holds, to choose where to "
                   "build next. You may build on any face-up hex, but at the end your largest "
                   "group of connected buildings scores 2 VP each.",
    "tut.gw.invest_ship": "Invest in card 4 with your 4 gold: its 6 VP, the 3 VP bonus tile, "
                          "and its ability, two coach moves for free. One investment a turn. "
                          "Each card prints its ability under its cost; some upgrade a camp "
                          "to a settlement, or add 2 resources to your supply track.",
    "tut.gw.freeship": "Card 4's free shipping moves a coach without spending a metal: move "
                       "your copper coach one line on (the second move follows).",
    "tut.gw.invest_boomtown": "The last camp is placed: this is everyone's last turn, with no "
                              "building. Invest in card 2 with your 4 silver: its 5 VP and an "
                              "extra BoomTown marker.",
    "tut.gw.extraboomtown": "Card 2's marker goes on an office holding one opponent's marker: put "
                            "it on the Deeds Office. You both score its end bonus (2 VP per "
                            "terrain majority you win). Another card places one on an empty space.",
    "tut.gw.end": "Your metals are spent and the last round has no building: end your turn, "
                  "and the final scoring follows.",
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
    "tut.mt.intro": "Montana: each turn you do one thing: recruit workers, send workers to "
                    "harvest goods (or to the bank or the town), or build up to 3 camps, paid "
                    "with goods. The round in which a player builds their 12th camp is the "
                    "last; the most camps wins. You make one decision of each kind here, and "
                    "the game plays the others for you.",
    "tut.mt.start": "You begin: put the start tile on region E5 (highlighted; the regions' names "
                    "show while the mouse is on the map, and always on a touch screen). Camps are "
                    "built only next to regions already taken, so the landscape grows out from "
                    "here. Then the wheel turns twice for each player: their first workers.",
    "tut.mt.town": "This turn's action: the town. Its column costs 2 squash and its row pays "
                   "three goods of your choice; choosing the town also brings you a free "
                   "squash. Other rows pay upgrades: an upgrade swaps a small stone or copper "
                   "of yours for a large one (yellow rim), which some regions ask for.",
    "tut.mt.reward": "Take 3 small stones: the camps you will build next ask for stone, and "
                     "goods are what camps are paid with. Your goods, coins, workers and cows "
                     "are in your panel, under the worker board.",
    "tut.mt.join": "The computer player took the town action, and you may join in on a free space: "
                   "take row 2's first space, as last time (2 squash for three goods). Passing "
                   "costs nothing.",
    "tut.mt.build": "Build a camp on D6, next to the start region, paying exactly the goods it "
                    "shows. One turn may build up to 3 camps; the most camps at the end wins. A "
                    "region with two camp symbols, or one that completes a straight line of 4 of "
                    "yours, brings a free camp more.",
    "tut.mt.cow": "Another camp asks for wheat and you have none: trade a cow (D6's cow, taken as"
                  " you built there) for 1 wheat. A cow buys 1 good of your choice, 3 coins or 1 "
                  "worker, at any moment of your turn.",
    "tut.mt.stop": "That wheat paid for a second camp, built for you (the last move above). "
                   "Stop building: each build of the turn you leave unused brings 1 coin.",
    "tut.mt.harvest": "Harvest at the Garden: pay 3 coins for the space that brings 2 squash. "
                      "Squash pays for the town. In a game, harvest what the free regions next to "
                      "yours ask for: a camp is paid with exactly the goods its region shows.",
    "tut.mt.send": "Choose the workers: a harvest box takes one worker of the area's colour (a "
                   "squash worker here) or two of any colours. Workers sent are spent: when all "
                   "the large boxes of an area are taken, its workers go back to the supply, not "
                   "to you; recruit to have more.",
    "tut.mt.small": "Fill the small box too, with another squash worker, for one more squash. "
                    "A small box takes workers as a large one does (one of the area's colour or "
                    "two of any): fill it only with workers to spare.",
    "tut.mt.recruit": "This turn, recruit: the wheel turns and you take the two workers of the "
                      "segment it stops on. More workers mean more harvests. A segment of two "
                      "white workers lets you choose their colours; above 8 workers, you send the "
                      "extra ones back.",
    "tut.mt.wheat": "The wheel's arrow stopped on two squash workers: they are now in your panel, "
                    "ringed. You may pay wheat to move the arrow on, 1 wheat per segment, and take "
                    "the two workers it reaches too: first trade your cow for 1 wheat.",
    "tut.mt.advance": "Pay the wheat: the arrow moves one segment on and you also take its copper "
                      "and wheat workers. Two workers for a cow that alone would buy one (once a "
                      "turn, 7 segments at most).",
    "tut.mt.canteen": "Building next to a lake won you a canteen: drink it now to play another "
                      "turn at once.",
    "tut.mt.bank": "Down to 1 coin: go to the bank, send 3 workers there and take 12 coins for "
                   "your next harvests.",
    "tut.mt.end": "Build your 12th and last camp on F7: this round is the last, and the most "
                  "camps wins (a tie goes to cows and canteens, then goods, coins and workers).",
    "tut.mt.score.camps": "your camps on the landscape: the most camps wins.",
    "tut.mt.score.cows": "a tie is broken first by cows and canteens together.",
    "tut.mt.score.canteens": "they count with the cows to break a tie.",
    "tut.mt.score.goods": "then goods, coins and workers together break a tie that remains.",
    "tut.mt.score.coins": "they count with goods and workers in the last tie-break.",
    "tut.mt.score.workers": "they count with goods and coins in the last tie-break.",
    # the learner's seat, on the board and in the log: the same "you" as the steps
    "tut.seat": "Player {n} (you)",
}
