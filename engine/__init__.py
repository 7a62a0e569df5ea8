"""Westbound's rules engine: pure Python, the same under CPython and Pyodide.

    >>> import engine
    >>> g = engine.GAMES["homesteaders"]
    >>> s = g.new(players=3, seed=1)
    >>> seat = g.to_act(s)[0]
    >>> s = g.apply(s, g.legal_actions(s, seat)[0])
"""
from . import goldwest, homesteaders, montana  # noqa: F401  (registering the games)
from .core import GAMES, Action, BadSave, IllegalAction, Rng, load
from .core.registry import add_hard_bots

add_hard_bots()

__all__ = ["GAMES", "Action", "BadSave", "IllegalAction", "Rng", "load"]
