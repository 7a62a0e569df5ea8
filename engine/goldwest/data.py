"""Gold West components: every printed value the rules code uses, and only here.

Provenance: `shared/data/goldwest.json` (transcribed from a public implementation and
checked against its source; not checked against printed pieces) for the map, the terrain
tiles, the mining tokens, the investments, BoomTown and the shipping tracks. The rulebook
(`shared/seeds/001_*.txt`) states the camps per player count, the supply-section points,
the investment bonus tiles by player count, the 4 VP BoomTown tile, the largest-group points
and the terrain-majority and Wanted rules; where they disagree the rulebook wins
(docs/rules/goldwest.md).

Coordinates are the data file's (x = column, y = row growing upward, odd columns half a hex
lower); `neighbours` turns them into the six adjacent hexes.
"""
from __future__ import annotations

from typing import NamedTuple

Hex = tuple[int, int]

METALS = ("copper", "silver", "gold")
MATERIALS = ("wood", "stone")
RESOURCES = ("wood", "stone", "copper", "silver", "gold")
TERRAINS = ("forest", "gold", "silver", "copper")

WATER: tuple[Hex, ...] = ((-1, 0), (0, 0), (1, 0), (2, 0))

#: the 8 terrain-tile slots: centre hex, then the ring NE, N, NW, SW, S, SE
SLOTS: tuple[tuple[Hex, tuple[Hex, ...]], ...] = (
    ((-5, 1), ((-4, 1), (-5, 2), (-6, 1), (-6, 0), (-5, 0), (-4, 0))),
    ((-2, 1), ((-1, 2), (-2, 2), (-3, 2), (-3, 1), (-2, 0), (-1, 1))),
    ((1, 2), ((2, 2), (1, 3), (0, 2), (0, 1), (1, 1), (2, 1))),
    ((4, 1), ((5, 2), (4, 2), (3, 2), (3, 1), (4, 0), (5, 1))),
    ((6, -1), ((7, 0), (6, 0), (5, 0), (5, -1), (6, -2), (7, -1))),
    ((3, -1), ((4, -1), (3, 0), (2, -1), (2, -2), (3, -2), (4, -2))),
    ((0, -2), ((1, -1), (0, -1), (-1, -1), (-1, -2), (0, -3), (1, -2))),
    ((-3, -1), ((-2, -1), (-3, 0), (-4, -1), (-4, -2), (-3, -2), (-2, -2))),
)
#: with 2 players the two end slots, which do not touch the water, stay out (rulebook)
SLOTS_UNUSED_WITH_2 = (0, 4)

#: the 8 terrain tiles: ring terrains NE, N, NW, SW, S, SE at rotation 0, then the centre
TERRAIN_TILES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("copper", "forest", "copper", "gold", "forest", "copper"), "silver"),
    (("gold", "copper", "gold", "silver", "silver", "gold"), "forest"),
    (("forest", "copper", "forest", "copper", "silver", "gold"), "gold"),
    (("forest", "gold", "silver", "gold", "copper", "silver"), "copper"),
    (("gold", "forest", "silver", "gold", "forest", "silver"), "copper"),
    (("gold", "forest", "forest", "copper", "forest", "copper"), "silver"),
    (("copper", "forest", "copper", "silver", "silver", "forest"), "gold"),
    (("silver", "gold", "silver", "gold", "silver", "copper"), "forest"),
)


def _t(spec: str) -> tuple[str, ...]:
    names = {"Au": "gold", "Ag": "silver", "Cu": "copper", "W": "wood", "St": "stone"}
    return tuple(names[p] for p in spec.split())


#: the 56 mining tokens, 14 per terrain, dealt face down onto hexes of their terrain
TOKENS: dict[str, tuple[tuple[str, ...], ...]] = {
    "gold": tuple(map(_t, (
        "Au Au Au", "Au Au", "Au Au Ag", "Au Au", "Au St W", "Au Ag", "Au Au Ag", "Au Au Cu",
        "Au Au", "Au Au Au", "Au Au", "Au Au Cu", "Au St W", "Au Ag Cu"))),
    "silver": tuple(map(_t, (
        "Ag Ag", "Ag St W", "Ag Ag", "Ag Ag Ag", "Ag Cu", "Ag Ag Cu", "Ag Ag Cu", "Ag Ag",
        "Ag St W", "Ag Ag", "Ag Ag Au", "Ag Ag Au", "Ag Ag Ag", "Ag St"))),
    "copper": tuple(map(_t, (
        "Cu Cu", "Cu St W", "Cu Cu", "Cu Cu Cu", "Cu Au", "Cu Cu Au", "Cu Cu Ag", "Cu Cu",
        "Cu St W", "Cu Cu", "Cu Cu Cu", "Cu Cu Au", "Cu Cu Ag", "Cu St"))),
    "forest": tuple(map(_t, (
        "W W W", "W Au", "W W W", "W Cu", "St St St", "W Ag", "W St", "W W W", "St St St",
        "W W St", "St St St", "St St W", "St Au", "W St"))),
}

