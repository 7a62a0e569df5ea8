"""The searching bot every game shares: flat Monte Carlo at the root over sampled worlds.

A simulation plays one candidate move in a world drawn by `Game.determinize` (what the seat
cannot see is sampled afresh, so the search never peeks), lets the medium bot play every
seat for `Game.search_horizon` moves, and scores the position reached with
`Game.evaluate` (the expected final margin) or, at the end of the game, the true margin.
Every candidate meets the same worlds and the same rollout dice (common random numbers),
so candidates are compared on equal luck. Successive halving spends the budget on the
promising ones: each round gives every survivor the same new simulations, then keeps the
better half.

The work is a generator of single simulations, so a search can run in slices (`step`): in a
worker with its own interpreter it runs to the end at once; on the page's main thread, a
few milliseconds between frames.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .action import Action
from .game import Bot, Game
from .rng import Rng
from .state import BaseState

Clock = Callable[[], float]
#: candidates kept for the search when a decision offers more (the medium bot's choice is
#: always among them; the rest are ranked by a one-move look in one sampled world)
MAX_CANDIDATES = 8
#: simulations each candidate gets in the first round of successive halving
FIRST_ROUND = 2


@dataclass
class Option:
    """One candidate move and what its simulations found."""

    action: Action
    sims: int = 0
    margin: float = 0.0  # sum of the final-margin estimates
    wins: float = 0.0  # simulations ahead at the horizon (a tie counts one half)

    @property
    def mean(self) -> float:
        """The mean expected margin over the best other seat."""
        return self.margin / self.sims if self.sims else float("-inf")

    @property
    def win_chance(self) -> float:
        """The share of simulations in which the seat was ahead: its chance of winning."""
        return self.wins / self.sims if self.sims else 0.0


class Search:
    """A search for the move of `seat` in `state`, using only what that seat may see.

    Call `step(ms)` until it returns True (or the caller's time is up), then `best()` and
    `ranking()`. With `max_sims`, the search stops after that many simulations in all
    instead of a time budget (reproducible, for tests).
    """

    def __init__(self, game: Game, state: BaseState, seat: int, rng: Rng,
                 budget_ms: float = 1000.0, clock: Clock = time.perf_counter,
                 rollout: str = "medium", max_sims: int | None = None) -> None:
        self.game = game
        self.state = state
        self.seat = seat
        self.seed = rng.next64()
        self.budget = budget_ms / 1000.0 if max_sims is None else float("inf")
        self.max_sims = max_sims if max_sims is not None else 1 << 62
        self.sims = 0
        self.clock = clock
        self.rollout_bot: Bot = game.bots[rollout]
        self.started = clock()
        self.options = [Option(a) for a in self._candidates(rng)]
        self._alive = list(self.options)
        self._work: Iterator[None] = self._halving()
        self.done = len(self.options) == 1

    # -- candidates ------------------------------------------------------------------------
    def _candidates(self, rng: Rng) -> list[Action]:
        legal = self.game.legal_actions(self.state, self.seat)
        if len(legal) <= MAX_CANDIDATES:
            return legal
        world = self.game.determinize(self.state, self.seat, Rng(self.seed))
        medium = self.rollout_bot(world, self.seat, Rng(self.seed ^ 1), 0)
        scored = sorted((a for a in legal if a.key != medium.key),
                        key=lambda a: -self.game.evaluate(self.game.apply(world, a), self.seat))
        return [next(a for a in legal if a.key == medium.key),
                *scored[: MAX_CANDIDATES - 1]]

    # -- simulations -----------------------------------------------------------------------
    def _simulate(self, option: Option, world_index: int) -> None:
        """One simulation of `option` in world `world_index` (the same world and dice for
        every candidate)."""
        game = self.game
        seed = (self.seed + 0x9E3779B97F4A7C15 * (world_index + 1)) & ((1 << 64) - 1)
        state = game.apply(game.determinize(self.state, self.seat, Rng(seed)),
                           Action.from_key(self.seat, option.action.key))
        dice = Rng(seed ^ 0x5DEECE66D)
        for _ in range(game.search_horizon):
            if game.is_over(state):
                break
            mover = game.to_act(state)[0]
            state = game.apply(state, self.rollout_bot(state, mover, dice, 0))
        margin = _final_margin(game, state, self.seat) if game.is_over(state) else \
            game.evaluate(state, self.seat)
        option.sims += 1
        option.margin += margin
        option.wins += 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0

    def _halving(self) -> Iterator[None]:
        """Successive halving: rounds of equal new simulations for the survivors, the
        better half kept after each; the batches double as the field narrows. With one
        survivor left and time to spare, the best two fight on."""
        world = 0
        batch = FIRST_ROUND
        while True:
            for _ in range(batch):
                for option in self._alive:
                    self._simulate(option, world)
                    yield
                world += 1
            ranked = sorted(self._alive, key=lambda o: -o.mean)
            self._alive = ranked[: max(1, (len(ranked) + 1) // 2)]
            if len(self._alive) == 1:
                self._alive = self.ranking()[:2]
            batch *= 2

    def _time_left(self) -> float:
        return self.budget - (self.clock() - self.started)

    def step(self, slice_ms: float) -> bool:
        """Work for about `slice_ms` (never past the budget); True once the search is done:
        the budget (or `max_sims` simulations) is spent. Every candidate gets at least one
        simulation, whatever the budget."""
        if self.done:
            return True
        until = self.clock() + slice_ms / 1000.0
        while True:
            next(self._work)
            self.sims += 1
            everyone_tried = all(o.sims for o in self.options)
            if everyone_tried and (self._time_left() <= 0 or self.sims >= self.max_sims):
                self.done = True
                return True
            if self.clock() >= until:
                return False

    def run(self) -> Action:
        """The whole search at once (a worker, a benchmark, a test)."""
        while not self.step(1000.0):
            pass
        return self.best()

    # -- results ---------------------------------------------------------------------------
    def ranking(self) -> list[Option]:
        """Candidates best first: the longest survivors (the most simulated) first, then by
        mean margin."""
        return sorted(self.options, key=lambda o: (-o.sims, -o.mean))

    def best(self) -> Action:
        return self.ranking()[0].action


def _final_margin(game: Game, state: BaseState, seat: int) -> float:
    """The seat's points over the best other seat at the end of the game."""
    totals = [s["total"] for s in game.scores(state)]
    return float(totals[seat] - max(t for i, t in enumerate(totals) if i != seat))


def make_hard_bot(game: Game, default_budget_ms: float = 1000.0) -> Bot:
    """The `hard` level: a `Search` within the caller's budget (its default when 0)."""

    def hard(state: BaseState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        return Search(game, state, seat, rng, budget_ms or default_budget_ms).run()

    return hard
