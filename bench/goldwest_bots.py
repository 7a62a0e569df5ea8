"""Gold West bot benchmark: seeded three-player games, win rates and move times.

    python3 bench/goldwest_bots.py [--games N] [--players P] [--seed S]
    python3 bench/goldwest_bots.py --speed [--games N]   # medium's CPU time per move only
    python3 bench/goldwest_bots.py --evaluate [--games N]  # how well `evaluate` predicts
    python3 bench/goldwest_bots.py --fit [--games N]    # fit `evaluate`'s weights again
    python3 bench/goldwest_bots.py --medium-time [--games N]  # medium today and before
    python3 bench/goldwest_bots.py --hard [--games 60] [--jobs J]  # the hard bot's lines

Each match puts one "hero" bot against two copies of a weaker bot, rotating the hero's
seat from game to game. The hero counts when it is among the winners; shared wins (a tie
on points, Wanted camps and supply left) are counted apart, so both figures are printed.
The goals: medium among the winners in at least 80 % of games against easy, easy in at
least 90 % against random.

`--speed` plays N seeded games with a medium bot in every seat (what a search's rollouts
do) and prints medium's CPU time per move and per whole game, by step of the turn.

`--evaluate` plays N seeded all-medium games at each player count and compares, at every
third position, `evaluate(state, seat)` for the seat to act with the margin that seat
really had at the end (correlation, mean error, by third of the game), beside the margin
`scores()` gives. `--fit` fits `evaluate`'s weights by least squares on other seeds
(all-medium games, every seat at every third position: the points it still gained) and
prints them for `engine/goldwest/evaluate.py`.

`--medium-time` prints medium's CPU time per move today and at `BEFORE`, the engine before
it was made faster (`bench.medium_speed`). `--hard` plays the hard bot against two medium
bots and against an easy and a medium bot (`bench.search`).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path
from statistics import correlation

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.arena import report
from engine.core import Rng
from engine.goldwest import GAME
from engine.goldwest.evaluate import FEATURES, evaluate, features, turns_left

#: seeds of the games `--fit` learns from, and of those `--evaluate` measures on
FIT_SEED, EVALUATE_SEED = 10_000, 50_000

MATCHES = (("medium", "easy", 0.80), ("easy", "random", 0.90))
#: the engine just before the medium bot was made faster (8450312), for `--medium-time`
BEFORE = "8450312^"


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


def medium_games(games: int, seed: int):
    """Seeded all-medium games at 2, 3 and 4 players: yields (positions, final state),
    the positions every third move."""
    medium = GAME.bots["medium"]
    for players in (2, 3, 4):
        for g in range(games):
            state = GAME.new(players, seed=seed + 100 * players + g)
            rng = Rng(seed + g)
            positions = []
            while not GAME.is_over(state):
                if state.hist_len % 3 == 0:
                    positions.append(state)
                seat = GAME.to_act(state)[0]
                state = GAME.apply(state, medium(state, seat, rng, 0))
            yield positions, state


def _margin(totals: list[float], seat: int) -> float:
    return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting: `a x = b`."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(games: int) -> None:
    """Least squares of the points each seat still gained on `features` (no intercept:
    nothing is left to gain at the end)."""
    k = len(FEATURES)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    samples = 0
    for positions, end in medium_games(games, FIT_SEED):
        final = [sc["total"] for sc in GAME.scores(end)]
        for state in positions:
            now = [sc["total"] for sc in GAME.scores(state)]
            turns = turns_left(state)
            for seat in range(state.num_players):
                x = features(state, seat, turns)
                y = final[seat] - now[seat]
                for i in range(k):
                    xty[i] += x[i] * y
                    for j in range(k):
                        xtx[i][j] += x[i] * x[j]
                samples += 1
    weights = _solve(xtx, xty)
    print(f"fitted on {samples} seat positions of {3 * games} all-medium games:")
    print("WEIGHTS = (" + ", ".join(f"{w:.2f}" for w in weights) + ")")
    for name, w in zip(FEATURES, weights, strict=True):
        print(f"  {name:>18}: {w:+.3f}")


def measure(games: int) -> None:
    """How well `evaluate` and the `scores()` margin predict the final margin."""
    rows: dict[int, list[tuple[float, float, float]]] = {0: [], 1: [], 2: []}
    spent, calls = 0.0, 0
    for positions, end in medium_games(games, EVALUATE_SEED):
        final = [sc["total"] for sc in GAME.scores(end)]
        for i, state in enumerate(positions):
            seat = GAME.to_act(state)[0]
            start = time.process_time()
            predicted = evaluate(state, seat)
            spent += time.process_time() - start
            calls += 1
            now = _margin([sc["total"] for sc in GAME.scores(state)], seat)
            rows[3 * i // len(positions)].append((predicted, now, _margin(final, seat)))
    print(f"evaluate vs the true final margin, {3 * games} all-medium games (2, 3, 4 players),"
          f" the seat to act every third move; {1e6 * spent / calls:.0f} us per call:")
    everything = [r for stage in rows.values() for r in stage]
    for name, part in (("early third", rows[0]), ("middle third", rows[1]),
                       ("last third", rows[2]), ("whole game", everything)):
        ev, sc, true = (list(column) for column in zip(*part, strict=True))
        print(f"  {name:>12} ({len(part):5} positions): "
              f"evaluate {_quality(ev, true)}; scores() {_quality(sc, true)}")


def _quality(predicted: list[float], true: list[float]) -> str:
    """Correlation, mean error and how often the sign (win or not) is right."""
    error = sum(abs(p - t) for p, t in zip(predicted, true, strict=True)) / len(true)
    sign = sum((p > 0) == (t > 0) for p, t in zip(predicted, true, strict=True)) / len(true)
    return (f"correlation {correlation(predicted, true):.2f}, mean error {error:.1f} VP, "
            f"winner foreseen {100 * sign:.0f} %")


if __name__ == "__main__":
    import argparse

    modes = {"--speed", "--evaluate", "--fit"}
    mode = next((a for a in sys.argv[1:] if a in modes), None)
    if mode:
        parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
        parser.add_argument(mode, action="store_true")
        parser.add_argument("--games", type=int, default=20)
        parser.add_argument("--players", type=int, default=3)
        parser.add_argument("--seed", type=int, default=1)
        args = parser.parse_args()
        if mode == "--speed":
            speed(args.games, args.players, args.seed)
        elif mode == "--fit":
            fit(args.games)
        else:
            measure(args.games)
        sys.exit(0)
    sys.exit(report(GAME, MATCHES, __doc__.split("\n")[0], before=BEFORE))
