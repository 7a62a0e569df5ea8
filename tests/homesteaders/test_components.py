"""Component values (rulebook, "Matériel de jeu" and "Description d'une carte bâtiment").

The rulebook does not print the tiles; their values are those of the component notes
(`shared/data/homesteaders.md`, §2-§4). The tables below are typed again from those notes,
separately from `engine/homesteaders/data.py`, so that a slip in either copy fails here.
"""
import pytest

from engine.homesteaders.data import (
    BUILDINGS,
    BUILDINGS_LIST,
    TILES,
    TILES_LIST,
)

RES, COM, IND, SPE = "residential", "commercial", "industrial", "special"
ANY = (RES, COM, IND, SPE)
ST, ST_T, TOWN, CITY = "settlement", "settlement_or_town", "town", "city"

# key: (type, stage, copies (2 players, 3-4 players), cost, printed VP, automatic income)
PRINTED = {
    "grain_mill": (RES, ST, (1, 1), {"wood": 1, "steel": 1}, 2, {"food": 1}),
    "farm": (RES, ST, (2, 3), {"wood": 1}, 0, {}),
    "market": (COM, ST, (2, 3), {"wood": 1}, 2, {"trade": 1}),
    "foundry": (IND, ST, (2, 3), {}, 0, {}),
    "steel_mill": (IND, ST, (1, 1), {"wood": 2, "gold": 1}, 0, {"steel": 1}),
    "boarding_house": (RES, ST_T, (1, 1), {"wood": 2}, 0, {"silver": 2}),
    "railworkers_house": (RES, ST_T, (1, 1), {"steel": 2}, 0, {"silver": 1, "trade": 1}),
    "ranch": (RES, ST_T, (1, 2), {"wood": 1, "food": 1, "steel": 1}, 0, {}),
    "trading_post": (COM, ST_T, (1, 1), {"gold": 1}, 0, {"trade": 2}),
    "general_store": (COM, ST_T, (1, 2), {"steel": 1}, 2, {"trade": 1}),
    "gold_mine": (IND, ST_T, (1, 2), {"wood": 1, "steel": 1}, 0, {}),
    "copper_mine": (IND, ST_T, (1, 2), {"wood": 2, "steel": 1}, 0, {}),
    "river_port": (IND, ST_T, (1, 2), {"wood": 1}, 0, {}),
    "church": (RES, TOWN, (1, 1), {"wood": 1, "steel": 1, "gold": 1, "copper": 1}, 10,
               {"vp": 2}),
    "workshop": (RES, TOWN, (1, 2), {"steel": 1}, 2, {"vp": 1}),
    "depot": (COM, TOWN, (1, 2), {"wood": 1, "steel": 1}, 0, {"silver": 2}),
    "stables": (COM, TOWN, (1, 1), {"livestock": 1}, 0, {"trade": 1, "vp": 1}),
    "bank": (COM, TOWN, (1, 1), {"steel": 1, "copper": 1}, 3, {}),
    "meatpacking_plant": (IND, TOWN, (1, 1), {"wood": 1, "livestock": 1}, 2, {}),
    "forge": (IND, TOWN, (1, 2), {"steel": 2}, 1, {}),
    "factory": (SPE, TOWN, (1, 1), {"steel": 2, "copper": 1}, 6, {"vp": 2}),
    "rodeo": (SPE, TOWN, (1, 1), {"food": 1, "livestock": 1}, 4, {}),
    "lawyer": (SPE, TOWN, (1, 1), {"wood": 1, "gold": 1, "livestock": 1}, 4, {"vp": 2}),
    "fairgrounds": (SPE, TOWN, (1, 1), {"wood": 2, "copper": 1, "livestock": 1}, 6,
                    {"gold": 1}),
    "dude_ranch": (RES, CITY, (1, 2), {"wood": 1, "food": 1}, 3, {}),
    "town_hall": (RES, CITY, (1, 1), {"wood": 2, "copper": 1}, 10, {}),
    "terminal": (COM, CITY, (1, 2), {"steel": 2}, 6, {}),
    "restaurant": (COM, CITY, (1, 2), {"wood": 1, "livestock": 1}, 8, {}),
    "train_station": (IND, CITY, (1, 2), {"wood": 1, "copper": 1}, 3, {}),
    "circus": (SPE, CITY, (1, 1), {"food": 2, "livestock": 1}, 8, {}),
    "rail_yard": (SPE, CITY, (1, 1), {"steel": 2, "gold": 1, "copper": 1}, 6, {}),
}
# worker slots: (workers needed, output); buildings not listed have none
SLOTS = {
    "homestead": ((1, {"wood": 1}), (1, {"vp": 1})),
    "farm": ((1, {"silver": 2, "trade": 1}), (1, {"food": 1})),
    "market": ((1, {"silver": 2}),),
    "foundry": ((1, {"steel": 1}),),
    "ranch": ((1, {"livestock": 1}),),
    "gold_mine": ((1, {"gold": 1}),),
    "copper_mine": ((1, {"copper": 1}),),
    "river_port": ((2, {"gold": 1}),),
    "meatpacking_plant": ((1, {"vp": 2}), (1, {"vp": 2})),
    "forge": ((1, {"vp": 2}),),
}
ON_BUILD = {
    "boarding_house": ("clear_debt",),
    "ranch": ("trade",),
    "workshop": ("worker",),
    "depot": ("rail_advance",),
    "forge": ("rail_advance",),
    "train_station": ("rail_line", "extra_build"),
    "rail_yard": ("rail_advance",),
}
INCOME_RULE = {"bank": "clear_debt", "rodeo": "rodeo"}
END_VP = {
    "boarding_house": ((IND, 1),),
    "railworkers_house": (("worker", 1), ("rail_line", 1)),
    "depot": (("rail_line", 1),),
    "stables": ((RES, 1),),
    "bank": ((SPE, 1),),
    "factory": ((IND, 1),),
    "lawyer": ((COM, 1),),
    "fairgrounds": ((RES, 1),),
    "dude_ranch": (("worker", 1),),
    "town_hall": ((COM, 1),),
    "terminal": (("rail_line", 1),),
    "restaurant": ((SPE, 1),),
    "circus": (("worker", 1),),
    "rail_yard": (("building", 1),),
}

