"""Gold West computer opponents: `easy` and `medium`.

Both follow the bot contract ``bot(state, seat, rng, budget_ms) -> Action``: they choose only
among ``game.legal_actions(state, seat)``, draw every random number from `rng`, and read of
the hidden parts only what ``game.view(state, seat)`` shows: mining tokens that are face up
and the tokens this seat looked at itself (`known_tokens`, the only way they read tokens).
Everything else they read (buildings, supply tracks, coaches, BoomTown, investments) is
public.

- `easy` is a weighted random player with guards: it activates a section that brings
  something usable (a building material first), leaves its least useful resources behind,
  invests and influences BoomTown when it can, ships every metal it has left, builds a
  settlement when it can, else a camp, loots only when it must, favours hexes next to its
  own buildings and rich tokens, and places new resources deep unless it would then lack
  building material.
- `medium` values everything in victory points. It plans the whole metals step of a turn
  (one investment, one BoomTown space, the rest shipped) for the best total, including
  the shipping bonuses ahead and the end value of the BoomTown offices it can score; it
  chooses the activation and the resources left behind by that plan plus what the supply
  track keeps for later turns (material for every build to come, metals, a discount for
  depth, and no more sections than turns left); it builds where terrain majorities, its
  largest group and its offices gain most, counting the token's resources in the section
  they would go to; and it places new resources as deep as its future material needs
  allow.
"""
from __future__ import annotations

import math
from itertools import combinations
from types import SimpleNamespace

from ..core import Action, Game, Rng
from ..core.arena import weighted_choice
from ..core.game import Bot
from .board import SPACE_COSTS, parse_hex
from .data import (
    BOOMTOWN_TILE_VP,
    CAMPS,
    INVESTMENTS,
    LOOT_VP,
    MAJORITY,
    MATERIALS,
    METALS,
    RESOURCES,
    SECTIONS,
    SHIP_END,
    SHIP_LINES,
    SHIP_STACKS,
    TERRAINS,
    Hex,
    neighbours,
)
from .scoring import OFFICE_VP, _office_score, wanted_penalties
from .state import GoldWestState, Player

Pool = dict[str, int]
Supply = tuple[tuple[str, ...], ...]


def known_tokens(s: GoldWestState, seat: int) -> dict[Hex, tuple[str, ...]]:
    """The mining tokens `seat` may see: the face-up ones and those it looked at itself."""
    out = {h: s.tokens[h] for h in s.face_up}
    for h, token in s.players[seat].peeked.items():
        if h in s.tokens:
            out[h] = token
    return out


def _step(s: GoldWestState) -> str:
    return s.tasks[-1][0]


def _hex_of(a: Action) -> Hex:
    return parse_hex(a.params[-1])


def _next_to_own(s: GoldWestState, seat: int, h: Hex) -> bool:
    return any(s.buildings.get(n, (-1,))[0] == seat for n in neighbours(h))


# -- easy --------------------------------------------------------------------------------
#: section weights for a new token's resources: deeper scores more points
_EASY_SECTION = (1.0, 2.0, 3.0, 4.0)
_EASY_GAIN = {"wood": 3.0, "stone": 3.0, "gold": 2.0, "silver": 1.0, "copper": 1.0}


def _easy_activate(s: GoldWestState, p: Player, legal: list[Action], rng: Rng) -> Action:
    """A section that brings a building material if any does (unless no build is left),
    weighted by how many resources it brings after the drops."""
    options, weights = [], []
    for a in legal:
        section = p.supply[a.params[0]]
        kept = len(section) - a.params[0]
        material = kept > 0 and any(r in MATERIALS for r in section)
        options.append((material, a))
        weights.append(0.2 + max(0, kept))
    if not s.final and any(m for m, _ in options):
        weights = [w if m else 0.0 for w, (m, _) in zip(weights, options, strict=True)]
    return weighted_choice(rng, [a for _, a in options], weights)


def _easy_drop(p: Player, legal: list[Action], rng: Rng) -> Action:
    """Leave behind what the pool has most of, but never its last building material."""
    materials = p.pool["wood"] + p.pool["stone"]
    options = [a for a in legal if not (a.params[0] in MATERIALS and materials == 1)]
    options = options or legal
    return weighted_choice(rng, options, [p.pool[a.params[0]] for a in options])


