"""The steps of a move's motion (ui/motion_steps.py): those its game names for the last
move's kind, written for assets/motion.js; none before the first move."""
from __future__ import annotations

from types import SimpleNamespace

from engine import Action
from ui import hooks
from ui.games.montana import MontanaUI
from ui.motion_steps import steps


def test_the_last_moves_steps_are_written_in_the_rules_order():
    gui = MontanaUI(SimpleNamespace(id="montana"))
    state = SimpleNamespace(history=[Action(0, "start", "0,0"), Action(1, "advance", 2)])
    assert steps(gui, state) == {hooks.STEPS: "pay wheel worker"}


def test_a_montana_workers_choice_plays_the_wheels_next_spin_before_the_workers():
    """Set-up step 9: each spin of the wheel, then the two workers it shows; a worker chosen
    on a free segment is followed, in the same move, by the next spin and its pair."""
    gui = MontanaUI(SimpleNamespace(id="montana"))
    state = SimpleNamespace(history=[Action(0, "start", "0,0"), Action(0, "take", "wheat")])
    assert steps(gui, state) == {hooks.STEPS: "wheel worker"}


def test_no_steps_before_the_first_move_or_for_a_kind_the_game_does_not_name():
    gui = MontanaUI(SimpleNamespace(id="montana"))
    assert steps(gui, SimpleNamespace(history=[])) == {hooks.STEPS: None}
    assert steps(gui, SimpleNamespace(history=[Action(0, "endturn")])) == {hooks.STEPS: None}
