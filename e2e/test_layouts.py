"""The game screen at three sizes (issue 11, layouts), with screenshots kept as artefacts in
test-results/layouts/: a 1280 x 800 laptop (the board's area and the prompt in view without
scrolling the page; the board at its readable size, docs/boards.md: zoomed to fit when it
fits, else panned within its area, and then the whole board in view when zoomed out), a
1920 x 1080 projector at every text size (the same, the board's text following the
setting) and a 390 x 844 phone (turn and prompt stay on top, the board fits the width,
nothing scrolls sideways, the page can be zoomed)."""
from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path

import pytest
from playing import (
    IN_VIEW,
    NO_HORIZONTAL_SCROLL,
    go_home,
    new_game,
    play,
    play_a_save,
    set_pace,
    settle,
    still,
)

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-results" / "layouts"
CORPUS = ROOT / "tests" / "corpus"
NAMES = ["Tess", "Bot B", "Bot C", "Dora"]
GAMES = ("homesteaders", "goldwest", "montana")
PREFER = ["work", "build", "start", "activate", "section"]


@contextmanager
def _game_at(page, game, size, players=3):
    """A game of `game` after a few moves on a screen of `size`; the usual size after."""
    try:
        page.set_viewport_size(size)
        go_home(page)
        set_pace(page, "instant")
        page.select_option('[data-cmd="text"]', "normal")
        seats = [(NAMES[0], "person")] + [(name, "bot:easy") for name in NAMES[1:players]]
        new_game(page, seats, seed=11, game=game)
        assert play(page, moves=6, prefer=PREFER) == "move"
        assert settle(page) == "move"
        page.evaluate("window.scrollTo(0, 0)")
        yield page
    finally:
        page.evaluate("window.scrollTo(0, 0)")
        page.set_viewport_size({"width": 1280, "height": 720})
        page.select_option('[data-cmd="text"]', "normal")


def _shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("game", GAMES)
def test_a_laptop_shows_board_prompt_and_own_holdings_without_scrolling(app_page, game):
    with _game_at(app_page, game, {"width": 1280, "height": 800}) as page:
        _shot(page, f"{game}-1280x800")
        _laptop_checks(page)


def _laptop_checks(page):
    """Board and prompt in view: the whole board with the acting player's holdings, or, when
    the board is taller than the screen at its readable size, its area, which pans."""
    assert page.evaluate(NO_HORIZONTAL_SCROLL)
    assert page.evaluate(IN_VIEW, "#moves .prompt") == "in view"
    assert page.evaluate(IN_VIEW, BOARD_SHOWN) == "in view"
    if not page.evaluate(PANNED):
        assert page.evaluate(IN_VIEW, ".seat-card.acting") == "in view"
    assert page.evaluate(AS_LARGE_AS_FITS)


#: the board's area scrolls within the window: the board is taller than the screen at its
#: readable size
PANNED = """() => { const a = document.querySelector('.game-grid > .board-area');
  return a.classList.contains('panned') && a.scrollHeight > a.clientHeight; }"""
#: what must be in view: the board, or the area it pans in (which holds the scores too)
BOARD_SHOWN = ".game-grid > .board-area.panned, .game-grid > .board-area:not(.panned) > .board"


# the board is zoomed no smaller than it needs: 1 % more would not fit (render.js keeps
# 12 px below it), or it is not zoomed at all
AS_LARGE_AS_FITS = """() => {
  const board = document.querySelector('.game-grid > .board-area > .board');
  const zoom = board.style.zoom;
  if (!zoom) return true;
  const room = innerHeight - (board.getBoundingClientRect().top + scrollY) - 12;
  board.style.zoom = (parseFloat(zoom) + 0.01).toFixed(3);
  const height = board.getBoundingClientRect().height;
  board.style.zoom = zoom;
  return height > room; }"""


