"""The games that have their own presentation, and the presentation of each game: the
registry above the boards (`homesteaders`, `goldwest`, `montana`), which build on
`ui.games.base` and never import this package. `Ctx` and `GameUI` are re-exported here for
tests and tools; the modules of `ui/` import them from `base`."""
from __future__ import annotations

from typing import Any

from .base import Ctx, GameUI

__all__ = ["Ctx", "GameUI", "dedicated", "ui_for"]


def dedicated() -> dict[str, type[GameUI]]:
    """The games that have their own presentation and a full set of texts (their boards
    are imported when first asked for: the page's first screen draws none)."""
    from .goldwest import GoldWestUI
    from .homesteaders import HomesteadersUI
    from .montana import MontanaUI
    return {"homesteaders": HomesteadersUI, "goldwest": GoldWestUI, "montana": MontanaUI}


def ui_for(game: Any) -> GameUI:
    """The presentation for `game`: its own module's if it has one, else the generic one."""
    return dedicated().get(game.id, GameUI)(game)
