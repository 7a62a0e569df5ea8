"""Gold West in the real page: a whole 3-player game, one seat clicked, two bots."""
from __future__ import annotations

import re
from collections import Counter

from playing import check_end_scores, fits_a_phone, go_home, new_game, play, set_pace, settle

#: the clicking seat's taste: activate the deepest section, keep wood and stone in hand
#: (metals drop back down the track), spend what metals remain (investments and BoomTown
#: first), then build, settlements before camps, on tokens that bring more wood or stone,
#: so that it seldom has to loot; take every ability an investment gives
MATERIALS = r"wood|stone"
PREFER = ["activate:3", "activate:2", "activate:1", "drop:copper", "drop:silver", "drop:gold",
          "invest", "boomtown", "freeboomtown", "extraboomtown", "freeship", "upgrade",
          "gain:wood", "ship", ("build:settlement", MATERIALS), ("build:camp", MATERIALS),
          "build:settlement", "build:camp", ("loot", MATERIALS), "section:2", "loot", "end"]
CATEGORIES = ("Supply track", "Shipping", "Investments", "BoomTown", "Largest group",
              "Terrain majorities", "Wanted", "Total")


def test_a_three_player_gold_west_game_reaches_the_end_with_scores(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Tess", "person"), ("", "bot:easy"), ("", "bot:easy")], seed=21,
             game="goldwest")
    assert settle(page) == "move"
    assert "Tess to play" in page.locator(".turn").inner_text()
    assert page.locator(".board.gw svg[role=img]").count() >= 1
    clicks: Counter = Counter()
    assert play(page, moves=12, prefer=PREFER, clicks=clicks) == "move"
    assert fits_a_phone(page)
    assert play(page, prefer=PREFER, clicks=clicks) == "end"
    assert clicks["board"] >= 10, clicks  # hexes, sections, offices, cards, tracks

    check_end_scores(page, 3, CATEGORIES)
    totals = page.locator(".scores table tr.total td").all_inner_texts()
    assert len(totals) == 3 and all(re.fullmatch(r"-?\d+", t) for t in totals)
    assert page.locator(".scores thead th.winner").count() >= 1
    assert page.locator(".replay .board.gw").count() == 1
