"""English texts of the rules pages (`scripts/rules_pages.py`): the frame of every page
(`rules.*`) and the words of its generated tables and figures. The pages' own text is in
`rules/src/`."""

MESSAGES = {
    "rules.title": "{game}: the rules",
    "rules.back": "Westbound: back to the games",
    "rules.langs": "This page in",
    "rules.toc": "Contents",
    "rules.skip": "Skip to the rules",
    "rules.print": "Print this page",
    "rules.about": (
        "Written for Westbound in our own words from the publishers' French and Spanish "
        "rulebooks. The values of the components are those the game on this site plays with."),
    "rules.description": "The complete rules of {game}, as played on Westbound.",
    "rules.versions": "Rules versions",
    "rules.version_now": (
        "This page gives the rules of version {n}. A rule of the game on this site is only ever "
        "corrected in a new rules version, and a game keeps the version it began with to its "
        "end: a game saved before a correction is resumed under its own rules, and its screen "
        "says which version it follows and what has changed since."),
    "rules.version_1": "Version 1: the rules the site first published.",
    "rules.building": "Building",
    "rules.copies": "Copies (2 p. / 3–4 p.)",
    "rules.cost": "Cost",
    "rules.vp": "VP",
    "rules.does": "What it does",
    "rules.free": "free",
    "rules.none": "—",
    "rules.tile": "Tile",
    "rules.stack": "Stack",
    "rules.stage": "Stage",
    "rules.builds": "Builds",
    "rules.bonus": "Bonus",
    "rules.no_building": "no building",
    "rules.any_type": "any type",
    "rules.worker_bonus": "a free worker, taken at once",
    "rules.rail_bonus": "a rail advance",
    "rules.gain": "{gain} at once",
    "rules.exchange": "once: pay {cost} for {gain}",
    "rules.space": "Space",
    "rules.bonus_of": "What it gives",
    "rules.good": "Good",
    "rules.buy": "Buy for (1 trade token)",
    "rules.sell": "Sell for (1 trade token) + 1 VP",
    "rules.any_good": "one good of your choice",
    "rules.vp3": "3 VP",
    "rules.rail_line": "a rail line",
    "rules.worker": "a worker",
    "rules.trade": "a trade token",
    "rules.rounds": "Rounds {a}–{b}",
    "rules.round_n": "Round",
    "rules.final": "Final income and scoring",
    "rules.fig_rounds": "The ten rounds, their stages, and the four steps of a round",
    "rules.step1": "Reveal the auction tiles",
    "rules.step2": "Place workers, collect income, pay wages",
    "rules.step3": "Bid on the auctions, or pass and advance on the rail track",
    "rules.step4": "Winners pay and build, auction 1 first",
    "rules.start": "start",
    "rules.each_advance": "each advance: this space's bonus or an earlier one",
    "rules.players": "Players",
    "rules.camps": "Camps each",
    "rules.turn_pos": "Turn order",
    "rules.section": "Section",
    "rules.points": "Points",
    "rules.first": "1st",
    "rules.second": "2nd",
    "rules.two_p": "2 players: the leader scores",
    "rules.terrain": "Terrain",
    "rules.card": "Card",
    "rules.ability": "Ability",
    "rules.office": "Office",
    "rules.end_bonus": "End bonus",
    "rules.track": "Track",
    "rules.line_vp": "space {a}: {va} VP; space {b}: {vb} VP",
    "rules.stacks_at": "spaces {a} and {b}, each:",
    "rules.lines": "Lines (once per coach)",
    "rules.stacks": "Bonus stacks (jumped; top tile)",
    "rules.tokens": "Mining tokens",
    "rules.count": "×{n}",
    "rules.bonus_tiles": "Investment bonus tiles",
    "rules.gw_step1": "Activate your supply track",
    "rules.gw_step1b": "take one section's resources",
    "rules.gw_step2": "Use metals",
    "rules.gw_step2b": "invest (once), BoomTown (once), ship (any)",
    "rules.gw_step3": "Build or loot",
    "rules.gw_step3b": "a camp, a settlement, or loot",
    "rules.gw_last": "Last round: steps 1 and 2 only",
    "rules.use": "In hand this turn",
    "rules.col_metal": "column metal",
    "rules.row_metal": "row metal",
    "rules.vp4": "4 VP",
    "rules.office_x": "office",
    "rules.recruit": "Recruit",
    "rules.recruit_b": "spin the wheel: 2 workers",
    "rules.harvest": "Harvest",
    "rules.harvest_b": "bank, mine, quarry, field, garden, town",
    "rules.build": "Build",
    "rules.build_b": "1 to 3 camps",
    "rules.choose_one": "Choose one action",
    "rules.any_time": "Any time in your turn: cow trades",
    "rules.end_turn": "End of your turn: a canteen gives another turn",
    "rules.reconstructed": "reconstructed",
    "rules.rulebook": "rulebook",
    "rules.found": "found",
    "rules.segment": "Segment",
    "rules.workers": "Workers",
    "rules.any_pair": "2 workers of your choice",
    "rules.bank_ws": "Workers",
    "rules.coins": "Coins",
    "rules.area": "Area",
    "rules.worker_colour": "Worker",
    "rules.spaces": "Spaces (coins → goods)",
    "rules.row": "Row",
    "rules.reward": "Reward",
    "rules.column_costs": "Column costs (squash)",
    "rules.tile_x": "Tile",
    "rules.regions": "Regions",
    "rules.mountain": "mountain",
    "rules.lake": "lake",
    "rules.canteen": "canteen",
    "rules.cow": "cow",
    "rules.double": "two camp symbols",
    "rules.landscape_tiles": "Landscape tiles",
    "rules.centre": "centre",
    "rules.supply_of": "General supply",
    "rules.blue": "Blue",
    "rules.red": "Red",
    "rules.moves": "must move or pass",
    "rules.newcomer": "newcomer",
    "rules.line4": "4th camp of a straight line",
    "rules.free_camp": "+1 free camp",
    "rules.small_box": "The small box of every space gives {n} more good of the area, free.",
    "rules.small_box_wheat": "That of the dearest wheat space is the rulebook's.",
    "rules.legend_rulebook": "stated in the rulebook",
    "rules.legend_found": "found in public reviews of the printed game",
    "rules.legend_reconstructed": "ours: the printed value could not be found",
    "rules.fig_boomtown": (
        "A space costs the metal above its column and the metal right of its row; at most two "
        "markers each."),
    "rules.fig_town": (
        "Columns cost squash at the end of the action; in a row, a newcomer goes right of the "
        "one there, who moves or passes."),
    "rules.board_setup": "{game} at set-up with 3 players, drawn by the game on this site",
    "rules.board_mid": "{game} in the middle of a 3-player game, drawn by the game on this site",
    "rules.board_alt": (
        "Picture of the board: {what}. "
        "Its numbered parts are named below it; the link opens it at full size."),
    "rules.part_named": "{name}:",
    "rules.part.hs.rounds": "The round track",
    "rules.part.hs.rounds.what": (
        "the ten rounds in three stages, Settlement, Town and City; the marked round is the one "
        "being played."),
    "rules.part.hs.auctions": "The auctions",
    "rules.part.hs.auctions.what": (
        "one auction tile per stack this round, with the bids placed on it; the winner may build "
        "a building of the types the tile shows."),
    "rules.part.hs.rail": "The Railroad Development Track",
    "rules.part.hs.rail.what": (
        "each player's rail marker; a player who drops out of the bidding moves it one space and "
        "takes that space's bonus."),
    "rules.part.hs.coming": "The tiles to come",
    "rules.part.hs.coming.what": "stack 1's auction tiles of the next rounds, face up.",
    "rules.part.hs.supply": "The building supply",
    "rules.part.hs.supply.what": (
        "the buildings on offer at this stage, each with its cost, its points and what it gives a"
        " worker placed on it."),
    "rules.part.hs.seat": "A player's holdings",
    "rules.part.hs.seat.what": (
        "silver, trade tokens, debts, resources, workers and buildings, with the worker placed on"
        " each."),
    "rules.part.gw.map": "The map",
    "rules.part.gw.map.what": (
        "the terrains around the water; mining tokens lie face up where one may build, camps and "
        "settlements show who built."),
    "rules.part.gw.boomtown": "BoomTown",
    "rules.part.gw.boomtown.what": (
        "the offices: two metals put an influence marker on a space, and its office scores its "
        "bonus at the end."),
    "rules.part.gw.wanted": "Wanted",
    "rules.part.gw.wanted.what": (
        "the camps of players who looted; the one with the most loses points at the end."),
    "rules.part.gw.invest": "The investments",
    "rules.part.gw.invest.what": (
        "the cards bought with metals, and the bonus tiles that go with them."),
    "rules.part.gw.shipping": "The shipping tracks",
    "rules.part.gw.shipping.what": (
        "copper, silver and gold; each metal shipped moves that player's coach on."),
    "rules.part.gw.track": "A player's supply track",
    "rules.part.gw.track.what": (
        "the resources waiting in its four spaces; a turn takes all of one space and drops them "
        "one by one towards the exit."),
    "rules.part.mt.map": "The landscape",
    "rules.part.mt.map.what": (
        "the land regions, each hex showing the goods a camp there costs; cows and canteens wait "
        "on some of them."),
    "rules.part.mt.wheel": "The recruitment wheel",
    "rules.part.mt.wheel.what": (
        "each segment shows the two workers a player takes when the arrow stops there."),
    "rules.part.mt.supply": "The general supply",
    "rules.part.mt.supply.what": (
        "the goods, workers and cows still to be had; when there are too few of a kind, every "
        "player holding one gives one back."),
    "rules.part.mt.areas": "The worker board",
    "rules.part.mt.areas.what": (
        "the bank gives coins for workers; in the four harvest areas workers pay coins for goods,"
        " the dearer spaces giving more."),
    "rules.part.mt.town": "The town",
    "rules.part.mt.town.what": (
        "the store and the representatives' rows, where squash buys the rewards shown."),
    "rules.part.mt.crew": "A player's workers",
    "rules.part.mt.crew.what": "the workers recruited, at most eight, waiting to be sent to work.",
}
