"""Presentation mode's review matrix (issue 18): each game at 2, 3 and 4 players at its start,
middle and end, presenting at 1920 x 1080 with normal, large and very large text: a
screenshot of each and its measures (the board's and the map's sizes, the smallest text,
the map's metals' letters, Montana's goods on the map (icon), where the acting seat's supply
lies).

    python3 bench/present_matrix.py [--games goldwest,...] \
        [--players 2,3] [--moments middle] [--sizes normal,larger]

The positions and the measures are e2e/test_presentation.py's. Output:
test-results/present/ (measures.json).
"""
from __future__ import annotations

import argparse
import json
import sys

from pages import ROOT, matrix_arguments, ready_page

sys.path.insert(0, str(ROOT))

from playing import at_rest, still
from test_presentation import GAMES, MAP_AND_HAND, MEASURE, _open, _text

OUT = ROOT / "test-results" / "present"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    matrix_arguments(parser, GAMES)
    parser.add_argument("--sizes", default="normal,large,larger")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    found_file = OUT / "measures.json"
    found = json.loads(found_file.read_text()) if found_file.exists() else {}
    with ready_page(1920, 1080) as page:
        for game in args.games.split(","):
            for players in map(int, args.players.split(",")):
                for moment in args.moments.split(","):
                    _open(page, game, players, moment)
                    if page.locator(".presenting").count() == 0:
                        page.keyboard.press("p")
                    page.wait_for_selector(".presenting .band")
                    for size in args.sizes.split(","):
                        _text(page, size)
                        at_rest(page)
                        still(page)
                        stem = f"{game}-{players}p-{moment}-{size}"
                        m = {**page.evaluate(MEASURE), **page.evaluate(MAP_AND_HAND)}
                        page.screenshot(path=str(OUT / f"{stem}.png"))
                        found[stem] = m
                        print(stem, f"board {m['width']:.0f}x{m['height']:.0f}",
                              f"bottom {m['bottom']:.0f} map {m['mapW']:.0f}x{m['mapH']:.0f}",
                              f"hex {m['hexW']:.1f} share {m['mapW'] / m['width']:.2f}",
                              f"smallest {m['smallest']:.1f} ({m['where']})",
                              f"mapSymbol {m['mapSymbol']:.1f} icon {m['mapIcon']:.1f}",
                              f"icons {m['icon']:.1f} ({m['iconWhere']})",
                              f"hand {m['handBottom']:.0f}",
                              flush=True)
                    found_file.write_text(json.dumps(found, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
