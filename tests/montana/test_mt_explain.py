"""Why a tempting move is refused: each refusal names the rule it breaks (the engine
contract: an illegal action raises IllegalAction saying why, and changes nothing).

The map is seed 0's (the middle tile is T5, the start tile on its centre 0,0; see
test_mt_build): (1,-1) wheat + small copper, (0,-1) a lake with a canteen, (1,0) a
mountain, (-1,0) wheat + large stone, (-1,1) a double region, (0,1) squash + small and
large copper.
"""
from engine.montana.data import COLOURS, GOODS

from .helpers import (
    edit,
    edit_board,
    middle_tile,
    new_game,
    play,
    refused,
    step,
    top,
    with_spin,
)

PLENTY = dict.fromkeys(GOODS, 3)
GENERIC = "is not a legal move now"


def why(s, seat, key):
    """The sentence refusing `key` (which must leave `s` unchanged, with code not_legal)."""
    exc = refused(s, seat, key, match=None)
    assert exc.code == "not_legal"
    return str(exc)


def _player(players=3, **holdings):
    """Seat 0's first turn on seed 0's map, seat 0 holding exactly what is given."""
    s = new_game(players, 0, start=0)
    assert middle_tile(s) == "T5"
    return edit(s, 0, **{"goods": {}, "coins": 0, "workers": {}, "cows": 0, **holdings})


def _recruited(segment, **holdings):
    """Seat 0 has recruited the pair of wheel `segment` and is asked about the advance."""
    s = step(with_spin(_player(**holdings), segment), "recruit", 0)
    assert top(s) == ("advance", 0)
    return s


# -- one action a turn ---------------------------------------------------------------------
def test_a_turn_is_exactly_one_action_recruit_harvest_or_build():
    s = _recruited(5, goods=PLENTY, workers={"copper": 1})
    for key in ("recruit", "bank:0", "harvest:mine:0", "town:0:0", "build:0,1"):
        msg = why(s, 0, key)
        assert "exactly one action (recruit, harvest or build)" in msg
        assert "advance the wheel" in msg


def test_a_wrong_step_names_what_the_player_must_do_now():
    # 7 workers and a pair recruited: one too many, to be sent back before anything else
    s = step(_recruited(5, workers={"copper": 7}), "noadvance", 0)
    assert top(s) == ("release", 0)
    assert why(s, 0, "noadvance") == (
        "you must now choose which workers to send back (a player holds at most 8)")
    assert "choose which workers to send back" in why(s, 0, "recruit")
    assert why(s, 0, "release:squash") == "you have no squash worker to send back"


def test_another_seat_deciding_in_the_town_is_told_its_step_only():
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"))
    assert top(s) == ("town_place", 1)
    assert why(s, 1, "recruit") == "you must now place your representative in the town or pass"


# -- harvesting ----------------------------------------------------------------------------
def test_a_harvest_space_is_free_only_while_its_large_box_is_empty():
    s = edit_board(_player(workers={"wheat": 2}, coins=9),
                   areas={"wheat_field": [(("wheat",), ()), ((), ()), ((), ())]})
    msg = why(s, 0, "harvest:wheat_field:0")
    assert "wheat field's 1-coin space is taken" in msg and "large box is empty" in msg


def test_a_harvest_space_needs_the_coins_shown():
    s = _player(workers={"copper": 2}, coins=2)
    assert why(s, 0, "harvest:mine:1") == "the mine's 3-coin space costs 3 coins; you have 2"


def test_a_lone_worker_on_a_harvest_space_must_be_of_its_colour():
    s = _player(workers={"wheat": 1}, coins=9)
    assert why(s, 0, "harvest:mine:0") == (
        "a lone worker in the mine must be a copper worker, not wheat; "
        "otherwise send 2 workers of any colour")
    assert why(_player(coins=9), 0, "harvest:mine:0") == "you have no worker to send"
    # asked which workers go: a lone stone worker does not fit the mine either
    s = step(_player(workers={"copper": 1, "stone": 2}, coins=9), "harvest:mine:2", 0)
    assert top(s) == ("send", 0, "mine", 2, False)
    assert "lone worker in the mine must be a copper worker" in why(s, 0, "send:stone")
    assert why(s, 0, "send:copper+copper") == "you have 1 copper worker to send"
    assert "not 3" in why(s, 0, "send:copper+stone+stone")


def test_the_small_box_follows_the_same_worker_rule():
    s = play(_player(workers={"squash": 1, "wheat": 1}, coins=9), (0, "harvest:garden:0"),
             (0, "send:squash"))
    assert top(s) == ("small", 0, "garden", 0)
    assert why(s, 0, "small") == ("the small box takes 1 squash worker or 2 workers of any "
                                  "colour; you have 1 worker left")


def test_a_bank_space_takes_the_exact_number_of_workers():
    s = _player(workers={"copper": 1, "squash": 1})
    assert why(s, 0, "bank:2") == "the 12-coin bank space takes exactly 3 workers; you have 2"
    s = step(s, "bank:0", 0)
    assert top(s) == ("send", 0, "bank", 0)
    assert why(s, 0, "send:copper+squash") == (
        "the 3-coin bank space takes exactly 1 worker, not 2")


def test_an_occupied_bank_space_waits_until_the_bank_is_full():
    s = edit_board(_player(workers={"stone": 3}), bank=[(), ("copper", "wheat"), ()])
    assert why(s, 0, "bank:1") == "the 8-coin bank space is taken until every bank space is full"


# -- the town ------------------------------------------------------------------------------
def test_a_town_place_must_be_paid_for_when_it_is_taken():
    s = _player(goods={"squash": 1})
    msg = why(s, 0, "town:0:1")
    assert msg.startswith("that place costs 3 squash and you would have 2 with the free one")
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"))
    s = edit(s, 1, goods={"squash": 2})
    assert why(s, 1, "town:0:2").startswith("that place costs 4 squash and you have 2")


