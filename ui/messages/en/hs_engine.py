"""English texts of Homesteaders: what the engine says in codes: why a move is refused
(the refusal ``hs.<name>`` is the message ``hs.why.<name>``), what each rules version changed
(``hs.rules.v<N>``) and the names of the end-of-game figures (``hs.fig.<name>``)."""

MESSAGES: dict[str, str] = {
    # what each rules version changed (the page says it when it resumes an older game)
    "hs.rules.v2": "Rules 2 follow the rulebook more closely: the worker of an auction tile or "
                   "of the Workshop is taken at once; a gold coin buys at the market whenever "
                   "you wish; behind the screens the log says only that a Bank paid its "
                   "income; and the screens are up by default.",
    # log entries of rules 2 (the Bank's income behind the screens)
    "hs.bank_used": "{seat}'s Bank pays its income behind the screen.",
    "hs.bank_debt": "{seat}'s Bank discards one of their debts.",
    "hs.bank_silver": "{seat}'s Bank gives {gains}, with no debt to discard.",
    # the steps a refusal may name ("not now: the current step is ...")
    "hs.name.step_place": "placing workers",
    "hs.name.step_pay": "a payment",
    "hs.name.step_neutral": "placing the neutral bid",
    "hs.name.step_bid": "bidding",
    "hs.name.step_rail": "choosing a rail track bonus",
    "hs.name.step_build": "building",
    "hs.name.step_worker": "taking or declining the free worker",
    "hs.name.step_exchange": "the auction tile's exchange",
    "hs.name.step_endgame": "the final actions",
    # why a move is refused
    "hs.why.not_now": "not now: the current step is {step}",
    "hs.why.repay_only_at_end": "debts are repaid only in the final scoring ({price} or 1 "
                                "gold each)",
    "hs.why.not_owned": "the {building} is not yours",
    "hs.why.slot_taken": "that slot of the {building} already has its workers",
    "hs.why.no_idle_worker": "all your workers are placed ({workers} "
                             "{workers:worker|workers})",
    "hs.why.short_of_silver": "you are {short} silver short of {amount}: take a debt or sell "
                              "at the market first",
    "hs.why.not_enough_gold": "you have {gold} gold: not enough coins for that",
    "hs.why.no_change": "gold gives no change: at most {most} gold to pay {amount}",
    "hs.why.pay_needs_silver": "paying {amount} with {gold} gold needs {need} silver; you "
                               "have {have}",
    "hs.why.no_auction": "there is no auction {auction}: this game has {auctions}",
    "hs.why.not_a_step": "{value} is not a bid step; the steps are {steps}",
    "hs.why.bid_too_low": "a bid on auction {auction} must be higher than {high}",
    "hs.why.equal_needs_lawyer": "only the owner of the {building} may equal the bid of "
                                 "{value} on auction {auction}",
    "hs.why.rail_beyond_marker": "{bonus} is on space {space} of the rail track, beyond your "
                                 "marker (space {marker})",
    "hs.why.already_built": "nobody may build the same building twice, and you own the "
                            "{building}",
    "hs.why.not_on_offer": "the {building} is a {stage} building, not on offer now",
    "hs.why.none_left": "every copy of the {building} has been built",
    "hs.why.wrong_type": "this auction allows only these types: {allowed}; the {building} is "
                         "{type}",
    "hs.why.river_port_only": "only the owner of the {building} may pay gold for copper or "
                              "livestock",
    "hs.why.lacks_goods": "you lack {missing} to build the {building}",
    "hs.why.gold_tiles_only": "the {building}'s gold stands in only on auction tiles {tiles}",
    "hs.why.exchange_lacks": "you lack {missing}",
    "hs.why.no_debt": "you have no debt to repay",
    "hs.why.repay_costs": "you lack {missing} to repay a debt",
    "hs.why.needs_trade_token": "every market trade needs a trade token",
    "hs.why.owner_only": "only the owner of the {building} may do that",
    "hs.why.price": "buying 1 {good} costs {price}",
    "hs.why.gold_when_short": "under these rules (version 1) a gold coin buys {good} only "
                              "when your silver is short of {price}",
    "hs.why.no_gold_to_pay": "you have no gold coin to buy {good} with",
    "hs.why.gold_for_gold": "gold is not bought with gold",
    "hs.why.nothing_to_sell": "you have no {good} to sell",
    "hs.why.hire_needs_food": "hiring a worker costs 1 trade token and 1 food, and you have "
                              "no food",
    # the end screen's telling figures
    "hs.fig.auctions_won": "Auctions won",
    "hs.fig.bid_silver": "Silver spent on winning bids",
    "hs.fig.passes": "Passes (rail track advances)",
    "hs.fig.buildings_built": "Buildings built",
    "hs.fig.income_silver": "Silver collected as income",
    "hs.fig.trades": "Market trades (trade tokens spent)",
    "hs.fig.workers_hired": "Workers hired",
    "hs.fig.debts_taken": "Debts taken",
    "hs.fig.debts_repaid": "Debts repaid",
    #: what `progress` counts, the chart's x-axis: the rulebook's rounds
    "hs.progress": "Round",
}
