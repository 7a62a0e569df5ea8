"""Westbound's rules engine: pure Python, the same under CPython and Pyodide.

    >>> import engine
    >>> g = engine.GAMES["homesteaders"]
    >>> s = g.new(players=3, seed=1)
    >>> seat = g.to_act(s)[0]
    >>> s = g.apply(s, g.legal_actions(s, seat)[0])

A game's package (``engine.<id>``, one per card of `engine.cards`) is imported when the game
is first asked for in `GAMES`: the page's first screen needs only the cards
(`GAMES.cards()`).
"""
from .cards import CARDS
from .core import GAMES, Action, BadSave, IllegalAction, Rng, load

for _game_id, _card in CARDS.items():
    GAMES.expect(_game_id, f"{__name__}.{_game_id}", _card)

__all__ = ["CARDS", "GAMES", "Action", "BadSave", "IllegalAction", "Rng", "load"]
