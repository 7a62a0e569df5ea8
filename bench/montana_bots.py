"""Montana bot benchmark: seeded three-player games, win rates and move times; and how well
`evaluate` predicts final margins.

    python3 bench/montana_bots.py [--games N] [--players P] [--seed S]
    python3 bench/montana_bots.py --evaluate [--games N]
    python3 bench/montana_bots.py --medium-time [--games N]  # medium today and before
    python3 bench/montana_bots.py --hard [--games 60] [--jobs J]  # the hard bot's lines

Each match puts one "hero" bot against two copies of a weaker bot, rotating the hero's
seat from game to game. The hero counts when it is among the winners; shared wins (a tie
on camps, cows and canteens, and goods, coins and workers) are counted apart, so both
figures are printed. The goals: medium among the winners in at least 80 % of games against
easy, easy in at least 90 % against random. Random games end on their own (about 400
moves), well inside the step cap of `engine.core.play_out`. The medium bot's CPU time per
move is the figure to compare before and after a change to its evaluation.

`--evaluate` plays N seeded games of medium bots at 2, 3 and 4 players (seeds from 50000,
none of those `evaluate` was fitted on) and compares, at the start of every turn and for
every seat, `evaluate(state, seat)` with the margin the seat finally had: the mean absolute
error, the correlation and how often the sign (ahead or not) was right, by stage of the
game (the leader's camps left: early above half, late at 2 or fewer), beside the same
figures for today's score alone (camps built so far).

`--medium-time` prints medium's CPU time per move today and at `BEFORE`, the engine before
it was made faster (`bench.medium_speed`). `--hard` plays the hard bot against two medium
bots and against an easy and a medium bot (`bench.search`).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from statistics import correlation, mean

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.arena import report
from engine.core import Rng
from engine.montana import GAME
from engine.montana.data import CAMPS

MATCHES = (("medium", "easy", 0.80), ("easy", "random", 0.90))
STAGES = ("early", "mid", "late", "all")
#: the engine just before the medium bot was made faster (14bbd68), for `--medium-time`
BEFORE = "14bbd68^"


def stage(s) -> str:
    lead = min(p.camps_left for p in s.players)
    return "late" if lead <= 2 else "mid" if lead <= CAMPS[s.num_players] // 2 else "early"


def margins(values: list[float], seat: int) -> float:
    return values[seat] - max(v for other, v in enumerate(values) if other != seat)


def fit(true: list[float], guess: list[float]) -> str:
    """Mean absolute error, correlation and share of right signs of `guess`."""
    pairs = list(zip(true, guess, strict=True))
    return (f"MAE {mean(abs(a - b) for a, b in pairs):.2f}, r {correlation(true, guess):.2f}, "
            f"sign right {mean((a > 0) == (b > 0) for a, b in pairs):.0%}")


def evaluate_report(games: int) -> None:
    """Play `games` medium games per player count; print how well evaluate predicts."""
    timing = [0.0, 0]
    for players in (2, 3, 4):
        rows: dict[str, list[tuple[float, float, float]]] = {k: [] for k in STAGES}
        for g in range(games):
            s = GAME.new(players, 50_000 + g)
            rng = Rng(g)
            seen = []
            for _ in range(5_000):
                if GAME.is_over(s):
                    break
                seat = GAME.to_act(s)[0]
                if s.tasks[-1][0] == "turn":
                    start = time.process_time()
                    guess = [GAME.evaluate(s, i) for i in range(players)]
                    timing[0] += time.process_time() - start
                    timing[1] += players
                    today = [CAMPS[players] - p.camps_left for p in s.players]
                    seen.append((stage(s), guess, today))
                s = GAME.apply(s, GAME.bots["medium"](s, seat, rng, 0))
            final = [sc["total"] for sc in GAME.scores(s)]
            for name, guess, today in seen:
                for i in range(players):
                    row = (margins(final, i), guess[i], margins(today, i))
                    rows[name].append(row)
                    rows["all"].append(row)
        print(f"{players} players, {games} medium games, every turn's start, every seat:")
        for name in STAGES:
            r = rows[name]
            true, guess, today = ([x[k] for x in r] for k in range(3))
            print(f"  {name:>5} ({len(r):4d}): evaluate {fit(true, guess)}"
                  f" | today's score {fit(true, today)}")
    print(f"evaluate CPU time: {1e6 * timing[0] / timing[1]:.1f} us per call")


if __name__ == "__main__":
    if "--evaluate" in sys.argv:
        parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
        parser.add_argument("--evaluate", action="store_true")
        parser.add_argument("--games", type=int, default=60)
        evaluate_report(parser.parse_args().games)
        sys.exit(0)
    sys.exit(report(GAME, MATCHES, __doc__.split("\n")[0], before=BEFORE))
