"""Playing with the keyboard alone (`assets/keys.js`, `ui/keys.py`): each board is one Tab
stop whose first choice is one press from the top of the board, the arrow keys walk the
board as it is drawn (a map hex by hex, each hex's tip shown), Enter and Space play the
focused move, and after a move the focus is on the next decision's first choice, never on
"End your turn" while anything else is offered. A seeded game of each title is played by
keys only, and the presses each move took are counted."""
from __future__ import annotations

import json
import statistics

from board_play import ROOT, SAVED, choice
from playing import go_home, play_a_save, set_pace, settle, stored_moves
from playwright.sync_api import Page

import engine
from engine.core import Rng
from ui.games import ui_for
from ui.keys import choices

GAMES = ("homesteaders", "goldwest", "montana")
SHOTS = ROOT / "test-results" / "keyboard"
#: presses a move of a decision may take at most (Tabs, arrows, Enter); the mean is well
#: below
MAX_PRESSES = 16
#: a person counts up to this many moves ahead to reach one by Page Down / Page Up
PAGE_PRESSES = 5

#: what has the focus: its move (or refused choice), whether it is on the board or a map,
#: its tip, its box, and the tip box shown
FOCUS = """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return null;
  const r = e.getBoundingClientRect(), tip = document.getElementById('tip');
  return {action: e.getAttribute('data-action'), choice: e.getAttribute('data-choice'),
          cmd: e.getAttribute('data-cmd'), board: !!e.closest('.board'),
          map: !!e.closest('.maps'), tip: e.getAttribute('data-tip'),
          shown: tip && !tip.hidden ? tip.innerText : null,
          x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height,
          disabled: e.getAttribute('aria-disabled') === 'true'};
}"""
#: how many Tab stops the board has (elements Tab reaches)
TAB_STOPS = """() => [...document.querySelectorAll('.board *')].filter((e) =>
  e.tabIndex >= 0 && e.getClientRects().length && !e.disabled
  && getComputedStyle(e).visibility !== 'hidden').length"""
#: where the move `key` is on screen (the board first), the focused element, and whether
#: the move comes after the focus in the page's order
WHERE = """(key) => {
  const sel = '[data-action="' + CSS.escape(key) + '"]';
  const shown = (e) => e.getClientRects().length > 0;
  const target = [...document.querySelectorAll('.board ' + sel)].find(shown)
    || [...document.querySelectorAll('#app ' + sel)].find(shown);
  const a = document.activeElement;
  const c = (e) => { const r = e.getBoundingClientRect();
                     return [r.left + r.width / 2, r.top + r.height / 2]; };
  if (!target) return null;
  // how many moves lie between the focus and the target in reading order (Page Down)
  const box = (e) => { const r = e.getBoundingClientRect();
                       return {x: r.left + r.width / 2, y: r.top + r.height / 2, h: r.height}; };
  const reading = (p, q) => { p = box(p); q = box(q);
    return Math.abs(p.y - q.y) < Math.min(p.h, q.h) / 2 ? p.x - q.x : p.y - q.y; };
  const moves = [...document.querySelectorAll('.board [data-action]')]
    .filter((e) => shown(e) || e === a);
  if (a && a.closest('.board') && !moves.includes(a)) moves.push(a);
  moves.sort(reading);
  const pages = moves.indexOf(target) - moves.indexOf(a);
  // the part of the board each is in (assets/keys.js: Ctrl+Down / Ctrl+Up go part to part)
  const part = (e) => e && e.parentElement.closest('section, article, [role=group], .maps');
  return {pages: a && a.closest('.board') && target.closest('.board') ? pages : null,
          samePart: part(a) === part(target),
          board: !!target.closest('.board'), on: a === target, at: c(a), to: c(target),
          inBoard: !!(a && a.closest('.board')),
          after: !!(a && (a.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING))};
}"""

#: focuses the hex nearest the middle of the map
MIDDLE_OF_THE_MAP = """() => {
  const map = document.querySelector('.board .maps').getBoundingClientRect();
  const x = map.left + map.width / 2, y = map.top + map.height / 2;
  const far = (e) => { const r = e.getBoundingClientRect();
                       return Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y); };
  const hexes = [...document.querySelectorAll('.board .maps [data-tip]')]
    .filter((e) => e.getClientRects().length);
  hexes.sort((a, b) => far(a) - far(b));
  hexes[0].focus();
}"""


def _position(game_id: str, moves: int, seed: int, players: int = 2) -> dict:
    """A game of `players` easy computer players after `moves` moves, as an engine save."""
    game = engine.GAMES[game_id]
    state, rng = game.new(players, seed=seed, options={}), Rng(seed)
    for _ in range(moves):
        seat = game.to_act(state)[0]
        state = game.apply(state, game.bots["easy"](state, seat, rng, 0))
    return game.save(state)


