"""What building or looting each face-up hex is worth to one seat (`MapModel`): terrain
majorities, its largest group, the offices it holds. It depends on the map, BoomTown, the
investment cards and the camps left (`map_key`), and is kept for the states that share
those (a turn's activation, drops and metals all use the same one); the second of the
value model's three layers (`model.py`). It reads only what `view(state, seat)` shows:
the tokens it values are face up.
"""
from __future__ import annotations

import math
from types import SimpleNamespace

from ..core.cache import Bounded
from .data import (
    CAMPS,
    LOOT_VP,
    MAJORITY,
    TERRAINS,
    WATER,
    Hex,
    axial,
    neighbours,
)
from .scoring import OFFICE_VP, office_score, on_edge, wanted_penalties
from .state import GoldWestState
from .supply_track import LIMIT

#: how much each office's count grows per build still to come (BoomTown projections)
OFFICE_GROWTH = {"docks": 0.25, "frontier": 0.45, "homestead": 0.15, "courthouse": 0.35,
                 "deeds": 0.1, "depot": 0.3, "mayor": 0.0, "saloon": 0.1, "sheriff": 0.4,
                 "shipping": 0.15, "surveyor": 0.35, "town_hall": 0.3}
#: future BoomTown markers per build to come (for the Mayor's pairs)
MARKERS_PER_BUILD = 0.3
#: terrain majorities: the uncertainty of a lead, at the end and at the start of the game
SPREAD_END, SPREAD_START = 0.6, 3.0
#: build options looked at closely: the best at first sight, a token's resource counted
#: as ROUGH_RESOURCE points
SITES_CONSIDERED = 5
ROUGH_RESOURCE = 1.5
#: the least a camp in Wanted is reckoned to add to the end penalty
WANTED_LATER = 1.5
#: the maps' terrains, map models and decision models kept (the oldest goes first)
KEPT = 256


