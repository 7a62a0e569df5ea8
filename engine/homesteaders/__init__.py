"""Homesteaders (Alex Rockwell): ten rounds of income, auctions and building a town.

Options: ``hidden_resources`` (bool, default False) puts up the screens: a seat's view
hides the silver, goods, trade tokens, VP tokens and debt of the other seats.
"""
from ..core import make_random_bot, register
from .rules import Homesteaders
from .scoring import scores as _scores
from .scoring import winners as _winners
from .view import view as _view


class _Homesteaders(Homesteaders):
    def scores(self, state):
        return _scores(state)

    def winners(self, state):
        return _winners(state)

    def view(self, state, seat):
        return _view(state, seat)


GAME = register(_Homesteaders())
GAME.bots = {"random": make_random_bot(GAME)}

__all__ = ["GAME"]
