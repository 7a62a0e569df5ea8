"""Montana's town, as printed on the worker board: the store where the representatives
wait, and its table of four reward rows by four columns whose squash cost rises to the
right. A representative stands in the cell it was placed in; placing one is choosing a cell,
passing is staying at the store, and the town reward is chosen beside its row.

Rows, costs and rewards come from the engine's data module (`TOWN_REWARDS`,
`TOWN_GOODS`); the engine decides every choice (`GameUI.spot`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.montana.data import TOWN_GOODS, TOWN_REWARDS, UPGRADES

from .. import hooks
from ..art import drawn, icon
from ..html import Markup, el
from .base import Ctx
from .mt_art import good, pawn, piece
from .seat_fold import figure, line

if TYPE_CHECKING:
    from .mt_board import MontanaBoard


def representative(ui: MontanaBoard, ctx: Ctx, marks: list[Markup], seat: int) -> Markup:
    """A seat's representative: a pawn of its colour with its marker."""
    return el("span", {"class": "rep"}, pawn(seat, None), marks[seat],
              el("span", {"class": "sr-only"}, ctx.tr("mt.rep_of", seat=ui.seat_name(ctx, seat))))


def reward_art(ui: MontanaBoard, ctx: Ctx, row: str) -> Markup:
    """A row's reward in pictures: a cow, coins, goods to choose, upgrades."""
    cows, goods, upgrades, coins = TOWN_REWARDS[row]
    parts: list[Markup] = []
    if cows:
        parts.append(piece("cow", None, 1.6))
    if coins:
        parts.append(el("span", {"class": "coins"}, piece("coin", None, 1.3), el("b", None, coins)))
    if goods:
        parts.append(el("span", {"class": "choice"}, el("b", None, f"{goods}×"),
                        el("span", {"class": "or"},
                           [good(g, None, 1.15) for g in TOWN_GOODS])))
    if upgrades:
        parts.append(el("span", {"class": "upgrades"}, el("b", None, f"{upgrades}×"),
                        piece("upgrade", None, 1.6)))
    return el("span", {"class": "reward-art", "aria-hidden": "true"}, parts)


def _reward_options(ui: MontanaBoard, ctx: Ctx) -> Markup | None:
    """The town reward being chosen, under the table: one button per legal choice."""
    task = ctx.view.get("task") or {}
    if task.get("step") != "town_reward":
        return None
    row = task["args"][0]
    name = ctx.view["town"]["rows"][row]
    buttons = []
    for action in ctx.legal:
        if action.kind != "reward":
            continue
        if TOWN_REWARDS[name][1]:
            icons = [good(g, None, 1.3) for g, k in zip(TOWN_GOODS, action.params, strict=True)
                     for _ in range(k)]
        else:
            icons = [good(large, None, 1.3) for (_, large), k
                     in zip(UPGRADES.values(), action.params, strict=False) for _ in range(k)]
        buttons.append(ui.spot(ctx, action.key, icons or drawn(ctx.tr("mt.short.no_upgrade")),
                               "reward-choice"))
    if not buttons:
        return None
    return el("div", {"class": "reward-options"},
              el("p", None, el("b", None, row + 1), " ", ui.reward(ctx, row)), buttons)


#: the moves made in the town: while one is offered the town stands whole
TOWN_MOVES = frozenset({"town", "pass", "reward"})


