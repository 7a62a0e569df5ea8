"""While the worker searches, the page's main thread draws nothing: the screen is drawn once
when a search starts (its busy button or turn banner, which turns with CSS) and once with
its answer. `bench/page.py --hard` measures the frames; this checks what the page does."""
from __future__ import annotations

from playing import (
    click_a_move,
    go_home,
    new_game,
    person_against_medium,
    set_pace,
    settle,
    think_time,
)

# Counts the page's renders (assets/render.js), noting for each whether a hint was being
# computed or the hard seat "Hardy" was thinking when it was asked for.
COUNT_RENDERS = """() => {
  const counts = window.__renders = { hint: 0, hard: 0, all: 0 };
  const render = window.westbound.render;
  window.westbound.render = function (root, html, highlight) {
    counts.all += 1;
    if (document.querySelector('[data-cmd="hint"][aria-busy]')) counts.hint += 1;
    const turn = document.querySelector('.turn[data-thinking]');
    if (turn && turn.textContent.includes('Hardy')) counts.hard += 1;
    return render(root, html, highlight);
  };
}"""


ANSWERED = """(renders) => window.__renders.all >= renders
  && document.querySelector('[data-hint-panel] .hint-moves li')
  && !document.querySelector('[data-cmd="hint"][aria-busy]')"""


def test_while_a_hint_is_computed_the_screen_is_drawn_only_with_its_answer(app_page, open_app):
    page = app_page
    person_against_medium(page, open_app)
    page.evaluate(COUNT_RENDERS)
    for ask in range(2):
        page.click('[data-cmd="hint"]')
        # the answer is drawn (the list of the previous answer stays until the busy button
        # replaces it, so the list alone does not say the new answer came)
        page.wait_for_function(ANSWERED, arg=2 * (ask + 1), timeout=120_000)
        # each hint: one render drew the busy button (before it showed), one its answer
        assert page.evaluate("window.__renders") == {"hint": ask + 1, "hard": 0,
                                                     "all": 2 * (ask + 1)}


def test_while_the_hard_bot_thinks_the_screen_is_drawn_only_with_its_move(app_page, open_app):
    page = app_page
    think_time(page, "0.3", open_app)
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Ann", "person"), ("Hardy", "bot:hard")], seed=3, game="homesteaders")
    assert settle(page, timeout=120_000) == "move"
    page.evaluate(COUNT_RENDERS)
    before = _hard_moves(page)
    for _ in range(3):  # the person moves; the hard seat answers when its turn comes
        click_a_move(page)
        assert settle(page, timeout=120_000) == "move"
    searched = _hard_moves(page) - before
    # one render asked for while Hardy's banner showed per move Hardy made: its answer
    assert searched > 0
    assert page.evaluate("window.__renders.hard") == searched


def _hard_moves(page) -> int:
    """How many moves the hard seat (seat 1) has made, from the autosave."""
    return page.evaluate("""() => {
      const id = localStorage.getItem('westbound.current');
      const save = JSON.parse(localStorage.getItem('westbound.save.' + id));
      return save.engine.actions.filter((a) => a[0] === 1).length;
    }""")
