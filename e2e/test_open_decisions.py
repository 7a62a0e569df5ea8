"""Pass-and-play with Homesteaders' screens up (issue 19): a bid is public, so the device
goes on to the other person with no hand-over, on a screen that shows nobody's hidden
holdings; paying and building still hand it over."""
from __future__ import annotations

from pathlib import Path

from playing import at_rest, click_a_move, go_home, new_game, settle
from playwright.sync_api import expect

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