# the board's height to spare zoomed out to its smallest zoom (11 px text) in its compact
# layout ("-", the whole board in view): room under the page's head (render.js keeps 12 px
# below the board) less the board's height
SPARE = """() => { const board = document.querySelector('.game-grid > .board-area > .board');
  const area = board.parentElement, was = [board.style.zoom, board.style.width, area.className];
  const base = parseFloat(getComputedStyle(document.documentElement).fontSize);
  area.classList.remove('panned'); area.classList.add('overview'); board.style.width = '';
  board.style.zoom = Math.min(1, 11 / base).toFixed(3);
  const box = board.getBoundingClientRect();
  [board.style.zoom, board.style.width, area.className] = was;
  return innerHeight - (box.top + scrollY) - 12 - box.height; }"""


@pytest.mark.parametrize("game", ["homesteaders", "montana"])
def test_a_laptop_shows_a_four_player_game_without_scrolling(app_page, game):
    with _game_at(app_page, game, {"width": 1280, "height": 800}, players=4) as page:
        _shot(page, f"{game}-4p-1280x800")
        _four_player_checks(page)


def _four_player_checks(page):
    """The laptop's checks, with room to spare: not fitting by a hair (a longer name, a
    font...)."""
    _laptop_checks(page)
    assert page.evaluate(SPARE) >= 40


# Homesteaders' longest screen: round 10 of 4 players, Dora placing her workers on her nine
# buildings (the others have 2, 6 and 5), the corpus game cut after its 255th move
LATE_GAME = ("rules-homesteaders-v2/4p-end-1136", 255)


def test_a_laptop_shows_a_late_four_player_homesteaders_game_without_scrolling(app_page):
    save, moves = LATE_GAME
    with _saved_game(app_page, save, {"width": 1280, "height": 800}, moves=moves) as page:
        _shot(page, "homesteaders-4p-late-1280x800")
        assert page.locator(".hs-seats-front .hs-owned").count() == 9
        _four_player_checks(page)


# Homesteaders' busiest screens: rounds 4 and 9 (3 players), 7 (4 players)
MID_GAMES = ["rules-homesteaders-v2/3p-mid-1272", "rules-homesteaders-v2/3p-mid-1068",
             "rules-homesteaders-v2/4p-mid-1187"]


@contextmanager
def _saved_game(page, save, size, lang="en", moves=None):
    """A saved game from the corpus (its first `moves` moves when given), imported with a
    person in every seat (so the seat to act is a person's and its area is marked as
    acting), on a screen of `size`."""
    engine_save = json.loads((CORPUS / f"{save}.json").read_text(encoding="utf-8"))["save"]
    engine_save["actions"] = engine_save["actions"][:moves]
    try:
        page.set_viewport_size(size)
        go_home(page)
        page.select_option('[data-cmd="lang"]', lang)
        page.select_option('[data-cmd="text"]', "normal")
        play_a_save(page, engine_save, NAMES[:engine_save["players"]])
        page.evaluate("window.scrollTo(0, 0)")
        yield page
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        page.select_option('[data-cmd="lang"]', "en")
        page.locator('.save [data-cmd="delete"]').first.click()
        page.locator('.save [data-cmd="delete-yes"]').first.click()


@pytest.mark.parametrize("save", MID_GAMES)
def test_a_laptop_shows_a_homesteaders_game_in_its_middle_without_scrolling(app_page, save):
    with _saved_game(app_page, save, {"width": 1280, "height": 800}) as page:
        _shot(page, f"homesteaders-{save.rsplit('/', 1)[1]}-1280x800")
        _laptop_checks(page)


# every building name on the board (supply, cards, chips), each word of it: the name's words
# (split at spaces) that are drawn on more than one line
SPLIT_WORDS = """() => { const names = [...document.querySelectorAll('.board .hc-name')];
  const split = [];
  for (const name of names) {
    const text = name.firstChild;
    let at = 0;
    for (const part of text.data.split(/(\\s+)/)) {
      if (part.trim()) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + part.length);
        const lines = new Set([...range.getClientRects()].filter(r => r.width > 0)
                                                        .map(r => Math.round(r.top)));
        if (lines.size > 1) split.push(text.data);
      }
      at += part.length;
    }
  }
  return {names: names.length, supply: document.querySelectorAll('.hs-supply .hc-name').length,
          split};
}"""


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_building_names_wrap_only_between_their_words(app_page, lang):
    """No name is cut inside a word ("Churc h"), on a laptop or a projector."""
    with _saved_game(app_page, "rules-homesteaders-v2/4p-mid-1187",
                     {"width": 1280, "height": 800}, lang) as page:
        for size in ({"width": 1280, "height": 800}, {"width": 1920, "height": 1080}):
            page.set_viewport_size(size)
            still(page)  # the board is zoomed again to fit (render.js)
            found = page.evaluate(SPLIT_WORDS)
            assert found["supply"] >= 10 and found["names"] > found["supply"], found
            assert found["split"] == [], (size, found["split"])


