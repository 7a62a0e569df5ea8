"""On a phone another player's area is folded into one line (ui/games/seat_fold.py): when a
move changes something inside it, the closed line itself is marked changed (render.js), so
a player sees whose area a bot's move touched without opening every line."""
from __future__ import annotations

import pytest
from playing import click_preferred, go_home, new_game, set_pace, settle

PHONE = {"width": 390, "height": 844}
PEOPLE_AND_BOTS = [("Tess", "person"), ("Bot B", "bot:easy"), ("Bot C", "bot:easy")]
#: records every closed folded line that is marked changed, by the key that keeps it open
#: ("mt-fold-1": seat 1's area, "log-fold": the log's line; a marking lasts a moment: the
#: record does not depend on when the test looks)
WATCH = """() => {
  window.foldMarks = [];
  new MutationObserver((records) => records.forEach((r) => {
    const line = r.target;
    if (line.matches('details.seat-fold.changed') && !line.open)
      window.foldMarks.push(line.dataset.keep);
  })).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
}"""


@pytest.mark.parametrize("game", ["montana", "homesteaders", "goldwest"])
def test_a_closed_line_is_marked_when_a_bot_move_changed_its_area(app_page, game):
    page = app_page
    page.set_viewport_size(PHONE)
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=11, game=game)
    assert settle(page) == "move"
    page.evaluate(WATCH)
    for _ in range(20):  # Tess moves until a bot's move changed its folded area
        click_preferred(page, [])
        assert settle(page) == "move"
        marks = page.evaluate("window.foldMarks")
        if any(mark.endswith(("-1", "-2")) for mark in marks):
            break
    else:
        raise AssertionError("no bot's folded line was marked after 20 moves")
    assert not any(mark.endswith("-0") for mark in marks)  # Tess's area is drawn whole
    # the log's line shows its latest line itself: a mark there every move would be noise
    assert "log-fold" not in marks


def test_montana_folded_town_is_marked_when_a_bot_goes_to_town(app_page):
    """Tess keeps out of the town (it stays folded while she builds, harvests or recruits);
    when a bot places its representative there, the town's closed line is marked."""
    page = app_page
    page.set_viewport_size(PHONE)
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=11, game="montana")
    assert settle(page) == "move"
    page.evaluate(WATCH)
    for _ in range(60):
        click_preferred(page, ["build", "stop", "harvest", "bank", "recruit", "send", "small",
                               "nosmall", "advance", "take", "release", "endturn", "pass"])
        assert settle(page) == "move"
        if "mt-town-fold" in page.evaluate("window.foldMarks"):
            break
    else:
        raise AssertionError("no bot went to the folded town in 60 of Tess's moves")