def test_a_newcomer_in_an_occupied_row_goes_to_the_right():
    s = play(_player(goods={"squash": 3}), (0, "town:1:1"))
    s = edit(s, 1, goods={"squash": 5})
    assert why(s, 1, "town:1:0") == (
        "the three goods row holds seat 0's representative: a newcomer must go to its right")


def test_a_town_reward_within_the_row_s_limits():
    s = play(_player(goods={"squash": 2, "stone_small": 1}), (0, "town:2:0"), (1, "pass"),
             (2, "pass"))
    assert top(s) == ("town_reward", 0, 2, 0)
    assert why(s, 0, "reward:3:0") == "the two upgrades row allows at most 2 exchanges"
    assert why(s, 0, "reward:2:0") == "you have 1 small stone to exchange, not 2"
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"), (1, "pass"), (2, "pass"))
    assert "gives exactly 3 goods" in why(s, 0, "reward:1:1:0")


# -- building ------------------------------------------------------------------------------
def test_a_camp_goes_next_to_an_occupied_region():
    assert why(_player(goods=PLENTY), 0, "build:1,1") == (
        "a camp must go next to an occupied region (the start tile or a camp)")


def test_no_camp_on_a_mountain_a_lake_or_the_start_tile():
    s = _player(goods=PLENTY)
    assert why(s, 0, "build:1,0") == "camps cannot be built on a mountain"
    assert why(s, 0, "build:0,-1") == "camps cannot be built on a lake"
    assert why(s, 0, "build:0,0") == "the start tile's region cannot be built on"


def test_no_camp_on_an_occupied_region():
    s = play(_player(goods=PLENTY), (0, "build:-1,1"), (0, "stop"))
    s = edit(s, 1, goods=PLENTY)
    assert why(s, 1, "build:-1,1") == "region -1,1 is already occupied by seat 0"


def test_the_exact_goods_small_and_large_never_interchangeable():
    s = _player(goods={"wheat": 1, "stone_small": 3, "copper_large": 1})
    assert why(s, 0, "build:-1,0") == (
        "this region takes exactly 1 wheat, 1 large stone; you lack 1 large stone "
        "(small and large pieces are never interchangeable)")
    assert "you lack 1 small copper (small and large" in why(s, 0, "build:1,-1")
    assert why(_player(), 0, "build:1,-1") == (
        "this region takes exactly 1 wheat, 1 small copper; you lack 1 wheat, 1 small copper")


def test_at_most_3_builds_a_turn():
    s = _player(goods={**PLENTY, "copper_small": 4}, canteens=1)
    s = play(s, (0, "build:0,1"), (0, "build:1,1"), (0, "build:2,1"))
    assert top(s) == ("canteen", 0)
    assert why(s, 0, "build:1,-1") == (
        "a turn allows at most 3 builds: you must now spend a canteen for an extra turn or "
        "end your turn")
    # after another action the canteen's question names the one-action rule
    s = step(_player(workers={"wheat": 1}, goods=PLENTY, canteens=1), "bank:0", 0)
    assert top(s) == ("canteen", 0)
    assert "exactly one action" in why(s, 0, "build:1,-1")


def test_no_camp_left_no_build():
    s = _player(goods=PLENTY, camps_left=0)
    assert why(s, 0, "build:0,1") == "you have no camp left to build"


# -- recruiting ----------------------------------------------------------------------------
def test_the_wheel_advances_at_most_7_segments_for_a_wheat_each():
    s = _recruited(5, goods={"wheat": 9})
    assert why(s, 0, "advance:8") == "the wheel advances at most 7 segments"
    s = _recruited(5, goods={"wheat": 1})
    assert why(s, 0, "advance:3") == "advancing 3 segments costs 3 wheat; you have 1"


# -- cows and canteens ---------------------------------------------------------------------
def test_a_cow_cannot_buy_a_ninth_worker():
    s = _player(workers={"copper": 8}, cows=1)
    assert why(s, 0, "cow:worker:stone") == (
        "a cow cannot buy a worker beyond the 8 a player may hold")
    # the pair just recruited counts
    s = _recruited(5, workers={"copper": 6}, cows=1)
    assert "beyond the 8" in why(s, 0, "cow:worker:stone")


def test_cows_are_traded_during_one_s_own_turn_only():
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"))
    s = edit(s, 1, cows=2)
    assert top(s) == ("town_place", 1)
    assert why(s, 1, "cow:coins") == "cows are traded only during your own turn"
    assert why(_player(), 0, "cow:coins") == "you have no cow to trade"
    assert why(_player(cows=1), 0, "cow:stone_large") == (
        "a cow buys a small stone, a small copper, a wheat, a squash, 3 coins or a worker")


def test_a_canteen_is_spent_at_the_end_of_one_s_own_turn():
    s = _player(canteens=1)
    assert why(s, 0, "canteen") == ("a canteen is spent at the end of your own turn: "
                                    "you must now choose your action: recruit, harvest or build")
    assert why(_player(), 0, "canteen") == "you have no canteen to spend"


# -- keys that name no move ----------------------------------------------------------------
def test_unknown_or_malformed_keys_get_the_generic_sentence():
    s = _player(workers=dict.fromkeys(COLOURS, 1), goods=PLENTY, cows=1)
    for key in ("fly", "recruit:2", "bank:9", "bank:x", "harvest:moon:0", "harvest:mine:7",
                "town:4:0", "build:99,99", "build:north", "advance:0", "send:gold",
                "cow:worker:purple", "cow:gold", "reward:-1:0", "take:gold", "stop:1"):
        assert why(s, 0, key) == f"{key!r} {GENERIC}"

