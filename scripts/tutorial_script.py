"""Make a tutorial's move list (`ui/tutorials/<game>.py`, SCRIPT): a whole game played by
the medium bots from the tutorial's seed, where the learner's seat is made to take the
decisions the bots would skip (a debt, its repayment) so that every kind of decision comes
up. Run: `python3 scripts/tutorial_script.py homesteaders` and paste the list it prints; a new
list (other bots, other rules) moves the steps, whose positions (`Step.at`) must then be set
again: `tests/ui/test_ui_tutorials.py` says which no longer fit.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from engine import Action, Rng
from ui.tutorials import TUTORIALS


def _homesteaders(state: Any, legal: list[Action], done: set[str]) -> Action | None:
    """Take one debt at the first building decision; repay debts at the end."""
    task = state.tasks[-1][0]
    by_kind = {a.kind: a for a in legal}
    if task == "build" and "debt" not in done and any(a.kind == "build" for a in legal):
        done.add("debt")
        return by_kind["debt"]
    if task == "endgame" and "repay" in by_kind:
        return by_kind["repay"]
    return None


#: per game, the learner's decisions forced on the bot's game
FORCED: dict[str, Callable[[Any, list[Action], set[str]], Action | None]] = {
    "homesteaders": _homesteaders,
    "goldwest": lambda *_: None,
    "montana": lambda *_: None,
}


def script(game_id: str) -> list[tuple[int, str]]:
    """The tutorial's whole game as (seat, key) moves."""
    tut = TUTORIALS[game_id]
    game = engine.GAMES[game_id]
    state = game.new(tut.players, tut.seed, dict(tut.options))
    rng, done, out = Rng(1), set(), []
    forced = FORCED.get(game_id, lambda *_: None)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = None
        if seat == tut.person:
            action = forced(state, game.legal_actions(state, seat), done)
        action = action or game.bots["medium"](state, seat, rng, 100)
        out.append((seat, action.key))
        state = game.apply(state, action)
    return out


if __name__ == "__main__":
    for move in script(sys.argv[1]):
        print(f"    {move!r},")