class MapModel:
    """What the map is worth to `seat`: building or looting each face-up hex, terrain
    majorities, BoomTown awards. It depends only on what `map_key` holds, so one is kept
    for every state that shares those (`map_model`)."""

    def __init__(self, s: GoldWestState, seat: int) -> None:
        self.s = s
        self.seat = seat
        n = s.num_players
        total = CAMPS[n] * n
        left = sum(q.camps_left for q in s.players)
        self.spread = SPREAD_END + (SPREAD_START - SPREAD_END) * left / total
        self.my_markers = {o: 0 for o in s.offices}
        for office, markers in zip(s.offices, s.markers, strict=True):
            self.my_markers[office] += markers.count(seat)
        self.held = [o for o, k in self.my_markers.items()
                     if k and o not in ("vp4", "mayor", "saloon", "shipping", "deeds")]
        self._sites: dict[str, list[Hex]] = {}
        self._site_values: dict[tuple[str, Hex], float] = {}
        self._majority = Bounded(LIMIT)
        self._offices = Bounded(LIMIT)
        self._influence: list[dict[str, int]] | None = None
        self._group_of: dict[Hex, int] | None = None
        self._labels: dict[Hex, int] = {}
        self._largest = 0
        self._sizes: list[int] = []
        self._terrain_counts: dict[str, int] | None = None
        self._lines: dict[tuple[int, int], int] | None = None
        self._awards: int | None = None
        self._wanted_cost: float | None = None

    def influence(self) -> list[dict[str, int]]:
        if self._influence is None:
            self._influence = [self.s.influence(i) for i in range(self.s.num_players)]
        return self._influence

    def majority(self, terrain: str, extra: int, extra_settlements: int) -> float:
        """Expected majority points in `terrain` with `extra` influence more: a lead counts
        more the less of the game is left."""
        found = self._majority.get((terrain, extra, extra_settlements))
        if found is None:
            found = self._majority.make((terrain, extra, extra_settlements),
                         self._majority_now, terrain, extra, extra_settlements)
        return found

    def _majority_now(self, terrain: str, extra: int, extra_settlements: int) -> float:
        inf = self.influence()
        mine = inf[self.seat][terrain] + extra
        if mine <= 0:
            return 0.0
        settled = extra_settlements + sum(
            1 for h, b in self.s.buildings.items()
            if b == (self.seat, "settlement") and self.s.terrain[h] == terrain)
        mine += 0.1 * settled
        others = sorted((inf[i][terrain] for i in range(self.s.num_players)
                         if i != self.seat), reverse=True)
        first, second = MAJORITY[terrain]
        deeds = OFFICE_VP["deeds"] * self.my_markers.get("deeds", 0)

        def beats(x: float) -> float:
            return 1.0 / (1.0 + math.exp((x - mine) / self.spread))

        if self.s.num_players == 2:
            return (second + deeds) * beats(others[0])
        top, runner = beats(others[0]), beats(others[1])
        return (first + deeds) * top + (second + deeds) * max(0.0, runner - top)

    def majority_gain(self, terrain: str, extra: int, extra_settlements: int) -> float:
        return (self.majority(terrain, extra, extra_settlements)
                - self.majority(terrain, 0, 0))

    def awards(self) -> int:
        """The terrain awards `seat` should count on (the Deeds Office's count)."""
        if self._awards is None:
            self._awards = sum(1 for t in TERRAINS
                               if self.majority(t, 0, 0) >= 0.5 * MAJORITY[t][1])
        return self._awards

    def office_score(self, office: str) -> int:
        """`seat`'s count for `office` as things stand (with the awards it counts on)."""
        awards = self.awards()
        return self._offices.make((office, awards), office_score, self.s, self.seat, office,
                    awards)

    def group_of(self) -> dict[Hex, int]:
        """Each of `seat`'s buildings -> the size of its connected group."""
        if self._group_of is None:
            mine = sorted(h for h, b in self.s.buildings.items() if b[0] == self.seat)
            label: dict[Hex, int] = {}
            sizes: list[int] = []
            for h in mine:
                if h in label:
                    continue
                label[h] = len(sizes)
                todo, size = [h], 0
                while todo:
                    x = todo.pop()
                    size += 1
                    for nb in neighbours(x):
                        if nb not in label and self.s.buildings.get(nb, (-1,))[0] == self.seat:
                            label[nb] = len(sizes)
                            todo.append(nb)
                sizes.append(size)
            self._labels = label
            self._sizes = sizes
            self._group_of = {h: sizes[g] for h, g in label.items()}
            self._largest = max(sizes, default=0)
        return self._group_of

    def group_gain(self, h: Hex) -> float:
        sizes = self.group_of()
        joined = {self._labels[nb]: sizes[nb] for nb in neighbours(h) if nb in sizes}
        return 2.0 * max(0, 1 + sum(joined.values()) - self._largest)

    def office_gain(self, h: Hex, kind: str) -> float:
        """More end points from the offices `seat` holds, with `kind` built on `h`."""
        if not self.held:
            return 0.0
        s = self.s
        gain = 0.0
        if h not in s.buildings:  # a new building: each count grows in a plain way
            for office in self.held:
                delta = self._added(h, kind, office)
                gain += OFFICE_VP[office] * self.my_markers[office] * delta
            return gain
        # an upgrade: count again with the settlement in place of the camp
        trial = object.__new__(type(s))
        trial.__dict__ = {**s.__dict__, "buildings": {**s.buildings, h: (self.seat, kind)}}
        for office in self.held:
            before = self._offices.make((office, 0), office_score, s, self.seat, office, 0)
            delta = office_score(trial, self.seat, office, 0) - before
            gain += OFFICE_VP[office] * self.my_markers[office] * delta
        return gain

    def _added(self, h: Hex, kind: str, office: str) -> int:
        """What a new building `kind` on the empty hex `h` adds to `seat`'s count for
        `office` (one of those `held`), as `scoring` counts it."""
        s, seat = self.s, self.seat
        if office == "docks":
            return (2 if kind == "settlement" else 1) if any(
                n in WATER for n in neighbours(h)) else 0
        if office == "frontier":
            return int(on_edge(s, h))
        if office == "town_hall":
            return int(kind == "settlement")
        if office == "sheriff":  # only h itself can newly border another player
            return int(any(s.buildings.get(n, (seat,))[0] != seat for n in neighbours(h)))
        mine = self.influence()[seat]
        if office in ("homestead", "courthouse"):
            more = {**mine, s.terrain[h]: mine[s.terrain[h]] + (2 if kind == "settlement"
                                                                 else 1)}
            if office == "homestead":
                return min(more.values()) - min(mine.values())
            counts = self.terrain_counts()
            added = {**counts, s.terrain[h]: counts[s.terrain[h]] + 1}
            return _court(more, added) - _court(mine, counts)
        if office == "depot":
            sizes = self.group_sizes()
            self.group_of()
            joined = {self._labels[n] for n in neighbours(h) if n in self._labels}
            after = sorted([size for g, size in enumerate(sizes) if g not in joined]
                           + [1 + sum(sizes[g] for g in joined)], reverse=True)
            return _second(after) - _second(sorted(sizes, reverse=True))
        if office == "surveyor":
            lines = self.lines()
            q, r = axial(h)
            best = max(lines.values(), default=0)
            return max(best, *(lines.get(line, 0) + 1
                               for line in ((0, q), (1, r), (2, q + r)))) - best
        raise ValueError(office)

    def terrain_counts(self) -> dict[str, int]:
        """`seat`'s buildings in each terrain, camps and settlements alike."""
        if self._terrain_counts is None:
            counts = dict.fromkeys(TERRAINS, 0)
            for h, (owner, _) in self.s.buildings.items():
                if owner == self.seat:
                    counts[self.s.terrain[h]] += 1
            self._terrain_counts = counts
        return self._terrain_counts

    def lines(self) -> dict[tuple[int, int], int]:
        """`seat`'s buildings on each straight line of the map (the Surveyor's count)."""
        if self._lines is None:
            lines: dict[tuple[int, int], int] = {}
            for h, (owner, _) in self.s.buildings.items():
                if owner == self.seat:
                    q, r = axial(h)
                    for line in ((0, q), (1, r), (2, q + r)):
                        lines[line] = lines.get(line, 0) + 1
            self._lines = lines
        return self._lines

    def group_sizes(self) -> list[int]:
        """The sizes of `seat`'s groups, by group number (`_labels`)."""
        self.group_of()
        return self._sizes

    def site_value(self, kind: str, h: Hex) -> float:
        """Building `kind` (camp, settlement) on `h`, or looting it, its token aside."""
        found = self._site_values.get((kind, h))
        if found is None:
            if kind == "loot":
                found = -LOOT_VP - self.wanted_cost()
            else:
                terrain = self.s.terrain[h]
                settlement = kind == "settlement"
                found = (self.majority_gain(terrain, 2 if settlement else 1, int(settlement))
                         + self.group_gain(h) + self.office_gain(h, kind))
            self._site_values[kind, h] = found
        return found

    def sites(self, kind: str) -> list[Hex]:
        """The face-up hexes most worth `kind` at first sight (token counted roughly)."""
        found = self._sites.get(kind)
        if found is None:
            tokens = self.s.tokens
            value = self.site_value
            ranked = sorted([(-value(kind, h) - ROUGH_RESOURCE * len(tokens[h]), h)
                             for h in self.s.face_up])
            found = self._sites[kind] = [h for _, h in ranked[:SITES_CONSIDERED]]
        return found

    def upgrade_value(self, h: Hex) -> float:
        return self.majority_gain(self.s.terrain[h], 1, 1) + self.office_gain(h, "settlement")

    def wanted_cost(self) -> float:
        """What one more camp in Wanted adds to this seat's end penalty as things stand
        (at least WANTED_LATER: the others may still loot)."""
        if self._wanted_cost is None:
            counts = [q.wanted for q in self.s.players]
            now = _penalty(counts, self.seat)
            counts[self.seat] += 1
            self._wanted_cost = max(WANTED_LATER, float(now - _penalty(counts, self.seat)))
        return self._wanted_cost


