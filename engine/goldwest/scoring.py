"""Final scoring (rulebook, "Décompte") and what breaks a tie."""
from __future__ import annotations

from ..core.ties import TieBreak
from .data import LARGEST_GROUP_VP, MAJORITY, TERRAINS, WATER, Hex, axial, neighbours
from .state import VP_CATEGORIES, GoldWestState

OFFICE_VP = {"docks": 1, "frontier": 1, "homestead": 2, "courthouse": 1, "deeds": 2,
             "depot": 2, "mayor": 3, "saloon": 2, "sheriff": 1, "shipping": 2,
             "surveyor": 1, "town_hall": 1}
#: the rulebook's ties: fewest camps in Wanted, then most resources on the supply track
TIE_BREAKS = (TieBreak("wanted_camps", ("wanted_camps",), fewest=True),
              TieBreak("supply_left", ("supply_left",)))


def groups(s: GoldWestState, seat: int) -> list[int]:
    """Sizes of `seat`'s connected groups of buildings, largest first."""
    mine = {h for h, (owner, _) in s.buildings.items() if owner == seat}
    sizes = []
    while mine:
        todo = [mine.pop()]
        size = 0
        while todo:
            h = todo.pop()
            size += 1
            for n in neighbours(h):
                if n in mine:
                    mine.discard(n)
                    todo.append(n)
        sizes.append(size)
    return sorted(sizes, reverse=True)


def majorities(s: GoldWestState) -> tuple[list[int], list[int]]:
    """Terrain-majority points per seat, and how many awards each seat earned.

    Rank by influence, then settlements in that terrain; still tied for first: share
    (1st + 2nd) rounded down and nobody is second; tied for second: share the 2nd value.
    With 2 players the leader scores the 2nd-place value.
    """
    n = s.num_players
    points, awards = [0] * n, [0] * n
    influence = [s.influence(seat) for seat in range(n)]
    for terrain in TERRAINS:
        settlements = [0] * n
        for h, (owner, kind) in s.buildings.items():
            if kind == "settlement" and s.terrain[h] == terrain:
                settlements[owner] += 1
        ranked = sorted(((influence[i][terrain], settlements[i], i) for i in range(n)
                         if influence[i][terrain] > 0), reverse=True)
        if not ranked:
            continue
        first, second = MAJORITY[terrain]
        tiers: list[list[int]] = []
        for inf, sett, seat in ranked:
            if tiers and (inf, sett) == tiers[-1][0]:
                tiers[-1][1].append(seat)
            else:
                tiers.append([(inf, sett), [seat]])
        top = tiers[0][1]
        if n == 2:
            shares = [(top, second)]
        elif len(top) > 1:
            shares = [(top, first + second)]
        else:
            shares = [(top, first)] + ([(tiers[1][1], second)] if len(tiers) > 1 else [])
        for seats, value in shares:
            for seat in seats:
                points[seat] += value // len(seats)
                awards[seat] += 1
    return points, awards


def wanted_penalties(s: GoldWestState) -> list[int]:
    """Most Wanted loses 1 per camp (all tied take it, then no second penalty);
    otherwise the Second Most Wanted, all tied, lose half their camps rounded down."""
    counts = [p.wanted for p in s.players]
    out = [0] * len(counts)
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    if not levels:
        return out
    most = [i for i, c in enumerate(counts) if c == levels[0]]
    for i in most:
        out[i] = -counts[i]
    if len(most) == 1 and len(levels) > 1:
        for i, c in enumerate(counts):
            if c == levels[1]:
                out[i] = -(c // 2)
    return out


def office_score(s: GoldWestState, seat: int, office: str, awards: int) -> int:
    """A seat's count for one BoomTown office (what its points multiply); the bots' map model
    asks it too."""
    mine = [(h, kind) for h, (owner, kind) in s.buildings.items() if owner == seat]
    p = s.players[seat]
    if office == "docks":
        return sum(2 if k == "settlement" else 1 for h, k in mine
                   if any(n in WATER for n in neighbours(h)))
    if office == "frontier":
        return sum(1 for h, _ in mine if on_edge(s, h))
    if office == "homestead":
        return min(s.influence(seat).values())
    if office == "courthouse":
        inf = s.influence(seat)
        best = max(inf.values())
        return max(sum(1 for h, _ in mine if s.terrain[h] == t)
                   for t in TERRAINS if inf[t] == best)
    if office == "deeds":
        return awards
    if office == "depot":
        sizes = groups(s, seat)
        return sizes[1] if len(sizes) > 1 else 0
    if office == "mayor":
        return sum(m.count(seat) for m in s.markers) // 2
    if office == "saloon":
        return len(p.cards)
    if office == "sheriff":
        return sum(1 for h, _ in mine if any(
            s.buildings.get(n, (seat,))[0] != seat for n in neighbours(h)))
    if office == "shipping":
        return p.ship_tiles
    if office == "surveyor":
        lines: dict[tuple[int, int], int] = {}
        for h, _ in mine:
            q, r = axial(h)
            for line in ((0, q), (1, r), (2, q + r)):
                lines[line] = lines.get(line, 0) + 1
        return max(lines.values(), default=0)
    if office == "town_hall":
        return sum(1 for _, k in mine if k == "settlement")
    raise ValueError(office)


def on_edge(s: GoldWestState, h: Hex) -> bool:
    """Next to the map's border or to a tile left out; water is no edge."""
    return any(n not in s.terrain and n not in WATER for n in neighbours(h))


def scores(s: GoldWestState) -> list[dict[str, int]]:
    """Points so far plus the final scoring as if the game ended now."""
    points, awards = majorities(s)
    penalties = wanted_penalties(s)
    out = []
    for seat, p in enumerate(s.players):
        parts = {c: p.vp.get(c, 0) for c in VP_CATEGORIES}
        sizes = groups(s, seat)
        parts["largest_group"] = LARGEST_GROUP_VP * (sizes[0] if sizes else 0)
        parts["majorities"] = points[seat]
        parts["boomtown"] += sum(
            OFFICE_VP[office] * office_score(s, seat, office, awards[seat])
            for office, markers in zip(s.offices, s.markers, strict=True)
            if office != "vp4" for owner in markers if owner == seat)
        parts["wanted"] += penalties[seat]
        parts["total"] = sum(parts.values())
        out.append(parts)
    return out


def tie_counts(s: GoldWestState) -> list[dict[str, int]]:
    """What the ties are broken by, which the scores do not hold: camps in Wanted and
    resources left on the supply track."""
    return [{"wanted_camps": p.wanted, "supply_left": p.supply_count()} for p in s.players]


