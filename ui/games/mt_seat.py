"""Montana's general supply and each player's own board: the eight worker spaces with the
workers on them, the goods, coins, cows, canteens and the camps still to build, every
holding an icon with its count. The acting player trades cows and drinks canteens on their
own board; workers are taken from the supply and sent back from the board.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.montana.data import AREAS, COLOURS, COW_TRADE_COINS, MAX_WORKERS

from .. import hooks
from ..art import drawn
from ..html import Markup, el
from ..supply_tray import tray
from .base import Ctx
from .mt_art import count, good, piece, tent
from .seat_fold import figure, line, seat_line

if TYPE_CHECKING:
    from .mt_board import MontanaBoard

#: which area each worker colour harvests alone (its own good)
_AREA_OF = {colour: area for area, (_, colour, _) in AREAS.items()}


#: the place of the start tile in the supply, until it is placed on its region
START_TILE = "mt-start-tile"


def supply(ui: MontanaBoard, ctx: Ctx) -> Markup:
    tr = ctx.tr
    v = ctx.view
    # the start tile lies in the supply until the start player places it
    start = None if any(r["start"] for r in v["regions"]) else el(
        "span", {"class": "start-tile", hooks.KEY: START_TILE, hooks.TIP: tr("mt.tip.start_tile"),
                 "tabindex": "0"}, piece("star", tr("mt.start_tile"), 1.5))
    goods = [count(good(g, ui.name(ctx, g), 1.5), n, f"mt-supply-{g}",
                   tr("mt.tip.supply_good", good=ui.good_tip(ctx, g), n=n), "hold big")
             for g, n in v["supply"].items()]
    takes = ui.shows(ctx, "take")
    workers = []
    for c, n in v["worker_supply"].items():
        tip = tr("mt.tip.worker", colour=ui.name(ctx, c), area=ui.name(ctx, _AREA_OF[c]), n=n)
        body = [ui.worker(ctx, c, decorative=True), el("b", None, drawn(n)),
                el("span", {"class": "sr-only"}, ui.amount(ctx, f"worker.{c}", n))]
        workers.append(el("span", {"class": "hold-place", hooks.KEY: f"mt-wsupply-{c}",
                                   hooks.COUNT: n},
                          ui.spot(ctx, f"take:{c}" if takes else "", body, "hold big",
                                  tip=tip)))
    cows = count(piece("cow", ui.name(ctx, "cow"), 1.5), v["cow_supply"], "mt-supply-cows",
                 tr("mt.tip.cow_supply", n=v["cow_supply"]), "hold big")
    return el("section", {"class": "mt-supply", "aria-labelledby": "mt-supply-h"},
              el("div", {"class": "mt-supply-head"},
                 el("h3", {"id": "mt-supply-h"}, tr("mt.supply")),
                 # what the supply gives without counting: the bank's coins, canteens
                 tray(tr, [("coins", piece("coin", None)), ("canteens", piece("canteen", None))]),
                 start),
              el("div", {"class": "counts"}, goods),
              el("div", {"class": "counts"}, workers, cows))


def supply_fold(ui: MontanaBoard, ctx: Ctx) -> Markup:
    """The general supply folded on a phone into its title with the workers left by colour
    and the cows (what limits recruiting and cow trades), while the decision is not which
    worker to take from it (`seat_fold`)."""
    whole = ui.shows(ctx, "take")
    v = ctx.view
    figures = [figure(f"w-{c}", ui.worker(ctx, c, decorative=True),
                      ui.amount(ctx, f"worker.{c}", n), n) for c, n in v["worker_supply"].items()]
    figures.append(figure("cows", piece("cow", None), ui.amount(ctx, "cows", v["cow_supply"]),
                          v["cow_supply"]))
    return line("mt-supply-fold titled", "mt-supply-fold", ctx.tr("mt.supply"), figures,
                hidden=whole)


def _slots(ui: MontanaBoard, ctx: Ctx, s: dict, mine: bool) -> Markup:
    """The eight worker spaces: the workers on the board, then those just recruited."""
    seat = s["seat"]
    releasing = mine and ui.shows(ctx, "release")
    placed = [(c, False) for c in COLOURS for _ in range(s["workers"][c])]
    placed += [(c, True) for c in COLOURS for _ in range(s["incoming"][c])]
    #: sending a worker of a colour back is one move: one button per colour, on its last
    last = {c: i for i, (c, _) in enumerate(placed)}
    slots = []
    for i in range(max(MAX_WORKERS, len(placed))):
        if i < len(placed):
            c, new = placed[i]
            choice = releasing and last[c] == i
            body = ui.worker(ctx, c, decorative=choice, piece=True)
            inside = ui.spot(ctx, f"release:{c}", body, "slot-spot") if choice else body
        else:
            c, new, inside = "", False, ""
        slots.append(el("li", {"class": "slot" + (" new" if new else ""),
                               hooks.KEY: f"mt-slot-{seat}-{i}"}, inside))
    total = len(placed)
    # each worker drawn is a piece that moves on its own (assets/motion.js)
    return el("div", {"class": "crew", hooks.KEY: f"hold-{seat}-workers", hooks.COUNT: total,
                      hooks.PIECES: "", hooks.TIP: ctx.tr("mt.tip.slots", n=total),
                      "tabindex": "0"},
              el("span", {"class": "sr-only"}, ctx.tr("mt.workers_n", n=total)),
              # the printed eight spaces in a row; for a moment (until the extra ones are
              # sent back) with the workers recruited past them, in two rows (the CSS),
              # so that the buttons that send them back stay large enough to press
              el("ol", {"class": "slots"}, slots))


def _trades(ui: MontanaBoard, ctx: Ctx) -> Markup | None:
    """Cow trades, on the acting player's cows: one button per thing a cow buys."""
    trades = [a for a in ctx.legal if a.kind == "cow"]
    if not trades:
        return None
    buttons = []
    for a in trades:
        what = a.params[0]
        if what == "coins":
            body = [piece("coin", None, 1.3), el("b", None, drawn(COW_TRADE_COINS))]
        elif what == "worker":
            body = ui.worker(ctx, a.params[1], decorative=True)
        else:
            body = good(what, None, 1.3)
        buttons.append(ui.spot(ctx, a.key, body, "trade"))
    return el("div", {"class": "trades", hooks.NOW: True},
              el("span", {"class": "trade-head"}, piece("cow", None, 1.3), "→"), buttons)


