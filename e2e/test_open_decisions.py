"""Pass-and-play with Homesteaders' screens up (issue 19): a bid is public, so the device
goes on to the other person with no hand-over, on a screen that shows nobody's hidden
holdings; paying and building still hand it over. A whole 2-person game with the screens up
needs the README's count of hand-overs."""
from __future__ import annotations

import json
from pathlib import Path

from board_play import SAVED
from playing import at_rest, click_a_move, go_home, new_game, set_pace, settle, stored_moves
from playwright.sync_api import expect

import engine  # board_play puts the repository on the path
from engine.core import Rng

GAME = engine.GAMES["homesteaders"]
SHOTS = Path(__file__).resolve().parent.parent / "test-results" / "open-decisions"


def test_a_bid_passes_to_the_other_person_without_a_hand_over(app_page):
    page = app_page
    go_home(page)
    new_game(page, [("Ann", "person"), ("Bob", "person")], seed=7, hidden_resources=True)
    # both place their workers, then Ann places the neutral bid: all in the open
    for _ in range(5):
        assert settle(page) == "move"
        expect(page.locator('[data-cmd="handover"]')).to_have_count(0)
        click_a_move(page)
    turn = page.locator(".turn-who")
    expect(turn).to_contain_text("Ann")
    expect(page.locator(".in-the-open")).to_be_visible()
    expect(page.locator("[data-action][data-free]")).to_have_count(0)
    at_rest(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "ann-bids-1280.png"))
    page.locator('[data-action^="bid:"]:visible').first.click()
    expect(turn).to_contain_text("Bob")
    assert settle(page) == "move"
    expect(page.locator('[data-cmd="handover"]')).to_have_count(0)
    expect(page.locator(".in-the-open")).to_be_visible()
    # Bob asks for his own screen: the device is handed over first
    page.click('[data-cmd="own-screen"]')
    assert settle(page) == "handover"
    page.click('[data-cmd="handover"]')
    assert settle(page) == "move"
    expect(page.locator("[data-action][data-free]").first).to_be_attached()


#: the README's count (its pass-and-play section), as tests/ui/test_ui_open_decisions.py has it
SEED, HANDOVERS = 7, 8
PRESS = """(key) => { const spot = document.querySelector(`[data-action="${key}"]`);
  if (spot) spot.click(); return !!spot; }"""


def test_a_two_person_game_with_screens_up_hands_over_as_often_as_the_readme_says(app_page):
    """The whole seeded game in the page (issue 19 item 5: the count kept in an e2e test):
    each person makes the medium computer player's move, asking for their own screen when
    that move is not offered in the open (a trade); the hand-over screens are counted."""
    page = app_page
    go_home(page)
    set_pace(page, "instant")  # the hand-overs are counted, not the moves' motion
    new_game(page, [("Ann", "person"), ("Bob", "person")], seed=SEED, hidden_resources=True)
    handovers = in_the_open = 0
    while (screen := settle(page)) != "end":
        if screen == "handover":
            handovers += 1
            page.click('[data-cmd="handover"]')
            continue
        state = engine.load(json.loads(page.evaluate(SAVED))["engine"])
        seat, moves = GAME.to_act(state)[0], stored_moves(page)
        key = GAME.bots["medium"](state, seat, Rng(SEED * 1_000 + moves), 0).key
        if page.locator(".in-the-open").count():
            in_the_open += 1
        if not page.evaluate(PRESS, key):
            page.click('[data-cmd="own-screen"]')  # a trade: Ann or Bob asks for their screen
            continue
        page.wait_for_function("(n) => JSON.parse(localStorage.getItem('westbound.save.' + "
                               "localStorage.getItem('westbound.current'))).engine.actions"
                               ".length > n", arg=moves)
    assert handovers == HANDOVERS
    assert in_the_open > 2 * handovers
