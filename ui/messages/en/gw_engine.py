"""English texts of Gold West: what the engine says in codes: why a move is refused
(the refusal ``gw.<name>`` is the message ``gw.why.<name>``), what each rules version changed
(``gw.rules.v<N>``), the notes and log entries of a card ability that would do or did
nothing (``gw.note.*``, ``gw.void.*``) and the names of the end-of-game figures
(``gw.fig.<name>``)."""

MESSAGES: dict[str, str] = {
    # -- the step the turn is in
    "gw.why.activate_first": "First choose a section of your supply track to activate.",
    "gw.why.activate_once": "The supply track is activated once a turn, at the start of the "
                            "turn.",
    "gw.why.drop_first": "First choose the resource that stays in section {number}.",
    "gw.why.metals_then_build": "Now use your metals, then build or loot.",
    "gw.why.metals_then_end": "Now use your metals, then end your turn.",
    "gw.why.section_first": "First choose the section of your supply track for the token's "
                            "resources.",
    "gw.why.freeship_first": "First take the investment's free shipping step, or skip it.",
    "gw.why.freeboomtown_first": "First place the investment's free BoomTown marker, or skip "
                                 "it.",
    "gw.why.extraboomtown_first": "First place the investment's extra BoomTown marker, or "
                                  "skip it.",
    "gw.why.upgrade_first": "First choose a camp to upgrade to a settlement, or skip it.",
    "gw.why.gain_first": "First choose a resource to add to your supply track, or skip it.",
    "gw.why.peek_first": "First choose a face-down token to look at, or skip it.",
    "gw.why.build_or_loot_first": "Every turn places exactly one camp: build or loot before "
                                  "your turn ends.",
    # -- activating the supply track
    "gw.why.section_empty": "Section {number} of your supply track is empty: activate a "
                            "section holding at least one resource.",
    "gw.why.drop_not_carried": "You carry no {resource} up: leave one of {held} in section "
                               "{number}.",
    # -- investments
    "gw.why.invested_this_turn": "Only one investment a turn: you have already invested this "
                                 "turn.",
    "gw.why.card_not_in_play": "Investment card {card} is not in this game: only the 8 cards "
                               "dealt at the start are on offer.",
    "gw.why.card_yours": "You already hold investment card {card}.",
    "gw.why.card_taken": "Investment card {card} was already taken by {owner}.",
    "gw.why.card_short": "Investment card {card} costs {cost}: you lack {missing}.",
    # -- BoomTown
    "gw.why.one_marker": "Only one BoomTown marker a turn, a card's free one included: you "
                         "have placed yours this turn.",
    "gw.why.space_yours": "This BoomTown space ({office}) already holds your marker.",
    "gw.why.space_held": "This BoomTown space ({office}) already holds {owner}'s marker, and a "
                         "space takes only one.",
    "gw.why.space_short": "This BoomTown space ({office}) costs {cost}: you lack {missing}.",
    "gw.why.free_marker_taken": "The free marker goes on an empty space, and this one "
                                "({office}) holds {owner}'s marker.",
    "gw.why.extra_marker_empty": "The extra marker goes beside another player's marker, and "
                                 "this space ({office}) is empty.",
    "gw.why.extra_marker_own": "The extra marker goes beside another player's marker, not "
                               "beside your own ({office}).",
    "gw.why.extra_marker_full": "This BoomTown space ({office}) already holds two markers, the "
                                "most a space takes.",
    # -- shipping
    "gw.why.not_a_metal": "Only metals are shipped, not {resource}.",
    "gw.why.coach_at_end": "Your coach is already at the end of the {metal} track.",
    "gw.why.no_metal": "You hold no {metal} to ship.",
    # -- building and looting
    "gw.why.settlement_short": "A settlement needs one wood and one stone: you lack "
                               "{missing}.",
    "gw.why.camp_needs_material": "A camp needs one wood or one stone: with neither you must "
                                  "loot.",
    "gw.why.loot_with_material": "You may loot only with neither wood nor stone: build "
                                 "instead.",
    "gw.why.hex_water": "Hex {pos} is water.",
    "gw.why.hex_out_of_play": "Hex {pos} is not in play: with 2 players its terrain tile "
                              "stays out of the game.",
    "gw.why.hex_built": "The {terrain} hex {pos} already holds {owner}'s {building}.",
    "gw.why.hex_built_yours": "The {terrain} hex {pos} already holds your {building}.",
    "gw.why.hex_looted": "The {terrain} hex {pos} was looted: its token is gone.",
    "gw.why.hex_face_down": "The token on the {terrain} hex {pos} is face down: only tokens "
                            "turned face up (by the water or next to a taken hex) may be "
                            "taken.",
    # -- the investments' abilities
    "gw.why.upgrade_no_camp": "You have no camp on the {terrain} hex {pos}.",
    "gw.why.upgrade_not_yours": "The {building} on the {terrain} hex {pos} is {owner}'s, not "
                                "yours.",
    "gw.why.upgrade_settled": "The {terrain} hex {pos} already holds your settlement.",
    "gw.why.peek_no_token": "There is no mining token on the {terrain} hex {pos}.",
    "gw.why.peek_face_up": "The token on the {terrain} hex {pos} is already face up.",
    "gw.why.peek_seen": "You have already looked at the token on the {terrain} hex {pos}.",
    # -- the last round
    "gw.why.final_no_build": "All camps are placed: the last round has no build or loot "
                             "step.",
    "gw.why.final_no_gain": "The last round brings no resources.",
    "gw.why.final_no_upgrade": "The last round has no construction: no camp becomes a "
                               "settlement.",
    # -- what each rules version changed
    "gw.rules.v2": "Rules update (version 2): in the last round, card 17 no longer upgrades a "
                   "camp, since nothing is built then (card 18 already brought no resources); "
                   "a card ability with nothing to act on is passed over and the log says why; "
                   "and the board warns before a BoomTown marker bought with metals would leave "
                   "a card's free marker unused.",
    # -- before a card is taken (the board's notes) and after (the log)
    "gw.note.one_marker": "A marker bought here is your one BoomTown marker this turn: "
                          "investing in card {cards} afterwards would leave its free marker "
                          "unused.",
    "gw.note.void.one_marker": "Its free marker would go unused: you have placed your "
                               "BoomTown marker this turn.",
    "gw.note.void.final_round": "Its ability does nothing in the last round: no construction "
                                "and no resources then.",
    "gw.note.void.no_space": "Its marker would have no BoomTown space to go on.",
    "gw.note.void.no_camp": "You have no camp to upgrade.",
    "gw.note.void.no_token": "No face-down token is left for you to look at.",
    "gw.note.void.coaches_at_end": "All your coaches are at the end of their tracks.",
    "gw.void.one_marker": "{seat} places no free marker with card {card}: one BoomTown marker "
                          "a turn, and it was already placed.",
    "gw.void.final_round": "Card {card} brings {seat} nothing more in the last round: no "
                           "construction and no resources then.",
    "gw.void.no_space": "Card {card} places no marker for {seat}: no BoomTown space is open "
                        "to it.",
    "gw.void.no_camp": "Card {card} upgrades nothing: {seat} has no camp on the map.",
    "gw.void.no_token": "Card {card}: no face-down token is left for {seat} to look at.",
    "gw.void.coaches_at_end": "Card {card} ships nothing: all of {seat}'s coaches are at the "
                              "end of their tracks.",
    # -- end-of-game figures
    "gw.fig.points_supply": "Points from the supply track",
    "gw.fig.points_shipping": "Points from shipping",
    "gw.fig.points_investments": "Points from investments",
    "gw.fig.points_boomtown": "Points from BoomTown",
    "gw.fig.points_largest_group": "Points from the largest group",
    "gw.fig.points_majorities": "Points from terrain majorities",
    "gw.fig.points_wanted": "Points lost to Wanted",
    "gw.fig.majorities_won": "Terrain majorities won",
    "gw.fig.metals_shipped": "Metals shipped",
    "gw.fig.shipped_copper": "Copper shipped",
    "gw.fig.shipped_silver": "Silver shipped",
    "gw.fig.shipped_gold": "Gold shipped",
    "gw.fig.shipping_tiles": "Shipping bonus tiles",
    "gw.fig.investments": "Investments",
    "gw.fig.boomtown_markers": "BoomTown markers placed",
    "gw.fig.loots": "Loots (camps in Wanted)",
    "gw.fig.camps": "Camps on the map",
    "gw.fig.settlements": "Settlements on the map",
    "gw.fig.upgrades": "Camps upgraded by a card",
    "gw.fig.largest_group": "Largest group of buildings",
    "gw.fig.tokens_looked_at": "Face-down tokens looked at",
    "gw.fig.resources_wasted": "Resources discarded unused",
    "gw.fig.resources_left": "Resources left on the supply track",
    #: what `progress` counts, the chart's x-axis: every player's turn, one after another
    "gw.progress": "Turn",
}
