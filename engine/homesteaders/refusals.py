"""Why a move is refused: the rule in the way of a key that the legal moves do not offer.

`why(state, action)` is only asked about an action that is not legal for the seat to act
(`Game.why` answers None for a legal one, and the core handles a finished game and a seat
out of turn). It returns ``("hs.<name>", params)`` with JSON-ready params that the page
words in the player's language (``hs.why.<name>``): buildings and goods as their keys,
amounts as ``{good: n}`` dicts. None means the key is meaningless here ("not_legal").
Boards ask this for every choice they draw on every render, so it only reads the state.
"""
from __future__ import annotations

from ..core import Action
from .data import (
    BID_VALUES,
    BUILDINGS,
    DEBT_REPAY_SILVER,
    GOLD_AS_SILVER,
    GOODS,
    MARKET,
    RAIL_TRACK,
    RAIL_TRACK_VP,
    TILES_LIST,
)
from .economy import MARKET_EXCHANGES, gold_buys_any_time, shortfall
from .state import HomesteadersState, Player

Refusal = tuple[str, dict]

#: main moves -> the steps in which they are decisions
STEPS_OF = {
    "work": ("place",), "done": ("place", "endgame"), "pay": ("pay",),
    "neutral": ("neutral",), "bid": ("bid",), "pass": ("bid",), "rail": ("rail",),
    "build": ("build",), "nobuild": ("build",), "take_worker": ("worker",),
    "skip": ("worker", "exchange"), "exchange": ("exchange",), "repay": ("endgame",),
}
#: every refusal code `why` may give (the page has a message ``hs.why.<name>`` for each)
CODES = frozenset({
    "hs.not_now", "hs.repay_only_at_end",
    "hs.not_owned", "hs.slot_taken", "hs.no_idle_worker",
    "hs.short_of_silver", "hs.not_enough_gold", "hs.no_change", "hs.pay_needs_silver",
    "hs.no_auction", "hs.not_a_step", "hs.bid_too_low", "hs.equal_needs_lawyer",
    "hs.rail_beyond_marker",
    "hs.already_built", "hs.not_on_offer", "hs.none_left", "hs.wrong_type",
    "hs.river_port_only", "hs.lacks_goods",
    "hs.gold_tiles_only", "hs.exchange_lacks",
    "hs.no_debt", "hs.repay_costs",
    "hs.needs_trade_token", "hs.owner_only", "hs.price", "hs.gold_when_short",
    "hs.no_gold_to_pay", "hs.gold_for_gold", "hs.nothing_to_sell", "hs.hire_needs_food",
})
#: the auction tiles whose exchange a River Port owner may pay with gold
GOLD_EXCHANGE_TILES = tuple(t.id for t in TILES_LIST
                            if any(b[0] == "exchange" and b[3] for b in t.bonuses))
#: the value each rail-track bonus gives, as an amount the page can word
RAIL_BONUS = {"trade": {"trade": 1}, "rail_line": {"rail_line": 1}, "worker": {"worker": 1},
              "vp3": {"vp": RAIL_TRACK_VP}, **{g: {g: 1} for g in GOODS}}


def why(s: HomesteadersState, action: Action) -> Refusal | None:
    """The rule that refuses `action` now, or None when its key means nothing."""
    p = s.players[action.seat]
    kind = action.kind
    free = _FREE.get(kind)
    if free is not None:
        return free(s, p, action.params)
    steps = STEPS_OF.get(kind)
    if steps is None or not _well_formed(s, kind, action.params):
        return None
    task = s.tasks[-1]
    if task[0] not in steps:
        if kind == "repay":
            return "hs.repay_only_at_end", {"price": {"silver": DEBT_REPAY_SILVER}}
        return "hs.not_now", {"step": "step_" + task[0]}
    check = _MAIN.get(kind)
    return check(s, p, task, action.params) if check else None