#: the people at the table, a seat each (every seat a person: each move is made by keys)
NAMES = ("Kit", "Lou", "Max", "Ned")


def _open(page: Page, game_id: str, moves: int, seed: int,
          size: tuple[int, int] = (1280, 800), players: int = 2) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    go_home(page)
    set_pace(page, "instant")  # what is tested is the focus, not the moves' motion
    play_a_save(page, _position(game_id, moves, seed, players), list(NAMES[:players]))


def _closing(game_id: str) -> frozenset[str]:
    return ui_for(engine.GAMES[game_id]).closing


def _choices_offered(page: Page, game_id: str) -> list[str]:
    """The keys of the moves that choose in the decision on screen (`ui.keys.choices`:
    neither side moves nor moves that end the decision), from the game the page saved."""
    state = engine.load(json.loads(page.evaluate(SAVED))["engine"])
    game = engine.GAMES[game_id]
    return choices(game.legal_actions(state, game.to_act(state)[0]), _closing(game_id))


def _tabs_to_the_first_move(page: Page) -> int:
    """Tab presses from the top of the board (its "Go to the first choice" link) to the
    first move the focus reaches on the board."""
    page.focus('[data-cmd="to-board"]')
    for presses in range(1, 40):
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUS)
        if focused and focused["board"] and focused["action"]:
            return presses
    raise AssertionError("no move on the board within 40 Tab presses")


def test_the_first_move_is_one_tab_from_the_top_of_the_board_in_every_game(app_page):
    """At the start and in the middle of a game of each title, on a laptop and a phone,
    the board is one Tab stop (two where a map wider than the phone scrolls sideways, so
    that the map can be scrolled) and its first choice is at most 3 Tab presses from the
    top of the board. Before this, Montana's first move took more than 60."""
    page = app_page
    for size in ((1280, 800), (390, 844)):
        for game_id in GAMES:
            for moves in (0, 30):
                _open(page, game_id, moves, seed=11, size=size)
                _first_move_in_few_tabs(page, game_id, (game_id, moves, size))
    page.set_viewport_size({"width": 1280, "height": 720})


def _first_move_in_few_tabs(page: Page, game_id: str, where: tuple) -> None:
    """The board on screen is one Tab stop (two with a map scrolling sideways) and its
    first choice, a move of the decision, at most 3 Tab presses from its top."""
    stops = page.evaluate(TAB_STOPS)
    assert stops <= 2, (where, stops)
    presses = _tabs_to_the_first_move(page)
    assert presses <= 3, (where, presses)
    focused = page.evaluate(FOCUS)
    offered = _choices_offered(page, game_id)
    if any(page.locator(f'.board [data-action="{k}"]').count() for k in offered):
        assert focused["action"] in offered, (where, focused)


def test_at_3_and_4_players_the_first_move_is_few_tabs_away_and_focus_follows_each_move(
        app_page):
    """With more players' boards on the page (3 and 4 players, a position 40 bot moves
    into a seeded game, resumed with a person in each seat), on a laptop and a phone, the
    first choice is still at most 3 Tab presses from the top of the board; then 6 moves
    played by keys alone (seats in turn) each leave the focus on a choice of the next
    decision, within `MAX_PRESSES` presses."""
    page = app_page
    try:
        for players in (3, 4):
            for game_id in GAMES:
                for size in ((390, 844), (1280, 800)):
                    _open(page, game_id, 40, seed=23, size=size, players=players)
                    _first_move_in_few_tabs(page, game_id, (game_id, players, size))
                presses = _keyboard_game(page, game_id, 6, seed=23)
                decided = [p for p in presses if p > 0]
                assert len(presses) == 6 and max(decided) <= MAX_PRESSES, (
                    game_id, players, presses)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def _hex(focused: dict) -> float:
    return min(focused["w"], focused["h"])


