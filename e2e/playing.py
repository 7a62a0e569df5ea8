"""Steps the gameplay e2e tests share: open a screen, set up a game, play it by clicking.

The page is driven only as a person would: buttons, selects, text fields and the file
picker. Moves are the `[data-action]` buttons; the test's seat presses the first main move
(the first free one, such as taking a debt, only when nothing else is offered), or, given
a preference list, the first offered move of the most preferred kind, pressing the board's
own button for it (a hex, an office, a space) when the board shows one.
"""
from __future__ import annotations

import json
import re
from collections import Counter

from playwright.sync_api import Page

# What the screen waits for: the end, a hand-over, or a move for a person (no bot thinking).
SETTLED = """() => {
  if (document.querySelector('.screen-end')) return 'end';
  if (document.querySelector('[data-cmd="handover"]')) return 'handover';
  if (document.querySelector('.turn[data-thinking]')) return null;
  if (document.querySelector('[data-action]')) return 'move';
  return null;
}"""

#: brings what fades in (the end screen reveals its scores row by row) or flashes (the last
#: move's highlight) to its end at once, as a person sees the page once it is still: the
#: same end state as waiting for it (a click on the page finishes them the same way), without
#: waiting up to 1.6 s for a highlight or several seconds for an end screen's rows
AT_REST = """() => {
  for (const a of document.getAnimations()) {
    const timing = a.effect && a.effect.getComputedTiming();
    if (timing && Number.isFinite(timing.endTime)) a.finish();
  }
}"""
#: resolves once the page has drawn two frames in which it did not scroll: what an input, a
#: render, a scroll or a resize set going is done (scroll events are sent, render.js and
#: keys.js fit the board in a frame callback after a resize), without a guessed wait
STILL = """async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let at;
  do {
    at = [scrollX, scrollY];
    await frame();
    await frame();
  } while (at[0] !== scrollX || at[1] !== scrollY);
}"""
NO_HORIZONTAL_SCROLL = """() => document.scrollingElement.scrollWidth <= window.innerWidth"""
#: whether the element of a selector is wholly in the window: "in view", "missing", or where
#: it is ("top to bottom")
IN_VIEW = """(sel) => { const e = document.querySelector(sel);
  if (!e) return 'missing';
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1
    && r.left >= -1 && r.right <= innerWidth + 1 ? 'in view' : [r.top, r.bottom].join(' to ');
}"""


def at_rest(page: Page) -> None:
    """Bring the page's finite animations to their end (before a screenshot or a check)."""
    page.evaluate(AT_REST)


def still(page: Page) -> None:
    """Wait until the page has handled what it was sent and stopped scrolling (`STILL`)."""
    page.evaluate(STILL)


def play_a_save(page: Page, engine_save: dict, names: list[str]) -> None:
    """Import an engine's save with a person of `names` in each seat (from the home screen)
    and resume it, handed over to the person to play, until a move is asked for."""
    resume_a_save(page, engine_save, [{"name": name, "kind": "person"} for name in names])


def resume_a_save(page: Page, engine_save: dict, seats: list[dict],
                  until: tuple[str, ...] = ("move",), timeout: float = 30_000) -> str:
    """Import an engine's save with these page seats ({"name", "kind": "person" or "bot",
    "level"}) from the home screen and resume it, handed over to the person to play (the
    bots playing first when it is their turn), until a move is asked for (or another of the
    screens `until` allows, such as "end", within `timeout` ms); returns that screen."""
    record = json.dumps({"engine": engine_save, "page": {"seats": seats}})
    page.set_input_files('input[data-cmd="import"]', files=[
        {"name": "save.json", "mimeType": "application/json", "buffer": record.encode()}])
    page.wait_for_selector(".flash.info")
    page.locator('.save [data-cmd="resume"]').first.click()
    if settle(page, timeout) == "handover":
        page.click('[data-cmd="handover"]')
    screen = settle(page, timeout)
    assert screen in until
    return screen


def fits_a_phone(page: Page) -> bool:
    """Whether the screen on display fits a 390 px phone without sideways scrolling; the
    page goes back to the tests' usual 1280 x 720 afterwards."""
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        still(page)  # the board is fitted to the new size in a frame after the resize
        return page.evaluate(NO_HORIZONTAL_SCROLL)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def check_end_scores(page: Page, seats: int, categories: tuple[str, ...]) -> None:
    """The end screen: one score column per seat, a row per category, the winners named."""
    scores = page.locator(".scores table")
    assert scores.locator("thead th").count() == seats
    for category in categories:
        assert scores.get_by_role("rowheader", name=category, exact=True).count() == 1
    assert re.search(r"wins!|share the win!", page.locator(".winners").inner_text())


def go_home(page: Page) -> None:
    page.click("button.brand")
    page.wait_for_selector(".screen-home")


def set_pace(page: Page, pace: str) -> None:
    """Bots' speed (on the home screen); "instant" keeps a full game short. Chosen only
    when another is (choosing the same again would draw the screen anew for nothing)."""
    picker = page.locator('[data-cmd="pace"]').first
    if picker.input_value() != pace:
        picker.select_option(pace)