# -- which keys mean something ------------------------------------------------------------
def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _well_formed(s: HomesteadersState, kind: str, params: tuple) -> bool:
    """Whether the key names a real thing: a slot that exists, an auction space of the
    board, a printed bid step or any whole bid, a bonus of the track, a building."""
    if kind == "work":
        return (len(params) == 2 and params[0] in BUILDINGS and _is_int(params[1])
                and 0 <= params[1] < len(BUILDINGS[params[0]].slots))
    if kind == "pay":
        return len(params) == 1 and _is_int(params[0]) and params[0] >= 0
    if kind == "neutral":
        return len(params) == 1 and _is_int(params[0]) and 1 <= params[0] <= 3
    if kind == "bid":
        return (len(params) == 2 and _is_int(params[0]) and 1 <= params[0] <= 3
                and _is_int(params[1]) and 0 < params[1] <= BID_VALUES[-1])
    if kind == "rail":
        return len(params) == 1 and params[0] in RAIL_BONUS
    if kind == "build":
        return _build_params_ok(params)
    if kind in ("exchange", "repay"):
        return params in ((), ("gold",))
    return not params


def _build_params_ok(params: tuple) -> bool:
    if not params or params[0] not in BUILDINGS or params[0] == "homestead":
        return False
    if len(params) == 1:
        return True
    cost = BUILDINGS[params[0]].cost
    return (len(params) == 3 and all(_is_int(x) for x in params[1:])
            and 0 <= params[1] <= cost.get("copper", 0)
            and 0 <= params[2] <= cost.get("livestock", 0) and params[1] + params[2] > 0)


