"""The loop that carries a state through its automatic steps until someone must decide.

Every game keeps what is still to be done as a stack of tasks (`BaseState.tasks`), each a
tuple whose first item names its step. Some steps are carried out by the rules alone (a
spin of the wheel, the end of a round); the others wait for a seat's decision. `advance`
runs the automatic ones, the top of the stack first, and stops at the first decision,
which a game may still settle itself when it leaves nothing to choose.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

S = TypeVar("S")

#: an automatic step: carries out its task (already popped) on the state
Step = Callable[[Any, tuple], None]


def advance(state: S, steps: Mapping[str, Step],
            settle: Callable[[S, tuple], bool] | None = None,
            refill: Callable[[S], bool] | None = None) -> None:
    """Pop and carry out every automatic step (`steps`, by name) on top of `state`'s tasks
    until a decision is on top. `settle(state, task)` may carry out a decision with nothing
    to choose itself (it returns True when it did, and the loop goes on). With no task
    left, `refill(state)` may push the next ones (True: go on; False: stop)."""
    while True:
        tasks = state.tasks
        if not tasks:
            if refill is None or not refill(state):
                return
            continue
        task = tasks[-1]
        step = steps.get(task[0])
        if step is not None:
            state.pop()
            step(state, task)
        elif settle is None or not settle(state, task):
            return
