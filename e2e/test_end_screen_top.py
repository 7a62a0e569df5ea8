"""The end screen opens at its top (issue 19, item 3), in every game, on the two laptops and
the two phones: the game's last move made from the bottom of a scrolled game screen (a
phone's page is 3,000-5,000 px, so the end screen was found scrolled into its log) shows the
winner's line in the window, the page scrolled to 0. The three games are taken at 2, 3 and
4 players, one count each, so that every count is seen. Screenshots are kept in
test-results/end-top/."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playing import at_rest, go_home, play_a_save

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-results" / "end-top"
NAMES = ["Tess", "Bob", "Cleo", "Dora"]
SIZES = [(1280, 800), (1366, 768), (390, 844), (360, 740)]
#: a finished corpus game of each title, one player count each
ENDS = {"homesteaders": "2p-end-1000", "goldwest": "3p-end-1017", "montana": "4p-end-1034"}


@pytest.mark.parametrize("game", list(ENDS))
def test_the_end_screen_opens_at_its_top_with_the_winner_s_line_in_view(app_page, game):
    page = app_page
    path = ROOT / "tests" / "corpus" / f"rules-{game}-v2" / f"{ENDS[game]}.json"
    save = json.loads(path.read_text(encoding="utf-8"))["save"]
    last = save["actions"][-1][1]
    opened: dict[str, object] = {}
    try:
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            go_home(page)
            play_a_save(page, dict(save, actions=save["actions"][:-1]),
                        NAMES[:save["players"]])
            page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
            page.locator(f'[data-action="{last}"]:visible').first.click()
            page.wait_for_selector(".screen-end")
            at_rest(page)
            box = page.locator(".winners").bounding_box()
            where = page.evaluate("window.scrollY")
            if where != 0 or not box or box["y"] < 0 or box["y"] + box["height"] > height:
                opened[f"{width}x{height}"] = {"scrollY": where, "winners": box}
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"{game}-{width}x{height}.png"))
            go_home(page)
            page.locator('.save [data-cmd="delete"]').first.click()
            page.locator('.save [data-cmd="delete-yes"]').first.click()
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
    assert not opened, opened
