"""Montana (Rüdiger Dorn): recruit workers, harvest goods, build camps across a landscape.

Options: ``quick_start`` (bool, default False) puts the start tile on the centre instead
of letting the start player choose its region. Some printed values are reconstructed:
see engine/montana/data.py and docs/rules/montana.md.
"""
from ..core import make_random_bot, register
from ..core.registry import add_hard_bot
from .bots import make_easy_bot
from .medium import make_medium_bot
from .rules import Montana

GAME = register(Montana())
GAME.bots = {"random": make_random_bot(GAME), "easy": make_easy_bot(GAME),
             "medium": make_medium_bot(GAME)}
add_hard_bot(GAME)

__all__ = ["GAME"]
