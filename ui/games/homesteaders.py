"""Homesteaders on screen: readable move labels, log variants and the board.

Everything shown comes from `view()`, the legal actions and the log; the printed
component values (building costs, market prices) come from the engine's data module, which
is where the game keeps them. Nothing here decides what is legal.
"""
from __future__ import annotations

from typing import Any

from engine import Action
from engine.homesteaders import data as hs
from engine.homesteaders.data import (
    BUILDINGS,
    DEBT_REPAY_SILVER,
    DEBT_SILVER,
    GOLD_AS_SILVER,
    HOLDINGS,
    MARKET,
    ROUNDS,
    SALE_VP,
)
from engine.homesteaders.economy import MARKET_EXCHANGES

from ..art import icon
from ..html import Markup, el
from . import hs_auction, hs_fold, hs_town
from .base import Ctx, GameUI
from .hs_cards import build_cost
from .hs_icons import ART, defs
from .hs_market import market
from .hs_motion import MOTION_STEPS, flows
from .seat_fold import front_seat


class HomesteadersUI(GameUI):
    prefix = "hs"
    #: its guide entries' sections
    guide_sections = {
        "place": "workers", "pay": "money", "neutral": "two-players", "bid": "bidding",
        "rail": "railroad", "build": "building", "worker": "tile-bonuses",
        "exchange": "tile-bonuses", "endgame": "end",
    }
    #: the values its guide texts name
    guide_values = {"bids": ", ".join(map(str, hs.BID_VALUES)), "gold": hs.GOLD_AS_SILVER,
                    "debt": hs.DEBT_SILVER, "repay": hs.DEBT_REPAY_SILVER,
                    "rail_vp": hs.RAIL_TRACK_VP}
    resources = HOLDINGS
    closing = frozenset({"done", "pass", "nobuild", "skip"})
    motion_steps = MOTION_STEPS
    motion_flows = staticmethod(flows)
    #: market moves in a row add up: "buys 6 gold for 24 silver"
    log_sums = {"hs.free.buy": ("got", "paid"), "hs.free.buy.gold": ("got", "paid"),
                "hs.free.sell": ("sold", "got"), "hs.free.hire": ("workers",),
                "hs.free.market": ("gave", "got"), "hs.free.bank": ("gave", "got"),
                "hs.free.debt": ("debts", "got")}

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        #: (language, what, ...) -> its drawing, for what never changes (`hs_cards.memo`)
        self.printed: dict[tuple, Any] = {}

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
    def icon(self, ctx: Ctx, key: str) -> Markup | None:
        """A holding in the log: drawn whole (the log lies outside the board's sheet of
        symbols, and the end screen shows it without the board)."""
        return icon(ART[key], self.name(ctx, key), 1.0) if key in HOLDINGS else None

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
        text = self.progress_text(ctx, max(1, v["round"]))
        return f"{text} · {ctx.tr('hs.phase.' + v['phase'])}"

    def progress_total(self, view: dict) -> int | None:
        return ROUNDS

    def progress_text(self, ctx: Ctx, n: int) -> str:
        """Rounds 1 to 10; after them, the final income and scoring."""
        return ctx.tr("hs.status.final") if n > ROUNDS else super().progress_text(ctx, n)

    # -- board ----------------------------------------------------------------------------
    def board(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        """The table as the physical game lays it out: the auction board (round track,
        auctions, rail track, tiles to come) with the area of the player in front of it
        (the person choosing, their buildings as whole cards), and beside them the market, the
        building supply and the other players' areas (their buildings as chips, the whole
        card in each one's tip). On a narrow board the parts stand one under the other:
        the auction board, the players' areas, the market and the supply (on a phone the
        others' areas, the market and the supply folded to a line each while the decision
        asks nothing there, `hs_fold`)."""
        seats = sorted(ctx.view["seats"], key=lambda s: s["seat"] != ctx.view.get("seat"))
        front = front_seat(ctx)
        trades, stock = market(self, ctx, marks), hs_town.supply(self, ctx)
        return el("section", self.board_attributes(ctx, "hs"),
                  defs(),
                  el("div", {"class": "hs-table"},
                     el("div", {"class": "hs-col hs-col-main"},
                        hs_auction.board(self, ctx, marks),
                        el("div", {"class": "hs-seats hs-seats-front"},
                           [hs_town.seat_area(self, ctx, marks, s, True)
                            for s in seats if s["seat"] == front])),
                     el("div", {"class": "hs-col hs-col-side"},
                        hs_fold.market_fold(self, ctx, trades), trades,
                        hs_fold.supply_fold(self, ctx, stock), stock,
                        el("div", {"class": "hs-seats hs-seats-others"},
                           [(hs_fold.fold(self, ctx, marks, s),
                             hs_town.seat_area(self, ctx, marks, s, False))
                            for s in seats if s["seat"] != front]))))

    def bonus(self, ctx: Ctx, bonus: list) -> str:
        kind = bonus[0]
        if kind == "gain":
            return ctx.tr("hs.bonus.gain", gain=self.amounts(ctx, bonus[1]))
        if kind == "exchange":
            return ctx.tr("hs.bonus.exchange", cost=self.amounts(ctx, bonus[1]),
                          gain=self.amounts(ctx, bonus[2]))
        return ctx.tr(f"hs.bonus.{kind}")

    def building_text(self, ctx: Ctx, key: str) -> list[str]:
        """A building's printed values as short lines: cost, VP, income, slots, effects,
        end bonus and its own power."""
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
        if tr.has(f"hs.power.{key}"):
            lines.append(tr(f"hs.power.{key}"))
        return lines


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

