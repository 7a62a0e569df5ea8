"""One click, one move: a double click (mouse) or a double tap (touch) on a move plays one
move, although the screen changes under the pointer after the first (without the page's
guard, 6 of these 8 double clicks in Montana and 4 of 8 in Gold West played two moves, and
others fell on "Take back" and undid the move); a press on a button whose move changed
while the pointer was down plays nothing; the replay's steps may still be clicked
quickly."""
from __future__ import annotations

import time

import pytest
from board_play import bots_save
from playing import (
    go_home,
    new_game,
    resume_a_save,
    set_pace,
    settle,
    still,
    stored_moves,
)

# Records every click on the page: its click count and the move it landed on, if any.
RECORD_CLICKS = """() => {
  if (window.__clicks) return;
  window.__clicks = [];
  addEventListener("click", (event) => {
    const move = event.target.closest && event.target.closest("#app [data-action]");
    window.__clicks.push([event.detail, move ? move.getAttribute("data-action") : null]);
  }, true);
}"""

SEAT_MOVES = """() => {
  const id = sessionStorage.getItem('westbound.current');
  return JSON.parse(localStorage.getItem('westbound.save.' + id)).engine.actions
    .filter(([seat]) => seat === 0).length;
}"""

GAMES = ("goldwest", "montana")
#: the moves a person sees: on the board, and in the list the moves the board cannot show
#: (the list's full copy of every move stays folded); the list's first, as the page's focus
SHOWN_MOVES = "#app [data-action]:visible"
DOUBLE_CLICKS = 8
#: longer than the browser's double-tap interval
TAP_PAUSE_MS = 600
#: a person's double tap: one tap this long, the next this soon after the first
TAP_MS, DOUBLE_TAP_MS = 40, 150


@pytest.fixture(scope="module")
def touch_page(browser, browser_context_args, open_app):
    """A phone: touch events, no mouse."""
    context = browser.new_context(**browser_context_args, viewport={"width": 390,
                                  "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    open_app(page)
    yield page
    context.close()


def _double_tap(page, button) -> None:
    """Two taps DOUBLE_TAP_MS apart in the middle of `button`, scrolled to the middle of
    the screen as a person would (clear of the phone's sticky turn banner). The taps carry
    a person's timing: the page's work after the first must not spread them apart, as it
    does when the second is sent only once the first was handled (then the browser rightly
    sees two taps of their own, 0.5 to 0.7 s apart on a busy machine)."""
    button.evaluate("b => b.scrollIntoView({block: 'center'})")
    box = button.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    assert button.evaluate("(b, p) => b.contains(document.elementFromPoint(p.x, p.y))", point)
    cdp = page.context.new_cdp_session(page)
    start = time.time()
    try:
        for at in (start, start + DOUBLE_TAP_MS / 1000):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point],
                                                  "timestamp": at})
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [],
                                                  "timestamp": at + TAP_MS / 1000})
    finally:
        cdp.detach()


def _unfold_the_list(page, unfolded: bool) -> None:
    """Show (or fold away) the list's copy of every move, as a person who prefers the list
    does with its heading; it stays as they left it from one screen to the next."""
    every = page.locator("#moves details.all-moves")
    if every.count() and every.evaluate("d => d.open") != unfolded:
        every.locator("summary").click()


def _double_clicks(page, game, touch):
    """Double clicks (or taps) on the first move a person sees, where the next screen's
    first move often appears: the first half with the list folded (on the board, or in the
    list when only the list shows the move), the second half in the unfolded list of every
    move, whose first move stands at the same place screen after screen. Per double click,
    the moves the person made and where its second click landed (a move key, or None)."""
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Ada", "person"), ("", "bot:easy")], seed=3, game=game)
    page.evaluate(RECORD_CLICKS)
    out = []
    for i in range(DOUBLE_CLICKS):
        assert settle(page) == "move"
        _unfold_the_list(page, i >= DOUBLE_CLICKS // 2)
        before = page.evaluate(SEAT_MOVES)
        page.evaluate("window.__clicks.length = 0")
        button = page.locator(SHOWN_MOVES).first
        if touch:
            # a person reads the new screen before tapping again; taps in quick succession
            # at one spot count as one multiple tap (the browser's tap count goes on)
            page.wait_for_timeout(TAP_PAUSE_MS)
            _double_tap(page, button)
        else:
            button.dblclick()
        settle(page)
        second = [key for detail, key in page.evaluate("window.__clicks")][1:]
        out.append((page.evaluate(SEAT_MOVES) - before, second[-1] if second else None))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_a_double_click_plays_one_move(app_page, game):
    runs = _double_clicks(app_page, game, touch=False)
    assert [made for made, _ in runs] == [1] * DOUBLE_CLICKS, runs
    assert any(landed for _, landed in runs), "no second click fell on a move: no test"


@pytest.mark.parametrize("game", GAMES)
def test_a_double_tap_plays_one_move(touch_page, game):
    runs = _double_clicks(touch_page, game, touch=True)
    assert [made for made, _ in runs] == [1] * DOUBLE_CLICKS, runs
    assert any(landed for _, landed in runs), "no second tap fell on a move: no test"


def test_a_button_that_changed_under_the_pressed_pointer_plays_nothing(app_page):
    """The pointer goes down on a move; the screen is redrawn with another move in the same
    button (as a render that morphs the page does); letting go plays nothing."""
    page = app_page
    go_home(page)
    new_game(page, [("Ada", "person"), ("", "bot:easy")], seed=3, game="montana")
    assert settle(page) == "move"
    moves = page.locator(SHOWN_MOVES)
    assert moves.count() >= 2
    other = moves.nth(1).get_attribute("data-action")
    box = moves.first.bounding_box()
    before = stored_moves(page)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    moves.first.evaluate("(button, key) => button.setAttribute('data-action', key)", other)
    page.mouse.up()
    still(page)
    assert stored_moves(page) == before
    moves.first.click()  # the button, now seen, plays its move
    settle(page)
    assert stored_moves(page) > before


def test_a_move_pressed_with_the_keyboard_counts_and_a_held_key_does_not_repeat(app_page):
    page = app_page
    go_home(page)
    # Montana hides nothing: no hand-over, the next person's moves come at once
    new_game(page, [("Ada", "person"), ("Bo", "person")], seed=3, game="montana")
    assert settle(page) == "move"
    before = stored_moves(page)
    page.locator(SHOWN_MOVES).first.focus()
    page.keyboard.down("Enter")
    for _ in range(5):  # what a held key sends
        page.keyboard.down("Enter")
    page.keyboard.up("Enter")
    still(page)
    assert stored_moves(page) == before + 1


def test_the_replay_steps_may_be_clicked_quickly(app_page):
    """Stepping back through the end screen's replay with a double click: two steps (the
    end screen of a finished game of two bots, imported)."""
    page = app_page
    go_home(page)
    bots = [{"name": name, "kind": "bot", "level": "easy"} for name in ("Ada", "Bo")]
    assert resume_a_save(page, bots_save("montana", 2, seed=2, left=0), bots,
                         until=("end",)) == "end"
    step = page.locator('[data-cmd="replay"][data-arg="prev"]')
    position = page.locator(".replay-pos")
    last = position.inner_text()
    page.wait_for_timeout(TAP_PAUSE_MS)  # a person looks at the screen first
    step.dblclick()
    page.wait_for_function("(text) => document.querySelector('.replay-pos').textContent "
                           "!== text", arg=last)
    total = int(last.split()[-1])
    assert position.inner_text().split()[3] == str(total - 2)
