"""Montana computer opponents: `easy` here, `medium` in `medium.py`.

Both follow the bot contract ``bot(state, seat, rng, budget_ms) -> Action``: they choose only
among ``game.legal_actions(state, seat)`` and draw every random number from `rng`. Montana
hides nothing, but the recruitment wheel is chance: no bot simulates a spin (that would read
the state's own generator); a recruit is valued as the average over the wheel. Both bots put
the start tile on the centre region (`data.START_REGION`).

- `easy` is a weighted random player with guards: it builds whenever it can, harvests only
  goods that a region on the frontier needs, recruits only below 8 workers, spends on the
  wheel only the wheat no region needs, goes to town for goods it needs, sends the workers
  it has most of, trades a cow when that makes a region payable (or, with no worker left,
  for a worker of the colour it needs most), and uses its canteens.
- `medium` values positions (`model.py`, on the regions `boards.py` works out) and picks
  the action whose outcome is worth most (`medium.py`).
"""
from __future__ import annotations

from functools import cache

from ..core import Action, Game, Rng
from ..core.arena import weighted_choice
from ..core.game import Bot
from . import board
from .board import hex_key, parse_hex
from .data import (
    AREAS,
    COLOURS,
    COW_TRADE_GOODS,
    MAX_WORKERS,
    START_REGION,
    TOWN_COLUMN_COSTS,
    TOWN_GOODS,
    TOWN_ROWS,
    UPGRADES,
    Hex,
)
from .state import MontanaState, Player

#: the worker colour that harvests each good best (large goods come from upgrading small)
COLOUR_OF = {"wheat": "wheat", "squash": "squash", "copper_small": "copper",
             "copper_large": "copper", "stone_small": "stone", "stone_large": "stone"}
#: the small good each large good is upgraded from
SMALL_OF = {large: small for small, large in UPGRADES.values()}


@cache
def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around `h` (memoised: the bots ask for them very often)."""
    return tuple(board.neighbours(h))


def start_action(seat: int) -> Action:
    return Action(seat, "start", hex_key(START_REGION))


def cost_ok(goods: dict[str, int], cost: tuple) -> bool:
    return all(goods[g] >= k for g, k in cost)


def missing(goods: dict[str, int], cost: tuple) -> list[tuple[str, int]]:
    """The goods (and how many) still lacking to pay `cost`."""
    return [(g, k - goods[g]) for g, k in cost if goods[g] < k]


def _frontier_needs(s: MontanaState, p: Player) -> dict[str, int]:
    """How many of each good the frontier regions lack, summed (and the squash a town
    upgrade costs when large goods are lacking): what is worth gathering."""
    need = dict.fromkeys(COLOUR_OF, 0)
    for h in sorted(s.frontier):
        for g, k in missing(p.goods, s.regions[h].cost):
            need[g] += k
    if need["copper_large"] or need["stone_large"]:  # upgrades are paid in squash
        need["squash"] += max(0, TOWN_COLUMN_COSTS[0] - p.goods["squash"])
    return need


def _cow_trade_for_build(s: MontanaState, p: Player, seat: int,
                         legal: dict[str, Action]) -> Action | None:
    """A cow trade that completes a frontier region's cost, when no region is payable now."""
    if not p.cows or any(cost_ok(p.goods, s.regions[h].cost) for h in s.frontier):
        return None
    for h in sorted(s.frontier):
        lack = missing(p.goods, s.regions[h].cost)
        if (sum(k for _, k in lack) <= p.cows
                and all(g in COW_TRADE_GOODS for g, _ in lack)):
            return legal.get(f"cow:{lack[0][0]}")
    return None


# -- easy --------------------------------------------------------------------------------
def _easy_turn(s: MontanaState, seat: int, p: Player, main: list[Action],
               rng: Rng) -> Action:
    builds = [a for a in main if a.kind == "build"]
    if builds:
        return weighted_choice(rng, builds, [_easy_region_weight(s, a) for a in builds])
    need = _frontier_needs(s, p)
    small_need = need["wheat"] + need["copper_small"] + need["stone_small"]
    large_need = need["copper_large"] + need["stone_large"]
    weights = []
    for a in main:
        w = 0.0
        if a.kind == "recruit":
            w = 2.0 if p.worker_count() < 4 else 0.6 if p.worker_count() < MAX_WORKERS else 0
        elif a.kind == "bank":
            w = 3.0 if p.coins < 3 else 1.0 if p.coins < 6 else 0.1
        elif a.kind == "harvest":
            good = AREAS[a.params[0]][0]
            w = need[good] * (1.0 + a.params[1])  # bigger spaces for more goods
        elif a.kind == "town":
            row = TOWN_ROWS[a.params[0]]
            useful = small_need if row == "three_goods" else large_need
            w = 0.5 * useful / (1 + a.params[1])
        weights.append(w)
    if sum(weights) <= 0:  # nothing needed: anything but a recruit onto a full board
        full = p.worker_count() >= MAX_WORKERS
        return rng.choice([a for a in main if not (full and a.kind == "recruit")] or main)
    return weighted_choice(rng, main, weights)


