"""Homesteaders (Alex Rockwell): ten rounds of income, auctions and building a town.

Options: ``hidden_resources`` (bool, default True, as the rulebook plays) puts up the screens:
a seat's view hides the silver, goods, trade tokens, VP tokens and debt of the other seats;
False takes them down.
"""
from ..core import make_random_bot, register
from ..core.registry import add_hard_bot
from .bots import make_easy_bot
from .medium import make_medium_bot
from .rules import Homesteaders

GAME = register(Homesteaders())
GAME.bots = {"random": make_random_bot(GAME), "easy": make_easy_bot(GAME),
             "medium": make_medium_bot(GAME)}
add_hard_bot(GAME)

__all__ = ["GAME"]
