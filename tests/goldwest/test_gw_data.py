"""Component values (data module) against the component notes, `shared/data/goldwest.md`,
transcribed here a second time so that a slip in either copy shows."""
from collections import Counter

import pytest

from engine.goldwest.board import SPACE_COSTS
from engine.goldwest.data import (
    CAMPS,
    INVESTMENT_BONUS,
    INVESTMENTS,
    INVESTMENTS_IN_PLAY,
    LARGEST_GROUP_VP,
    LOOT_VP,
    MAJORITY,
    OFFICES,
    SECTIONS,
    SHIP_BONUS,
    SHIP_END,
    SHIP_LINES,
    SHIP_STACKS,
    SLOTS,
    START_SUPPLY,
    TERRAIN_TILES,
    TOKENS,
    WATER,
    neighbours,
)
from engine.goldwest.scoring import OFFICE_VP

NAMES = {"Cu": "copper", "Ag": "silver", "Au": "gold", "W": "wood", "St": "stone",
         "Fo": "forest"}


def _names(spec):
    return tuple(NAMES[p] for p in spec.split())


# goldwest.md 1.5: ring NE, N, NW, SW, S, SE, then the centre
TILES = """
Cu Fo Cu Au Fo Cu Ag
Au Cu Au Ag Ag Au Fo
Fo Cu Fo Cu Ag Au Au
Fo Au Ag Au Cu Ag Cu
Au Fo Ag Au Fo Ag Cu
Au Fo Fo Cu Fo Cu Ag
Cu Fo Cu Ag Ag Fo Au
Ag Au Ag Au Ag Cu Fo
"""

# goldwest.md 2: the 14 tokens of each terrain (index = row), gold | silver | copper | forest
TOKEN_ROWS = """
Au Au Au | Ag Ag    | Cu Cu    | W W W
Au Au    | Ag St W  | Cu St W  | W Au
Au Au Ag | Ag Ag    | Cu Cu    | W W W
Au Au    | Ag Ag Ag | Cu Cu Cu | W Cu
Au St W  | Ag Cu    | Cu Au    | St St St
Au Ag    | Ag Ag Cu | Cu Cu Au | W Ag
Au Au Ag | Ag Ag Cu | Cu Cu Ag | W St
Au Au Cu | Ag Ag    | Cu Cu    | W W W
Au Au    | Ag St W  | Cu St W  | St St St
Au Au Au | Ag Ag    | Cu Cu    | W W St
Au Au    | Ag Ag Au | Cu Cu Cu | St St St
Au Au Cu | Ag Ag Au | Cu Cu Au | St St W
Au St W  | Ag Ag Ag | Cu Cu Ag | St Au
Au Ag Cu | Ag St    | Cu St    | W St
"""

# goldwest.md 6.1: number, cost, VP, ability
CARDS = """
0  | Cu Cu Cu Cu    | 8  |
1  | Au Cu Cu Cu    | 7  | influence:silver
2  | Ag Ag Ag Ag    | 5  | boomtown_occupied
3  | Au Au Ag Ag    | 9  | peek
4  | Au Au Au Au    | 6  | ship:2
5  | Ag Ag Ag Ag Ag | 13 |
6  | Au Au Cu Cu    | 10 |
7  | Ag Ag Ag Ag    | 10 |
8  | Au Au Au Au Au | 15 |
9  | Ag Ag Cu Cu    | 9  |
10 | Cu Cu Cu Cu Cu | 11 |
11 | Au Au Au Ag    | 11 | influence:forest
12 | Au Au Au Cu    | 8  | influence:copper
13 | Au Au Cu Cu    | 6  | boomtown_empty
14 | Au Au Au Au    | 12 |
15 | Au Au Ag Ag    | 11 |
16 | Au Ag Ag Ag    | 9  | influence:gold
17 | Cu Ag Ag Ag    | 7  | upgrade
18 | Cu Cu Ag Ag    | 7  | gain2
19 | Cu Cu Cu Ag    | 7  | ship:1
"""


def test_the_eight_terrain_tiles():
    expected = [_names(row) for row in TILES.split("\n") if row]
    assert [(*ring, centre) for ring, centre in TERRAIN_TILES] == expected


def test_fourteen_hexes_of_each_terrain_on_the_eight_tiles():
    counts = Counter(t for ring, centre in TERRAIN_TILES for t in (*ring, centre))
    assert counts == dict.fromkeys(("copper", "silver", "gold", "forest"), 14)


