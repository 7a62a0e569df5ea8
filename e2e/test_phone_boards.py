"""Boards on a phone (issue 19): what a decision asks about is in view with its prompt.
Homesteaders' auction rows, the decision a player looks at most during the auction, stand
whole under the sticky prompt at 390 x 844 and 360 x 740 when a bid is asked, in at most 60 %
of the window's height (about 530 px at four players before they were compacted: 72 % of a
740 px phone), leaving room for what lies around them. Montana's worker board and town
(about 1,250 px of a phone's page) fold into a line each while the decision makes no move
on them, and stand whole when it does; so do Gold West's investments and BoomTown (with
the other players' boards folded), and Homesteaders' market tile while no trade can be made.
Homesteaders' market tile keeps its six goods inside its border with buttons a finger wide,
in French and Spanish (the longest row names); a mid-game page stays under its measured
height."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from board_play import bots_game, bots_save, bots_save_before, resume_with_bots
from playing import (
    NO_HORIZONTAL_SCROLL,
    at_rest,
    click_a_move,
    go_home,
    new_game,
    resume_a_save,
    set_pace,
    settle,
    still,
)

import engine  # board_play puts the repository on the path

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus"
SHOTS = CORPUS.parent.parent / "test-results" / "boards" / "phone"

PEOPLE_AND_BOTS = [("Tess", "person"), ("Bot B", "bot:easy"), ("Bot C", "bot:easy"),
                   ("Bot D", "bot:easy")]
#: every auction row wholly in the window under the sticky prompt, and where they stand
AUCTIONS_IN_VIEW = """() => { const below = document.querySelector('.game-grid .turn')
    .getBoundingClientRect().bottom;
  const rows = [...document.querySelectorAll('.board .hs-auction')].map((e) => {
    const r = e.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.bottom)]; });
  return {below: Math.round(below), rows,
          whole: rows.every(([top, bottom]) => top >= below - 1 && bottom <= innerHeight + 1)}; }"""
BID = '.board button.spot[data-action^="bid:"]'


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_a_bid_shows_every_auction_row_with_the_prompt_on_a_phone(app_page, size):
    page = app_page
    page.set_viewport_size(size)
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=7)
    for _ in range(30):  # Tess places her workers and collects income until she bids
        assert settle(page) == "move"
        if page.locator(BID).count():
            break
        click_a_move(page)
    else:
        raise AssertionError("no bid was asked in 30 moves")
    at_rest(page)  # the page has scrolled to the decision's choices
    seen = page.evaluate(AUCTIONS_IN_VIEW)
    assert len(seen["rows"]) == 3 and seen["whole"], seen
    assert seen["rows"][-1][1] - seen["rows"][0][0] <= 0.6 * size["height"], seen


#: Montana's folded lines and the parts they fold: (line shown, line open, part shown)
MT_FOLDS = """() => Object.fromEntries(['areas', 'town'].map((name) => {
    const line = document.querySelector(`.board .mt-${name}-fold`);
    const part = document.querySelector(name === 'town' ? '.board .mt-town' : '.board .areas');
    return [name, {line: !!line && line.offsetHeight > 0, open: !!line && line.open,
                   part: part.offsetHeight > 0}]; }))"""
PAGE_HEIGHT = "() => document.scrollingElement.scrollHeight"
#: Gold West's folded lines and the parts they fold, as MT_FOLDS; "seats": the other
#: players' lines (shown, open) and boards (shown)
GW_FOLDS = """() => { const part = (sel) => { const e = document.querySelector(sel);
    return !!e && e.offsetHeight > 0; };
  const folds = Object.fromEntries(['invest', 'boomtown'].map((name) => {
    const line = document.querySelector(`.board .gw-${name}-fold`);
    return [name, {line: !!line && line.offsetHeight > 0, open: !!line && line.open,
                   part: part(`.board .gw-${name}`)}]; }));
  const lines = [...document.querySelectorAll('.board .gw-fold')];
  folds.seats = {lines: lines.map((l) => l.offsetHeight > 0 && !l.open),
                 boards: [...document.querySelectorAll('.board .seats .seat-card')]
                   .filter((e) => e.offsetHeight > 0).length};
  return folds; }"""


def mid_game(page, size: dict, game: str, players: int) -> None:
    """A game of `game` on a phone of `size`, halfway through what easy bots played (seed
    3), resumed with Tess in the first seat and at rest."""
    page.set_viewport_size(size)
    go_home(page)
    set_pace(page, "instant")
    resume_with_bots(page, bots_save(game, players, 3))
    at_rest(page)


def montana_before(page, size: dict, kind: str) -> str:
    """A 3-player Montana game on a phone of `size`, resumed just before Tess's first move
    of `kind` (easy bots, seed 5); returns that move's key."""
    page.set_viewport_size(size)
    go_home(page)
    set_pace(page, "instant")
    save, key = bots_save_before("montana", 3, 5, kind)
    resume_with_bots(page, save)
    return key


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_montana_folds_the_worker_board_and_town_while_no_move_is_made_there(app_page, size):
    """Building another camp (Tess's "stop" decision, 3 players) makes no move on the worker
    board or in the town: both are a closed line, a tap opens the town whole, and the page
    stays under 4,000 px (4,900-5,000 px with them whole)."""
    page = app_page
    montana_before(page, size, "stop")
    folds = page.evaluate(MT_FOLDS)
    assert folds == {"areas": {"line": True, "open": False, "part": False},
                     "town": {"line": True, "open": False, "part": False}}, folds
    assert page.evaluate(PAGE_HEIGHT) < 4000
    page.locator(".board .mt-town-fold > summary").click()
    assert page.evaluate(MT_FOLDS)["town"] == {"line": True, "open": True, "part": True}


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_montana_shows_the_town_whole_when_a_place_there_is_offered(app_page, size):
    """Before Tess's first town move (a turn, 3 players) the town and the worker board are
    whole, with no folded line, the town's offered cells can be pressed, and the town is
    under 600 px tall."""
    page = app_page
    key = montana_before(page, size, "town")
    folds = page.evaluate(MT_FOLDS)
    assert folds == {"areas": {"line": False, "open": False, "part": True},
                     "town": {"line": False, "open": False, "part": True}}, folds
    assert page.locator(f'.board .mt-town button.spot[data-action="{key}"]').is_visible()
    # the whole town (store, costs, four rows) is compact: under 600 px of the page
    assert page.locator(".board .mt-town").bounding_box()["height"] < 600


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_gold_west_folds_investments_boomtown_and_other_boards_while_no_move_is_made_there(
        app_page, size):
    """Putting a token's resources into a section (2 players, seed 3 halfway) makes no move
    on the investments or in BoomTown: both are a closed line, and so is the other player's
    board; a tap opens the investments whole. At the step that uses metals (3 players) both
    stand whole, with no line, while the two other boards stay folded."""
    page = app_page
    mid_game(page, size, "goldwest", 2)
    closed = {"line": True, "open": False, "part": False}
    assert page.evaluate(GW_FOLDS) == {"invest": closed, "boomtown": closed,
                                       "seats": {"lines": [True], "boards": 1}}
    page.locator(".board .gw-invest-fold > summary").click()
    assert page.evaluate(GW_FOLDS)["invest"] == {"line": True, "open": True, "part": True}
    mid_game(page, size, "goldwest", 3)
    whole = {"line": False, "open": False, "part": True}
    assert page.evaluate(GW_FOLDS) == {"invest": whole, "boomtown": whole,
                                       "seats": {"lines": [True, True], "boards": 1}}


