"""The medium bot's CPU time per move, today and before it was made faster (issue 13).

    python3 bench/medium_speed.py GAME [--games 20] [--players 3] [--seed 1] [--before REV]
                                       [--rounds 3]

Plays `--games` seeded games with a medium bot in every seat (what the hard bot's rollouts
do) and prints medium's CPU time (`time.process_time`) per move and per whole game. With
``--before REV`` it measures today's engine and the engine as it was at git revision `REV`
(extracted with ``git archive`` into a temporary folder), each in a child process, in turn,
`--rounds` times (today, before, today, before, ...), and prints each side's median and how
many times faster today's medium is: taking turns, a change of the machine's load weighs on
both sides alike. The bench scripts of the games (``--medium-time``) call it with the
revision just before their medium was made faster. Both sides play the same seeds; the
medium bot kept its choices (each game's recorded-choices test), so the two sides play the
same games wherever the rules did not change in between.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(game_id: str, games: int, players: int, seed: int) -> dict:
    """Medium in every seat of `games` seeded games: every move's CPU time (seconds)."""
    import engine
    from engine.core import Rng

    game = engine.GAMES[game_id]
    medium = game.bots["medium"]
    moves: list[float] = []
    per_game: list[float] = []
    for g in range(games):
        state = game.new(players, seed=seed + g)
        rng = Rng(seed + g)
        spent = 0.0
        for _ in range(100_000):  # a cap far above any game's length
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            start = time.process_time()
            action = medium(state, seat, rng, 0)
            took = time.process_time() - start
            moves.append(took)
            spent += took
            state = game.apply(state, action)
        per_game.append(spent)
    return {"moves": len(moves), "mean_ms": 1000 * sum(moves) / len(moves),
            "max_ms": 1000 * max(moves), "game_ms": 1000 * sum(per_game) / len(per_game)}


def measure_in(tree: str, game_id: str, games: int, players: int, seed: int) -> dict:
    """`measure` run in a child process on the engine in folder `tree`."""
    out = subprocess.run(
        [sys.executable, __file__, game_id, "--games", str(games), "--players",
         str(players), "--seed", str(seed), "--tree", tree, "--json"],
        check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def median_run(runs: list[dict]) -> dict:
    """The run whose mean time per move is the median (the middle one of an odd count)."""
    return sorted(runs, key=lambda r: r["mean_ms"])[(len(runs) - 1) // 2]


def simulations(game_id: str, seed: int) -> str:
    """What one simulation of the hard search costs today (a sampled world, medium
    rollouts, `evaluate`): 40 per position at every 12th position of a medium game."""
    import engine
    from engine.core import Rng
    from engine.core.search import Search

    game = engine.GAMES[game_id]
    positions = []
    state = game.new(3, seed=seed)
    rng = Rng(seed)
    for _ in range(100_000):  # a cap far above any game's length
        if game.is_over(state):
            break
        if state.hist_len % 12 == 0:
            positions.append(state)
        seat = game.to_act(state)[0]
        state = game.apply(state, game.bots["medium"](state, seat, rng, 0))
    start = time.process_time()
    for state in positions:
        Search(game, state, game.to_act(state)[0], Rng(1), max_sims=40).run()
    took = time.process_time() - start
    horizon = game.search_horizon or "all the"
    return (f"  the hard search's simulations (a sampled world, medium rollouts of {horizon} "
            f"moves, evaluate): {40 * len(positions)} over {len(positions)} positions, "
            f"{1000 * took / (40 * len(positions)):.1f} ms each")


def line(name: str, r: dict) -> str:
    return (f"  {name}: {r['moves']} moves, CPU per move mean {r['mean_ms']:.3f} ms, "
            f"max {r['max_ms']:.1f} ms; per whole game {r['game_ms']:.0f} ms")


def report(game_id: str, games: int, players: int, seed: int, before: str | None,
           rounds: int = 3) -> None:
    """Print today's figures and, with `before`, the old ones and the speed-up."""
    print(f"{game_id}: medium in every seat, {games} seeded games ({players} players, seeds "
          f"from {seed}), CPU time:")
    if not before:
        print(line("today", measure(game_id, games, players, seed)))
        print(simulations(game_id, seed))
        return
    rev = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", before],
                         check=True, capture_output=True, text=True).stdout.strip()
    today: list[dict] = []
    old: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="westbound-before-") as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", before, "engine"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        for i in range(rounds):
            today.append(measure_in(str(ROOT), game_id, games, players, seed))
            old.append(measure_in(tmp, game_id, games, players, seed))
            print(f"  round {i + 1}: today {today[-1]['mean_ms']:.3f} ms a move, before "
                  f"{old[-1]['mean_ms']:.3f} ms: "
                  f"{old[-1]['mean_ms'] / today[-1]['mean_ms']:.1f}x")
    now, then = median_run(today), median_run(old)
    print(line(f"today (median of {rounds})", now))
    print(line(f"before ({before} = {rev}, median of {rounds})", then))
    ratios = [o["mean_ms"] / n["mean_ms"] for o, n in zip(old, today, strict=True)]
    print(f"  today's medium is {then['mean_ms'] / now['mean_ms']:.1f}x as fast per move "
          f"(medians; rounds from {min(ratios):.1f}x to {max(ratios):.1f}x)")
    print(simulations(game_id, seed))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--before", metavar="REV")
    parser.add_argument("--rounds", type=int, default=3, help="turns of each side, --before")
    parser.add_argument("--tree", help=argparse.SUPPRESS)  # the engine to import (child)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, args.tree or str(ROOT))
    if args.json:
        print(json.dumps(measure(args.game, args.games, args.players, args.seed)))
    else:
        report(args.game, args.games, args.players, args.seed, args.before, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
