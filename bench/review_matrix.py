"""The boards' review matrix (issue 19): every game at 2, 3 and 4 players at its start, middle
and end, screenshotted on two laptops (1280 x 800, 1366 x 768: "laptop", "wide") and the two
phones (390 x 844, 360 x 740: "phone" and "small", each also as its whole page), with each
screen's page height on them.

    python3 bench/review_matrix.py [--games goldwest,...] [--players 2,3] [--lang fr]

Positions are reached by importing the engine's save of a game its easy bots played (the
start: no move yet; the middle: half of the first seat's decisions made; the end: the game
over), resumed with a person in the first seat, as e2e/board_play.py does. Screenshots and
heights go to test-results/review/ (heights.json; with --lang, test-results/review-<lang>/);
docs/boards.md records what was judged.
"""
from __future__ import annotations

import argparse
import json

import pages  # first: it puts e2e/ on the path
from board_play import bots_save
from playing import at_rest, go_home, resume_a_save, set_pace, settle, still

OUT = pages.ROOT / "test-results" / "review"
LAPTOP, WIDE, PHONE, SMALL = (1280, 800), (1366, 768), (390, 844), (360, 740)
LAPTOPS = ("laptop", "wide")
SEED = 5
#: the page's height, where it is scrolled to, and the tallest of its panels
HEIGHT = """() => ({height: document.scrollingElement.scrollHeight, scrolled: scrollY,
  panels: [...document.querySelectorAll('#app > * > *, .game-grid > *')]
    .map((e) => [e.className || e.tagName, Math.round(e.getBoundingClientRect().height)])
    .filter((p) => p[1] > 0)})"""


def position(game: str, players: int, moment: str) -> dict:
    left = {"start": 10_000, "middle": None, "end": 0}[moment]
    return bots_save(game, players, SEED, left=left)


def size(page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => "
                  "requestAnimationFrame(r)))")
    still(page)
    at_rest(page)


def open_position(page, game: str, players: int, moment: str) -> None:
    """The position from the home screen, Tess (a person) in the first seat, bots in the
    others: until a move is asked for, or the end screen."""
    go_home(page)
    save = position(game, players, moment)
    seats = [{"name": "Tess", "kind": "person"}] + [
        {"name": f"Bot {chr(65 + i)}", "kind": "bot", "level": "easy"}
        for i in range(1, save["players"])]
    resume_a_save(page, save, seats, until=("end",) if moment == "end" else ("move",))


def reopen(page) -> None:
    """The game saved last, resumed from the home screen: a decision asked anew, brought
    into view at the window's size, and an end screen opening at its top."""
    go_home(page)
    page.locator('.save [data-cmd="resume"]').first.click()
    if settle(page) == "handover":
        page.click('[data-cmd="handover"]')
        settle(page)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    pages.matrix_arguments(parser)
    parser.add_argument("--lang", default="en", help="the page's language: en, fr or es")
    args = parser.parse_args()
    out = OUT if args.lang == "en" else OUT.with_name(f"review-{args.lang}")
    out.mkdir(parents=True, exist_ok=True)
    heights_file = out / "heights.json"
    heights = json.loads(heights_file.read_text()) if heights_file.exists() else {}
    with pages.ready_page(*LAPTOP) as page:
        set_pace(page, "instant")
        if args.lang != "en":
            page.select_option('[data-cmd="lang"]', args.lang)
        for game in args.games.split(","):
            for players in map(int, args.players.split(",")):
                for moment in args.moments.split(","):
                    size(page, *LAPTOP)
                    open_position(page, game, players, moment)
                    stem = f"{game}-{players}p-{moment}"
                    for (w, h), name in ((LAPTOP, "laptop"), (WIDE, "wide"), (PHONE, "phone"),
                                         (SMALL, "small")):
                        if name == "wide":
                            size(page, w, h)
                        elif name not in LAPTOPS:  # opened at that size, as a player sees it
                            size(page, w, h)
                            reopen(page)
                            size(page, w, h)
                        at_rest(page)  # an end screen's score rows fade in: shown whole
                        measure = page.evaluate(HEIGHT)
                        heights[f"{stem}-{w}x{h}"] = measure
                        page.screenshot(path=str(out / f"{stem}-{name}.png"))
                        if name not in LAPTOPS:  # the whole page from its top: scrolled, the
                            # sticky banner would be drawn where the window was, leaving an
                            # empty band of its height at its own place
                            page.evaluate("window.scrollTo(0, 0)")
                            page.screenshot(path=str(out / f"{stem}-{name}-page.png"),
                                            full_page=True)
                            page.evaluate(f"window.scrollTo(0, {measure['scrolled']})")
                        print(stem, f"{w}x{h}", measure["height"], measure["scrolled"],
                              flush=True)
                    heights_file.write_text(json.dumps(heights, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