#: the map's terrain frozen, by the identity of its dict (held: see `Bounded.by_identity`)
_TERRAINS = Bounded(KEPT)


def _frozen_terrain(terrain: dict[Hex, str]) -> frozenset:
    """The map's terrain as a key. A game's terrain is set up once and never changed, and
    every state of the game shares the one dict: it is frozen once per dict."""
    return _TERRAINS.by_identity(terrain, _frozen)


def _frozen(terrain: dict[Hex, str]) -> frozenset:
    return frozenset(terrain.items())


def _court(influence: dict[str, int], counts: dict[str, int]) -> int:
    """The Courthouse's count: buildings in the terrain of most influence (the one with
    more buildings when several share it)."""
    best = max(influence.values())
    return max(counts[t] for t in TERRAINS if influence[t] == best)


def _second(sizes: list[int]) -> int:
    """The Depot's count: the second largest group (sizes largest first)."""
    return sizes[1] if len(sizes) > 1 else 0


def map_key(s: GoldWestState, seat: int) -> tuple:
    """Everything a `MapModel` depends on: the seat and its shipping tiles, the map and its
    face-up tokens, the buildings, BoomTown, every seat's investment cards, camps left and
    camps in Wanted."""
    players = s.players
    tokens = s.tokens
    return (seat, players[seat].ship_tiles, _frozen_terrain(s.terrain), s.offices,
            s.markers, frozenset(s.buildings.items()),
            frozenset((h, tokens[h]) for h in s.face_up), tuple(p.cards for p in players),
            tuple(p.camps_left for p in players), tuple(p.wanted for p in players))


def _penalty(wanted: list[int], seat: int) -> int:
    """`seat`'s Wanted penalty (negative) were the camps in Wanted these counts."""
    table = SimpleNamespace(players=[SimpleNamespace(wanted=w) for w in wanted])
    return wanted_penalties(table)[seat]
