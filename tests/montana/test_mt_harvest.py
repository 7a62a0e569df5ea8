"""Harvesting at the bank and in the four harvest areas (rulebook, "Action B – Récolter"):
the exact number of workers at the bank; 1 worker of the area's colour or 2 of any colour
on a free space's large box, paying its coins, then optionally the small box; full areas
and a full bank send their workers back at the end of a turn."""
from engine.montana.data import AREAS, BANK, COLOURS

from .helpers import (
    edit,
    edit_board,
    log_of,
    main_keys,
    new_game,
    play,
    refused,
    step,
    top,
    worker_totals,
)

NO_WORKERS = dict.fromkeys(COLOURS, 0)
EMPTY_AREA = (((), ()),) * 3


def _harvester(workers, coins=10, goods=None):
    s = new_game(3, 0, start=0)
    return edit(s, 0, workers=workers, coins=coins, goods=goods or {})


def test_bank_spaces_take_1_2_or_3_workers_for_3_8_or_12_coins():
    assert BANK == ((1, 3), (2, 8), (3, 12))
    s = _harvester({"wheat": 3}, coins=0)
    s = step(s, "bank:2", 0)  # only one way to send three workers: no question
    assert s.bank == ((), (), ("wheat", "wheat", "wheat"))
    assert s.players[0].coins == 12 and s.players[0].workers == NO_WORKERS
    assert log_of(s, "mt.bank")[-1] == {"seat": 0, "space": 2,
                                        "workers": ["wheat", "wheat", "wheat"], "coins": 12}


def test_bank_needs_the_exact_number_of_workers_of_any_colour():
    s = _harvester({"copper": 1, "squash": 1})
    assert {k for k in main_keys(s) if k.startswith("bank")} == {"bank:0", "bank:1"}
    s = step(s, "bank:0", 0)
    assert top(s) == ("send", 0, "bank", 0)
    assert main_keys(s) == {"send:copper", "send:squash"}
    s = step(s, "send:squash", 0)
    assert s.bank[0] == ("squash",) and s.players[0].workers == {**NO_WORKERS, "copper": 1}
    assert s.players[0].coins == 13


def test_an_occupied_bank_space_is_not_free():
    s = edit_board(_harvester({"stone": 3}), bank=[(), ("copper", "wheat"), ()])
    assert {k for k in main_keys(s) if k.startswith("bank")} == {"bank:0", "bank:2"}
    refused(s, 0, "bank:1", "mt.bank_taken", coins=8)


def test_a_full_bank_sends_its_workers_back_at_the_end_of_the_turn():
    s = edit_board(_harvester({"stone": 3}), bank=[("copper",), ("wheat", "wheat"), ()])
    supply = dict(s.worker_supply)
    s = step(s, "bank:2", 0)
    assert s.bank == ((), (), ()) and top(s) == ("turn", 1)
    assert s.worker_supply == {**supply, "copper": supply["copper"] + 1,
                               "wheat": supply["wheat"] + 2, "stone": supply["stone"] + 3}
    assert log_of(s, "mt.reset") == [{"area": "bank"}]


def test_a_bank_with_a_free_space_keeps_its_workers():
    s = edit_board(_harvester({"stone": 3}), bank=[("copper",), (), ()])
    s = step(s, "bank:2", 0)
    assert s.bank == (("copper",), (), ("stone", "stone", "stone"))


def test_harvest_spaces_cost_coins_and_give_goods():
    assert AREAS["mine"] == ("copper_small", "copper",
                             ((1, 1, 1), (3, 2, 1), (6, 3, 1)))
    assert AREAS["wheat_field"][2][2] == (6, 4, 1)
    s = _harvester({"stone": 1}, coins=4)
    s = play(s, (0, "harvest:quarry:1"))  # the stone worker alone: no question
    assert s.areas["quarry"][1] == (("stone",), ())
    assert s.players[0].coins == 1 and s.players[0].goods["stone_small"] == 2
    assert top(s) == ("small", 0, "quarry", 1)


