"""Why a tempting move is not allowed: the sentences behind `IllegalAction`.

`explain` is asked only about moves that `legal_actions` did not offer, by the seat to act;
it reads the reason off the state and never decides legality itself. A key that names no
Montana move (unknown kind, wrong parameters, a region off the map) gets None: the generic
sentence.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core import Action
from .data import (
    AREAS,
    BANK,
    BUILDS_PER_TURN,
    COLOURS,
    COW_TRADE_COINS,
    COW_TRADE_GOODS,
    GOODS,
    MAX_WORKERS,
    TOWN_COLUMN_COSTS,
    TOWN_REWARDS,
    TOWN_ROWS,
    UPGRADES,
    WHEEL_MAX_STEPS,
    Hex,
)
from .rules import hex_key, parse_hex, squash_after_free
from .state import MontanaState, Player

MAIN_KINDS = frozenset({"recruit", "bank", "harvest", "town", "build"})
#: the move kinds each decision offers, and what the player must do there
STEP_KINDS = {
    "start_region": {"start"}, "turn": MAIN_KINDS, "choose_worker": {"take"},
    "advance": {"advance", "noadvance"}, "release": {"release"}, "send": {"send"},
    "small": {"small", "nosmall"}, "town_place": {"town", "pass"}, "town_reward": {"reward"},
    "build_more": {"build", "stop"}, "canteen": {"canteen", "endturn"},
}
WANTS = {
    "start_region": "choose the region for the start tile",
    "turn": "choose your action: recruit, harvest or build",
    "choose_worker": "choose the colour of a free-choice worker",
    "advance": "pay wheat to advance the wheel or decline",
    "release": f"choose which workers to send back (a player holds at most {MAX_WORKERS})",
    "send": "choose which workers to send",
    "small": "choose whether to use the small box",
    "town_place": "place your representative in the town or pass",
    "town_reward": "choose your town reward",
    "build_more": "build again or stop building",
    "canteen": "spend a canteen for an extra turn or end your turn",
}
GOOD_NAMES = {"wheat": "wheat", "squash": "squash", "copper_small": "small copper",
              "copper_large": "large copper", "stone_small": "small stone",
              "stone_large": "large stone"}
#: each piece's other size: small and large pieces are never interchangeable
OTHER_SIZE = {a: b for small, large in UPGRADES.values()
              for a, b in ((small, large), (large, small))}
Explainer = Callable[[MontanaState, Player, tuple, tuple], str | None]


def explain(s: MontanaState, action: Action) -> str | None:
    """Why `action`, by the seat to act, is not allowed now (None: no better reason)."""
    kind, params = action.kind, action.params
    shape = SHAPES.get(kind)
    if shape is None or not shape(s, params):
        return None
    task = s.tasks[-1]
    p = s.players[action.seat]
    if kind == "cow":
        return _cow(s, p, action.seat, params)
    if kind == "canteen":
        return _canteen(p, task[0])
    if kind in STEP_KINDS[task[0]]:
        reason = IN_STEP.get(kind)
        return reason(s, p, task, params) if reason else None
    return _wrong_step(s, action.seat, task[0], kind)


# -- the shape of each kind's parameters ---------------------------------------------------
def _natural(x: object) -> bool:
    return type(x) is int and x >= 0


def _index(x: object, n: int) -> bool:
    return _natural(x) and x < n


def _region(s: MontanaState, text: object) -> Hex | None:
    """The region a key names, or None when it names none on the map."""
    try:
        h = parse_hex(text)
    except ValueError:
        return None
    return h if h in s.regions else None


def _workers(text: object) -> tuple[str, ...]:
    return tuple(text.split("+")) if isinstance(text, str) else ()


def _one(ps: tuple, allowed: tuple[str, ...]) -> bool:
    return len(ps) == 1 and ps[0] in allowed


SHAPES: dict[str, Callable[[MontanaState, tuple], bool]] = {
    **dict.fromkeys(("recruit", "noadvance", "small", "nosmall", "pass", "stop", "canteen",
                     "endturn"), lambda s, ps: not ps),
    **dict.fromkeys(("start", "build"),
                    lambda s, ps: len(ps) == 1 and _region(s, ps[0]) is not None),
    **dict.fromkeys(("take", "release"), lambda s, ps: _one(ps, COLOURS)),
    "bank": lambda s, ps: len(ps) == 1 and _index(ps[0], len(BANK)),
    "harvest": lambda s, ps: (len(ps) == 2 and ps[0] in AREAS
                              and _index(ps[1], len(AREAS[ps[0]][2]))),
    "town": lambda s, ps: (len(ps) == 2 and _index(ps[0], len(TOWN_ROWS))
                           and _index(ps[1], len(TOWN_COLUMN_COSTS))),
    "advance": lambda s, ps: len(ps) == 1 and type(ps[0]) is int and ps[0] >= 1,
    "send": lambda s, ps: len(ps) == 1 and all(c in COLOURS for c in _workers(ps[0])),
    "reward": lambda s, ps: len(ps) in (2, 3) and all(map(_natural, ps)),
    "cow": lambda s, ps: (_one(ps, (*GOODS, "coins"))
                          or (len(ps) == 2 and ps[0] == "worker" and ps[1] in COLOURS)),
}


# -- words ----------------------------------------------------------------------------------
def _count(n: int, thing: str) -> str:
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def _goods(goods: dict[str, int]) -> str:
    return ", ".join(f"{goods[g]} {GOOD_NAMES[g]}" for g in GOODS if g in goods)


def _area(area: str) -> str:
    return "the " + area.replace("_", " ")


def _row(row: int) -> str:
    return "the " + TOWN_ROWS[row].replace("_", " ") + " row"


def _bank_space(index: int) -> str:
    return f"the {BANK[index][1]}-coin bank space"


# -- a step's own moves ------------------------------------------------------------------------
def _start(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    if s.regions[_region(s, ps[0])].kind != "land":
        return "the start tile goes on a land region, not on a mountain or a lake"
    return None


def _bank(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    index = ps[0]
    need = BANK[index][0]
    if s.bank[index]:
        return f"{_bank_space(index)} is taken until every bank space is full"
    if p.worker_count() < need:
        return (f"{_bank_space(index)} takes exactly {_count(need, 'worker')}; "
                f"you have {p.worker_count()}")
    return None


def _harvest(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    area, index = ps
    _, colour, spaces = AREAS[area]
    cost = spaces[index].coins
    name = f"{_area(area)}'s {cost}-coin space"
    if s.areas[area][index][0]:
        return f"{name} is taken: a space is free only while its large box is empty"
    if p.coins < cost:
        return f"{name} costs {cost} coins; you have {p.coins}"
    if p.worker_count() == 0:
        return "you have no worker to send"
    if p.worker_count() == 1 and not p.workers[colour]:
        return _box_rule(area, (next(c for c in COLOURS if p.workers[c]),))
    return None


def _box_rule(area: str, workers: tuple[str, ...]) -> str | None:
    """A harvest box takes 1 worker of the area's colour or 2 of any colours."""
    colour = AREAS[area][1]
    if len(workers) == 1 and workers[0] != colour:
        return (f"a lone worker in {_area(area)} must be a {colour} worker, "
                f"not {workers[0]}; otherwise send 2 workers of any colour")
    if len(workers) > 2:
        return (f"a box in {_area(area)} takes 1 {colour} worker or 2 workers of any "
                f"colour, not {len(workers)}")
    return None


