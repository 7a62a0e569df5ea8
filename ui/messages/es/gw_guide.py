"""Spanish texts of Gold West: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "gw.guide.activate.title": "Paso 1 — activar la pista de reserva",
    "gw.guide.activate.text":
        "Elige una casilla de tu pista de reserva con al menos un recurso y tómalos todos. Suben "
        "hacia tu zona de uso dejando exactamente uno en cada casilla por la que pasan. Lo que "
        "llega a tu zona de uso solo sirve en este turno: lo que no uses se descarta al final del "
        "turno.",
    "gw.guide.drop.title": "Paso 1 — un recurso se queda por el camino",
    "gw.guide.drop.text":
        "Al subir, tus recursos dejan exactamente uno en cada casilla por la que pasan, primero la "
        "más cercana. Elige cuál se queda aquí: volverá más tarde, mientras los demás llegan ahora "
        "a tu zona de uso.",
    "gw.guide.metals.title": "Paso 2 — usar metales",
    "gw.guide.metals.text":
        "Gasta cobre, plata y oro en el orden que quieras: una inversión por turno (sus PV, su "
        "capacidad y la ficha de bonificación más alta), un marcador en Boomtown por turno (el "
        "metal de su columna y el de su fila) y tantos transportes como quieras. Después "
        "construye: un campamento con madera o piedra, una colonia con las dos, o saquea sin "
        "ninguna.",
    "gw.guide.section.title": "Tras construir — guardar los recursos",
    "gw.guide.section.text":
        "Pon todos los recursos de la ficha en una sola casilla de tu pista de reserva. La primera "
        "casilla no da nada, la segunda 1 PV, la tercera 2 PV y la cuarta 3 PV: cuanto más al "
        "fondo, más puntos dan y más tardan en volver.",
    "gw.guide.freeship.title": "Inversión — transporte gratis",
    "gw.guide.freeship.text":
        "La carta avanza una diligencia una casilla en una pista de transporte sin pagar metal, "
        "con los puntos habituales de líneas y pilas de bonificación. Las casillas se toman de una "
        "en una, cada una en cualquier pista, y se pueden rechazar.",
    "gw.guide.freeboomtown.title": "Inversión — un marcador gratis en Boomtown",
    "gw.guide.freeboomtown.text":
        "Pon un marcador de influencia en una casilla libre de Boomtown sin pagar sus metales (la "
        "loseta de {tile_vp} PV da {tile_vp} en el acto). Es el único marcador en Boomtown de este "
        "turno. Puedes rechazarlo.",
    "gw.guide.extraboomtown.title": "Inversión — un marcador junto al de un rival",
    "gw.guide.extraboomtown.text":
        "Pon un marcador de influencia en una casilla de Boomtown que tenga exactamente un "
        "marcador de otro jugador: los dos puntuaréis esa oficina al final. Es el único marcador "
        "en Boomtown de este turno. Puedes rechazarlo.",
    "gw.guide.upgrade.title": "Inversión — mejorar un campamento",
    "gw.guide.upgrade.text":
        "Uno de tus campamentos del mapa se convierte en colonia: una influencia más en su "
        "terreno, y las colonias deshacen los empates de mayoría. No gasta madera, piedra ni "
        "campamento, y se puede rechazar.",
    "gw.guide.gain.title": "Inversión — añadir un recurso",
    "gw.guide.gain.text":
        "Añade un recurso a tu elección en cualquier casilla de tu pista de reserva, sin puntos "
        "por colocarlo. La carta da dos, elegidos de uno en uno; en la última ronda no da nada.",
    "gw.guide.peek.title": "Inversión — mirar una ficha",
    "gw.guide.peek.text":
        "Mira en secreto una ficha de mina boca abajo y déjala en su sitio: solo tú sabes lo que "
        "tiene. La carta permite mirar dos, de una en una.",
}
