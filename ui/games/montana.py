"""Montana on screen, laid out as the physical game: the landscape, the recruitment wheel,
the general supply, the worker board (bank, mine, quarry, wheat field, garden and the
town) and each player's own board.

Everything shown comes from `view()`, the legal actions and the log; printed values (the
town's rewards, the worker board's spaces, the wheel) come from the engine's data module.
Nothing here decides what is legal: every choice is a `GameUI.spot` (or a hex `Cell`),
which asks the engine and draws it as a move, as a refused move with the engine's reason,
or as a plain picture. The pieces are drawn by `mt_wheel`, `mt_town`, `mt_workers` and
`mt_seat`; the art is `mt_art`.
"""
from __future__ import annotations

from typing import Any

from engine import Action
from engine.montana import data as mt
from engine.montana.data import (
    COLOURS,
    COW_TRADE_COINS,
    GOODS,
    LAYOUTS,
    OFFSETS,
    TOWN_GOODS,
    TOWN_REWARDS,
    TOWN_ROWS,
    UPGRADES,
)

from .. import hooks
from ..art import Cell, hex_choice, hex_map, icon, map_mark, pointy_centre, symbols, use
from ..html import Markup, el
from .base import Ctx, GameUI, tally
from .mt_art import COLOURED, GOOD_ART, good, piece, sheet, worker
from .mt_goods import for_room
from .mt_motion import MOTION_STEPS, flows
from .mt_seat import START_TILE, fold, seat_board, supply, supply_fold
from .mt_town import town, town_fold
from .mt_wheel import wheel
from .mt_workers import worker_board, workers_fold
from .seat_fold import front_seat

_TENT = '<path class="mt-double" d="M0 -4 L4.5 3 H-4.5 Z"/>'
_MOUNTAIN = '<path class="mt-peak" d="M-12 8 L-4 -6 L0 0 L4 -8 L13 8 Z"/>'
_WAVES = ('<path class="mt-waves" d="M-11 -3 Q-7 -7 -3 -3 T5 -3 T13 -3 M-11 5 Q-7 1 -3 5 '
          'T5 5 T13 5"/>')
_STAR = '<path class="mt-star" d="M0 -9 L2.6 -2.8 L9 -2.8 L3.9 1.2 L5.7 7.5 L0 3.8 ' \
        'L-5.7 7.5 L-3.9 1.2 L-9 -2.8 L-2.6 -2.8 Z"/>'
#: what the landscape repeats, drawn once per map (`symbols`) and placed with `use`
_MAP_SYMBOLS = symbols("mt", {"mountain": _MOUNTAIN, "waves": _WAVES, "star": _STAR,
                              "tent": _TENT}, box="-13 -13 26 26")
_REGION_MOVES = ("start", "build")
#: the kinds of choice each decision is about: while a person makes it, the board draws
#: those choices even when the rules refuse them, with the engine's reason
STEP_CHOICES: dict[str, set[str]] = {
    "start_region": {"start"},
    "turn": {"recruit", "bank", "harvest", "town", "build"},
    "advance": {"advance"},
    "choose_worker": {"take"},
    "release": {"release"},
    "town_place": {"town"},
    "build_more": {"build"},
}


def _odd_r(q: int, r: int) -> tuple[int, int]:
    """A region's (row, column) on screen: rows run west to east, every other one shifted."""
    return r, q + (r - (r & 1)) // 2


#: players -> the top row and the left column of that layout, where region names start
_ORIGIN = {n: (min(row for row, _ in cells), min(col for _, col in cells))
           for n, layout in LAYOUTS.items()
           for cells in [[_odd_r(cq + dq, cr + dr) for cq, cr in layout
                          for dq, dr in OFFSETS.values()]]}


