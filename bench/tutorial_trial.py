"""The newcomer trial of the tutorials (issue 20): each tutorial played step by step in
Chromium by pressing the element each step points at, with a picture of every step, so
that one can read each instruction beside what it points at as a newcomer would.

    python3 bench/tutorial_trial.py [game ...] [--lang en] [--size 1280x800] [--text normal]
        [--steps N] [--touch]

Run it alone (bench/pages.py: on two cores) after `scripts/setup --build-only`. Pictures, in
test-results/tutorial-trial/<game>[-<lang>-<size>-<text size>]/:
00.png (the game's introduction), NN.png (the window as the learner sees it at step NN)
and end.png (the final scoring, the whole page); with --steps N, only the first N steps
are pictured and the tutorial is left there; with --touch, a touch screen's page (no hover:
the hexes' names drawn during the steps, as on a phone). A step whose box lies over moves in the
window says which, after its text. (pytest, with pytest-playwright, empties test-results/
when it starts: look at the pictures before running tests.)
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pages import ROOT, ready_page

sys.path.insert(0, str(ROOT))

from playing import at_rest

from ui.tutorials import TUTORIALS

OUT = ROOT / "test-results" / "tutorial-trial"
#: the moves in the window the instruction box lies over (the target marked "TARGET"): on
#: a wide window the box should hide none of them
COVERED = """() => {
  const box = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  const target = document.querySelector('[data-tutorial-target]');
  return [...document.querySelectorAll('[data-action]')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width && r.height && r.bottom > 0 && r.top < window.innerHeight
      && !el.closest('details:not([open])')
      && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
  }).map((el) => el === target ? 'TARGET' : el.dataset.action); }"""


def trial(page, game_id: str, folder: Path, steps: int | None = None) -> list[str]:
    """Play one tutorial (its first `steps`), a picture per step; returns each step's
    instruction as shown."""
    folder.mkdir(parents=True, exist_ok=True)
    page.click("button.brand")
    page.wait_for_selector(".screen-home")
    page.click(f'[data-cmd="tutorial"][data-arg="{game_id}"]')
    page.wait_for_selector('[data-tutorial-step] [data-cmd="tutorial_begin"]')
    at_rest(page)
    page.wait_for_timeout(200)  # the box is placed on the next animation frame
    page.screenshot(path=str(folder / "00.png"))  # the game's introduction, its own page
    texts = [page.inner_text("[data-tutorial-step]")]
    page.click('[data-tutorial-step] [data-cmd="tutorial_begin"]')
    last = len(TUTORIALS[game_id].steps)
    for n in range(1, last + 1):
        page.wait_for_selector(f'[data-tutorial-step="{n}"]')
        at_rest(page)
        page.wait_for_timeout(200)  # the box is placed on the next animation frame
        page.screenshot(path=str(folder / f"{n:02d}.png"))
        texts.append(page.inner_text("[data-tutorial-step]"))
        hidden = page.evaluate(COVERED)
        if hidden:
            texts[-1] += f"\n[the box lies over: {', '.join(hidden)}]"
        if steps is not None and n >= steps:
            return texts
        page.click("[data-tutorial-target]")
        page.wait_for_selector(f'[data-tutorial-step]:not([data-tutorial-step="{n}"])')
    page.wait_for_selector("body[data-tutorial-done]")
    at_rest(page)
    page.screenshot(path=str(folder / "end.png"), full_page=True)
    texts.append(page.inner_text("[data-tutorial-finished]"))
    return texts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(TUTORIALS))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--text", default="normal", help="text size: normal, large, larger")
    parser.add_argument("--steps", type=int, default=None, help="picture only the first N")
    parser.add_argument("--touch", action="store_true", help="a touch screen (no hover)")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    touch = {"has_touch": True, "is_mobile": True} if args.touch else {}
    with ready_page(width, height, **touch) as page:
        if args.lang != "en":
            page.select_option('[data-cmd="lang"]', args.lang)
            page.wait_for_selector(f'html[lang="{args.lang}"]')
        if args.text != "normal":
            page.select_option('[data-cmd="text"]', args.text)
        for game_id in args.games:
            suffix = "" if (args.lang, args.size, args.text) == ("en", "1280x800", "normal") \
                else f"-{args.lang}-{args.size}-{args.text}"
            suffix += "-touch" if args.touch else ""
            folder = OUT / f"{game_id}{suffix}"
            for n, text in enumerate(trial(page, game_id, folder, args.steps)):
                print(f"--- {game_id} {n}\n{text}")


if __name__ == "__main__":
    main()