def _easy_region_weight(s: MontanaState, a: Action) -> float:
    h = parse_hex(a.params[0])
    r = s.regions[h]
    lakes = sum(1 for nb in neighbours(h) if nb in s.canteens_on_map)
    return 1.0 + 2.0 * r.double + (h in s.cows_on_map) + lakes


def _easy_advance(s: MontanaState, p: Player, main: list[Action], rng: Rng) -> Action:
    """Spend only the wheat no frontier region asks for, and only when the extra pair fits."""
    asked = sum(k for h in sorted(s.frontier) for g, k in s.regions[h].cost if g == "wheat")
    spare = p.goods["wheat"] - min(asked, 3)
    room = MAX_WORKERS - p.all_workers()
    steps = [a for a in main if a.kind == "advance" and a.params[0] <= spare]
    if room >= 2 and steps and rng.random() < 0.6:
        return rng.choice(steps)
    return next(a for a in main if a.kind == "noadvance")


def _easy_send(p: Player, main: list[Action], rng: Rng) -> Action:
    """Fewest workers, of the colours held most."""
    def cost(a: Action) -> tuple[int, int]:
        sent = a.params[0].split("+")
        return len(sent), -sum(p.workers[c] for c in sent)

    best = min(cost(a) for a in main)
    return rng.choice([a for a in main if cost(a) == best])


def _easy_town_place(s: MontanaState, p: Player, main: list[Action], rng: Rng) -> Action:
    need = _frontier_needs(s, p)
    useful = need["wheat"] + need["copper_small"] + need["stone_small"]
    places = [a for a in main if a.kind == "town" and TOWN_ROWS[a.params[0]] == "three_goods"]
    if useful and places and rng.random() < 0.7:
        return rng.choice(places)
    return next(a for a in main if a.kind == "pass")


def _easy_reward(s: MontanaState, p: Player, main: list[Action], rng: Rng) -> Action:
    need = _frontier_needs(s, p)
    row = TOWN_ROWS[s.tasks[-1][2]]
    if row == "three_goods":
        weights = [1.0 + sum(k * need[g] for g, k in zip(TOWN_GOODS, a.params, strict=True))
                   for a in main]
        return weighted_choice(rng, main, weights)
    # upgrades: as many as the frontier asks for large goods
    want = (need["stone_large"], need["copper_large"])
    return max(main, key=lambda a: (sum(min(k, w) for k, w in zip(a.params, want,
                                                                  strict=True)),
                                    -sum(a.params)))


def _colour_needs(s: MontanaState, p: Player) -> dict[str, int]:
    """The frontier's lacking goods, counted by the worker colour that harvests them."""
    by_colour = dict.fromkeys(COLOURS, 0)
    for g, k in _frontier_needs(s, p).items():
        by_colour[COLOUR_OF[g]] += k
    return by_colour


def _easy_take(s: MontanaState, p: Player) -> str:
    """The colour that harvests the most needed good (a free wheel choice, a cow trade)."""
    by_colour = _colour_needs(s, p)
    return max(COLOURS, key=lambda c: (by_colour[c], -COLOURS.index(c)))


def _easy_release(s: MontanaState, p: Player, main: list[Action]) -> Action:
    """Send back the colour held most beyond what the frontier needs."""
    by_colour = _colour_needs(s, p)
    return max(main, key=lambda a: (p.workers[a.params[0]] + p.incoming[a.params[0]]
                                    - by_colour[a.params[0]], -COLOURS.index(a.params[0])))


def make_easy_bot(game: Game) -> Bot:
    """A weighted random player that never does anything absurd (see the module text)."""

    def easy(state: MontanaState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        step = state.tasks[-1][0]
        if step == "start_region":
            return start_action(seat)
        p = state.players[seat]
        main = [a for a in legal if not a.free]
        if step in ("turn", "build_more"):
            trade = _cow_trade_for_build(state, p, seat, {a.key: a for a in legal if a.free})
            if trade is not None:
                return trade
        if step == "turn":
            if not p.worker_count() and p.cows and not any(a.kind == "build" for a in main):
                # a worker of the colour most needed can harvest a large box alone
                return Action(seat, "cow", "worker", _easy_take(state, p), free=True)
            return _easy_turn(state, seat, p, main, rng)
        if step == "build_more":
            builds = [a for a in main if a.kind == "build"]
            return rng.choice(builds) if builds else main[-1]
        if step == "advance":
            return _easy_advance(state, p, main, rng)
        if step == "send":
            return _easy_send(p, main, rng)
        if step == "small":
            good = AREAS[state.tasks[-1][2]][0]
            wanted = _frontier_needs(state, p)[good] > 0 and p.worker_count() > 2
            return main[0] if wanted and main[0].kind == "small" else main[-1]
        if step == "town_place":
            return _easy_town_place(state, p, main, rng)
        if step == "town_reward":
            return _easy_reward(state, p, main, rng)
        if step == "choose_worker":
            return Action(seat, "take", _easy_take(state, p))
        if step == "release":
            return _easy_release(state, p, main)
        if step == "canteen":
            return Action(seat, "canteen")
        return rng.choice(main)

    return easy
