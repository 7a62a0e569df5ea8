"""What a Gold West supply track is worth to the medium bot, with so many builds and
activations to come (`TrackValues`): a pure function of the track and those two counts,
so its values are kept across decisions and games (`track_values`), as are the sections'
facts it reads; the first of the value model's three layers (`model.py`).
"""
from __future__ import annotations

import math

from ..core.cache import Bounded
from .data import (
    SECTIONS,
)

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
#: remembered values past this many in one store are forgotten (memory stays bounded)
LIMIT = 5_000


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


def with_placed(supply: Supply, placed: list[tuple[int, str]]) -> Supply:
    """`supply` (its sections sorted, as the rules keep them) with resources added to
    sections, kept sorted, so that equal tracks compare equal."""
    out = list(supply)
    for section, r in placed:
        out[section] = _merged(out[section], (r,))
    return tuple(out)
