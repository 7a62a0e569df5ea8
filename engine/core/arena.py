"""Pieces every game's bots and bot benchmarks share: a weighted draw, timed bots, matches.

A match seats one "hero" bot against copies of another bot and rotates the hero's seat from
game to game, so no seat advantage favours either side; game ``g`` uses seed ``seed + g``
for the set-up and a generator derived from it for the bots, so every match is reproducible.
"""
from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TypeVar

from .action import Action
from .bots import play_out
from .game import Bot, Game
from .rng import Rng
from .state import BaseState

T = TypeVar("T")


def weighted_choice(rng: Rng, items: Sequence[T], weights: Sequence[float]) -> T:
    """One of `items`, drawn with probability proportional to its (non-negative) weight."""
    x = rng.random() * sum(weights)
    for item, w in zip(items, weights, strict=True):
        x -= w
        if x < 0:
            return item
    return items[-1]


class Timed:
    """Wraps a bot and records the CPU time each of its moves takes (seconds): on a busy
    machine, wall time would also count the other processes."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.times: list[float] = []

    def __call__(self, state: BaseState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        start = time.process_time()
        action = self.bot(state, seat, rng, budget_ms)
        self.times.append(time.process_time() - start)
        return action

    def summary(self) -> str:
        """Moves, mean and max time per move, for a benchmark line."""
        t = self.times
        if not t:
            return "no moves"
        return (f"{len(t)} moves, mean {1000 * sum(t) / len(t):.3f} ms, "
                f"max {1000 * max(t):.2f} ms")


def run_match(game: Game, hero: str, other: str, games: int, players: int, seed: int,
              budget_ms: int = 0) -> dict:
    """Play `games` seeded games of one `hero` bot against `other` bots, seat rotated.

    Returns the hero's outright wins, its shared wins (ties the rules leave standing), the
    games, its mean points margin over the best other seat, and the two `Timed` wrappers.
    """
    timers = {hero: Timed(game.bots[hero]), other: Timed(game.bots[other])}
    wins = ties = 0
    margin = 0.0
    for g in range(games):
        hero_seat = g % players
        state = game.new(players, seed=seed + g)
        bots = {s: timers[hero if s == hero_seat else other] for s in range(players)}
        state = play_out(game, state, bots, Rng(seed + g + 1_000_003), budget_ms)
        winners = game.winners(state)
        if hero_seat in winners:
            if len(winners) == 1:
                wins += 1
            else:
                ties += 1
        totals = [sc["total"] for sc in game.scores(state)]
        margin += totals[hero_seat] - max(t for s, t in enumerate(totals) if s != hero_seat)
    return {"wins": wins, "ties": ties, "games": games, "timers": timers,
            "margin": margin / max(1, games)}
