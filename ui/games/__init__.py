"""The games that have their own presentation, and the presentation of each game: above
the boards (`homesteaders`, `goldwest`, `montana`), which build on `ui.games.base` and never
import this package. The games are registered in `ui.registry` (one line a game).
`Ctx` and `GameUI` are re-exported here for tests and tools; the modules of `ui/` import
them from `base`."""
from __future__ import annotations

from importlib import import_module
from typing import Any

from ..registry import PRESENTATIONS
from .base import Ctx, GameUI

__all__ = ["Ctx", "GameUI", "board_class", "dedicated", "ui_for"]


def board_class(game_id: str) -> type[GameUI]:
    """The `GameUI` subclass of a registered game (its module imported on first use)."""
    module, name = PRESENTATIONS[game_id].board.split(":")
    return getattr(import_module(module), name)


def dedicated() -> dict[str, type[GameUI]]:
    """The games that have their own presentation and a full set of texts (their boards
    are imported when first asked for: the page's first screen draws none)."""
    return {game_id: board_class(game_id) for game_id in PRESENTATIONS}


def ui_for(game: Any) -> GameUI:
    """The presentation for `game`: its own module's if it has one, else the generic one."""
    return (board_class(game.id) if game.id in PRESENTATIONS else GameUI)(game)
