"""The command line every bot benchmark shares: run the matches, print win rates and move
times, and exit non-zero when a goal is missed (see `engine.core.arena` for a match).

    --hard [--games 60] [--jobs 1]   the hard bot against two medium bots and against an
                                     easy and a medium bot (`bench.search.hard_lines`)
    --medium-time [--games 20]       medium's CPU time per move, today and before it was made
                                     faster (`bench.medium_speed`)
"""
from __future__ import annotations

import argparse
import time

from engine.core import Game
from engine.core.arena import run_match

#: (hero, opponent, goal for "hero among the winners")
Match = tuple[str, str, float]


def report(game: Game, matches: tuple[Match, ...], description: str,
           argv: list[str] | None = None, before: str | None = None) -> int:
    """Parse ``--games/--players/--seed``, play each match, print its numbers; 0 if all met.

    ``--hard`` and ``--medium-time`` print the other lines (module text); `before` is the
    git revision of the engine just before this game's medium bot was made faster."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", type=int)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--medium-time", action="store_true")
    args = parser.parse_args(argv)
    if args.hard:
        from bench.search import hard_lines

        return 0 if hard_lines(game, args.games or 60, args.jobs, seed=args.seed) else 1
    if args.medium_time:
        from bench.medium_speed import report as speed_report

        speed_report(game.id, args.games or 20, args.players, args.seed, before)
        return 0
    args.games = args.games or 200
    ok = True
    for hero, other, goal in matches:
        start = time.perf_counter()
        r = run_match(game, hero, other, args.games, args.players, args.seed)
        took = time.perf_counter() - start
        n = r["games"]
        among = (r["wins"] + r["ties"]) / n
        print(f"{hero} vs {other} ({n} games, {args.players} players, one {hero}, "
              f"seat rotated):")
        print(f"  {hero} among the winners: {r['wins'] + r['ties']}/{n} = {100 * among:.1f} % "
              f"(outright wins {r['wins']}, shared wins {r['ties']}); goal {100 * goal:.0f} %"
              f" -> {'met' if among >= goal else 'MISSED'}")
        print(f"  mean points margin of {hero} over the best {other}: {r['margin']:+.1f}")
        for name, timer in r["timers"].items():
            print(f"  {name:>6} move CPU time: {timer.summary()}")
        print(f"  wall time {took:.1f} s")
        ok = ok and among >= goal
    return 0 if ok else 1