#: Homesteaders' market line and tile: (line shown, line open, tile shown)
HS_MARKET = """() => { const line = document.querySelector('.board .hs-market-fold');
  const tile = document.querySelector('.board .hs-market');
  return {line: !!line && line.offsetHeight > 0, open: !!line && line.open,
          part: !!tile && tile.offsetHeight > 0}; }"""


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_homesteaders_folds_the_market_while_the_decision_asks_nothing_there(app_page, size):
    """Placing workers with no trade token (4 players, seed 3 halfway) leaves only a debt
    on the market tile: it is a closed line, and a tap opens it with the debt to take. With
    trades to make (3 players) the tile stands whole, with no line."""
    page = app_page
    mid_game(page, size, "homesteaders", 4)
    assert page.evaluate(HS_MARKET) == {"line": True, "open": False, "part": False}
    page.locator(".board .hs-market-fold > summary").click()
    assert page.evaluate(HS_MARKET) == {"line": True, "open": True, "part": True}
    assert page.locator('.board .hs-market button.spot[data-action="debt"]').is_visible()
    mid_game(page, size, "homesteaders", 3)
    assert page.evaluate(HS_MARKET) == {"line": False, "open": False, "part": True}
    assert page.locator('.board .hs-market button.spot[data-action^="buy:"]').count()


