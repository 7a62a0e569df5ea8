"""The tutorials' screenshot review (issue 20): each tutorial walked once per language by
pressing the element each step points at, every step pictured at each of four windows (two
laptops, a large screen, a phone) by resizing the one page, then the pictures put together
on contact sheets to read, and each step's box checked for what it lies over.

    python3 bench/tutorial_review.py [game ...] [--lang en fr es] [--size 1280x800 ...]
                                     [--sheets-only]

Run it alone (bench/pages.py: on two cores) after `scripts/setup --build-only`. Pictures in
test-results/tutorial-review/<game>-<lang>/<size>-NN.png (00: the introduction), sheets in
test-results/tutorial-review/sheets/<game>-<lang>-<size>-K.png (six steps each), and what
each box lies over in test-results/tutorial-review/<game>-<lang>/covered.txt. Each window
keeps its own scroll from step to step, as a walk at that size would; the box is placed as
after a move. Needs Pillow for the sheets. Each walk prints how long it took: 13 to 18 s
per game and language at two windows (French and Spanish, 1280x800 and 1366x768: 2 min 11 s
in all, the page's start included).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from pages import ROOT, ready_page

sys.path.insert(0, str(ROOT))

from playing import at_rest, set_pace, still
from test_tutorial import AS_AFTER_A_MOVE, HIDDEN

from ui.tutorials import TUTORIALS

OUT = ROOT / "test-results" / "tutorial-review"
SIZES = ((1280, 800), (1366, 768), (1920, 1080), (390, 844))
#: every move the box lies over in the window (the target as "TARGET"), board or not
COVERED = """() => {
  const box = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  const target = document.querySelector('[data-tutorial-target]');
  return [...document.querySelectorAll('[data-action]')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width && r.height && r.bottom > 0 && r.top < innerHeight
      && !el.closest('details:not([open])')
      && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
  }).map((el) => el === target ? 'TARGET' : el.dataset.action); }"""


def name(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def picture_all_sizes(page, folder: Path, n: int, scrolls: dict, log: list[str],
                      sizes: tuple) -> None:
    """Step `n` at every size, each window at its own scroll; notes what the box covers."""
    for size in sizes:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        still(page)
        page.evaluate(AS_AFTER_A_MOVE, scrolls.get(size, 0))
        still(page)
        at_rest(page)
        scrolls[size] = page.evaluate("() => scrollY")
        page.screenshot(path=str(folder / f"{name(size)}-{n:02d}.png"))
        if n:
            board = page.evaluate(HIDDEN)
            every = page.evaluate(COVERED)
            if board or every:
                log.append(f"{n:02d} {name(size)}: board {board} all {every}")


def walk(page, game_id: str, lang: str, sizes: tuple = SIZES) -> list[str]:
    folder = OUT / f"{game_id}-{lang}"
    folder.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click("button.brand")
    page.wait_for_selector(".screen-home")
    page.click(f'[data-cmd="tutorial"][data-arg="{game_id}"]')
    page.wait_for_selector('[data-tutorial-step] [data-cmd="tutorial_begin"]')
    scrolls: dict = {}
    log: list[str] = []
    picture_all_sizes(page, folder, 0, scrolls, log, sizes)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click('[data-tutorial-step] [data-cmd="tutorial_begin"]')
    for n in range(1, len(TUTORIALS[game_id].steps) + 1):
        page.wait_for_selector(f'[data-tutorial-step="{n}"]')
        picture_all_sizes(page, folder, n, scrolls, log, sizes)
        page.evaluate("() => document.querySelector('[data-tutorial-target]').click()")
        page.wait_for_selector(f'[data-tutorial-step]:not([data-tutorial-step="{n}"])')
    page.wait_for_selector("body[data-tutorial-done]")
    # the lines of the sizes not walked this time are kept
    path, walked = folder / "covered.txt", {name(s) for s in sizes}
    kept = [line for line in (path.read_text().splitlines() if path.exists() else [])
            if line.split()[1].rstrip(":") not in walked]
    path.write_text("".join(line + "\n" for line in sorted(kept + log)))
    return log


def sheets(game_id: str, lang: str, sizes: tuple = SIZES, per: int = 6) -> None:
    """Six steps of one size per sheet, each labelled, laptops at 640 px wide, phones at
    their own size."""
    from PIL import Image, ImageDraw

    folder, out = OUT / f"{game_id}-{lang}", OUT / "sheets"
    out.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        shots = sorted(folder.glob(f"{name(size)}-*.png"))
        phone = size[0] < 640
        cols = per if phone else 3
        for k in range(0, len(shots), per):
            tiles = []
            for path in shots[k:k + per]:
                im = Image.open(path).convert("RGB")
                if not phone:
                    im = im.resize((640, round(640 * im.height / im.width)))
                tiles.append((path.stem.split("-")[-1], im))
            tw, th = tiles[0][1].size
            rows = -(-len(tiles) // cols)
            sheet = Image.new("RGB", (cols * (tw + 6), rows * (th + 24)), "white")
            draw = ImageDraw.Draw(sheet)
            for i, (label, im) in enumerate(tiles):
                x, y = (i % cols) * (tw + 6), (i // cols) * (th + 24)
                draw.text((x + 4, y + 4), f"{game_id} {lang} {name(size)} step {label}",
                          fill="black")
                sheet.paste(im, (x, y + 20))
            sheet.save(out / f"{game_id}-{lang}-{name(size)}-{k // per + 1}.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(TUTORIALS))
    parser.add_argument("--lang", nargs="*", default=["en", "fr", "es"])
    parser.add_argument("--size", nargs="*", default=[name(s) for s in SIZES],
                        help="windows to picture, e.g. 1280x800 390x844")
    parser.add_argument("--sheets-only", action="store_true")
    args = parser.parse_args()
    sizes = tuple(tuple(int(v) for v in s.split("x")) for s in args.size)
    if not args.sheets_only:
        with ready_page(1280, 800) as page:
            set_pace(page, "instant")
            for lang in args.lang:
                page.select_option('[data-cmd="lang"]', lang)
                page.wait_for_selector(f'html[lang="{lang}"]')
                for game_id in args.games:
                    start = time.monotonic()
                    for line in walk(page, game_id, lang, sizes):
                        print(game_id, lang, line, flush=True)
                    print(game_id, lang, f"walked in {time.monotonic() - start:.0f} s",
                          flush=True)
    for lang in args.lang:
        for game_id in args.games:
            sheets(game_id, lang, sizes)


if __name__ == "__main__":
    main()
