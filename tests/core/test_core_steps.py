"""The loop every game carries its automatic steps with (`engine.core.steps.advance`)."""
from __future__ import annotations

import importlib

import pytest

import engine
from engine.core.state import BaseState
from engine.core.steps import advance


def _state(*tasks: tuple) -> BaseState:
    s = BaseState("test", 2, 0, {})
    s.done = []
    for task in reversed(tasks):  # the first is on top
        s.push(*task)
    return s


def _note(s: BaseState, task: tuple) -> None:
    s.done.append(task)


def test_automatic_steps_run_from_the_top_until_a_decision():
    s = _state(("tick", 1), ("tick", 2), ("choose", 0), ("tick", 3))
    advance(s, {"tick": _note})
    assert s.done == [("tick", 1), ("tick", 2)]
    assert s.tasks == (("tick", 3), ("choose", 0))


def test_a_step_may_push_more_steps_which_run_first():
    def split(s: BaseState, task: tuple) -> None:
        s.done.append(task)
        s.push("tick", "pushed")

    s = _state(("split", 0), ("tick", "after"))
    advance(s, {"split": split, "tick": _note})
    assert s.done == [("split", 0), ("tick", "pushed"), ("tick", "after")]
    assert s.tasks == ()


def test_a_decision_with_nothing_to_choose_is_settled_and_the_loop_goes_on():
    def settle(s: BaseState, task: tuple) -> bool:
        if task[1] == "forced":
            s.pop()
            s.done.append(task)
            return True
        return False

    s = _state(("choose", "forced"), ("tick", 1), ("choose", "open"), ("tick", 2))
    advance(s, {"tick": _note}, settle=settle)
    assert s.done == [("choose", "forced"), ("tick", 1)]
    assert s.tasks[-1] == ("choose", "open")


def test_with_no_task_left_refill_pushes_the_next_until_it_says_stop():
    def refill(s: BaseState) -> bool:
        if len(s.done) < 3:
            s.push("tick", len(s.done))
            return True
        return False

    s = _state()
    advance(s, {"tick": _note}, refill=refill)
    assert s.done == [("tick", 0), ("tick", 1), ("tick", 2)]
    assert s.tasks == ()


def test_without_refill_an_empty_stack_stops_the_loop():
    s = _state()
    advance(s, {"tick": _note})
    assert s.done == [] and s.tasks == ()


@pytest.mark.parametrize("game_id", ["homesteaders", "montana"])
def test_a_games_automatic_steps_are_none_of_its_decisions(game_id):
    decisions = importlib.import_module(f"engine.{game_id}.rules").DECISIONS
    steps = engine.GAMES[game_id]._steps
    assert steps and set(steps).isdisjoint(decisions)
