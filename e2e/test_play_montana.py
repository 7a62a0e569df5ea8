"""Montana in the real page: a whole 3-player game, one seat clicked, two bots."""
from __future__ import annotations

import re
from collections import Counter

from playing import check_end_scores, fits_a_phone, go_home, new_game, play, set_pace, settle

AREAS = ("wheat_field", "garden", "mine", "quarry")
#: the clicking seat's taste: build whenever it can (and as often as it can), else harvest
#: the richest free space, else the bank, else recruit; never waste a turn in the town
PREFER = (["build", "stop", "small", "send"]
          + [f"harvest:{area}:{i}" for i in (2, 1, 0) for area in AREAS]
          + ["bank:2", "bank:1", "bank:0", "recruit", "noadvance", "take", "release", "pass",
             "reward", "endturn"])
CATEGORIES = ("Camps on the landscape", "Cows", "Canteens", "Goods", "Coins", "Workers",
              "Total")


def test_a_three_player_montana_game_reaches_the_end_with_scores(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Tess", "person"), ("", "bot:easy"), ("", "bot:easy")], seed=8,
             game="montana")
    assert settle(page) == "move"
    assert page.locator(".board.mt svg[role=img]").count() >= 1
    clicks: Counter = Counter()
    assert play(page, moves=10, prefer=PREFER, clicks=clicks) == "move"
    assert fits_a_phone(page)
    assert play(page, prefer=PREFER, clicks=clicks) == "end"
    assert clicks["board"] >= 5, clicks  # regions, bank and harvest spaces, supply

    check_end_scores(page, 3, CATEGORIES)
    camps = page.locator(".scores table").get_by_role(
        "row", name=re.compile("Camps on the landscape"))
    assert len(camps.locator("td").all_inner_texts()) == 3
    assert page.locator(".scores thead th.winner").count() >= 1
    assert page.locator(".replay .board.mt").count() == 1
