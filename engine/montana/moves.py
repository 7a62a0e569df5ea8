"""Montana's legal moves: what the task on top of `state.tasks` lets its seat do, with the
cow trades beside every decision of one's own turn (the rules apply them, `rules.py`).
"""
from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement

from ..core import Action
from .board import (
    box_options,
    hex_key,
    joined,
    squash_after_free,
    worker_sets,
)
from .data import (
    AREAS,
    BANK,
    COLOURS,
    COW_TRADE_GOODS,
    MAX_WORKERS,
    TOWN_COLUMN_COSTS,
    TOWN_GOODS,
    TOWN_REWARDS,
    TOWN_ROWS,
    WHEEL_MAX_STEPS,
    Hex,
)
from .state import MontanaState, Player


@cache
def _cow_trades(seat: int, room: bool) -> tuple[Action, ...]:
    """The cow trades of `seat` (for a worker too when the board has `room`), built once:
    they are offered at nearly every decision, and Actions are immutable, so shared."""
    out = [Action(seat, "cow", g, free=True) for g in COW_TRADE_GOODS]
    out.append(Action(seat, "cow", "coins", free=True))
    if room:
        out += [Action(seat, "cow", "worker", c, free=True) for c in COLOURS]
    return tuple(out)


@cache
def _move(seat: int, kind: str, *params: int | str) -> Action:
    """A move, built once: the legal moves are listed at every decision (and in every
    position a bot's search tries), and Actions are immutable, so shared."""
    return Action(seat, kind, *params)


def legal(s: MontanaState, seat: int) -> list[Action]:
    task = s.tasks[-1]
    step = task[0]
    p = s.players[seat]
    out: list[Action] = []
    if step == "start_region":
        return [Action(seat, "start", hex_key(h)) for h, r in sorted(s.regions.items())
                if r.kind == "land"]
    if step == "choose_worker":
        out += [_move(seat, "take", c) for c in COLOURS]
    elif step == "release":
        out += [_move(seat, "release", c) for c in COLOURS
                if p.workers[c] + p.incoming[c]]
    elif step == "turn":
        out.append(_move(seat, "recruit"))
        out += harvest_moves(s, p, seat)
        out += town_moves(s, p, seat, active=True)
        if p.camps_left:  # a canteen turn after the last camp cannot build
            out += [_move(seat, "build", hex_key(h)) for h in buildable(s, p)]
    elif step == "advance":
        out += [_move(seat, "advance", k)
                for k in range(1, min(WHEEL_MAX_STEPS, p.goods["wheat"]) + 1)]
        out.append(_move(seat, "noadvance"))
    elif step == "send":
        out += [_move(seat, "send", joined(w)) for w in send_options(p, task)]
    elif step == "small":
        if box_options(p.workers, AREAS[task[2]][1]):
            out.append(_move(seat, "small"))
        out.append(_move(seat, "nosmall"))
    elif step == "town_place":
        out += town_moves(s, p, seat, active=False)
        out.append(_move(seat, "pass"))
    elif step == "town_reward":
        out += reward_moves(p, seat, TOWN_ROWS[task[2]])
    elif step == "build_more":
        if p.camps_left:
            out += [_move(seat, "build", hex_key(h)) for h in buildable(s, p)]
        out.append(_move(seat, "stop"))
    elif step == "canteen":
        out += [_move(seat, "canteen"), _move(seat, "endturn")]
    if seat == s.active and s.started and p.cows:
        out += _cow_trades(seat, p.all_workers() < MAX_WORKERS)
    return out


def harvest_moves(s: MontanaState, p: Player, seat: int) -> list[Action]:
    """Spaces the player can take now; which workers go is asked next ("send")."""
    out = []
    count = p.worker_count()
    for i, ((needed, _), taken) in enumerate(zip(BANK, s.bank, strict=True)):
        if not taken and count >= needed:
            out.append(_move(seat, "bank", i))
    for area, (_, colour, spaces) in AREAS.items():
        if count >= 2 or p.workers[colour]:
            out += [_move(seat, "harvest", area, i) for i, space in enumerate(spaces)
                    if not s.areas[area][i][0] and p.coins >= space.coins]
    return out


def send_options(p: Player, task: tuple) -> list[tuple[str, ...]]:
    """("send", seat, "bank", space) or ("send", seat, area, space, small)."""
    if task[2] == "bank":
        return worker_sets(p.workers, BANK[task[3]][0])
    return box_options(p.workers, AREAS[task[2]][1])


def town_moves(s: MontanaState, p: Player, seat: int, active: bool) -> list[Action]:
    squash = squash_after_free(s, seat) if active else p.goods["squash"]
    held = {row: col for other, (row, col) in s.town.items() if other != seat}
    return [_move(seat, "town", row, col)
            for row in range(len(TOWN_ROWS)) for col, cost in enumerate(TOWN_COLUMN_COSTS)
            if cost <= squash and (row not in held or col > held[row])]


def reward_moves(p: Player, seat: int, row: str) -> list[Action]:
    _, goods, upgrades, _ = TOWN_REWARDS[row]
    if goods:
        return [_move(seat, "reward", *(combo.count(g) for g in TOWN_GOODS))
                for combo in combinations_with_replacement(TOWN_GOODS, goods)]
    st, cu = p.goods["stone_small"], p.goods["copper_small"]
    return [_move(seat, "reward", a, b) for a in range(min(st, upgrades) + 1)
            for b in range(min(cu, upgrades - a) + 1)]


def buildable(s: MontanaState, p: Player) -> list[Hex]:
    """Free land regions next to an occupied one whose exact goods `p` holds."""
    goods, regions = p.goods, s.regions
    out = []
    for h in s.frontier:  # asked at every build decision: plain loops
        for g, k in regions[h].cost:
            if goods[g] < k:
                break
        else:
            out.append(h)
    out.sort()
    return out
