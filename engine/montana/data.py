"""Montana components: every value the rules code uses, and only here.

Each block says where its values come from, as `shared/data/montana.json` does:
  RULEBOOK  stated in the rulebook (`shared/seeds/002_*.txt`);
  FOUND     public reviews of the printed game;
  PROPOSED  our reconstruction: the printed values could not be found. It fits every rule
            and example of the rulebook; printed values can replace it here without
            touching the rules code (docs/rules/montana.md lists these).
"""
from __future__ import annotations

from typing import NamedTuple

Hex = tuple[int, int]

# -- goods (RULEBOOK kinds; FOUND: copper and stone come in a small and a large size) -----
GOODS = ("wheat", "squash", "copper_small", "copper_large", "stone_small", "stone_large")
#: what a cow trades for (RULEBOOK: a small stone, a small copper, a wheat or a squash)
COW_TRADE_GOODS = ("stone_small", "copper_small", "wheat", "squash")
COW_TRADE_COINS = 3
UPGRADES = {"stone": ("stone_small", "stone_large"), "copper": ("copper_small", "copper_large")}

#: RULEBOOK table; the column order is FOUND from the 120 pieces in the box
SUPPLY = {
    2: {"wheat": 10, "squash": 10, "copper_small": 10, "copper_large": 6, "stone_small": 10,
        "stone_large": 6},
    3: {"wheat": 15, "squash": 15, "copper_small": 15, "copper_large": 9, "stone_small": 15,
        "stone_large": 9},
    4: {"wheat": 20, "squash": 20, "copper_small": 20, "copper_large": 12, "stone_small": 20,
        "stone_large": 12},
}
#: RULEBOOK: each player's starting goods and cow come from the box, not the supply
START_GOODS = {"wheat": 1, "squash": 1, "copper_small": 1, "stone_small": 1}
START_COWS = 1
START_COINS = (3, 4, 5, 6)  # RULEBOOK: by seat from the start player
START_SPINS = 2             # RULEBOOK
CAMPS = {2: 12, 3: 10, 4: 8}  # RULEBOOK
COWS_TOTAL = 24               # RULEBOOK
MAX_WORKERS = 8               # RULEBOOK
BUILDS_PER_TURN = 3           # RULEBOOK: up to 3 camps paid for in a turn

# -- workers (RULEBOOK: 18 of each colour; a colour harvests its own good best) ----------
COLOURS = ("copper", "stone", "wheat", "squash")
WORKERS_PER_COLOUR = 18

#: recruitment wheel, clockwise. FOUND: 8 segments of 2 workers. RULEBOOK: some segments
#: show 2 white workers (free choice, "any"); the example has stone+squash with
#: squash+squash two segments further. PROPOSED: the other pairs.
WHEEL = (
    ("copper", "copper"), ("stone", "squash"), ("any", "any"), ("squash", "squash"),
    ("copper", "wheat"), ("stone", "stone"), ("any", "any"), ("wheat", "wheat"),
)
WHEEL_MAX_STEPS = 7  # RULEBOOK: 1 wheat per segment, at most 7


class Space(NamedTuple):
    """A harvest space: coins paid, goods taken, goods from its small box."""

    coins: int
    goods: int
    small: int = 0


#: bank spaces: (workers needed, coins paid). RULEBOOK: 1 to 3 workers of any colour, and a
#: 2-worker space paying 8 coins. PROPOSED: the 3 and 12.
BANK = ((1, 3), (2, 8), (3, 12))

#: harvest areas: good, worker colour, spaces (coins, goods, small-box goods). RULEBOOK: the
#: wheat space for 6 coins yields 4 wheat, and 1 more from the small box. FOUND: copper and
#: stone 1/3/6 coins for 1/2/3. PROPOSED: the cheaper wheat and squash spaces and the free
#: small box.
AREAS = {
    "mine": ("copper_small", "copper", (Space(1, 1, 1), Space(3, 2, 1), Space(6, 3, 1))),
    "quarry": ("stone_small", "stone", (Space(1, 1, 1), Space(3, 2, 1), Space(6, 3, 1))),
    "wheat_field": ("wheat", "wheat", (Space(1, 1, 1), Space(3, 2, 1), Space(6, 4, 1))),
    "garden": ("squash", "squash", (Space(1, 1, 1), Space(3, 2, 1), Space(6, 4, 1))),
}

#: the town: RULEBOOK four reward rows; the squash cost rises to the right. PROPOSED: 2 to 5
#: squash. The active player first takes a free squash, so a 1-squash column would make a
#: town visit cost nothing (three goods for no coin, worker or squash); from 2 the cheapest
#: visit costs a net squash. The rulebook's example (a displaced Blue with 4 places to
#: move to) still holds.
TOWN_COLUMN_COSTS = (2, 3, 4, 5)
TOWN_ROWS = ("cow_and_upgrades", "three_goods", "two_upgrades", "coins_and_upgrade")
#: row -> (cow, goods to choose, upgrades allowed, coins)  RULEBOOK
TOWN_REWARDS = {
    "cow_and_upgrades": (1, 0, 3, 0),
    "three_goods": (0, 3, 0, 0),
    "two_upgrades": (0, 0, 2, 0),
    "coins_and_upgrade": (0, 0, 1, 2),
}
TOWN_GOODS = ("stone_small", "copper_small", "wheat")  # RULEBOOK: three_goods choices

