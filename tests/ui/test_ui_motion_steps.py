"""The steps of a move's motion (ui/motion_steps.py): those its game names for the last
move's kind, written for assets/motion.js; none before the first move."""
from __future__ import annotations

from types import SimpleNamespace

from engine import Action
from ui import hooks
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