# in each other player's area: the middles of its screen, its workers and its rail lines
SCREEN_LINES = """() => [...document.querySelectorAll('.hs-seats-others .hs-holdings')].map(
  (list) => ['.screen', '.hold-worker', '.hold-rail_line'].map((sel) => {
    const r = list.querySelector(sel).getBoundingClientRect();
    return Math.round((r.top + r.bottom) / 2); }))"""


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_screen_shares_its_line_with_the_workers_and_rail_lines(app_page, lang):
    """A screen hiding another player's holdings is said in a word beside its picture,
    on one line with that player's workers and rail lines, in a 4-player game."""
    with _saved_game(app_page, "rules-homesteaders-v2/4p-mid-1187",
                     {"width": 1280, "height": 800}, lang) as page:
        lines = page.evaluate(SCREEN_LINES)
        assert len(lines) == 3 and all(len(set(line)) == 1 for line in lines), lines


# each tile to come: how far apart (px) the middles of its number, building types and
# bonuses are (a line apart: about 14 px or more), and whether the row of tiles is cut
TILES_TO_COME = """() => ({
  spreads: [...document.querySelectorAll('.hs-coming .hs-tile')].map((tile) => {
    const middles = [...tile.querySelectorAll('.ht-id, .ht-types, .ht-bonus')].map((part) => {
      const r = part.getBoundingClientRect(); return (r.top + r.bottom) / 2; });
    return Math.max(...middles) - Math.min(...middles); }),
  cut: [...document.querySelectorAll('.hs-coming-row')].some(
    (row) => row.scrollWidth > row.clientWidth + 1) })"""


def test_each_tile_to_come_reads_on_one_line(app_page):
    """Stack 1's tiles, face up, each on one line (a tile is never split), none hidden
    beyond the side of the board, on a laptop and a phone."""
    for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
        with _game_at(app_page, "homesteaders", size) as page:
            tiles = page.evaluate(TILES_TO_COME)
            spreads = tiles["spreads"]
            assert len(spreads) >= 5 and max(spreads) <= 3, (size, tiles)
            assert not tiles["cut"], size


@pytest.mark.parametrize("game", GAMES)
def test_a_projector_shows_the_board_and_the_prompt_at_every_text_size(app_page, game):
    with _game_at(app_page, game, {"width": 1920, "height": 1080}) as page:
        font = """() => { const b = document.querySelector('.board-area .board');
          return parseFloat(getComputedStyle(b).fontSize); }"""
        sizes = []
        for text in ("normal", "large", "larger"):
            page.select_option('.game-grid [data-cmd="text"]', text)
            page.evaluate("window.scrollTo(0, 0)")
            _shot(page, f"{game}-1920x1080-{text}")
            sizes.append(page.evaluate(font))
            assert page.evaluate(IN_VIEW, "#moves .prompt") == "in view", text
            assert page.evaluate(IN_VIEW, BOARD_SHOWN) == "in view", text
        assert sizes[0] < sizes[1] < sizes[2]  # the board's text follows the setting


#: on a phone, from the page's top: the space between each part and the one under it (the
#: game's head, the turn banner, the last move, the board's first line, its first map)
GAPS = """() => ['.game-head', '.game-grid > .turn', '.game-grid > .last-move',
    '.board-area .board-top', '.board-area .hexmap']
  .map((s) => document.querySelector(s)).filter((e) => e && e.getBoundingClientRect().height)
  .map((e) => e.getBoundingClientRect())
  .map((r, i, all) => i ? [Math.round(r.top - all[i - 1].bottom), all[i - 1].height] : null)
  .slice(1)"""