def _send(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    workers = _workers(ps[0])
    short = next((c for c in COLOURS if workers.count(c) > p.workers[c]), None)
    if short:
        return f"you have {_count(p.workers[short], short + ' worker')} to send"
    if task[2] != "bank":
        return _box_rule(task[2], workers)
    need = BANK[task[3]][0]
    if len(workers) != need:
        return f"{_bank_space(task[3])} takes exactly {_count(need, 'worker')}, not {len(workers)}"
    return None


def _small(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    colour = AREAS[task[2]][1]
    if p.worker_count() < 2 and not p.workers[colour]:
        return (f"the small box takes 1 {colour} worker or 2 workers of any colour; "
                f"you have {_count(p.worker_count(), 'worker')} left")
    return None


def _advance(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    steps, wheat = ps[0], p.goods["wheat"]
    if steps > WHEEL_MAX_STEPS:
        return f"the wheel advances at most {WHEEL_MAX_STEPS} segments"
    if steps > wheat:
        return f"advancing {_count(steps, 'segment')} costs {steps} wheat; you have {wheat}"
    return None


def _release(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    colour = ps[0]
    if not p.workers[colour] + p.incoming[colour]:
        return f"you have no {colour} worker to send back"
    return None


def _town(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    row, col = ps
    seat = task[1]
    held = next(((o, c) for o, (r, c) in s.town.items() if r == row and o != seat), None)
    if held and col <= held[1]:
        return (f"{_row(row)} holds seat {held[0]}'s representative: "
                "a newcomer must go to its right")
    cost = TOWN_COLUMN_COSTS[col]
    if task[0] == "turn":
        squash = squash_after_free(s, seat)
        if cost > squash:
            return (f"that place costs {cost} squash and you would have {squash} with "
                    "the free one: a place must be paid for when it is taken")
    elif cost > p.goods["squash"]:
        return (f"that place costs {cost} squash and you have {p.goods['squash']}: "
                "a place must be paid for when it is taken")
    return None


def _reward(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    _, goods, upgrades, _ = TOWN_REWARDS[TOWN_ROWS[task[2]]]
    if goods:
        if len(ps) == 3 and sum(ps) != goods:
            return (f"{_row(task[2])} gives exactly {goods} goods among small stone, "
                    "small copper and wheat")
        return None
    if len(ps) != 2:
        return None
    if sum(ps) > upgrades:
        return f"{_row(task[2])} allows at most {_count(upgrades, 'exchange')}"
    for (small, _), k in zip(UPGRADES.values(), ps, strict=True):
        if k > p.goods[small]:
            return f"you have {p.goods[small]} {GOOD_NAMES[small]} to exchange, not {k}"
    return None


def _build(s: MontanaState, p: Player, task: tuple, ps: tuple) -> str | None:
    h = _region(s, ps[0])
    region = s.regions[h]
    if not p.camps_left:
        return "you have no camp left to build"
    if region.kind != "land":
        return f"camps cannot be built on a {region.kind}"
    if h == s.start_region:
        return "the start tile's region cannot be built on"
    if h in s.camps:
        return f"region {hex_key(h)} is already occupied by seat {s.camps[h][0]}"
    if h not in s.frontier:
        return "a camp must go next to an occupied region (the start tile or a camp)"
    return _lacking(p, dict(region.cost))


def _lacking(p: Player, cost: dict[str, int]) -> str | None:
    """Which of a region's goods `p` lacks: the exact pieces, never the other size."""
    lack = {g: k - p.goods[g] for g, k in cost.items() if p.goods[g] < k}
    if not lack:
        return None
    why = f"this region takes exactly {_goods(cost)}; you lack {_goods(lack)}"
    if any(p.goods.get(OTHER_SIZE.get(g), 0) for g in lack):
        why += " (small and large pieces are never interchangeable)"
    return why


IN_STEP: dict[str, Explainer] = {
    "start": _start, "bank": _bank, "harvest": _harvest, "send": _send, "small": _small,
    "advance": _advance, "release": _release, "town": _town, "reward": _reward,
    "build": _build,
}


# -- moves outside their step ------------------------------------------------------------------
def _cow(s: MontanaState, p: Player, seat: int, ps: tuple) -> str | None:
    if seat != s.active or not s.started:
        return "cows are traded only during your own turn"
    if not p.cows:
        return "you have no cow to trade"
    if ps[0] == "worker" and p.all_workers() >= MAX_WORKERS:
        return f"a cow cannot buy a worker beyond the {MAX_WORKERS} a player may hold"
    if ps[0] not in (*COW_TRADE_GOODS, "coins", "worker"):
        return (f"a cow buys a small stone, a small copper, a wheat, a squash, "
                f"{COW_TRADE_COINS} coins or a worker")
    return None


def _canteen(p: Player, step: str) -> str | None:
    if step == "canteen":
        return None
    if not p.canteens:
        return "you have no canteen to spend"
    return f"a canteen is spent at the end of your own turn: you must now {WANTS[step]}"


def _wrong_step(s: MontanaState, seat: int, step: str, kind: str) -> str:
    wants = f"you must now {WANTS[step]}"
    if kind == "build" and step == "canteen" and _builds_this_turn(s, seat) >= BUILDS_PER_TURN:
        return f"a turn allows at most {BUILDS_PER_TURN} builds: {wants}"
    if kind in MAIN_KINDS and s.started and seat == s.active and step != "turn":
        return f"a turn has exactly one action (recruit, harvest or build): {wants}"
    return wants


def _builds_this_turn(s: MontanaState, seat: int) -> int:
    """The builds among `seat`'s latest moves (cow trades aside): its turn's builds."""
    n = 0
    for action in reversed(s.history):
        if action.seat != seat or action.kind not in ("build", "cow"):
            break
        n += action.kind == "build"
    return n
