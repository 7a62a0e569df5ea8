"""The order a move's motion plays in (assets/motion.js): the steps of the last move, in the
order its game's rules apply them. Each game's UI names them per kind of move
(`GameUI.motion_steps`); this writes those of the move just played on the game's grid, with
the holdings it both paid from and gained in (`GameUI.motion_flows`)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import hooks
from .games.base import GameUI


def steps(gui: GameUI, state: Any, moved: Sequence[dict] = ()) -> dict[str, str | None]:
    """The grid's attributes for the last move of `state`, whose log entries are `moved`
    (none before the first move, or for a kind of move whose game names no steps: then its
    motion plays by kind)."""
    history = getattr(state, "history", None)
    order = gui.motion_steps.get(history[-1].kind) if history else None
    flows = gui.motion_flows(list(moved)) if history else {}
    return {hooks.STEPS: " ".join("|".join(step) for step in order) if order else None,
            hooks.FLOWS: " ".join(f"{k}:{gained}:{paid}"
                                  for k, (gained, paid) in sorted(flows.items())) or None}
