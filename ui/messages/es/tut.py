"""Textos en español de los tutoriales (`ui.tutorial`): el recuadro de instrucciones y los
pasos de cada juego, cada uno diciendo qué hacer y por qué."""

MESSAGES = {
    "tut.start": "Aprender jugando",
    "tut.start_of": "Aprender {game} jugando: una partida guiada",
    "tut.title": "Tutorial",
    "tut.step_n": "Tutorial · paso {n} de {total}",
    "tut.played_on": "Desde tu último paso la partida siguió: se jugaron {n} movimientos por "
                     "todos (están en el registro).",
    "tut.leave": "Salir (el tutorial queda guardado)",
    "tut.wants": "Las reglas lo permiten, pero este paso pide «{move}»: {why}",
    "tut.done": "Tutorial terminado",
    "tut.scoring": "La partida ha terminado y has hecho {total} puntos. Tu puntuación, línea "
                   "a línea:",
    "tut.real_game": "Jugar una partida de verdad",
    # -- Homesteaders ----------------------------------------------------------------------
    "tut.hs.place": "Pulsa la casilla resaltada del Homestead para poner allí a tu trabajador: "
                    "cada ronda, antes de las subastas, tus trabajadores producen en tus "
                    "edificios. Esta casilla da 1 PV.",
    "tut.hs.income": "Pulsa Listo: ahora llegan tus ingresos (la plata del Homestead y lo que "
                     "producen tus trabajadores), y cada trabajador cobra 1 plata de salario.",
    "tut.hs.bid": "Puja 3 de plata en la subasta 2: quien la gane podrá construir un edificio "
                  "de cualquier tipo esta ronda. Solo pagas si tu puja sigue en pie cuando los "
                  "demás han pasado.",
    "tut.hs.pass": "Te han superado y 9 es demasiado caro: pasa. Pasar no cuesta nada y te "
                   "hace avanzar una casilla en la vía del ferrocarril, que da una bonificación.",
    "tut.hs.trade": "Toma la bonificación de la vía, una ficha de comercio: cada ficha permite "
                    "comprar o vender un bien en el mercado, en cualquier momento.",
    "tut.hs.debt": "Has ganado la subasta 1 y puedes construir un edificio industrial. Toma "
                   "una deuda: 2 de plata ahora, pero cada deuda que quede al final cuesta "
                   "puntos, así que habrá que saldarla más adelante.",
    "tut.hs.market": "La Mina de oro pide madera y acero, y no tienes acero: compra 1 acero en "
                     "el mercado por 3 de plata y tu ficha de comercio.",
    "tut.hs.build": "Construye la Mina de oro: un trabajador en ella da una moneda de oro cada "
                    "ronda, y el oro vale 2 puntos al final.",
    "tut.hs.pay": "Paga los salarios con plata (0 oro): una moneda de oro vale 5 de plata y no "
                  "da cambio; guárdala para un pago más caro o para el final.",
    "tut.hs.rail": "Pasar te ha hecho avanzar otra vez en la vía: esta vez toma una línea de "
                   "ferrocarril. Varios edificios dan puntos por cada línea que tengas.",
    "tut.hs.boarding_house": "Ronda 8: construye la Casa de huéspedes. Sus ingresos "
                             "eliminan una deuda cada ronda, así que tu deuda no te costará "
                             "nada al final.",
    "tut.hs.end": "Tras la ronda 10 llega la última ronda: el tutorial cambió tu plata sobrante "
                  "por oro en el mercado (2 puntos cada uno). Pulsa Terminar para la "
                  "puntuación final.",
    "tut.hs.score.vp_tokens": "las fichas de PV ganadas durante la partida (casillas de "
                              "trabajadores, ventas, bonificaciones de la vía).",
    "tut.hs.score.buildings": "los puntos impresos en cada uno de tus edificios.",
    "tut.hs.score.building_bonuses": "las bonificaciones finales de tus edificios: puntos por "
                                     "cada edificio de un tipo, trabajador o línea que indican.",
    "tut.hs.score.goods": "2 puntos por cada oro, cobre y ganado que te quede.",
    "tut.hs.score.debt": "las deudas sin pagar: 1 punto la primera, 2 más la segunda, y así "
                         "sucesivamente.",
}
