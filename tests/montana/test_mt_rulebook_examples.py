"""Every worked example of the Montana rulebook, replayed as a scenario.

The rulebook's pictures did not survive in our copy: where an example depends on a printed
value we do not have (a region's cost, the town's column costs), the scenario uses our
reconstructed value (engine/montana/data.py) and says so. Worker colours: beige = wheat
(rulebook: a lone worker on the wheat field); grey = stone, orange = squash and brown =
copper (ours: the rulebook names those colours but not their goods).

The landscape is seed 0's, whose middle tile T5 has the rulebook's "Red" regions: (-1,0)
costs a large stone and a wheat, holds a cow and borders the lake (0,-1) with a canteen;
next to it, (-1,1) costs a small stone, a wheat, a squash and a small copper, carries two
camp symbols and is the 4th region of the straight line (2,1)-(1,1)-(0,1)-(-1,1).
"""
from engine.montana.board import neighbours
from engine.montana.data import COLOURS, GOODS, WHEEL

from .helpers import (
    edit,
    edit_all,
    edit_board,
    edit_camps,
    goods_totals,
    log_of,
    main_keys,
    middle_tile,
    new_game,
    play,
    step,
    top,
    with_spin,
)

NO_WORKERS = dict.fromkeys(COLOURS, 0)
NO_GOODS = dict.fromkeys(GOODS, 0)
RED, BLUE, YELLOW = 0, 1, 2


# -- "Action A – Recruter" ------------------------------------------------------------------
def test_example_spin_grey_and_orange_then_2_wheat_for_two_more_orange():
    s = new_game(3, 0, start=0)
    s = edit(s, 0, workers={"wheat": 2}, goods={"wheat": 2})
    s = step(with_spin(s, 1), "recruit", 0)
    assert WHEEL[1] == ("stone", "squash")  # a grey and an orange worker
    assert s.players[0].incoming == {**NO_WORKERS, "stone": 1, "squash": 1}
    s = step(s, "advance:2", 0)  # 2 wheat: two segments further
    assert WHEEL[s.wheel] == ("squash", "squash")
    p = s.players[0]
    assert p.goods["wheat"] == 0
    assert p.workers == {"copper": 0, "stone": 1, "wheat": 2, "squash": 3}
    assert top(s) == ("turn", 1)


# -- "Banque" -------------------------------------------------------------------------------
def test_example_a_brown_and_a_grey_worker_at_the_bank_earn_8_coins():
    s = new_game(3, 0, start=0)
    s = edit(s, 0, workers={"copper": 1, "stone": 1, "wheat": 1}, coins=3)
    s = step(s, "bank:1", 0)
    s = step(s, "send:copper+stone", 0)
    assert s.players[0].coins == 3 + 8
    assert s.bank[1] == ("copper", "stone")
    assert s.players[0].workers == {**NO_WORKERS, "wheat": 1}


# -- "Mine, carrière, champ de blé et potager" -----------------------------------------------
def test_example_beige_worker_pays_6_coins_for_4_wheat_then_2_workers_add_1():
    s = new_game(3, 0, start=0)
    s = edit(s, 0, workers={"wheat": 1, "copper": 1, "squash": 1}, coins=6, goods={})
    s = play(s, (0, "harvest:wheat_field:2"), (0, "send:wheat"))
    p = s.players[0]
    assert p.coins == 0 and p.goods["wheat"] == 4
    s = play(s, (0, "small"))  # the copper and squash workers: the only pair left
    assert s.areas["wheat_field"][2] == (("wheat",), ("copper", "squash"))
    assert s.players[0].goods["wheat"] == 5


# -- "Ouvriers et ressources limités" --------------------------------------------------------
def test_example_3_stones_with_2_in_the_supply_everyone_gives_one_back():
    s = new_game(3, 0, start=0)
    s = edit_all(s, goods={"stone_small": 1})
    s = edit(s, 0, workers={"stone": 1}, coins=6, goods={"stone_small": 1})
    s = edit_board(s, supply={"stone_small": 2})
    total = goods_totals(s)
    s = step(s, "harvest:quarry:2", 0)  # 3 small stones
    assert log_of(s, "mt.give_back") == [{"kind": "stone_small", "seats": [0, 1, 2]}]
    assert [p.goods["stone_small"] for p in s.players] == [0 + 3, 0, 0]
    assert s.supply["stone_small"] == 2 + 3 - 3
    assert goods_totals(s) == total


