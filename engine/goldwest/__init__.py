"""Gold West (J. Alex Kevern): mining camps, metals, BoomTown and terrain majorities.

No options.
"""
from ..core import make_random_bot, register
from ..core.registry import add_hard_bot
from .bots import make_easy_bot
from .medium import make_medium_bot
from .rules import GoldWest

GAME = register(GoldWest())
GAME.bots = {"random": make_random_bot(GAME), "easy": make_easy_bot(GAME),
             "medium": make_medium_bot(GAME)}
add_hard_bot(GAME)

__all__ = ["GAME"]
