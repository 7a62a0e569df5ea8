MESSAGES = {
    "ui.game.pile": "Pile",
    "pile.act.take": "Prendre {p0}",
    "pile.left": "{n} dans la pile",
    "pile.log.take": "{seat} prend {n}",
    "pile.score.tokens": "Jetons",
    "pile.guide.take.title": "Prendre des jetons",
    "pile.guide.take.text": "Prenez un ou deux jetons. Le plus de jetons gagne.",
}
