"""Homesteaders' moves as a class watches them: for each kind of move, the steps its motion
plays in, in the order the rulebook applies them (`GameUI.motion_steps`)."""
from __future__ import annotations

PAY, GAIN = ("pay",), ("gain",)
WORKERS = ("ic-worker", "hs-worker")

MOTION_STEPS: dict[str, tuple[tuple[str, ...], ...]] = {
    # bidding: the bid marker goes to its space; a player who passes moves on the rail
    # track, then takes its bonus; an auction won is paid, then its building is built
    "bid": (("hs-bid", "mark"), PAY),
    "neutral": (("hs-bid", "mark"),),
    "pass": (("hs-rail", "mark"), GAIN, PAY),
    "rail": (GAIN, PAY),
    "build": (PAY, ("land", "piece"), GAIN),
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
