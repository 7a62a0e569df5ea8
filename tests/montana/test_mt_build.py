"""Building (rulebook, "Action C – Construire"): 1 to 3 camps on land regions next to an
occupied region, paying exactly the goods shown; 1 coin per build not used; a free second
camp on double regions and at the end of a straight line of 4 (once per line); the cow of
the region and the canteen of an adjacent lake.

The map is seed 0's (the middle tile is T5, the start tile on its centre 0,0):

    (1,-1) wheat + small copper       (0,-1) lake with a canteen   (1,0) mountain
    (-1,0) wheat + large stone, cow
    (-1,1) wheat + squash + small copper + small stone, two camp symbols
    (0,1)  squash + small + large copper
"""
from engine.montana.data import GOODS

from .helpers import (
    G,
    edit,
    edit_camps,
    end_turn,
    free_choices,
    log_of,
    main_keys,
    middle_tile,
    new_game,
    play,
    refused,
    step,
    top,
)

PLENTY = dict.fromkeys(GOODS, 3)


def _builder(goods=None, coins=0, players=3):
    s = new_game(players, 0, start=0)
    assert middle_tile(s) == "T5"
    return edit(s, 0, goods=PLENTY if goods is None else goods, coins=coins, cows=0)


def _builds(s):
    return {k for k in main_keys(s) if k.startswith("build:")}


def test_only_land_next_to_an_occupied_region():
    s = _builder()
    assert _builds(s) == {"build:1,-1", "build:-1,0", "build:-1,1", "build:0,1"}
    refused(s, 0, "build:1,1", "mt.build_adjacent", region="1,1")  # land, nothing next to it
    refused(s, 0, "build:1,0", "mt.build_mountain")
    refused(s, 0, "build:0,-1", "mt.build_lake")
    refused(s, 0, "build:0,0", "mt.build_start")  # the start tile's region


def test_the_exact_goods_are_paid_small_and_large_never_interchangeable():
    s = _builder(goods={"wheat": 1, "stone_small": 3, "copper_large": 1})
    assert _builds(s) == set()  # (-1,0) wants a large stone, (1,-1) a small copper
    s = _builder(goods={"wheat": 1, "stone_large": 1, "copper_large": 1})
    assert _builds(s) == {"build:-1,0"}
    supply = dict(s.supply)
    s = step(s, "build:-1,0", 0)
    assert s.players[0].goods == {g: int(g == "copper_large") for g in GOODS}
    assert s.supply == {**supply, "wheat": supply["wheat"] + 1,
                        "stone_large": supply["stone_large"] + 1}
    assert s.camps == {(-1, 0): (0, 1)} and s.players[0].camps_left == 9


def test_up_to_3_camps_in_a_turn_each_opening_new_regions():
    s = step(_builder(goods={**PLENTY, "copper_small": 4}), "build:0,1", 0)
    assert top(s) == ("build_more", 0)
    # (1,1) and (0,2) are next to the new camp now
    assert _builds(s) >= {"build:1,1", "build:0,2"} and "stop" in main_keys(s)
    s = step(s, "build:1,1", 0)
    assert _builds(s) >= {"build:2,1", "build:2,0"}  # next to (1,1) only
    s = step(s, "build:2,1", 0)
    assert [(e["region"], e["camps"]) for e in log_of(s, "mt.build")] == [
        ("0,1", 1), ("1,1", 1), ("2,1", 1)]
    # the third build ends the building without a question and without a coin
    assert top(s) == ("turn", 1) and s.players[0].coins == 0
    assert s.players[0].camps_left == 7


def test_a_coin_for_each_build_not_used():
    s = play(_builder(), (0, "build:1,-1"), (0, "stop"))
    assert s.players[0].coins == 2
    s = play(_builder(), (0, "build:1,-1"), (0, "build:0,1"), (0, "stop"))
    assert s.players[0].coins == 1
    assert log_of(s, "mt.unused_builds") == [{"seat": 0, "coins": 1}]


def test_when_no_region_can_be_paid_the_unused_builds_still_pay():
    s = step(_builder(goods={"wheat": 1, "copper_small": 1}), "build:1,-1", 0)
    assert main_keys(s) == {"stop"}
    s = step(s, "stop", 0)
    assert s.players[0].coins == 2


def test_a_double_region_takes_a_free_second_camp():
    s = step(_builder(goods={"wheat": 1, "squash": 1, "copper_small": 1, "stone_small": 1}),
             "build:-1,1", 0)
    assert s.camps == {(-1, 1): (0, 2)} and s.players[0].camps_left == 8
    assert all(v == 0 for v in s.players[0].goods.values())  # paid once
    s = step(s, "stop", 0)
    assert s.players[0].coins == 2  # the free camp is not one of the 3 builds