def _easy_hex_weights(s: GoldWestState, seat: int, p: Player,
                      options: list[Action]) -> list[float]:
    """Rich tokens, hexes next to its own buildings, and material when the track lacks it."""
    tokens = known_tokens(s, seat)
    short = sum(1 for sec in p.supply for r in sec if r in MATERIALS) < 2
    weights = []
    for a in options:
        h = _hex_of(a)
        token = tokens[h]
        w = 1.0 + len(token) + token.count("gold")
        if _next_to_own(s, seat, h):
            w *= 4.0
        if short and any(r in MATERIALS for r in token):
            w *= 3.0
        weights.append(w)
    return weights


def _easy_metals(s: GoldWestState, seat: int, p: Player, legal: list[Action],
                 rng: Rng) -> Action:
    """Mostly invest and influence BoomTown when it can, then ship every metal left, then
    build (a settlement when it can, most of the time) or loot if it must."""
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    invest = by_kind.get("invest")
    if invest and rng.random() < 0.9:
        return weighted_choice(rng, invest, [INVESTMENTS[a.params[0]].vp for a in invest])
    boom = by_kind.get("boomtown")
    if boom and rng.random() < 0.7:
        return weighted_choice(rng, boom, [3.0 if s.offices[a.params[0]] == "vp4" else 1.0
                                           for a in boom])
    if "ship" in by_kind:
        ships = by_kind["ship"]
        return weighted_choice(rng, ships, [p.pool[a.params[0]] for a in ships])
    for kind in ("build", "loot"):
        options = by_kind.get(kind)
        if options:
            if kind == "build" and rng.random() < 0.85:
                options = [a for a in options if a.params[0] == "settlement"] or options
            return weighted_choice(rng, options, _easy_hex_weights(s, seat, p, options))
    return by_kind["end"][0]


def _easy_section(s: GoldWestState, p: Player, legal: list[Action], rng: Rng) -> Action:
    """Deep for points, unless the token's material is the only one left to build with."""
    token = s.tasks[-1][2]
    front = sum(1 for sec in p.supply[:2] for r in sec if r in MATERIALS)
    if front == 0 and any(r in MATERIALS for r in token) and p.camps_left > 0:
        return legal[rng.below(2)]
    return weighted_choice(rng, legal, _EASY_SECTION)


