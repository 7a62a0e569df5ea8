"""The steps of a move's motion (ui/motion_steps.py): those its game names for the last
move's kind, written for assets/motion.js; none before the first move."""
from __future__ import annotations

from types import SimpleNamespace

from engine import Action
from ui import hooks
from ui.games.goldwest import GoldWestUI
from ui.games.homesteaders import HomesteadersUI
from ui.games.montana import MontanaUI
from ui.motion_steps import steps


def test_the_last_moves_steps_are_written_in_the_rules_order():
    gui = MontanaUI(SimpleNamespace(id="montana"))
    state = SimpleNamespace(history=[Action(0, "start", "0,0"), Action(1, "advance", 2)])
    assert steps(gui, state)[hooks.STEPS] == "pay wheel worker"


def test_a_montana_workers_choice_plays_the_wheels_next_spin_before_the_workers():
    """Set-up step 9: each spin of the wheel, then the two workers it shows; a worker chosen
    on a free segment is followed, in the same move, by the next spin and its pair."""
    gui = MontanaUI(SimpleNamespace(id="montana"))
    state = SimpleNamespace(history=[Action(0, "start", "0,0"), Action(0, "take", "wheat")])
    assert steps(gui, state)[hooks.STEPS] == "wheel worker"


def test_no_steps_before_the_first_move_or_for_a_kind_the_game_does_not_name():
    gui = MontanaUI(SimpleNamespace(id="montana"))
    assert steps(gui, SimpleNamespace(history=[])) == {hooks.STEPS: None, hooks.FLOWS: None}
    assert steps(gui, SimpleNamespace(history=[Action(0, "endturn")]))[hooks.STEPS] is None


#: the log entries of a Homesteaders turn's end: income, then wages paid in silver
END_OF_TURN = [{"id": "hs.income", "params": {"seat": 1, "gains": {"silver": 4, "trade": 1}}},
               {"id": "hs.paid", "params": {"seat": 1, "amount": 2, "gold": 0,
                                            "reason": "wages"}}]


def test_a_holding_both_paid_from_and_gained_in_is_written_with_both_amounts():
    """Silver in (income 4) and out (wages 2): the motion shows both, not only +2; the
    trade good only came in, so its difference says it all."""
    gui = HomesteadersUI(SimpleNamespace(id="homesteaders"))
    state = SimpleNamespace(history=[Action(1, "done")])
    assert steps(gui, state, END_OF_TURN) == {hooks.STEPS: "gain pay",
                                              hooks.FLOWS: "hold-1-silver:4:2"}


def test_no_holding_is_written_for_a_move_that_only_gains():
    gui = HomesteadersUI(SimpleNamespace(id="homesteaders"))
    state = SimpleNamespace(history=[Action(1, "done")])
    assert steps(gui, state, END_OF_TURN[:1])[hooks.FLOWS] is None


def test_a_gold_west_activation_that_leaves_resources_behind_writes_the_hand_both_ways():
    """Section 3 activated (2 gold, 1 silver): all three go up into the hand, then a gold
    is left in sections 2 and 1 (settled in the same move: one kind to leave): the hand's
    gold is shown arriving 2 and leaving 2, not unchanged; its silver only arrived."""
    gui = GoldWestUI(SimpleNamespace(id="goldwest"))
    state = SimpleNamespace(history=[Action(0, "activate", 3)])
    entries = [{"id": "gw.activate", "params": {"seat": 0, "section": 3,
                                                "resources": ["gold", "gold", "silver"]}},
               {"id": "gw.drop", "params": {"seat": 0, "section": 2, "resource": "gold"}},
               {"id": "gw.drop", "params": {"seat": 0, "section": 1, "resource": "gold"}}]
    assert steps(gui, state, entries) == {hooks.STEPS: "gain pay",
                                          hooks.FLOWS: "hold-0-gold:2:2"}


def test_a_montana_harvest_from_a_short_supply_writes_the_give_back_and_the_take():
    """Wheat runs short: each player gives one back (the harvester too), then the harvester
    takes 4: their wheat and the supply's are both shown going out and in."""
    gui = MontanaUI(SimpleNamespace(id="montana"))
    state = SimpleNamespace(history=[Action(1, "send", "wheat:1")])
    entries = [{"id": "mt.give_back", "params": {"kind": "wheat", "seats": [1, 2]}},
               {"id": "mt.harvest", "params": {"seat": 1, "area": "field", "space": 1,
                                               "small": False, "workers": ["yellow"],
                                               "good": "wheat", "count": 4, "coins": 3}}]
    assert steps(gui, state, entries) == {
        hooks.STEPS: "worker pay gain",
        hooks.FLOWS: "hold-1-wheat:4:1 mt-supply-wheat:2:4"}


def test_a_montana_harvest_from_a_full_supply_writes_no_holding_both_ways():
    gui = MontanaUI(SimpleNamespace(id="montana"))
    state = SimpleNamespace(history=[Action(1, "send", "wheat:1")])
    entries = [{"id": "mt.harvest", "params": {"seat": 1, "area": "field", "space": 1,
                                               "small": False, "workers": ["yellow"],
                                               "good": "wheat", "count": 4, "coins": 3}}]
    assert steps(gui, state, entries)[hooks.FLOWS] is None
