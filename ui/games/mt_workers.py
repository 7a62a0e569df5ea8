"""Montana's worker board as printed: the bank's three spaces and the four harvest areas
(mine, quarry, wheat field, garden), each space a large box (its coin price, what it
harvests) and a small box beside it (one good more), with the workers standing in them.

Taking a space is choosing its box; which workers go, and whether to fill the small box,
is chosen on the box itself. Values come from the view (which carries the data module's
spaces); the engine decides every choice (`GameUI.spot`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import hooks
from ..art import drawn
from ..html import Markup, el
from .base import Ctx
from .mt_art import good, piece
from .seat_fold import figure, line

if TYPE_CHECKING:
    from .mt_board import MontanaBoard


def _coin_badge(n: int) -> Markup:
    return el("span", {"class": "coin-badge", "aria-hidden": "true"}, piece("coin", None, 1.5),
              el("b", None, drawn(n)))


def _standing(ui: MontanaBoard, ctx: Ctx, workers: list[str]) -> list[Markup]:
    return [ui.worker(ctx, c, piece=True) for c in workers]


def _task_at(ctx: Ctx, step: str, *where: object) -> bool:
    """Whether the decision now is `step` about this place (``bank, 1``, ``mine, 0``)."""
    task = ctx.view.get("task") or {}
    return task.get("step") == step and tuple(task["args"][:len(where)]) == where


def _sends(ui: MontanaBoard, ctx: Ctx) -> Markup:
    """The ways to send workers to the box being filled: one button each."""
    return el("div", {"class": "send-options"},
              [ui.spot(ctx, a.key, _standing(ui, ctx, str(a.params[0]).split("+")), "send-choice")
               for a in ctx.legal if a.kind == "send"])


def _bank(ui: MontanaBoard, ctx: Ctx) -> Markup:
    tr = ctx.tr
    spaces = []
    for i, sp in enumerate(ctx.view["bank"]):
        need = sp["workers_needed"]
        inside = _standing(ui, ctx, sp["workers"]) or [
            ui.worker(ctx, "empty", decorative=True) for _ in range(need)]
        tip = tr("mt.tip.bank_space", n=need, coins=sp["coins"])
        key = f"bank:{i}" if ui.shows(ctx, "bank") else ""
        sending = _task_at(ctx, "send", "bank", i)
        spaces.append(el("li", {"class": "space bank-space"},
                         el("div", {"class": "box-place large" + (" target" if sending else ""),
                                    hooks.KEY: f"mt-bank-{i}"},
                            ui.spot(ctx, key, [el("span", {"class": "box-workers"}, inside),
                                               _coin_badge(sp["coins"])], "box", tip=tip)),
                         _sends(ui, ctx) if sending else None))
    return el("section", {"class": "area area-bank"},
              el("h4", None, piece("coin", None, 1.2), " ", ui.name(ctx, "bank")),
              el("p", {"class": "rule"}, tr("mt.bank_rule")),
              el("ol", {"class": "spaces"}, spaces))


def _area(ui: MontanaBoard, ctx: Ctx, name: str, a: dict) -> Markup:
    tr = ctx.tr
    g, colour = a["good"], a["colour"]
    area = ui.name(ctx, name)
    worker_name = ui.name(ctx, colour)
    spaces = []
    for i, sp in enumerate(a["spaces"]):
        goods = ui.amount(ctx, g, sp["goods"])
        extra = ui.amount(ctx, g, sp["small"])
        large_tip = tr("mt.tip.large_box", area=area, colour=worker_name, coins=sp["coins"],
                       goods=goods)
        small_tip = tr("mt.tip.small_box", area=area, colour=worker_name, goods=extra)
        key = f"harvest:{name}:{i}" if ui.shows(ctx, "harvest") else ""
        large = ui.spot(ctx, key, [el("span", {"class": "box-workers"},
                                      _standing(ui, ctx, sp["large_box"])),
                                   _coin_badge(sp["coins"])], "box", tip=large_tip)
        asking = _task_at(ctx, "small", name, i)
        small = ui.spot(ctx, "small" if asking else "",
                        el("span", {"class": "box-workers"}, _standing(ui, ctx, sp["small_box"])),
                        "box small-box", tip=small_tip, label=None)
        sending = [_task_at(ctx, "send", name, i, small) for small in (False, True)]
        spaces.append(el(
            "li", {"class": "space"},
            el("div", {"class": "box-place large" + (" target" if sending[0] else ""),
                       hooks.KEY: f"mt-{name}-{i}"}, large),
            el("div", {"class": "box-place small-box" + (" target" if sending[1] or asking else ""),
                       hooks.KEY: f"mt-{name}-{i}-small"}, small),
            el("div", {"class": "yield", "aria-hidden": "true"},
               [good(g, None, 1.05) for _ in range(sp["goods"])]),
            el("div", {"class": "yield small-box", "aria-hidden": "true"}, "+",
               [good(g, None, 1.05) for _ in range(sp["small"])]),
            _sends(ui, ctx) if any(sending) else None,
            ui.spot(ctx, "nosmall", drawn(tr("mt.short.nosmall")), "nosmall") if asking
            and "nosmall" in ctx.by_key else None))
    return el("section", {"class": f"area area-{name}", hooks.TIP: tr(
        "mt.tip.area", area=area), "tabindex": "0"},
        el("h4", None, good(g, None, 1.2), " ", area),
        el("p", {"class": "rule"},
           el("span", {"aria-hidden": "true"}, ui.worker(ctx, colour, decorative=True),
              " ", tr("mt.rule.or"), " ", ui.worker(ctx, "any", decorative=True),
              ui.worker(ctx, "any", decorative=True)),
           el("span", {"class": "sr-only"}, tr("mt.area_rule", colour=worker_name))),
        el("ol", {"class": "spaces"}, spaces))


def worker_board(ui: MontanaBoard, ctx: Ctx) -> Markup:
    return el("div", {"class": "areas"}, _bank(ui, ctx),
              [_area(ui, ctx, name, a) for name, a in ctx.view["areas"].items()])


#: the moves made on the worker board: while one is offered it stands whole
BOARD_MOVES = frozenset({"bank", "harvest", "send", "small", "nosmall"})


def workers_fold(ui: MontanaBoard, ctx: Ctx) -> Markup:
    """The bank and the harvest areas folded on a phone into one line, each with its free
    large boxes (what a player sees across the table: where workers can still go), while
    no space is to be taken or filled (`seat_fold`; 900 px of a phone's page)."""
    whole = any(a.kind in BOARD_MOVES for a in ctx.legal)
    tr = ctx.tr
    v = ctx.view
    places = [("bank", piece("coin", None), [not sp["workers"] for sp in v["bank"]])]
    places += [(name, good(a["good"], None), [not sp["large_box"] for sp in a["spaces"]])
               for name, a in v["areas"].items()]
    figures = [figure(name, pic, tr("mt.fold.spaces", area=ui.name(ctx, name), n=sum(free),
                                    of=len(free)), sum(free)) for name, pic, free in places]
    return line("mt-areas-fold titled", "mt-areas-fold", tr("mt.fold.free_spaces"), figures,
                hidden=whole)
