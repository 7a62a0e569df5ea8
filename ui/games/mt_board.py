"""What the parts of Montana's board (`mt_*.py`) ask of the board that calls them:
`MontanaUI` seen as a Protocol, so that a part never imports its board (which imports it)."""
from __future__ import annotations

from typing import Protocol

from ..html import Markup
from .base import Ctx
from .boards import Board


class MontanaBoard(Board, Protocol):
    """`MontanaUI` as the `mt_*` parts use it."""

    def worker(self, ctx: Ctx, colour: str, decorative: bool = False,
               piece: bool = False) -> Markup: ...
    def good_tip(self, ctx: Ctx, good: str) -> str: ...
    def pair(self, ctx: Ctx, segment: int) -> str: ...
    def reward(self, ctx: Ctx, row: int) -> str: ...
