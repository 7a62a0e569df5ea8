"""The hard bot's strength: seeded matches against other bots, with 95 % intervals.

    python3 bench/search.py GAME [--against medium,medium] [--games 60] [--budget-ms 550]
                                 [--players 3] [--seed 1] [--jobs 2]
    python3 bench/search.py GAME --calibrate [--games 60]   # fit GAME's search_spread

A match seats one hard bot against the listed bots, rotating every seat from game to game
(game ``g`` puts the hard bot in seat ``g % players`` and turns the others' order every
``players`` games), so no seat favours anyone. The hard bot's budget is CPU time
(`time.process_time`), since the machine is shared: the page gives it 1 s of wall time on
Pyodide, which runs at about 0.55-0.6x CPython's speed, hence 0.55 s by default.
``--jobs`` plays games in that many processes (CPU time per move is unaffected).

The bench scripts of the games call `hard_lines` for their ``--hard`` lines.

`--calibrate` plays seeded games of medium bots (2 to 4 players) and prints, for each
progress value (`Game.progress`), how far the final margin strays from `evaluate` (the
root mean square): the table each game declares (`Game.search_spread`), with which the search turns
an estimated margin into a chance of winning. It also prints how well those chances
predicted the winners (the Brier score, and predicted against observed by tenths).
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from engine.core import Game, Rng, play_out, search
from engine.core.arena import Timed
from engine.core.search import Search

#: CPU time per move that matches the page's 1 s of wall time on Pyodide (see above)
BUDGET_MS = 550.0
#: each game's goal for "hard among the winners" against two medium bots (issue 13)
GOALS = {"homesteaders": 0.85, "montana": 0.85, "goldwest": 0.60}


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a proportion `k` / `n`."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(xs: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean and its 95 % normal interval."""
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    return m, m - z * sd / math.sqrt(n), m + z * sd / math.sqrt(n)


class HardBot:
    """The hard bot on CPU time, recording its time and simulations per move."""

    def __init__(self, game: Game, budget_ms: float) -> None:
        self.game = game
        self.budget_ms = budget_ms
        self.times: list[float] = []
        self.sims: list[int] = []

    def __call__(self, state, seat, rng, budget_ms=0):
        start = time.process_time()
        search = Search(self.game, state, seat, rng, self.budget_ms, time.process_time)
        action = search.run()
        self.times.append(time.process_time() - start)
        self.sims.append(search.sims)
        return action


