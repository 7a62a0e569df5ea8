"""A move changes the parts of a phone's board it touches, it does not draw them anew
(issue 19). On a phone the other players' areas, Homesteaders' market and building supply,
Montana's worker board, town and supply fold to a line each while the decision asks nothing
there; those lines came and went right before their parts, and the page's DOM morph
(render.js, morphdom) then replaced the keyed parts after them (a new unkeyed line where a
keyed part stood): every element of the market (114) and of the seats' areas was
rebuilt at most moves, which costs time and loses what the player had opened or focused.
The lines are now always drawn, hidden where the part stands whole. A MutationObserver on
the board records the keyed elements removed during a few moves; none of them may come
back as a new element with the same key."""
from __future__ import annotations

import pytest
from board_play import bots_save, resume_with_bots
from playing import at_rest, click_a_move, go_home, set_pace, settle

#: watch the board: every keyed element removed from it (itself or inside what was removed)
WATCH = """() => {
  const keyed = (n) => n.nodeType !== 1 ? [] :
    [...(n.matches('[data-k]') ? [n] : []), ...n.querySelectorAll('[data-k]')];
  window.__removed = new Map();
  window.__watch && window.__watch.disconnect();
  window.__watch = new MutationObserver((records) => {
    for (const r of records) for (const n of r.removedNodes)
      for (const e of keyed(n)) window.__removed.set(e.getAttribute('data-k'), e);
  });
  window.__watch.observe(document.querySelector('#app'), {childList: true, subtree: true});
}"""
#: the keys whose element was removed and another drawn in its place (not moved, not gone)
REPLACED = """() => { window.__watch.takeRecords();
  return [...window.__removed].filter(([k, e]) => !e.isConnected
    && document.querySelector(`.board [data-k="${CSS.escape(k)}"]`)).map(([k]) => k); }"""


@pytest.mark.parametrize("game", ["homesteaders", "goldwest", "montana"])
def test_a_move_on_a_phone_changes_the_board_without_drawing_its_parts_anew(app_page, game):
    page = app_page
    page.set_viewport_size({"width": 390, "height": 844})
    go_home(page)
    set_pace(page, "instant")
    resume_with_bots(page, bots_save(game, 4, 5))
    at_rest(page)
    replaced: list[str] = []
    for _ in range(4):  # four of Tess's moves, the bots' between them
        page.evaluate(WATCH)
        click_a_move(page)
        if settle(page) != "move":
            break
        at_rest(page)
        replaced += page.evaluate(REPLACED)
    assert not replaced, f"{len(replaced)} keyed elements drawn anew: {replaced[:40]}"