# -- the landscape (PROPOSED: the printed tiles were not found) ---------------------------
#: axial (q, r) offsets of a tile's 7 hexes, and the neighbour directions
OFFSETS = {"centre": (0, 0), "E": (1, 0), "NE": (1, -1), "NW": (0, -1), "W": (-1, 0),
           "SW": (-1, 1), "SE": (0, 1)}
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
LANDSCAPE_TILES_BY_PLAYERS = {2: 7, 3: 9, 4: 10}  # RULEBOOK
#: tile centres of each layout, the first is the middle tile (PROPOSED)
LAYOUTS = {
    2: ((0, 0), (2, 1), (3, -2), (1, -3), (-2, -1), (-3, 2), (-1, 3)),
    3: ((0, 0), (2, 1), (3, -2), (1, -3), (-2, -1), (-3, 2), (-1, 3), (5, -1), (-5, 1)),
    4: ((0, 0), (2, 1), (3, -2), (1, -3), (-2, -1), (-3, 2), (-1, 3), (1, 4), (4, -5),
        (-5, 1)),
}
#: quick start and bots put the start tile on the centre of the middle tile
START_REGION: Hex = (0, 0)

_ABBR = {"Wh": "wheat", "Sq": "squash", "c": "copper_small", "C": "copper_large",
         "s": "stone_small", "S": "stone_large"}

#: the 12 landscape tiles: each hex is "mountain", "lake[+canteen]" or a land region's
#: cost (Wh wheat, Sq squash, c/C small/large copper, s/S small/large stone, a digit for 2)
#: with "+cow" and "+double" (two camp symbols). T5 holds the rulebook's construction
#: example literally: W (a large stone and a wheat, a cow, beside the lake NW with a
#: canteen) next to SW, a double region costing a small stone, a wheat, a squash and a
#: small copper.
TILE_SPECS = {
    "T1": {"centre": "Wh c", "E": "mountain", "NE": "Sq s+cow", "NW": "lake+canteen",
           "W": "c s", "SW": "Wh C s+double", "SE": "Wh s"},
    "T2": {"centre": "Sq c", "E": "Wh s", "NE": "mountain", "NW": "Sq S+cow", "W": "c2",
           "SW": "Wh c s+cow", "SE": "Wh C S+double"},
    "T3": {"centre": "c s", "E": "lake+canteen", "NE": "Wh Sq", "NW": "mountain",
           "W": "Sq C+cow", "SW": "Sq c S+double", "SE": "Sq s"},
    "T4": {"centre": "Wh s", "E": "Sq c+cow", "NE": "c s", "NW": "Wh C", "W": "mountain",
           "SW": "Sq s+cow", "SE": "Wh Sq S+double"},
    "T5": {"centre": "Sq s", "E": "mountain", "NE": "Wh c", "NW": "lake+canteen",
           "W": "Wh S+cow", "SW": "Wh Sq c s+double", "SE": "Sq c C"},
    "T6": {"centre": "c s", "E": "Wh Sq", "NE": "c S+cow", "NW": "mountain", "W": "Wh s",
           "SW": "Sq C S+double", "SE": "Sq c+cow"},
    "T7": {"centre": "Wh c", "E": "c2", "NE": "lake+canteen", "NW": "Sq s", "W": "mountain",
           "SW": "Wh C s+double", "SE": "Wh Sq s+cow"},
    "T8": {"centre": "Sq c", "E": "Sq S+cow", "NE": "s2", "NW": "Wh c", "W": "Wh C+cow",
           "SW": "mountain", "SE": "Wh c S+double"},
    "T9": {"centre": "Wh s", "E": "mountain", "NE": "Sq c", "NW": "Sq C s+double",
           "W": "lake+canteen", "SW": "Wh c s+cow", "SE": "Wh S"},
    "T10": {"centre": "c s", "E": "Sq c+cow", "NE": "mountain", "NW": "Wh Sq",
            "W": "C s+cow", "SW": "Wh C S+double", "SE": "s2"},
    "T11": {"centre": "Sq s", "E": "Wh C", "NE": "Wh c+cow", "NW": "lake+canteen",
            "W": "Sq c", "SW": "mountain", "SE": "Sq c S+double"},
    "T12": {"centre": "Wh c", "E": "Sq c S+double", "NE": "Sq s", "NW": "mountain",
            "W": "c2", "SW": "C s+cow", "SE": "Wh s+cow"},
}


class Region(NamedTuple):
    kind: str            # land, mountain, lake
    cost: tuple = ()     # ((good, count), ...) for land
    cow: bool = False
    double: bool = False
    canteen: bool = False


def parse_region(spec: str) -> Region:
    """Turn a TILE_SPECS entry into a Region."""
    head, *flags = spec.split("+")
    if head == "mountain":
        return Region("mountain")
    if head == "lake":
        return Region("lake", canteen="canteen" in flags)
    cost: dict[str, int] = {}
    for part in head.split():
        name, count = part.rstrip("0123456789"), part[len(part.rstrip("0123456789")):]
        cost[_ABBR[name]] = cost.get(_ABBR[name], 0) + int(count or 1)
    return Region("land", tuple(sorted(cost.items())), "cow" in flags, "double" in flags)


TILES = {name: {OFFSETS[at]: parse_region(spec) for at, spec in hexes.items()}
         for name, hexes in TILE_SPECS.items()}
