"""Engine speed on CPython: steps per second (legal_actions + apply) and complete random
games per second, for every registered game (or the ones named on the command line).

    python3 bench/engine_speed.py [game ...] [--games N] [--players P]

A step is one `legal_actions` call plus one `apply` of a move picked by the random bot's
policy, so the number counts exactly what a searching bot pays per node. Time is the
process's CPU time, so that other work on the machine does not skew the figure.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import engine
from engine.core import Rng


def measure(game_id: str, games: int, players: int) -> tuple[int, float]:
    """Play `games` seeded random games; return (steps, seconds)."""
    g = engine.GAMES[game_id]
    steps = 0
    elapsed = 0.0
    for seed in range(games):
        rng = Rng(seed)
        s = g.new(players, seed)
        t0 = time.process_time()
        while not g.is_over(s):
            seat = g.to_act(s)[0]
            legal = g.legal_actions(s, seat)
            main = [a for a in legal if not a.free]
            pool = main if main and rng.random() >= 0.2 else legal
            s = g.apply(s, pool[rng.below(len(pool))])
            steps += 1
        elapsed += time.process_time() - t0
    return steps, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games_ids", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    print(f"CPython {sys.version.split()[0]}, {args.games} random {args.players}-player games")
    for game_id in args.games_ids or sorted(engine.GAMES):
        steps, seconds = measure(game_id, args.games, args.players)
        print(f"{game_id:14s} {steps / seconds:9,.0f} steps/s   {args.games / seconds:7.1f} "
              f"games/s   {steps / args.games:6.0f} steps/game")


if __name__ == "__main__":
    main()
