"""Issue 18 in Chromium: a move's motion plays its steps in the order its game's rules apply
them (the game's steps for that kind of move, `ui/games/*_motion.py`), and after a move
only what it changed glows, even where the page restyles the board (presentation mode at
the largest text raises the board's fonts)."""
from __future__ import annotations

import pytest
from playing import go_home, new_game, set_pace

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
      place: place ? place.getAttribute('data-k') : '',
      token: !!(this.closest && this.closest('.motion-layer'))});
    return animate.call(this, frames, options);
  };
})()"""
POSITION = """() => {
  const grid = document.querySelector('.game-grid[data-position]');
  return grid ? Number(grid.dataset.position) : 0;
}"""

#: (game, position, steps said, what moves first, what moves next): with seed 5 and easy
#: computer players, those moves of the game's start (each a "what" is a test on an
#: animation: a token of that symbol, or the piece at that place)
ORDERS = {
    # Montana, Action A: the arrow spins, then its two workers come
    "montana-recruit": ("montana", 3, "wheel worker",
                        lambda a: a["place"] == "mt-arrow",
                        lambda a: a["token"] and a["href"].startswith("#mt-w-")),
    # Montana, Action C: the goods are discarded, then the camp is placed
    "montana-build": ("montana", 4, "pay land|camp gain",
                      lambda a: a["token"] and a["href"].startswith("#mt-good-"),
                      lambda a: a["token"] and a["href"] == "#mt-camp"),
    # Gold West, building: the materials leave the hand, then the camp lands on its hex
    "goldwest-build": ("goldwest", 3, "pay land|camp|settlement gain",
                       lambda a: a["token"] and a["href"].startswith("#gw-res-"),
                       lambda a: a["token"] and not a["href"].startswith("#gw-res-")),
    # Homesteaders: the rail track's bonus is taken, then the auction won is paid
    "homesteaders-rail": ("homesteaders", 11, "gain pay",
                          lambda a: a["token"] and a["href"] == "#hs-trade",
                          lambda a: a["token"] and a["href"] == "#hs-silver"),
}


@pytest.mark.parametrize("case", list(ORDERS))
def test_a_moves_steps_play_in_the_order_its_rules_apply_them(app_page, open_app, case):
    game, position, steps, first, then = ORDERS[case]
    page = app_page
    page.context.add_init_script(WATCH_ANIMATIONS)
    open_app(page)
    set_pace(page, "normal")
    new_game(page, BOTS, seed=5, game=game)
    page.wait_for_function(f"() => ({POSITION})() > {position}", timeout=120_000)
    go_home(page)  # the computer players stop
    seen = [a for a in page.evaluate("() => window.started") if a["position"] == position]
    assert seen and seen[0]["steps"] == steps
    firsts = [a["delay"] for a in seen if first(a)]
    thens = [a["delay"] for a in seen if then(a)]
    assert firsts and thens, seen
    assert max(firsts) < min(thens), seen


#: what glows on the board, by key
GLOWING = "() => [...document.querySelectorAll('.board .changed')].map((e) => e.dataset.k)"


def test_after_a_gold_west_move_only_what_it_changed_glows_in_presentation_mode(app_page):
    """The first move activates a section of the first player's supply track: its metals go
    up into the hand. Presenting at the largest text, the page raises the board's fonts
    (its map, tracks and seats): that is no change of the game's."""
    page = app_page
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
