MESSAGES = {
    "ui.game.pile": "Montón",
    "pile.act.take": "Tomar {p0}",
    "pile.left": "Quedan {n} en el montón",
    "pile.log.take": "{seat} toma {n}",
    "pile.score.tokens": "Fichas",
    "pile.guide.take.title": "Tomar fichas",
    "pile.guide.take.text": "Tome una o dos fichas. Gana quien tenga más fichas.",
}
