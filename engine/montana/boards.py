"""What the medium Montana bot sees on a board: the regions a plan may choose from (the
frontier, then the land one step beyond it) and what each is worth to a seat (camps, a
double region, a straight line of four, its cow and the canteens beside it).

This is worked out again and again by a search, so it is kept: each board's candidate
regions and their worths, by the identity of the landscape's pieces (a state shares them
with the states made from it until they change) and by what they hold (the build played
meets the boards its search met); the worths of a new board are derived from the last
one's where its changes cannot reach (`stale`). Every cache holds the objects whose
identity it is keyed by (`Bounded.by_identity`), so no id is reused while remembered.
"""
from __future__ import annotations

from ..core.cache import Bounded
from .board import AXES
from .bots import COLOUR_OF, SMALL_OF, neighbours
from .data import COLOURS, DIRECTIONS, GOODS, Hex
from .state import MontanaState

#: the index of each good in a tuple of goods in the order of GOODS (as a plan reads
#: them), and the squash's
AT = {g: i for i, g in enumerate(GOODS)}
SQUASH_AT = AT["squash"]
#: a set of worker colours as bits (in the order of COLOURS), by good's index; and each
#: set's colours: the colours a plan lacks are one of these 16 shared tuples, not a new set
COLOUR_BIT_AT = tuple(1 << COLOURS.index(COLOUR_OF[g]) for g in GOODS)
COLOUR_SETS = tuple(tuple(c for i, c in enumerate(COLOURS) if bits >> i & 1)
                    for bits in range(1 << len(COLOURS)))

#: one camp on the landscape, the unit of everything else
CAMP = 4.0
#: regions one step beyond the frontier are worth this share (they open later)
BEYOND = 0.4
#: weight of each good within a region's cost, for its progress
WEIGHT = {"wheat": 1.0, "squash": 1.0, "copper_small": 1.0, "stone_small": 1.0,
          "copper_large": 1.6, "stone_large": 1.6}
COW = 1.0
CANTEEN = 2.5
LINE = (0.0, 0.0, 0.1, 0.3)  # a region extending a line of mine to 1, 2, 3 regions


NOBODY = (None, 0)
#: `board_regions` results by board, the oldest dropped first: a search meets the same board in
#: many positions (every move but a build, a cow or a canteen taken leaves it as it was);
#: by the board's pieces and by what they hold
_BOARDS = Bounded(256)
_BOARDS_HELD = Bounded(256)


def board_regions(s: MontanaState, seat: int) -> tuple[list[tuple], dict[Hex, float]]:
    """The regions a plan may choose from, for `seat`: the frontier, then the land one step
    beyond it, each as (region, cost, cost items, weight, worth, on the frontier), and the
    worth of each frontier region (the builds' order). They depend only on the landscape's
    pieces, which a state shares with the states made from it until they change (each is
    replaced, never changed in place), so they are kept by the identity of those pieces
    (held by the entry, so no identity is reused meanwhile); and by what the pieces hold,
    for a board met again in new pieces (a build searched, then played: the search of the
    next build meets the boards of the first search again)."""
    parts = (s.regions, s.camps, s.lines, s.cows_on_map, s.canteens_on_map, s.frontier)
    key = (seat, s.start_region, *map(id, parts))
    found = _BOARDS.get(key)
    if found is not None and found[0] == parts:  # the same pieces (or equal ones)
        return found[1]
    board = _BOARDS_HELD.by_identity(
        s.regions, lambda _: _new_board(s, seat, parts), seat, s.start_region,
        frozenset(s.camps.items()), s.lines, s.cows_on_map, s.canteens_on_map)
    _BOARDS.keep(key, (parts, board))
    return board


def _new_board(s: MontanaState, seat: int, parts: tuple
               ) -> tuple[list[tuple], dict[Hex, float]]:
    """`board_regions` worked out (the worths the last board's changes cannot reach kept)."""
    geo = geometry(s.regions)
    worths = _worths(s, seat, geo, parts)
    frontier = sorted(s.frontier)
    land = geo.land
    near = set().union(*[land[h] for h in frontier])
    near -= s.frontier
    near.difference_update(s.camps)
    near.discard(s.start_region)
    beyond = sorted(near)
    entries = []
    front_worths = {}
    head = geo.head
    for share, hexes in ((1.0, frontier), (BEYOND, beyond)):
        for h in hexes:
            worth = worths.get(h)
            if worth is None:
                worth = worths[h] = _region_worth(s, seat, h, geo)
            if share == 1.0:
                front_worths[h] = worth
            entries.append(head[h] + (worth * share, share == 1.0))
    return entries, front_worths


class _Geometry:
    """What never changes in one landscape: each region's land neighbours, the lakes with a
    canteen next to it, and the head of its `board_regions` entry: (region, cost, its number, cost
    items, weight) (kept per landscape, like `board_regions`)."""

    __slots__ = ("head", "lakes", "land")

    def __init__(self, regions: dict) -> None:
        self.head = {h: (h, r.cost, *_cost_items(r.cost)) for h, r in regions.items()}
        self.land = {h: tuple(nb for nb in neighbours(h)
                              if nb in regions and regions[nb].kind == "land")
                     for h in regions}
        self.lakes = {h: tuple(nb for nb in neighbours(h) if nb in regions
                               and regions[nb].canteen) for h in regions}


_GEOMETRY = Bounded(8)


def geometry(regions: dict) -> _Geometry:
    return _GEOMETRY.by_identity(regions, _Geometry)