def test_the_arrow_keys_walk_a_map_hex_by_hex_and_show_each_hex_s_tip(app_page):
    """On Gold West's and Montana's maps, Right goes to the next hex along the row, Down
    to the nearest hex in the next row, Home to the row's first hex; each hex focused
    shows its tip (what it is, as pointing at it does)."""
    page = app_page
    for game_id in ("goldwest", "montana"):
        _open(page, game_id, 0, seed=11)
        page.evaluate(MIDDLE_OF_THE_MAP)
        page.keyboard.press("Tab")
        page.keyboard.press("Shift+Tab")  # the keyboard is what the player uses
        walked = 0
        for key in ("ArrowRight", "ArrowRight", "ArrowDown", "ArrowDown", "ArrowLeft",
                    "ArrowUp", "Home", "End", "ArrowDown"):
            before = page.evaluate(FOCUS)
            page.keyboard.press(key)
            after = page.evaluate(FOCUS)
            assert after["map"] and after["tip"], (game_id, key, after)
            assert after["shown"] and after["tip"] in after["shown"], (game_id, key, after)
            size = _hex(before)
            dx, dy = after["x"] - before["x"], after["y"] - before["y"]
            if key == "ArrowRight":
                assert 0 < dx <= 1.2 * size and abs(dy) <= 0.55 * size, (game_id, dx, dy)
            elif key == "ArrowLeft":
                assert -1.2 * size <= dx < 0 and abs(dy) <= 0.55 * size, (game_id, dx, dy)
            elif key == "ArrowDown":
                assert 0.4 * size <= dy <= 1.2 * size and abs(dx) <= size, (game_id, dx, dy)
            elif key == "ArrowUp":
                assert -1.2 * size <= dy <= -0.4 * size and abs(dx) <= size, (game_id, dx, dy)
            else:  # the ends of the row
                assert abs(dy) <= 0.1 * size, (game_id, key, dy)
                assert (dx <= 0) if key == "Home" else (dx >= 0), (game_id, key, dx)
            walked += after != before
        assert walked >= 7, game_id
        if game_id == "montana":
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"{game_id}-hex-tip-1280.png"))


def test_the_board_s_tab_stop_stays_where_the_arrows_left_it_across_a_new_render(app_page):
    """The page is drawn anew from Python on every change (morphed into the page): the
    item the arrow keys reached stays the board's Tab stop until the position changes."""
    page = app_page
    _open(page, "montana", 0, seed=11)
    page.focus('[data-cmd="to-board"]')
    page.keyboard.press("Tab")
    for key in ("ArrowDown", "ArrowRight", "ArrowDown"):
        page.keyboard.press(key)
    there = page.evaluate(FOCUS)
    page.select_option('[data-cmd="text"]', "large")  # the whole screen drawn again
    page.wait_for_function("() => document.documentElement.dataset.text === 'large'")
    try:
        page.focus('[data-cmd="to-board"]')
        page.keyboard.press("Tab")
        back = page.evaluate(FOCUS)
        assert (back["action"], back["choice"], back["tip"]) == (
            there["action"], there["choice"], there["tip"])
    finally:
        page.select_option('[data-cmd="text"]', "normal")


#: where the focus is in the board's order, and the part of the board it is in (where that
#: part starts in the board's order; -1: the board itself)
PART = """() => {
  const a = document.activeElement, board = a.closest('.board');
  const all = [...board.querySelectorAll('*')];
  const part = a.parentElement.closest('section, article, [role=group], .maps');
  return [all.indexOf(a), board.contains(part) && part !== board ? all.indexOf(part) : -1];
}"""
HINT_SHOWN = "() => !!document.querySelector('.zoom-bar .keys-hint')?.getClientRects().length"


def test_ctrl_down_and_up_go_from_part_to_part_of_the_board_and_the_keys_are_shown(app_page):
    """Ctrl+Down goes to the next part of the board (a section, a seat's card, the map),
    onto its first move or item, Ctrl+Up back; so a seat's card at the bottom of Montana's
    board is a few presses from the wheel. While the keyboard is on the board, a line
    above it says which keys do what."""
    page = app_page
    _open(page, "montana", 6, seed=11)
    assert not page.evaluate(HINT_SHOWN)
    page.focus('[data-cmd="to-board"]')
    page.keyboard.press("Tab")
    assert page.evaluate(HINT_SHOWN)
    assert "Ctrl" in page.inner_text(".keys-hint")
    page.keyboard.press("Control+Home")
    visits = [page.evaluate(PART)]
    for _ in range(40):
        page.keyboard.press("Control+ArrowDown")
        at = page.evaluate(PART)
        if at == visits[-1]:
            break  # the last part
        visits.append(at)
    places = [place for place, _ in visits]
    parts = [part for _, part in visits]
    assert len(visits) >= 5 and places == sorted(places), visits
    assert len(set(parts)) == len(parts), visits  # each press a part not seen before
    assert page.evaluate("() => !!document.activeElement.closest('.seat-card')")
    page.keyboard.press("Control+ArrowUp")
    assert page.evaluate(PART)[1] == parts[-2]


def _press(page: Page, key: str, count: list[int]) -> None:
    page.keyboard.press(key)
    count[0] += 1


