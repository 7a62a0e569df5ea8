"""Gold West's parts shown in turn on a laptop (ui/games/gw_views.py, assets/render.js): the
part a player chose to look at stays shown through the moves that follow, the bots' too,
until their own next decision asks about a part; the names are one Tab stop whose arrow
keys go from name to name."""
from __future__ import annotations

from playing import go_home, resume_a_save, settle, still
from playwright.sync_api import Page

import engine
from engine.core import Rng

#: each render's position, the part the decision asks about (a person choosing) and the
#: part shown, recorded in the page
RECORD = """() => {
  window.partsSeen = [];
  if (window.partsRecorder) return;
  window.partsRecorder = true;
  document.addEventListener(window.westboundHooks.DRAWN, () => {
    const group = document.querySelector('.board .gw-views');
    if (!group) return;
    const grid = group.closest('[data-position]');
    const shown = group.querySelector('input:checked');
    window.partsSeen.push({at: grid && grid.dataset.position, asked: group.dataset.asked || null,
                           shown: shown && shown.value});
  });
}"""
#: the names' Tab stops (what Tab reaches) and the name checked
STOPS = """() => {
  const inputs = [...document.querySelectorAll('.board .gw-views input')];
  return {stops: inputs.filter((e) => e.tabIndex >= 0).map((e) => e.value),
          checked: inputs.filter((e) => e.checked).map((e) => e.value)};
}"""


def _person_to_play(seed: int = 11, after: int = 24) -> dict:
    """A 2-player Gold West game the easy bots played past `after` moves, where seat 0
    (the person) is to choose."""
    game = engine.GAMES["goldwest"]
    state, rng = game.new(2, seed=seed, options={}), Rng(seed)
    moves = 0
    while moves < after or game.to_act(state)[0] != 0:
        seat = game.to_act(state)[0]
        state = game.apply(state, game.bots["easy"](state, seat, rng, 0))
        moves += 1
    return game.save(state)


def _play_from_the_list(page: Page) -> None:
    """Press the first main move in the list of moves (the part that holds it on the board
    may be out of view: the player is looking at another)."""
    listed = page.locator("#moves [data-action]:not([data-free]):visible")
    if not listed.count():
        page.click("#moves .all-moves summary")
    listed.first.click()


def _open(page: Page) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    go_home(page)
    resume_a_save(page, _person_to_play(), [{"name": "Kit", "kind": "person"},
                                            {"name": "Bot", "kind": "bot", "level": "easy"}])


def test_the_part_a_player_chose_stays_shown_through_the_bots_moves(app_page):
    """At each of the person's decisions they open a part the decision does not ask about,
    then play: every screen drawn while the bot plays keeps the part they chose; their own
    next decision shows the part it asks about."""
    page = app_page
    _open(page)
    page.evaluate(RECORD)
    for _ in range(4):
        asked = page.get_attribute(".board .gw-views", "data-asked")
        assert asked, "the person's decision names the part it asks about"
        other = "town" if asked == "invest" else "invest"
        page.click(f".gw-view:has(.gw-view-{other})")
        assert page.evaluate(STOPS) == {"stops": [other], "checked": [other]}
        page.evaluate("(v) => window.partsSeen.push({click: v})", other)
        _play_from_the_list(page)
        if settle(page) != "move":
            break
    still(page)
    seen = page.evaluate("() => window.partsSeen")
    chosen, bots = None, 0
    for drawn in seen:
        if "click" in drawn:
            chosen = drawn["click"]
        elif drawn["asked"]:  # the person's own new decision: the part it asks about
            assert drawn["shown"] == drawn["asked"], seen
            chosen = None
        elif chosen:  # the bot's move: the player's choice kept
            assert drawn["shown"] == chosen, seen
            bots += 1
    assert bots >= 1, seen


def test_the_part_names_are_one_tab_stop_walked_by_the_arrow_keys(app_page):
    """Tab goes from the board's stop to the checked name (the only one Tab reaches), the
    arrow keys check the next name and show its part, which stays the one Tab stop."""
    page = app_page
    _open(page)
    page.focus('[data-cmd="to-board"]')
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    before = page.evaluate(STOPS)
    assert len(before["stops"]) == 1 and before["stops"] == before["checked"], before
    assert page.evaluate("() => document.activeElement.value") == before["checked"][0]
    views = ["map", "town", "invest"]
    for press in range(1, 3):
        page.keyboard.press("ArrowRight")
        now = page.evaluate(STOPS)
        want = views[(views.index(before["checked"][0]) + press) % 3]
        assert now == {"stops": [want], "checked": [want]}, (press, now)
        part = {"map": ".gw-map-wrap", "town": ".gw-boomtown", "invest": ".gw-invest"}[want]
        assert page.locator(f".board {part}").is_visible(), want
