"""What every game shares: actions, errors, seeded randomness, saves, undo and bots."""
from .action import Action
from .bots import make_random_bot, play_out
from .errors import BadSave, IllegalAction
from .game import SAVE_FORMAT, Game, Refusal
from .registry import GAMES, register
from .rng import Rng
from .saves import load
from .state import BaseState

__all__ = [
           "GAMES",
           "SAVE_FORMAT",
           "Action",
           "BadSave",
           "BaseState",
           "Game",
           "IllegalAction",
           "Refusal",
           "Rng",
           "load",
           "make_random_bot",
           "play_out",
           "register",
]