WORKER, RAIL = ("worker",), ("rail",)
# id: (stack, stage, building types, bonuses after the build)
AUCTION_TILES = {
    1: (1, ST, (RES, COM), ()),
    2: (1, ST, (IND,), ()),
    3: (1, ST, (COM,), ()),
    4: (1, ST, (RES, IND), ()),
    5: (1, TOWN, (COM,), (WORKER,)),
    6: (1, TOWN, (RES,), (WORKER,)),
    7: (1, TOWN, (IND,), (WORKER,)),
    8: (1, TOWN, ANY, ()),
    9: (1, CITY, ANY, (("exchange", {"copper": 1}, {"vp": 4}, True),)),
    10: (1, CITY, ANY, (("exchange", {"livestock": 1}, {"vp": 4}, True),)),
    11: (2, ST, (RES,), ()),
    12: (2, ST, (IND,), ()),
    13: (2, ST, ANY, ()),
    14: (2, ST, (), (WORKER, RAIL)),
    15: (2, TOWN, (RES, COM), ()),
    16: (2, TOWN, (IND, COM), ()),
    17: (2, TOWN, (IND, SPE), ()),
    18: (2, TOWN, (RES, SPE), (("exchange", {"wood": 1}, {"rail_line": 1}, False),)),
    19: (2, CITY, (COM, IND), (("exchange", {"food": 1}, {"vp": 2}, False),)),
    20: (2, CITY, (RES, SPE), (("exchange", {"food": 1}, {"vp": 2}, False),)),
    21: (3, ST, (RES,), ()),
    22: (3, ST, (COM,), ()),
    23: (3, ST, (IND,), ()),
    24: (3, ST, (), (WORKER, RAIL)),
    25: (3, TOWN, (RES,), ()),
    26: (3, TOWN, (COM,), ()),
    27: (3, TOWN, (IND,), (("exchange", {"wood": 1}, {"rail_line": 1}, False),)),
    28: (3, TOWN, ANY, ()),
    29: (3, CITY, (RES, COM), (("exchange", {"food": 1}, {"vp": 2}, False),)),
    30: (3, CITY, (), (("gain", {"vp": 6}), ("exchange", {"food": 1}, {"vp": 2}, False))),
}


def test_there_are_31_kinds_of_building_besides_the_homestead():
    assert sorted(b.key for b in BUILDINGS_LIST) == sorted(PRINTED)
    assert set(BUILDINGS) == {*PRINTED, "homestead"}


@pytest.mark.parametrize("key", sorted(PRINTED))
def test_each_building_has_its_printed_type_stage_copies_cost_vp_and_income(key):
    b = BUILDINGS[key]
    assert (b.type, b.stage, b.copies, b.cost, b.vp, b.income) == PRINTED[key]


@pytest.mark.parametrize("key", sorted(BUILDINGS))
def test_each_building_has_its_printed_worker_slots_powers_and_end_bonus(key):
    b = BUILDINGS[key]
    assert b.slots == SLOTS.get(key, ())
    assert b.on_build == ON_BUILD.get(key, ())
    assert b.income_rule == INCOME_RULE.get(key)
    assert b.end_vp == END_VP.get(key, ())


def test_the_homestead_is_residential_gives_2_silver_and_costs_nothing():
    h = BUILDINGS["homestead"]
    assert (h.type, h.cost, h.vp, h.income) == (RES, {}, 0, {"silver": 2})


def test_53_building_cards_are_the_49_on_offer_and_4_homesteads():
    # rulebook, "Matériel de jeu": 53 cartes « bâtiments »
    assert sum(b.copies[1] for b in BUILDINGS_LIST) + 4 == 53
    assert sum(b.copies[0] for b in BUILDINGS_LIST) == 34


def test_30_auction_tiles_10_per_stack():
    assert [t.id for t in TILES_LIST] == list(range(1, 31))
    for stack in (1, 2, 3):
        assert sum(1 for t in TILES_LIST if t.stack == stack) == 10


@pytest.mark.parametrize("tile", sorted(AUCTION_TILES))
def test_each_auction_tile_has_its_printed_stack_stage_types_and_bonus(tile):
    t = TILES[tile]
    assert (t.stack, t.stage, t.build_types, t.bonuses) == AUCTION_TILES[tile]
