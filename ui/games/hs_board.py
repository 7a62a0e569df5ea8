"""What the parts of Homesteaders's board (`hs_*.py`) ask of the board that calls them:
`HomesteadersUI` seen as a Protocol, so that a part never imports its board (which imports it)."""
from __future__ import annotations

from typing import Any, Protocol

from .base import Ctx
from .boards import Board


class HomesteadersBoard(Board, Protocol):
    """`HomesteadersUI` as the `hs_*` parts use it."""

    #: (language, what, ...) -> its drawing, for what never changes (`hs_cards.memo`)
    printed: dict[tuple, Any]

    def bonus(self, ctx: Ctx, bonus: list) -> str: ...
    def building_text(self, ctx: Ctx, key: str) -> list[str]: ...
