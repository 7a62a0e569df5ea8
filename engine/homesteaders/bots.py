"""Homesteaders computer opponents: `easy` here, `medium` in `medium.py`.

Both follow the bot contract ``bot(state, seat, rng, budget_ms) -> Action``: they pick only
among ``game.legal_actions(state, seat)``, draw every random number from `rng`, and read the
state only for their own holdings and the public table (round, tiles on auction, buildings on
offer, their own pending step). They need nothing about the other seats, so the
``hidden_resources`` screens change nothing for them. A move takes well under a millisecond
on average (see ``bench/homesteaders_bots.py``), so they never need their time budget.

- `easy` is a weighted random player with guards: it bids only what it can pay on tiles it
  can use, builds when it can, pays with the least gold, takes debt only to pay what it must,
  repays at the end, and uses the market only to complete a payment or a building and to
  sell its leftover goods for points at the end.
- `medium` (`medium.py`) values everything in silver equivalents (`valuation.py`) on
  models of its own player that the helpers here build: what it can pay, buy and exchange.
"""
from __future__ import annotations

from ..core import Action, Game, Rng
from ..core.arena import weighted_choice
from ..core.game import Bot
from .data import (
    BUILDINGS,
    GOLD_AS_SILVER,
    GOODS,
    MARKET,
    ROUNDS,
    TILES,
)
from .state import HomesteadersState, Player
from .valuation import (
    slots,
)