def new_game(page: Page, seats: list[tuple[str, str]], seed: int,
             game: str = "homesteaders", **options: bool) -> None:
    """From the home screen: seats are (name, "person" or "bot:<level>")."""
    page.click(f'[data-cmd="new"][data-arg="{game}"]')
    page.select_option('[name="players"]', str(len(seats)))
    for i, (name, who) in enumerate(seats):
        page.fill(f'[name="name-{i}"]', name)
        page.select_option(f'[name="who-{i}"]', who)
    for name, on in options.items():
        page.set_checked(f'[name="opt-{name}"]', on)
    page.fill('[name="seed"]', str(seed))
    page.click('[data-cmd="start"]')


def settle(page: Page, timeout: float = 30_000) -> str:
    """Wait until a person can act (or the game is over); returns what is on screen."""
    return page.wait_for_function(SETTLED, timeout=timeout).json_value()


def click_a_move(page: Page) -> str:
    """Press the first main move, or the first free move when there is no other."""
    main = page.locator("[data-action]:not([data-free]):visible")
    button = main.first if main.count() else page.locator("[data-action]:visible").first
    key = button.get_attribute("data-action")
    button.click()
    return key


def offered(page: Page) -> list[tuple[str, str]]:
    """(key, label) of the main moves in the move list, in the page's order."""
    return [tuple(pair) for pair in page.eval_on_selector_all(
        "#moves [data-action]:not([data-free])",
        "els => els.map(e => [e.dataset.action, e.getAttribute('aria-label') || e.textContent])")]


Preference = str | tuple[str, str]


def preferred(moves: list[tuple[str, str]], prefer: list[Preference]) -> str:
    """The key of the first offered move of the most preferred kind. An entry matches a key
    exactly or as its beginning up to a colon (``build`` matches ``build:camp:1,2``); an
    entry (kind, regex) also needs the move's label to match the regex."""
    for want in prefer:
        kind, pattern = (want, None) if isinstance(want, str) else want
        for key, label in moves:
            if ((key == kind or key.startswith(kind + ":"))
                    and (pattern is None or re.search(pattern, label))):
                return key
    return moves[0][0]


def show_part_with(page: Page, spot) -> None:
    """Show in turn the parts of a board shown in one place (Gold West on a laptop: the map,
    shipping with BoomTown, the investments) until `spot` is in view, if it is on one."""
    for view in page.locator(".board .gw-views label:visible").all():
        view.click()
        if spot.count():
            return


def click_preferred(page: Page, prefer: list[Preference], clicks: Counter | None = None) -> str:
    """Press the preferred move: on the board when it is there, else in the move list."""
    moves = offered(page)
    if not moves:
        return click_a_move(page)
    key = preferred(moves, prefer)
    spot = page.locator(f'.board button.spot[data-action="{key}"]:visible')
    if not spot.count():  # on a part of the board shown in turn, as a player finds it
        show_part_with(page, spot)
    where = "board" if spot.count() else "list"
    listed = page.locator(f'#moves [data-action="{key}"]:visible')
    if where == "list" and not listed.count():  # folded in the list of all moves
        page.click("#moves .all-moves summary")
    (spot.first if where == "board" else listed.first).click()
    if clicks is not None:
        clicks[where] += 1
    return key


def play(page: Page, moves: int | None = None, handover: bool = True,
         prefer: list[Preference] | None = None, clicks: Counter | None = None) -> str:
    """Click moves until `moves` were made or the game ended; returns the final screen.
    With `prefer`, moves are chosen by `click_preferred` (and counted in `clicks`)."""
    made = 0
    while True:
        screen = settle(page)
        if screen == "end" or (moves is not None and made >= moves):
            return screen
        if screen == "handover":
            if not handover:
                return screen
            page.click('[data-cmd="handover"]')
            continue
        if prefer is None:
            click_a_move(page)
        else:
            click_preferred(page, prefer, clicks)
        made += 1


def log_texts(page: Page) -> list[str]:
    return page.locator(".log-list li").all_inner_texts()


def stored_moves(page: Page) -> int:
    """How many moves the open game's autosave holds (read from localStorage)."""
    return page.evaluate("""() => {
      const id = localStorage.getItem('westbound.current');
      return JSON.parse(localStorage.getItem('westbound.save.' + id)).engine.actions.length;
    }""")


def think_time(page: Page, seconds: str, open_app) -> None:
    """Store the thinking time and the instant pace (the page offers 1, 3 and 10 s; a test
    may store less), then reload so that the page reads them."""
    settings = json.loads(page.evaluate("localStorage.getItem('westbound.settings')") or "{}")
    settings.update(think=seconds, pace="instant")
    page.evaluate(f"localStorage.setItem('westbound.settings', {json.dumps(json.dumps(settings))})")
    open_app(page)


def person_against_medium(page: Page, open_app, seconds: str = "1") -> None:
    """Homesteaders (seed 12), Ann against a medium bot, thinking time `seconds`: Ann's move
    on screen (where the tests of the hint start)."""
    think_time(page, seconds, open_app)
    go_home(page)
    new_game(page, [("Ann", "person"), ("", "bot:medium")], seed=12, game="homesteaders")
    assert settle(page) == "move"
