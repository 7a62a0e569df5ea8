"""Issue 18 in Chromium: a move's motion plays its steps in the order its game's rules apply
them (the game's steps for that kind of move, `ui/games/*_motion.py`), and after a move
only what it changed glows, even where the page restyles the board (presentation mode at
the largest text raises the board's fonts)."""
from __future__ import annotations

import pytest
from board_play import bots_save_before, resume_with_bots
from playing import click_preferred, go_home, new_game, set_pace

BOTS = [("Bot A", "bot:easy"), ("Bot B", "bot:easy"), ("Bot C", "bot:easy")]
#: every animation the page starts, with the position on screen then and when it starts
WATCH_ANIMATIONS = """(() => {
  const animate = Element.prototype.animate;
  window.started = [];
  Element.prototype.animate = function (frames, options) {
    const grid = document.querySelector('.game-grid[data-position]');
    const use = this.querySelector && this.querySelector(':scope > use');
    const place = this.closest && this.closest('[data-k]');
    window.started.push({
      position: grid ? Number(grid.dataset.position) : 0,
      steps: grid ? grid.dataset.steps || '' : '',
      delay: (options && options.delay) || 0,
      href: use ? use.getAttribute('href') : '',
      classes: (this.getAttribute && this.getAttribute('class')) || '',
      place: place ? place.getAttribute('data-k') : '',
      token: !!(this.closest && this.closest('.motion-layer')),
      // a token from the supply (or nowhere in view) arrives, one to it leaves (paid)
      arrives: !!frames[0] && frames[0].opacity === 0,
      leaves: frames.length > 2 && frames[frames.length - 1].opacity === 0});
    return animate.call(this, frames, options);
  };
})()"""
POSITION = """() => {
  const grid = document.querySelector('.game-grid[data-position]');
  return grid ? Number(grid.dataset.position) : 0;
}"""

#: (game, the move a person plays (its kind, the kind of that player's move before it, the
#: game's seed) or None, the steps said for it, what moves first, what moves next): each a
#: test on an animation (a token of a symbol flying, or the piece at a place moving)
ORDERS = {
    # Montana, Action A: the arrow spins, then its two workers come
    "montana-recruit": ("montana", ("recruit", None, 5), "wheel worker", "a.place === 'mt-arrow'",
                        "a.token && a.href.startsWith('#mt-w-')"),
    # Montana, Action C: the goods are discarded, then the camp is placed
    "montana-build": ("montana", ("build", None, 5), "pay land gain",
                      "a.token && a.href.startsWith('#mt-good-')",
                      "a.token && a.href === '#mt-camp'"),
    # Gold West, building: the materials leave the hand, then the camp lands on its hex
    "goldwest-build": ("goldwest", ("build", None, 5), "pay land gain",
                       "a.token && a.href.startsWith('#gw-res-') && a.leaves",
                       "a.token && !a.href.startsWith('#gw-res-')"),
    # ... then the mining token's resources come from its hex (in view: not faded in) into
    # the hand, where the player puts them into a section
    "goldwest-token": ("goldwest", ("build", None, 5), "pay land gain",
                       "a.token && a.href === '#gw-camp'",
                       "a.token && a.href.startsWith('#gw-res-') && !a.arrives && !a.leaves"),
    # Homesteaders, building: the cost goes back to the supply, then the building comes
    # from the supply to the player's area (a copy of its card flies)
    "homesteaders-build": ("homesteaders", ("build", None, 4), "pay hs-bld gain",
                           "a.token && a.leaves", "a.token && /hs-owned/.test(a.classes)"),
    # Homesteaders: the rail track's bonus is taken, then an auction won is paid (the
    # computer players play from the start until such a move)
    "homesteaders-rail": ("homesteaders", None, "gain pay",
                          "a.token && a.href === '#hs-trade'",
                          "a.token && a.href === '#hs-silver'"),
    # Homesteaders, a turn's end: the income's silver arrives, then the wages' silver
    # leaves (both seen, not only the difference; the computer players play until one; a
    # token going to a holding out of view fades at the window's edge: a payment is one
    # that leaves and did not arrive)
    "homesteaders-done": ("homesteaders", None, "gain pay",
                          "a.token && a.href === '#hs-silver' && a.arrives",
                          "a.token && a.href === '#hs-silver' && a.leaves && !a.arrives"),
}
#: the first move played after position `since` whose steps are `steps` and in which both
#: kinds of animation were seen: when each kind started (a move's motion starts all its
#: animations, each with its delay, as the move is drawn)
FOUND = """([steps, first, then, since]) => {
  const isFirst = new Function('a', 'return ' + first);
  const isThen = new Function('a', 'return ' + then);
  const moves = new Map();
  window.started.filter((a) => a.steps === steps && a.position > since).forEach((a) => {
    if (!moves.has(a.position)) moves.set(a.position, {firsts: [], thens: []});
    if (isFirst(a)) moves.get(a.position).firsts.push(a.delay);
    if (isThen(a)) moves.get(a.position).thens.push(a.delay);
  });
  for (const [position, seen] of moves) {
    if (seen.firsts.length && seen.thens.length) return {position, ...seen};
  }
  return null;
}"""


@pytest.fixture(scope="module")
def watched(app_page, open_app):
    """The module's page, every animation it starts recorded (`WATCH_ANIMATIONS`)."""
    app_page.context.add_init_script(WATCH_ANIMATIONS)
    return open_app(app_page)


@pytest.mark.parametrize("case", list(ORDERS))
def test_a_moves_steps_play_in_the_order_its_rules_apply_them(watched, case):
    """The move is pressed by a person at the normal pace, in a position the engine's bots
    reached just before it (or played by the computer players from the start)."""
    game, move, steps, first, then = ORDERS[case]
    page = watched
    go_home(page)
    page.evaluate("window.started = []")  # only this test's game
    set_pace(page, "normal")
    if move is None:
        new_game(page, BOTS, seed=5, game=game)
        since = 0
    else:
        kind, after, seed = move
        engine_save, key = bots_save_before(game, 3, seed=seed, kind=kind, after=after)
        resume_with_bots(page, engine_save)
        since = page.evaluate(POSITION)
        assert click_preferred(page, [key]) == key
    seen = page.wait_for_function(FOUND, arg=[steps, first, then, since],
                                  timeout=120_000).json_value()
    go_home(page)
    assert max(seen["firsts"]) < min(seen["thens"]), seen


#: what glows on the board, by key
GLOWING = "() => [...document.querySelectorAll('.board .changed')].map((e) => e.dataset.k)"


def test_after_a_gold_west_move_only_what_it_changed_glows_in_presentation_mode(watched):
    """The first move activates a section of the first player's supply track: its metals go
    up into the hand. Presenting at the largest text, the page raises the board's fonts
    (its map, tracks and seats): that is no change of the game's."""
    page = watched
    go_home(page)
    page.select_option('[data-cmd="text"]', "larger")
    set_pace(page, "normal")
    try:
        new_game(page, BOTS, seed=5, game="goldwest")
        page.click('[data-cmd="present"]')
        page.wait_for_function(f"() => ({POSITION})() >= 1", timeout=60_000)
        glowing = page.evaluate(GLOWING)
        go_home(page)
    finally:
        page.select_option('[data-cmd="text"]', "normal")
    seat = glowing[0].split("-")[2] if glowing else None
    assert glowing and all(k.startswith((f"gw-sec-{seat}-", f"hold-{seat}-", f"gw-hand-{seat}"))
                           for k in glowing), glowing