class MontanaUI(GameUI):
    prefix = "mt"
    #: its guide entries' sections
    guide_sections = {
        "start_region": "setup", "turn": "turn", "choose_worker": "recruit",
        "advance": "recruit", "release": "recruit", "send": "harvest", "small": "harvest",
        "town_place": "town", "town_reward": "town", "build_more": "build",
        "canteen": "canteens",
    }
    #: the values its guide texts name
    guide_values = {"builds": mt.BUILDS_PER_TURN, "steps": mt.WHEEL_MAX_STEPS,
                    "workers": mt.MAX_WORKERS}
    step_choices = STEP_CHOICES
    resources = (*GOODS, *COLOURS)
    closing = frozenset({"stop", "endturn", "pass", "noadvance", "nosmall"})
    motion_steps = MOTION_STEPS
    motion_flows = staticmethod(flows)

    def icon(self, ctx: Ctx, key: str) -> Markup | None:
        """A good in the log: drawn whole (the log lies outside the board's sheet)."""
        return icon(GOOD_ART[key], self.name(ctx, key), 1.0) if key in GOODS else None

    # -- names and parameters -------------------------------------------------------
    def region_pos(self, ctx: Ctx, key: str) -> str:
        """``C7``: the row letter (north to south) and the column number (west to east)."""
        row0, col0 = _ORIGIN[ctx.view["players"]]
        row, col = _odd_r(*(int(p) for p in key.split(",")))
        return f"{chr(ord('A') + row - row0)}{col - col0 + 1}"

    def regions(self, ctx: Ctx) -> dict[str, dict]:
        return {r["hex"]: r for r in ctx.view["regions"]}

    def letter(self, ctx: Ctx, colour: str) -> str:
        """The letter a worker of `colour` carries ("any": a free-choice worker)."""
        return ctx.tr(f"mt.letter.{colour}") if colour in COLOURED else ""

    def worker(self, ctx: Ctx, colour: str, decorative: bool = False,
               piece: bool = False) -> Markup:
        """A worker: a meeple of its colour with its letter (never colour alone), named for
        screen readers unless `decorative` (its words are said beside it); `piece`: one
        standing on the board (motion moves it)."""
        label = None if decorative else ctx.tr(f"mt.worker.{colour}")
        return worker(colour, label, piece=piece)

    def good_tip(self, ctx: Ctx, good: str) -> str:
        """What a good is for, in words (every good's tip)."""
        return ctx.tr(f"mt.tip.good.{good}")

    def workers_text(self, ctx: Ctx, workers: list[str]) -> str:
        return ", ".join(ctx.tr(f"mt.amount.worker.{c}", n=n) for c, n in tally(workers).items())

    def pair(self, ctx: Ctx, segment: int) -> str:
        """What a wheel segment gives: two workers, or two of free choice."""
        pair = ctx.view["wheel"]["segments"][segment]
        if pair[0] == "any":
            return ctx.tr("mt.pair.any")
        return self.workers_text(ctx, pair)

    def reward(self, ctx: Ctx, row: int) -> str:
        return ctx.tr(f"mt.reward.{ctx.view['town']['rows'][row]}")

    def param(self, ctx: Ctx, name: str, value: Any) -> str:
        if name in ("region", "lake") and isinstance(value, str):
            return self.region_pos(ctx, value)
        if name == "workers" and isinstance(value, list):
            return self.workers_text(ctx, value)
        if name == "segment" and isinstance(value, int):
            return self.pair(ctx, value)
        if name == "cost" and isinstance(value, list):  # [[good, count], ...] in the log
            return self.amounts(ctx, dict(value))
        if name == "row" and isinstance(value, int):
            return self.reward(ctx, value)
        if name == "col" and isinstance(value, int):
            return str(value + 1)
        return super().param(ctx, name, value)

    # -- actions --------------------------------------------------------------------------
    def action_msg(self, ctx: Ctx, action: Action) -> tuple[str, dict]:
        kind, p = action.kind, action.params
        v = ctx.view
        args = (v.get("task") or {}).get("args") or []
        if kind in _REGION_MOVES:
            region = self.regions(ctx).get(p[0], {})
            return f"mt.act.{kind}", {"region": p[0], "cost": region.get("cost", {})}
        if kind == "bank":
            space = v["bank"][p[0]]
            return "mt.act.bank", {"n": space["workers_needed"], "coins": space["coins"]}
        if kind == "harvest":
            area = v["areas"][p[0]]
            space = area["spaces"][p[1]]
            return "mt.act.harvest", {"area": p[0], "coins": space["coins"],
                                      "goods": {area["good"]: space["goods"]}}
        if kind == "town":
            return "mt.act.town", {"row": p[0], "cost": v["town"]["costs"][p[1]]}
        if kind == "cow":
            if p[0] == "worker":
                return "mt.act.cow.worker", {"colour": p[1]}
            if p[0] == "coins":
                return "mt.act.cow.coins", {"coins": COW_TRADE_COINS}
            return "mt.act.cow", {"good": {p[0]: 1}}
        if kind == "send":
            return "mt.act.send", {"workers": str(p[0]).split("+"),
                                   "place": args[0] if args else ""}
        if kind == "small":
            area = v["areas"][args[0]]
            return "mt.act.small", {"goods": {area["good"]: area["spaces"][args[1]]["small"]}}
        if kind == "reward":
            return self._reward_msg(ctx, p, args)
        if kind == "advance":
            segment = (v["wheel"]["at"] + p[0]) % len(v["wheel"]["segments"])
            return "mt.act.advance", {"n": p[0], "segment": segment}
        if kind in ("take", "release"):
            return f"mt.act.{kind}", {"colour": p[0]}
        return super().action_msg(ctx, action)

    def _reward_msg(self, ctx: Ctx, p: tuple, args: list) -> tuple[str, dict]:
        row = ctx.view["town"]["rows"][args[0]] if args else ""
        if row and TOWN_REWARDS[row][1]:  # goods to choose
            return "mt.act.reward.goods", {"goods": dict(zip(TOWN_GOODS, p, strict=True))}
        upgrades = {small: k for (small, _), k in zip(UPGRADES.values(), p, strict=False)}
        if not any(upgrades.values()):
            return "mt.act.reward.none", {}
        return "mt.act.reward.upgrade", {"goods": upgrades}

    def action_group(self, ctx: Ctx, action: Action) -> str | None:
        kind = action.kind
        if kind == "harvest":
            return self.name(ctx, action.params[0])
        if kind == "town":
            return ctx.tr("mt.group.town", reward=self.reward(ctx, action.params[0]))
        if kind in ("start", "build", "bank", "advance", "send", "take", "release",
                    "reward"):
            return ctx.tr(f"mt.group.{kind}")
        return None

    def action_short(self, ctx: Ctx, action: Action) -> str:
        kind, p = action.kind, action.params
        params = self.action_msg(ctx, action)[1]
        if kind in _REGION_MOVES:
            return ctx.tr("mt.short.region", **self.params(ctx, params))
        if kind in ("bank", "harvest", "town", "advance"):
            return ctx.tr(f"mt.short.{kind}", **self.params(ctx, params))
        if kind in ("take", "release"):
            return self.name(ctx, p[0])
        if kind == "send":
            return self.param(ctx, "workers", params["workers"])
        return self.action_text(ctx, action)

    def free_title(self, ctx: Ctx, n: int) -> str:
        cows = ctx.view["seats"][ctx.legal[0].seat]["cows"] if ctx.legal else 0
        return ctx.tr("mt.free_moves", n=cows)

    # -- log ------------------------------------------------------------------------------
    def log_msg(self, entry: dict) -> tuple[str, dict]:
        msg, params = entry["id"], dict(entry.get("params") or {})
        if msg == "mt.harvest":
            params["goods"] = {params["good"]: params["count"]}
            msg += ".small" if params["small"] else ""
        elif msg == "mt.town" and params.get("displaced") is not None:
            msg += ".displace"
        elif msg == "mt.build" and params.get("camps", 1) > 1:
            msg += ".more"
        elif msg == "mt.cow_trade":
            got, _, colour = params["got"].partition(":")
            if got == "worker":
                msg, params = "mt.cow_trade.worker", {"seat": params["seat"], "colour": colour}
            elif got == "coins":
                msg, params = "mt.cow_trade.coins", {"seat": params["seat"]}
            else:
                params["got"] = {got: 1}
        elif msg == "mt.town_reward":
            choice = params.get("choice") or []
            if TOWN_REWARDS[TOWN_ROWS[params["row"]]][1]:  # goods to choose
                msg += ".goods"
                params["what"] = dict(zip(TOWN_GOODS, choice, strict=False))
            elif any(choice):
                msg += ".upgrade"
                params["what"] = {large: k for (_, large), k
                                  in zip(UPGRADES.values(), choice, strict=False)}
        return msg, params

    # -- progress ----------------------------------------------------------------------
    def status(self, ctx: Ctx) -> str:
        v = ctx.view
        if v["over"]:
            return ctx.tr("mt.status.over")
        camps = ", ".join(ctx.tr("mt.status.camps_of", name=self.seat_name(ctx, seat["seat"]),
                                 n=seat["camps_left"]) for seat in v["seats"])
        parts = [self.progress_text(ctx, v["round"]), ctx.tr("mt.status.camps", camps=camps)]
        if v["ending"]:
            parts.append(ctx.tr("mt.status.ending"))
        return " · ".join(parts)

    def prompt(self, ctx: Ctx) -> str | None:
        task = ctx.view.get("task")
        if not task:
            return None
        step, args = task["step"], task["args"]
        v = ctx.view
        if step == "send":
            return ctx.tr("mt.task.send", place=self.name(ctx, args[0]))
        if step == "small":
            area = v["areas"][args[0]]
            return ctx.tr("mt.task.small", goods=self.amounts(
                ctx, {area["good"]: area["spaces"][args[1]]["small"]}))
        if step == "town_reward":
            return ctx.tr("mt.task.town_reward", reward=self.reward(ctx, args[0]),
                          cost=v["town"]["costs"][args[1]])
        if step == "advance":
            return ctx.tr("mt.task.advance", pair=self.pair(ctx, v["wheel"]["at"]))
        if step == "build_more":
            return ctx.tr("mt.task.build_more", left=v["seats"][task["seat"]]["builds_left"])
        return ctx.tr(f"mt.task.{step}")

    # -- board ----------------------------------------------------------------------------
    def board(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        v = ctx.view
        tr = ctx.tr
        order = [el("span", {"class": "order-seat"}, marks[s], " ", self.seat_name(ctx, s))
                 for s in v["order"]]
        letters = {c: self.letter(ctx, c) for c in COLOURED}
        front = front_seat(ctx)  # on a phone the others' boards are folded to a line each
        return el("section", self.board_attributes(ctx, "mt"),
                  sheet(letters, _MAP_SYMBOLS),
                  el("p", {"class": "board-top"}, tr("mt.order"), " ", order),
                  el("div", {"class": "mt-top"},
                     el("div", {"class": "mt-map-wrap" + (" wide" if _wide(v) else ""),
                                "style": f"--mt-cols:{_columns(v)}"},
                        self._map(ctx), self._legend(ctx)),
                     el("div", {"class": "mt-side"}, wheel(self, ctx),
                        supply_fold(self, ctx), supply(self, ctx))),
                  el("section", {"class": "mt-board", "aria-labelledby": "mt-board-h"},
                     el("h3", {"id": "mt-board-h"}, tr("mt.worker_board")),
                     el("div", {"class": "mt-board-inner"},
                        workers_fold(self, ctx), worker_board(self, ctx),
                        town_fold(self, ctx, marks), town(self, ctx, marks))),
                  el("div", {"class": "seats"},
                     [seat_board(self, ctx, marks, s) if s["seat"] == front else
                      (fold(self, ctx, marks, s), seat_board(self, ctx, marks, s))
                      for s in v["seats"]]))

    def _map(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        step = (ctx.view.get("task") or {}).get("step")
        kind = "start" if step == "start_region" else "build"
        shown = self.shows(ctx, kind)
        cells = []
        for r in ctx.view["regions"]:
            key = r["hex"]
            q, rr = (int(p) for p in key.split(","))
            cx, cy = pointy_centre(q, rr)
            art, what = self._region_art(ctx, r)
            pos = self.region_pos(ctx, key)
            free = r["kind"] == "land" and r["camps"] is None and not r["start"]
            choice = hex_choice(self, ctx, f"{kind}:{key}") if shown and (
                free or (kind == "start" and r["kind"] == "land")) else {}
            cells.append(Cell(cx, cy, f"k-{r['kind']}" + (" start" if r["start"] else ""),
                              art, f"{pos}: {what}", pos=pos, k=f"mt-region-{pos}",
                              tip=f"{pos}: {what}", **choice))
        return hex_map(cells, pointy=True, title=tr("mt.map"))

    def _region_art(self, ctx: Ctx, r: dict) -> tuple[Markup, str]:
        """What is drawn on a region, and the same said in words."""
        tr = ctx.tr
        if r["kind"] == "mountain":
            return Markup(use("mt-mountain", 0, 0, 26)), tr("mt.tip.mountain")
        if r["kind"] == "lake":
            if r["canteen"]:
                return Markup(use("mt-waves", 0, 0, 26) + use("mt-canteen", 0, 1, 13)), \
                    tr("mt.tip.lake_canteen")
            return Markup(use("mt-waves", 0, 0, 26)), tr("mt.tip.lake")
        parts: list[str] = []
        words = []
        if r["start"]:
            # brought from the supply (motion flies it from there when it is placed)
            parts.append(f'<g {hooks.KEY}="mt-start" {hooks.FROM}="{START_TILE}">'
                         f'{use("mt-star", 0, 0, 26)}</g>')
            words.append(tr("mt.tip.start_tile"))
        camps = r["camps"]
        if camps is not None:
            seat = camps["seat"]
            parts.append(map_mark(seat, ctx.labels[seat] if seat < len(ctx.labels) else "",
                                  0, 0, 18))
            if camps["count"] > 1:
                parts.append(f'<text class="camp-count" x="11" y="-7" text-anchor="middle">'
                             f'{camps["count"]}</text>')
            words.append(tr("mt.camps_of", n=camps["count"], seat=self.seat_name(ctx, seat)))
        elif not r["start"]:
            goods = [g for g, k in r["cost"].items() for _ in range(k)]
            start = -5.5 * (len(goods) - 1)
            parts.append('<g class="goods-each">' + "".join(
                use(f"mt-good-{g}", start + 11 * i, -1, 11) for i, g in enumerate(goods))
                + "</g>" + for_room(goods))
            words.append(tr("mt.costs", cost=self.amounts(ctx, r["cost"])))
        if r["double"]:
            parts.append(use("mt-tent", -5, -12, 26) + use("mt-tent", 5, -12, 26))
            words.append(tr("mt.double"))
        if r["cow"]:  # at the top, as a double's tents (a region has one or the other):
            # the bottom is where the hex's name shows while the map is pointed at
            parts.append(use("mt-cow", 0, -12.5, 13))
            words.append(tr("mt.cow_here"))
        return Markup("".join(parts)), ", ".join(words)

    def _legend(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        goods = [el("li", None, good(g, None), " ", self.name(ctx, g)) for g in GOODS]
        return el("details", {"class": "legend", hooks.KEEP: "legend"},
                  el("summary", None, tr("mt.legend")),
                  el("ul", None, goods,
                     el("li", None, icon(_TENT + '<g transform="translate(9 0)">' + _TENT
                                        + "</g>", None, box="-6 -6 20 12"), " ",
                        tr("mt.double")),
                     el("li", None, piece("cow", None), " ", tr("mt.cow_here")),
                     el("li", None, piece("canteen", None), " ", tr("mt.lake_canteen")),
                     el("li", None, icon(_STAR, None, box="-10 -10 20 20"), " ",
                        tr("mt.start_tile"))))


#: a landscape this much wider than tall takes the board's whole width on a laptop
#: (assets/games/montana.css); a squarer one stands beside the wheel
WIDE_MAP = 1.25


def _wide(view: dict) -> bool:
    """Whether the landscape (its hexes' centres, give or take a hex) is wider than tall."""
    centres = [pointy_centre(*(int(p) for p in r["hex"].split(","))) for r in view["regions"]]
    xs, ys = [c[0] for c in centres], [c[1] for c in centres]
    return (max(xs) - min(xs) + 35) > WIDE_MAP * (max(ys) - min(ys) + 40)


def _columns(view: dict) -> int:
    """How many hexes wide the landscape is (a laptop's layout caps the map's width by it:
    assets/games/montana.css)."""
    xs = [pointy_centre(*(int(p) for p in r["hex"].split(",")))[0] for r in view["regions"]]
    return round((max(xs) - min(xs)) / pointy_centre(1, 0)[0]) + 1
