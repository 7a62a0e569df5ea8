"""The games the page, the bots, the saves and the tests know about."""
from __future__ import annotations

from .game import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.id] = game
    return game
