MESSAGES = {
    "ui.game.pile": "Pile",
    "pile.act.take": "Take {p0}",
    "pile.left": "{n} left in the pile",
    "pile.log.take": "{seat} takes {n}",
    "pile.score.tokens": "Tokens",
    "pile.guide.take.title": "Take tokens",
    "pile.guide.take.text": "Take one or two tokens. The most tokens wins.",
}
