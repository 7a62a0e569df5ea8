"""Montana on screen: the landscape, the worker board (bank, harvest areas, town), the
recruitment wheel, the supplies and each player's goods, workers and camps.

Everything shown comes from `view()`, the legal actions and the log; the town's rewards
per row come from the engine's data module, where the game keeps its printed values.
Nothing here decides what is legal: a board space is a button only when the engine offers
its move.
"""
from __future__ import annotations

from typing import Any

from engine import Action
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

from ..art import Cell, hex_map, map_mark, pointy_centre
from ..html import Markup, el, esc
from . import Ctx, GameUI, tally

#: each good's picture in a 24x24 box: wheat an ear, squash a gourd, copper a coin with its
#: chemical symbol, stone a rock; the large size is bigger with a bright rim, as printed
_GOOD_ART = {
    "wheat": '<path class="g-wheat" d="M12 1 C17 6 17 13 12 20 C7 13 7 6 12 1 Z"/>'
             '<path class="g-line" d="M12 5 V23"/>',
    "squash": '<ellipse class="g-squash" cx="12" cy="14" rx="10" ry="8"/>'
              '<path class="g-stem" d="M12 6 V1"/>',
    "copper_small": '<circle class="g-copper" cx="12" cy="12" r="8"/>'
                    '<text x="12" y="15.5" text-anchor="middle">Cu</text>',
    "copper_large": '<circle class="g-copper large" cx="12" cy="12" r="11"/>'
                    '<text x="12" y="16" text-anchor="middle">Cu</text>',
    "stone_small": '<path class="g-stone" d="M5 17 L7 9 L13 6 L18 11 L16 18 Z"/>',
    "stone_large": '<path class="g-stone large" d="M2 20 L5 6 L14 2 L22 9 L19 21 Z"/>',
}
_COW = ('<path class="cow" d="M-6 -3 H5 L8 -6 L9 -2 L6 0 V5 H4 V2 H-4 V5 H-6 Z"/>'
        '<circle class="cow-spot" cx="-2" cy="-1" r="1.6"/>')
_CANTEEN = ('<circle class="canteen" cx="0" cy="2" r="6"/>'
            '<rect class="canteen" x="-2" y="-7" width="4" height="4"/>')
_TENT = '<path class="tent" d="M0 -4 L4.5 3 H-4.5 Z"/>'
_MOUNTAIN = '<path class="peak" d="M-12 8 L-4 -6 L0 0 L4 -8 L13 8 Z"/>'
_WAVES = '<path class="waves" d="M-11 -3 Q-7 -7 -3 -3 T5 -3 T13 -3 M-11 5 Q-7 1 -3 5 T5 5 T13 5"/>'
_STAR = '<path class="start-star" d="M0 -9 L2.6 -2.8 L9 -2.8 L3.9 1.2 L5.7 7.5 L0 3.8 ' \
        'L-5.7 7.5 L-3.9 1.2 L-9 -2.8 L-2.6 -2.8 Z"/>'
_REGION_MOVES = ("start", "build")


