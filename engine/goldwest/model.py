"""The medium bot's value model: everything a seat holds or may do, in victory points.

Three layers, each kept as long as what it depends on stays the same, so that the many
decisions of a rollout (a search plays whole games with this bot) do not recompute them:

- `TrackValues` (`supply_track.py`): what a supply track is worth with so many builds and
  activations to come, a pure function of those, shared by every decision of every game;
- `MapModel` (`map_model.py`): what building or looting each face-up hex is worth to one
  seat (terrain majorities, its largest group, the offices it holds), which depends on the
  map, BoomTown, the investment cards and the camps left; kept by `model` for the states
  that share those (a turn's activation, drops and metals all use the same one);
- `Model` (here): one decision's valuation (this turn's pool, the plan for its metals, shipping),
  built on the other two.

The values are exactly those the bot computed before it kept them (a test replays its
recorded choices), and it reads only what `view(state, seat)` shows: the tokens it values
are face up.
"""
from __future__ import annotations

import math
from itertools import combinations

from ..core.cache import Bounded
from .board import SPACE_COSTS
from .data import (
    BOOMTOWN_TILE_VP,
    INVESTMENTS,
    METALS,
    SHIP_END,
    SHIP_LINES,
    SHIP_STACKS,
    Hex,
)
from .map_model import KEPT, MARKERS_PER_BUILD, OFFICE_GROWTH, MapModel, map_key
from .scoring import OFFICE_VP
from .state import GoldWestState
from .supply_track import LIMIT, Pool, Supply, track_values, with_placed

#: a shipping reward k metals ahead counts SHIP_AHEAD ** k of its points
SHIP_AHEAD = 0.55
#: values of the smaller investment abilities
PEEK_VP = 0.3
GAIN_VP = 1.5
#: the map models and decision models, the oldest dropped first
_MAPS = Bounded(KEPT)
_MODELS = Bounded(KEPT)


def model(s: GoldWestState, seat: int) -> "Model":
    """The `Model` of `seat`'s decision in `s`, kept (with its `MapModel`) for every state
    that agrees on all it depends on: a turn's activation, drops and metals share one, and
    a rollout's positions share many."""
    p = s.players[seat]
    if s.final:
        builds_after = activations_after = 0
    else:
        builds_after = p.camps_left - (0 if s.tasks[-1][0] == "section" else 1)
        activations_after = builds_after + 1
    where = map_key(s, seat)
    key = (where, builds_after, activations_after, p.invested, p.boomtowned, s.investments,
           s.invest_bonus, tuple(p.coaches.values()), tuple(s.ship_stacks.items()), s.final,
           s.rules)
    found = _MODELS.get(key)
    return found or _MODELS.make(key, Model, s, seat, builds_after, activations_after,
                         _MAPS.make(where, MapModel, s, seat))


