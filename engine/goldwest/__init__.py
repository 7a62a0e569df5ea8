"""Gold West (J. Alex Kevern): mining camps, metals, BoomTown and terrain majorities.

No options.
"""
from ..core import make_random_bot, register
from .rules import GoldWest

GAME = register(GoldWest())
GAME.bots = {"random": make_random_bot(GAME)}

__all__ = ["GAME"]
