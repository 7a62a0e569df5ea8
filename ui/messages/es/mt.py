"""Spanish texts of Montana."""

MESSAGES = {
    # == Montana ==================================================================================
    "ui.game.montana.about":
        "Envía a tus trabajadores al banco, a la mina y a los campos, y construye tus campamentos"
        " por el paisaje antes que los demás.",
    "mt.status.camps": "Campamentos restantes: {camps}",
    "mt.status.camps_of": "{name} {n}",
    "mt.status.ending": "Última ronda: alguien ha construido su último campamento",
    "mt.status.over": "Partida terminada",
    "mt.task.start_region": "Elige la región de la loseta inicial: se construye junto a las "
                            "regiones ocupadas.",
    "mt.task.turn": "Elige tu acción: reclutar, cosechar (banco, mina, cantera, campo de trigo, "
                    "huerto o pueblo) o construir.",
    "mt.task.choose_worker": "La rueda deja elegir: toma un trabajador del color que quieras.",
    "mt.task.advance": "Has tomado {pair}. Paga trigo para avanzar la flecha y reclutar otra "
                       "vez (1 trigo por casilla), o para.",
    "mt.task.release": "Más de 8 trabajadores: devuelve uno a la reserva.",
    "mt.task.send": "Elige los trabajadores que envías: {place}.",
    "mt.task.small": "¿Llenar también la casilla pequeña de este espacio para {goods} más?",
    "mt.task.town_place": "Coloca a tu representante en el pueblo (a la derecha de otro en la "
                          "misma fila), o pasa.",
    "mt.task.town_reward": "Recompensa del pueblo ({reward}) por {cost} calabazas: elige lo que "
                           "tomas.",
    "mt.task.build_more": "Te {left:queda|quedan} {left} {left:construcción|construcciones} "
                          "este turno: construye otro campamento, o para y toma 1 moneda por "
                          "construcción sin usar.",
    "mt.task.canteen": "Bebe una cantimplora para jugar otro turno enseguida, o termina tu "
                       "turno.",
    # jugadas
    "mt.act.start": "Poner la loseta inicial en {region}",
    "mt.act.build": "Construir un campamento en {region}: pagar {cost}",
    "mt.act.recruit": "Reclutar: girar la rueda y tomar 2 trabajadores",
    "mt.act.bank": "Banco: enviar {n} {n:trabajador|trabajadores}, recibir {coins} monedas",
    "mt.act.harvest": "{area}: pagar {coins} {coins:moneda|monedas}, cosechar {goods}",
    "mt.act.town": "Pueblo: {row}, por {cost} calabazas",
    "mt.act.cow": "Cambiar una vaca por {good}",
    "mt.act.cow.coins": "Cambiar una vaca por {coins} monedas",
    "mt.act.cow.worker": "Cambiar una vaca por un trabajador de {colour}",
    "mt.act.send": "Enviar {workers}: {place}",
    "mt.act.small": "Llenar también la casilla pequeña (+{goods})",
    "mt.act.nosmall": "Dejar la casilla pequeña",
    "mt.act.pass": "Pasar: sin recompensa del pueblo esta vez",
    "mt.act.reward.goods": "Tomar {goods}",
    "mt.act.reward.upgrade": "Cambiar {goods} por grandes",
    "mt.act.reward.none": "No cambiar nada",
    "mt.act.stop": "Dejar de construir (1 moneda por construcción sin usar)",
    "mt.act.canteen": "Beber una cantimplora: jugar otro turno",
    "mt.act.endturn": "Terminar tu turno",
    "mt.act.advance": "Pagar {n} trigo: la flecha avanza hasta {segment}",
    "mt.act.noadvance": "No avanzar la flecha",
    "mt.act.take": "Tomar un trabajador de {colour}",
    "mt.act.release": "Devolver un trabajador de {colour}",
    "mt.group.start": "Loseta inicial",
    "mt.group.build": "Construir un campamento (3 como mucho este turno)",
    "mt.group.bank": "Banco",
    "mt.group.town": "Pueblo: {reward}",
    "mt.group.advance": "Avanzar la flecha (1 trigo por casilla)",
    "mt.group.send": "Enviar trabajadores",
    "mt.group.take": "Tomar un trabajador",
    "mt.group.release": "Devolver un trabajador",
    "mt.group.reward": "Recompensa del pueblo",
    "mt.short.region": "{region}: {cost}",
    "mt.short.bank": "{n} → {coins} monedas",
    "mt.short.harvest": "{coins} {coins:moneda|monedas} → {goods}",
    "mt.short.town": "{cost} calabazas",
    "mt.short.advance": "{n}: {segment}",
    "mt.free_moves": "Comercio de ganado (tienes {n} {n:vaca|vacas})",
    # registro
    "mt.setup": "Empieza la partida; {first} juega primero.",
    "mt.start_region": "La loseta inicial va en {region}.",
    "mt.spin": "{seat} gira la rueda: {segment}.",
    "mt.bank": "{seat} envía {workers} al banco y recibe {coins} monedas.",
    "mt.harvest": "{seat} envía {workers} ({area}), paga {coins} {coins:moneda|monedas} y "
                  "cosecha {goods}.",
    "mt.harvest.small": "{seat} llena la casilla pequeña con {workers} y cosecha {goods}.",
    "mt.town": "{seat} va al pueblo: {row}, columna {col}.",
    "mt.town.displace": "{seat} va al pueblo: {row}, columna {col}, y desplaza a {displaced}.",
    "mt.town_pass": "{seat} pasa en el pueblo.",
    "mt.town_reward": "{seat} paga {cost} calabazas en el pueblo ({row}).",
    "mt.town_reward.goods": "{seat} paga {cost} calabazas en el pueblo ({row}) y toma "
                            "{what}.",
    "mt.town_reward.upgrade": "{seat} paga {cost} calabazas en el pueblo ({row}) y obtiene "
                              "a cambio {what}.",
    "mt.build": "{seat} construye un campamento en {region} y paga {cost}.",
    "mt.build.more": "{seat} construye {camps} campamentos en {region} y paga {cost}.",
    "mt.cow": "{seat} toma la vaca de la región {region}.",
    "mt.canteen_taken": "{seat} toma la cantimplora del lago {lake}.",
    "mt.line": "{seat} completa una línea de 4: un campamento gratis en {region}.",
    "mt.unused_builds": "{seat} recibe {coins} {coins:moneda|monedas} por construcciones sin "
                        "usar.",
    "mt.canteen": "{seat} bebe una cantimplora y vuelve a jugar.",
    "mt.cow_trade": "{seat} cambia una vaca por {got}.",
    "mt.cow_trade.coins": "{seat} cambia una vaca por monedas.",
    "mt.cow_trade.worker": "{seat} cambia una vaca por un trabajador de {colour}.",
    "mt.reset": "Zona llena ({area}): sus trabajadores vuelven a la reserva.",
    "mt.advance": "{seat} paga {steps} trigo: la flecha avanza hasta {segment}.",
    "mt.release": "{seat} devuelve un trabajador de {colour} a la reserva.",
    "mt.give_back": "No hay bastante {kind} en la reserva: {seats} devuelven uno.",
    "mt.last_camp": "{seat} ha construido su último campamento: esta ronda es la última.",
    "mt.game_over": "La partida ha terminado.",
    # tablero
    "mt.order": "Orden de turno:",
    "mt.map": "El paisaje: regiones, su coste, vacas, lagos y campamentos",
    "mt.lake_canteen": "lago con una cantimplora",
    "mt.start_tile": "loseta inicial",
    "mt.camps_of": "{n} {n:campamento|campamentos} de {seat}",
    "mt.costs": "cuesta {cost}",
    "mt.double": "dos símbolos de campamento: un campamento gratis más",
    "mt.cow_here": "da una vaca",
    "mt.legend": "Leyenda del paisaje",
    "mt.wheel": "Rueda de reclutamiento",
    "mt.pair.any": "2 trabajadores de cualquier color",
    "mt.town_title": "Pueblo",
    "mt.reward.cow_and_upgrades": "una vaca y hasta 3 cambios",
    "mt.reward.three_goods": "3 recursos (piedra pequeña, cobre pequeño, trigo)",
    "mt.reward.two_upgrades": "hasta 2 cambios",
    "mt.reward.coins_and_upgrade": "2 monedas y 1 cambio",
    "mt.supply": "Reserva general",
    "mt.worker_board": "Tablero de trabajadores",
    "mt.bank_rule": "De cualquier color, exactamente los trabajadores indicados.",
    "mt.area_rule": "1 trabajador de {colour} o 2 de cualquier color por casilla.",
    "mt.workers_n": "Trabajadores ({n}/8):",
    "mt.letter.copper": "Co",
    "mt.letter.stone": "Pi",
    "mt.letter.wheat": "Tr",
    "mt.letter.squash": "Ca",
    # puntos
    "mt.score.camps": "Campamentos en el paisaje",
    "mt.score.cows": "Vacas",
    "mt.score.canteens": "Cantimploras",
    "mt.score.goods": "Recursos",
    "mt.score.coins": "Monedas",
    "mt.score.workers": "Trabajadores",
    "mt.tie.cows_canteens": "Vacas + cantimploras",
    "mt.tie.goods_coins_workers": "Recursos + monedas + trabajadores",
    # nombres
    "mt.name.wheat": "trigo",
    "mt.name.squash": "calabaza",
    "mt.name.copper_small": "cobre pequeño",
    "mt.name.copper_large": "cobre grande",
    "mt.name.stone_small": "piedra pequeña",
    "mt.name.stone_large": "piedra grande",
    "mt.name.copper": "cobre",
    "mt.name.stone": "piedra",
    "mt.name.mine": "Mina",
    "mt.name.quarry": "Cantera",
    "mt.name.wheat_field": "Campo de trigo",
    "mt.name.garden": "Huerto",
    "mt.name.bank": "Banco",
    "mt.amount.wheat": "{n} trigo",
    "mt.amount.squash": "{n} {n:calabaza|calabazas}",
    "mt.amount.copper_small": "{n} {n:cobre pequeño|cobres pequeños}",
    "mt.amount.copper_large": "{n} {n:cobre grande|cobres grandes}",
    "mt.amount.stone_small": "{n} {n:piedra pequeña|piedras pequeñas}",
    "mt.amount.stone_large": "{n} {n:piedra grande|piedras grandes}",
    "mt.amount.worker.copper": "{n} {n:trabajador|trabajadores} de cobre",
    "mt.amount.worker.stone": "{n} {n:trabajador|trabajadores} de piedra",
    "mt.amount.worker.wheat": "{n} {n:trabajador|trabajadores} de trigo",
    "mt.amount.worker.squash": "{n} {n:trabajador|trabajadores} de calabaza",
    "mt.amount.coins": "{n} {n:moneda|monedas}",
    "mt.amount.cows": "{n} {n:vaca|vacas}",
    "mt.amount.canteens": "{n} {n:cantimplora|cantimploras}",
    "mt.amount.camps": "{n} {n:campamento|campamentos} por construir",
    "mt.wheel.picture": "Rueda de reclutamiento; la flecha señala {pair}",
    "mt.hub.spin": "Girar",
    "mt.hub.stop": "Quedarse",
    "mt.tip.hub": "Reclutar: gira la flecha y toma los 2 trabajadores de su casilla. Después "
                  "puedes pagar 1 trigo por casilla (7 como mucho) para avanzarla una vez y tomar "
                  "2 más.",
    "mt.tip.segment.at": "La flecha señala esta casilla: {pair}.",
    "mt.tip.segment.ahead": "{pair}. {n} {n:casilla|casillas} después de la flecha: avanzar hasta "
                            "aquí cuesta {n} trigo.",
    "mt.store": "Tienda",
    "mt.tip.store": "La tienda: aquí esperan los representantes. Al ir al pueblo tomas 1 calabaza "
                    "y colocas el tuyo en una fila; después cada otro jugador puede colocar el "
                    "suyo o pasar.",
    "mt.rep_of": "representante de {seat}",
    "mt.tip.town_col": "Columna {col}: {n} {n:calabaza|calabazas}, que se pagan al final de la "
                       "acción de pueblo.",
    "mt.tip.town_row": "Recompensa de esta fila: {reward}. Un cambio sustituye una de tus piedras "
                       "pequeñas o uno de tus cobres pequeños por uno grande.",
    "mt.tip.town_cell": "{reward}, por {n} {n:calabaza|calabazas}. Quien entre después en esta "
                        "fila se coloca a tu derecha, y tú te mueves o pasas.",
    "mt.short.pass": "Pasar",
    "mt.short.no_upgrade": "Ningún cambio",
    "mt.short.nosmall": "No, gracias",
    "mt.short.canteen": "Beber",
    "mt.rule.or": "o",
    "mt.tip.bank_space": "Banco: coloca exactamente {n} {n:trabajador|trabajadores} de cualquier "
                         "color y recibe {coins} monedas. Cuando todas las casillas del banco "
                         "están ocupadas, sus trabajadores vuelven a la reserva al final del "
                         "turno.",
    "mt.tip.large_box": "{area}, casilla grande: 1 trabajador de {colour} o 2 trabajadores de "
                        "cualquier color; paga {coins} {coins:moneda|monedas} y recoge {goods}.",
    "mt.tip.small_box": "{area}, casilla pequeña: justo después de la grande, 1 trabajador de "
                        "{colour} o 2 de cualquier color recogen {goods} más, sin pagar nada.",
    "mt.tip.area": "{area}: cuando todas sus casillas grandes están ocupadas, todos sus "
                   "trabajadores vuelven a la reserva al final del turno.",
    "mt.tip.supply_good": "{good} Quedan {n} en la reserva general; cuando faltan, cada jugador "
                          "devuelve antes uno.",
    "mt.tip.worker": "Trabajador de {colour}: él solo recoge en {area}; en otro sitio hacen falta "
                     "2 trabajadores de cualquier color por casilla. Quedan {n} en la reserva.",
    "mt.tip.cow_supply": "{n} {n:vaca|vacas} en la reserva: la primera fila del pueblo da una.",
    "mt.tip.slots": "Espacios de trabajador: {n} de 8 ocupados. Nadie tiene nunca más de 8 "
                    "trabajadores.",
    "mt.tip.coins": "Las monedas pagan las cosechas; al final solo sirven para desempatar.",
    "mt.tip.cows": "Vacas: en cualquier momento de tu turno, cambia una por una piedra pequeña, "
                   "un cobre pequeño, un trigo, una calabaza, 3 monedas o un trabajador. Al final "
                   "desempatan.",
    "mt.tip.canteens": "Cantimploras: al final de uno de tus turnos, gasta una para jugar "
                       "enseguida otro turno. Al final desempatan.",
    "mt.tip.camps": "Quedan {n} {n:campamento|campamentos} por construir. Quien construye su "
                    "último campamento termina la partida al final de la ronda; gana quien tenga "
                    "más campamentos en el paisaje.",
    "mt.coins_name": "monedas",
    "mt.cows_name": "vacas",
    "mt.canteens_name": "cantimploras",
    "mt.camps_name": "campamentos por construir",
    "mt.tip.mountain": "montaña: aquí no se construye",
    "mt.tip.lake": "lago: aquí no se construye",
    "mt.tip.lake_canteen": "lago con una cantimplora: el primer campamento construido a su lado "
                           "se la lleva",
    "mt.tip.start_tile": "la loseta inicial: se construye a su lado o al lado de otros campamentos",
    "mt.tip.good.wheat": "Trigo: paga las regiones que lo muestran y hace avanzar la flecha de la "
                         "rueda de reclutamiento (1 por casilla).",
    "mt.tip.good.squash": "Calabaza: paga las regiones que la muestran, y el pueblo (el coste de "
                          "su columna).",
    "mt.tip.good.copper_small": "Cobre pequeño: paga las regiones que lo muestran; un cambio en "
                                "el pueblo lo convierte en cobre grande. Nunca sustituye a uno "
                                "grande.",
    "mt.tip.good.copper_large": "Cobre grande (borde y flecha amarillos): paga las regiones que "
                                "lo muestran; solo un cambio en el pueblo lo da.",
    "mt.tip.good.stone_small": "Piedra pequeña: paga las regiones que la muestran; un cambio en "
                               "el pueblo la convierte en piedra grande. Nunca sustituye a una "
                               "grande.",
    "mt.tip.good.stone_large": "Piedra grande (borde y flecha amarillos): paga las regiones que "
                               "la muestran; solo un cambio en el pueblo la da.",
    "mt.worker.copper": "trabajador de cobre",
    "mt.worker.stone": "trabajador de piedra",
    "mt.worker.wheat": "trabajador de trigo",
    "mt.worker.squash": "trabajador de calabaza",
    "mt.worker.any": "trabajador a elegir",
    "mt.letter.any": "?",
    "mt.name.cow": "vaca",
    "mt.fold.free_spaces": "Casillas libres",
    "mt.fold.spaces": "{area}: {n} {n:casilla libre|casillas libres} de {of}",
    "mt.fold.town_row": "Fila {row} ({reward}): {seat}, por {n} {n:calabaza|calabazas}",
    "mt.fold.town_free": "Fila {row} ({reward}): libre",
}
