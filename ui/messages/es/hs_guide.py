"""Spanish texts of Homesteaders: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "hs.guide.place.title": "Ingresos — asignar trabajadores",
    "hs.guide.place.text":
        "Pon cada trabajador en un espacio libre de uno de tus edificios; un trabajador sin "
        "espacio descansa en tu Homestead. Los ingresos automáticos de tus edificios llegan con o "
        "sin trabajador, cada espacio ocupado añade lo que produce y cada línea de ferrocarril da "
        "1 de plata. Después cada trabajador cobra 1 de plata, también los que descansan.",
    "hs.guide.pay.title": "Pagar",
    "hs.guide.pay.text":
        "Los salarios y una subasta ganada se pagan en plata. Una moneda de oro vale {gold} de "
        "plata, sin cambio. ¿Falta plata? Vende en el mercado con una ficha de comercio o toma una "
        "deuda por {debt} de plata: cada deuda sin pagar cuesta PV al final (1, luego 2, luego "
        "3…).",
    "hs.guide.neutral.title": "Dos jugadores — la puja neutral",
    "hs.guide.neutral.text":
        "Antes de pujar, el jugador inicial pone la puja neutral en una de las dos subastas, al "
        "nivel del momento, aunque pase justo después. El nivel sube un paso tras una ronda en la "
        "que ambos jugadores ganaron una subasta y baja un paso cada vez que un jugador pasa. Una "
        "ficha que conserva la puja neutral no es para nadie.",
    "hs.guide.bid.title": "Subasta — pujar",
    "hs.guide.bid.text":
        "Puja en cualquier subasta por encima de la puja que ya tiene ({bids}), o pasa. Mientras "
        "tu puja es la más alta, esperas; si te superan, debes volver a pujar o pasar. Pasar "
        "termina tu subasta de esta ronda y avanza tu marcador en el ferrocarril a cambio de una "
        "bonificación.",
    "hs.guide.rail.title": "Bonificación del ferrocarril",
    "hs.guide.rail.text":
        "Cada avance en la vía de desarrollo del ferrocarril da una bonificación: la de la "
        "casilla alcanzada o la de una anterior (una ficha de comercio, una línea de ferrocarril, "
        "un trabajador, un recurso a elegir, {rail_vp} PV). En la última casilla el marcador se "
        "queda y se puede tomar cualquiera de las cinco.",
    "hs.guide.build.title": "Construir",
    "hs.guide.build.text":
        "El ganador de una subasta construye un edificio de un tipo que aparezca en la ficha "
        "ganada, pagando su coste en recursos (el mercado puede dar lo que falte). Nadie tiene dos "
        "veces el mismo edificio. Se puede no construir nada, pero la ficha se descarta "
        "igualmente.",
    "hs.guide.worker.title": "Bonificación de la ficha — un trabajador gratis",
    "hs.guide.worker.text":
        "Esta ficha o este edificio da un trabajador una vez hecha la construcción. Un trabajador "
        "produce en tus espacios pero cobra 1 de plata de salario cada ronda, así que puedes "
        "rechazarlo. Solo lo preguntan las partidas empezadas con la versión 1 de las reglas: "
        "desde la versión 2 el trabajador se recibe de inmediato, como dice el reglamento.",
    "hs.guide.exchange.title": "Bonificación de la ficha — un intercambio",
    "hs.guide.exchange.text":
        "Una vez, después de construir, puedes pagar lo que pide la ficha por su recompensa: un "
        "cobre o un ganado por 4 PV, una comida por 2 PV o una madera por una línea de "
        "ferrocarril. Lo que acaba de darte el nuevo edificio sirve para pagarlo. También puedes "
        "no hacerlo.",
    "hs.guide.endgame.title": "Últimas acciones y puntuación",
    "hs.guide.endgame.text":
        "Tras los últimos ingresos, paga deudas ({repay} de plata o 1 oro cada una) y usa el "
        "mercado cuanto quieras, y di que has terminado. La puntuación suma las fichas de PV, los "
        "PV y bonificaciones finales de los edificios y 2 PV por oro, cobre y ganado, menos 1 + 2 "
        "+ … PV por las deudas pendientes. Un empate lo gana quien tiene más plata.",
}
