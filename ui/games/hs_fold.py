"""Homesteaders' table folded on a phone (`seat_fold`): another player's area into one
line of what a player looks at across the table (silver, or their screen, workers, goods,
buildings, VP), the building supply and the market tile into their titles while the
decision asks nothing there (`seat_fold.asks_in`: a mid-game page was 4,700-5,200 px tall;
the market tile takes about 270 px)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.homesteaders.data import DEBT_SILVER

from ..html import Markup, el
from .hs_auction import step_of
from .hs_icons import icon
from .seat_fold import figure, fold_line, front_seat, seat_line

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


def supply_fold(gui: "HomesteadersBoard", ctx: "Ctx", part: Markup | None) -> Markup | None:
    """The building supply (about 900 px of cards, `part`) folded into a line on a phone
    while the decision is not which building to build and asks nothing there."""
    n = len(ctx.view["offer"])
    return fold_line(ctx, part, "hs-fold hs-supply-fold titled", "hs-supply-fold",
                     ctx.tr("hs.board.supply"),
                     [_figure("build", ctx.tr("hs.fold.buildings", n=n), n)],
                     whole=step_of(ctx) == "build")


#: the market's move offered at every decision of a player: a debt alone keeps it folded
ALWAYS = frozenset({"debt"})


def market_fold(gui: "HomesteadersBoard", ctx: "Ctx", part: Markup | None) -> Markup | None:
    """The market tile (`part`) folded into its title, the trade tokens of the person
    choosing and the debt it offers, while the decision asks nothing there (no trade can
    be made, and there are moves elsewhere); a tap opens it to take a debt."""
    if part is None:
        return None
    seat = front_seat(ctx)
    held = ctx.view["seats"][seat]["holdings"]
    tokens = held["trade"] if held else 0
    tr = ctx.tr
    debt = [el("b", None, "+1"), icon("debt"), el("span", {"class": "arrow"}, "→"),
            el("b", None, f"+{DEBT_SILVER}"), icon("silver")]
    return fold_line(ctx, part, "hs-fold hs-market-fold titled", "hs-market-fold",
                     tr("hs.board.market"),
                     [_figure("trade", tr("hs.fold.trade_tokens", n=tokens), tokens),
                      figure("debt", debt, tr("hs.fold.debt", silver=DEBT_SILVER), None)],
                     ALWAYS, whole=not ctx.legal)
