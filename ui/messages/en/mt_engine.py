"""English texts of Montana: what the engine says in codes: why a move is refused
(the refusal ``mt.<name>`` is the message ``mt.why.<name>``), what each rules version changed
(``mt.rules.v<N>``) and the names of the end-of-game figures (``mt.fig.<name>``)."""

MESSAGES: dict[str, str] = {
    # -- why a move is refused -------------------------------------------------------------------
    "mt.why.now_start_region": "First the start tile goes on a region of your choice.",
    "mt.why.now_turn": "You must now choose your action: recruit, harvest or build.",
    "mt.why.now_choose_worker": "You must now choose the colour of a worker of your choice.",
    "mt.why.now_advance": "You must now pay wheat to advance the arrow, or decline.",
    "mt.why.now_release": "You must now choose which workers to send back (a player holds at most "
                          "{n}).",
    "mt.why.now_send": "You must now choose which workers to send.",
    "mt.why.now_small": "You must now choose whether to fill the small box too.",
    "mt.why.now_town_place": "You must now place your representative in the town, or pass.",
    "mt.why.now_town_reward": "You must now choose your town reward.",
    "mt.why.now_build_more": "You must now build another camp or stop building.",
    "mt.why.now_canteen": "You must now drink a canteen for an extra turn, or end your turn.",
    "mt.why.one_action": "A turn has exactly one action (recruit, harvest or build), and this "
                         "turn's is under way.",
    "mt.why.three_builds": "A turn allows at most {n} builds.",
    "mt.why.advance_when": "The arrow is advanced only in a recruit action, once, right after "
                           "taking the workers it points at (at most {n} segments).",
    "mt.why.start_placed": "The start tile is already on the landscape.",
    "mt.why.start_on_land": "The start tile goes on a land region, not on a mountain or a lake "
                            "({region}).",
    "mt.why.bank_taken": "The {coins}-coin bank space is taken until every bank space is full.",
    "mt.why.bank_workers": "The {coins}-coin bank space takes exactly {n} {n:worker|workers}; you "
                           "have {have}.",
    "mt.why.space_taken": "{area}: the {coins}-coin space is taken; a space is free only while its"
                          " large box is empty.",
    "mt.why.space_coins": "{area}: this space costs {coins} {coins:coin|coins}; you have {have}.",
    "mt.why.no_worker": "You have no worker to send.",
    "mt.why.lone_worker": "{area}: a lone worker must be a {colour} worker, not a {worker} one; "
                          "otherwise send 2 workers of any colours.",
    "mt.why.box_size": "{area}: a box takes 1 {colour} worker or 2 workers of any colours, not "
                       "{n}.",
    "mt.why.send_short": "You have {n} {colour} {n:worker|workers} to send.",
    "mt.why.bank_count": "The {coins}-coin bank space takes exactly {n} {n:worker|workers}, not "
                         "{sent}.",
    "mt.why.small_workers": "{area}: the small box takes 1 {colour} worker or 2 workers of any "
                            "colours; you have {n} {n:worker|workers} left.",
    "mt.why.advance_limit": "The arrow advances at most {n} segments.",
    "mt.why.advance_wheat": "Advancing {n} {n:segment|segments} costs {n} wheat; you have {have}.",
    "mt.why.release_none": "You have no {colour} worker to send back.",
    "mt.why.town_right": "The row “{row}” holds {owner}'s representative: a newcomer goes to its "
                         "right.",
    "mt.why.town_squash_free": "That place costs {cost} squash and you would have {have} with the "
                               "free one: a place must be paid for when it is taken.",
    "mt.why.town_squash": "That place costs {cost} squash and you have {have}: a place must be "
                          "paid for when it is taken.",
    "mt.why.reward_goods": "This row gives exactly {n} goods among small stone, small copper and "
                           "wheat.",
    "mt.why.reward_upgrades": "This row allows at most {n} {n:exchange|exchanges}.",
    "mt.why.reward_short": "You lack {missing} for these exchanges.",
    "mt.why.no_camps": "You have no camp left to build.",
    "mt.why.build_mountain": "No camp can be built on a mountain ({region}).",
    "mt.why.build_lake": "No camp can be built on a lake ({region}).",
    "mt.why.build_start": "The start tile's region ({region}) cannot be built on.",
    "mt.why.build_taken": "Region {region} is already occupied by {owner}.",
    "mt.why.build_adjacent": "A camp goes next to an occupied region (the start tile or a camp); "
                             "{region} is not.",
    "mt.why.build_goods": "Region {region} takes exactly {cost}; you lack {missing}.",
    "mt.why.build_exact": "Region {region} takes exactly {cost}; you lack {missing} (small and "
                          "large pieces are never interchangeable).",
    "mt.why.cow_turn": "Cows are traded only during your own turn.",
    "mt.why.no_cow": "You have no cow to trade.",
    "mt.why.cow_worker_limit": "A cow cannot buy a worker beyond the {n} a player may hold.",
    "mt.why.cow_goods": "A cow buys one good among {goods}, {coins} coins or a worker of your "
                        "choice.",
    "mt.why.no_canteen": "You have no canteen to drink.",
    "mt.why.canteen_when": "A canteen is drunk at the end of one of your own turns.",
    # -- rules versions --------------------------------------------------------------------------
    "mt.rules.v2": "Rules version 2: a town place that its player can no longer pay (a squash "
                   "given back to the short supply after placing) counts as a pass: no cost, no "
                   "reward.",
    "mt.town_unpaid": "{seat} can no longer pay for the row “{row}” (column {col}) and passes: no "
                      "cost, no reward.",
    # -- end-of-game figures ---------------------------------------------------------------------
    "mt.fig.turns": "Turns played (extra turns included)",
    "mt.fig.build_turns": "Turns with a build",
    "mt.fig.best_turn": "Most camps in one turn",
    "mt.fig.free_camps": "Free camps (double regions, lines of four)",
    "mt.fig.lines": "Lines of four",
    "mt.fig.cows_taken": "Cows taken from the landscape",
    "mt.fig.cows_traded": "Cows traded",
    "mt.fig.canteens_taken": "Canteens taken",
    "mt.fig.canteens_drunk": "Canteens drunk (extra turns)",
    "mt.fig.recruits": "Recruitments",
    "mt.fig.wheat_on_wheel": "Wheat paid to advance the arrow",
    "mt.fig.harvests": "Harvests",
    "mt.fig.goods_harvested": "Goods harvested",
    "mt.fig.bank_coins": "Coins from the bank",
    "mt.fig.town_rewards": "Town rewards",
    "mt.fig.given_back": "Pieces given back to the short supply",
    #: what `progress` counts, the chart's x-axis: rounds of the table
    "mt.progress": "Round",
}