def test_the_free_camp_needs_a_camp_left():
    s = edit(_builder(), 0, camps_left=1)
    s = step(s, "build:-1,1", 0)
    assert s.camps == {(-1, 1): (0, 1)} and s.players[0].camps_left == 0
    assert s.ending


def test_a_straight_line_of_4_takes_a_free_camp_on_its_last_region():
    s = edit_camps(_builder(), {(-1, 1): (0, 2), (0, 1): (0, 1), (1, 1): (0, 1)})
    s = step(s, "build:2,1", 0)
    assert s.camps[(2, 1)] == (0, 2)
    assert log_of(s, "mt.line") == [{"seat": 0, "region": "2,1"}]
    # extending the line earns nothing more
    s = step(s, "build:-2,1", 0)
    assert s.camps[(-2, 1)] == (0, 1)


def test_a_line_counts_regions_a_double_region_is_one():
    s = edit_camps(_builder(), {(-1, 1): (0, 2), (0, 1): (0, 1)})
    s = step(s, "build:1,1", 0)  # 4 camps, but on 3 regions in a row
    assert s.camps[(1, 1)] == (0, 1) and log_of(s, "mt.line") == []


def test_a_line_needs_4_camps_of_the_player_s_own_colour():
    s = edit_camps(_builder(), {(-1, 1): (1, 2), (0, 1): (0, 1), (1, 1): (0, 1)})
    s = step(s, "build:2,1", 0)
    assert s.camps[(2, 1)] == (0, 1) and log_of(s, "mt.line") == []


def test_two_lines_completed_at_once_give_one_free_camp_and_both_are_used():
    s = edit_camps(_builder(), {(-1, 1): (0, 2), **{h: (0, 1) for h in [
        (0, 1), (1, 1), (-2, -1), (-2, 0), (-2, 2)]}})
    s = step(s, "build:-2,1", 0)  # the 4th of a row and of a column
    assert s.camps[(-2, 1)] == (0, 2)
    assert {axis for _, axis, _ in s.lines} == {0, 2}
    # the column was rewarded too: making it 5 long earns nothing
    s = step(s, "build:-2,3", 0)
    assert s.camps[(-2, 3)] == (0, 1)
    assert len(log_of(s, "mt.line")) == 1


def test_the_cow_of_the_region_and_the_canteen_of_an_adjacent_lake():
    s = step(_builder(), "build:-1,0", 0)
    p = s.players[0]
    assert (p.cows, p.canteens) == (1, 1)
    assert (-1, 0) not in s.cows_on_map and (0, -1) not in s.canteens_on_map
    # (1,-1) borders the same lake: its canteen is gone, nothing more
    s = step(s, "build:1,-1", 0)
    assert (s.players[0].cows, s.players[0].canteens) == (1, 1)


def test_a_region_between_two_lakes_takes_both_canteens():
    s = G.new(2, 0)
    first = s.order[0]
    s = step(s, "start:1,-2", first)  # (0,-2) lies next to it, between two lakes
    s = free_choices(s, "wheat")
    s = edit(s, first, goods={"wheat": 1, "copper_small": 1, "stone_small": 1}, canteens=0)
    assert s.canteens_on_map >= {(0, -3), (0, -1)}
    s = step(s, "build:0,-2", first)
    assert s.players[first].canteens == 2
    assert [e["lake"] for e in log_of(s, "mt.canteen_taken")] == ["0,-3", "0,-1"]


def test_a_camp_already_built_is_occupied_for_everybody():
    s = end_turn(play(_builder(), (0, "build:-1,1"), (0, "stop")))
    s = edit(s, 1, goods=PLENTY)
    assert "build:-1,1" not in _builds(s)
    assert {"build:-2,1", "build:-2,2"} <= _builds(s)  # next to seat 0's camp
    refused(s, 1, "build:-1,1", "mt.build_taken", owner=0)


def test_the_log_says_when_a_build_takes_a_region_s_cow():
    s = _builder()
    start = s.log_len
    s = step(s, "build:-1,0", 0)  # a cow, and the lake's canteen next to it
    new = [(mid, params) for mid, params, _ in s.log_entries[start:]]
    assert new[:3] == [
        ("mt.build", {"seat": 0, "region": "-1,0", "camps": 1,
                      "cost": [["stone_large", 1], ["wheat", 1]]}),
        ("mt.cow", {"seat": 0, "region": "-1,0"}),
        ("mt.canteen_taken", {"seat": 0, "lake": "0,-1"})]
    # a region without a cow says nothing of one
    s = step(_builder(), "build:1,-1", 0)
    assert log_of(s, "mt.cow") == []
