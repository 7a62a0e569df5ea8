"""How a board behaves under a person's hand, between moves: a tip opened by pointing goes
once the move is made (the keyboard's stays with its focus), a holding's change badge hides
no other count, a seat's workers stand on one line, and the page does not jump while a
mouse user plays."""
from __future__ import annotations

import pytest
from board_play import (
    ROOT,
    bots_save,
    bots_save_before,
    choice,
    play_on_board,
    resume_with_bots,
)
from playing import go_home, new_game, play_a_save, set_pace, settle, still
from playwright.sync_api import Page
from test_choices_in_view import _asked

import engine  # board_play puts the repository on the path
from engine.core import Rng
from engine.montana.data import MAX_WORKERS

TIP = "#tip"
SHOTS = ROOT / "test-results" / "boards"


def _start(page: Page, game: str, players: int = 2, seed: int = 22,
           size: tuple[int, int] = (1280, 800)) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Tess", "person")] + [("", "bot:easy")] * (players - 1), seed=seed,
             game=game)
    assert settle(page) == "move"


def _board_move(page: Page, seed: int = 1):
    """The person's next move on the board (as the easy bot would play it), or None once
    a move the board does not show was made from the list of moves."""
    key = choice(page, "easy", seed)
    spot = page.locator(f'.board button.spot[data-action="{key}"]:visible')
    if spot.count():
        return spot.first
    page.locator(f'#moves [data-action="{key}"]').first.click()
    return None


def _board_moves(page: Page, turns: int):
    """The person's moves on the board, one at a time, over `turns` turns at most (the
    moves the board does not show made from the list in between)."""
    for _ in range(turns):
        if settle(page) != "move":
            return
        spot = _board_move(page)
        if spot is not None:
            yield spot


def _tip_shown(page: Page) -> str | None:
    return page.evaluate("""(sel) => { const tip = document.querySelector(sel);
        return tip && !tip.hidden ? tip.innerText : null; }""", TIP)


def test_a_tip_opened_by_the_mouse_goes_once_the_move_is_made(app_page):
    """Pointing at a board choice shows its tip; pressing it makes the move, and after it no
    tip stays over the board (neither the pressed one's nor that of the choice the page
    puts the focus on next)."""
    page = app_page
    _start(page, "goldwest")
    made = 0
    for spot in _board_moves(page, 12):
        # the pointer comes to the choice from elsewhere (one resting where the next choice
        # is drawn opens no tip until it moves: see index.html)
        # a board taller than the screen pans to it first, to the middle of its area: at its
        # edge the area's sticky zoom bar may cover it, and the hover would scroll the area
        # again (a scroll takes a pointer's tip away)
        spot.evaluate("(el) => el.scrollIntoView({block: 'center', inline: 'center'})")
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => "
                      "requestAnimationFrame(r)))")  # its scroll seen before the pointer comes
        page.mouse.move(1, 1)
        spot.hover()
        assert _tip_shown(page) == spot.get_attribute("data-tip")
        spot.click()
        settle(page)
        assert _tip_shown(page) is None, f"a tip stayed after move {made + 1}"
        made += 1
    assert made >= 4


def test_the_tip_goes_when_the_pointer_leaves_the_page(app_page):
    page = app_page
    _start(page, "montana", seed=12)
    spot = page.locator(".board button.spot[data-action][data-tip]:visible").first
    spot.hover()
    assert _tip_shown(page)
    page.evaluate("""() => document.documentElement.dispatchEvent(
        new MouseEvent('mouseleave', {bubbles: false}))""")
    assert _tip_shown(page) is None


def test_a_keyboard_player_keeps_the_tip_of_the_focused_choice_after_a_move(app_page):
    """With the keyboard, the page puts the focus on the next choice after a move and the
    tip box says what that choice is."""
    page = app_page
    _start(page, "goldwest")
    spot = _board_move(page)
    assert spot is not None
    page.keyboard.press("Tab")  # the keyboard is what the player uses from here
    spot.focus()
    assert _tip_shown(page) == spot.get_attribute("data-tip")
    page.keyboard.press("Enter")
    assert settle(page) == "move"
    focused = page.evaluate("""() => { const e = document.activeElement;
        return e && e.closest('[data-tip]') === e ? e.getAttribute('data-tip') : null; }""")
    assert focused, "the page put the focus on no choice with a tip"
    assert _tip_shown(page) == focused


def _scroll_y(page: Page) -> float:
    return page.evaluate("() => scrollY")