# -- "Action C – Construire": Red's turn -----------------------------------------------------
def test_example_red_builds_by_the_lake_trades_the_cow_builds_a_double_region():
    s = new_game(3, 0, start=RED)
    assert middle_tile(s) == "T5"
    first, second = s.regions[(-1, 0)], s.regions[(-1, 1)]
    assert dict(first.cost) == {"stone_large": 1, "wheat": 1} and first.cow
    assert s.regions[(0, -1)].canteen and (0, -1) in neighbours((-1, 0))
    assert dict(second.cost) == {"stone_small": 1, "wheat": 1, "squash": 1,
                                 "copper_small": 1}
    assert second.double and (-1, 1) in neighbours((-1, 0))
    s = edit(s, RED, cows=0, canteens=0, coins=0,
             goods={"stone_large": 1, "wheat": 2, "stone_small": 1, "squash": 1})
    assert {k for k in main_keys(s) if k.startswith("build:")} == {"build:-1,0"}
    s = step(s, "build:-1,0", RED)  # (1): a large stone and a wheat
    p = s.players[RED]
    assert (p.cows, p.canteens) == (1, 1)  # the region's cow, the lake's canteen
    assert s.camps == {(-1, 0): (RED, 1)}
    # three different goods left: a small stone, a wheat and a squash
    assert p.goods == {**NO_GOODS, "stone_small": 1, "wheat": 1, "squash": 1}
    assert top(s) == ("build_more", RED)
    # region (2) lacks its small copper; (-2,0), a wheat and a small stone, could be paid
    assert main_keys(s) == {"build:-2,0", "stop"}
    s = step(s, "cow:copper_small", RED)  # the cow just taken, for a small copper
    assert s.players[RED].cows == 0
    assert "build:-1,1" in main_keys(s)
    s = step(s, "build:-1,1", RED)  # (2): a small stone, a wheat, a squash, a small copper
    assert s.camps[(-1, 1)] == (RED, 2)  # two camp symbols: two camps
    p = s.players[RED]
    assert p.goods == NO_GOODS and p.cows == 0
    # no goods left for the third build: 1 coin
    assert main_keys(s) == {"stop"}
    s = step(s, "stop", RED)
    assert s.players[RED].coins == 1
    assert s.players[RED].camps_left == 10 - 3
    assert top(s) == ("canteen", RED)  # and the new canteen may be spent at once


def test_example_note_a_4th_camp_of_a_line_on_a_double_region_places_3_camps():
    s = new_game(3, 0, start=RED)
    s = edit_camps(s, {(2, 1): (RED, 1), (1, 1): (RED, 1), (0, 1): (RED, 1)})
    s = edit(s, RED, goods={"stone_small": 1, "wheat": 1, "squash": 1, "copper_small": 1})
    assert s.regions[(-1, 1)].double
    s = step(s, "build:-1,1", RED)
    assert s.camps[(-1, 1)] == (RED, 3)
    assert log_of(s, "mt.line") == [{"seat": RED, "region": "-1,1"}]
    assert s.players[RED].camps_left == 10 - 3 - 3


# -- "Ville": Blue displaced by Red ----------------------------------------------------------
def _town_with_blue_displaced(blue_squash):
    """Blue (active) went to row 2, Yellow to row 4, then Red to the right of Blue."""
    s = new_game(3, 0, start=BLUE)
    s = edit_all(s, goods={"squash": 4}, cows=0)
    s = edit(s, BLUE, goods={"squash": blue_squash - 1})  # + the squash the town gives
    s = play(s, (BLUE, "town:1:0"), (YELLOW, "town:3:1"), (RED, "town:1:1"))
    assert top(s) == ("town_place", BLUE)
    return s


def test_example_blue_displaced_by_red_moves_at_once_or_passes():
    s = _town_with_blue_displaced(blue_squash=3)
    assert s.town == {YELLOW: (3, 1), RED: (1, 1)}
    # 4 places to move to (the free rows, columns costing 2 and 3), or pass
    assert main_keys(s) == {"town:0:0", "town:0:1", "town:2:0", "town:2:1", "pass"}
    moved = step(s, "town:2:1", BLUE)
    assert moved.town == {YELLOW: (3, 1), RED: (1, 1), BLUE: (2, 1)}
    assert top(moved)[0] == "town_reward"  # every player placed: the rewards
    passed = step(s, "pass", BLUE)
    assert passed.town == {YELLOW: (3, 1), RED: (1, 1)}
    assert top(passed) == ("town_reward", YELLOW, 3, 1)  # Blue gets no reward


def test_example_note_blue_moving_back_to_row_2_or_4_displaces_again():
    s = _town_with_blue_displaced(blue_squash=5)
    assert {"town:1:2", "town:1:3", "town:3:2", "town:3:3"} <= main_keys(s)
    again = step(s, "town:1:2", BLUE)
    assert top(again) == ("town_place", RED) and again.town == {YELLOW: (3, 1), BLUE: (1, 2)}
    other = step(s, "town:3:3", BLUE)
    assert top(other) == ("town_place", YELLOW)
    assert other.town == {RED: (1, 1), BLUE: (3, 3)}
