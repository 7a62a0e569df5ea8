"""Spanish texts of Montana: what the engine says in codes: why a move is refused
(the refusal ``mt.<name>`` is the message ``mt.why.<name>``), what each rules version changed
(``mt.rules.v<N>``) and the names of the end-of-game figures (``mt.fig.<name>``).
The terms follow the Spanish board texts (campamento, cantimplora, representante)."""

MESSAGES: dict[str, str] = {
    # -- por qué se rechaza una jugada -----------------------------------------------------------
    "mt.why.now_start_region": "Primero, la loseta inicial se coloca en una región a tu elección.",
    "mt.why.now_turn": "Ahora debes elegir tu acción: reclutar, cosechar o construir.",
    "mt.why.now_choose_worker": "Ahora debes elegir el color de un trabajador a tu elección.",
    "mt.why.now_advance": "Ahora debes pagar trigo para avanzar la flecha, o renunciar.",
    "mt.why.now_release": "Ahora debes elegir qué trabajadores devuelves a la reserva (un jugador "
                          "nunca tiene más de {n}).",
    "mt.why.now_send": "Ahora debes elegir qué trabajadores envías.",
    "mt.why.now_small": "Ahora debes elegir si llenas también la casilla pequeña.",
    "mt.why.now_town_place": "Ahora debes colocar a tu representante en el pueblo, o pasar.",
    "mt.why.now_town_reward": "Ahora debes elegir tu recompensa del pueblo.",
    "mt.why.now_build_more": "Ahora debes construir otro campamento o dejar de construir.",
    "mt.why.now_canteen": "Ahora debes beber una cantimplora para jugar otro turno, o terminar tu "
                          "turno.",
    "mt.why.one_action": "Un turno tiene exactamente una acción (reclutar, cosechar o construir), "
                         "y la de este turno está en curso.",
    "mt.why.three_builds": "Un turno permite {n} construcciones como mucho.",
    "mt.why.advance_when": "La flecha solo avanza en la acción de reclutar, una vez, justo después"
                           " de tomar los trabajadores que señala ({n} casillas como mucho).",
    "mt.why.start_placed": "La loseta inicial ya está en el paisaje.",
    "mt.why.start_on_land": "La loseta inicial va en una región, no en una montaña ni en un lago "
                            "({region}).",
    "mt.why.bank_taken": "La casilla de {coins} monedas del banco está ocupada hasta que todas las"
                         " casillas del banco lo estén.",
    "mt.why.bank_workers": "La casilla de {coins} monedas del banco pide exactamente {n} "
                           "{n:trabajador|trabajadores}; tienes {have}.",
    "mt.why.space_taken": "{area}: el espacio de {coins} {coins:moneda|monedas} está ocupado; un "
                          "espacio solo está libre si su casilla grande está vacía.",
    "mt.why.space_coins": "{area}: este espacio cuesta {coins} {coins:moneda|monedas}; tienes "
                          "{have}.",
    "mt.why.no_worker": "No tienes ningún trabajador que enviar.",
    "mt.why.lone_worker": "{area}: un trabajador solo debe ser de {colour}, no de {worker}; si no,"
                          " envía 2 trabajadores de cualquier color.",
    "mt.why.box_size": "{area}: una casilla admite 1 trabajador de {colour} o 2 trabajadores de "
                       "cualquier color, no {n}.",
    "mt.why.send_short": "Tienes {n} {n:trabajador|trabajadores} de {colour} para enviar.",
    "mt.why.bank_count": "La casilla de {coins} monedas del banco pide exactamente {n} "
                         "{n:trabajador|trabajadores}, no {sent}.",
    "mt.why.small_workers": "{area}: la casilla pequeña admite 1 trabajador de {colour} o 2 de "
                            "cualquier color; te {n:queda|quedan} {n} {n:trabajador|trabajadores}.",
    "mt.why.advance_limit": "La flecha avanza {n} casillas como mucho.",
    "mt.why.advance_wheat": "Avanzar {n} {n:casilla|casillas} cuesta {n} trigo; tienes {have}.",
    "mt.why.release_none": "No tienes ningún trabajador de {colour} que devolver a la reserva.",
    "mt.why.town_right": "La fila «{row}» tiene al representante de {owner}: quien llega se coloca"
                         " a su derecha.",
    "mt.why.town_squash_free": "Esa casilla cuesta {cost} calabazas y tendrías {have} con la "
                               "gratuita: hay que poder pagar una casilla al ocuparla.",
    "mt.why.town_squash": "Esa casilla cuesta {cost} calabazas y tienes {have}: hay que poder "
                          "pagar una casilla al ocuparla.",
    "mt.why.reward_goods": "Esta fila da exactamente {n} recursos entre piedra pequeña, cobre "
                           "pequeño y trigo.",
    "mt.why.reward_upgrades": "Esta fila permite {n} {n:cambio|cambios} como mucho.",
    "mt.why.reward_short": "Para estos cambios te falta: {missing}.",
    "mt.why.no_camps": "No te queda ningún campamento que construir.",
    "mt.why.build_mountain": "No se puede construir un campamento en una montaña ({region}).",
    "mt.why.build_lake": "No se puede construir un campamento en un lago ({region}).",
    "mt.why.build_start": "No se puede construir en la región de la loseta inicial ({region}).",
    "mt.why.build_taken": "La región {region} ya está ocupada por {owner}.",
    "mt.why.build_adjacent": "Un campamento va junto a una región ocupada (la loseta inicial o un "
                             "campamento); {region} no lo está.",
    "mt.why.build_goods": "La región {region} pide exactamente {cost}; te falta: {missing}.",
    "mt.why.build_exact": "La región {region} pide exactamente {cost}; te falta: {missing} (las "
                          "piezas pequeñas y grandes nunca se sustituyen entre sí).",
    "mt.why.cow_turn": "El comercio de ganado solo se hace durante tu propio turno.",
    "mt.why.no_cow": "No tienes ninguna vaca que cambiar.",
    "mt.why.cow_worker_limit": "Una vaca no puede darte un trabajador más allá de los {n} que "
                               "puede tener un jugador.",
    "mt.why.cow_goods": "Una vaca se cambia por un recurso entre {goods}, por {coins} monedas o "
                        "por un trabajador a elegir.",
    "mt.why.no_canteen": "No tienes ninguna cantimplora que beber.",
    "mt.why.canteen_when": "Una cantimplora se bebe al final de uno de tus propios turnos.",
    # -- versiones de las reglas -----------------------------------------------------------------
    "mt.rules.v2": "Reglas, versión 2: una casilla del pueblo que su jugador ya no puede pagar "
                   "(una calabaza devuelta a la reserva agotada tras colocarse) cuenta como pasar:"
                   " no paga nada y no recibe recompensa.",
    "mt.town_unpaid": "{seat} ya no puede pagar la fila «{row}» (columna {col}) y pasa: no paga "
                      "nada y no recibe recompensa.",
    # -- cifras del final de la partida ----------------------------------------------------------
    "mt.fig.turns": "Turnos jugados (con los turnos extra)",
    "mt.fig.build_turns": "Turnos con una construcción",
    "mt.fig.best_turn": "Más campamentos en un turno",
    "mt.fig.free_camps": "Campamentos gratis (regiones dobles, líneas de cuatro)",
    "mt.fig.lines": "Líneas de cuatro",
    "mt.fig.cows_taken": "Vacas tomadas del paisaje",
    "mt.fig.cows_traded": "Vacas cambiadas (comercio de ganado)",
    "mt.fig.canteens_taken": "Cantimploras tomadas",
    "mt.fig.canteens_drunk": "Cantimploras bebidas (turnos extra)",
    "mt.fig.recruits": "Reclutamientos",
    "mt.fig.wheat_on_wheel": "Trigo pagado para avanzar la flecha",
    "mt.fig.harvests": "Cosechas",
    "mt.fig.goods_harvested": "Recursos cosechados",
    "mt.fig.bank_coins": "Monedas del banco",
    "mt.fig.town_rewards": "Recompensas del pueblo",
    "mt.fig.given_back": "Piezas devueltas a la reserva agotada",
    #: what `progress` counts, the chart's x-axis: rounds of the table
    "mt.progress": "Ronda",
}