#: where the page is scrolled to, and where the map's top stands in the viewport
WHERE = """() => [Math.round(scrollY),
                 Math.round(document.querySelector('.board svg').getBoundingClientRect().top)]"""


def test_the_page_stays_put_while_a_mouse_user_plays(app_page):
    """Scrolled down to the supply tracks, a mouse user's moves leave the page where it was:
    neither the scroll position nor the map moves (the turn's texts beside the board change
    height at every move, and must not carry the page with them)."""
    page = app_page
    for size in ((1280, 800), (1920, 1080)):
        _start(page, "goldwest", players=3, size=size)
        kept, scroll = 0, None
        for spot in _board_moves(page, 16):
            if scroll is None:  # the first move is on the supply track: it a third down
                scroll = spot.evaluate("(e) => e.getBoundingClientRect().top + scrollY")
                scroll = max(0, round(scroll - size[1] / 3))
            page.evaluate(f"scrollTo(0, {scroll})")
            box = spot.bounding_box()
            if box["y"] < 0 or box["y"] + box["height"] > size[1]:
                spot.click()  # a hex of the map, above: the player scrolls to it first
                continue
            before = page.evaluate(WHERE)
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            settle(page)
            still(page)  # what the render moves, it moves at once
            assert page.evaluate(WHERE) == before, (size, spot)
            kept += 1
        assert kept >= 4, size


def _montana_over_eight(cap: int = 3000):
    """A 2-player Montana game where the first seat, having recruited past its eight
    workers, chooses which to send back (it recruits and advances the arrow whenever it
    can; the other seat plays as the easy bot)."""
    game = engine.GAMES["montana"]
    for seed in range(1, 20):
        state, rng = game.new(2, seed=seed, options={}), Rng(seed)
        for _ in range(cap):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            p = state.players[seat]
            held = sum(p.workers.values()) + sum(p.incoming.values())
            if seat == 0 and held > MAX_WORKERS and any(a.kind == "release" for a in legal):
                return game.save(state), held
            eager = [a for a in legal if seat == 0 and a.kind in ("recruit", "advance")]
            move = eager[-1] if eager else game.bots["easy"](state, seat, rng, 0)
            state = game.apply(state, move)
    raise AssertionError("no seat went past eight workers")


#: the worker spaces a row holds while a seat has more than eight workers
PAST_EIGHT_ROW = 6


