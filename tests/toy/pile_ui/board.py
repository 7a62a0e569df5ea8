"""Pile's board: the pile and each seat's tokens, the moves as buttons on it."""
from __future__ import annotations

from ui.games.base import Ctx, GameUI
from ui.html import Markup, el


class PileUI(GameUI):
    prefix = "pile"
    guide_sections = {"take": "turn"}

    def board(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        tr = ctx.tr
        takes = [el("button", {"type": "button", "data-action": a.key},
                    self.action_text(ctx, a)) for a in ctx.legal]
        return el("section", {"class": "board pile"},
                  el("p", None, tr("pile.left", n=ctx.view["pile"])), takes)
