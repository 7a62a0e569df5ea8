"""What stands under the board on a phone, folded to a line each (issue 19): the settings and
the log. Opened, every control of the settings is reachable, in view once scrolled to (not
under the sticky banner), a finger wide (44 px), and not cut (its words inside its box and
the page, in English, French and Spanish: the latter two's labels are the longest), at
390 x 844 and 360 x 740. A replay from the folded log: the player opens the log, steps
back and forth with its buttons and its lines (each a finger wide), and "Back to the game"
is reachable and brings the game back. The game's heading takes two rows, its commands a
finger wide, and the last move's sentence is read whole, not cut with "…"."""
from __future__ import annotations

from pathlib import Path

import pytest
from board_play import bots_save, resume_with_bots, text_size
from playing import NO_HORIZONTAL_SCROLL, at_rest, go_home, set_pace, settle, still
from playwright.sync_api import Page
from test_whole_words import SPLIT_WORDS

SHOTS = Path(__file__).resolve().parent.parent / "test-results" / "boards" / "phone"
PHONES = ({"width": 390, "height": 844}, {"width": 360, "height": 740})
FINGER = 44

#: an element brought into view (as a tap's scroll would) against the window under the
#: sticky banner, its tappable box (a checkbox's label) and whether its words fit it: a
#: select's chosen option is measured in its own font against its box less its arrow
SEEN = """(e) => {
  const target = e.closest('label') || e;
  target.scrollIntoView({block: 'nearest'});
  const turn = document.querySelector('.game-grid > .turn');
  const below = turn ? turn.getBoundingClientRect().bottom : 0;
  const r = target.getBoundingClientRect();
  let cut = target.scrollWidth > target.clientWidth + 1;
  if (e.tagName === 'SELECT') {
    const style = getComputedStyle(e);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = style.font;
    const words = ctx.measureText(e.options[e.selectedIndex].text).width;
    cut = words > e.clientWidth - parseFloat(style.paddingLeft) - 16;
  }
  return {name: (target.innerText || e.getAttribute('aria-label') || '').trim().slice(0, 40),
          top: Math.round(r.top), bottom: Math.round(r.bottom), below: Math.round(below),
          w: Math.floor(r.width), h: Math.floor(r.height), cut,
          inView: r.height > 0 && r.top >= below - 1 && r.bottom <= innerHeight + 1
            && r.left >= -1 && r.right <= innerWidth + 1}; }"""


def _open_phone_game(page: Page, size: dict, lang: str = "en") -> None:
    """A 3-player Montana game halfway through what easy bots played (seed 5), Tess to
    play, on a phone of `size` in `lang`."""
    page.set_viewport_size(size)
    go_home(page)
    page.select_option('[data-cmd="lang"]', lang)
    set_pace(page, "instant")
    resume_with_bots(page, bots_save("montana", 3, 5))
    at_rest(page)


def _seen(page: Page, selector: str) -> list[dict]:
    """Each element of `selector` that is shown, brought into view and measured (`SEEN`)."""
    found = []
    for handle in page.locator(selector).element_handles():
        if handle.is_visible():
            found.append(handle.evaluate(SEEN))
            still(page)
    return found


def _unreachable(seen: list[dict]) -> list[dict]:
    return [s for s in seen if not s["inView"] or s["cut"] or min(s["w"], s["h"]) < FINGER]


def _reachable(page: Page, selector: str) -> None:
    """Each shown element of `selector` (one at least) in view once scrolled to, whole and a
    finger wide."""
    seen = _seen(page, selector)
    assert seen and not _unreachable(seen), (selector, seen)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_the_settings_opened_on_a_phone_show_every_control_whole_and_finger_sized(
        app_page, size, lang):
    page = app_page
    try:
        _open_phone_game(page, size, lang)
        line = page.locator('.side-fold[data-keep="settings-fold"] > summary')
        line.scroll_into_view_if_needed()
        line.click()
        settings = ".game-grid .side .panel.settings"
        assert page.locator(settings).is_visible()
        seen = _seen(page, f"{settings} select, {settings} input, {settings} button")
        assert len(seen) >= 3, seen
        assert not _unreachable(seen), seen
        tip = page.locator(f"{settings} .present-tip")
        assert tip.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1")
        assert page.evaluate(NO_HORIZONTAL_SCROLL)
        page.locator(settings).screenshot(
            path=f"test-results/phone-settings-{lang}-{size['width']}.png")
    finally:
        go_home(page)
        page.select_option('[data-cmd="lang"]', "en")


#: the replay's position on screen, from its sticky banner ("after move k of n")
REPLAYING = "() => document.querySelector('.game-grid.replaying')?.dataset.position ?? null"


