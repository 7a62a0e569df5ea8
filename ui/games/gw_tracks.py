"""Gold West's shipping tracks, as printed: one track per metal, spaces 0 to the end, the
lines that score on arrival, the two bonus stacks that coaches jump (their top tile shown,
how many are left), and every player's coach on its space. Shipping is choosing the space
one's coach would reach next on a track.

The lines and stacks come from the engine's data module; the engine decides every choice
(`GameUI.spot`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.goldwest.data import METALS, SHIP_LINES, SHIP_STACKS

from .. import hooks
from ..art import drawn
from ..html import Markup, el
from .base import Ctx
from .gw_art import res
from .gw_town import hidden

if TYPE_CHECKING:
    from .gw_board import GoldWestBoard


def next_space(pos: int, end: int) -> int | None:
    """Where a coach on `pos` arrives with one more metal: bonus stacks are jumped."""
    nxt = pos + 1
    if nxt in SHIP_STACKS:
        nxt += 1
    return nxt if nxt <= end else None


def _ship_move(ui: GoldWestBoard, ctx: Ctx) -> str | None:
    """The kind of move that advances a coach now (shipping or a card's free step)."""
    for kind in ("freeship", "ship"):
        if ui.shows(ctx, kind):
            return kind
    return None


def _space_tip(ui: GoldWestBoard, ctx: Ctx, metal: str, pos: int, end: int) -> str:
    tr = ctx.tr
    if pos in SHIP_STACKS:
        pile = ctx.view["ship_stacks"][metal][SHIP_STACKS.index(pos)]
        tiles = ", ".join(map(str, pile)) if pile else tr("ui.nothing")
        return tr("gw.tip.stack", tiles=tiles)
    if pos in SHIP_LINES:
        return tr("gw.tip.line", n=SHIP_LINES[pos], pos=pos)
    if pos == 0:
        return tr("gw.tip.track_start", metal=ui.name(ctx, metal))
    if pos == end:
        return tr("gw.tip.track_end", pos=pos)
    return tr("gw.tip.track_space", pos=pos)


def shipping(ui: GoldWestBoard, ctx: Ctx, marks: list[Markup]) -> Markup:
    tr = ctx.tr
    v = ctx.view
    end = v["ship_end"]
    move = _ship_move(ui, ctx)
    me = ctx.seat if ctx.choosing else (ctx.legal[0].seat if ctx.legal else None)
    rows = []
    for metal in METALS:
        target = None
        if move and me is not None:
            target = next_space(v["seats"][me]["coaches"][metal], end)
        cells = []
        for pos in range(end + 1):
            coaches = [marks[s["seat"]] for s in v["seats"] if s["coaches"][metal] == pos]
            if pos in SHIP_STACKS:
                pile = v["ship_stacks"][metal][SHIP_STACKS.index(pos)]
                face = el("span", {"class": "stack-tile" + ("" if pile else " empty")},
                          drawn(pile[0] if pile else "—"),
                          el("small", None, drawn(f"×{len(pile)}")) if len(pile) > 1 else None)
                cls = "stack"
            elif pos in SHIP_LINES:
                face = el("span", {"class": "line-vp"}, drawn(tr("gw.vp", n=SHIP_LINES[pos])))
                cls = "line"
            else:
                face, cls = el("span", {"class": "pos-n"}, drawn(pos)), ""
            body = [hidden(face, el("span", {"class": "coaches"}, coaches)),
                    el("span", {"class": "sr-only"}, ui.track_words(ctx, metal, pos))]
            tip = _space_tip(ui, ctx, metal, pos, end)
            key = f"{move}:{metal}" if pos == target else ""
            cells.append(el("li", {"class": f"pos {cls}".strip(),
                                   hooks.KEY: f"gw-ship-{metal}-{pos}"},
                            ui.spot(ctx, key, body, "pos-box", tip=tip)))
        rows.append(el("div", {"class": f"track track-{metal}"},
                       el("span", {"class": "track-head"}, res(metal, ui.name(ctx, metal), 1.5)),
                       el("ol", {"class": "positions"}, cells)))
    return el("section", {"class": "gw-shipping", "aria-labelledby": "gw-ship-h"},
              el("h3", {"id": "gw-ship-h"}, tr("gw.shipping")), rows)
