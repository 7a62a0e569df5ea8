"""Homesteaders on screen: readable move labels, log variants and the board.

Everything shown comes from `view()`, the legal actions and the log; the printed
component values (building costs, market prices) come from the engine's data module, which
is where the game keeps them. Nothing here decides what is legal.
"""
from __future__ import annotations

from typing import Any

from engine import Action
from engine.homesteaders.data import (
    BUILDINGS,
    DEBT_REPAY_SILVER,
    DEBT_SILVER,
    GOLD_AS_SILVER,
    HOLDINGS,
    MARKET,
    RAIL_TRACK,
    ROUNDS,
    SALE_VP,
)
from engine.homesteaders.economy import MARKET_EXCHANGES

from ..html import Markup, el, esc
from . import Ctx, GameUI

#: building type -> the letter printed beside its colour, so type never relies on colour
TYPE_LETTER = {"residential": "R", "commercial": "C", "industrial": "I", "special": "S"}


class HomesteadersUI(GameUI):
    prefix = "hs"
    resources = HOLDINGS
    #: market moves in a row add up: "buys 6 gold for 24 silver"
    log_sums = {"hs.free.buy": ("got", "paid"), "hs.free.buy.gold": ("got", "paid"),
                "hs.free.sell": ("sold", "got"), "hs.free.hire": ("workers",),
                "hs.free.market": ("gave", "got"), "hs.free.bank": ("gave", "got"),
                "hs.free.debt": ("debts", "got")}

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        #: (language, building) -> its card in the offer; printed values never change
        self._cards: dict[tuple[str, str], Markup] = {}

    # -- actions -----------------------------------------------------------------------
    def action_msg(self, ctx: Ctx, action: Action) -> tuple[str, dict]:
        kind, p = action.kind, action.params
        task = ctx.view.get("task") or {}
        step, args = task.get("step"), task.get("args") or []
        if kind == "work":
            needed, output = BUILDINGS[p[0]].slots[p[1]]
            msg = "hs.act.work.pair" if needed > 1 else "hs.act.work"
            return msg, {"building": p[0], "output": output, "needed": needed}
        if kind == "done":
            return ("hs.act.done.endgame" if step == "endgame" else "hs.act.done"), {}
        if kind == "pay":
            amount = args[0] if args else 0
            silver = max(0, amount - GOLD_AS_SILVER * p[0])
            reason = args[1] if len(args) > 1 else "bid"
            return ("hs.act.pay.gold" if p[0] else "hs.act.pay"), {
                "amount": amount, "gold": p[0], "silver": silver, "reason": reason}
        if kind == "neutral":
            return "hs.act.neutral", {"auction": p[0], "value": ctx.view.get("neutral_level")}
        if kind == "bid":
            return "hs.act.bid", {"auction": p[0], "value": p[1]}
        if kind == "rail":
            return "hs.act.rail", {"bonus": p[0]}
        if kind == "build":
            return ("hs.act.build.swap" if len(p) > 1 else "hs.act.build"), {
                "building": p[0], "cost": build_cost(p)}
        if kind == "skip":
            return ("hs.act.skip.worker" if step == "worker" else "hs.act.skip"), {}
        if kind == "exchange":
            cost, gain = (args[0], args[1]) if len(args) > 1 else ({}, {})
            return ("hs.act.exchange.gold" if p else "hs.act.exchange"), {
                "cost": cost, "gain": gain}
        if kind == "repay":
            return ("hs.act.repay.gold" if p else "hs.act.repay"), {
                "silver": DEBT_REPAY_SILVER}
        if kind == "debt":
            return "hs.act.debt", {"silver": DEBT_SILVER}
        if kind == "buy":
            currency, price = MARKET[p[0]]
            return ("hs.act.buy.gold" if len(p) > 1 else "hs.act.buy"), {
                "good": p[0], "price": {currency: price}}
        if kind == "sell":
            currency, price = MARKET[p[0]]
            return "hs.act.sell", {"good": p[0], "price": {currency: price}, "vp": SALE_VP}
        if kind == "market":
            return "hs.act.market", {"gain": p[0], "give": MARKET_EXCHANGES[p[0]]}
        return f"hs.act.{kind}", {}

    def action_group(self, ctx: Ctx, action: Action) -> str | None:
        if action.kind == "bid":
            return ctx.tr("hs.group.bid", auction=action.params[0])
        if action.kind in ("work", "rail", "build", "pay", "neutral"):
            return ctx.tr(f"hs.group.{action.kind}")
        return None

    def action_short(self, ctx: Ctx, action: Action) -> str:
        if action.kind == "bid":
            return str(action.params[1])
        if action.kind == "rail":
            return ctx.tr(f"hs.rail.{action.params[0]}")
        if action.kind == "neutral":
            return ctx.tr("hs.short.neutral", auction=action.params[0])
        return self.action_text(ctx, action)

    # -- log -----------------------------------------------------------------------------
    def log_msg(self, entry: dict) -> tuple[str, dict]:
        msg, params = entry["id"], dict(entry.get("params") or {})
        if msg == "hs.free":
            return free_move(params)
        if msg == "hs.paid":
            msg = f"hs.paid.{params['reason']}" + (".gold" if params.get("gold") else "")
        elif msg == "hs.bid" and params.get("outbid") is not None:
            msg = "hs.bid.neutral" if params["outbid"] < 0 else "hs.bid.outbid"
        elif msg in ("hs.repay", "hs.build") and (params.get("gold") or params.get("extra")):
            msg += ".gold" if msg == "hs.repay" else ".extra"
        elif msg == "hs.income" and not params.get("gains"):
            msg = "hs.income.none"
        return msg, params

    def param(self, ctx: Ctx, name: str, value: Any) -> str:
        if name == "move" and isinstance(value, str):  # a free action in the log
            return self.action_text(ctx, Action.from_key(0, value))
        if name == "cost" and value == {}:
            return ctx.tr("hs.no_cost")
        if name == "bonus" and isinstance(value, str):  # a rail track bonus
            return ctx.tr(f"hs.rail.{value}")
        if name == "gold" and isinstance(value, int) and not isinstance(value, bool):
            return str(value)
        return super().param(ctx, name, value)

    # -- scores: only what the view shows (the screens may hide VP tokens) -------------------
    def live_scores(self, state: Any, view: dict) -> list[dict] | None:
        return [s["score"] for s in view["seats"]]

    def prompt(self, ctx: Ctx) -> str | None:
        task = ctx.view.get("task")
        if not task:
            return None
        step, args = task["step"], task["args"]
        params: dict = {}
        if step == "pay":
            params = {"amount": args[0], "reason": self.name(ctx, args[1])}
        elif step == "neutral":
            params = {"value": ctx.view.get("neutral_level")}
        elif step == "build":
            params = {"types": " / ".join(self.name(ctx, t) for t in args[0])}
        elif step == "exchange":
            params = {"cost": self.amounts(ctx, args[0]), "gain": self.amounts(ctx, args[1])}
        return ctx.tr(f"hs.task.{step}", **params)

    def status(self, ctx: Ctx) -> str:
        v = ctx.view
        if v.get("over"):
            return ctx.tr("hs.status.over")
        rnd = v["round"]
        text = ctx.tr("hs.status.round", round=rnd, rounds=ROUNDS) if rnd <= ROUNDS else \
            ctx.tr("hs.status.final")
        return f"{text} · {ctx.tr('hs.phase.' + v['phase'])}"

    # -- board ----------------------------------------------------------------------------
    def board(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        v = ctx.view
        tr = ctx.tr
        top = [el("span", None, tr("hs.start_player_is"), " ", marks[v["start_player"]],
                  " ", self.seat_name(ctx, v["start_player"]))]
        if v.get("neutral_level") is not None:
            top.append(el("span", None, tr("hs.neutral_level", value=v["neutral_level"])))
        if v["stages"]:
            top.append(el("span", None, tr("hs.on_offer_stages", stages=self.param(
                ctx, "stages", v["stages"]))))
        return el("section", {"class": "board hs", "aria-label": tr("ui.board")},
                  el("p", {"class": "hs-top"}, top),
                  self._auctions(ctx, marks),
                  el("div", {"class": "hs-seats"},
                     [self._seat(ctx, marks, s) for s in v["seats"]]),
                  self._offer(ctx),
                  self._stacks(ctx))

    def _auctions(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        cards = []
        for a in ctx.view["auctions"]:
            tile, bid = a["tile"], a["bid"]
            if bid is None:
                high = ctx.tr("hs.no_bid")
            elif bid["neutral"]:
                high = ctx.tr("hs.bid_neutral", value=bid["value"])
            else:
                high = Markup(el("span", None, ctx.tr("hs.bid_by", value=bid["value"]), " ",
                                 marks[bid["seat"]], " ", self.seat_name(ctx, bid["seat"])))
            body = [el("p", {"class": "muted"}, ctx.tr("hs.resolved"))] if tile is None else [
                el("p", {"class": "muted"}, ctx.tr("hs.tile", id=tile["id"],
                                                   stage=self.name(ctx, tile["stage"]))),
                self.types(ctx, tile["build_types"]),
                [el("p", {"class": "bonus"}, self.bonus(ctx, b)) for b in tile["bonuses"]],
            ]
            neutral = f"neutral:{a['auction']}"
            here = self.spot(ctx, neutral, ctx.tr("hs.neutral_here", value=ctx.view.get(
                "neutral_level")), "neutral-spot") if neutral in ctx.by_key else None
            cards.append(el("article", {"class": "auction"},
                            el("h3", None, ctx.tr("hs.group.bid", auction=a["auction"])),
                            body, el("p", {"class": "high"}, high), here))
        return el("div", {"class": "hs-auctions"}, cards)

    def types(self, ctx: Ctx, types: list[str]) -> Markup:
        if not types:
            return el("p", {"class": "types"}, ctx.tr("hs.no_build"))
        return el("p", {"class": "types"}, [
            el("span", {"class": f"type type-{t}"}, el("b", {"aria-hidden": "true"},
                                                         TYPE_LETTER[t]), self.name(ctx, t))
            for t in types])

    def bonus(self, ctx: Ctx, bonus: list) -> str:
        kind = bonus[0]
        if kind == "gain":
            return ctx.tr("hs.bonus.gain", gain=self.amounts(ctx, bonus[1]))
        if kind == "exchange":
            return ctx.tr("hs.bonus.exchange", cost=self.amounts(ctx, bonus[1]),
                          gain=self.amounts(ctx, bonus[2]))
        return ctx.tr(f"hs.bonus.{kind}")

    def _seat(self, ctx: Ctx, marks: list[Markup], s: dict) -> Markup:
        tr = ctx.tr
        seat = s["seat"]
        if s["holdings"] is None:
            holdings = el("p", {"class": "muted"}, tr("hs.behind_screen"))
        else:
            holdings = el("ul", {"class": "holdings"}, [
                el("li", {"class": f"res res-{k}"}, self._count(ctx, k, s["holdings"][k]))
                for k in HOLDINGS if s["holdings"][k] or k in ("silver", "trade", "vp")])
        placed = {(k, i): n for k, i, n in s["placed"]}
        mine = bool(ctx.legal) and ctx.legal[0].seat == seat
        buildings = []
        for key in s["buildings"]:
            b = BUILDINGS[key]
            workers = sum(n for (k, _), n in placed.items() if k == key)
            slots = [self._slot(ctx, key, i) for i in range(len(b.slots))
                     if mine and f"work:{key}:{i}" in ctx.by_key]
            buildings.append(el(
                "li", {"class": f"bld type-{b.type}" + (" has-spots" if slots else "")},
                el("b", {"aria-hidden": "true"}, TYPE_LETTER[b.type]), " ", self.name(ctx, key),
                el("span", {"class": "workers"}, " ", tr("hs.workers_here", n=workers))
                if workers else None, slots))
        stats = tr("hs.seat_stats", workers=s["workers"], lines=s["rail_lines"],
                   pos=s["rail_pos"], last=len(RAIL_TRACK))
        return self.seat_card(ctx, marks, seat, [tr("hs.passed")] if s["passed"] else [],
                              el("p", {"class": "stats"}, stats), holdings,
                              el("ul", {"class": "buildings", "aria-label": tr("hs.buildings")},
                                 buildings))

    def _slot(self, ctx: Ctx, building: str, slot: int) -> Markup:
        """A worker slot of the player's own building, as the button that places a worker
        there: what it produces (and how many workers it needs, when more than one)."""
        needed, output = BUILDINGS[building].slots[slot]
        text = self.amounts(ctx, output)
        if needed > 1:
            text += " " + ctx.tr("hs.workers_here", n=needed)
        return self.spot(ctx, f"work:{building}:{slot}", text, "slot")

    def _count(self, ctx: Ctx, key: str, n: int) -> Markup:
        """``2 silver`` with the number in bold (every amount text starts with it)."""
        number, _, rest = self.amount(ctx, key, n).partition(" ")
        return Markup(el("b", None, number) + esc(" " + rest))

    def building_text(self, ctx: Ctx, key: str) -> list[str]:
        """A building's printed values as short lines: cost, VP, income, slots, effects."""
        b = BUILDINGS[key]
        tr = ctx.tr
        lines = [tr("hs.cost", cost=self.param(ctx, "cost", dict(b.cost)))]
        if b.vp:
            lines.append(tr("hs.vp", n=b.vp))
        if b.income:
            lines.append(tr("hs.income_is", gains=self.amounts(ctx, b.income)))
        if b.income_rule:
            lines.append(tr(f"hs.rule.{b.income_rule}"))
        lines += [tr("hs.slot", needed=n, output=self.amounts(ctx, out)) for n, out in b.slots]
        lines += [tr(f"hs.effect.{e}") for e in b.on_build]
        lines += [tr("hs.end_vp", vp=vp, what=tr(f"hs.per.{what}")) for what, vp in b.end_vp]
        return lines

    def _offer(self, ctx: Ctx) -> Markup | None:
        offer = ctx.view["offer"]
        if not offer:
            return None
        items = []
        for key, left in offer.items():
            b = BUILDINGS[key]
            card = self._cards.get((ctx.tr.lang, key))
            if card is None:
                card = self._cards[ctx.tr.lang, key] = el(
                    "p", None, " · ".join(self.building_text(ctx, key)))
            build = f"build:{key}"
            items.append(el("li", {"class": f"offer-item type-{b.type}"},
                            el("h4", None, el("b", {"aria-hidden": "true"},
                                              TYPE_LETTER[b.type]), " ", self.name(ctx, key),
                               el("span", {"class": "muted"}, " ", ctx.tr("hs.left", n=left))),
                            card,
                            self.spot(ctx, build, ctx.tr("hs.group.build"), "build-spot")
                            if build in ctx.by_key else None))
        building = any(a.kind == "build" for a in ctx.legal)
        return el("details", {"class": "hs-offer", "open": building,
                              "data-auto-open": building, "data-keep": "hs-offer"},
                  el("summary", None, ctx.tr("hs.offer_title", n=len(offer))),
                  el("ul", None, items))

    def _stacks(self, ctx: Ctx) -> Markup | None:
        v = ctx.view
        if not v["stack1"] and not sum(v["face_down"]):
            return None
        return el("p", {"class": "muted hs-stacks"},
                  ctx.tr("hs.stacks", face_up=self.param(ctx, "tiles", v["stack1"]),
                         face_down=sum(v["face_down"])))


def build_cost(params: tuple) -> dict:
    """What a build key costs: the printed cost, with the River Port's gold in place of the
    copper and livestock counts the key names (for the label only)."""
    cost = dict(BUILDINGS[params[0]].cost)
    if len(params) > 1:
        copper, livestock = params[1], params[2]
        cost["copper"] = cost.get("copper", 0) - copper
        cost["livestock"] = cost.get("livestock", 0) - livestock
        cost["gold"] = cost.get("gold", 0) + copper + livestock
    return cost


def free_move(params: dict) -> tuple[str, dict]:
    """A market move in the log, said as what the player did, in amounts that add up when
    the player repeats it (`HomesteadersUI.log_sums`)."""
    seat = params["seat"]
    action = Action.from_key(seat, params["move"])
    kind, p = action.kind, action.params
    if kind == "buy":
        currency, price = MARKET[p[0]]
        paid = {"gold": 1} if len(p) > 1 else {currency: price}
        return ("hs.free.buy.gold" if len(p) > 1 else "hs.free.buy"), {
            "seat": seat, "got": {p[0]: 1}, "paid": paid}
    if kind == "sell":
        currency, price = MARKET[p[0]]
        return "hs.free.sell", {"seat": seat, "sold": {p[0]: 1},
                                "got": {currency: price, "vp": SALE_VP}}
    if kind == "hire":
        return "hs.free.hire", {"seat": seat, "workers": {"worker": 1}}
    if kind == "market":
        return "hs.free.market", {"seat": seat, "gave": {MARKET_EXCHANGES[p[0]]: 1},
                                  "got": {p[0]: 1}}
    if kind == "bank":
        return "hs.free.bank", {"seat": seat, "gave": {"trade": 1}, "got": {"silver": 1}}
    if kind == "debt":
        return "hs.free.debt", {"seat": seat, "debts": {"debt": 1},
                                "got": {"silver": DEBT_SILVER}}
    return "hs.free", params