#: the log's and the settings' lines under the board and their panels: (line shown, panel
#: shown)
SIDE_FOLDS = """() => Object.fromEntries(['log', 'settings'].map((name) => {
  const line = document.querySelector(`.game-grid .side .side-fold[data-keep="${name}-fold"]`);
  const panel = document.querySelector(`.game-grid .side .panel.${name}`);
  return [name, [!!line && line.offsetHeight > 0, panel.offsetHeight > 0]]; }))"""


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}])
def test_the_log_and_the_settings_fold_to_a_line_each_on_a_phone(app_page, size):
    """On a phone the log and the settings (about 1,000 px under every board) are a line
    each, the log's with its latest line, a tap opening it whole; a laptop shows them whole."""
    page = app_page
    try:
        mid_game(page, size, "montana", 2)
        phone = size["width"] < 960
        assert page.evaluate(SIDE_FOLDS) == {"log": [phone, not phone],
                                             "settings": [phone, not phone]}
        if phone:
            assert page.locator(".side .side-fold .fold-last").inner_text().strip()
            page.locator('.side-fold[data-keep="log-fold"] > summary').click()
            assert page.evaluate(SIDE_FOLDS)["log"] == [True, True]
            assert page.locator(".log-list li").first.is_visible()
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


#: how far the market's cells stand past the tile's inner right edge, and its buttons' sizes
MARKET = """() => { const m = document.querySelector('.board .hs-market');
  const inner = m.getBoundingClientRect().right - parseFloat(getComputedStyle(m).borderRightWidth);
  const cells = [...m.querySelectorAll('th, td')].map((e) => e.getBoundingClientRect().right);
  const buttons = [...m.querySelectorAll('button.spot')].map((e) => {
    const r = e.getBoundingClientRect(); return [Math.floor(r.width), Math.floor(r.height)]; });
  return {past: Math.max(0, Math.round(Math.max(...cells) - inner)), buttons}; }"""


@pytest.mark.parametrize("lang", ["es", "fr"])
@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_homesteaders_market_stays_inside_its_tile_with_finger_sized_buttons(app_page, size,
                                                                            lang):
    """Mid-game (3 players), the market tile's last column stood about 7 px past its border
    at 360 px in Spanish, with 38 px wide buttons: every cell inside, every trade 44 px."""
    page = app_page
    save = json.loads((CORPUS / "rules-homesteaders-v2/3p-mid-1272.json")
                      .read_text(encoding="utf-8"))["save"]
    try:
        page.set_viewport_size(size)
        go_home(page)
        page.select_option('[data-cmd="lang"]', lang)
        resume_a_save(page, save, [{"name": name, "kind": "person"}
                                   for name in ("Tess", "Bartholomew", "Maximiliana")])
        at_rest(page)
        seen = page.evaluate(MARKET)
        page.locator(".board .hs-market").screenshot(
            path=f"test-results/phone-market-{lang}-{size['width']}.png")
        assert seen["past"] == 0, seen
        assert seen["buttons"] and all(w >= 44 and h >= 44 for w, h in seen["buttons"]), seen
        assert page.evaluate(NO_HORIZONTAL_SCROLL)
    finally:
        go_home(page)
        page.select_option('[data-cmd="lang"]', "en")