@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_a_replay_from_the_folded_log_on_a_phone_steps_back_and_returns_to_the_game(
        app_page, size):
    page = app_page
    try:
        _open_phone_game(page, size)
        log = page.locator('.side-fold[data-keep="log-fold"]')
        assert not log.evaluate("(e) => e.open")
        log.locator("> summary").scroll_into_view_if_needed()
        log.locator("> summary").click()
        nav = '.game-grid .side .log .replay-nav button[data-cmd="replay"]'
        buttons = _seen(page, nav)
        assert len(buttons) == 4 and all(min(b["w"], b["h"]) >= FINGER for b in buttons), buttons
        now = int(page.evaluate("() => document.querySelector('.game-grid').dataset.position"))
        page.locator(f'{nav}[data-arg="prev"]').click()
        page.wait_for_function(f"() => ({REPLAYING})() === '{now - 1}'")
        still(page)
        # the log stays open, its buttons where the finger is: a second step back is a tap
        assert log.evaluate("(e) => e.open")
        _reachable(page, f'{nav}[data-arg="prev"]')
        page.locator(f'{nav}[data-arg="prev"]').click()
        page.wait_for_function(f"() => ({REPLAYING})() === '{now - 2}'")
        forward = page.locator(f'{nav}[data-arg="next"]')
        _reachable(page, f'{nav}[data-arg="next"]')
        forward.click()
        page.wait_for_function(f"() => ({REPLAYING})() === '{now - 1}'")
        # a line of the log shows its position
        entry = page.locator(".log-list li").nth(3)
        move = entry.get_attribute("data-move")
        _reachable(page, f'.log-list li[data-move="{move}"] button')
        entry.locator("button").click()
        page.wait_for_function(f"() => ({REPLAYING})() === '{move}'")
        still(page)
        _reachable(page, '[data-cmd="now"]')
        page.locator('[data-cmd="now"]').click()
        assert settle(page) == "move"
        assert page.evaluate(REPLAYING) is None
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


#: the game's heading and the last move's box: the heading's height, its commands' boxes,
#: and whether the last move's sentence overflows its box (cut by an ellipsis or clipped)
HEAD_AND_LAST = """() => {
  const head = document.querySelector('.game-head');
  const last = document.querySelector('.game-grid > .last-move');
  const commands = [...head.querySelectorAll('a, button')].map(
    (e) => [e.textContent.trim(), Math.floor(e.getBoundingClientRect().height)]);
  return {head: Math.round(head.getBoundingClientRect().height), commands,
          last: last && last.innerText,
          lastCut: !!last && (last.scrollWidth > last.clientWidth + 1
                              || last.scrollHeight > last.clientHeight + 1)}; }"""

#: the heading's height on a phone: the title and its commands on a row (44 px), the status
#: under them in one or two lines (it took three or four rows, 123 to 145 px, in issue 19)
HEAD_AT_MOST = 100


def _small_phone_game(page: Page, game: str, lang: str, players: int) -> None:
    """The review matrix's game (seed 5) halfway, at 360 x 740 in `lang`, at rest."""
    page.set_viewport_size(PHONES[1])
    go_home(page)
    page.select_option('[data-cmd="lang"]', lang)
    set_pace(page, "instant")
    resume_with_bots(page, bots_save(game, players, 5))
    at_rest(page)


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("game", ["homesteaders", "goldwest", "montana"])
def test_the_game_heading_is_two_rows_and_the_last_move_is_read_whole_on_a_phone(
        app_page, game, lang):
    page = app_page
    try:
        _small_phone_game(page, game, lang, 3)
        seen = page.evaluate(HEAD_AND_LAST)
        assert seen["head"] <= HEAD_AT_MOST, seen
        assert len(seen["commands"]) == 2 and all(
            h >= FINGER for _, h in seen["commands"]), seen
        assert seen["last"] and not seen["lastCut"], seen
        assert page.evaluate(NO_HORIZONTAL_SCROLL)
    finally:
        go_home(page)
        page.select_option('[data-cmd="lang"]', "en")
        page.set_viewport_size({"width": 1280, "height": 720})