class Model:
    """One decision's valuation for `seat`: the pool a turn may hold, its metals, the supply
    track, shipping and BoomTown, on top of the seat's `MapModel`. It reads only what
    `model`'s key holds (never this turn's pool or track: those are arguments)."""

    def __init__(self, s: GoldWestState, seat: int, builds_after: int, activations_after: int,
                 where: MapModel) -> None:
        self.s = s
        self.seat = seat
        self.p = s.players[seat]
        self.builds_after = builds_after
        self.activations_after = activations_after
        self.map = where
        self.my_markers = where.my_markers
        self.track = track_values(builds_after, activations_after)
        self._plans: dict[tuple, tuple[float, int | None, int | None]] = {}
        self._drops: dict[tuple, tuple[float, tuple[str, ...]]] = {}
        self._ships = Bounded(LIMIT)
        self._spaces = Bounded(LIMIT)
        self._shipped = Bounded(LIMIT)
        self._cards = Bounded(LIMIT)

    def ship_value(self, metal: str, count: int) -> float:
        """Points for shipping `count` of `metal` now, plus what the new position promises."""
        return self._ships.make((metal, count), self._ship_value, metal, count)

    def _ship_value(self, metal: str, count: int) -> float:
        pos = self.p.coaches[metal]
        stacks = self.s.ship_stacks[metal]
        gained = 0.0
        start = self._ahead(metal, pos)
        for _ in range(count):
            if pos >= SHIP_END:
                break
            pos += 1
            if pos in SHIP_STACKS:
                pile = stacks[SHIP_STACKS.index(pos)]
                if pile:
                    gained += pile[0] + OFFICE_VP["shipping"] * self.my_markers.get(
                        "shipping", 0)
                pos += 1
            gained += SHIP_LINES.get(pos, 0)
        return gained + self._ahead(metal, pos) - start

    def _ahead(self, metal: str, pos: int) -> float:
        if self.activations_after <= 0:
            return 0.0
        stacks = self.s.ship_stacks[metal]
        total, k = 0.0, 0
        while pos < SHIP_END:
            pos += 1
            k += 1
            reward = SHIP_LINES.get(pos, 0)
            if pos in SHIP_STACKS:
                pile = stacks[SHIP_STACKS.index(pos)]
                reward = pile[0] if pile else 0
                pos += 1
                reward += SHIP_LINES.get(pos, 0)
            total += reward * SHIP_AHEAD ** k
        return total * min(1.0, self.activations_after / 3)

    def space_value(self, space: int) -> float:
        """End points one more marker on BoomTown `space` should bring."""
        return self._spaces.make(space, self._space_value, space)

    def _space_value(self, space: int) -> float:
        office = self.s.offices[space]
        if office == "vp4":
            return float(BOOMTOWN_TILE_VP)
        mayor = 1.5 * self.my_markers.get("mayor", 0)
        if office == "mayor":
            markers = sum(self.my_markers.values()) + 1 + MARKERS_PER_BUILD * self.builds_after
            return mayor + 1.5 * markers
        count = self.map.office_score(office)
        count += OFFICE_GROWTH[office] * self.builds_after
        return mayor + OFFICE_VP[office] * count

    def invest_value(self, card: int) -> float:
        """Points for investing in `card` now: its own, the bonus tile, and its ability."""
        return self._cards.make(card, self._invest_value, card)

    def _invest_value(self, card: int) -> float:
        inv = INVESTMENTS[card]
        s = self.s
        v = inv.vp + (s.invest_bonus[0] if s.invest_bonus else 0)
        v += OFFICE_VP["saloon"] * self.my_markers.get("saloon", 0)
        ability = inv.ability
        if ability.startswith("influence:"):
            v += self.map.majority_gain(ability.split(":")[1], 1, 0)
        elif ability.startswith("ship:"):
            v += int(ability.split(":")[1]) * max(
                self.ship_value(m, 1) for m in METALS)
        elif ability == "boomtown_empty" and not self.p.boomtowned:
            v += max((self.space_value(i) for i in range(9) if not s.markers[i]), default=0.0)
        elif ability == "boomtown_occupied" and not self.p.boomtowned:
            v += max((self.space_value(i) for i in range(9)
                      if len(s.markers[i]) == 1 and s.markers[i][0] != self.seat),
                     default=0.0)
        elif ability == "upgrade" and not (s.final and s.rules >= 2):
            v += max((self.map.upgrade_value(h) for h, b in s.buildings.items()
                      if b == (self.seat, "camp")), default=0.0)
        elif ability == "gain2" and not s.final:
            v += 2 * GAIN_VP
        elif ability == "peek":
            v += PEEK_VP
        return v

    def plan(self, pool: Pool) -> tuple[float, int | None, int | None]:
        """The best use of the pool's metals: (points, investment or None, space or None);
        whatever the investment and the space leave is shipped."""
        key = (pool["copper"], pool["silver"], pool["gold"])  # METALS
        found = self._plans.get(key)
        if found is not None:
            return found
        s, p = self.s, self.p
        cards: list[int | None] = [None]
        if not p.invested:
            cards += [c for c in s.investments if _covers(key, CARD_COSTS[c])]
        open_spaces = [] if p.boomtowned else [i for i in range(9) if not s.markers[i]]
        best = (-1.0, None, None)
        for card in cards:
            left = key
            v = 0.0
            if card is not None:
                left = _less(key, CARD_COSTS[card])
                v = self.invest_value(card)
            spaces: list[int | None] = [None]
            if not _places_marker(card):
                spaces += [i for i in open_spaces if _covers(left, METAL_SPACE_COSTS[i])]
            for space in spaces:
                rest = left
                w = v
                if space is not None:
                    rest = _less(left, METAL_SPACE_COSTS[space])
                    w += self.space_value(space)
                w += self.shipped(rest)
                if w > best[0]:
                    best = (w, card, space)
        self._plans[key] = best
        return best

    def shipped(self, metals: tuple[int, int, int]) -> float:
        """Shipping all these metals (copper, silver, gold): `ship_value` of each."""
        return self._shipped.make(metals, self._shipped_now, metals)

    def _shipped_now(self, metals: tuple[int, int, int]) -> float:
        return sum(self.ship_value(m, n) for m, n in zip(METALS, metals, strict=True) if n)

    def build_value(self, kind: str, h: Hex, supply: Supply) -> float:
        """Building (or looting) on `h` with `supply` left on the track: the site, and the
        token's resources placed in their best section."""
        return self.map.site_value(kind, h) + self.track.placed(self.s.tokens[h], supply)[0]

    def pool_value(self, pool: Pool, supply: Supply) -> float:
        """A pool's worth this turn with `supply` left on the track: its metals' best plan,
        and the best build it allows (or the loot it forces) with the token placed."""
        v = self.plan(pool)[0]
        if self.s.final:
            return v
        if pool["wood"] and pool["stone"]:
            kind = "settlement"
        else:
            kind = "camp" if pool["wood"] or pool["stone"] else "loot"
        sites = self.map.sites(kind)
        if not sites:  # nothing to take: the camp goes anyway
            return v + self.track.value(supply)
        return v + max(self.build_value(kind, h, supply) for h in sites)

    def best_drops(self, pool: Pool, supply: Supply,
                   targets: list[int]) -> tuple[float, tuple[str, ...]]:
        """The best resources to leave in `targets` (deepest first): (value, resources)."""
        key = (tuple(pool[r] for r in DROP_ORDER), supply, tuple(targets))
        found = self._drops.get(key)
        if found is not None:
            return found
        items = tuple(r for r in DROP_ORDER for _ in range(pool[r]))
        best: tuple[float, tuple[str, ...]] = (-math.inf, ())
        for dropped in sorted(set(combinations(items, min(len(targets), len(items))))):
            left = dict(pool)
            for r in dropped:
                left[r] -= 1
            placed = list(zip(targets, dropped, strict=False))
            v = self.pool_value(left, with_placed(supply, placed))
            if v > best[0]:
                best = (v, dropped)
        self._drops[key] = best
        return best


#: resources left behind go deepest first in this order: least useful metal first, a
#: building material last (so it lands in the section that comes out soonest)
DROP_ORDER = ("copper", "silver", "gold", "stone", "wood")
#: investment and BoomTown costs as (copper, silver, gold), the order of METALS
CARD_COSTS = tuple(tuple(inv.cost.get(m, 0) for m in METALS) for inv in INVESTMENTS)
METAL_SPACE_COSTS = tuple(tuple(cost.get(m, 0) for m in METALS) for cost in SPACE_COSTS)


def _covers(have: tuple[int, ...], cost: tuple[int, ...]) -> bool:
    return have[0] >= cost[0] and have[1] >= cost[1] and have[2] >= cost[2]


def _less(have: tuple[int, ...], cost: tuple[int, ...]) -> tuple[int, int, int]:
    a, b, c = have
    x, y, z = cost
    return a - x, b - y, c - z


def _places_marker(card: int | None) -> bool:
    """Cards 2 and 13: their free marker is the turn's one BoomTown marker, so a plan
    that buys one pays for no space."""
    return card is not None and INVESTMENTS[card].ability.startswith("boomtown_")
