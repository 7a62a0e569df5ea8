"""Issue 18 in Chromium: a move's motion on the board (tokens travelling, the pieces shown
as they land) at the normal pace in every game, nothing moving with reduced motion, a
click that finishes the motion and brings the next computer move at once, and the
teacher's pace through five computer moves with Next (button and key) and Back, and with
hard computer players (their search runs in a worker)."""
from __future__ import annotations

import pytest
from playing import go_home, new_game, set_pace, think_time

BOTS = [("Bot A", "bot:easy"), ("Bot B", "bot:easy"), ("Bot C", "bot:easy")]
GAMES = ["homesteaders", "goldwest", "montana"]
#: the move's motion now: how many animations, how many on the board, tokens in flight
MOTION = """() => {
  const ours = document.getAnimations().filter((a) => a.id === 'westbound-motion'
                                                 && a.playState === 'running');
  const target = (a) => a.effect && a.effect.target;
  return {all: ours.length,
          board: ours.filter((a) => target(a) && target(a).closest('.board')).length,
          tokens: ours.filter((a) => target(a) && target(a).closest('.motion-layer')).length,
          left: Math.max(0, ...ours.map((a) => {
            const t = a.effect.getComputedTiming();
            return t.endTime - t.localTime;
          }))};
}"""
MOVING = "() => document.getAnimations().some((a) => a.id === 'westbound-motion'" \
         " && a.playState === 'running' && a.effect.target.closest('.board'))"
#: how many moves were played (the position on screen; a move that logs nothing has no
#: sentence, so the last move's sentence cannot count them)
LAST_MOVE = """() => {
  const el = document.querySelector('.game-grid[data-position]');
  return el ? Number(el.dataset.position) : 0;
}"""


def last_move(page) -> int:
    return page.evaluate(LAST_MOVE)


@pytest.mark.parametrize("game", GAMES)
def test_a_computer_move_travels_on_the_board_at_the_normal_pace(app_page, game):
    page = app_page
    go_home(page)
    set_pace(page, "normal")
    new_game(page, BOTS, seed=5, game=game)
    # some move of the first few moves things on the board: seen while it plays
    page.wait_for_function(MOVING, polling="raf", timeout=60_000)
    seen = page.evaluate(MOTION)
    assert seen["board"] >= 1 and seen["tokens"] >= 1
    go_home(page)  # the computer players stop


def test_nothing_moves_with_reduced_motion_and_the_highlight_and_sentence_stay(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "normal")
    page.emulate_media(reduced_motion="reduce")
    try:
        new_game(page, BOTS, seed=5, game="montana")
        # watch every frame until three moves were played (and drawn) in front of us
        seen = page.evaluate("""async () => {
          const at = """ + LAST_MOVE + """;
          const start = at();
          let moving = 0, lit = 0, said = '';
          while (at() < start + 3) {
            moving += document.getAnimations().filter((a) => a.id === 'westbound-motion').length;
            lit = Math.max(lit, document.querySelectorAll('.board .changed').length);
            const text = document.querySelector('.last-move-text');
            said = said || (text ? text.textContent.trim() : '');
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return {moving, lit, said};
        }""")
    finally:
        page.emulate_media(reduced_motion="no-preference")
    assert seen["moving"] == 0
    assert seen["lit"] >= 1 and seen["said"]
    go_home(page)


def test_what_a_move_changed_glows_once_what_flies_has_landed(app_page):
    """At the normal pace: while a move's pieces fly, nothing it changed on the board glows
    (a new round's cards in Homesteaders glowed while the card flew to them); once they have
    landed, what it changed glows."""
    page = app_page
    go_home(page)
    set_pace(page, "normal")
    new_game(page, BOTS, seed=5, game="homesteaders")
    seen = page.evaluate("""async () => {
      const at = """ + LAST_MOVE + """;
      const start = at();
      let early = 0, after = 0, flew = 0;
      while (at() < start + 4) {
        const flying = document.getAnimations().some((a) => a.id === 'westbound-motion'
          && a.playState === 'running');
        const glowing = document.getAnimations().filter((a) => a.animationName
          && a.animationName.startsWith('changed-') && a.playState === 'running'
          && a.effect.target.closest('.board')).length;
        if (flying) { flew++; early += glowing; } else after += glowing;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return {early, after, flew};
    }""")
    go_home(page)
    assert seen["flew"] and seen["after"], seen
    assert seen["early"] == 0, seen


#: the page's timers of a second or more, with when they were set (the pace's wait after a
#: move's motion is one: the slow pace waits a second)
WATCH_TIMERS = """(() => {
  const setTimer = window.setTimeout;
  window.timers = [];
  window.setTimeout = function (f, ms, ...rest) {
    if (ms >= 1000) window.timers.push([performance.now(), ms]);
    return setTimer.call(this, f, ms, ...rest);
  };
})()"""


