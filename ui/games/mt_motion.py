"""Montana's moves as a class watches them: for each kind of move, the steps its motion plays
in, in the order the rulebook applies them (`GameUI.motion_steps`)."""
from __future__ import annotations

from collections import Counter

from engine.montana.data import TOWN_GOODS, TOWN_REWARDS, TOWN_ROWS, UPGRADES

PAY, GAIN = ("pay",), ("gain",)
WHEEL, WORKERS = ("wheel",), ("worker",)

MOTION_STEPS: dict[str, tuple[tuple[str, ...], ...]] = {
    # Action A, Recruter: the arrow spins, then its 2 workers come from the supply; paying
    # wheat advances the arrow (a wheat per space), then 2 more workers come
    "recruit": (WHEEL, WORKERS),
    # a worker of free choice: when the wheel turns in the same move, it is the next spin
    # (the set-up's second, or the next player's), whose pair follows it (set-up step 9)
    "take": (WHEEL, WORKERS),
    "advance": (PAY, WHEEL, WORKERS),
    # more than 8 workers: the extra ones go back to the supply
    "release": (WORKERS,),
    # Action B, Récolter: the workers go to the space, its price is paid, then its coins
    # or goods are received (the small box the same way)
    "send": (WORKERS, PAY, GAIN),
    "small": (WORKERS, PAY, GAIN),
    # the town: the active player takes a squash, then places a representative; the
    # reward is paid in squash, then received
    "town": (GAIN, ("mark",)),
    "reward": (PAY, GAIN),
    # Action C, Construire: the goods are discarded, then the camp is placed, then the
    # region's cow and the lake's canteen are taken
    "build": (PAY, ("land",), GAIN),
    # builds given up are paid a coin each
    "stop": (GAIN,),
    "canteen": (PAY,),
    # cattle trade: the cow goes back, then its good, coins or worker come
    "cow": (PAY, ("gain", "worker")),
}


def flows(entries: list[dict]) -> dict[str, tuple[int, int]]:
    """`GameUI.motion_flows`: when the supply runs short of a good, every player in turn
    gives one back before it is taken, the taker too (rulebook, "Ouvriers et ressources
    limités"): the taker's holding and the supply's both give and receive in the same move,
    shown in that order, not only the difference."""
    got: Counter[str] = Counter()
    gave: Counter[str] = Counter()
    goods: set[str] = set()
    for entry in entries:
        p = entry.get("params") or {}
        for kind, n in _taken(entry["id"], p).items():
            got[f"hold-{p['seat']}-{kind}"] += n
            gave[f"mt-supply-{kind}"] += n
            goods.add(kind)
    # a give-back names a good or a worker's colour alike ("wheat"): a good's is followed
    # by its take in the same move
    for entry in entries:
        p = entry.get("params") or {}
        if entry["id"] == "mt.give_back" and p["kind"] in goods:
            for seat in p["seats"]:
                gave[f"hold-{seat}-{p['kind']}"] += 1
                got[f"mt-supply-{p['kind']}"] += 1
    return {k: (got[k], gave[k]) for k in sorted(got) if got[k] > 0 and gave[k] > 0}


def _taken(msg: str, p: dict) -> dict[str, int]:
    """The goods one log entry says a seat took from the supply."""
    if msg == "mt.harvest":
        return {p["good"]: p["count"]}
    if msg == "mt.town_reward":
        name = TOWN_ROWS[p["row"]]
        if TOWN_REWARDS[name][1]:
            return {g: k for g, k in zip(TOWN_GOODS, p["choice"], strict=True) if k}
        return {large: k for (_, large), k in zip(UPGRADES.values(), p["choice"], strict=False)
                if k}
    return {}
