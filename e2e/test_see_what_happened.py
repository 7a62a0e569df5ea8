"""Issue 12 in Chromium: the last move highlighted and said in words, a grouped log line,
replay in the middle of a game, a game shared by link and opened in a new context, no
hand-over in the open view."""
from __future__ import annotations

import re

from playing import go_home, new_game, play, set_pace, settle

PEOPLE_AND_BOTS = [("Tess", "person"), ("Bot B", "bot:easy"), ("Bot C", "bot:easy")]


def test_a_bot_move_is_highlighted_on_the_board_and_said_in_words(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "normal")  # each bot move stays on screen a moment
    new_game(page, PEOPLE_AND_BOTS, seed=11)
    banner = page.locator(".last-move")
    for _ in range(30):  # Tess moves until a bot's move follows hers
        assert settle(page) == "move"
        if re.search(r"Bot [BC]", banner.inner_text() if banner.count() else ""):
            break
        page.locator("#moves [data-action]:not([data-free])").first.click()
    # the bot's move just made: what changed is marked, and the banner says it
    assert page.locator(".game-grid .changed").count() >= 1
    assert re.match(r"Move \d+:", banner.inner_text())
    moving = page.eval_on_selector(".game-grid .changed",
                                   "e => getComputedStyle(e).animationName")
    page.emulate_media(reduced_motion="reduce")
    try:
        still = page.eval_on_selector(".game-grid .changed",
                                      "e => getComputedStyle(e).animationName")
        outline = page.eval_on_selector(".game-grid .changed",
                                        "e => getComputedStyle(e).outlineStyle")
    finally:
        page.emulate_media(reduced_motion="no-preference")
    assert moving != "none" and still == "none" and outline == "solid"


def test_repeated_moves_are_one_line_of_the_log_in_one_grammar(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=3)
    assert settle(page) == "move"
    for _ in range(2):  # the market's debt button, on the board
        page.click('.board button.spot[data-action="debt"]')
        settle(page)
    first = page.locator(".log-list li").first
    assert re.search(r"Tess takes 2 debts and gets 4 silver", first.inner_text())
    assert re.fullmatch(r"\d+\u2013\d+", first.locator(".log-n").inner_text())


def test_replay_in_the_middle_of_a_game_and_back(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=5)
    play(page, moves=6)
    now = page.locator(".log .replay-pos").inner_text()
    total = int(re.search(r"(\d+)", now).group(1))
    page.get_by_role("button", name="One move back").first.click()
    assert page.locator(".replay-turn").inner_text() == (
        f"Looking back: position after move {total - 1} of {total}")
    assert page.locator("#moves [data-action]").count() == 0  # read only
    page.get_by_role("button", name="Go to the start of the game").first.click()
    assert "after move 0 of" in page.locator(".replay-turn").inner_text()
    page.get_by_role("button", name="One move forward").first.click()
    assert "after move 1 of" in page.locator(".replay-turn").inner_text()
    # a line of the log shows its position
    line = page.locator(".log-list li").nth(2)
    move = int(line.get_attribute("data-move"))
    line.locator("button").click()
    assert f"after move {move} of {total}" in page.locator(".replay-turn").inner_text()
    assert page.locator(".log-entry[aria-current]").count() == 1
    page.click('[data-cmd="present"]')
    assert settle(page) == "move"
    assert page.locator(".replay-turn").count() == 0


def test_a_shared_link_opens_the_game_in_a_new_context_and_plays_on(app_page, new_context,
                                                                     open_app):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=9)
    play(page, moves=5)
    page.get_by_role("button", name="Go to the start of the game").first.click()
    for _ in range(4):
        page.get_by_role("button", name="One move forward").first.click()
    page.get_by_role("button", name="Share this position").first.click()
    link = page.locator("#share-link").input_value()
    assert re.search(r"#game=[A-Za-z0-9_-]+$", link)
    assert "at move 4" in page.locator(".share h2").inner_text()

    other = new_context().new_page()
    open_app(other, link)
    assert "after move 4 of" in other.locator(".replay-turn").inner_text()
    assert other.locator(".board").count() == 1
    assert other.evaluate("localStorage.getItem('westbound.current')") is None
    other.click('[data-cmd="continue"]')
    assert settle(other) in ("move", "end")
    assert other.evaluate("location.hash") == ""
    assert other.evaluate("""() => {
      const id = localStorage.getItem('westbound.current');
      return JSON.parse(localStorage.getItem('westbound.save.' + id)).engine.actions.length;
    }""") >= 4

    broken = link[: len(link) - 25]
    open_app(other, broken)
    other.wait_for_selector(".flash.error")
    assert "damaged" in other.locator(".flash.error").inner_text()


def test_no_hand_over_in_the_open_view_nor_when_nothing_is_hidden(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    page.set_checked('[data-cmd="open-view"]', True)
    try:
        new_game(page, [("Ann", "person"), ("Bob", "person")], seed=5, hidden_resources=True)
        assert play(page, moves=30, handover=False) == "move"
    finally:
        go_home(page)
        page.set_checked('[data-cmd="open-view"]', False)
    new_game(page, [("Ann", "person"), ("Bob", "person")], seed=5, hidden_resources=False)
    assert play(page, moves=30, handover=False) == "move"
    go_home(page)
    new_game(page, [("Ann", "person"), ("Bob", "person")], seed=5, hidden_resources=True)
    assert settle(page) == "handover"  # screens on: the next person's holdings are hidden


def test_the_end_screen_counts_the_scores_and_charts_the_game(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Ann", "bot:easy"), ("Bot B", "bot:easy")], seed=4, game="goldwest")
    page.wait_for_selector(".screen-end", timeout=120_000)
    rows = page.locator(".scores tr.reveal")
    assert rows.count() >= 5
    delays = page.eval_on_selector_all(
        ".scores tr.reveal", "rs => rs.map(r => getComputedStyle(r).animationDelay)")
    assert delays == sorted(delays, key=lambda d: float(d.rstrip("s"))) and delays[0] != \
        delays[-1]  # one category after another
    chart = page.locator("figure.chart svg.score-chart")
    assert chart.count() == 1 and chart.locator("polyline").count() == 2
    assert chart.get_attribute("role") == "img"
    assert "score over the game" in page.locator("figure.chart figcaption").inner_text()
    page.wait_for_function("""() => [...document.querySelectorAll('.scores tr.reveal')]
      .every(r => getComputedStyle(r).opacity === '1')""", timeout=15_000)