def good_icon(kind: str, label: str, size: int = 18) -> Markup:
    return Markup(f'<svg class="ic" viewBox="0 0 24 24" width="{size}" height="{size}" '
                  f'role="img" aria-label="{esc(label)}"><title>{esc(label)}</title>'
                  f'{_GOOD_ART[kind]}</svg>')


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
    resources = (*GOODS, *COLOURS)

    def icon(self, ctx: Ctx, key: str) -> Markup | None:
        return good_icon(key, self.name(ctx, key), 16) if key in GOODS else None

    # -- names and parameters -------------------------------------------------------
    def region_pos(self, ctx: Ctx, key: str) -> str:
        """``C7``: the row letter (north to south) and the column number (west to east)."""
        row0, col0 = _ORIGIN[ctx.view["players"]]
        row, col = _odd_r(*(int(p) for p in key.split(",")))
        return f"{chr(ord('A') + row - row0)}{col - col0 + 1}"

    def regions(self, ctx: Ctx) -> dict[str, dict]:
        return {r["hex"]: r for r in ctx.view["regions"]}

    def worker(self, ctx: Ctx, colour: str) -> Markup:
        """A worker as a chip of its colour with its letter (never colour alone)."""
        name = self.name(ctx, colour)
        return el("span", {"class": f"worker w-{colour}", "title": name},
                  el("span", {"aria-hidden": "true"}, ctx.tr(f"mt.letter.{colour}")),
                  el("span", {"class": "sr-only"}, name))

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
        if v["ending"]:
            return ctx.tr("mt.status.ending")
        return ctx.tr("mt.status.play")

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
        return el("section", {"class": "board mt", "aria-label": tr("ui.board")},
                  el("p", {"class": "board-top"}, tr("mt.order"), " ", order),
                  el("div", {"class": "mt-main"},
                     el("div", {"class": "mt-map-wrap"}, self._map(ctx), self._legend(ctx)),
                     el("div", {"class": "mt-side"}, self._wheel(ctx), self._town(ctx, marks),
                        self._supply(ctx))),
                  self._workers_board(ctx),
                  el("div", {"class": "seats"},
                     [self._seat(ctx, marks, s) for s in v["seats"]]))

    def _map(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        moves = {a.params[0]: a for a in ctx.legal if a.kind in _REGION_MOVES}
        cells = []
        for r in ctx.view["regions"]:
            key = r["hex"]
            q, rr = (int(p) for p in key.split(","))
            cx, cy = pointy_centre(q, rr)
            art, what = self._region_art(ctx, r)
            action = moves.get(key)
            pos = self.region_pos(ctx, key)
            cells.append(Cell(cx, cy, f"k-{r['kind']}" + (" start" if r["start"] else ""),
                              art, f"{pos}: {what}", action,
                              self.action_text(ctx, action) if action else "", pos=pos))
        return hex_map(cells, pointy=True, title=tr("mt.map"))

    def _region_art(self, ctx: Ctx, r: dict) -> tuple[Markup, str]:
        """What is drawn on a region, and the same said in words."""
        tr = ctx.tr
        if r["kind"] == "mountain":
            return Markup(_MOUNTAIN), tr("mt.mountain")
        if r["kind"] == "lake":
            if r["canteen"]:
                return Markup(_WAVES + f'<g transform="translate(0 1)">{_CANTEEN}</g>'), \
                    tr("mt.lake_canteen")
            return Markup(_WAVES), tr("mt.lake")
        parts: list[str] = []
        words = []
        if r["start"]:
            parts.append(_STAR)
            words.append(tr("mt.start_tile"))
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
            for i, g in enumerate(goods):
                parts.append(f'<g transform="translate({start + 11 * i - 5.5:.1f} -4.5) '
                             f'scale(0.46)">{_GOOD_ART[g]}</g>')
            words.append(tr("mt.costs", cost=self.amounts(ctx, r["cost"])))
        if r["double"]:
            parts.append(f'<g transform="translate(-5 -12)">{_TENT}</g>'
                         f'<g transform="translate(5 -12)">{_TENT}</g>')
            words.append(tr("mt.double"))
        if r["cow"]:
            parts.append(f'<g transform="translate(0 12)">{_COW}</g>')
            words.append(tr("mt.cow_here"))
        return Markup("".join(parts)), ", ".join(words)

    def _legend(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        goods = [el("li", None, good_icon(g, self.name(ctx, g)), " ", self.name(ctx, g))
                 for g in GOODS]
        return el("details", {"class": "legend", "data-keep": "legend"},
                  el("summary", None, tr("mt.legend")),
                  el("ul", None, goods,
                     el("li", None, self._pic(_TENT + '<g transform="translate(9 0)">'
                                              + _TENT + "</g>", "-6 -6 20 12"), " ",
                        tr("mt.double")),
                     el("li", None, self._pic(_COW, "-8 -8 18 16"), " ", tr("mt.cow_here")),
                     el("li", None, self._pic(_CANTEEN, "-8 -8 16 16"), " ",
                        tr("mt.lake_canteen")),
                     el("li", None, self._pic(_STAR, "-10 -10 20 20"), " ",
                        tr("mt.start_tile"))))

    @staticmethod
    def _pic(art: str, box: str) -> Markup:
        return Markup(f'<svg class="ic" viewBox="{box}" width="22" height="18" '
                      f'aria-hidden="true" focusable="false">{art}</svg>')

    def _wheel(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        wheel = ctx.view["wheel"]
        at, n = wheel["at"], len(wheel["segments"])
        chips = []
        for step in range(n):
            seg = (at + step) % n
            pair = wheel["segments"][seg]
            body = [el("span", {"class": "steps"},
                       tr("mt.arrow") if step == 0 else tr("mt.steps", n=step)),
                    el("span", {"class": "pair"},
                       [self.worker(ctx, c) if c != "any" else
                        el("span", {"class": "worker w-any", "title": tr("mt.pair.any")}, "?")
                        for c in pair])]
            chips.append(el("li", {"class": "at" if step == 0 else None},
                            self.spot(ctx, f"advance:{step}", body, "segment")))
        return el("section", {"class": "mt-wheel"}, el("h3", None, tr("mt.wheel")),
                  el("p", {"class": "muted small"}, tr("mt.wheel_rule")),
                  el("ol", {"class": "segments"}, chips))

    def _town(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        tr = ctx.tr
        town = ctx.view["town"]
        squash = self.name(ctx, "squash")
        placed = {(rc[0], rc[1]): int(seat) for seat, rc in town["placed"].items()}
        cells: list[Markup] = [el("div", None)]
        cells += [el("div", {"class": "town-cost"}, el("b", None, c), good_icon("squash", squash))
                  for c in town["costs"]]
        for row, name in enumerate(town["rows"]):
            cells.append(el("div", {"class": "town-reward"}, tr(f"mt.reward.{name}")))
            for col in range(len(town["costs"])):
                who = placed.get((row, col))
                cells.append(self.spot(ctx, f"town:{row}:{col}",
                                       marks[who] if who is not None else "", "town-cell"))
        return el("section", {"class": "mt-town"}, el("h3", None, tr("mt.town_title")),
                  el("p", {"class": "muted small"}, tr("mt.town_rule")),
                  el("div", {"class": "town-grid"}, cells))

    def _supply(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        v = ctx.view
        goods = [el("li", None, good_icon(g, self.name(ctx, g)), el("b", None, n))
                 for g, n in v["supply"].items()]
        workers = [el("li", None, self.spot(ctx, f"take:{c}", [self.worker(ctx, c),
                                                                el("b", None, n)], "pick"))
                   for c, n in v["worker_supply"].items()]
        return el("section", {"class": "mt-supply"}, el("h3", None, tr("mt.supply")),
                  el("ul", {"class": "counts"}, goods),
                  el("ul", {"class": "counts"}, workers),
                  el("p", {"class": "small"}, tr("mt.cows_left", n=v["cow_supply"])))

    def _workers_board(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        v = ctx.view
        bank = []
        for i, sp in enumerate(v["bank"]):
            body = [el("span", None, tr("mt.bank_space", n=sp["workers_needed"],
                                        coins=sp["coins"])),
                    el("span", {"class": "placed"}, [self.worker(ctx, w) for w in sp["workers"]])]
            bank.append(el("li", None, self.spot(ctx, f"bank:{i}", body, "space")))
        areas = []
        for name, a in v["areas"].items():
            good = a["good"]
            icon = good_icon(good, self.name(ctx, good))
            spaces = []
            for i, sp in enumerate(a["spaces"]):
                large = [el("span", None, tr("mt.harvest_space", coins=sp["coins"],
                                             goods=self.amount(ctx, good, sp["goods"]))),
                         el("span", {"class": "placed"},
                            [self.worker(ctx, w) for w in sp["large_box"]])]
                spaces.append(el("li", None,
                                 self.spot(ctx, f"harvest:{name}:{i}", large, "space"),
                                 el("div", {"class": "small-box"},
                                    tr("mt.small_box", goods=sp["small"]), icon,
                                    [self.worker(ctx, w) for w in sp["small_box"]])))
            areas.append(el("section", {"class": "area"},
                            el("h4", None, icon, " ", self.name(ctx, name)),
                            el("p", {"class": "muted small"},
                               tr("mt.area_rule", colour=self.name(ctx, a["colour"]))),
                            el("ol", {"class": "spaces"}, spaces)))
        return el("section", {"class": "mt-workers"},
                  el("h3", None, tr("mt.worker_board")),
                  el("div", {"class": "areas"},
                     el("section", {"class": "area"}, el("h4", None, tr("mt.name.bank")),
                        el("p", {"class": "muted small"}, tr("mt.bank_rule")),
                        el("ol", {"class": "spaces"}, bank)),
                     areas))

    def _seat(self, ctx: Ctx, marks: list[Markup], s: dict) -> Markup:
        tr = ctx.tr
        seat = s["seat"]
        mine = bool(ctx.legal) and ctx.legal[0].seat == seat
        goods = [el("li", None, good_icon(g, self.name(ctx, g)), el("b", None, n))
                 for g, n in s["goods"].items()]
        workers = [self.spot(ctx, f"release:{c}" if mine else "", self.worker(ctx, c),
                             "pick") for c in COLOURS for _ in range(s["workers"][c])]
        incoming = [self.worker(ctx, c) for c in COLOURS for _ in range(s["incoming"][c])]
        facts = [tr("mt.coins", n=s["coins"]), tr("mt.cows", n=s["cows"]),
                 tr("mt.canteens", n=s["canteens"]), tr("mt.camps_left", n=s["camps_left"])]
        return self.seat_card(
            ctx, marks, seat, [],
            el("p", {"class": "stats"}, " · ".join(facts)),
            el("ul", {"class": "counts"}, goods),
            el("div", {"class": "crew"}, el("span", None, tr("mt.workers_n",
                                                          n=sum(s["workers"].values()))),
               workers or el("span", {"class": "muted"}, "—")),
            el("div", {"class": "crew"}, el("span", None, tr("mt.incoming")), incoming)
            if incoming else None)
