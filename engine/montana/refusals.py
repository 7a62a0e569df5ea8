"""Why a tempting move is not allowed: the refusal codes behind `IllegalAction`.

`why` is asked only about moves that `legal_actions` did not offer, by the seat to act (the
core answers "not your turn" and "game over" itself); it reads the rule in the way off the
state and never decides legality. Each answer is a code ``mt.<name>`` with JSON-ready
params that the page words in the player's language (the message ``mt.why.<name>``):
goods as their keys, amounts as ``{good: n}``, regions as their ``q,r`` key, seats under
``owner``. A key that names no Montana move (unknown kind, wrong parameters, a region off
the map) gets None: the generic "not_legal". Boards ask this for every choice they draw
on every render, so it only looks at what the key names.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Action
from .board import parse_hex, squash_after_free
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
from .state import MontanaState, Player

Refusal = tuple[str, dict[str, Any]]
MAIN_KINDS = frozenset({"recruit", "bank", "harvest", "town", "build"})
#: the move kinds each decision offers
STEP_KINDS = {
    "start_region": {"start"}, "turn": MAIN_KINDS, "choose_worker": {"take"},
    "advance": {"advance", "noadvance"}, "release": {"release"}, "send": {"send"},
    "small": {"small", "nosmall"}, "town_place": {"town", "pass"}, "town_reward": {"reward"},
    "build_more": {"build", "stop"}, "canteen": {"canteen", "endturn"},
}
#: each piece's other size: small and large pieces are never interchangeable
OTHER_SIZE = {a: b for small, large in UPGRADES.values()
              for a, b in ((small, large), (large, small))}
Reason = Callable[[MontanaState, Player, tuple, tuple], Refusal | None]


def why(s: MontanaState, action: Action) -> Refusal | None:
    """Why `action`, by the seat to act, is not allowed now (None: the key means nothing)."""
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
        return IN_STEP[kind](s, p, task, params)
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
    "send": lambda s, ps: (len(ps) == 1 and 1 <= len(_workers(ps[0])) <= 3
                           and all(c in COLOURS for c in _workers(ps[0]))),
    "reward": lambda s, ps: len(ps) in (2, 3) and all(map(_natural, ps)),
    "cow": lambda s, ps: (_one(ps, (*GOODS, "coins"))
                          or (len(ps) == 2 and ps[0] == "worker" and ps[1] in COLOURS)),
}


# -- a step's own moves ------------------------------------------------------------------------
def _start(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    return "mt.start_on_land", {"region": ps[0]}


def _bank(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    need, coins = BANK[ps[0]]
    if s.bank[ps[0]]:
        return "mt.bank_taken", {"coins": coins}
    return "mt.bank_workers", {"coins": coins, "n": need, "have": p.worker_count()}


def _harvest(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    area, index = ps
    cost = AREAS[area][2][index].coins
    if s.areas[area][index][0]:
        return "mt.space_taken", {"area": area, "coins": cost}
    if p.coins < cost:
        return "mt.space_coins", {"area": area, "coins": cost, "have": p.coins}
    if p.worker_count() == 0:
        return "mt.no_worker", {}
    return _box_rule(area, (next(c for c in COLOURS if p.workers[c]),))


def _box_rule(area: str, workers: tuple[str, ...]) -> Refusal | None:
    """A harvest box takes 1 worker of the area's colour or 2 of any colours."""
    colour = AREAS[area][1]
    if len(workers) == 1 and workers[0] != colour:
        return "mt.lone_worker", {"area": area, "colour": colour, "worker": workers[0]}
    if len(workers) > 2:
        return "mt.box_size", {"area": area, "colour": colour, "n": len(workers)}
    return None