# -- what a player can pay and how to complete a cost ------------------------------------
def pay_model(p: Player, amount: int) -> bool:
    """Pay `amount` silver on the model `p` the way the bots do (least gold); False if short."""
    h = p.h
    gold = max(0, -(-(amount - h["silver"]) // GOLD_AS_SILVER))
    if gold > h["gold"]:
        return False
    h["gold"] -= gold
    h["silver"] -= max(0, amount - GOLD_AS_SILVER * gold)
    return True


#: purchase order: the gold-priced goods first, so gold bought with silver comes after
_BUY_ORDER = ("copper", "livestock", "gold", "steel", "food", "wood")


def purchases(p: Player, key: str) -> list[tuple] | None:
    """Market purchases that complete building `key`'s cost, as buy-action params.

    Simulated on a copy of the holdings with the market's rules (one trade token each,
    gold pays a silver price only without change, a River Port owner's gold stands in for
    copper and livestock); None when the cost cannot be completed.
    """
    cost = BUILDINGS[key].cost
    h = dict(p.h)
    swap = p.owns("river_port")
    out: list[tuple] = []
    for g in _BUY_ORDER:
        need = cost.get(g, 0)
        while h[g] < need:
            spare_gold = h["gold"] - cost.get("gold", 0)
            if swap and g in ("copper", "livestock") and spare_gold >= 1:
                h["gold"] -= 1  # the build variant pays gold for it
                h[g] += 1
                continue
            if h["trade"] < 1:
                return None
            currency, price = MARKET[g]
            if h[currency] >= price:
                h[currency] -= price
                out.append((g,))
            elif currency == "silver" and g != "gold" and spare_gold >= 1:
                h["gold"] -= 1
                out.append((g, "gold"))
            else:
                return None
            h["trade"] -= 1
            h[g] += 1
    return out


def buy_on_model(p: Player, params: tuple) -> None:
    h = p.h
    g = params[0]
    currency, price = MARKET[g]
    if len(params) > 1:
        h["gold"] -= 1
    else:
        h[currency] -= price
    h["trade"] -= 1
    h[g] += 1


def _raisable(p: Player) -> int:
    """Silver `p` could raise by selling goods at the market (one trade token each)."""
    prices = []
    for g in GOODS:
        if g == "gold":  # already counted as 5 silver: selling it gives only 4
            continue
        currency, price = MARKET[g]
        each = GOLD_AS_SILVER if currency == "gold" else price
        if p.owns("general_store"):
            each += 1
        prices += [each] * p.h[g]
    prices.sort(reverse=True)
    return sum(prices[: p.h["trade"]])


def can_pay(p: Player) -> int:
    """The most silver `p` can pay without debt: silver, gold at 5, goods sold at market."""
    return p.h["silver"] + GOLD_AS_SILVER * p.h["gold"] + _raisable(p)


def phases_after_bids(s: HomesteadersState) -> int:
    """Income phases still to come once this round's income is in (the final one too)."""
    return max(0, ROUNDS + 1 - s.round)


def phases_from_placement(s: HomesteadersState) -> int:
    """Income phases from this round's on (the final one included), while workers are
    being placed; in the final round only its own income phase is left."""
    return ROUNDS + 2 - s.round


def offered(s: HomesteadersState, p: Player, types: tuple) -> list[str]:
    return [k for k in s.offer if BUILDINGS[k].type in types and not p.owns(k)]


def legal_by_key(legal: list[Action]) -> dict[str, Action]:
    return {a.key: a for a in legal}


def shortfall_move(legal: list[Action], p: Player, prefer_sale: bool) -> Action:
    """Raise silver for a payment that cannot be made: sell a cheap good, else take debt."""
    if prefer_sale:
        for g in ("food", "steel", "wood", "copper", "livestock"):
            for a in legal:
                if a.kind == "sell" and a.params[0] == g:
                    return a
    return next(a for a in legal if a.kind == "debt")


def _least_gold_payment(legal: list[Action]) -> Action | None:
    pays = [a for a in legal if a.kind == "pay"]
    return min(pays, key=lambda a: a.params[0]) if pays else None


#: moves that are always safe when a plan does not match the legal list
_SAFE_KINDS = ("done", "pass", "nobuild", "skip")


def as_legal(legal: list[Action], wanted: Action) -> Action:
    """The legal action with `wanted`'s key, else `_fallback`: the bots never return a
    move the engine did not offer, even if their own bookkeeping went wrong."""
    for a in legal:
        if a.key == wanted.key:
            return a
    return _fallback(legal)


def _fallback(legal: list[Action]) -> Action:
    """A move that cannot hurt much: stop, pass, decline; else the first offered."""
    main = [a for a in legal if not a.free]
    for kind in _SAFE_KINDS:
        for a in main:
            if a.kind == kind:
                return a
    if main:
        return main[0]
    return next(a for a in legal if a.kind == "debt")  # a payment it cannot make yet


# -- easy ------------------------------------------------------------------------------
#: rail bonus weights for the easy player
_EASY_RAIL = {"vp3": 5, "worker": 3, "trade": 2, "rail_line": 2, "gold": 2, "copper": 2,
              "livestock": 2, "steel": 1, "food": 1, "wood": 1}


def _usable_tile(s: HomesteadersState, p: Player, tile_id: int, price: int) -> bool:
    """Whether winning `tile_id` at `price` would let `p` build something (or use a bonus)."""
    tile = TILES[tile_id]
    if not tile.build_types:
        return True
    m = p.copy()
    if not pay_model(m, price):
        return False
    return any(purchases(m, k) is not None for k in offered(s, p, tile.build_types))


def _easy_move(state: HomesteadersState, seat: int, rng: Rng, legal: list[Action]) -> Action:
    """One easy decision: random, but weighted towards what pays and guarded (module text)."""
    main = [a for a in legal if not a.free]
    step = state.tasks[-1][0]
    p = state.players[seat]
    if step == "place":
        singles, pairs = slots(p, free_only=True)
        idle = p.idle_workers()
        half_done = [u for u in singles if BUILDINGS[u[1]].slots[u[2]][0] > 1]
        usable = half_done or singles + (pairs if idle >= 2 else [])
        if idle and usable:
            choice = weighted_choice(rng, usable, [v for v, _, _ in usable])
            return Action(seat, "work", choice[1], choice[2])
        return Action(seat, "done")
    if step == "pay":
        return _least_gold_payment(legal) or shortfall_move(legal, p, prefer_sale=True)
    if step == "bid":
        limit = can_pay(p) - 1
        bids = [a for a in main if a.kind == "bid" and a.params[1] <= limit
                and _usable_tile(state, p, state.tiles[a.params[0] - 1], a.params[1])]
        if not bids or rng.random() < 0.1:
            return Action(seat, "pass")
        lowest: dict[int, int] = {}
        for a in bids:
            lowest.setdefault(a.params[0], a.params[1])
        bids = [a for a in bids if a.params[1] <= lowest[a.params[0]] + 2]
        weights = [3.0 if a.params[1] == lowest[a.params[0]] else 1.0 for a in bids]
        return weighted_choice(rng, bids, weights)
    if step == "build":
        builds = [a for a in main if a.kind == "build"]
        if builds:
            return weighted_choice(rng, builds, [1 + BUILDINGS[a.params[0]].vp for a in builds])
        plans = [(len(plan), k, plan) for k in offered(state, p, state.tasks[-1][2])
                 if (plan := purchases(p, k))]
        if plans:
            return Action(seat, "buy", *min(plans)[2][0])
        return Action(seat, "nobuild")
    if step == "rail":
        return weighted_choice(rng, main, [_EASY_RAIL[a.params[0]] for a in main])
    if step == "worker":
        singles, _ = slots(p)
        take = len(singles) > p.workers and rng.random() < 0.8
        return Action(seat, "take_worker" if take else "skip")
    if step == "exchange":  # every tile exchange gains more than it costs
        return next((a for a in main if a.kind == "exchange"), Action(seat, "skip"))
    if step == "endgame":
        return _easy_endgame(legal, p)
    return rng.choice(main)  # the 2-player neutral bid: any auction


def make_easy_bot(game: Game) -> Bot:
    """A weighted random player that never does anything absurd (see the module text)."""

    def easy(state: HomesteadersState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        return as_legal(legal, _easy_move(state, seat, rng, legal))

    return easy


def _easy_endgame(legal: list[Action], p: Player) -> Action:
    """Sell wood, food and steel for VP, repay what it can, then stop."""
    for g in ("wood", "food", "steel"):
        for a in legal:
            if a.kind == "sell" and a.params[0] == g:
                return a
    for a in legal:
        if a.kind == "repay" and (not a.params or p.h["debt"] >= 3):
            return a
    return next(a for a in legal if a.kind == "done")
