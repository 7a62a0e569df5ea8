"""Gold West's BoomTown, its Wanted poster and the investments, laid out as on the table:
BoomTown's 3 x 3 grid of office tiles (each tile covers two spaces; the 4 VP tile the
last one) with the metal of each column above it and of each row beside it, the influence
tokens standing on the spaces; the investment cards in a row with the bonus tiles left.

Costs and card values come from the view (which carries the data module's values); the
engine decides every choice (`GameUI.spot`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.goldwest.data import BOOMTOWN_COLUMNS, BOOMTOWN_ROWS

from .. import hooks
from ..art import drawn
from ..html import Markup, el
from .base import Ctx
from .gw_art import office, piece, res

if TYPE_CHECKING:
    from .gw_board import GoldWestBoard

#: the moves that put an influence token on a BoomTown space, by the step that offers them
_SPACE_MOVE = {"metals": "boomtown", "freeboomtown": "freeboomtown",
               "extraboomtown": "extraboomtown"}


def hidden(*parts: object) -> Markup:
    """What a choice looks like, hidden from screen readers: its button's name says it."""
    return el("span", {"class": "look", "aria-hidden": "true"}, parts)


def _joins(offices: list[str], i: int) -> str:
    """Which sides of space `i` its office tile continues on (a tile covers two spaces)."""
    out = []
    row, col = divmod(i, 3)
    for side, (r, c) in (("l", (row, col - 1)), ("r", (row, col + 1)), ("t", (row - 1, col)),
                         ("b", (row + 1, col))):
        if 0 <= r < 3 and 0 <= c < 3 and offices[r * 3 + c] == offices[i]:
            out.append(f" join-{side}")
    return "".join(out)


def boomtown(ui: GoldWestBoard, ctx: Ctx, marks: list[Markup]) -> Markup:
    tr = ctx.tr
    spaces = ctx.view["boomtown"]
    offices = [sp["office"] for sp in spaces]
    step = (ctx.view.get("task") or {}).get("step")
    move = _SPACE_MOVE.get(step)
    cells: list[Markup] = [el("div", {"class": "bt-head"}, res(m, ui.name(ctx, m), 1.4))
                           for m in BOOMTOWN_COLUMNS]
    cells.append(el("div", None))
    for row, metal in enumerate(BOOMTOWN_ROWS):
        for col in range(3):
            i = row * 3 + col
            sp = spaces[i]
            name = ui.name(ctx, sp["office"])
            cost = [res(m, None, 1.0) for m, k in sp["cost"].items() for _ in range(k)]
            body = [hidden(el("span", {"class": "bt-title"}, office(sp["office"], None),
                              el("strong", None, name)),
                           el("span", {"class": "cost"}, cost),
                           el("span", {"class": "owners"}, [marks[s] for s in sp["markers"]])),
                    el("span", {"class": "sr-only"}, ui.space_words(ctx, sp))]
            key = f"{move}:{i}" if move and ui.shows(ctx, move) else ""
            place = {"class": "bt-place" + _joins(offices, i), hooks.KEY: f"gw-bt-{i}"}
            cells.append(el("div", place,
                            ui.spot(ctx, key, body, f"bt-space office-{sp['office']}",
                                    tip=ui.space_tip(ctx, sp))))
        cells.append(el("div", {"class": "bt-head"}, res(metal, ui.name(ctx, metal), 1.4)))
    return el("section", {"class": "gw-boomtown", "aria-labelledby": "gw-bt-h"},
              el("h3", {"id": "gw-bt-h"}, tr("gw.boomtown_title")),
              el("div", {"class": "bt-grid"}, cells))


def wanted(ui: GoldWestBoard, ctx: Ctx, marks: list[Markup]) -> Markup:
    """The Wanted poster: how many camps each player has put there by looting."""
    tr = ctx.tr
    rows = [el("li", {hooks.KEY: f"gw-wanted-{s['seat']}", hooks.COUNT: s["wanted"]},
               marks[s["seat"]], el("b", None, s["wanted"]),
               el("span", {"class": "sr-only"}, ui.seat_name(ctx, s["seat"])))
            for s in ctx.view["seats"]]
    return el("section", {"class": "gw-wanted", hooks.TIP: tr("gw.tip.wanted"),
                          "tabindex": "0", "aria-labelledby": "gw-wanted-h"},
              el("h3", {"id": "gw-wanted-h"}, piece("poster", None, 1.5), tr("gw.wanted_title")),
              el("ul", None, rows))


def card_body(ui: GoldWestBoard, ctx: Ctx, card: dict) -> Markup:
    """An investment card's face: its VP, its metals, its ability."""
    cost = [res(m, None, 1.15) for m, k in card["cost"].items() for _ in range(k)]
    return hidden(el("span", {"class": "card-vp"}, drawn(card["vp"])),
                  el("span", {"class": "card-no"}, drawn(f"#{card['id']}")),
                  el("span", {"class": "cost"}, cost),
                  el("small", None, ui.ability(ctx, card["ability"])) if card["ability"]
                  else None)


def investments(ui: GoldWestBoard, ctx: Ctx) -> Markup:
    tr = ctx.tr
    v = ctx.view
    shown = ui.shows(ctx, "invest")
    cards = []
    for c in v["investments"]:
        body = [card_body(ui, ctx, c), el("span", {"class": "sr-only"}, ui.card_words(ctx, c))]
        cards.append(el("li", {hooks.KEY: f"gw-card-{c['id']}"},
                        ui.spot(ctx, f"invest:{c['id']}" if shown else "", body, "inv-card",
                                tip=ui.card_tip(ctx, c))))
    bonus = v["investment_bonus"]
    tiles = [el("li", {"class": "bonus-tile" + (" next" if i == 0 else "")}, b)
             for i, b in enumerate(bonus)]
    return el("section", {"class": "gw-invest", "aria-labelledby": "gw-inv-h"},
              el("h3", {"id": "gw-inv-h"}, tr("gw.investments")),
              el("div", {"class": "bonus", hooks.KEY: "gw-bonus", hooks.COUNT: len(bonus),
                         hooks.TIP: tr("gw.tip.bonus", tiles=", ".join(map(str, bonus))
                                        if bonus else tr("ui.nothing")), "tabindex": "0"},
                 el("span", None, tr("gw.bonus_title")),
                 el("ol", {"aria-hidden": "true"}, tiles) if tiles else el(
                     "span", {"class": hooks.MUTED}, tr("ui.nothing")),
                 el("span", {"class": "sr-only"}, ", ".join(map(str, bonus)))),
              el("ul", {"class": "cards-row"}, cards) if cards else
              el("p", {"class": hooks.MUTED}, tr("ui.nothing")))
