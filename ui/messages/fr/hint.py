"""Textes français de la recherche difficile sur la page : le conseil et le temps de
réflexion."""

MESSAGES = {
    "hint.ask": "Suggérer un coup",
    "hint.ask_again": "Suggérer de nouveau",
    "hint.thinking": "Recherche d'un bon coup pour {name}…",
    "hint.title": "Coups suggérés pour {name}",
    "hint.chance": "{pct}\u202f% de chances de gagner",
    "hint.ahead": "finit avec environ {n:un point|{n} points} d'avance",
    "hint.behind": "finit avec environ {n:un point|{n} points} de retard",
    "hint.level": "finit à peu près à égalité avec le meilleur adversaire",
    "hint.even": "aussi bon que le premier, pour autant que la recherche puisse en juger",
    "hint.rank": "Suggestion {rank}",
    "hint.badge": "n°\u00a0{rank} · {pct}\u202f%",
    "hint.how": ("Chaque coup a été joué jusqu'au bout de nombreuses fois par des joueurs "
                 "ordinateur, dans des parties conformes à tout ce que {name} peut voir ; ce "
                 "que {name} ne voit pas a été tiré au hasard à chaque fois. Les chances sont "
                 "des estimations."),
    "think": "Temps de réflexion de l'ordinateur (niveau difficile et conseils)",
    "think.seconds": "{n:une seconde|{n} secondes}",
}
