"""Spanish texts of Gold West: what the engine says in codes: why a move is refused
(the refusal ``gw.<name>`` is the message ``gw.why.<name>``), what each rules version changed
(``gw.rules.v<N>``), the notes and log entries of a card ability that would do or did
nothing (``gw.note.*``, ``gw.void.*``) and the names of the end-of-game figures
(``gw.fig.<name>``)."""

MESSAGES: dict[str, str] = {
    # -- el paso del turno
    "gw.why.activate_first": "Primero elige una casilla de tu pista de reserva para "
                             "activarla.",
    "gw.why.activate_once": "La pista de reserva se activa una vez por turno, al principio "
                            "del turno.",
    "gw.why.drop_first": "Primero elige el recurso que se queda en la casilla {number}.",
    "gw.why.metals_then_build": "Ahora usa tus metales y después construye o saquea.",
    "gw.why.metals_then_end": "Ahora usa tus metales y después termina tu turno.",
    "gw.why.section_first": "Primero elige la casilla de tu pista de reserva que recibe los "
                            "recursos de la ficha.",
    "gw.why.freeship_first": "Primero haz el transporte gratis de la inversión, o renuncia "
                             "a él.",
    "gw.why.freeboomtown_first": "Primero pon el marcador de influencia gratis de la "
                                 "inversión, o renuncia a él.",
    "gw.why.extraboomtown_first": "Primero pon el marcador de influencia extra de la "
                                  "inversión, o renuncia a él.",
    "gw.why.upgrade_first": "Primero elige un campamento para convertirlo en colonia, o "
                            "renuncia a ello.",
    "gw.why.gain_first": "Primero elige un recurso para añadirlo a tu pista de reserva, o "
                         "renuncia a ello.",
    "gw.why.peek_first": "Primero elige una ficha de mina boca abajo para mirarla, o "
                         "renuncia a ello.",
    "gw.why.build_or_loot_first": "Cada turno coloca exactamente un campamento: construye o "
                                  "saquea antes de terminar el turno.",
    # -- activar la pista de reserva
    "gw.why.section_empty": "La casilla {number} de tu pista de reserva está vacía: activa "
                            "una casilla con al menos un recurso.",
    "gw.why.drop_not_carried": "No subes ningún recurso «{resource}»: deja en la casilla "
                               "{number} uno de estos: {held}.",
    # -- inversiones
    "gw.why.invested_this_turn": "Solo una inversión por turno: ya has invertido en este "
                                 "turno.",
    "gw.why.card_not_in_play": "La carta de inversión {card} no está en esta partida: solo se "
                               "ofrecen las 8 cartas sacadas al principio.",
    "gw.why.card_yours": "Ya tienes la carta de inversión {card}.",
    "gw.why.card_taken": "La carta de inversión {card} ya se la llevó {owner}.",
    "gw.why.card_short": "La carta de inversión {card} cuesta {cost}; falta {missing}.",
    # -- Boomtown
    "gw.why.one_marker": "Solo un marcador de influencia en Boomtown por turno, incluido el "
                         "gratis de una carta: ya has puesto el tuyo en este turno.",
    "gw.why.space_yours": "Esta casilla de Boomtown ({office}) ya tiene tu marcador.",
    "gw.why.space_held": "Esta casilla de Boomtown ({office}) ya tiene el marcador de "
                         "{owner}, y cada casilla admite solo uno.",
    "gw.why.space_short": "Esta casilla de Boomtown ({office}) cuesta {cost}; falta "
                          "{missing}.",
    "gw.why.free_marker_taken": "El marcador gratis va en una casilla libre, y esta "
                                "({office}) tiene el marcador de {owner}.",
    "gw.why.extra_marker_empty": "El marcador extra va junto al de un rival, y esta casilla "
                                 "({office}) está vacía.",
    "gw.why.extra_marker_own": "El marcador extra va junto al de un rival, no junto al tuyo "
                               "({office}).",
    "gw.why.extra_marker_full": "Esta casilla de Boomtown ({office}) ya tiene dos marcadores, "
                                "el máximo que admite.",
    # -- transporte
    "gw.why.not_a_metal": "Solo se transportan metales, no {resource}.",
    "gw.why.coach_at_end": "Tu diligencia ya está al final de la pista de {metal}.",
    "gw.why.no_metal": "No tienes {metal} para transportar.",
    # -- construir o saquear
    "gw.why.settlement_short": "Una colonia necesita una madera y una piedra; falta "
                               "{missing}.",
    "gw.why.camp_needs_material": "Un campamento necesita una madera o una piedra: sin "
                                  "ninguna de las dos, debes saquear.",
    "gw.why.loot_with_material": "Solo se saquea sin madera ni piedra: construye en su "
                                 "lugar.",
    "gw.why.hex_water": "El hexágono {pos} es agua.",
    "gw.why.hex_out_of_play": "El hexágono {pos} no está en juego: con 2 jugadores su loseta "
                              "de terreno queda fuera de la partida.",
    "gw.why.hex_built": "El hexágono de {terrain} {pos} ya está ocupado por {owner} "
                        "({building}).",
    "gw.why.hex_built_yours": "El hexágono de {terrain} {pos} ya tiene tu {building}.",
    "gw.why.hex_looted": "El hexágono de {terrain} {pos} fue saqueado: su ficha ya no está.",
    "gw.why.hex_face_down": "La ficha del hexágono de {terrain} {pos} está boca abajo: solo "
                            "se toman fichas descubiertas (junto al agua o junto a un "
                            "hexágono ya tomado).",
    # -- las capacidades de las inversiones
    "gw.why.upgrade_no_camp": "No tienes ningún campamento en el hexágono de {terrain} "
                              "{pos}.",
    "gw.why.upgrade_not_yours": "El edificio del hexágono de {terrain} {pos} ({building}) es "
                                "de {owner}, no tuyo.",
    "gw.why.upgrade_settled": "El hexágono de {terrain} {pos} ya tiene tu colonia.",
    "gw.why.peek_no_token": "No hay ficha de mina en el hexágono de {terrain} {pos}.",
    "gw.why.peek_face_up": "La ficha del hexágono de {terrain} {pos} ya está boca arriba.",
    "gw.why.peek_seen": "Ya has mirado la ficha del hexágono de {terrain} {pos}.",
    # -- la última ronda
    "gw.why.final_no_build": "Todos los campamentos están colocados: la última ronda no "
                             "tiene paso de construir ni de saquear.",
    "gw.why.final_no_gain": "La última ronda no da recursos.",
    "gw.why.final_no_upgrade": "La última ronda no tiene construcción: ningún campamento se "
                               "convierte en colonia.",
    # -- lo que cambió cada versión de las reglas
    "gw.rules.v2": "Reglas actualizadas (versión 2): en la última ronda la carta 17 ya no "
                   "convierte un campamento en colonia, porque entonces no se construye (la "
                   "carta 18 ya no daba recursos); una capacidad de carta sin nada sobre lo que "
                   "actuar se pasa por alto y el registro dice por qué; y el tablero avisa antes "
                   "de que un marcador de Boomtown pagado con metales deje sin uso el marcador "
                   "gratis de una carta.",
    # -- antes de tomar una carta (las notas del tablero) y después (el registro)
    "gw.note.one_marker": "Un marcador comprado aquí es tu único marcador de Boomtown en este "
                          "turno: invertir después en la carta {cards} dejaría sin uso su "
                          "marcador gratis.",
    "gw.note.void.one_marker": "Su marcador gratis quedaría sin uso: ya has puesto tu marcador "
                               "de Boomtown en este turno.",
    "gw.note.void.final_round": "Su capacidad no hace nada en la última ronda: entonces no se "
                                "construye ni se toman recursos.",
    "gw.note.void.no_space": "Su marcador no tendría ninguna casilla de Boomtown donde ir.",
    "gw.note.void.no_camp": "No tienes ningún campamento que mejorar.",
    "gw.note.void.no_token": "No queda ninguna ficha boca abajo que no hayas mirado.",
    "gw.note.void.coaches_at_end": "Todas tus diligencias están al final de su pista.",
    "gw.void.one_marker": "{seat} no pone marcador gratis con la carta {card}: solo un "
                          "marcador de Boomtown por turno, y ya estaba puesto.",
    "gw.void.final_round": "La carta {card} no da nada más a {seat} en la última ronda: "
                           "entonces no se construye ni se toman recursos.",
    "gw.void.no_space": "La carta {card} no pone marcador para {seat}: ninguna casilla de "
                        "Boomtown le está abierta.",
    "gw.void.no_camp": "La carta {card} no mejora nada: {seat} no tiene ningún campamento en "
                       "el mapa.",
    "gw.void.no_token": "Carta {card}: no le queda a {seat} ninguna ficha boca abajo que "
                        "mirar.",
    "gw.void.coaches_at_end": "La carta {card} no transporta nada: todas las diligencias de "
                              "{seat} están al final de su pista.",
    # -- las cifras del final de la partida
    "gw.fig.points_supply": "Puntos de la pista de reserva",
    "gw.fig.points_shipping": "Puntos de transporte",
    "gw.fig.points_investments": "Puntos de inversiones",
    "gw.fig.points_boomtown": "Puntos de Boomtown",
    "gw.fig.points_largest_group": "Puntos del grupo más grande",
    "gw.fig.points_majorities": "Puntos de mayorías de terreno",
    "gw.fig.points_wanted": "Puntos perdidos por Se busca",
    "gw.fig.majorities_won": "Mayorías de terreno ganadas",
    "gw.fig.metals_shipped": "Metales transportados",
    "gw.fig.shipped_copper": "Cobre transportado",
    "gw.fig.shipped_silver": "Plata transportada",
    "gw.fig.shipped_gold": "Oro transportado",
    "gw.fig.shipping_tiles": "Losetas de bonificación de transporte",
    "gw.fig.investments": "Inversiones",
    "gw.fig.boomtown_markers": "Marcadores puestos en Boomtown",
    "gw.fig.loots": "Saqueos (campamentos en Se busca)",
    "gw.fig.camps": "Campamentos en el mapa",
    "gw.fig.settlements": "Colonias en el mapa",
    "gw.fig.upgrades": "Campamentos mejorados con una carta",
    "gw.fig.largest_group": "Grupo de edificios más grande",
    "gw.fig.tokens_looked_at": "Fichas boca abajo miradas",
    "gw.fig.resources_wasted": "Recursos descartados sin usar",
    "gw.fig.resources_left": "Recursos que quedaron en la pista de reserva",
    #: what `progress` counts, the chart's x-axis: every player's turn, one after another
    "gw.progress": "Turno",
}
