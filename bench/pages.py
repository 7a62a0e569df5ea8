"""What the page benches share: the site served from the working tree and one page opened
on it, Python ready, in the e2e tests' Chromium; and the review matrices' arguments (which
games, player counts and moments to picture).

Run the benches that open a page one at a time, or through a wrapper that limits how many
browsers run at once: on two cores, more than two make every timing meaningless."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "e2e"))

from conftest import CHROMIUM, CHROMIUM_ARGS, READY_SELECTOR  # noqa: E402
from devserver import SiteServer  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

GAMES = ("homesteaders", "goldwest", "montana")


@contextmanager
def ready_page(width: int, height: int, **context: object) -> Iterator[Page]:
    """A page of the site at `width` x `height`, Python ready (`context`: more of the
    page's context's options, such as a recording's); the browser closes after."""
    with SiteServer(ROOT) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": width, "height": height}, **context)
            page.goto(server.url)
            page.wait_for_selector(READY_SELECTOR, state="attached", timeout=120_000)
            yield page
        finally:
            browser.close()


def matrix_arguments(parser: argparse.ArgumentParser, games: tuple[str, ...] = GAMES) -> None:
    """--games, --players and --moments, comma-separated, every one by default."""
    parser.add_argument("--games", default=",".join(games))
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--moments", default="start,middle,end")
