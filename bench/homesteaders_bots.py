"""Homesteaders bot benchmark: seeded three-player games, win rates and move times.

    python3 bench/homesteaders_bots.py [--games N] [--players P] [--seed S]
    python3 bench/homesteaders_bots.py --evaluate [--games N]   # how well evaluate predicts
    python3 bench/homesteaders_bots.py --medium-time [--games N]  # medium's time per move,
                                                                  # today and before
    python3 bench/homesteaders_bots.py --hard [--games 60] [--jobs J]  # the hard bot's lines

Each match puts one "hero" bot against two copies of a weaker bot, rotating the hero's
seat from game to game. The hero counts when it is among the winners; shared wins (a tie
on VP and silver) are counted apart, so both figures are printed. The goals: medium among
the winners in at least 80 % of games against easy, easy in at least 90 % against random.

`--evaluate` plays seeded games (medium and easy seats, 2 to 4 players; seeds other than
those `evaluate`'s weights were fitted on) and prints, for each round, the correlation
between `evaluate(state, seat)` at the start of that round's bidding and the seat's final
margin, beside the correlation of today's score margin. `--medium-time` prints the medium
bot's CPU time per move over seeded 3-player medium games, today and at `BEFORE` (the
engine before it was made faster; `bench.medium_speed`). `--hard` plays the hard bot
against two medium bots and against an easy and a medium bot (`bench.search`).
"""
from __future__ import annotations

import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.arena import report
from engine.core import Rng
from engine.homesteaders import GAME

MATCHES = (("medium", "easy", 0.80), ("easy", "random", 0.90))
LEVELS = ("medium", "easy", "medium", "medium")
#: `evaluate`'s weights were fitted on seeds 0-149: these games are others
EVALUATE_SEEDS = 1000
#: the engine just before the medium bot was made faster (151ddc2), for `--medium-time`
BEFORE = "151ddc2^"


def _margins(values: list[float]) -> list[float]:
    return [v - max(w for j, w in enumerate(values) if j != i) for i, v in enumerate(values)]


def _correlation(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else float("nan")


def evaluate_report(games: int) -> None:
    """Correlation of `evaluate` (and of the score margin) with the final margin, by round."""
    by_round: dict[int, list[tuple[float, float, float]]] = {}
    start = time.process_time()
    calls = 0
    for g in range(games):
        seed = EVALUATE_SEEDS + g
        players = 2 + g % 3
        state = GAME.new(players, seed)
        rng = Rng(seed)
        seen: dict[int, list] = {}
        for _ in range(5000):
            if GAME.is_over(state):
                break
            if state.phase == "bid" and state.round not in seen:
                scores = [sc["total"] for sc in GAME.scores(state)]
                seen[state.round] = [(GAME.evaluate(state, i), m) for i, m in
                                     enumerate(_margins(scores))]
                calls += players
            seat = GAME.to_act(state)[0]
            bot = GAME.bots[LEVELS[(seat + g) % len(LEVELS)]]
            state = GAME.apply(state, bot(state, seat, rng, 0))
        final = _margins([sc["total"] for sc in GAME.scores(state)])
        for rnd, rows in seen.items():
            by_round.setdefault(rnd, []).extend(
                (ev, score, final[i]) for i, (ev, score) in enumerate(rows))
    took = time.process_time() - start
    print(f"evaluate against the final margin ({games} games, 2-4 players, medium and easy "
          f"seats; seeds from {EVALUATE_SEEDS}):")
    print("  round  seats  corr(evaluate)  corr(score margin)  mean |evaluate - final|")
    for rnd in sorted(by_round):
        rows = by_round[rnd]
        ev, sc, fin = ([r[k] for r in rows] for k in range(3))
        err = sum(abs(a - b) for a, b in zip(ev, fin, strict=True)) / len(rows)
        print(f"  {rnd:>5}  {len(rows):>5}  {_correlation(ev, fin):>14.2f}  "
              f"{_correlation(sc, fin):>18.2f}  {err:>23.1f}")
    print(f"  ({calls} evaluate calls among {took:.1f} s of play)")
    state = GAME.new(3, 1)
    t = time.process_time()
    for _ in range(2000):
        GAME.evaluate(state, 0)
    print(f"  evaluate, 3 players: {1e6 * (time.process_time() - t) / 2000:.1f} us per call")


if __name__ == "__main__":
    args = sys.argv[1:]
    games = int(args[args.index("--games") + 1]) if "--games" in args else None
    if "--evaluate" in args:
        evaluate_report(games or 90)
    else:
        sys.exit(report(GAME, MATCHES, __doc__.split("\n")[0], before=BEFORE))