def _send(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    workers = _workers(ps[0])
    short = next((c for c in COLOURS if workers.count(c) > p.workers[c]), None)
    if short:
        return "mt.send_short", {"colour": short, "n": p.workers[short]}
    if task[2] != "bank":
        return _box_rule(task[2], workers)
    need, coins = BANK[task[3]]
    return "mt.bank_count", {"coins": coins, "n": need, "sent": len(workers)}


def _small(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    return "mt.small_workers", {"area": task[2], "colour": AREAS[task[2]][1],
                                "n": p.worker_count()}


def _advance(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    steps = ps[0]
    if steps > WHEEL_MAX_STEPS:
        return "mt.advance_limit", {"n": WHEEL_MAX_STEPS}
    return "mt.advance_wheat", {"n": steps, "have": p.goods["wheat"]}


def _release(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    return "mt.release_none", {"colour": ps[0]}


def _town(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    row, col = ps
    seat = task[1]
    held = next(((o, c) for o, (r, c) in s.town.items() if r == row and o != seat), None)
    if held and col <= held[1]:
        return "mt.town_right", {"row": row, "owner": held[0]}
    cost = TOWN_COLUMN_COSTS[col]
    if task[0] == "turn":
        return "mt.town_squash_free", {"cost": cost, "have": squash_after_free(s, seat)}
    return "mt.town_squash", {"cost": cost, "have": p.goods["squash"]}


def _reward(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    _, goods, upgrades, _ = TOWN_REWARDS[TOWN_ROWS[task[2]]]
    if goods:  # three goods among small stone, small copper and wheat
        return ("mt.reward_goods", {"n": goods}) if len(ps) == 3 else None
    if len(ps) != 2:
        return None
    if sum(ps) > upgrades:
        return "mt.reward_upgrades", {"n": upgrades}
    missing = {small: k - p.goods[small]
               for (small, _), k in zip(UPGRADES.values(), ps, strict=True)
               if k > p.goods[small]}
    return "mt.reward_short", {"missing": missing}


def _build(s: MontanaState, p: Player, task: tuple, ps: tuple) -> Refusal | None:
    h = _region(s, ps[0])
    region = s.regions[h]
    where = {"region": ps[0]}
    if not p.camps_left:
        return "mt.no_camps", {}
    if region.kind != "land":
        return f"mt.build_{region.kind}", where
    if h == s.start_region:
        return "mt.build_start", where
    if h in s.camps:
        return "mt.build_taken", {**where, "owner": s.camps[h][0]}
    if h not in s.frontier:
        return "mt.build_adjacent", where
    return _lacking(p, ps[0], dict(region.cost))


def _lacking(p: Player, region: str, cost: dict[str, int]) -> Refusal:
    """Which of a region's goods `p` lacks: the exact pieces, never the other size."""
    missing = {g: k - p.goods[g] for g, k in cost.items() if p.goods[g] < k}
    params = {"region": region, "cost": cost, "missing": missing}
    if any(p.goods.get(OTHER_SIZE.get(g), 0) for g in missing):
        return "mt.build_exact", params
    return "mt.build_goods", params


IN_STEP: dict[str, Reason] = {
    "start": _start, "bank": _bank, "harvest": _harvest, "send": _send, "small": _small,
    "advance": _advance, "release": _release, "town": _town, "reward": _reward,
    "build": _build,
}


# -- moves outside their step ------------------------------------------------------------------
def _cow(s: MontanaState, p: Player, seat: int, ps: tuple) -> Refusal:
    if seat != s.active or not s.started:
        return "mt.cow_turn", {}
    if not p.cows:
        return "mt.no_cow", {}
    if ps[0] == "worker":
        return "mt.cow_worker_limit", {"n": MAX_WORKERS}
    return "mt.cow_goods", {"coins": COW_TRADE_COINS, "goods": list(COW_TRADE_GOODS)}


def _canteen(p: Player, step: str) -> Refusal:
    if not p.canteens:
        return "mt.no_canteen", {}
    return "mt.canteen_when", {}


def _wrong_step(s: MontanaState, seat: int, step: str, kind: str) -> Refusal:
    if kind in ("advance", "noadvance"):
        return "mt.advance_when", {"n": WHEEL_MAX_STEPS}
    if kind == "start":
        return "mt.start_placed", {}
    if kind in MAIN_KINDS and s.started and seat == s.active:
        if kind == "build" and step == "canteen" and _builds_this_turn(s, seat) >= BUILDS_PER_TURN:
            return "mt.three_builds", {"n": BUILDS_PER_TURN}
        return "mt.one_action", {}
    return f"mt.now_{step}", ({"n": MAX_WORKERS} if step == "release" else {})


def _builds_this_turn(s: MontanaState, seat: int) -> int:
    """The builds among `seat`'s latest moves (cow trades aside): its turn's builds."""
    n = 0
    hist = s._hist
    for i in range(s.hist_len - 1, -1, -1):
        action = hist[i]
        if action.seat != seat or action.kind not in ("build", "cow"):
            break
        n += action.kind == "build"
    return n


#: every code `why` may give (the page has the message ``mt.why.<name>`` for each)
CODES = frozenset({
    *(f"mt.now_{step}" for step in STEP_KINDS),
    "mt.one_action", "mt.three_builds", "mt.advance_when", "mt.start_placed",
    "mt.start_on_land", "mt.bank_taken", "mt.bank_workers", "mt.space_taken",
    "mt.space_coins", "mt.no_worker", "mt.lone_worker", "mt.box_size", "mt.send_short",
    "mt.bank_count", "mt.small_workers", "mt.advance_limit", "mt.advance_wheat",
    "mt.release_none", "mt.town_right", "mt.town_squash_free", "mt.town_squash",
    "mt.reward_goods", "mt.reward_upgrades", "mt.reward_short", "mt.no_camps",
    "mt.build_mountain", "mt.build_lake", "mt.build_start", "mt.build_taken",
    "mt.build_adjacent", "mt.build_goods", "mt.build_exact", "mt.cow_turn", "mt.no_cow",
    "mt.cow_worker_limit", "mt.cow_goods", "mt.no_canteen", "mt.canteen_when",
})
