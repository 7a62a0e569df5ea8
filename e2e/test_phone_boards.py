"""Boards on a phone (issue 19): what a decision asks about is in view with its prompt.
Homesteaders' auction rows, the decision a player looks at most during the auction, stand
whole under the sticky prompt at 390 x 844 and 360 x 740 when a bid is asked, in at most 60 %
of the window's height (about 530 px at four players before they were compacted: 72 % of a
740 px phone), leaving room for what lies around them."""
from __future__ import annotations

import pytest
from playing import at_rest, click_a_move, go_home, new_game, set_pace, settle

PEOPLE_AND_BOTS = [("Tess", "person"), ("Bot B", "bot:easy"), ("Bot C", "bot:easy"),
                   ("Bot D", "bot:easy")]
#: every auction row wholly in the window under the sticky prompt, and where they stand
AUCTIONS_IN_VIEW = """() => { const below = document.querySelector('.game-grid .turn')
    .getBoundingClientRect().bottom;
  const rows = [...document.querySelectorAll('.board .hs-auction')].map((e) => {
    const r = e.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.bottom)]; });
  return {below: Math.round(below), rows,
          whole: rows.every(([top, bottom]) => top >= below - 1 && bottom <= innerHeight + 1)}; }"""
BID = '.board button.spot[data-action^="bid:"]'


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 360, "height": 740}])
def test_a_bid_shows_every_auction_row_with_the_prompt_on_a_phone(app_page, size):
    page = app_page
    page.set_viewport_size(size)
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=7)
    for _ in range(30):  # Tess places her workers and collects income until she bids
        assert settle(page) == "move"
        if page.locator(BID).count():
            break
        click_a_move(page)
    else:
        raise AssertionError("no bid was asked in 30 moves")
    at_rest(page)  # the page has scrolled to the decision's choices
    seen = page.evaluate(AUCTIONS_IN_VIEW)
    assert len(seen["rows"]) == 3 and seen["whole"], seen
    assert seen["rows"][-1][1] - seen["rows"][0][0] <= 0.6 * size["height"], seen