def test_a_large_box_takes_one_worker_of_the_area_colour_or_two_of_any_colour():
    s = _harvester({"copper": 1, "wheat": 1, "squash": 1})
    offered = main_keys(s)
    # every area: 2 workers of any colour will do
    assert {f"harvest:{a}:{i}" for a in AREAS for i in range(3)} <= offered
    s = step(s, "harvest:mine:0", 0)
    assert top(s) == ("send", 0, "mine", 0, False)
    assert main_keys(s) == {"send:copper", "send:copper+wheat", "send:copper+squash",
                            "send:wheat+squash"}
    s = step(s, "send:wheat+squash", 0)
    assert s.areas["mine"][0] == (("wheat", "squash"), ())
    assert s.players[0].goods["copper_small"] == 1
    # one worker of another colour is not enough
    s2 = _harvester({"wheat": 1})
    assert {k for k in main_keys(s2) if k.startswith("harvest")} == {
        "harvest:wheat_field:0", "harvest:wheat_field:1", "harvest:wheat_field:2"}
    refused(s2, 0, "harvest:mine:0", "mt.lone_worker", colour="copper")


def test_a_space_needs_the_coins_shown():
    s = _harvester({"copper": 2}, coins=2)
    assert {k for k in main_keys(s) if k.startswith("harvest:mine")} == {"harvest:mine:0"}
    refused(s, 0, "harvest:mine:1", "mt.space_coins", coins=3, have=2)


def test_the_small_box_is_optional_and_follows_the_same_worker_rule():
    s = _harvester({"copper": 1, "stone": 2}, coins=6)
    s = step(s, "harvest:mine:2", 0)  # the copper worker alone, or any two
    assert main_keys(s) == {"send:copper", "send:copper+stone", "send:stone+stone"}
    s = step(s, "send:copper", 0)
    assert top(s) == ("small", 0, "mine", 2)
    assert main_keys(s) == {"small", "nosmall"}
    s = step(s, "small", 0)  # only the two stone workers fit: sent at once
    assert s.areas["mine"][2] == (("copper",), ("stone", "stone"))
    assert s.players[0].goods["copper_small"] == 3 + 1
    assert s.players[0].coins == 0  # the small box costs nothing
    assert top(s) == ("turn", 1)


def test_without_workers_for_it_the_small_box_is_not_offered():
    s = play(_harvester({"squash": 1, "wheat": 1}), (0, "harvest:garden:0"),
             (0, "send:squash"))
    assert top(s) == ("small", 0, "garden", 0)
    assert main_keys(s) == {"nosmall"}  # one wheat worker cannot go on the garden
    s = step(s, "nosmall", 0)
    assert s.areas["garden"][0] == (("squash",), ()) and top(s) == ("turn", 1)


def test_a_space_is_free_only_while_its_large_box_is_empty():
    s = edit_board(_harvester({"wheat": 2}), areas={
        "wheat_field": [(("wheat",), ()), ((), ()), (("copper", "stone"), ("squash",))]})
    assert {k for k in main_keys(s) if k.startswith("harvest:wheat")} == {
        "harvest:wheat_field:1"}
    refused(s, 0, "harvest:wheat_field:0", "mt.space_taken")


def test_a_full_area_sends_every_worker_back_at_the_end_of_the_turn():
    s = edit_board(_harvester({"squash": 1}), areas={
        "garden": [(("squash",), ("stone", "wheat")), ((), ()), (("copper", "copper"), ())]})
    supply = dict(s.worker_supply)
    s = play(s, (0, "harvest:garden:1"), (0, "nosmall"))
    assert s.areas["garden"] == EMPTY_AREA and top(s) == ("turn", 1)
    assert s.worker_supply == {"copper": supply["copper"] + 2, "stone": supply["stone"] + 1,
                               "wheat": supply["wheat"] + 1, "squash": supply["squash"] + 2}
    assert log_of(s, "mt.reset") == [{"area": "garden"}]


def test_an_area_with_a_free_space_keeps_its_workers():
    s = edit_board(_harvester({"squash": 1}), areas={
        "garden": [(("squash",), ()), ((), ()), ((), ())]})
    s = play(s, (0, "harvest:garden:1"), (0, "nosmall"))
    assert s.areas["garden"] == ((("squash",), ()), (("squash",), ()), ((), ()))


def test_workers_stay_conserved_through_a_harvest_and_a_reset():
    s = edit_board(_harvester({"copper": 3, "stone": 2}), areas={
        "mine": [(("copper",), ()), (("copper",), ()), ((), ())]})
    before = worker_totals(s)
    s = play(s, (0, "harvest:mine:2"), (0, "send:copper"), (0, "small"), (0, "send:copper"))
    assert s.areas["mine"] == EMPTY_AREA
    assert worker_totals(s) == before
