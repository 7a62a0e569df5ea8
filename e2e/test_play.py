"""Playing in the real page: a whole game against bots, and pass-and-play hand-over."""
from __future__ import annotations

import re

from playing import check_end_scores, fits_a_phone, go_home, new_game, play, set_pace, settle


def test_a_three_player_game_with_two_bots_reaches_the_end_with_scores(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Tess", "person"), ("", "bot:easy"), ("", "bot:easy")], seed=11)
    assert settle(page) == "move"
    assert "Tess to play" in page.locator(".turn").inner_text()
    assert play(page) == "end"

    check_end_scores(page, 3, ("VP tokens", "Buildings", "Building bonuses", "Debt", "Total"))

    position = page.locator(".replay-pos")
    total = int(re.search(r"of (\d+)", position.inner_text()).group(1))
    assert total > 100
    page.get_by_role("button", name="Go to the start of the game").click()
    assert position.inner_text() == f"Position after move 0 of {total}"
    page.get_by_role("button", name="One move forward").click()
    assert position.inner_text() == f"Position after move 1 of {total}"
    assert page.locator(".replay .log-list li").count() >= 2

    assert fits_a_phone(page)


def test_a_free_move_is_taken_from_its_folded_section_and_the_turn_stays(app_page):
    """Homesteaders' debt: 2 silver now, a free action that leaves the decision open."""
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Tess", "person"), ("", "bot:easy")], seed=3)
    assert settle(page) == "move"
    debt = page.locator('#moves .free-group [data-action="debt"]')
    assert debt.count() == 1 and not debt.is_visible()  # folded away until asked for
    page.click("#moves .free-group summary")
    main_before = page.locator("#moves [data-action]:not([data-free])").count()
    debt.click()
    assert settle(page) == "move"
    assert re.search(r"Tess takes 1 debt and gets 2 silver",
                     page.locator(".log-list li").first.inner_text())
    assert page.locator("#moves [data-action]:not([data-free])").count() == main_before
    assert "Tess to play" in page.locator(".turn").inner_text()


def test_pass_and_play_hands_over_between_two_people(app_page):
    page = app_page
    go_home(page)
    new_game(page, [("Ann", "person"), ("Bob", "person")], seed=5, hidden_resources=True)
    assert settle(page) == "handover"
    first = page.locator(".handover h2").inner_text()
    assert re.search(r"Pass the device to (Ann|Bob)", first)
    assert page.locator(".board").count() == 0  # nothing private before the confirmation
    page.click('[data-cmd="handover"]')
    assert page.locator(".board").count() == 1
    assert "behind the screen" in page.locator(".board").inner_text()
    assert play(page, moves=60, handover=False) == "handover"
    second = page.locator(".handover h2").inner_text()
    assert second != first and page.locator(".board").count() == 0
    page.click('[data-cmd="handover"]')
    assert settle(page) == "move"
    assert fits_a_phone(page)
