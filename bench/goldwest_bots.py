"""Gold West bot benchmark: seeded three-player games, win rates and move times.

    python3 bench/goldwest_bots.py [--games N] [--players P] [--seed S]
    python3 bench/goldwest_bots.py --speed [--games N]   # medium's CPU time per move only

Each match puts one "hero" bot against two copies of a weaker bot, rotating the hero's
seat from game to game. The hero counts when it is among the winners; shared wins (a tie
on points, Wanted camps and supply left) are counted apart, so both figures are printed.
The goals: medium among the winners in at least 80 % of games against easy, easy in at
least 90 % against random.

`--speed` plays N seeded games with a medium bot in every seat (what a search's rollouts
do) and prints medium's CPU time per move and per whole game, by step of the turn.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.arena import report
from engine.core import Rng
from engine.goldwest import GAME

MATCHES = (("medium", "easy", 0.80), ("easy", "random", 0.90))


def speed(games: int, players: int, seed: int) -> None:
    """Medium's CPU time per move in all-medium games, by step, and per game."""
    medium = GAME.bots["medium"]
    by_step: dict[str, list[float]] = {}
    per_game = []
    for g in range(games):
        state = GAME.new(players, seed=seed + g)
        rng = Rng(seed + g)
        spent = 0.0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            step = state.tasks[-1][0]
            start = time.process_time()
            action = medium(state, seat, rng, 0)
            took = time.process_time() - start
            spent += took
            by_step.setdefault(step, []).append(took)
            state = GAME.apply(state, action)
        per_game.append(spent)
    moves = [t for times in by_step.values() for t in times]
    print(f"medium in every seat, {games} games, {players} players:")
    print(f"  CPU per move: mean {1000 * sum(moves) / len(moves):.3f} ms over {len(moves)} "
          f"moves, max {1000 * max(moves):.1f} ms")
    print(f"  CPU per whole game (a rollout from the start): mean "
          f"{1000 * sum(per_game) / len(per_game):.0f} ms")
    for step, times in sorted(by_step.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {step:>14}: {len(times):5} moves, mean {1000 * sum(times) / len(times):.3f} ms,"
              f" {100 * sum(times) / sum(moves):.0f} % of the time")


if __name__ == "__main__":
    if "--speed" in sys.argv:
        argv = [a for a in sys.argv[1:] if a != "--speed"]
        import argparse

        parser = argparse.ArgumentParser(description="medium's CPU time per move")
        parser.add_argument("--games", type=int, default=20)
        parser.add_argument("--players", type=int, default=3)
        parser.add_argument("--seed", type=int, default=1)
        args = parser.parse_args(argv)
        speed(args.games, args.players, args.seed)
        sys.exit(0)
    sys.exit(report(GAME, MATCHES, __doc__.split("\n")[0]))
