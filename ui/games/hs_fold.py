"""Homesteaders' table folded on a phone: another player's area into one line of what a
player looks at across the table (silver, workers, goods, buildings, VP), and the building
supply into its title while nothing is to be built; a tap opens either whole. Folded, the
page keeps the player's own area, the auctions and the prompt close together (a mid-game
page was 4,700-5,200 px tall). A laptop shows everything whole and never the folds
(assets/games/homesteaders.css)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import hooks
from ..html import Markup, el
from .hs_auction import step_of
from .hs_icons import icon

if TYPE_CHECKING:
    from .base import Ctx
    from .hs_board import HomesteadersBoard

#: the goods a player builds and scores with, shown when they have some
GOODS = ("wood", "food", "steel", "gold", "copper", "livestock")


def fold(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup], s: dict) -> Markup:
    """The line standing before the player's area (`hs_town.seat_area`); the area shows
    on a phone only while the line is open (a section the player opened stays open from
    one move to the next, assets/render.js)."""
    tr = ctx.tr
    seat = s["seat"]
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
    vp = score.get("total", score["buildings"])
    figures.append(_figure("vp", tr("hs.vp" if "total" in score else "hs.fold.vp_built",
                                    n=vp), vp))
    now = seat in ctx.view.get("to_act", [])
    return el("details", {"class": "hs-fold", hooks.KEEP: f"hs-fold-{seat}"},
              el("summary", None,
                 el("span", {"class": "who"}, marks[seat], " ", gui.seat_name(ctx, seat)),
                 el("span", {"class": "badge now", hooks.NOW: True},
                    tr("ui.to_play")) if now else None,
                 el("span", {"class": "figures", hooks.KEY: f"hs-fold-{seat}"}, figures)))


def _figure(name: str, words: str, n: int | None) -> Markup:
    """A count beside its picture, said whole to screen readers."""
    return el("span", {"class": f"fq fq-{name}", "role": "img", "aria-label": words},
              icon(name), el("b", None, n) if n is not None else None)


def supply_fold(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup | None:
    """The building supply folded into a line on a phone (about 900 px of cards) while the
    decision is not which building to build; building, the supply shows whole."""
    offer = ctx.view["offer"]
    if not offer or step_of(ctx) == "build":
        return None
    tr = ctx.tr
    return el("details", {"class": "hs-fold hs-supply-fold", hooks.KEEP: "hs-supply-fold"},
              el("summary", None, el("span", {"class": "who"}, tr("hs.board.supply")),
                 el("span", {"class": "figures"},
                    _figure("build", tr("hs.fold.buildings", n=len(offer)), len(offer)))))
