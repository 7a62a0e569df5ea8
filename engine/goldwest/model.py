"""The medium bot's value model: everything a seat holds or may do, in victory points.

Three layers, each kept as long as what it depends on stays the same, so that the many
decisions of a rollout (a search plays whole games with this bot) do not recompute them:

- `TrackValues`: what a supply track is worth with so many builds and activations to come,
  a pure function of those, shared by every decision of every game;
- `MapModel`: what building or looting each face-up hex is worth to one seat (terrain
  majorities, its largest group, the offices it holds), which depends on the map, BoomTown,
  the investment cards and the camps left; kept by `map_model` for the states that share
  those (a turn's activation, drops and metals all use the same one);
- `Model`: one decision's valuation (this turn's pool, the plan for its metals, shipping),
  built on the other two.

The values are exactly those the bot computed before it kept them (a test replays its
recorded choices), and it reads only what `view(state, seat)` shows: the tokens it values
are face up.
"""
from __future__ import annotations

import math
from itertools import combinations
from types import SimpleNamespace

from ..core.cache import Bounded
from .board import SPACE_COSTS
from .data import (
    BOOMTOWN_TILE_VP,
    CAMPS,
    INVESTMENTS,
    LOOT_VP,
    MAJORITY,
    METALS,
    SECTIONS,
    SHIP_END,
    SHIP_LINES,
    SHIP_STACKS,
    TERRAINS,
    WATER,
    Hex,
    axial,
    neighbours,
)
from .scoring import OFFICE_VP, _office_score, _on_edge, wanted_penalties
from .state import GoldWestState

Pool = dict[str, int]
Supply = tuple[tuple[str, ...], ...]

#: what a metal on the supply track is worth later, before the depth discount
METAL_LATER = {"gold": 1.5, "silver": 1.25, "copper": 1.0}
#: a section's first wood or stone is worth a build: the first such section most, later
#: ones less (later tokens bring material too)
MATERIAL_SECTIONS = (3.0, 2.0, 1.0, 0.5)
#: the share of the builds to come whose material the track should already hold
MATERIAL_SHARE = 0.7
#: the other kind beside it: a settlement
MATERIAL_PAIR = 1.5
#: the supply track's discount by section: deeper resources come out later
DEPTH = (1.0, 0.9, 0.82, 0.75)
#: being able to build on the next turn (a material that activating one section brings)
NEXT_BUILD = 3.0
#: a shipping reward k metals ahead counts SHIP_AHEAD ** k of its points
SHIP_AHEAD = 0.55
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
#: values of the smaller investment abilities
PEEK_VP = 0.3
GAIN_VP = 1.5


#: remembered values past this many in one store are forgotten (memory stays bounded)
LIMIT = 5_000
#: the maps' terrains, map models and decision models kept (the oldest goes first)
KEPT = 256


class TrackValues:
    """What a supply track is worth with so many builds and activations to come.

    A pure function of the track and those two counts, so its values are kept across
    decisions and games (`track_values`): a rollout asks the same tracks again and again.
    """

    def __init__(self, builds_after: int, activations_after: int) -> None:
        self.builds_after = builds_after
        self.activations_after = activations_after
        self.needed = math.ceil(MATERIAL_SHARE * builds_after)
        #: track -> token -> (value, section)
        self._placed = Bounded(LIMIT)

    def value(self, supply: Supply) -> float:
        """What the resources left on the track are worth to the turns still to come.

        A section brings its resources in one turn, and a turn builds once: its first wood
        or stone is worth a build, a second of the other kind a settlement, more nothing;
        later tokens bring material too, so each further section with some counts less.
        Only as many sections count as there are activations to come; when only the last
        round's is left, only the metals one section keeps after its drops.
        """
        if self.activations_after <= 0:
            return 0.0
        if self.builds_after == 0:  # only the last round's activation: one section, less
            return max(metals_later(sec, j, True) for j, sec in enumerate(supply))
        return self._value(supply)

    def _value(self, supply: Supply) -> float:
        return self._worth([section_facts(section, j) for j, section in enumerate(supply)])

    def _worth(self, facts: list[tuple[float, bool, bool, bool]]) -> float:
        """`value` from each section's `section_facts` (the four sections written out: a
        rollout asks this more than anything else)."""
        (v0, m0, p0, r0), (v1, m1, p1, r1), (v2, m2, p2, r2), (v3, m3, p3, r3) = facts
        found, needed = 0, self.needed
        if m0 and found < needed:
            v0 += MATERIAL_SECTIONS[found]
            found += 1
            if p0:
                v0 += MATERIAL_PAIR
        if m1 and found < needed:
            v1 += MATERIAL_SECTIONS[found]
            found += 1
            if p1:
                v1 += MATERIAL_PAIR
        if m2 and found < needed:
            v2 += MATERIAL_SECTIONS[found]
            found += 1
            if p2:
                v2 += MATERIAL_PAIR
        if m3 and found < needed:
            v3 += MATERIAL_SECTIONS[found]
            if p3:
                v3 += MATERIAL_PAIR
        values = [v0 * DEPTH[0], v1 * DEPTH[1], v2 * DEPTH[2], v3 * DEPTH[3]]
        values.sort(reverse=True)
        total = sum(values[: self.activations_after])
        if r0 or r1 or r2 or r3:
            total += NEXT_BUILD
        return total

    def placed(self, token: tuple[str, ...], supply: Supply) -> tuple[float, int]:
        """The best section for a token's resources: (its points plus the track's worth
        afterwards, the section)."""
        tokens = self._placed.get(supply)
        if tokens is None:
            tokens = self._placed.make(supply, dict)
        found = tokens.get(token)
        if found is None:
            if self.activations_after <= 0 or self.builds_after == 0:
                found = max((i + self.value(
                    (*supply[:i], tuple(sorted(supply[i] + token)), *supply[i + 1:])), i)
                    for i in range(SECTIONS))
            else:  # the sections left alone keep their facts
                facts = [section_facts(section, j) for j, section in enumerate(supply)]
                best = None
                for i in range(SECTIONS):
                    trial = facts.copy()
                    trial[i] = section_facts(_merged(supply[i], token), i)
                    candidate = (i + self._worth(trial), i)
                    if best is None or candidate > best:
                        best = candidate
                found = best
            tokens[token] = found
        return found


