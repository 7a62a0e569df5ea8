"""Two tabs of one browser on one game: a move in one shows in the other, a stale tab never
overwrites the newer game (it is told and shows it), and each tab reloads into its own
game."""
from __future__ import annotations

import pytest
from playing import click_a_move, go_home, new_game, set_pace, settle

STORED = """() => {
  const id = sessionStorage.getItem('westbound.current');
  return JSON.parse(localStorage.getItem('westbound.save.' + id)).engine.actions.length;
}"""
ON_SCREEN = "() => document.querySelectorAll('.log-list li').length"
# Lets a test make a tab miss the other tab's writes (as when both write at once): the
# first storage listener of the page, which stops the event while window.__deaf is set.
DEAF = """addEventListener('storage', (event) => {
  if (window.__deaf) event.stopImmediatePropagation();
});"""


@pytest.fixture(scope="module")
def tabs(app_page, open_app):
    """Tab A (the module's page) starts a game against a bot; tab B, opened next in the
    same browser, lands on it (the game opened last)."""
    a = app_page
    go_home(a)
    set_pace(a, "instant")
    new_game(a, [("Ann", "person"), ("", "bot:easy")], seed=6, game="goldwest")
    assert settle(a) == "move"
    b = a.context.new_page()
    b.add_init_script(DEAF)
    open_app(b)
    assert settle(b) == "move"
    yield a, b
    b.close()


def test_a_move_in_one_tab_shows_in_the_other(tabs):
    a, b = tabs
    click_a_move(a)
    assert settle(a) == "move"
    b.wait_for_function(f"() => ({ON_SCREEN})() === {a.evaluate(ON_SCREEN)}")
    assert b.evaluate(STORED) == a.evaluate(STORED)
    assert "played on in another tab" in b.locator(".flash").inner_text()


def test_a_stale_tab_is_told_and_never_overwrites_the_newer_game(tabs):
    a, b = tabs
    b.evaluate("window.__deaf = true")  # B misses A's next move: its own is refused
    click_a_move(a)
    assert settle(a) == "move"
    newer = a.evaluate(STORED)
    click_a_move(b)
    b.wait_for_selector(".flash.error")
    assert "Your last move was not saved" in b.locator(".flash.error").inner_text()
    assert a.evaluate(STORED) == b.evaluate(STORED) == newer
    assert b.evaluate(ON_SCREEN) == a.evaluate(ON_SCREEN)
    b.evaluate("window.__deaf = false")


def test_each_tab_reloads_into_its_own_game(tabs, wait_ready):
    a, b = tabs
    go_home(b)
    new_game(b, [("Bea", "person"), ("", "bot:easy")], seed=2, game="montana")
    assert settle(b) == "move"
    for page, board in ((a, ".board.gw"), (b, ".board.mt")):
        page.reload()
        wait_ready(page)
        assert settle(page) == "move"
        assert page.locator(board).count() == 1, board
