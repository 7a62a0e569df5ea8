"""After a move, what the next decision asks about is in view with its prompt (issue 19).

On a laptop a board taller than its area pans within it: the player presses a choice where
it is (the area scrolled to it), and the next decision may ask about another part of the
board (Montana's worker board at harvest, a Homesteaders building, a Gold West hex at the
map's far side). The board's own area pans to it, never the page. On a phone the page
scrolls under the sticky prompt to it. Measured in the browser after each of a person's
moves, in each game, from a position halfway through a game the engine's bots played:
the prompt in the window and at least one of the asked-for choices' rectangles wholly
inside what is seen of the board (the area's box within the window, under the zoom
buttons' line, under the sticky turn banner on a phone)."""
from __future__ import annotations

import pytest
from board_play import ROOT, bots_save, choice, resume_with_bots
from playing import go_home, set_pace, settle, still

SHOTS = ROOT / "test-results" / "boards" / "in-view"
SIZES = ({"width": 1280, "height": 800}, {"width": 390, "height": 844})
GAMES = ("homesteaders", "goldwest", "montana")
MOVES = 10

#: where the asked-for choices stand against what is seen of the board: the prompt in the
#: window, the choices (on the board, else in the list of moves), the seen frame
ASKED = """() => {
  const grid = document.querySelector('.game-grid');
  const area = grid.querySelector(':scope > .board-area');
  const wide = innerWidth >= 960;
  const prompt = grid.querySelector(wide ? '#moves .prompt' : '.turn .turn-prompt');
  const box = (e) => { const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, h: r.height}; };
  let frame = {top: wide ? 0 : grid.querySelector('.turn').getBoundingClientRect().bottom,
               bottom: innerHeight, left: 0, right: innerWidth};
  let targets = [...area.querySelectorAll('.board [data-action]')]
    .filter((t) => t.getBoundingClientRect().height > 0);
  if (targets.length && area.classList.contains('panned')) {
    const a = area.getBoundingClientRect();
    frame = {top: Math.max(frame.top, a.top + area.clientTop),
             bottom: Math.min(frame.bottom, a.top + area.clientTop + area.clientHeight),
             left: Math.max(frame.left, a.left + area.clientLeft),
             right: Math.min(frame.right, a.left + area.clientLeft + area.clientWidth)};
    const bar = area.querySelector(':scope > .zoom-bar');
    if (bar && getComputedStyle(bar).position === 'sticky') {
      frame.top = Math.max(frame.top, bar.getBoundingClientRect().bottom);
    }
  }
  if (!targets.length) targets = [...grid.querySelectorAll('#moves [data-action]')];
  const p = box(prompt);
  const inside = (r) => r.h > 0 && r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1
    && r.left >= frame.left - 1 && r.right <= frame.right + 1;
  return {prompt: p.h > 0 && p.top >= -1 && p.bottom <= innerHeight + 1,
          seen: targets.filter((t) => inside(box(t))).length, asked: targets.length,
          first: targets.length ? box(targets[0]) : null, frame: frame,
          scrolled: scrollY, text: prompt.textContent.slice(0, 80)};
}"""


def _move(page, seed: int) -> None:
    """The person's move as the easy bot would play it, pressed where it is shown (the
    browser scrolling to it first, as a player pans to what they press)."""
    key = choice(page, "easy", seed)
    spot = page.locator(f'.board [data-action="{key}"]:visible')
    (spot if spot.count() else page.locator(f'#moves [data-action="{key}"]')).first.click()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("game", GAMES)
def test_after_a_move_the_next_choices_are_in_view_with_their_prompt(app_page, game, size):
    page = app_page
    page.set_viewport_size(size)
    go_home(page)
    set_pace(page, "instant")
    resume_with_bots(page, bots_save(game, 3, seed=5))
    SHOTS.mkdir(parents=True, exist_ok=True)
    missed, checked = [], 0
    try:
        for turn in range(MOVES):
            _move(page, seed=5)
            if settle(page) != "move":
                break
            still(page)
            where = page.evaluate(ASKED)
            checked += 1
            if not (where["prompt"] and where["seen"]):
                missed.append((turn, where))
                page.screenshot(path=str(SHOTS / f"{game}-{size['width']}-{turn}.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
    assert checked >= MOVES // 2
    assert not missed, missed