# -- the main decisions ------------------------------------------------------------------
def _work(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    key, i = params
    if not p.owns(key):
        return "hs.not_owned", {"building": key}
    if p.placed.get((key, i), 0) >= BUILDINGS[key].slots[i][0]:
        return "hs.slot_taken", {"building": key}
    if p.idle_workers() == 0:
        return "hs.no_idle_worker", {"workers": p.workers}
    return None


def _pay(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    amount, gold = task[2], params[0]
    short = shortfall(p, amount)
    if short:
        return "hs.short_of_silver", {"amount": amount, "short": short}
    if gold > p.h["gold"]:
        return "hs.not_enough_gold", {"gold": p.h["gold"]}
    most = -(-amount // GOLD_AS_SILVER)
    if gold > most:
        return "hs.no_change", {"amount": amount, "most": most}
    need = max(0, amount - GOLD_AS_SILVER * gold)
    return "hs.pay_needs_silver", {"amount": amount, "gold": gold, "need": need,
                                   "have": p.h["silver"]}


def _neutral(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    return "hs.no_auction", {"auction": params[0], "auctions": len(s.tiles)}


def _bid(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    auction, value = params
    if auction > len(s.bids):
        return "hs.no_auction", {"auction": auction, "auctions": len(s.tiles)}
    if value not in BID_VALUES:
        return "hs.not_a_step", {"value": value, "steps": list(BID_VALUES)}
    high = s.bids[auction - 1]
    if high is None:  # every printed step is open on an empty auction
        return None
    if value == high[1] and not p.owns("lawyer"):
        return "hs.equal_needs_lawyer", {"auction": auction, "value": value,
                                         "building": "lawyer"}
    return "hs.bid_too_low", {"auction": auction, "high": high[1]}


def _rail(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    space = next(i for i, bonuses in enumerate(RAIL_TRACK, 1) if params[0] in bonuses)
    return "hs.rail_beyond_marker", {"bonus": RAIL_BONUS[params[0]], "space": space,
                                     "marker": p.rail_pos}


def _build(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    key = params[0]
    b = BUILDINGS[key]
    if p.owns(key):
        return "hs.already_built", {"building": key}
    if key not in s.offer:
        if b.stage in s.stages:
            return "hs.none_left", {"building": key}
        return "hs.not_on_offer", {"building": key, "stage": b.stage}
    if b.type not in task[2]:
        return "hs.wrong_type", {"building": key, "type": b.type, "allowed": list(task[2])}
    pay = dict(b.cost)
    if len(params) > 1:
        if not p.owns("river_port"):
            return "hs.river_port_only", {"building": "river_port"}
        pay["copper"] = pay.get("copper", 0) - params[1]
        pay["livestock"] = pay.get("livestock", 0) - params[2]
        pay["gold"] = pay.get("gold", 0) + params[1] + params[2]
    missing = {g: n - p.h[g] for g, n in pay.items() if p.h[g] < n}
    return "hs.lacks_goods", {"building": key, "missing": missing}


def _exchange(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    cost, river_port_ok = task[2], task[4]
    if params:
        if not river_port_ok:
            return "hs.gold_tiles_only", {"tiles": list(GOLD_EXCHANGE_TILES),
                                          "building": "river_port"}
        if not p.owns("river_port"):
            return "hs.river_port_only", {"building": "river_port"}
        cost = {"gold": 1}
    missing = {g: n - p.h[g] for g, n in cost.items() if p.h[g] < n}
    return "hs.exchange_lacks", {"missing": missing}


def _repay(s: HomesteadersState, p: Player, task: tuple, params: tuple) -> Refusal | None:
    if p.h["debt"] < 1:
        return "hs.no_debt", {}
    if params:
        return "hs.repay_costs", {"missing": {"gold": 1}}
    return "hs.repay_costs", {"missing": {"silver": DEBT_REPAY_SILVER - p.h["silver"]}}


_MAIN = {"work": _work, "pay": _pay, "neutral": _neutral, "bid": _bid, "rail": _rail,
         "build": _build, "exchange": _exchange, "repay": _repay}


# -- the free moves (trades, debt): any decision of the seat to act -------------------------
def _trade_token(p: Player) -> Refusal | None:
    return None if p.h["trade"] >= 1 else ("hs.needs_trade_token", {})


def _buy(s: HomesteadersState, p: Player, params: tuple) -> Refusal | None:
    if not params or params[0] not in GOODS:
        return None
    good = params[0]
    currency, price = MARKET[good]
    if len(params) > 1:
        if params[1:] != ("gold",) or currency != "silver":
            return None
        if good == "gold":
            return "hs.gold_for_gold", {}
    lacking = _trade_token(p)
    if lacking:
        return lacking
    if len(params) == 1:
        return "hs.price", {"good": good, "price": {currency: price}}
    if p.h["gold"] < 1:
        return "hs.no_gold_to_pay", {"good": good}
    if not gold_buys_any_time(s):
        return "hs.gold_when_short", {"good": good, "price": {currency: price}}
    return None


def _sell(s: HomesteadersState, p: Player, params: tuple) -> Refusal | None:
    if len(params) != 1 or params[0] not in GOODS:
        return None
    return _trade_token(p) or ("hs.nothing_to_sell", {"good": params[0]})


def _hire(s: HomesteadersState, p: Player, params: tuple) -> Refusal | None:
    if params:
        return None
    return _trade_token(p) or ("hs.hire_needs_food", {})


def _market(s: HomesteadersState, p: Player, params: tuple) -> Refusal | None:
    if len(params) != 1 or params[0] not in MARKET_EXCHANGES:
        return None
    if not p.owns("market"):
        return "hs.owner_only", {"building": "market"}
    return _trade_token(p) or ("hs.exchange_lacks", {
        "missing": {MARKET_EXCHANGES[params[0]]: 1}})


def _bank(s: HomesteadersState, p: Player, params: tuple) -> Refusal | None:
    if params:
        return None
    if not p.owns("bank"):
        return "hs.owner_only", {"building": "bank"}
    return _trade_token(p)


_FREE = {"buy": _buy, "sell": _sell, "hire": _hire, "market": _market, "bank": _bank,
         "debt": lambda s, p, params: None}