def _reach(page: Page, key: str) -> int:
    """Move the focus to the move `key` with the keyboard as a person would (Tab into the
    board or to the list; on the board, Page Down or Up to a move a few moves away, else
    Ctrl+Down or Ctrl+Up to its part of the board, then the arrow pointing at it); returns
    the presses."""
    count = [0]
    seen: set = set()
    paged = False
    trace = []
    for _ in range(60):
        where = page.evaluate(WHERE, key)
        trace.append(where)
        assert where is not None, key
        if where["on"]:
            return count[0]
        if where["pages"] and abs(where["pages"]) <= PAGE_PRESSES and not paged:
            paged = True  # the moves in reading order: Page Down / Page Up
            for _ in range(abs(where["pages"])):
                _press(page, "PageDown" if where["pages"] > 0 else "PageUp", count)
        elif where["board"] and where["inBoard"] and not where["samePart"]:
            _press(page, "Control+ArrowDown" if where["after"] else "Control+ArrowUp", count)
        elif where["board"] and where["inBoard"]:
            (x, y), (tx, ty) = where["at"], where["to"]
            dx, dy = tx - x, ty - y
            horizontal = abs(dx) >= abs(dy)
            step = (round(x), round(y), horizontal)
            if step in seen:  # that way led back here: try the other axis
                horizontal = not horizontal
            seen.add(step)
            if horizontal:
                _press(page, "ArrowRight" if dx > 0 else "ArrowLeft", count)
            else:
                _press(page, "ArrowDown" if dy > 0 else "ArrowUp", count)
        else:
            _press(page, "Tab" if where["after"] else "Shift+Tab", count)
    raise AssertionError(f"{key} not reached in 60 presses: {trace[:12]}")


def _keyboard_game(page: Page, game_id: str, moves: int, seed: int) -> list[int]:
    """Play `moves` moves of both seats by keys only (each the easy computer player's
    choice); returns the presses of each move, Enter or Space included. After each move
    the focus is on a choice of the next decision when there is one."""
    presses: list[int] = []
    while len(presses) < moves:
        screen = settle(page)
        if screen == "end":
            break
        if screen == "handover":
            assert page.evaluate(FOCUS)["cmd"] == "handover"
            page.keyboard.press("Enter")
            continue
        offered = _choices_offered(page, game_id)
        focused = page.evaluate(FOCUS)
        if offered:
            assert focused and focused["action"] in offered, (game_id, len(presses), focused)
        key = choice(page, "easy", seed)
        if page.evaluate(WHERE, key) is None:  # folded away (a side move): the first choice
            key = offered[0] if offered else focused["action"]
        side = key not in offered and key.split(":")[0] not in _closing(game_id)
        count = _reach(page, key) + 1
        before = stored_moves(page)
        page.keyboard.press("Space" if len(presses) % 3 == 2 else "Enter")
        page.wait_for_function(f"() => JSON.parse(localStorage.getItem('westbound.save.' + "
                               f"localStorage.getItem('westbound.current'))).engine.actions"
                               f".length > {before}")
        presses.append(-count if side else count)
    return presses


def test_a_seeded_game_of_each_title_is_played_by_keys_alone_in_few_presses(app_page):
    """Both seats of a 2-player game of each title, 24 moves from the start and 16 from
    the middle, played by keys alone: every move of a decision within `MAX_PRESSES`
    presses (Tab, arrows, Page Down/Up, Enter or Space); the side moves (market, trade a
    cow), which lie on a seat's card far from the decision, are counted apart. The counts
    are written to test-results/keyboard/presses.json."""
    page = app_page
    counts = {}
    for game_id in GAMES:
        presses = []
        for start, moves in ((0, 24), (40, 16)):
            _open(page, game_id, start, seed=23)
            presses += _keyboard_game(page, game_id, moves, seed=23)
        decided = [p for p in presses if p > 0]
        counts[game_id] = {"moves": len(decided), "mean": round(statistics.mean(decided), 1),
                           "median": statistics.median(decided), "max": max(decided),
                           "side moves": [-p for p in presses if p < 0], "per_move": presses}
        assert len(presses) >= 30, game_id
        assert max(decided) <= MAX_PRESSES, (game_id, str(presses))
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / "presses.json").write_text(json.dumps(counts, indent=1))
    print(json.dumps({g: {k: v for k, v in c.items() if k != "per_move"}
                      for g, c in counts.items()}))


def test_a_focused_hex_and_its_tip_on_a_laptop_and_a_phone(app_page):
    """Pictures of a focused hex with its tip (kept under test-results/keyboard/): the tip
    is on screen, beside the hex it speaks of."""
    page = app_page
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        for size in ((1280, 800), (390, 844)):
            for game_id in ("goldwest", "montana"):
                _open(page, game_id, 6, seed=11, size=size)
                page.focus('[data-cmd="to-board"]')
                page.keyboard.press("Tab")
                for _ in range(3):
                    if page.evaluate(FOCUS)["map"]:
                        break
                    page.keyboard.press("ArrowUp")
                page.keyboard.press("ArrowRight")
                focused = page.evaluate(FOCUS)
                assert focused["shown"], (game_id, size)
                box = page.locator("#tip").bounding_box()
                assert 0 <= box["y"] and box["y"] + box["height"] <= size[1], (game_id, size)
                page.screenshot(path=str(SHOTS / f"{game_id}-focused-{size[0]}.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