#: per (seat, landscape): the pieces of the last board whose region worths were worked
#: out, and those worths; the next board keeps the worths that its changes cannot touch
#: (by the landscape's identity: an entry holds the landscape in its pieces, and is used
#: only when its landscape is the one asked for)
_LAST = Bounded(64)
#: more changed pieces than this and the worths are worked out afresh
CHANGES_MAX = 12


def _worths(s: MontanaState, seat: int, geo: _Geometry, parts: tuple) -> dict[Hex, float]:
    """The worths (`_region_worth`) known for `seat` on this board: those of the last board
    seen for `seat` that the differences cannot change (see `_stale`)."""
    last = _LAST.get((seat, id(s.regions)))
    worths: dict[Hex, float] = {}
    if last is not None and last[0][0] is s.regions and last[1] == s.start_region:
        stale = _stale(last[0], parts, seat)
        if stale is not None:
            worths = last[2].copy()
            for h in stale:
                worths.pop(h, None)
    _LAST.keep((seat, id(s.regions)), (parts, s.start_region, worths))
    return worths


def _stale(old: tuple, new: tuple, seat: int) -> set[Hex] | None:
    """The regions whose worth for `seat` may differ between two boards of one landscape
    (None: too much changed to keep anything). A worth depends on the region itself (a
    camp, its cow), the canteens of the lakes next to it, and the runs of `seat`'s camps
    in a straight line from it and the lines already rewarded: so beside the regions that
    changed, the first region past each run of `seat`'s camps (on either board) from a
    region whose owner or rewarded line changed."""
    _, camps0, lines0, cows0, canteens0, _ = old
    _, camps1, lines1, cows1, canteens1, _ = new
    stale: set[Hex] = set()
    walks: list[tuple[Hex, tuple]] = []
    if camps0 is not camps1:
        # the rules copy the camps and set the new one: an entry they did not touch is the
        # same object (one rebuilt equal only counts as changed, which is safe)
        changed = [h for h, v in camps1.items() if camps0.get(h) is not v]
        changed += [h for h in camps0 if h not in camps1]
        if len(changed) > CHANGES_MAX:
            return None
        for h in changed:
            stale.add(h)
            if camps0.get(h, NOBODY)[0] == seat or camps1.get(h, NOBODY)[0] == seat:
                walks.append((h, DIRECTIONS))
    if lines0 is not lines1:
        for owner, axis, line in set(lines0) ^ set(lines1):
            if owner == seat:
                dq, dr = AXES[axis]
                walks += [(h, ((dq, dr), (-dq, -dr))) for h in line]
    for h, directions in walks:
        for dq, dr in directions:
            x = (h[0] + dq, h[1] + dr)
            while (camps0.get(x, NOBODY)[0] == seat or camps1.get(x, NOBODY)[0] == seat):
                x = (x[0] + dq, x[1] + dr)
            stale.add(x)
    if cows0 is not cows1:
        stale.update(cows0 ^ cows1)
    if canteens0 is not canteens1:
        for lake in canteens0 ^ canteens1:
            stale.update(neighbours(lake))
    return stale


#: `_cost_items` by cost: not bounded (one entry per cost printed on the tiles), as a
#: cost's number must never be given to another
_COSTS: dict[tuple, tuple[int, tuple, float]] = {}


def _cost_items(cost: tuple) -> tuple[int, tuple, float]:
    """A region cost as `position_value` reads it: a number for it (costs are numbered as first
    met: a plan's memo is keyed by its candidates' numbers), (good, count, weight, the
    small good it is upgraded from, or None) per good, goods as their index in GOODS (a
    plan reads goods held as a tuple in that order: cheaper than a dict), and the cost's
    total weight."""
    found = _COSTS.get(cost)
    if found is None:
        items = tuple((AT[g], k, WEIGHT[g], AT.get(SMALL_OF.get(g))) for g, k in cost)
        found = _COSTS[cost] = (len(_COSTS), items, sum(w * k for _, k, w, _ in items))
    return found


def _line(s: MontanaState, seat: int, h: Hex) -> int:
    """The longest straight line of `seat`'s regions through `h` that has not yet earned
    its free camp (building on `h` would make it this long)."""
    camps = s.camps
    best = 1
    for nb in neighbours(h):
        if camps.get(nb, NOBODY)[0] == seat:
            break
    else:
        return best
    rewarded = _rewarded_lines(s.lines, seat)
    for axis, (dq, dr) in enumerate(AXES):
        run = [h]
        for sign in (1, -1):
            x = (h[0] + sign * dq, h[1] + sign * dr)
            while camps.get(x, NOBODY)[0] == seat:
                run.append(x)
                x = (x[0] + sign * dq, x[1] + sign * dr)
        if len(run) > best and rewarded[axis].isdisjoint(run):
            best = len(run)
    return best


_REWARDED = Bounded(256)


def _rewarded_lines(lines: tuple, seat: int) -> tuple[frozenset, ...]:
    """Per axis, the regions of `seat`'s lines that have earned their free camp (kept by
    the identity of the game's tuple of lines, which is replaced, never changed)."""
    return _REWARDED.by_identity(lines, lambda _: tuple(
        frozenset().union(*(line for o, ax, line in lines if o == seat and ax == axis))
        for axis in range(len(AXES))), seat)


def _region_worth(s: MontanaState, seat: int, h: Hex, geo: _Geometry) -> float:
    """Camps a region brings (double, line of four), plus its cow and canteens."""
    line = min(_line(s, seat, h), 4)
    worth = CAMP * (1 + s.regions[h].double + (line == 4) + LINE[line - 1])
    if h in s.cows_on_map:
        worth += COW
    canteens = s.canteens_on_map
    for lake in geo.lakes[h]:
        if lake in canteens:
            worth += CANTEEN
    return worth