@pytest.mark.parametrize("game", GAMES)
def test_a_phone_keeps_turn_and_prompt_on_top_and_the_board_within_its_width(app_page, game):
    with _game_at(app_page, game, {"width": 390, "height": 844}) as page:
        _shot(page, f"{game}-390x844")
        # the map right under what precedes it: no empty band from the page's top down
        gaps = page.evaluate(GAPS)
        assert len(gaps) >= 2 and all(-1 <= gap <= 16 for gap, _ in gaps), gaps
        assert page.evaluate(NO_HORIZONTAL_SCROLL)
        width = page.evaluate(
            "() => document.querySelector('.board-area .board').getBoundingClientRect().width")
        assert width <= 390
        page.evaluate("window.scrollTo(0, 1200)")
        _shot(page, f"{game}-390x844-scrolled")
        turn = page.evaluate("() => document.querySelector('.turn').getBoundingClientRect().top")
        assert abs(turn) <= 1  # stuck to the top while the board scrolls under it
        assert page.evaluate(IN_VIEW, ".turn .turn-prompt") == "in view"
        viewport = page.get_attribute('meta[name="viewport"]', "content")
        assert "user-scalable=no" not in viewport and "maximum-scale" not in viewport


# on a phone: the other players' areas and the building supply, each folded into one line
# (ui/games/hs_fold.py), and what is shown of them
FOLDED = """() => { const shown = (e) => !!e && e.getBoundingClientRect().height > 0;
  const lines = [...document.querySelectorAll('.hs-seats-others .hs-fold > summary')];
  return {lines: lines.filter(shown).map((s) => Math.round(s.getBoundingClientRect().height)),
          areas: [...document.querySelectorAll('.hs-seats-others .hs-seat')].filter(shown).length,
          supply: shown(document.querySelector('.hs-supply')),
          page: document.scrollingElement.scrollHeight}; }"""


def test_a_phone_folds_the_other_homesteaders_areas_into_a_line_each(app_page):
    """In the middle of a 4-player game on a phone, each other player's area is one line
    (silver or their screen, workers, goods, buildings, VP) and the building supply its
    title, so the page is about 1,100 px shorter (5,229 px before, in the review's game);
    a tap opens an area whole."""
    with _saved_game(app_page, MID_GAMES[2], {"width": 390, "height": 844}) as page:
        folded = page.evaluate(FOLDED)
        assert len(folded["lines"]) == 3 and max(folded["lines"]) <= 80, folded
        assert folded["areas"] == 0 and not folded["supply"], folded
        assert folded["page"] < 4400, folded
        _shot(page, "homesteaders-4p-mid-folded-390x844")
        page.locator(".hs-seats-others .hs-fold > summary").first.click()
        opened = page.evaluate(FOLDED)
        assert opened["areas"] == 1, opened
        assert page.evaluate(IN_VIEW, ".hs-seats-others .hs-seat .seat-card h3") == "in view"
        page.set_viewport_size({"width": 1280, "height": 800})
        still(page)
        whole = page.evaluate(FOLDED)
        assert whole["lines"] == [] and whole["areas"] == 3 and whole["supply"], whole


#: the board area's first Tab stop past its zoom buttons (which stand above its corner)
FIRST_FOCUSABLE = """() => [...document.querySelectorAll('.board-area *')].find(e =>
  e.matches('button, a[href], [tabindex]:not([tabindex="-1"]), select, input, summary')
  && !e.closest('.zoom-bar'))"""


def test_the_first_board_move_is_one_tab_and_one_key_from_the_top_of_the_board(app_page):
    with _game_at(app_page, "goldwest", {"width": 1280, "height": 800}) as page:
        skip = page.locator(".board-area .skip")
        assert page.evaluate(f"() => ({FIRST_FOCUSABLE})() === "
                             "document.querySelector('.board-area .skip')")
        skip.focus()  # the first Tab stop of the board: shown while it has focus
        assert skip.evaluate("e => getComputedStyle(e).clipPath") == "none"
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement.matches('.board [data-action]')")
