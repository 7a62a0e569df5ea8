"""Textos en español de la búsqueda difícil en la página: la sugerencia y el tiempo de
reflexión."""

MESSAGES = {
    "hint.ask": "Sugerir una jugada",
    "hint.ask_again": "Sugerir otra vez",
    "hint.thinking": "Buscando una buena jugada para {name}…",
    "hint.title": "Jugadas sugeridas para {name}",
    "hint.chance": "{pct}\u00a0% de probabilidad de ganar",
    "hint.ahead": "termina con {n:alrededor de un punto|unos {n} puntos} de ventaja",
    "hint.behind": "termina con {n:alrededor de un punto|unos {n} puntos} de desventaja",
    "hint.level": "termina más o menos empatado con el mejor rival",
    "hint.even": "tan buena como la primera, hasta donde la búsqueda puede distinguir",
    "hint.rank": "Sugerencia {rank}",
    "hint.badge": "n.º\u00a0{rank} · {pct}\u00a0%",
    "hint.how": ("Cada jugada se jugó hasta el final muchas veces con jugadores de la "
                 "computadora, en partidas que coinciden con todo lo que {name} puede ver; lo "
                 "que {name} no ve se sorteó cada vez. Las probabilidades son estimaciones."),
    "think": "Tiempo de reflexión de la computadora (nivel difícil y sugerencias)",
    "think.seconds": "{n:un segundo|{n} segundos}",
}
