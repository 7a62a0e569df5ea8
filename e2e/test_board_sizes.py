"""Boards a player can read (issue 19): on a laptop (1280 x 800, 1366 x 768) each game at 2, 3
and 4 players, imported halfway through a corpus game, is fitted beside the prompt; its zoom
buttons enlarge it until Montana's hexes are 48 px across, Gold West's 52 px, every text on
the board 12 px and every seat marker and icon 16 px, the board's area panning within the
screen and the prompt staying in view; ctrl+wheel zooms too, and each game's zoom is
remembered after a reload. On a phone (390 x 844, 360 x 740) the prompt and a choice it asks
about are in view together.

Sizes are measured in the browser as drawn (e2e/board_measure.py); the measures of each
board are written to test-results/boards/sizes.json and screenshots beside them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from board_measure import BOXES, HEX_WIDTHS, ICONS, SMALLEST_TEXT
from playing import IN_VIEW, NO_HORIZONTAL_SCROLL, at_rest, go_home, play_a_save, settle

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-results" / "boards"
CORPUS = ROOT / "tests" / "corpus"
NAMES = ["Tess", "Bob", "Cleo", "Dora"]
GAMES = ("homesteaders", "goldwest", "montana")
LAPTOPS = ({"width": 1280, "height": 800}, {"width": 1366, "height": 768})
PHONES = ({"width": 390, "height": 844}, {"width": 360, "height": 740})
#: the smallest hex (px across) a player reads a map's markers at
HEX_PX = {"goldwest": 52, "montana": 48}
TEXT_PX = 12
ICON_PX = 16
#: presses of "+" a player needs at most (each 20 % larger)
PRESSES = 7

ZOOM = """() => { const b = document.querySelector('.game-grid > .board-area > .board');
  return {zoom: b.currentCSSZoom, fit: parseFloat(b.dataset.fit)}; }"""
PANS = """() => { const a = document.querySelector('.game-grid > .board-area');
  return a.classList.contains('panned') && a.scrollHeight > a.clientHeight
    && a.getBoundingClientRect().bottom <= innerHeight; }"""
#: a choice the prompt asks about (on the board, else in the list of moves) fully in view
#: under the sticky turn banner
ASKED_IN_VIEW = """() => {
  const grid = document.querySelector('.game-grid');
  let targets = [...grid.querySelectorAll('.board [data-action]')];
  if (!targets.length) targets = [...grid.querySelectorAll('.moves [data-action]')];
  const below = grid.querySelector('.turn').getBoundingClientRect().bottom;
  return targets.some((t) => { const r = t.getBoundingClientRect();
    return r.height > 0 && r.top >= below - 1 && r.bottom <= innerHeight + 1
      && r.left >= -1 && r.right <= innerWidth + 1; }); }"""


def _save(game: str, players: int) -> dict:
    """The corpus game of `players` cut halfway: a board in the middle of the game."""
    name = {2: "2p-end-1000", 3: "3p-end-1017", 4: "4p-end-1034"}[players]
    save = json.loads((CORPUS / f"rules-{game}-v2" / f"{name}.json").read_text())["save"]
    save["actions"] = save["actions"][:len(save["actions"]) // 2]
    return save


def _resume(page) -> None:
    """The game saved last, from the home screen, handed over to the person to play."""
    go_home(page)
    page.locator('.save [data-cmd="resume"]').first.click()
    if settle(page) == "handover":
        page.click('[data-cmd="handover"]')
    assert settle(page) == "move"


def _forget(page) -> None:
    go_home(page)
    page.locator('.save [data-cmd="delete"]').first.click()
    page.locator('.save [data-cmd="delete-yes"]').first.click()


def _shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    at_rest(page)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def _measure(page) -> dict:
    hexes = page.evaluate(HEX_WIDTHS)
    text = page.evaluate(SMALLEST_TEXT)
    icons = page.evaluate(ICONS)
    boxes = page.evaluate(BOXES)
    share = (boxes["map"]["w"] * boxes["map"]["h"] / (boxes["board"]["w"] * boxes["board"]["h"])
             if boxes["map"] else None)
    return {**page.evaluate(ZOOM), "hex": round(min(hexes), 1) if hexes else None,
            "map_share": share and round(share, 2), "text": text[0][0], "smallest": text[:3],
            "icon": icons[0][0], "icons": icons}


def _record(key: str, measures: dict) -> None:
    path = SHOTS / "sizes.json"
    SHOTS.mkdir(parents=True, exist_ok=True)
    found = json.loads(path.read_text()) if path.exists() else {}
    found[key] = measures
    path.write_text(json.dumps(found, indent=1, sort_keys=True))


def _zoom_until_readable(page, game: str) -> list[dict]:
    """Press "+" until the hexes and the text reach their sizes; the measures on the way."""
    steps = [_measure(page)]
    for _ in range(PRESSES):
        now = steps[-1]
        if (now["text"] >= TEXT_PX and now["icon"] >= ICON_PX
                and (now["hex"] or 99) >= HEX_PX.get(game, 0)):
            break
        page.click('.zoom-bar [data-zoom="in"]')
        page.wait_for_function("(z) => document.querySelector('.game-grid > .board-area > "
                               ".board').currentCSSZoom > z + 0.01", arg=now["zoom"])
        steps.append(_measure(page))
    return steps


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game", GAMES)
def test_a_board_zooms_to_readable_sizes_on_a_laptop_and_a_phone_shows_what_is_asked(
        app_page, game, players):
    page = app_page
    page.set_viewport_size(LAPTOPS[0])
    go_home(page)
    page.select_option('[data-cmd="text"]', "normal")
    play_a_save(page, _save(game, players), NAMES[:players])
    try:
        for size in LAPTOPS:
            tag = f"{game}-{players}p-{size['width']}x{size['height']}"
            page.set_viewport_size(size)
            page.wait_for_function("() => !document.querySelector('.board-area.panned')")
            page.evaluate("window.scrollTo(0, 0)")
            _shot(page, tag)
            steps = _zoom_until_readable(page, game)
            _record(tag, {"fit": steps[0], "zoomed": steps[-1], "presses": len(steps) - 1})
            _shot(page, f"{tag}-zoomed")
            last = steps[-1]
            assert last["text"] >= TEXT_PX, steps
            assert last["icon"] >= ICON_PX, steps
            assert (last["hex"] or 99) >= HEX_PX.get(game, 0), steps
            if len(steps) > 1:  # zoomed past the fit: the area pans, the prompt stays
                assert page.evaluate(PANS)
            assert page.evaluate(IN_VIEW, "#moves .prompt") == "in view"
            assert page.evaluate(NO_HORIZONTAL_SCROLL)
            page.click('.zoom-bar [data-zoom="fit"]')
            page.wait_for_function("() => !document.querySelector('.board-area.panned')")
            assert abs(page.evaluate(ZOOM)["zoom"] - steps[0]["zoom"]) < 0.02
        for size in PHONES:
            page.set_viewport_size(size)
            _resume(page)
            tag = f"{game}-{players}p-{size['width']}x{size['height']}"
            _shot(page, tag)
            _record(tag, {"page_height": page.evaluate(
                "document.scrollingElement.scrollHeight"), "scrolled": page.evaluate("scrollY")})
            assert page.evaluate(IN_VIEW, ".turn .turn-prompt") == "in view", tag
            assert page.evaluate(ASKED_IN_VIEW), tag
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        _forget(page)


SCROLLED = """() => { const a = document.querySelector('.game-grid > .board-area');
  return [Math.round(a.scrollLeft), Math.round(a.scrollTop)]; }"""
READ_ZOOM = """() => JSON.parse(localStorage.getItem('westbound.zoom') || '{}')"""


def test_ctrl_wheel_zooms_a_drag_pans_and_each_game_keeps_its_zoom_after_a_reload(
        app_page, open_app):
    page = app_page
    page.set_viewport_size(LAPTOPS[0])
    go_home(page)
    play_a_save(page, _save("goldwest", 3), NAMES[:3])
    try:
        fit = page.evaluate(ZOOM)["zoom"]
        page.click('.zoom-bar [data-zoom="in"]')
        page.wait_for_function("(z) => document.querySelector('.game-grid > .board-area > "
                               ".board').currentCSSZoom > z + 0.05", arg=fit)
        pressed = page.evaluate(ZOOM)["zoom"]
        page.hover(".game-grid > .board-area .hexmap")
        page.keyboard.down("Control")
        page.mouse.wheel(0, -200)
        page.keyboard.up("Control")
        page.wait_for_function("(z) => document.querySelector('.game-grid > .board-area > "
                               ".board').currentCSSZoom > z + 0.05", arg=pressed)
        wheeled = page.evaluate(ZOOM)["zoom"]
        assert page.evaluate(READ_ZOOM) == {"gw": pytest.approx(wheeled, abs=0.002)}
        box = page.locator(".game-grid > .board-area .hexmap").bounding_box()
        page.mouse.move(box["x"] + 300, box["y"] + 300)
        page.mouse.down()
        page.mouse.move(box["x"] + 200, box["y"] + 220, steps=5)
        page.mouse.up()
        assert page.evaluate(SCROLLED) == [100, 80]  # a drag pans the board
        open_app(page)  # a reload: the game resumed is as large as it was left
        _resume(page)
        assert page.evaluate(ZOOM)["zoom"] == pytest.approx(wheeled, abs=0.002)
        assert page.evaluate(PANS)
        page.click('.zoom-bar [data-zoom="fit"]')
        page.wait_for_function("() => !document.querySelector('.board-area.panned')")
        assert page.evaluate(READ_ZOOM) == {}
        assert page.evaluate(ZOOM)["zoom"] == pytest.approx(fit, abs=0.02)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        _forget(page)