def test_a_seat_s_workers_past_eight_stand_in_two_rows_large_enough_to_press(app_page):
    """Recruiting past the eight worker spaces, the extra workers wait on the seat's board
    until some are sent back: the spaces in two rows of six, so that every button that
    sends a worker back is at least 24 px at every screen size."""
    page = app_page
    save, held = _montana_over_eight()
    page.set_viewport_size({"width": 1280, "height": 800})
    go_home(page)
    play_a_save(page, save, ["Tess", "Dora"])
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        for width, height in ((1280, 800), (1920, 1080), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            still(page)
            tops = page.eval_on_selector_all(
                ".board.mt .seat-card.acting .slots > li",
                "els => els.map(e => Math.round(e.getBoundingClientRect().top))")
            assert len(tops) == held, (width, tops)
            rows = sorted(set(tops))
            assert len(rows) == 2 and tops.count(rows[0]) == PAST_EIGHT_ROW, (width, tops)
            sizes = page.eval_on_selector_all(
                ".board.mt .seat-card.acting .slots [data-action^='release:']",
                "els => els.map(e => { const r = e.getBoundingClientRect();"
                " return Math.min(r.width, r.height); })")
            assert sizes and min(sizes) >= 24, (width, sizes)
            row = page.locator(".board.mt .seat-card.acting .slots")
            row.scroll_into_view_if_needed()
            row.screenshot(path=str(SHOTS / f"montana-{held}-workers-{width}.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        page.locator('.save [data-cmd="delete"]').first.click()
        page.locator('.save [data-cmd="delete-yes"]').first.click()


def _homesteaders_resting(seed: int = 6):
    """Round 10 of a 4-player Homesteaders game of medium bots: Dora, about to place her
    workers, has five of them resting on her Homestead."""
    game = engine.GAMES["homesteaders"]
    state, rng = game.new(4, seed=seed, options={}), Rng(seed)
    while (state.round, game.view(state, None)["task"]["step"]) != (10, "place"):
        seat = game.to_act(state)[0]
        state = game.apply(state, game.bots["medium"](state, seat, rng, 50))
    return game.save(state)


def test_the_workers_resting_on_a_homestead_stand_in_one_row(app_page):
    """Five workers resting on the Homestead card of the player in front (the narrowest
    card that holds them) lie in one row, close together, beside their label."""
    row = ".hs-seats-front .hc-resting"
    _in_one_row(app_page, _homesteaders_resting(), row, f"{row} .lbl, {row} .w", 1 + 5,
                "homesteaders-5-resting", inside=".hs-seats-front .key-homestead")


#: the right edges of the elements of a selector, and the right edge of a box
RIGHTS = """([items, box]) => [
  [...document.querySelectorAll(items)].map((e) => e.getBoundingClientRect().right),
  document.querySelector(box).getBoundingClientRect().right]"""


def _in_one_row(page: Page, save: dict, row: str, items: str, count: int, shot: str,
                inside: str | None = None) -> None:
    """The save resumed with a person in each seat: the `count` `items` stand on one line
    (their middles level) at a laptop's, a projector's and a phone's size (and within the
    box `inside`); `row` holds them, for its picture."""
    page.set_viewport_size({"width": 1280, "height": 800})
    go_home(page)
    play_a_save(page, save, ["Tess", "Bot B", "Bot C", "Dora"][:save["players"]])
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        for width, height in ((1280, 800), (1920, 1080), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            still(page)
            middles = page.eval_on_selector_all(items, """els => els.map(e => {
                const r = e.getBoundingClientRect(); return (r.top + r.bottom) / 2; })""")
            assert len(middles) == count, (width, middles)
            assert max(middles) - min(middles) <= 2, (width, middles)
            if inside:
                rights, edge = page.evaluate(RIGHTS, [items, inside])
                assert max(rights) <= edge, (width, rights, edge)
            line = page.locator(row).first
            line.scroll_into_view_if_needed()
            line.screenshot(path=str(SHOTS / f"{shot}-{width}.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        page.locator('.save [data-cmd="delete"]').first.click()
        page.locator('.save [data-cmd="delete-yes"]').first.click()


#: each change badge on screen (a holding's ::after) and the other counts its box covers
COVERED = """() => {
  const counts = [...document.querySelectorAll('#app [data-count]')]
    .filter((e) => e.getClientRects().length);
  const out = [];
  document.querySelectorAll('#app [data-delta]').forEach((el) => {
    const style = getComputedStyle(el, '::after');
    if (style.content === 'none' || !el.getClientRects().length) return;
    const box = el.getBoundingClientRect();
    const left = box.left + el.clientLeft + parseFloat(style.left);
    const top = box.top + el.clientTop + parseFloat(style.top);
    const right = left + parseFloat(style.width), bottom = top + parseFloat(style.height);
    const hidden = counts.filter((o) => o !== el && !o.contains(el) && !el.contains(o))
      .filter((o) => { const r = o.getBoundingClientRect();
        return r.left < right - 1 && r.right > left + 1 && r.top < bottom - 1
          && r.bottom > top + 1; })
      .map((o) => o.getAttribute('data-k'));
    out.push([el.getAttribute('data-k'), hidden]);
  });
  return out;
}"""


def test_a_change_badge_hides_no_other_count(app_page):
    """After each move, the holdings that went up or down carry a badge saying by how much;
    no badge covers another holding's count (at a laptop's size and on a phone)."""
    page = app_page
    seen = 0
    for game, size in (("goldwest", (1280, 800)), ("montana", (1280, 800)),
                       ("goldwest", (390, 844))):
        _start(page, game, seed=14, size=size)
        for _ in range(8):
            if settle(page) != "move":
                break
            play_on_board(page, moves=1, seed=5)
            settle(page)
            badges = page.evaluate(COVERED)
            seen += len(badges)
            assert all(not hidden for _, hidden in badges), (game, size, badges)
    assert seen >= 10


#: a panned board's area: where it is scrolled to, and how many of the decision's choices
#: (the data-action keys given) stand wholly in what is seen of it (within the window, under
#: the zoom buttons' sticky line)
PAN = """(keys) => { const area = document.querySelector('.game-grid > .board-area');
  const a = area.getBoundingClientRect();
  const top = Math.max(a.top + area.clientTop, 0,
                       area.querySelector(':scope > .zoom-bar').getBoundingClientRect().bottom);
  const bottom = Math.min(a.top + area.clientTop + area.clientHeight, innerHeight);
  const seen = [...area.querySelectorAll('.board [data-action]')]
    .filter((e) => keys.includes(e.dataset.action)).filter((e) => {
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1; }).length;
  return {panned: area.classList.contains('panned'), at: [area.scrollLeft, area.scrollTop],
          seen, prompt: document.querySelector('#moves .prompt').textContent}; }"""


def _taking_two_free_workers(page: Page) -> str:
    """Montana, 3 players at 1280 x 800 (the board pans): Tess's wheel stopped on a free
    choice, two workers of any colour to take from the general supply, one at a time;
    returns her first take's key."""
    page.set_viewport_size({"width": 1280, "height": 800})
    go_home(page)
    set_pace(page, "instant")
    save, key = bots_save_before("montana", 3, 5, "take")
    resume_with_bots(page, save)
    still(page)
    return key


def test_a_panned_board_stays_where_the_player_dragged_it_through_a_move(app_page):
    """The player drags the panned board a little (the supply's choices staying in view)
    and takes a worker there: the next decision (the second worker) has its choices in view
    where the player left them, and the board's area keeps the player's pan to the pixel
    (render.js lays it out once, board-view.js's `keep` and `still`)."""
    page = app_page
    try:
        key = _taking_two_free_workers(page)
        asked = _asked(page)
        before = page.evaluate(PAN, asked)
        assert before["panned"] and before["seen"], before
        handle = page.locator(".board.mt .wheel-disc").bounding_box()
        # beside the wheel, in the gap before the supply (at 3 players the wheel stands at
        # the board's left edge)
        x, y = handle["x"] + handle["width"] + 8, handle["y"] + handle["height"] / 2
        for dy in (40, -40):  # up if the choices stay in view so, else down
            page.mouse.move(x, y)
            page.mouse.down()
            page.mouse.move(x, y - dy / 2)
            page.mouse.move(x, y - dy)
            page.mouse.up()
            dragged = page.evaluate(PAN, asked)
            if dragged["seen"] and dragged["at"] != before["at"]:
                break
        assert dragged["seen"] and dragged["at"] != before["at"], (before, dragged)
        page.locator(f'.board [data-action="{key}"]').click()
        assert settle(page) == "move"
        still(page)
        after = page.evaluate(PAN, _asked(page))
        assert all(k.startswith("take:") for k in _asked(page)), after  # the second worker
        assert after["seen"] and after["at"] == dragged["at"], (dragged, after)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_a_panned_board_brings_a_new_decisions_choices_into_view_from_the_players_pan(
        app_page):
    """The player scrolls the panned board to the landscape's top, out of sight of the
    supply, and takes a worker from the list of moves: the next decision's choices (the
    second worker, in the supply) come into view (docs/boards.md: a decision whose choices
    are all out of view pans the area to the first)."""
    page = app_page
    try:
        key = _taking_two_free_workers(page)
        page.evaluate("() => { document.querySelector('.game-grid > .board-area').scrollTop = 0; }")
        still(page)
        scrolled = page.evaluate(PAN, _asked(page))
        assert scrolled["at"][1] == 0 and not scrolled["seen"], scrolled
        page.locator("#moves .all-moves > summary").click()
        page.locator(f'#moves [data-action="{key}"]').click()
        assert settle(page) == "move"
        still(page)
        after = page.evaluate(PAN, _asked(page))
        assert after["at"][1] > 0 and after["seen"], after
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


#: the board's element marked (a property the page never sets), then whether it is still
#: the board drawn: a morph keeps the element, a rebuilt board is a new one
MARK_BOARD = "() => { document.querySelector('.game-grid .board').westboundSame = true; }"
SAME_BOARD = "() => document.querySelector('.game-grid .board').westboundSame === true"


@pytest.mark.parametrize("game", ["homesteaders", "goldwest", "montana"])
def test_the_moves_after_resuming_a_game_morph_the_board_rather_than_rebuild_it(app_page,
                                                                                  game):
    """A resumed game (the review matrix's 2-player position, halfway) and a person's first
    three moves: the board stays the same element, only its changed parts redrawn (motion.js
    flies pieces across it, a panned board keeps its pan, the focus stays). The keyboard's
    way to the board's first choice, drawn only while a move was on the board, came or
    went before the board: the morph then rebuilt the whole board (Gold West's first move,
    Montana's "Stop building")."""
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    resume_with_bots(page, bots_save(game, 2, 5))
    still(page)
    page.evaluate(MARK_BOARD)
    for turn in range(3):
        key = choice(page, "easy", 5)
        spot = page.locator(f'.board [data-action="{key}"]:visible')
        (spot if spot.count() else page.locator(f'#moves [data-action="{key}"]')).first.click()
        assert settle(page) == "move"
        still(page)
        assert page.evaluate(SAME_BOARD), (turn, key)
