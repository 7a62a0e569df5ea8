"""The bot interface and the generic random player.

A bot is ``bot(state, seat, rng, budget_ms) -> Action``: it must return one of
``game.legal_actions(state, seat)`` and may only use what ``game.view(state, seat)``
shows. `rng` is a `core.Rng` owned by the caller, so bot games are reproducible.
"""
from __future__ import annotations

from collections.abc import Callable

from .action import Action
from .game import Game
from .rng import Rng
from .state import BaseState


def make_random_bot(game: Game, free_share: float = 0.2) -> Callable[..., Action]:
    """A uniform random player, for fuzzing.

    Free side actions (trades, debt) are offered at almost every decision; taking them
    only `free_share` of the time keeps random games finite while still exercising them.
    """

    def random_bot(state: BaseState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        main = [a for a in legal if not a.free]
        free = [a for a in legal if a.free]
        if free and (not main or rng.random() < free_share):
            return rng.choice(free)
        return rng.choice(main)

    return random_bot


def play_out(game: Game, state: BaseState, bots: dict[int, Callable[..., Action]],
             rng: Rng, budget_ms: int = 0, max_steps: int = 100_000,
             check: Callable[[BaseState, Action, BaseState], None] | None = None
             ) -> BaseState:
    """Let bots play every seat until the game ends (tests, fuzz, benchmarks)."""
    for _ in range(max_steps):
        if game.is_over(state):
            return state
        seat = game.to_act(state)[0]
        action = bots[seat](state, seat, rng, budget_ms)
        new = game.apply(state, action)
        if check is not None:
            check(state, action, new)
        state = new
    raise RuntimeError(f"the game did not end within {max_steps} moves")