_TRACKS = Bounded(LIMIT)


def track_values(builds_after: int, activations_after: int) -> TrackValues:
    """The shared `TrackValues` for these counts."""
    return _TRACKS.make((builds_after, activations_after), TrackValues, builds_after,
                activations_after)


_MERGED = Bounded(LIMIT)


def _merged(section: tuple[str, ...], token: tuple[str, ...]) -> tuple[str, ...]:
    """A section with a token's resources added, sorted as the rules keep it."""
    found = _MERGED.get((section, token))  # the common case, without a call
    return found or _MERGED.make((section, token), _sorted, section + token)


def _sorted(resources: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(resources))


_FACTS = Bounded(LIMIT)


def section_facts(section: tuple[str, ...], j: int) -> tuple[float, bool, bool, bool]:
    """Section `j` of a track, as `TrackValues` reads it: its metals' later worth, whether
    it holds a building material, both kinds, and a material its drops would not leave
    behind (so that activating it builds on the next turn)."""
    return _FACTS.get((section, j)) or _FACTS.make((section, j), _facts, section, j)


def _facts(section: tuple[str, ...], j: int) -> tuple[float, bool, bool, bool]:
    material = "wood" in section or "stone" in section
    return (metals_later(section, j, False), material,
            "wood" in section and "stone" in section, material and len(section) > j)


_METALS_LATER = Bounded(LIMIT)


def metals_later(section: tuple[str, ...], j: int, last: bool) -> float:
    """What section `j`'s metals are worth later; on the `last` activation only what its
    drops leave in the pool counts (the rest is never used)."""
    return _METALS_LATER.make((section, j, last), _metals_later, section, j, last)


def _metals_later(section: tuple[str, ...], j: int, last: bool) -> float:
    values = sorted((METAL_LATER[r] for r in section if r in METAL_LATER), reverse=True)
    return sum(values[: max(0, len(section) - j)] if last else values)


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
        return self._offices.make((office, awards), _office_score, self.s, self.seat, office,
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
            before = self._offices.make((office, 0), _office_score, s, self.seat, office, 0)
            delta = _office_score(trial, self.seat, office, 0) - before
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
            return int(_on_edge(s, h))
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
            v = self.pool_value(left, _with(supply, list(zip(targets, dropped, strict=False))))
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


def _penalty(wanted: list[int], seat: int) -> int:
    """`seat`'s Wanted penalty (negative) were the camps in Wanted these counts."""
    table = SimpleNamespace(players=[SimpleNamespace(wanted=w) for w in wanted])
    return wanted_penalties(table)[seat]


def _with(supply: Supply, placed: list[tuple[int, str]]) -> Supply:
    """`supply` (its sections sorted, as the rules keep them) with resources added to
    sections, kept sorted, so that equal tracks compare equal."""
    out = list(supply)
    for section, r in placed:
        out[section] = _merged(out[section], (r,))
    return tuple(out)

