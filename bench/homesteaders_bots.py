"""Homesteaders bot benchmark: seeded three-player games, win rates and move times.

    python3 bench/homesteaders_bots.py [--games N] [--players P] [--seed S]

Each match puts one "hero" bot against two copies of a weaker bot, rotating the hero's
seat from game to game. The hero "beats" the others when it is among the winners; shared
wins (a tie on VP and silver) are counted apart, so both figures are printed. The goals:
medium among the winners in at least 80 % of games against easy, easy in at least 90 %
against random.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import Action, Rng, play_out
from engine.homesteaders import GAME

#: (hero, opponent, goal for "hero among the winners")
MATCHES = (("medium", "easy", 0.80), ("easy", "random", 0.90))


class Timed:
    """Wraps a bot and records the CPU time each of its moves takes.

    CPU time of this thread, not wall time: on a loaded machine the wall clock also counts
    the time the process waits for a core, which says nothing about the bot.
    """

    def __init__(self, bot: Callable[..., Action]) -> None:
        self.bot = bot
        self.times: list[float] = []

    def __call__(self, state, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        start = time.thread_time()
        action = self.bot(state, seat, rng, budget_ms)
        self.times.append(time.thread_time() - start)
        return action


def run_match(hero: str, other: str, games: int, players: int, seed: int) -> dict:
    """Play `games` seeded games of one `hero` against `other` bots; count the outcomes."""
    timers = {hero: Timed(GAME.bots[hero]), other: Timed(GAME.bots[other])}
    wins = ties = 0
    margins = []
    for g in range(games):
        hero_seat = g % players
        state = GAME.new(players, seed=seed + g)
        bots = {s: timers[hero if s == hero_seat else other] for s in range(players)}
        state = play_out(GAME, state, bots, Rng(seed + g + 1_000_003))
        winners = GAME.winners(state)
        if hero_seat in winners:
            if len(winners) == 1:
                wins += 1
            else:
                ties += 1
        totals = [sc["total"] for sc in GAME.scores(state)]
        best_other = max(t for s, t in enumerate(totals) if s != hero_seat)
        margins.append(totals[hero_seat] - best_other)
    return {"wins": wins, "ties": ties, "games": games, "timers": timers,
            "margin": sum(margins) / len(margins)}


def _ms(times: list[float]) -> str:
    if not times:
        return "no moves"
    ordered = sorted(times)
    p99 = ordered[int(0.99 * (len(ordered) - 1))]
    return (f"{len(times)} moves, mean {1000 * sum(times) / len(times):.3f} ms, "
            f"99th percentile {1000 * p99:.2f} ms, max {1000 * ordered[-1]:.2f} ms (CPU)")


def main() -> int:
    """Run both matches, print the numbers, and fail when a goal is missed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    ok = True
    for hero, other, goal in MATCHES:
        start = time.perf_counter()
        r = run_match(hero, other, args.games, args.players, args.seed)
        took = time.perf_counter() - start
        n = r["games"]
        among = (r["wins"] + r["ties"]) / n
        print(f"{hero} vs {other} ({n} games, {args.players} players, one {hero}, "
              f"seat rotated):")
        print(f"  {hero} among the winners: {r['wins'] + r['ties']}/{n} = {100 * among:.1f} % "
              f"(outright wins {r['wins']}, shared wins {r['ties']}); goal {100 * goal:.0f} %"
              f" -> {'met' if among >= goal else 'MISSED'}")
        print(f"  mean VP margin of {hero} over the best {other}: {r['margin']:+.1f}")
        for name, timer in r["timers"].items():
            print(f"  {name:>6} move time: {_ms(timer.times)}")
        print(f"  wall time {took:.1f} s")
        ok = ok and among >= goal
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