def make_easy_bot(game: Game) -> Bot:
    """A weighted random player that never does anything absurd (see the module text)."""

    def easy(state: GoldWestState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        step = _step(state)
        p = state.players[seat]
        if step == "activate":
            return _easy_activate(state, p, legal, rng)
        if step == "drop":
            return _easy_drop(p, legal, rng)
        if step == "metals":
            return _easy_metals(state, seat, p, legal, rng)
        if step == "section":
            return _easy_section(state, p, legal, rng)
        options = [a for a in legal if a.kind != "skip"]
        if step == "gain":
            return weighted_choice(rng, options, [_EASY_GAIN[a.params[0]] / (1 + a.params[1])
                                                  for a in options])
        if step == "freeboomtown":
            return weighted_choice(rng, options, [3.0 if state.offices[a.params[0]] == "vp4"
                                                  else 1.0 for a in options])
        if step == "freeship":  # the coach furthest on: nearest its next bonus
            return max(options, key=lambda a: p.coaches[a.params[0]])
        return rng.choice(options)  # upgrade, peek, extraboomtown: all good enough

    return easy


# -- medium: the value model (victory points) ---------------------------------------------
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


class _Model:
    """One decision's view of the game for `seat`: public facts and its own tokens only."""

    def __init__(self, s: GoldWestState, seat: int) -> None:
        self.s = s
        self.seat = seat
        self.p = p = s.players[seat]
        self.tokens = known_tokens(s, seat)
        n = s.num_players
        step = _step(s)
        if s.final:
            self.builds_after = self.activations_after = 0
        else:
            self.builds_after = p.camps_left - (0 if step == "section" else 1)
            self.activations_after = self.builds_after + 1
        total = CAMPS[n] * n
        left = sum(q.camps_left for q in s.players)
        self.spread = SPREAD_END + (SPREAD_START - SPREAD_END) * left / total
        self.my_markers = {o: 0 for o in s.offices}
        for office, markers in zip(s.offices, s.markers, strict=True):
            self.my_markers[office] += markers.count(seat)
        self._plans: dict[tuple, tuple[float, int | None, int | None]] = {}
        self._sites: dict[str, list[Hex]] = {}
        self._site_values: dict[tuple[str, Hex], float] = {}
        self._tracks: dict[Supply, float] = {}
        self._influence: list[dict[str, int]] | None = None
        self._group_of: dict[Hex, int] | None = None
        self._labels: dict[Hex, int] = {}

    # -- the supply track ---------------------------------------------------------------
    def track_value(self, supply: Supply) -> float:
        """What the resources left on the track are worth to the turns still to come.

        A section brings its resources in one turn, and a turn builds once: its first wood
        or stone is worth a build, a second of the other kind a settlement, more nothing;
        later tokens bring material too, so each further section with some counts less.
        Only as many sections count as there are activations to come; when only the last
        round's is left, only the metals one section keeps after its drops.
        """
        if self.activations_after <= 0:
            return 0.0
        cached = self._tracks.get(supply)
        if cached is not None:
            return cached
        if self.builds_after == 0:  # only the last round's activation: one section, less
            total = max(self.metals_later(sec, j, last=True) for j, sec in enumerate(supply))
            self._tracks[supply] = total
            return total
        found, needed = 0, math.ceil(MATERIAL_SHARE * self.builds_after)
        values = []
        for j, section in enumerate(supply):
            v = self.metals_later(section, j, last=False)
            if found < needed and ("wood" in section or "stone" in section):
                v += MATERIAL_SECTIONS[found]
                found += 1
                if "wood" in section and "stone" in section:
                    v += MATERIAL_PAIR
            values.append(v * DEPTH[j])
        values.sort(reverse=True)
        total = sum(values[: self.activations_after])
        if self.builds_after and any(len(sec) > j and ("wood" in sec or "stone" in sec)
                                     for j, sec in enumerate(supply)):
            total += NEXT_BUILD
        self._tracks[supply] = total
        return total

    def metals_later(self, section: tuple[str, ...], j: int, last: bool) -> float:
        """What section `j`'s metals are worth later; on the `last` activation only what
        its drops leave in the pool counts (the rest is never used)."""
        values = sorted((METAL_LATER[r] for r in section if r in METAL_LATER), reverse=True)
        return sum(values[: max(0, len(section) - j)] if last else values)

    # -- metals ----------------------------------------------------------------------------
    def ship_value(self, metal: str, count: int) -> float:
        """Points for shipping `count` of `metal` now, plus what the new position promises."""
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
        office = self.s.offices[space]
        if office == "vp4":
            return float(BOOMTOWN_TILE_VP)
        mayor = 1.5 * self.my_markers.get("mayor", 0)
        if office == "mayor":
            markers = sum(self.my_markers.values()) + 1 + MARKERS_PER_BUILD * self.builds_after
            return mayor + 1.5 * markers
        count = _office_score(self.s, self.seat, office, self.awards())
        count += OFFICE_GROWTH[office] * self.builds_after
        return mayor + OFFICE_VP[office] * count

    def awards(self) -> int:
        return sum(1 for t in TERRAINS if self.majority(t, 0, 0) >= 0.5 * MAJORITY[t][1])

    def invest_value(self, card: int) -> float:
        inv = INVESTMENTS[card]
        s = self.s
        v = inv.vp + (s.invest_bonus[0] if s.invest_bonus else 0)
        v += OFFICE_VP["saloon"] * self.my_markers.get("saloon", 0)
        ability = inv.ability
        if ability.startswith("influence:"):
            v += self.majority_gain(ability.split(":")[1], 1, 0)
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
            v += max((self.upgrade_value(h) for h, b in s.buildings.items()
                      if b == (self.seat, "camp")), default=0.0)
        elif ability == "gain2" and not s.final:
            v += 2 * GAIN_VP
        elif ability == "peek":
            v += PEEK_VP
        return v

    def plan(self, pool: Pool) -> tuple[float, int | None, int | None]:
        """The best use of the pool's metals: (points, investment or None, space or None);
        whatever the investment and the space leave is shipped."""
        key = tuple(pool[m] for m in METALS)
        found = self._plans.get(key)
        if found is not None:
            return found
        s, p = self.s, self.p
        cards: list[int | None] = [None]
        if not p.invested:
            cards += [c for c in s.investments
                      if all(pool[m] >= k for m, k in INVESTMENTS[c].cost.items())]
        best = (-1.0, None, None)
        for card in cards:
            left = dict(pool)
            v = 0.0
            if card is not None:
                for m, k in INVESTMENTS[card].cost.items():
                    left[m] -= k
                v = self.invest_value(card)
            spaces: list[int | None] = [None]
            if not p.boomtowned and not _places_marker(card):
                spaces += [i for i in range(9) if not s.markers[i]
                           and all(left[m] >= k for m, k in SPACE_COSTS[i].items())]
            for space in spaces:
                rest = dict(left)
                w = v
                if space is not None:
                    for m, k in SPACE_COSTS[space].items():
                        rest[m] -= k
                    w += self.space_value(space)
                w += sum(self.ship_value(m, rest[m]) for m in METALS if rest[m])
                if w > best[0]:
                    best = (w, card, space)
        self._plans[key] = best
        return best

    # -- the map ---------------------------------------------------------------------------
    def influence(self) -> list[dict[str, int]]:
        if self._influence is None:
            self._influence = [self.s.influence(i) for i in range(self.s.num_players)]
        return self._influence

    def majority(self, terrain: str, extra: int, extra_settlements: int) -> float:
        """Expected majority points in `terrain` with `extra` influence more: a lead counts
        more the less of the game is left."""
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
            self._group_of = {h: sizes[g] for h, g in label.items()}
        return self._group_of

    def group_gain(self, h: Hex) -> float:
        sizes = self.group_of()
        largest = max(sizes.values(), default=0)
        joined = {self._labels[nb]: sizes[nb] for nb in neighbours(h) if nb in sizes}
        return 2.0 * max(0, 1 + sum(joined.values()) - largest)

    def office_gain(self, h: Hex, kind: str) -> float:
        """More end points from the offices `seat` holds, with `kind` built on `h`."""
        s = self.s
        held = [o for o, k in self.my_markers.items()
                if k and o not in ("vp4", "mayor", "saloon", "shipping", "deeds")]
        if not held:
            return 0.0
        trial = object.__new__(type(s))
        trial.__dict__ = {**s.__dict__, "buildings": {**s.buildings, h: (self.seat, kind)}}
        gain = 0.0
        for office in held:
            delta = (_office_score(trial, self.seat, office, 0)
                     - _office_score(s, self.seat, office, 0))
            gain += OFFICE_VP[office] * self.my_markers[office] * delta
        return gain

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

    def placed(self, token: tuple[str, ...], supply: Supply) -> tuple[float, int]:
        """The best section for a token's resources: (its points plus the track's worth
        afterwards, the section)."""
        return max((i + self.track_value(_with(supply, [(i, r) for r in token])), i)
                   for i in range(SECTIONS))

    def build_value(self, kind: str, h: Hex, supply: Supply) -> float:
        """Building (or looting) on `h` with `supply` left on the track: the site, and the
        token's resources placed in their best section."""
        return self.site_value(kind, h) + self.placed(self.tokens[h], supply)[0]

    def sites(self, kind: str) -> list[Hex]:
        """The face-up hexes most worth `kind` at first sight (token counted roughly)."""
        found = self._sites.get(kind)
        if found is None:
            ranked = sorted((-self.site_value(kind, h) - ROUGH_RESOURCE * len(self.tokens[h]),
                             h) for h in self.s.face_up)
            found = self._sites[kind] = [h for _, h in ranked[:SITES_CONSIDERED]]
        return found

    def upgrade_value(self, h: Hex) -> float:
        return self.majority_gain(self.s.terrain[h], 1, 1) + self.office_gain(h, "settlement")

    def wanted_cost(self) -> float:
        """What one more camp in Wanted adds to this seat's end penalty as things stand
        (at least WANTED_LATER: the others may still loot)."""
        counts = [q.wanted for q in self.s.players]
        now = _penalty(counts, self.seat)
        counts[self.seat] += 1
        return max(WANTED_LATER, float(now - _penalty(counts, self.seat)))

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
        sites = self.sites(kind)
        if not sites:  # nothing to take: the camp goes anyway
            return v + self.track_value(supply)
        return v + max(self.build_value(kind, h, supply) for h in sites)


def _penalty(wanted: list[int], seat: int) -> int:
    """`seat`'s Wanted penalty (negative) were the camps in Wanted these counts."""
    table = SimpleNamespace(players=[SimpleNamespace(wanted=w) for w in wanted])
    return wanted_penalties(table)[seat]


def _with(supply: Supply, placed: list[tuple[int, str]]) -> Supply:
    """`supply` with resources added to sections (each section kept sorted, as the rules do,
    so equal tracks compare equal)."""
    out = list(supply)
    for section, r in placed:
        out[section] = (*out[section], r)
    return tuple(tuple(sorted(sec)) for sec in out)


#: resources left behind go deepest first in this order: least useful metal first, a
#: building material last (so it lands in the section that comes out soonest)
DROP_ORDER = ("copper", "silver", "gold", "stone", "wood")


def _best_drops(m: _Model, pool: Pool, supply: Supply,
                targets: list[int]) -> tuple[float, tuple[str, ...]]:
    """The best resources to leave in `targets` (deepest first): (value, resources)."""
    items = tuple(r for r in DROP_ORDER for _ in range(pool[r]))
    best: tuple[float, tuple[str, ...]] = (-math.inf, ())
    for dropped in sorted(set(combinations(items, min(len(targets), len(items))))):
        left = dict(pool)
        for r in dropped:
            left[r] -= 1
        v = m.pool_value(left, _with(supply, list(zip(targets, dropped, strict=False))))
        if v > best[0]:
            best = (v, dropped)
    return best


def _medium_activate(m: _Model, legal: list[Action]) -> Action:
    """The section whose pool (after the best drops) and remaining track are worth most."""
    p = m.p

    def value(a: Action) -> float:
        j = a.params[0]
        pool = dict.fromkeys(RESOURCES, 0)
        for r in p.supply[j]:
            pool[r] += 1
        supply = tuple(() if i == j else sec for i, sec in enumerate(p.supply))
        return _best_drops(m, pool, supply, list(range(j - 1, -1, -1)))[0]

    return max(legal, key=value)


def _medium_drop(m: _Model, seat: int, legal: list[Action]) -> Action:
    """Replan the drops still to make; the first planned one goes in the current section."""
    targets = []
    for task in reversed(m.s.tasks):
        if task[0] != "drop" or task[1] != seat:
            break
        targets.append(task[2])
    _, order = _best_drops(m, m.p.pool, m.p.supply, targets)
    return _pick(legal, f"drop:{order[0]}")


def _medium_metals(m: _Model, legal: list[Action]) -> Action:
    """The planned investment, then the planned space, then ship the rest, then build."""
    _, card, space = m.plan(m.p.pool)
    if card is not None:
        return _pick(legal, f"invest:{card}")
    if space is not None:
        return _pick(legal, f"boomtown:{space}")
    ships = [a for a in legal if a.kind == "ship"]
    if ships:
        return ships[0]
    builds = [a for a in legal if a.kind in ("build", "loot")]
    if builds:
        return max(builds, key=lambda a: m.build_value(
            a.params[0] if a.kind == "build" else "loot", _hex_of(a), m.p.supply))
    return _pick(legal, "end")


def _places_marker(card: int | None) -> bool:
    """Cards 2 and 13: their free marker is the turn's one BoomTown marker, so a plan
    that buys one pays for no space."""
    return card is not None and INVESTMENTS[card].ability.startswith("boomtown_")


def _pick(legal: list[Action], key: str) -> Action:
    """The legal action a plan names (a plan never names a move the engine does not offer)."""
    return next(a for a in legal if a.key == key)


def _medium_ability(m: _Model, seat: int, step: str, legal: list[Action]) -> Action:
    options = [a for a in legal if a.kind != "skip"]
    if not options:
        return legal[0]
    if step == "freeship":
        return max(options, key=lambda a: m.ship_value(a.params[0], 1))
    if step in ("freeboomtown", "extraboomtown"):
        return max(options, key=lambda a: m.space_value(a.params[0]))
    if step == "upgrade":
        return max(options, key=lambda a: m.upgrade_value(_hex_of(a)))
    if step == "gain":
        supply = m.p.supply
        return max(options, key=lambda a: m.track_value(
            _with(supply, [(a.params[1], a.params[0])])))
    mine = [a for a in options if any(m.s.buildings.get(n, (-1,))[0] == seat
                                      for n in neighbours(_hex_of(a)))]
    return (mine or options)[0]  # peek: a token next to its own buildings


def make_medium_bot(game: Game) -> Bot:
    """A planner valuing metals, BoomTown, the track and the map in points (module text)."""

    def medium(state: GoldWestState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        step = _step(state)
        m = _Model(state, seat)
        if step == "activate":
            return _medium_activate(m, legal)
        if step == "drop":
            return _medium_drop(m, seat, legal)
        if step == "metals":
            return _medium_metals(m, legal)
        if step == "section":
            return _pick(legal, f"section:{m.placed(state.tasks[-1][2], m.p.supply)[1]}")
        return _medium_ability(m, seat, step, legal)

    return medium


__all__ = ["known_tokens", "make_easy_bot", "make_medium_bot"]
