"""Where keyboard focus goes after a move: the first choice of the next decision.

The page tries the selectors of `move_focus` in order (``||`` between them, `ui.dom`) and
focuses the first element on screen that matches; on the board the same element becomes
the board's one Tab stop (`assets/keys.js`), so a keyboard player who comes back to the
board lands on it. A move that ends or declines a decision ("End your turn", "Build
nothing": a game's `GameUI.closing`) and a side move (market, trade, debt) are chosen only
when the decision offers nothing else.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import hooks
from .html import attribute, command

_MOVE = attribute(hooks.ACTION)
_BOARD, _LIST = "." + hooks.BOARD, "#" + hooks.MOVES
#: the page's usual order when no choice of the decision is on screen: the next person's
#: first move in the list, else on the board, or the hand-over, or the teacher's Next
MOVE_FOCUS = " || ".join((f"{_LIST} > .group {_MOVE}", f".{hooks.BAND} {_MOVE}",
                          f"{_BOARD} {_MOVE}",
                          f"{_LIST} {_MOVE}", command("handover"), command(hooks.NEXT_CMD)))
#: where a choice can be, in the order the page looks: the board first (most choices are
#: there, and its order is the reading order of the board), the presentation band, the list
WHERE = (_BOARD, "." + hooks.BAND, _LIST)


def choices(actions: Iterable[Any], closing: frozenset[str]) -> list[str]:
    """The keys of the moves that choose in the decision: neither side moves (`free`) nor
    moves that end or decline it."""
    return [a.key for a in actions if not a.free and a.kind not in closing]


def move_focus(actions: Iterable[Any], closing: frozenset[str], where: tuple[str, ...] = WHERE,
               then: str = MOVE_FOCUS) -> str:
    """The focus selectors after a move: the first choice of the decision in the first of
    `where` that shows one, else the selectors `then` (the page's usual order)."""
    keys = choices(actions, closing)
    if not keys:
        return then
    wanted = ",".join(attribute(hooks.ACTION, k) for k in keys)
    return " || ".join([*(f"{w} :is({wanted})" for w in where), then])