def test_a_click_during_the_motion_finishes_it_and_the_next_move_comes_at_once(
        app_page, open_app):
    page = app_page
    page.context.add_init_script(WATCH_TIMERS)
    open_app(page)
    go_home(page)
    set_pace(page, "slow")  # a long motion, and a second's wait after it when nobody hurries
    new_game(page, BOTS, seed=5, game="montana")
    # a click on the page (its heading) while a move's motion plays, in the same frame as
    # the motion is seen: no motion can end on its own in between; the time the next move
    # is drawn is taken as it is drawn
    page.wait_for_function("""() => {
      const seen = document.getAnimations().filter((a) => a.id === 'westbound-motion'
                                                    && a.playState === 'running');
      if (!seen.length) return false;
      const at = """ + LAST_MOVE + """;
      const n = at();
      window.timers = [];
      window.motionSeen = seen;
      document.addEventListener('westbound:drawn', () => {
        if (at() > n && !window.nextDrawn) window.nextDrawn = performance.now();
      });
      const heading = document.querySelector('.game-head h1');
      heading.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
      heading.click();
      return true;
    }""", polling="raf", timeout=60_000).json_value()
    # every animation of that move finished at once, its tokens gone
    assert page.evaluate("""() => window.motionSeen.every((a) => a.playState === 'finished'
      && !(a.effect.target.closest('.motion-layer') && a.effect.target.isConnected))""")
    page.wait_for_function("() => window.nextDrawn", timeout=30_000)
    # and the computer's next move came without the pace's wait
    assert page.evaluate("""() => window.timers.filter(
      ([t, ms]) => t < window.nextDrawn && ms === 1000)""") == []
    go_home(page)


def test_the_teachers_pace_plays_five_moves_on_next_and_back_looks_at_them(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "teacher")
    new_game(page, BOTS, seed=5, game="montana")
    nexts = page.locator('[data-cmd="next"]')
    for n in range(1, 6):
        nexts.wait_for()
        pending = page.locator(".pending")
        assert pending.get_attribute("data-pending") == str(n)
        said = " ".join(pending.locator(".pending-text").inner_text().split(":", 1)[1].split())
        assert said and last_move(page) == n - 1  # said, not played
        if n % 2:
            nexts.click()
        else:  # the N key does the same, from anywhere but a text field
            page.locator(".game-head h1").focus()
            page.keyboard.press("n")
        page.wait_for_function(f"() => ({LAST_MOVE})() === {n}")
        banner = page.locator(".last-move-text")
        if banner.count():  # the move played is the one said
            assert " ".join(banner.inner_text().split()) == said
    page.wait_for_selector('.pending[data-pending="6"]')
    assert last_move(page) == 5
    for k in (4, 3):  # Back steps through the moves played
        page.click('[data-cmd="replay"][data-arg="prev"]')
        page.wait_for_selector(f'.game-grid.replaying[data-position="{k}"]')
        assert nexts.count() == 0
    page.click('[data-cmd="now"]')
    page.wait_for_selector('.pending[data-pending="6"]')
    assert last_move(page) == 5  # nothing was played meanwhile
    go_home(page)
    set_pace(page, "instant")


def test_the_teachers_pace_with_hard_players_plays_the_move_their_search_chose_on_next(
        app_page, open_app):
    """Two hard players searching in the worker (a short thinking time): each move is
    chosen, said and held; Next plays the move said, and the next one is chosen."""
    page = app_page
    think_time(page, "0.05", open_app)
    go_home(page)
    set_pace(page, "teacher")
    new_game(page, [("Hardy", "bot:hard"), ("Harda", "bot:hard")], seed=8, game="goldwest")
    try:
        nexts = page.locator('[data-cmd="next"]')
        for n in (1, 2, 3):
            nexts.wait_for(timeout=60_000)
            pending = page.locator(".pending")
            assert pending.get_attribute("data-pending") == str(n)
            said = " ".join(pending.locator(".pending-text").inner_text().split(":", 1)[1]
                            .split())
            assert said and last_move(page) == n - 1  # chosen and said, not played
            nexts.click()
            page.wait_for_function(f"() => ({LAST_MOVE})() === {n}")
            banner = page.locator(".last-move-text")
            if banner.count():
                assert " ".join(banner.inner_text().split()) == said
        # the searches ran in the worker, not on the page
        assert page.locator('script[type="py"][worker][name^="search-"]').count() == 1
    finally:
        go_home(page)
        set_pace(page, "instant")