def test_the_map_slots_centres_and_water_contact():
    """goldwest.md 1.4: slot centres, and how many hexes of each slot touch the water."""
    assert [centre for centre, _ in SLOTS] == [(-5, 1), (-2, 1), (1, 2), (4, 1), (6, -1),
                                               (3, -1), (0, -2), (-3, -1)]
    assert WATER == ((-1, 0), (0, 0), (1, 0), (2, 0))
    wet = [sum(any(n in WATER for n in neighbours(h)) for h in (centre, *ring))
           for centre, ring in SLOTS]
    assert wet == [0, 2, 3, 1, 0, 2, 3, 1]


def test_the_56_mining_tokens():
    rows = [[_names(cell) for cell in row.split("|")] for row in TOKEN_ROWS.split("\n")
            if row]
    for column, terrain in enumerate(("gold", "silver", "copper", "forest")):
        assert [Counter(row[column]) for row in rows] == [Counter(t) for t in
                                                          TOKENS[terrain]], terrain


@pytest.mark.parametrize(("terrain", "totals"), [
    ("gold", {"gold": 26, "silver": 4, "copper": 3, "wood": 2, "stone": 2}),
    ("silver", {"silver": 26, "copper": 3, "gold": 2, "wood": 2, "stone": 3}),
    ("copper", {"copper": 26, "gold": 3, "silver": 2, "wood": 2, "stone": 3}),
    ("forest", {"wood": 17, "stone": 15, "gold": 2, "silver": 1, "copper": 1}),
])
def test_mining_token_totals_by_terrain(terrain, totals):
    assert Counter(r for token in TOKENS[terrain] for r in token) == totals
    assert all(2 <= len(token) <= 3 for token in TOKENS[terrain])  # rulebook: 2 or 3


def test_every_token_holds_a_resource_of_its_terrain():
    """Rulebook: at least one copper on a copper hex (silver, gold alike); wood and stone
    always on a forest hex."""
    for metal in ("copper", "silver", "gold"):
        assert all(metal in token for token in TOKENS[metal])
    assert all({"wood", "stone"} & set(token) for token in TOKENS["forest"])


def test_the_twenty_investment_cards():
    for row in CARDS.split("\n"):
        if not row:
            continue
        number, cost, vp, ability = (cell.strip() for cell in row.split("|"))
        card = INVESTMENTS[int(number)]
        assert card.id == int(number)
        assert card.cost == dict(Counter(_names(cost))), number
        assert (card.vp, card.ability) == (int(vp), ability), number
    assert len(INVESTMENTS) == 20 and INVESTMENTS_IN_PLAY == 8


def test_investment_bonus_tiles_3_2_1_then_4_and_5():
    assert INVESTMENT_BONUS == {2: (3, 2, 1), 3: (4, 3, 2, 1), 4: (5, 4, 3, 2, 1)}


def test_supply_track_four_sections_and_the_turn_order_tokens():
    assert SECTIONS == 4
    assert [[Counter(sec) for sec in start] for start in START_SUPPLY] == [
        [Counter(["wood"]), Counter(["stone", "copper"]), Counter()],
        [Counter(["wood"]), Counter(["stone", "silver"]), Counter()],
        [Counter(["wood"]), Counter(["stone", "gold"]), Counter()],
        [Counter(["wood"]), Counter(["stone", "gold"]), Counter(["copper"])],
    ]


def test_shipping_track_lines_stacks_and_bonus_tiles():
    assert (SHIP_END, SHIP_LINES, SHIP_STACKS) == (10, {2: 2, 6: 3}, (4, 9))
    assert SHIP_BONUS == {"gold": (9, 6), "silver": (8, 5), "copper": (7, 4)}


def test_boomtown_column_and_row_metals():
    """Columns copper, silver, gold from the left; rows gold, silver, copper from the top."""
    columns, rows = ("Cu", "Ag", "Au"), ("Au", "Ag", "Cu")
    for space in range(9):
        pair = f"{columns[space % 3]} {rows[space // 3]}"
        assert SPACE_COSTS[space] == dict(Counter(_names(pair)))


def test_the_twelve_offices_and_their_points():
    assert set(OFFICES) == set(OFFICE_VP) and len(OFFICES) == 12
    assert OFFICE_VP == {"docks": 1, "frontier": 1, "homestead": 2, "courthouse": 1,
                         "deeds": 2, "depot": 2, "mayor": 3, "saloon": 2, "sheriff": 1,
                         "shipping": 2, "surveyor": 1, "town_hall": 1}


def test_end_scoring_values():
    assert MAJORITY == {"forest": (8, 4), "gold": (9, 5), "silver": (10, 6),
                        "copper": (11, 7)}
    assert (LARGEST_GROUP_VP, LOOT_VP) == (2, 1)
    assert CAMPS == {2: 12, 3: 12, 4: 10}