#: supply track: 4 sections; placing a token's resources in section n scores n VP (rulebook)
SECTIONS = 4

#: starting supply track by turn-order position: resources in sections 0, 1, 2
START_SUPPLY: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("wood",), ("stone", "copper"), ()),
    (("wood",), ("stone", "silver"), ()),
    (("wood",), ("stone", "gold"), ()),
    (("wood",), ("stone", "gold"), ("copper",)),
)

CAMPS = {2: 12, 3: 12, 4: 10}  # rulebook: 12 camps each, 10 at 4 players

#: shipping: positions 0..10; arriving on 2 scores 2 VP, on 6 scores 3 VP; 4 and 9 are
#: bonus stacks that are jumped (the coach lands one further) taking the top tile
SHIP_END = 10
SHIP_LINES = {2: 2, 6: 3}
SHIP_STACKS = (4, 9)
#: bonus tiles per track, both stacks alike: (first arrival, second arrival)
SHIP_BONUS = {"gold": (9, 6), "silver": (8, 5), "copper": (7, 4)}


class Investment(NamedTuple):
    id: int
    cost: dict
    vp: int
    ability: str  # "" or: influence:<terrain>, boomtown_occupied, peek, ship:<n>,
    #               boomtown_empty, upgrade, gain2


INVESTMENTS = (
    Investment(0, {"copper": 4}, 8, ""),
    Investment(1, {"copper": 3, "gold": 1}, 7, "influence:silver"),
    Investment(2, {"silver": 4}, 5, "boomtown_occupied"),
    Investment(3, {"silver": 2, "gold": 2}, 9, "peek"),
    Investment(4, {"gold": 4}, 6, "ship:2"),
    Investment(5, {"silver": 5}, 13, ""),
    Investment(6, {"copper": 2, "gold": 2}, 10, ""),
    Investment(7, {"silver": 4}, 10, ""),
    Investment(8, {"gold": 5}, 15, ""),
    Investment(9, {"copper": 2, "silver": 2}, 9, ""),
    Investment(10, {"copper": 5}, 11, ""),
    Investment(11, {"silver": 1, "gold": 3}, 11, "influence:forest"),
    Investment(12, {"copper": 1, "gold": 3}, 8, "influence:copper"),
    Investment(13, {"copper": 2, "gold": 2}, 6, "boomtown_empty"),
    Investment(14, {"gold": 4}, 12, ""),
    Investment(15, {"silver": 2, "gold": 2}, 11, ""),
    Investment(16, {"silver": 3, "gold": 1}, 9, "influence:gold"),
    Investment(17, {"copper": 1, "silver": 3}, 7, "upgrade"),
    Investment(18, {"copper": 2, "silver": 2}, 7, "gain2"),
    Investment(19, {"copper": 3, "silver": 1}, 7, "ship:1"),
)
INVESTMENTS_IN_PLAY = 8
#: investment bonus tiles by player count (rulebook)
INVESTMENT_BONUS = {2: (3, 2, 1), 3: (4, 3, 2, 1), 4: (5, 4, 3, 2, 1)}

#: BoomTown: 3x3 spaces, index = row * 3 + column; a space costs its column metal and its
#: row metal (rulebook: the metal above the column and the one right of the row)
BOOMTOWN_COLUMNS = ("copper", "silver", "gold")
BOOMTOWN_ROWS = ("gold", "silver", "copper")
BOOMTOWN_SINGLE_SPOTS = (0, 2, 4, 6, 8)  # the 4 VP tile fits only a corner or the centre
BOOMTOWN_TILE_VP = 4
OFFICES = ("docks", "frontier", "homestead", "courthouse", "deeds", "depot", "mayor",
           "saloon", "sheriff", "shipping", "surveyor", "town_hall")
OFFICES_IN_PLAY = 4

LARGEST_GROUP_VP = 2
#: terrain majorities: (1st, 2nd); with 2 players the leader scores the 2nd value
MAJORITY = {"forest": (8, 4), "gold": (9, 5), "silver": (10, 6), "copper": (11, 7)}
LOOT_VP = 1


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around `h` (odd columns sit half a hex lower)."""
    x, y = h
    if x % 2 == 0:
        return ((x + 1, y), (x + 1, y + 1), (x, y + 1), (x - 1, y + 1), (x - 1, y), (x, y - 1))
    return ((x + 1, y - 1), (x + 1, y), (x, y + 1), (x - 1, y), (x - 1, y - 1), (x, y - 1))


def axial(h: Hex) -> tuple[int, int]:
    """Axial (q, r): straight lines are q, r or q + r constant."""
    x, y = h
    return x, -y - (x - (x % 2)) // 2
