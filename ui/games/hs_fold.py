"""Homesteaders' table folded on a phone (`seat_fold`): another player's area into one
line of what a player looks at across the table (silver, or their screen, workers, goods,
buildings, VP), and the building supply into its title while nothing is to be built (a
mid-game page was 4,700-5,200 px tall)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..html import Markup
from .hs_auction import step_of
from .hs_icons import icon
from .seat_fold import figure, line, seat_line

if TYPE_CHECKING:
    from .base import Ctx
    from .hs_board import HomesteadersBoard

#: the goods a player builds and scores with, shown when they have some
GOODS = ("wood", "food", "steel", "gold", "copper", "livestock")


def fold(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup], s: dict) -> Markup:
    """The line standing before the player's area (`hs_town.seat_area`); the area shows
    on a phone only while the line is open. Behind a player's screen, their VP count is
    their buildings' only, marked as leaving the rest out."""
    tr = ctx.tr
    held = s["holdings"]
    figures = []
    if held is None:
        figures.append(_figure("screen", tr("hs.behind_screen"), None))
    else:
        figures.append(_figure("silver", gui.amount(ctx, "silver", held["silver"]),
                               held["silver"]))
    figures.append(_figure("worker", gui.amount(ctx, "worker", s["workers"]), s["workers"]))
    if held is not None:
        figures += [_figure(g, gui.amount(ctx, g, held[g]), held[g]) for g in GOODS if held[g]]
        if held["debt"]:
            figures.append(_figure("debt", gui.amount(ctx, "debt", held["debt"]), held["debt"]))
    built = len(s["buildings"])
    figures.append(_figure("build", tr("hs.fold.buildings", n=built), built))
    score = s["score"]
    whole = "total" in score
    vp = score["total"] if whole else score["buildings"]
    figures.append(_figure("vp", tr("hs.vp" if whole else "hs.fold.vp_built", n=vp), vp,
                           None if whole else tr("hs.fold.vp_hidden")))
    return seat_line(gui, ctx, marks, s["seat"], "hs-fold", figures)


def _figure(name: str, words: str, n: int | None, more: str | None = None) -> Markup:
    return figure(name, icon(name), words, n, more)


def supply_fold(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup | None:
    """The building supply folded into a line on a phone (about 900 px of cards) while the
    decision is not which building to build; building, the supply shows whole."""
    offer = ctx.view["offer"]
    if not offer or step_of(ctx) == "build":
        return None
    tr = ctx.tr
    return line("hs-fold hs-supply-fold titled", "hs-supply-fold", tr("hs.board.supply"),
                [_figure("build", tr("hs.fold.buildings", n=len(offer)), len(offer))])