def _game(job: tuple) -> dict:
    """One seeded game of a match (run in a worker process)."""
    game_id, others, g, players, seed, budget_ms = job
    game = engine.GAMES[game_id]
    hard = HardBot(game, budget_ms)
    hero = g % players
    turn = (g // players) % len(others)
    levels = others[turn:] + others[:turn]
    timers = {level: Timed(game.bots[level]) for level in set(others)}
    bots, k = {}, 0
    for s in range(players):
        if s == hero:
            bots[s] = hard
        else:
            bots[s] = timers[levels[k % len(levels)]]
            k += 1
    state = play_out(game, game.new(players, seed=seed + g), bots, Rng(seed + g + 1_000_003))
    winners = game.winners(state)
    totals = [sc["total"] for sc in game.scores(state)]
    return {"among": hero in winners, "alone": winners == [hero],
            "margin": totals[hero] - max(t for s, t in enumerate(totals) if s != hero),
            "times": hard.times, "sims": hard.sims,
            "other_times": {lv: t.times for lv, t in timers.items()}}


def hard_match(game: Game, others: list[str], games: int, players: int = 3, seed: int = 1,
               budget_ms: float = BUDGET_MS, jobs: int = 1) -> dict:
    """Play the match (module text); the raw per-game results and totals."""
    work = [(game.id, others, g, players, seed, budget_ms) for g in range(games)]
    results = []
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        for r in pool.imap(_game, work):
            results.append(r)
            verdict = "among the winners" if r["among"] else "not among the winners"
            print(f"  game {len(results)}/{games}: hard {verdict}, margin {r['margin']:+d}",
                  file=sys.stderr, flush=True)
    return {"games": results, "n": games, "others": others, "players": players,
            "budget_ms": budget_ms}


def print_match(game: Game, r: dict, goal: float | None) -> bool:
    """Print a match's figures; True when its goal (if any) is met."""
    res = r["games"]
    n = r["n"]
    among = sum(x["among"] for x in res)
    alone = sum(x["alone"] for x in res)
    lo, hi = wilson(among, n)
    m, mlo, mhi = mean_interval([x["margin"] for x in res])
    times = [t for x in res for t in x["times"]]
    sims = [s for x in res for s in x["sims"]]
    against = " and ".join(r["others"])
    print(f"{game.title}: hard against {against} ({n} games, {r['players']} players, "
          f"seats rotated, {r['budget_ms']:.0f} ms CPU per move):")
    met = goal is None or among / n >= goal
    goal_text = "" if goal is None else \
        f"; goal {100 * goal:.0f} % -> {'met' if met else 'MISSED'}"
    print(f"  hard among the winners: {among}/{n} = {100 * among / n:.1f} % "
          f"(95 % interval {100 * lo:.1f}-{100 * hi:.1f} %; alone {alone}){goal_text}")
    print(f"  hard's margin over the best other seat: {m:+.1f} points "
          f"(95 % interval {mlo:+.1f} to {mhi:+.1f})")
    if times:
        print(f"  hard: {len(times)} moves, CPU per move mean {1000 * sum(times) / len(times):.0f}"
              f" ms, max {1000 * max(times):.0f} ms; simulations per move mean "
              f"{sum(sims) / len(sims):.0f}")
    return met


def hard_lines(game: Game, games: int, jobs: int, budget_ms: float = BUDGET_MS,
               seed: int = 1) -> bool:
    """The two lines the bench scripts print: hard against two medium bots (with the
    issue's goal), and against one easy and one medium bot. True when the goal is met."""
    ok = True
    for others, goal in ((["medium", "medium"], GOALS.get(game.id)),
                         (["easy", "medium"], None)):
        start = time.perf_counter()
        r = hard_match(game, others, games, 3, seed, budget_ms, jobs)
        ok = print_match(game, r, goal) and ok
        print(f"  wall time {time.perf_counter() - start:.0f} s")
    return ok


# -- calibration -----------------------------------------------------------------------------
#: the spreads tried for each progress value (points)
SIGMAS = [0.5 * k for k in range(1, 121)]


def _positions(game: Game, games: int, players: int, seed: int
               ) -> list[tuple[int, list[float], list[bool]]]:
    """(progress, every seat's expected points from evaluate, who won) at the first
    position of each progress value of seeded games of medium bots."""
    rows = []
    for g in range(games):
        state = game.new(players, seed=seed + g)
        rng = Rng(seed + g)
        marks = []
        for _ in range(100_000):
            if game.is_over(state):
                break
            progress = game.progress(state)
            if not marks or marks[-1][0] != progress:
                margins = [game.evaluate(state, i) for i in range(players)]
                marks.append((progress, [min(0.0, m) for m in margins]))
            seat = game.to_act(state)[0]
            state = game.apply(state, game.bots["medium"](state, seat, rng, 0))
        winners = game.winners(state)
        rows += [(p, points, [i in winners for i in range(players)]) for p, points in marks]
    return rows


def _brier(rows: list, sigma: float) -> float:
    """The mean squared error of the chances, per seat and position."""
    err, n = 0.0, 0
    for _progress, points, won in rows:
        for seat, w in enumerate(won):
            err += (search.win_chance(points, seat, sigma) - w) ** 2
            n += 1
    return err / n


def _fit(rows: list) -> dict[int, float]:
    """The spread that predicts the winners best at each progress value, never smaller
    earlier in the game than later."""
    table: dict[int, float] = {}
    for p in sorted({r[0] for r in rows}):
        at = [r for r in rows if r[0] == p]
        if len(at) >= 10:
            table[p] = min(SIGMAS, key=lambda s, at=at: _brier(at, s))
    for p in sorted(table, reverse=True)[1:]:
        table[p] = max(table[p], table[min(q for q in table if q > p)])
    return table


def calibrate(game: Game, games: int, seed: int = 5000) -> None:
    """Fit and print `game.search_spread` (module text), then check it on other games."""
    fitted: dict[int, tuple[tuple[int, float], ...]] = {}
    bins: dict[int, list[float]] = {}
    err, n = 0.0, 0
    for players in range(game.min_players, game.max_players + 1):
        table = _fit(_positions(game, games, players, seed))
        fitted[players] = tuple((p, table[p]) for p in sorted(table)
                                if p == min(table) or table[p] != table[max(q for q in table
                                                                            if q < p)])
        game.search_spread = dict(fitted)
        for progress, points, won in _positions(game, games, players, seed + 10_000):
            state_sigma = search.spread_at(game, players, progress)
            for seat, w in enumerate(won):
                chance = search.win_chance(points, seat, state_sigma)
                err += (chance - w) ** 2
                n += 1
                bins.setdefault(min(9, int(chance * 10)), []).append(float(w))
    print(f"{game.title}: each seat's final points around evaluate's expectation, fitted on "
          f"{games} games of medium bots per number of players (seeds from {seed}):")
    print(f"  search_spread = {fitted}")
    print(f"  on {games} other games per number of players: Brier score {err / n:.3f} over "
          f"{n} (seat, position) pairs; chance predicted -> share that won:")
    print("   " + ", ".join(f"{k / 10:.1f}-{(k + 1) / 10:.1f}: {100 * sum(v) / len(v):.0f} %"
                            f" ({len(v)})" for k, v in sorted(bins.items())))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=sorted(engine.GAMES))
    parser.add_argument("--against", default="medium,medium")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=BUDGET_MS)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--calibrate", action="store_true")
    args = parser.parse_args(argv)
    game = engine.GAMES[args.game]
    if args.calibrate:
        calibrate(game, args.games)
        return 0
    others = args.against.split(",")
    if len(others) != args.players - 1:
        parser.error(f"--against names {len(others)} bots for {args.players - 1} seats")
    start = time.perf_counter()
    r = hard_match(game, others, args.games, args.players, args.seed, args.budget_ms,
                   args.jobs)
    goal = GOALS.get(game.id) if others == ["medium", "medium"] else None
    met = print_match(game, r, goal)
    print(f"  wall time {time.perf_counter() - start:.0f} s")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
