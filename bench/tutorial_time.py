"""How long each tutorial takes (issue 20): the tutorial played through the page's
controller on CPython (no browser), counting at each step the words of the instruction box
as the page shows it (its heading, the first page's word on the whole game, the line on the
moves played since the last step, the instruction) and, at the end, the words of the
scoring explained line by line; then

    time = words / reading speed + presses x time per press

at a stated reading speed and time per press (finding the ringed element, pressing it,
seeing the board change). The button labels and the board's own tips are not counted.

    python3 bench/tutorial_time.py [--wpm 200] [--press 5]
"""
from __future__ import annotations

import argparse
import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.ui.fakes import make_app  # noqa: E402
from ui.tutorials import TUTORIALS  # noqa: E402

LANGS = ("en", "fr", "es")
#: the instruction box, or the end's explanation, in the page's HTML
BOX = re.compile(r"<aside class=\"tutorial-step[^>]*>(.*?)</aside>", re.S)
#: the box's buttons (Leave, Play a real game, ...): pressed, not read
BUTTONS = re.compile(r"<button.*?</button>", re.S)


def words(markup: str) -> int:
    """The words of the box as read: its text without its buttons (a lone "·" or "—" is
    not a word)."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", BUTTONS.sub(" ", markup)))
    return sum(any(c.isalnum() for c in w) for w in text.split())


def measure(game_id: str, lang: str) -> tuple[int, int]:
    """(words read, presses) over a whole tutorial, end included."""
    app, dom = make_app(lang=lang)
    app.on_cmd("tutorial", game_id)
    read = words(BOX.search(dom.html).group(1))  # the game's introduction, its own page
    app.on_cmd("tutorial_begin")
    presses = 1
    for step in TUTORIALS[game_id].steps:
        read += words(BOX.search(dom.html).group(1))
        app.on_action(step.move)
        presses += 1
    assert app.screen == "end"
    read += words(BOX.search(dom.html).group(1))
    return read, presses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wpm", type=float, default=200, help="reading speed, words a minute")
    parser.add_argument("--press", type=float, default=5, help="seconds per press")
    args = parser.parse_args()
    print(f"reading {args.wpm:g} words a minute, {args.press:g} s a press")
    print("| Game | Language | Steps (presses) | Words read | Reading | Pressing | Total |")
    print("|---|---|---|---|---|---|---|")
    for game_id in sorted(TUTORIALS, key=list(TUTORIALS).index):
        for lang in LANGS:
            read, presses = measure(game_id, lang)
            reading = read / args.wpm * 60
            pressing = presses * args.press
            print(f"| {game_id} | {lang} | {presses} | {read} | {reading / 60:.1f} min | "
                  f"{pressing / 60:.1f} min | {(reading + pressing) / 60:.1f} min |")


if __name__ == "__main__":
    main()
