"""Spanish texts of the rules pages (`scripts/rules_pages.py`): the frame of every page
(`rules.*`) and the words of its generated tables and figures. The pages' own text is in
`rules/src/`."""

MESSAGES = {
    "rules.title": "{game}: el reglamento",
    "rules.back": "Westbound: volver a los juegos",
    "rules.langs": "Esta página en",
    "rules.toc": "Índice",
    "rules.skip": "Ir al reglamento",
    "rules.print": "Imprimir esta página",
    "rules.about": (
        "Escrito para Westbound con nuestras propias palabras a partir de los reglamentos "
        "francés y español de las editoriales. Los valores de los componentes son los que usa "
        "el juego de este sitio."),
    "rules.description": "El reglamento completo de {game}, tal como se juega en Westbound.",
    "rules.versions": "Versiones de las reglas",
    "rules.version_now": (
        "Esta página da las reglas de la versión {n}. En este sitio una regla solo se corrige "
        "con una nueva versión de las reglas, y una partida conserva hasta el final la versión "
        "con la que empezó: una partida guardada antes de una corrección se reanuda con sus "
        "propias reglas, y su pantalla dice qué versión sigue y qué ha cambiado desde entonces."),
    "rules.version_1": "Versión 1: las reglas que el sitio publicó primero.",
    "rules.building": "Edificio",
    "rules.copies": "Copias (2 j. / 3–4 j.)",
    "rules.cost": "Coste",
    "rules.vp": "PV",
    "rules.does": "Qué hace",
    "rules.free": "gratis",
    "rules.none": "—",
    "rules.tile": "Ficha",
    "rules.stack": "Pila",
    "rules.stage": "Etapa",
    "rules.builds": "Construye",
    "rules.bonus": "Bonificación",
    "rules.no_building": "ningún edificio",
    "rules.any_type": "cualquier tipo",
    "rules.worker_bonus": "un trabajador gratis, recibido en el acto",
    "rules.rail_bonus": "un avance en el ferrocarril",
    "rules.gain": "{gain} en el acto",
    "rules.exchange": "una vez: pagar {cost} por {gain}",
    "rules.space": "Casilla",
    "rules.bonus_of": "Qué da",
    "rules.good": "Recurso",
    "rules.buy": "Compra (1 ficha de comercio)",
    "rules.sell": "Venta (1 ficha de comercio) + 1 PV",
    "rules.any_good": "un recurso a elegir",
    "rules.vp3": "3 PV",
    "rules.rail_line": "una línea de ferrocarril",
    "rules.worker": "un trabajador",
    "rules.trade": "una ficha de comercio",
    "rules.rounds": "Rondas {a} a {b}",
    "rules.round_n": "Ronda",
    "rules.final": "Últimos ingresos y puntuación",
    "rules.fig_rounds": "Las diez rondas, sus etapas y los cuatro pasos de una ronda",
    "rules.step1": "Revelar las fichas de subasta",
    "rules.step2": "Asignar trabajadores, cobrar ingresos, pagar a los trabajadores",
    "rules.step3": "Pujar en las subastas, o pasar y avanzar en el ferrocarril",
    "rules.step4": "Los ganadores pagan y construyen, la subasta 1 primero",
    "rules.start": "salida",
    "rules.each_advance": "en cada avance: la bonificación de esta casilla o de una anterior",
    "rules.players": "Jugadores",
    "rules.camps": "Campamentos cada uno",
    "rules.turn_pos": "Orden de turno",
    "rules.section": "Casilla",
    "rules.points": "Puntos",
    "rules.first": "1.º",
    "rules.second": "2.º",
    "rules.two_p": "con 2 jugadores, el primero puntúa",
    "rules.terrain": "Terreno",
    "rules.card": "Carta",
    "rules.ability": "Capacidad",
    "rules.office": "Oficina",
    "rules.end_bonus": "Bonificación final",
    "rules.track": "Pista",
    "rules.line_vp": "casilla {a}: {va} PV; casilla {b}: {vb} PV",
    "rules.stacks_at": "casillas {a} y {b}, cada una:",
    "rules.lines": "Líneas (una vez por diligencia)",
    "rules.stacks": "Pilas de bonificación (se saltan; ficha de arriba)",
    "rules.tokens": "Fichas de mina",
    "rules.count": "×{n}",
    "rules.bonus_tiles": "Fichas de bonificación de inversión",
    "rules.gw_step1": "Activar la pista de reserva",
    "rules.gw_step1b": "tomar los recursos de una casilla",
    "rules.gw_step2": "Usar metales",
    "rules.gw_step2b": "invertir (1 vez), Boomtown (1 vez), transportar (sin límite)",
    "rules.gw_step3": "Construir o saquear",
    "rules.gw_step3b": "un campamento, una colonia o saquear",
    "rules.gw_last": "Última ronda: solo los pasos 1 y 2",
    "rules.use": "Utilizable este turno",
    "rules.col_metal": "metal de la columna",
    "rules.row_metal": "metal de la fila",
    "rules.vp4": "4 PV",
    "rules.office_x": "oficina",
    "rules.recruit": "Reclutar",
    "rules.recruit_b": "girar la rueda: 2 trabajadores",
    "rules.harvest": "Cosechar",
    "rules.harvest_b": "banco, mina, cantera, campo, huerto, pueblo",
    "rules.build": "Construir",
    "rules.build_b": "de 1 a 3 campamentos",
    "rules.choose_one": "Elegir una acción",
    "rules.any_time": "En cualquier momento del turno: comercio de ganado",
    "rules.end_turn": "Fin del turno: una cantimplora da otro turno",
    "rules.reconstructed": "reconstruido",
    "rules.rulebook": "reglamento",
    "rules.found": "encontrado",
    "rules.segment": "Casilla",
    "rules.workers": "Trabajadores",
    "rules.any_pair": "2 trabajadores a elegir",
    "rules.bank_ws": "Trabajadores",
    "rules.coins": "Monedas",
    "rules.area": "Zona",
    "rules.worker_colour": "Trabajador",
    "rules.spaces": "Espacios (monedas → recursos)",
    "rules.row": "Fila",
    "rules.reward": "Recompensa",
    "rules.column_costs": "Coste de las columnas (calabazas)",
    "rules.tile_x": "Loseta",
    "rules.regions": "Regiones",
    "rules.mountain": "montaña",
    "rules.lake": "lago",
    "rules.canteen": "cantimplora",
    "rules.cow": "vaca",
    "rules.double": "dos símbolos de campamento",
    "rules.landscape_tiles": "Losetas de paisaje",
    "rules.centre": "centro",
    "rules.supply_of": "Reserva general",
    "rules.blue": "Azul",
    "rules.red": "Rojo",
    "rules.moves": "debe moverse o pasar",
    "rules.newcomer": "recién llegado",
    "rules.line4": "4.º campamento de una línea recta",
    "rules.free_camp": "+1 campamento gratis",
    "rules.small_box": "La casilla pequeña de cada espacio da {n} recurso más, gratis.",
    "rules.small_box_wheat": "La del espacio de trigo más caro es la del reglamento.",
    "rules.legend_rulebook": "lo dice el reglamento",
    "rules.legend_found": "encontrado en reseñas públicas del juego impreso",
    "rules.legend_reconstructed": "nuestro: no se encontró el valor impreso",
    "rules.fig_boomtown": (
        "Una casilla cuesta el metal de arriba de su columna y el de la derecha de su fila; dos "
        "marcadores como mucho."),
    "rules.fig_town": (
        "Las columnas cuestan calabazas al final de la acción; en una fila, el recién llegado "
        "se pone a la derecha del otro, que se mueve o pasa."),
    "rules.board_setup": (
        "{game} en la preparación con 3 jugadores, dibujado por el juego de este sitio"),
    "rules.board_mid": (
        "{game} a mitad de una partida de 3 jugadores, dibujado por el juego de este sitio"),
    "rules.board_alt": (
        "Imagen del tablero: {what}. "
        "Sus partes numeradas se nombran debajo; el enlace la abre a tamaño completo."),
    "rules.part_named": "{name}:",
    "rules.part.hs.rounds": "El marcador de rondas",
    "rules.part.hs.rounds.what": (
        "las diez rondas en tres etapas, Asentamiento, Pueblo y Ciudad; la ronda marcada es la "
        "que se juega."),
    "rules.part.hs.auctions": "Las subastas",
    "rules.part.hs.auctions.what": (
        "una ficha de subasta por pila en esta ronda, con las pujas puestas en ella; quien gana "
        "puede construir un edificio de los tipos que muestra."),
    "rules.part.hs.rail": "La vía de desarrollo del ferrocarril",
    "rules.part.hs.rail.what": (
        "el marcador de cada jugador; quien abandona la subasta lo avanza una casilla y toma la "
        "bonificación de esa casilla."),
    "rules.part.hs.coming": "Las fichas por venir",
    "rules.part.hs.coming.what": (
        "las fichas de subasta de la pila 1 para las rondas siguientes, boca arriba."),
    "rules.part.hs.supply": "La oferta de edificios",
    "rules.part.hs.supply.what": (
        "los edificios disponibles en esta etapa, cada uno con su coste, sus puntos y lo que da "
        "al trabajador colocado en él."),
    "rules.part.hs.seat": "Los bienes de un jugador",
    "rules.part.hs.seat.what": (
        "plata, fichas de comercio, deudas, recursos, trabajadores y edificios, con el trabajador"
        " colocado en cada uno."),
    "rules.part.gw.map": "El mapa",
    "rules.part.gw.map.what": (
        "los terrenos alrededor del agua; las fichas de mina están boca arriba donde se puede "
        "construir, y campamentos y colonias muestran quién construyó."),
    "rules.part.gw.boomtown": "Boomtown",
    "rules.part.gw.boomtown.what": (
        "las oficinas: dos metales ponen un marcador de influencia en una casilla, y su oficina "
        "puntúa su bonificación al final."),
    "rules.part.gw.wanted": "Se busca",
    "rules.part.gw.wanted.what": (
        "los campamentos de los jugadores que saquearon; quien tiene más pierde puntos al final."),
    "rules.part.gw.invest": "Las inversiones",
    "rules.part.gw.invest.what": (
        "las cartas que se compran con metales, y las fichas de bonificación que las acompañan."),
    "rules.part.gw.shipping": "Las pistas de transporte",
    "rules.part.gw.shipping.what": (
        "cobre, plata y oro; cada metal transportado hace avanzar la diligencia del jugador."),
    "rules.part.gw.track": "La pista de reserva de un jugador",
    "rules.part.gw.track.what": (
        "los recursos que esperan en sus cuatro casillas; un turno toma toda una casilla y los "
        "deja uno a uno hacia la salida."),
    "rules.part.mt.map": "El paisaje",
    "rules.part.mt.map.what": (
        "las regiones, cada hexágono con los recursos que cuesta un campamento allí; vacas y "
        "cantimploras esperan en algunos."),
    "rules.part.mt.wheel": "La rueda de reclutamiento",
    "rules.part.mt.wheel.what": (
        "cada casilla de la rueda muestra los dos trabajadores que toma el jugador cuando la "
        "flecha se detiene en ella."),
    "rules.part.mt.supply": "La reserva general",
    "rules.part.mt.supply.what": (
        "los recursos, trabajadores y vacas que quedan; cuando faltan de un tipo, cada jugador "
        "que tiene uno lo devuelve."),
    "rules.part.mt.areas": "El tablero de trabajadores",
    "rules.part.mt.areas.what": (
        "el banco da monedas por trabajadores; en las cuatro zonas de cosecha los trabajadores "
        "pagan monedas por recursos, y las casillas más caras dan más."),
    "rules.part.mt.town": "El pueblo",
    "rules.part.mt.town.what": (
        "la tienda y las filas de los representantes, donde las calabazas compran las recompensas"
        " indicadas."),
    "rules.part.mt.crew": "Los trabajadores de un jugador",
    "rules.part.mt.crew.what": (
        "los trabajadores reclutados, ocho como máximo, que esperan a que se les envíe a "
        "trabajar."),
}
