"""Homesteaders' moves as a class watches them: for each kind of move, the steps its motion
plays in, in the order the rulebook applies them (`GameUI.motion_steps`)."""
from __future__ import annotations

from collections import Counter

from engine.homesteaders.data import DEBT_REPAY_SILVER, GOLD_AS_SILVER, RAIL_TRACK_VP

PAY, GAIN = ("pay",), ("gain",)
#: a worker: on a building's slot (a piece), or one more in a player's holding
WORKERS = ("ic-worker", "hs-worker", "worker")

MOTION_STEPS: dict[str, tuple[tuple[str, ...], ...]] = {
    # bidding: the bid marker goes to its space; a player who passes moves on the rail
    # track, then takes its bonus; an auction won is paid, then its building is built
    "bid": (("hs-bid", "mark"), PAY),
    "neutral": (("hs-neutral",),),
    "pass": (("hs-rail", "mark"), GAIN, PAY),
    "rail": (GAIN, PAY),
    # building: the cost is paid, the building comes from the supply to the player's area
    # (its card, `hs-bld`), then what building it gives
    "build": (PAY, ("hs-bld",), GAIN),
    # workers: each goes to its slot; income is collected, then wages are paid
    "work": (WORKERS,),
    "done": (GAIN, PAY),
    "take_worker": (PAY, WORKERS),
    # the market, trades and debts: what is given, then what is received
    "buy": (PAY, GAIN),
    "sell": (PAY, GAIN),
    "market": (PAY, GAIN),
    "exchange": (PAY, GAIN),
    "bank": (PAY, GAIN),
    "debt": (GAIN,),
    "repay": (PAY,),
    "hire": (PAY, WORKERS),
    "pay": (PAY,),
}


def flows(entries: list[dict]) -> dict[str, tuple[int, int]]:
    """`GameUI.motion_flows`: what the move's log says each seat received and gave up
    (income and wages, a bonus and a payment, an exchange), for the holdings that did both
    (the end of a turn's silver: income in, wages out)."""
    got: Counter[str] = Counter()
    gave: Counter[str] = Counter()
    for entry in entries:
        p = entry.get("params") or {}
        key = f"hold-{p.get('seat')}-"
        gains, costs = _ins_and_outs(entry["id"], p)
        got.update({key + k: n for k, n in gains.items()})
        gave.update({key + k: n for k, n in costs.items()})
    return {k: (got[k], gave[k]) for k in sorted(got) if got[k] > 0 and gave[k] > 0}


def _ins_and_outs(msg: str, p: dict) -> tuple[dict[str, int], dict[str, int]]:
    """What one log entry says a seat received and gave up, by holding."""
    if msg in ("hs.income", "hs.bank_silver", "hs.bank_debt"):
        return p["gains"], {}
    if msg == "hs.gain":
        return p["gain"], {}
    if msg == "hs.exchange":
        return p["gain"], p["cost"]
    if msg == "hs.paid":
        return {}, {"gold": p["gold"], "silver": max(0, p["amount"] - GOLD_AS_SILVER * p["gold"])}
    if msg == "hs.rail_bonus":
        bonus = p["bonus"]
        return ({"vp": RAIL_TRACK_VP} if bonus == "vp3" else {bonus: 1}), {}
    if msg == "hs.repay":
        return {}, {"debt": 1, **({"gold": 1} if p["gold"] else {"silver": DEBT_REPAY_SILVER})}
    if msg == "hs.worker":
        return {"worker": 1}, {}
    return {}, {}
