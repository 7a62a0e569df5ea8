"""Engine speed: steps per second (legal_actions + apply) and complete random games per
second, for every registered game (or the ones named on the command line), on CPython or
on the page's own Pyodide in Chromium.

    python3 bench/engine_speed.py [game ...] [--games N] [--players P] [--pyodide]

A step is one `legal_actions` call plus one `apply` of a move picked by the random bot's
policy, so the number counts exactly what a searching bot pays per node. On CPython the
time is the process's CPU time, so that other work on the machine does not skew it. With
`--pyodide` the same code runs in Chromium (Debian's, as in e2e/) on the self-hosted
Pyodide in assets/ (run `scripts/setup` first), timed by the wall clock of an idle page.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

import engine  # noqa: E402
from engine.core import Rng  # noqa: E402

BENCH_PATH = "/__bench__/engine.html"
# Loads Pyodide, unpacks engine.xz where the page would (boot.py), and runs this file's `report`.
BENCH_PAGE = b"""<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>engine speed on Pyodide</title></head><body><script type="module">
import { loadPyodide } from "../assets/pyodide/pyodide.mjs";
const lines = [];
const pyodide = await loadPyodide({ stdout: (line) => lines.push(line) });
const engine = await (await fetch("../engine.xz")).arrayBuffer();
pyodide.FS.writeFile("engine.xz", new Uint8Array(engine));
pyodide.FS.writeFile("boot.py", await (await fetch("../boot.py")).text());
pyodide.runPython("import boot");
pyodide.FS.writeFile("engine_speed.py", await (await fetch("../bench/engine_speed.py")).text());
window.runBench = (args) => {
  lines.length = 0;
  pyodide.globals.set("bench_args", args);
  pyodide.runPython("import json, engine_speed; engine_speed.report(**json.loads(bench_args))");
  return lines.join("\\n");
};
document.body.dataset.ready = "1";
</script></body></html>"""


def measure(game_id: str, games: int, players: int,
            clock: Callable[[], float] = time.process_time) -> tuple[int, float]:
    """Play `games` seeded random games; return (steps, seconds)."""
    g = engine.GAMES[game_id]
    steps = 0
    elapsed = 0.0
    for seed in range(games):
        rng = Rng(seed)
        s = g.new(players, seed)
        t0 = clock()
        while not g.is_over(s):
            seat = g.to_act(s)[0]
            legal = g.legal_actions(s, seat)
            main = [a for a in legal if not a.free]
            pool = main if main and rng.random() >= 0.2 else legal
            s = g.apply(s, pool[rng.below(len(pool))])
            steps += 1
        elapsed += clock() - t0
    return steps, elapsed


def report(game_ids: list[str], games: int, players: int) -> None:
    """Print one line per game; Pyodide has no useful CPU clock, so it uses the wall clock."""
    pyodide = sys.platform == "emscripten"
    clock = time.perf_counter if pyodide else time.process_time
    runtime = "Pyodide" if pyodide else "CPython"
    print(f"{runtime} {sys.version.split()[0]}, {games} random {players}-player games")
    for game_id in game_ids or sorted(engine.GAMES):
        steps, seconds = measure(game_id, games, players, clock)
        print(f"{game_id:14s} {steps / seconds:9,.0f} steps/s   {games / seconds:7.1f} "
              f"games/s   {steps / games:6.0f} steps/game")


def report_in_pyodide(game_ids: list[str], games: int, players: int) -> None:
    """Run `report` in Chromium on the page's Pyodide and print what it printed."""
    import subprocess

    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    sys.path.insert(0, os.path.join(ROOT, "e2e"))
    from conftest import CHROMIUM, CHROMIUM_ARGS
    from devserver import SiteServer
    from playwright.sync_api import sync_playwright

    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "setup"), "--build-only"],
                   check=True, stdout=subprocess.DEVNULL)
    extra = {BENCH_PATH: (BENCH_PAGE, "text/html; charset=utf-8")}
    with SiteServer(ROOT, extra=extra) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(server.url + BENCH_PATH.lstrip("/"))
        page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
        args = json.dumps({"game_ids": game_ids, "games": games, "players": players})
        print(page.evaluate("(args) => window.runBench(args)", args))
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game_ids", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--pyodide", action="store_true",
                        help="run in Chromium on the page's Pyodide instead of CPython")
    args = parser.parse_args()
    run = report_in_pyodide if args.pyodide else report
    run(args.game_ids, args.games, args.players)


if __name__ == "__main__":
    main()