@pytest.mark.parametrize("game", ["homesteaders", "goldwest", "montana"])
def test_the_larger_text_sizes_on_a_narrow_phone_never_scroll_the_page_sideways(app_page, game):
    """At 360 x 740 with "large" and "very large" text, in Spanish (the longest words), the
    game screen and the home screen are no wider than the window: the top bar's language
    menu goes under the title (it made the page 432 px wide at very large text), and Gold
    West's and Montana's seat cards take the window's width where their column's least
    width in rem (16 and 15) is wider than it (384-409 px)."""
    page = app_page
    try:
        page.set_viewport_size(PHONES[1])
        go_home(page)
        page.select_option('[data-cmd="lang"]', "es")
        set_pace(page, "instant")
        resume_with_bots(page, bots_save(game, 3, 5))
        at_rest(page)
        for size in ("large", "larger"):
            text_size(page, size)
            at_rest(page)
            assert page.evaluate(NO_HORIZONTAL_SCROLL), (size, page.evaluate(
                "document.scrollingElement.scrollWidth"))
        go_home(page)
        assert page.evaluate(NO_HORIZONTAL_SCROLL), page.evaluate(
            "document.scrollingElement.scrollWidth")
    finally:
        go_home(page)
        page.select_option('[data-cmd="text"]', "normal")
        page.select_option('[data-cmd="lang"]', "en")
        page.set_viewport_size({"width": 1280, "height": 720})


#: the game's heading (title, Rules, Present, status): its height, whether it stands within
#: the window's width
HEADING = """() => { const h = document.querySelector('.screen-game .game-head');
  const r = h.getBoundingClientRect();
  return {height: Math.round(r.height), inside: r.left >= 0 && r.right <= innerWidth + 1
          && [...h.children].every((c) => c.scrollWidth <= c.clientWidth + 1)}; }"""


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
@pytest.mark.parametrize("game", ["homesteaders", "goldwest", "montana"])
def test_the_game_heading_at_very_large_text_takes_few_rows_on_a_narrow_phone(app_page, game,
                                                                              lang):
    """At 360 x 740 with very large text the game's heading (its title, "Rules" and "Present",
    the round and what is left) took 169-234 px of the screen above the turn's banner: it
    keeps under 170 px (the title with its commands on one row where they fit, the status
    in at most three lines), within the window, no word cut across two lines."""
    page = app_page
    try:
        _small_phone_game(page, game, lang, 4)
        text_size(page, "larger")
        at_rest(page)
        heading = page.evaluate(HEADING)
        cut = [w for w in page.evaluate(SPLIT_WORDS) if "status" in w or "(in .H1" in w
               or "rules-link" in w or "present-toggle" in w]
        assert heading["height"] < 170 and heading["inside"] and not cut, (heading, cut)
    finally:
        go_home(page)
        page.select_option('[data-cmd="text"]', "normal")
        page.select_option('[data-cmd="lang"]', "en")
        page.set_viewport_size({"width": 1280, "height": 720})


#: the page's top bar: its height, and its two controls (the title's home button and the
#: language menu) each whole in the window, on one row, and the one the finger meets
TOP_BAR = """() => { const bar = document.querySelector('.topbar');
  const parts = ['.brand', '.lang select'].map((s) => bar.querySelector(s));
  const boxes = parts.map((e) => e.getBoundingClientRect());
  const hit = (e, r) => e.contains(document.elementFromPoint((r.left + r.right) / 2,
                                                            (r.top + r.bottom) / 2));
  const mid = (r) => (r.top + r.bottom) / 2;
  return {height: Math.round(bar.getBoundingClientRect().height),
          whole: boxes.every((r) => r.height > 0 && r.left >= -1 && r.right <= innerWidth + 1),
          oneRow: Math.abs(mid(boxes[0]) - mid(boxes[1])) < 12,
          reached: parts.every((e, i) => hit(e, boxes[i])),
          sizes: boxes.map((r) => [Math.round(r.width), Math.round(r.height)])}; }"""


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_the_top_bar_at_very_large_text_is_one_row_on_a_phone(app_page, size, lang):
    """With very large text the page's top bar took 124 px of a phone (the title over the
    language menu): one row of at most 64 px, the title (home) and the language menu each
    whole and under the finger, on the home screen and in a game."""
    page = app_page
    page.set_viewport_size(size)
    try:
        go_home(page)
        page.select_option('[data-cmd="lang"]', lang)
        page.select_option('[data-cmd="text"]', "larger")
        page.wait_for_function("() => document.documentElement.dataset.text === 'larger'")
        for screen in ("home", "game"):
            if screen == "game":
                set_pace(page, "instant")
                resume_with_bots(page, bots_save("montana", 3, 5))
                at_rest(page)
                page.evaluate("() => scrollTo(0, 0)")
            bar = page.evaluate(TOP_BAR)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"topbar-larger-{screen}-{lang}-{size['width']}.png"),
                            clip={"x": 0, "y": 0, "width": size["width"], "height": 160})
            assert bar["height"] <= 64 and bar["whole"] and bar["oneRow"] and bar["reached"], (
                screen, bar)
    finally:
        go_home(page)
        page.select_option('[data-cmd="text"]', "normal")
        page.select_option('[data-cmd="lang"]', "en")
        page.set_viewport_size({"width": 1280, "height": 720})