def seat_board(ui: MontanaBoard, ctx: Ctx, marks: list[Markup], s: dict) -> Markup:
    tr = ctx.tr
    seat = s["seat"]
    mine = bool(ctx.legal) and ctx.legal[0].seat == seat
    k = f"hold-{seat}"
    goods = [count(good(g, ui.name(ctx, g), 1.35), n, f"{k}-{g}", ui.good_tip(ctx, g))
             for g, n in s["goods"].items()]
    canteen = count(piece("canteen", tr("mt.canteens_name"), 1.35), s["canteens"], f"{k}-canteens",
                    tr("mt.tip.canteens"))
    drink = ui.spot(ctx, "canteen", drawn(tr("mt.short.canteen")), "drink") if mine and \
        "canteen" in ctx.by_key else None
    things = [count(piece("coin", tr("mt.coins_name"), 1.35), s["coins"], f"{k}-coins",
                    tr("mt.tip.coins")),
              count(piece("cow", tr("mt.cows_name"), 1.35), s["cows"], f"{k}-cows",
                    tr("mt.tip.cows")),
              canteen, drink,
              count(tent(seat, tr("mt.camps_name"), 1.35), s["camps_left"], f"{k}-camps",
                    tr("mt.tip.camps", n=s["camps_left"]))]
    return ui.seat_card(ctx, marks, seat, [],
                        el("div", {"class": "counts"}, things),
                        el("div", {"class": "counts"}, goods),
                        _slots(ui, ctx, s, mine),
                        _trades(ui, ctx) if mine else None)


def fold(ui: MontanaBoard, ctx: Ctx, marks: list[Markup], s: dict) -> Markup:
    """Another player's board folded on a phone into the line a player glances at across
    the table (`seat_fold`): coins, cows, canteens, camps still to build, workers by colour
    and goods; their board shows whole while the line is open."""
    seat = s["seat"]
    held = [("coins", piece("coin", None), s["coins"]), ("cows", piece("cow", None), s["cows"]),
            ("canteens", piece("canteen", None), s["canteens"]),
            ("camps", tent(seat, None), s["camps_left"])]
    figures = [figure(name, pic, ui.amount(ctx, name, n), n) for name, pic, n in held]
    figures += [figure(f"w-{c}", ui.worker(ctx, c, decorative=True),
                       ui.amount(ctx, f"worker.{c}", n), n)
                for c in COLOURS if (n := s["workers"][c] + s["incoming"][c])]
    figures += [figure(g, good(g, None), ui.amount(ctx, g, n), n)
                for g, n in s["goods"].items() if n]
    return seat_line(ui, ctx, marks, seat, "mt-fold", figures)
