"""The games the page, the bots, the saves and the tests know about."""
from __future__ import annotations

from .game import Game
from .search import make_hard_bot

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.id] = game
    return game


def searches(game: Game) -> bool:
    """Whether `game` gives a searching bot what it needs: sampled worlds and a leaf value."""
    kind = type(game)
    return kind.determinize is not Game.determinize and kind.evaluate is not Game.evaluate


def add_hard_bots() -> None:
    """Give every registered game that `searches` its `hard` level, after its own bots
    (called once all the games are registered)."""
    for game in GAMES.values():
        if searches(game) and "medium" in game.bots:
            game.bots["hard"] = make_hard_bot(game)
