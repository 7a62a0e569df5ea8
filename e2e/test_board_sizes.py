"""Boards a player can read (issue 19): on a laptop (1280 x 800, 1366 x 768) each game at 2, 3
and 4 players, imported halfway through a corpus game, opens at its readable size
(docs/boards.md): every text on the board 12 px, every seat marker and icon 16 px, Gold
West's hexes 52 px across, Montana's 48 px and its landscape as large as the rest of its
board, the hexes' names shown on pointing covering no cost; Gold West's map, its shipping
tracks with BoomTown, and its investments, each shown in the map's place, in view together
with the supply track of the player to act; a
board taller than the screen pans within the screen's height, the prompt staying in
view. "+" enlarges it (panned) and "Reset" returns it to that size, "-" shrinks it down to the
whole board in view; ctrl+wheel zooms too, and each game's zoom is remembered after a
reload. On a phone (390 x 844, 360 x 740) the prompt and a choice it asks about are in view
together.

Sizes are measured in the browser as drawn (e2e/board_measure.py); the measures of each
board are written to test-results/boards/sizes.json and screenshots beside them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from board_measure import BOXES, HEX_WIDTHS, ICONS, MT_PARTS, SMALLEST_TEXT
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

ZOOM = """() => { const b = document.querySelector('.game-grid > .board-area > .board');
  return {zoom: b.currentCSSZoom, fit: parseFloat(b.dataset.fit)}; }"""
PANS = """() => { const a = document.querySelector('.game-grid > .board-area');
  return a.classList.contains('panned') && a.scrollHeight > a.clientHeight
    && a.getBoundingClientRect().bottom <= innerHeight; }"""
#: the board within the window, or its area (a board taller than the window pans inside
#: its area, which ends within it; a board that fits has the scores under it, a scroll below)
AREA_IN_VIEW = """() => { const area = document.querySelector('.game-grid > .board-area');
  const board = area.querySelector(':scope > .board');
  return Math.min(area.getBoundingClientRect().bottom, board.getBoundingClientRect().bottom)
    <= innerHeight + 1; }"""
#: two frames: the page has fitted the board to a new window size (render.js, on a frame)
FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
#: the board's zoom back at `z` (within 2 %)
ZOOM_AT = """(z) => Math.abs(document.querySelector('.game-grid > .board-area > .board')
  .currentCSSZoom - z) < 0.02"""
#: a part of Gold West's board and the supply track of the player to act both wholly in what
#: is seen of the board's area (under the zoom buttons' line): the map, what a player draws
#: from and where it goes; shipping, BoomTown or the investments, shown in the map's place
PART_AND_TRACK = """(part) => { const area = document.querySelector('.game-grid > .board-area');
  const a = area.getBoundingClientRect();
  const top = document.querySelector('.zoom-bar').getBoundingClientRect().bottom;
  const bottom = Math.min(a.top + area.clientTop + area.clientHeight, innerHeight);
  const seen = (sel) => { const r = area.querySelector(sel).getBoundingClientRect();
    return r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1; };
  return {part: seen(part), track: seen('.gw .seat-card.acting .supply-track')}; }"""
#: Gold West's parts on a laptop, each shown in the map's place by its name's radio button
#: (ui/games/gw_views.py)
GW_VIEWS = {"map": (".gw .hexmap",),
            "town": (".gw-shipping", ".gw-boomtown", ".gw-wanted"),
            "invest": (".gw-invest",)}
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

#: Montana's hexes whose name (shown while the map is pointed at) lies over one of its
#: costs, its cow or a double's tents
NAMES_OVER_COSTS = """() => { const hits = [];
  for (const name of document.querySelectorAll('.board.mt .hexmap text.hex-pos')) {
    const n = name.getBoundingClientRect();
    for (const art of name.parentNode.querySelectorAll('use')) {
      if (!/mt-good-|mt-cow|mt-tent/.test(art.getAttribute('href') || '')) continue;
      const r = art.getBoundingClientRect();
      if (n.left < r.right - 1 && r.left < n.right - 1 && n.top < r.bottom - 1
          && r.top < n.bottom - 1) hits.push(name.textContent + ' ' + art.getAttribute('href'));
    } }
  return hits; }"""
#: the names are shown
NAMES_SHOWN = """() => getComputedStyle(document.querySelector('.board.mt .hexmap text.hex-pos'))
  .opacity === '1'"""


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


def _gw_views(page, tag: str) -> dict:
    """Each of Gold West's parts shown in turn in the map's place: it is in view with the
    supply track of the player to act, its text 12 px and its icons 16 px; the part the
    decision asks about is shown again after."""
    asked = page.locator(".gw-views input:checked").get_attribute("value")
    measures = {}
    for view, parts in GW_VIEWS.items():
        page.click(f".gw-view:has(.gw-view-{view})")
        page.evaluate(FRAMES)
        _shot(page, f"{tag}-{view}")
        for part in parts:
            assert page.evaluate(PART_AND_TRACK, part) == {"part": True, "track": True}, \
                (tag, part)
        text, icons = page.evaluate(SMALLEST_TEXT), page.evaluate(ICONS)
        measures[view] = {"text": text[:3], "icons": icons}
        assert text[0][0] >= TEXT_PX and icons[0][0] >= ICON_PX, (tag, view, measures[view])
    page.click(f".gw-view:has(.gw-view-{asked})")
    return measures


def _record(key: str, measures: dict) -> None:
    path = SHOTS / "sizes.json"
    SHOTS.mkdir(parents=True, exist_ok=True)
    found = json.loads(path.read_text()) if path.exists() else {}
    found[key] = measures
    path.write_text(json.dumps(found, indent=1, sort_keys=True))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game", GAMES)
def test_a_board_opens_readable_on_a_laptop_and_a_phone_shows_what_is_asked(
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
            page.evaluate(FRAMES)
            page.evaluate("window.scrollTo(0, 0)")
            _shot(page, tag)
            now = _measure(page)
            if game == "montana":
                now["parts"] = page.evaluate(MT_PARTS)
            if game == "goldwest":
                now["views"] = _gw_views(page, tag)
            _record(tag, now)
            assert now["text"] >= TEXT_PX, now
            assert now["icon"] >= ICON_PX, now
            assert (now["hex"] or 99) >= HEX_PX.get(game, 0), now
            if game == "montana":
                assert now["parts"]["landscape"] >= now["parts"]["rest"], now["parts"]
                page.hover(".board.mt .hexmap")  # the names show, and cover nothing
                page.wait_for_function(NAMES_SHOWN)
                assert page.evaluate(NAMES_OVER_COSTS) == [], tag
            assert page.evaluate(AREA_IN_VIEW)
            assert page.evaluate(IN_VIEW, "#moves .prompt") == "in view"
            assert page.evaluate(NO_HORIZONTAL_SCROLL)
            # "+": larger, panned, the prompt still in view; "Reset": the readable size again
            page.click('.zoom-bar [data-zoom="in"]')
            page.wait_for_function("(z) => document.querySelector('.game-grid > .board-area > "
                                   ".board').currentCSSZoom > z + 0.05", arg=now["zoom"])
            _shot(page, f"{tag}-zoomed")
            assert page.evaluate(PANS)
            assert page.evaluate(IN_VIEW, "#moves .prompt") == "in view"
            assert page.evaluate(NO_HORIZONTAL_SCROLL)
            page.click('.zoom-bar [data-zoom="fit"]')
            page.wait_for_function(ZOOM_AT, arg=now["zoom"])
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


def test_ctrl_wheel_zooms_a_drag_pans_each_game_keeps_its_zoom_and_minus_shows_it_whole(
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
        left, top = page.evaluate(SCROLLED)  # where the area was panned to the choices
        page.mouse.move(box["x"] + 300, box["y"] + 300)
        page.mouse.down()
        page.mouse.move(box["x"] + 200, box["y"] + 220, steps=5)
        page.mouse.up()
        assert page.evaluate(SCROLLED) == [left + 100, top + 80]  # a drag pans the board
        open_app(page)  # a reload: the game resumed is as large as it was left
        _resume(page)
        assert page.evaluate(ZOOM)["zoom"] == pytest.approx(wheeled, abs=0.002)
        assert page.evaluate(PANS)
        page.click('.zoom-bar [data-zoom="fit"]')
        page.wait_for_function(ZOOM_AT, arg=fit)
        assert page.evaluate(READ_ZOOM) == {}
        assert page.evaluate(ZOOM)["zoom"] == pytest.approx(fit, abs=0.02)
        # "-": smaller, down to the whole board in view (its compact layout), its ordinary
        # text (1 em) never under 11 px
        for _ in range(4):
            if not page.evaluate("() => !!document.querySelector('.board-area.panned')"):
                break
            now = page.evaluate(ZOOM)["zoom"]
            page.click('.zoom-bar [data-zoom="out"]')
            page.wait_for_function("(z) => document.querySelector('.game-grid > .board-area > "
                                   ".board').currentCSSZoom < z - 0.01", arg=now)
        assert page.evaluate(IN_VIEW, ".game-grid > .board-area > .board") == "in view"
        assert page.evaluate(ZOOM)["zoom"] >= 11 / 16 - 0.001
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        _forget(page)


#: the narrowest hex of the board's first map (px across, as drawn) and how far its box
#: scrolls sideways
MAP_HEX = """() => { const maps = document.querySelector('.game-grid > .board-area .maps');
  const widths = [...maps.querySelectorAll('svg polygon.hex')]
    .map((e) => e.getBoundingClientRect().width).filter((w) => w > 0);
  return {hex: Math.min(...widths), wide: maps.scrollWidth - maps.clientWidth}; }"""
READ_MAP_ZOOM = """() => JSON.parse(localStorage.getItem('westbound.mapzoom') || '{}')"""


def _pinch(page, apart: int) -> None:
    """Two fingers on the map's middle moving `apart` px further from each other, as a
    phone's touch screen sends them (Chromium's DevTools protocol)."""
    page.evaluate("""() => document.querySelector('.game-grid > .board-area .maps')
      .scrollIntoView({block: 'center'})""")
    box = page.locator(".game-grid > .board-area .maps").bounding_box()
    x, y = box["x"] + box["width"] / 2, max(box["y"], 200) + 100
    cdp = page.context.new_cdp_session(page)
    try:
        def touch(kind: str, d: float) -> None:
            points = [] if kind == "touchEnd" else [{"x": x - 40 - d, "y": y, "id": 1},
                                                    {"x": x + 40 + d, "y": y, "id": 2}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        touch("touchStart", 0)
        for step in range(1, 6):
            touch("touchMove", apart / 2 * step / 5)
        touch("touchEnd", 0)
    finally:
        cdp.detach()

#: on a phone, the map's zoom buttons within the board's first line (no line of their own)
#: and what they cover of its words or of the board's choices
ZOOM_BAR_ROOM = """() => {
  const bar = document.querySelector('.board-area > .zoom-bar .zoom-buttons')
    .getBoundingClientRect();
  const top = document.querySelector('.board-area > .board > .board-top');
  const line = top.getBoundingClientRect(), words = document.createRange();
  words.selectNodeContents(top);
  const over = (r) => r.width > 0 && r.left < bar.right && bar.left < r.right
    && r.top < bar.bottom && bar.top < r.bottom;
  const covers = [...words.getClientRects()].filter(over).map((r) => 'words')
    .concat([...document.querySelectorAll('.board [data-action]')]
      .filter((e) => over(e.getBoundingClientRect())).map((e) => e.dataset.action));
  return {within: bar.top >= line.top - 1 && bar.bottom <= line.bottom + 1, covers}; }"""


def test_on_a_phone_a_pinch_or_the_buttons_zoom_the_map_remembered_per_game(
        app_page, open_app):
    """On a phone a map fits the screen with hexes a finger taps (44 px); two fingers
    spreading on it widen it (the page itself is not zoomed), it scrolls sideways in its
    box, the zoom is the game's after a reload, and "Reset" fits it to the screen again."""
    page = app_page
    page.set_viewport_size(PHONES[0])
    go_home(page)
    play_a_save(page, _save("montana", 2), NAMES[:2])
    try:
        opened = page.evaluate(MAP_HEX)
        assert opened["hex"] >= 44, opened
        assert page.evaluate(ZOOM_BAR_ROOM) == {"within": True, "covers": []}
        _pinch(page, 120)
        page.wait_for_function(f"() => ({MAP_HEX})().hex > {opened['hex'] * 1.3}")
        pinched = page.evaluate(MAP_HEX)
        assert pinched["wide"] > 0, pinched
        assert page.evaluate("() => visualViewport.scale") == 1  # the map, not the page
        zoom = page.evaluate(READ_MAP_ZOOM)["mt"]
        assert zoom == pytest.approx(pinched["hex"] / opened["hex"], rel=0.03)
        _shot(page, "montana-2p-390x844-pinched")
        page.click('.zoom-bar [data-zoom="in"]')  # "+" widens it further
        page.wait_for_function(f"() => ({MAP_HEX})().hex > {pinched['hex'] * 1.1}")
        zoom = page.evaluate(READ_MAP_ZOOM)["mt"]
        open_app(page)  # a reload: the game resumed with its map as large as it was left
        _resume(page)
        page.wait_for_function(f"() => ({MAP_HEX})().hex > {pinched['hex'] * 1.1}")
        assert page.evaluate(READ_MAP_ZOOM) == {"mt": pytest.approx(zoom, abs=0.002)}
        page.click('.zoom-bar [data-zoom="fit"]')
        page.wait_for_function(f"() => Math.abs(({MAP_HEX})().hex - {opened['hex']}) < 0.5")
        assert page.evaluate(READ_MAP_ZOOM) == {}
    finally:
        page.evaluate("() => localStorage.removeItem('westbound.mapzoom')")
        page.set_viewport_size({"width": 1280, "height": 720})
        _forget(page)

