"""Why a tempting move is not allowed: the sentences behind `IllegalAction`."""
from __future__ import annotations

from ..core import Action
from . import economy as eco
from .data import BID_VALUES, BUILDINGS, GOLD_AS_SILVER
from .state import NEUTRAL, HomesteadersState

STEP_NAMES = {
    "place": "placing workers", "pay": "paying", "neutral": "placing the neutral bid",
    "bid": "bidding", "rail": "choosing a rail-track bonus", "build": "building",
    "worker": "accepting or declining a worker", "exchange": "using the tile's exchange",
    "endgame": "the final actions",
}


def explain(s: HomesteadersState, action: Action) -> str | None:
    p = s.players[action.seat]
    step = s.tasks[-1][0]
    kind, params = action.kind, action.params
    if kind in eco.FREE_KINDS:
        return eco.explain_free(p, action)
    if kind == "bid" and step == "bid" and len(params) == 2:
        auction, value = params
        if not isinstance(auction, int) or not 1 <= auction <= len(s.bids):
            return f"there is no auction {auction}"
        if value not in BID_VALUES:
            return f"bids are made on the steps {', '.join(map(str, BID_VALUES))}"
        high = s.bids[auction - 1]
        if high is not None:
            who = "the neutral token" if high[0] == NEUTRAL else f"seat {high[0]}"
            if value == high[1]:
                return f"only the Lawyer's owner may equal a bid ({who} bid {high[1]})"
            return f"a bid on auction {auction} must be higher than {high[1]} ({who})"
    if kind == "neutral" and step == "neutral" and params:
        return f"there is no auction {params[0]}"
    if kind == "build" and step == "build" and params:
        key = params[0]
        if key not in BUILDINGS or key == "homestead":
            return f"there is no building {key!r}"
        if p.owns(key):
            return "nobody may build the same building twice"
        if key not in s.offer:
            return f"the {key} is not on offer now"
        allowed = s.tasks[-1][2]
        if BUILDINGS[key].type not in allowed:
            return f"this auction allows only {' or '.join(allowed)} buildings"
        lack = eco.missing_for(p, key)
        if lack:
            return "you lack " + ", ".join(f"{n} {g}" for g, n in lack.items())
    if kind == "pay" and step == "pay":
        amount = s.tasks[-1][2]
        short = eco.shortfall(p, amount)
        if short:
            return (f"you are {short} silver short: take debt or sell at the market first")
        if len(params) == 1 and isinstance(params[0], int) and params[0] >= 0:
            gold = params[0]
            if gold > p.h["gold"]:
                return f"you have only {p.h['gold']} gold"
            most = -(-amount // GOLD_AS_SILVER)
            if gold > most:
                return f"gold gives no change: at most {most} gold pays {amount}"
            need = max(0, amount - GOLD_AS_SILVER * gold)
            with_gold = f"{gold} gold" if gold else "no gold"
            return (f"paying {amount} with {with_gold} needs {need} silver; "
                    f"you have {p.h['silver']}")
    if kind == "work" and step == "place":
        if p.idle_workers() == 0:
            return "all your workers are placed"
        return "that slot is not free or not yours"
    if kind == "exchange" and step == "exchange":
        tile_cost = s.tasks[-1][2]
        if params and not (s.tasks[-1][4] and p.owns("river_port")):
            return "only a River Port owner may pay gold here, and only on tiles 9 and 10"
        if params:
            return "you have no gold"
        return "you lack " + ", ".join(f"{n} {g}" for g, n in tile_cost.items())
    if kind in ("bid", "build", "pay", "work", "neutral", "rail", "exchange", "repay"):
        return f"{action.key!r} is not possible while {STEP_NAMES.get(step, step)}"
    return None

