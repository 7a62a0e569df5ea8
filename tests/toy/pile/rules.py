"""Pile's rules over the engine contract (`engine.core.game.Game`): the hooks a game fills
in, and nothing else."""
from __future__ import annotations

from engine.core.action import Action
from engine.core.game import Game
from engine.core.state import BaseState

#: the tokens in the pile at the start
TOKENS = 7
#: how many tokens a turn may take
TAKES = (1, 2)


class PileState(BaseState):
    def __init__(self, game_id: str, players: int, seed: int, options: dict) -> None:
        super().__init__(game_id, players, seed, options)
        self.pile = TOKENS
        self.held = [0] * players
        self.turn = 0

    def _copy_fields(self, new: BaseState) -> None:
        new.held = list(self.held)


class Pile(Game):
    id = "pile"
    title = "Pile"
    min_players = 2
    max_players = 3

    def _state_class(self) -> type:
        return PileState

    def _setup(self, state: PileState) -> None:
        state.tasks = (("take", 0),)

    def _legal(self, state: PileState, seat: int) -> list[Action]:
        return [Action(seat, "take", n) for n in TAKES if n <= state.pile]

    def _apply(self, state: PileState, action: Action) -> None:
        n = action.params[0]
        state.pile -= n
        state.held[action.seat] += n
        state.turn += 1
        state.log("pile.log.take", seat=action.seat, n=n)
        nxt = (action.seat + 1) % state.num_players
        state.tasks = (("take", nxt),) if state.pile else ()

    def to_act(self, state: PileState) -> list[int]:
        return [state.tasks[-1][1]] if state.tasks else []

    def is_over(self, state: PileState) -> bool:
        return not state.tasks

    def scores(self, state: PileState) -> list[dict[str, int]]:
        return [{"tokens": n, "total": n} for n in state.held]

    def progress(self, state: PileState) -> int:
        return state.turn // state.num_players + 1

    def figures(self, state: PileState) -> list[tuple[str, list[int]]]:
        return []

    def view(self, state: PileState, seat: int | None) -> dict:
        task = state.tasks[-1] if state.tasks else None
        return {
            "pile": state.pile, "held": list(state.held), "to_act": self.to_act(state),
            "task": None if task is None else {"step": task[0], "seat": task[1]},
            "winners": self.winners(state),
            "log": [{"id": mid, "params": params} for mid, params, _ in state.log_entries],
        }