def town_fold(ui: MontanaBoard, ctx: Ctx, marks: list[Markup]) -> Markup:
    """The town folded on a phone into its title and one figure a row, what a player sees
    of it across the table: the row's number, then the representative standing in it and
    the squash it paid, or an empty cell (`seat_fold`); whole while a place or a reward is
    to be chosen there (a turn that cannot pay its cheapest column leaves it folded)."""
    whole = any(a.kind in TOWN_MOVES for a in ctx.legal)
    tr = ctx.tr
    t = ctx.view["town"]
    held = {rc[0]: (int(seat), rc[1]) for seat, rc in t["placed"].items()}
    figures = []
    for r, name in enumerate(t["rows"]):
        number = el("span", {"class": "row-n"}, r + 1)
        reward = tr(f"mt.reward.{name}")
        if r in held:
            seat, col = held[r]
            cost = t["costs"][col]
            words = tr("mt.fold.town_row", row=r + 1, reward=reward,
                       seat=ui.seat_name(ctx, seat), n=cost)
            figures.append(figure(f"row fq-row-{r}", [number, representative(
                ui, ctx, marks, seat), good("squash", None)], words, cost))
        else:
            words = tr("mt.fold.town_free", row=r + 1, reward=reward)
            figures.append(figure(f"row fq-row-{r}", [number, el("span", {"class": "free"})],
                                  words, None))
    return line("mt-town-fold titled", "mt-town-fold", tr("mt.town_title"), figures,
                hidden=whole)


def town(ui: MontanaBoard, ctx: Ctx, marks: list[Markup]) -> Markup:
    tr = ctx.tr
    t = ctx.view["town"]
    placed = {(rc[0], rc[1]): int(seat) for seat, rc in t["placed"].items()}
    head: list[Markup] = [el("div", {"class": "town-corner"})]
    for col, cost in enumerate(t["costs"]):
        head.append(el("div", {"class": "town-cost", hooks.TIP: tr(
            "mt.tip.town_col", col=col + 1, n=cost), "tabindex": "0"},
            el("b", None, cost), good("squash", tr("mt.amount.squash", n=cost))))
    head.append(el("div", {"class": "town-corner"}))
    rows: list[Markup] = []
    can_place = ui.shows(ctx, "town")
    for r, name in enumerate(t["rows"]):
        reward = tr(f"mt.reward.{name}")
        rows.append(el("div", {"class": "town-row-n", "aria-hidden": "true"}, r + 1))
        for col, cost in enumerate(t["costs"]):
            who = placed.get((r, col))
            body = representative(ui, ctx, marks, who) if who is not None else el(
                "span", {"class": "sr-only"}, reward)
            tip = tr("mt.tip.town_cell", reward=reward, n=cost)
            rows.append(el("div", {"class": "town-place", hooks.KEY: f"mt-town-{r}-{col}"},
                           ui.spot(ctx, f"town:{r}:{col}" if can_place else "", body,
                                   "town-cell", tip=tip)))
        rows.append(el("div", {"class": "town-reward", hooks.TIP: tr(
            "mt.tip.town_row", reward=reward), "tabindex": "0"},
            reward_art(ui, ctx, name), el("span", {"class": "sr-only"}, reward)))
    waiting = [representative(ui, ctx, marks, s) for s in ctx.view["order"]
               if str(s) not in t["placed"]]
    passing = (ui.spot(ctx, "pass", drawn(tr("mt.short.pass")), "pass-spot")
               if "pass" in ctx.by_key else None)
    store = el("div", {"class": "store", hooks.KEY: "mt-store", hooks.TIP: tr("mt.tip.store"),
                       "tabindex": "0"},
               icon(_STORE, None, 3.2, box="0 0 48 36"),
               el("span", {"class": "store-name"}, tr("mt.store")),
               el("span", {"class": "waiting"}, waiting), passing)
    return el("section", {"class": "mt-town", "aria-labelledby": "mt-town-h"},
              el("h3", {"id": "mt-town-h"}, tr("mt.town_title")), store,
              el("div", {"class": "town-table"}, head, rows), _reward_options(ui, ctx))


#: the store's front: a false-front western building with its door and windows
_STORE = ('<path class="store-wall" d="M4 35 V12 H10 V6 H38 V12 H44 V35 Z"/>'
          '<path class="store-roof" d="M2 12 H46 M8 6 H40"/>'
          '<rect class="store-sign" x="13" y="8" width="22" height="5" rx="1"/>'
          '<rect class="store-door" x="20" y="22" width="8" height="13"/>'
          '<rect class="store-window" x="8" y="19" width="8" height="7"/>'
          '<rect class="store-window" x="32" y="19" width="8" height="7"/>')

