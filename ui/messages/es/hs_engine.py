"""Spanish texts of Homesteaders: what the engine says in codes: why a move is refused
(the refusal ``hs.<name>`` is the message ``hs.why.<name>``), what each rules version changed
(``hs.rules.v<N>``) and the names of the end-of-game figures (``hs.fig.<name>``)."""

MESSAGES: dict[str, str] = {
    # what each rules version changed (the page says it when it resumes an older game)
    "hs.rules.v2": "Las reglas 2 siguen el reglamento más de cerca: el trabajador de una "
                   "ficha de subasta o del Taller se recibe de inmediato; una moneda de oro "
                   "compra en el mercado cuando quieras; tras las pantallas, el registro solo "
                   "dice que un Banco dio su ingreso; y las pantallas están puestas por "
                   "defecto.",
    # log entries of rules 2 (the Bank's income behind the screens)
    "hs.bank_used": "El Banco de {seat} da su ingreso tras la pantalla.",
    "hs.bank_debt": "El Banco de {seat} descarta una de sus deudas.",
    "hs.bank_silver": "El Banco de {seat} da {gains}, sin deudas que descartar.",
    # the steps a refusal may name ("not now: the current step is ...")
    "hs.name.step_place": "asignar trabajadores",
    "hs.name.step_pay": "un pago",
    "hs.name.step_neutral": "colocar la ficha de oferta neutral",
    "hs.name.step_bid": "las ofertas",
    "hs.name.step_rail": "elegir una bonificación de la vía de desarrollo ferroviario",
    "hs.name.step_build": "construir",
    "hs.name.step_worker": "tomar o rechazar el trabajador gratis",
    "hs.name.step_exchange": "el intercambio de la ficha de subasta",
    "hs.name.step_endgame": "las acciones finales",
    # why a move is refused
    "hs.why.not_now": "ahora no: el paso actual es {step}",
    "hs.why.repay_only_at_end": "las deudas solo se pagan en la puntuación final ({price} o "
                                "1 de oro cada una)",
    "hs.why.not_owned": "ese edificio no es tuyo ({building})",
    "hs.why.slot_taken": "ese espacio ya tiene sus trabajadores ({building})",
    "hs.why.no_idle_worker": "todos tus trabajadores están asignados ({workers} "
                             "{workers:trabajador|trabajadores})",
    "hs.why.short_of_silver": "te faltan {short} de plata para pagar {amount}: toma una "
                              "deuda o vende en el mercado antes",
    "hs.why.not_enough_gold": "tienes {gold} de oro: no bastan las monedas para eso",
    "hs.why.no_change": "el oro no da cambio: como mucho {most} de oro para pagar {amount}",
    "hs.why.pay_needs_silver": "pagar {amount} con {gold} de oro requiere {need} de plata; "
                               "tienes {have}",
    "hs.why.no_auction": "no hay subasta {auction}: esta partida tiene {auctions}",
    "hs.why.not_a_step": "{value} no es un valor de oferta; los valores son {steps}",
    "hs.why.bid_too_low": "una oferta en la subasta {auction} debe ser mayor que {high}",
    "hs.why.equal_needs_lawyer": "solo el dueño del edificio {building} puede igualar la "
                                 "oferta de {value} en la subasta {auction}",
    "hs.why.rail_beyond_marker": "{bonus}: en la casilla {space} de la vía de desarrollo "
                                 "ferroviario, más allá de tu marcador (casilla {marker})",
    "hs.why.already_built": "nadie construye dos veces el mismo edificio, y ya tienes este "
                            "({building})",
    "hs.why.not_on_offer": "{building}: edificio de la etapa {stage}, no disponible ahora",
    "hs.why.none_left": "todas las copias de ese edificio están construidas ({building})",
    "hs.why.wrong_type": "esta subasta solo permite estos tipos: {allowed}; {building} es "
                         "de tipo {type}",
    "hs.why.river_port_only": "solo el dueño del edificio {building} puede pagar con oro en "
                              "lugar de cobre o ganado",
    "hs.why.lacks_goods": "te falta {missing} para construir ese edificio ({building})",
    "hs.why.gold_tiles_only": "el oro del edificio {building} solo sustituye al cobre o al "
                              "ganado en las fichas de subasta {tiles}",
    "hs.why.exchange_lacks": "te falta {missing}",
    "hs.why.no_debt": "no tienes deudas que pagar",
    "hs.why.repay_costs": "te falta {missing} para pagar una deuda",
    "hs.why.needs_trade_token": "cada operación en el mercado requiere una ficha de comercio",
    "hs.why.owner_only": "solo para el dueño del edificio {building}",
    "hs.why.price": "comprar 1 {good} cuesta {price}",
    "hs.why.gold_when_short": "con estas reglas (versión 1), una moneda de oro solo compra "
                              "{good} si te falta plata para pagar {price}",
    "hs.why.no_gold_to_pay": "no tienes monedas de oro para comprar {good}",
    "hs.why.gold_for_gold": "el oro no se compra con oro",
    "hs.why.nothing_to_sell": "no tienes {good} para vender",
    "hs.why.hire_needs_food": "contratar un trabajador cuesta 1 ficha de comercio y 1 "
                              "comida, y no tienes comida",
    # the end screen's telling figures
    "hs.fig.auctions_won": "Subastas ganadas",
    "hs.fig.bid_silver": "Plata pagada por las subastas ganadas",
    "hs.fig.passes": "Pases (avances en la vía de desarrollo ferroviario)",
    "hs.fig.buildings_built": "Edificios construidos",
    "hs.fig.income_silver": "Plata cobrada como ingresos",
    "hs.fig.trades": "Operaciones en el mercado (fichas de comercio gastadas)",
    "hs.fig.workers_hired": "Trabajadores contratados",
    "hs.fig.debts_taken": "Deudas tomadas",
    "hs.fig.debts_repaid": "Deudas pagadas",
    #: what `progress` counts, the chart's x-axis: the rulebook's rounds
    "hs.progress": "Ronda",
}
