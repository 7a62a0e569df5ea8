"""Presentation mode on a projector (1920 x 1080): the board fills the screen at every text
size, its smallest text grows with the text size, and the board and the prompt are in view
without scrolling, in each game at 2, 3 and 4 players, at the start, in the middle and near
the end. Also: every game's header says where the game is, and the end screen opens at its
top with the winner's line in view.

Positions come from the rules corpus (tests/corpus: the middle and the end of saved games),
resumed by importing a save (one page for the whole module). Every position is measured at
"very large" text (the projector's); the middle positions at normal and large too. Pictures:
test-results/presentation/.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playing import at_rest, go_home, play_a_save
from playwright.sync_api import Page

import engine

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-results" / "presentation"
CORPUS = ROOT / "tests" / "corpus"
NAMES = ["Tess", "Dora", "Abe", "Lou"]
GAMES = ("homesteaders", "goldwest", "montana")
#: the smallest text on the board, in screen pixels, at each text size (normal: no floor)
SMALLEST = {"large": 18, "larger": 24}

#: every text of the board (HTML text and SVG text) with its size on screen: an HTML
#: element's font size times its effective zoom; an SVG text's font size in user units times
#: the picture's scale on screen
MEASURE = """() => {
  const board = document.querySelector('.game-grid .board');
  const rect = board.getBoundingClientRect();
  let smallest = Infinity, where = '';
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue.trim()) continue;
    const el = node.parentElement;
    if (!el.getClientRects().length || el.closest('.sr-only, [hidden], .skip')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    let px;
    if (el instanceof SVGElement) {
      const text = el.closest('text') || el;
      const box = text.getBBox(), shown = text.getBoundingClientRect();
      if (!box.height || !shown.height) continue;
      px = parseFloat(style.fontSize) * shown.height / box.height;
    } else {
      let zoom = 1;
      for (let e = el; e; e = e.parentElement) zoom *= parseFloat(getComputedStyle(e).zoom) || 1;
      px = parseFloat(style.fontSize) * zoom;
    }
    if (px < smallest) {
      smallest = px;
      where = (el.className.baseVal ?? el.className) + ': ' + node.nodeValue.trim().slice(0, 30);
    }
  }
  const prompt = document.querySelector('.band .turn');
  const p = prompt.getBoundingClientRect();
  return {width: rect.width, height: rect.height, top: rect.top, bottom: rect.bottom,
          left: rect.left, right: rect.right, smallest, where,
          promptTop: p.top, promptBottom: p.bottom,
          scrollY: window.scrollY, vw: innerWidth, vh: innerHeight};
}"""


def _corpus(game: str, players: int, when: str) -> dict:
    path = sorted((CORPUS / f"rules-{game}-v{engine.GAMES[game].rules_version}").glob(
        f"{players}p-{when}-*.json"))[0]
    return json.loads(path.read_text())["save"]


def position(game: str, players: int, when: str) -> dict:
    """A save of `game` at `when`: "start" (a new game), "middle" (a corpus game in its
    middle) or "end" (a finished corpus game a few moves before its end)."""
    if when == "start":
        return engine.GAMES[game].save(engine.GAMES[game].new(players, seed=11, options={}))
    if when == "middle":
        return _corpus(game, players, "mid")
    save = _corpus(game, players, "end")
    for back in range(2, 40):
        cut = dict(save, actions=save["actions"][:-back])
        if not engine.GAMES[game].is_over(engine.load(cut)):
            return cut
    raise AssertionError("no unfinished position near the end")


def _open(page: Page, game: str, players: int, when: str) -> None:
    go_home(page)
    play_a_save(page, position(game, players, when), NAMES[:players])


def _text(page: Page, size: str) -> None:
    page.locator('.panel-toggle[data-arg="settings"]').click()
    page.select_option('[data-cmd="text"]', size)
    page.wait_for_function(f"document.documentElement.dataset.text === '{size}'")
    page.locator('.panel-toggle[data-arg="settings"]').click()
    page.wait_for_selector(".drawer", state="detached")


def _brief(m: dict) -> str:
    """A measure in a few words, for a failure's message."""
    return (f"board {m['width']:.0f}x{m['height']:.0f} bottom {m['bottom']:.0f}/{m['vh']}, "
            f"smallest {m['smallest']:.1f}px ({m['where']})")


def _measure(page: Page, shot: str) -> dict:
    at_rest(page)
    page.wait_for_timeout(50)  # the zoom is fitted in the frame after the render
    found = page.evaluate(MEASURE)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{shot}.png"))
    return found


@pytest.fixture(scope="module")
def projector(app_page):
    """The module's page at a projector's size, presenting (the setting is remembered)."""
    page = app_page
    page.set_viewport_size({"width": 1920, "height": 1080})
    _open(page, "homesteaders", 2, "start")
    if page.locator(".presenting").count() == 0:
        page.keyboard.press("p")
    page.wait_for_selector(".presenting .band")
    yield page
    page.set_viewport_size({"width": 1280, "height": 720})


def _delete_saves(page: Page) -> None:
    go_home(page)
    while page.locator('.save [data-cmd="delete"]').count():
        page.locator('.save [data-cmd="delete"]').first.click()
        page.locator('.save [data-cmd="delete-yes"]').first.click()


@pytest.mark.parametrize("game", GAMES)
def test_presenting_the_board_fills_the_screen_and_its_text_grows_with_the_text_size(
        projector, game):
    """At every position the board and the prompt are in view without scrolling at very
    large text, with its smallest text 24 px or more; in the middle of the game, the board
    is as large at large and very large text as at normal, its smallest text 18 px or more
    at large."""
    page = projector
    failures = []
    try:
        for players in (2, 3, 4):
            for when in ("start", "middle", "end"):
                _open(page, game, players, when)
                page.wait_for_selector(".presenting .band")
                sizes = ("normal", "large", "larger") if when == "middle" else ("larger",)
                found = {}
                for size in sizes:
                    _text(page, size)
                    m = found[size] = _measure(page, f"{game}-{players}p-{when}-{size}")
                    where = (players, when, size)
                    if m["scrollY"] or m["bottom"] > m["vh"] or m["promptTop"] < 0:
                        failures.append((where, "not in view", _brief(m)))
                    if size in SMALLEST and m["smallest"] < SMALLEST[size] - 0.05:
                        failures.append((where, "small text", _brief(m)))
                for size in sizes[1:]:
                    if (found[size]["width"] < found["normal"]["width"] - 1
                            or found[size]["height"] < found["normal"]["height"] - 1):
                        failures.append(((players, when, size), "board shrank",
                                         _brief(found["normal"]), _brief(found[size])))
    finally:
        _text(page, "normal")
        _delete_saves(page)
    assert not failures, failures