#: a phone page's height (px at 390 x 844) halfway through a game the easy bots played
#: (seed 3), measured in round 12 with about 5 % to spare (the log and the settings a line
#: each, Homesteaders' market folded: Homesteaders 3,981 / 2,970 / 2,850 px, was 4,865 /
#: 3,854 / 3,947; Gold West 2,677 / 3,598 / 3,077, was 3,537 / 4,482 / 3,961; Montana 3,628 /
#: 3,771 / 3,844): a part that grows or stops folding fails here
PAGE_CEILING = {"goldwest": {2: 2810, 3: 3780, 4: 3230},
                "homesteaders": {2: 4180, 3: 3120, 4: 3000},
                "montana": {2: 3810, 3: 3960, 4: 4040}}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game", list(PAGE_CEILING))
def test_a_phone_page_mid_game_stays_under_its_measured_height(app_page, game, players):
    page = app_page
    try:
        mid_game(page, {"width": 390, "height": 844}, game, players)
        height = page.evaluate(PAGE_HEIGHT)
        assert height <= PAGE_CEILING[game][players], height
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


#: the bottom of the sticky prompt and where the supply track's sections offered stand
SECTIONS_IN_VIEW = """() => { const below = document.querySelector('.game-grid .turn')
    .getBoundingClientRect().bottom;
  const spots = [...document.querySelectorAll('.board button.spot[data-action^="section:"]')];
  return {n: spots.length, seen: spots.every((e) => { const r = e.getBoundingClientRect();
    return r.top >= below - 1 && r.bottom <= innerHeight + 1; })}; }"""


def test_gold_west_storing_a_tokens_resources_shows_the_supply_track_under_the_prompt(app_page):
    """After building (4 players, seed 3 halfway) Tess puts a token's resources into a
    section of her supply track: at 390 x 844 its four sections stand in the window under
    the sticky prompt, not a screen and a half below it."""
    page = app_page
    try:
        mid_game(page, {"width": 390, "height": 844}, "goldwest", 4)
        assert page.evaluate(SECTIONS_IN_VIEW) == {"n": 4, "seen": True}
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def _before_a_build_then_a_section(players: int, seed: int) -> tuple[dict, str]:
    """The engine's save of a game the easy bots play, just before the first seat builds on
    the map a token whose resources it then puts into its supply track (its next move is a
    section's), and that build's key."""
    game = engine.GAMES["goldwest"]
    build = None
    for state, action in bots_game("goldwest", players, seed):
        if action.seat != 0:
            continue
        if build and action.kind == "section":
            return build
        build = (game.save(state), action.key) if action.kind == "build" else None
    raise AssertionError(f"no build then section for the first seat, seed {seed}")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_gold_west_a_build_on_the_map_then_the_supply_track_comes_under_the_prompt(
        app_page, size, players):
    """On a phone Gold West's map stands about a screen above the supply track. Tess presses
    a hex on the map to build there; the next decision asks which section of her supply
    track takes the token's resources: the page scrolls from the map to the track, its
    sections whole under the sticky prompt."""
    page = app_page
    page.set_viewport_size(size)
    try:
        go_home(page)
        set_pace(page, "instant")
        save, key = _before_a_build_then_a_section(players, seed=3)
        resume_with_bots(page, save)
        still(page)
        page.locator(f'.board [data-action="{key}"]').first.click()
        assert settle(page) == "move"
        still(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"goldwest-section-{players}p-{size['width']}.png"))
        where = page.evaluate(SECTIONS_IN_VIEW)
        assert where["n"] and where["seen"], where
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
