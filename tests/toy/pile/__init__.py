"""Pile: a toy game with one decision. Seven tokens lie in a pile; in turn each player
takes one or two of them; when the pile is empty, the most tokens wins (a tie is shared).
The engine package of a game: its rules (`rules.Pile`) and its bots."""
from engine.core import make_random_bot

from .rules import Pile

GAME = Pile()
GAME.bots = {"random": make_random_bot(GAME)}

__all__ = ["GAME"]
