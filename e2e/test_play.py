"""Playing Homesteaders in the real page on the board itself (the auction ladders, the rail
track, the worker slots, the building cards, the market tile), never through the move list:
a whole 3-player game, and at 2 and 4 players the start, a middle position and the last
moves to the end screen; a free move; pass-and-play hand-over.

Screenshots of each game at the start, in the middle and at the end are saved under
``test-results/homesteaders/`` (1280 x 800, the phone's 390 x 844, and 1920 x 1080 at each
text size in the 3-player game's middle), for people to look at."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from board_play import bots_save, resume_with_bots
from playing import (
    at_rest,
    check_end_scores,
    click_preferred,
    fits_a_phone,
    go_home,
    new_game,
    play,
    set_pace,
    settle,
    still,
)

#: the player count whose whole game is clicked through (the others: their start, a middle
#: position and their last moves, reached in the engine's bots)
WHOLE = 3
SHOTS = Path(__file__).resolve().parent.parent / "test-results" / "homesteaders"
#: a game has about 60 to 120 decisions of the person's seat; the loop stops well after
MAX_CLICKS = 400
#: the board's choices the person may press now (refused ones carry data-choice instead)
BOARD_MOVES = ".board button.spot[data-action]"


def shoot(page, name: str, sizes: tuple[str, ...] = ("1280x800",)) -> None:
    """Save the screen at each size ("WxH" or "WxH@text"), then go back to 1280 x 800."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.mouse.move(1, 1)  # no tip left open by the last pointing
    for size in sizes:
        dims, _, text = size.partition("@")
        width, height = (int(x) for x in dims.split("x"))
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        if text:
            page.select_option('.side [data-cmd="text"]', text)
            settle(page)
        at_rest(page)
        page.screenshot(path=str(SHOTS / f"{name}-{size.replace('@', '-')}.png"))
    if any("@" in s for s in sizes):
        page.select_option('.side [data-cmd="text"]', "normal")
        settle(page)
    page.set_viewport_size({"width": 1280, "height": 800})


def choose(keys: list[str], rng: random.Random) -> str:
    """A modest player: passes half the time or bids the lowest step of an auction, builds
    when it can; any other choice at random. (Shorter games than random bidding.)"""
    bids: dict[str, str] = {}
    for key in keys:  # the ladders are drawn from the lowest step up
        if key.startswith("bid:"):
            bids.setdefault(key.split(":")[1], key)
    if "pass" in keys:
        return "pass" if not bids or rng.random() < 0.5 else rng.choice(sorted(bids.values()))
    builds = [k for k in keys if k.startswith("build:")]
    return rng.choice(builds or keys)


def play_on_the_board(page, rng: random.Random, shots: str, middle: int) -> dict:
    """Press the board's own buttons until the game ends: a random one of the main
    choices, or, when only a trade is possible (a payment short of silver), a debt taken on
    the market tile. Returns how many presses went where."""
    count = {"board": 0, "market": 0}
    for _ in range(MAX_CLICKS):
        screen = settle(page)
        if screen == "end":
            return count
        keys = page.eval_on_selector_all(BOARD_MOVES, "els => els.map(e => e.dataset.action)")
        main = [k for k in keys if not re.match(r"(buy|sell|hire|debt|market|bank)\b", k)]
        if main:
            key = choose(main, rng)
            page.locator(f'{BOARD_MOVES}[data-action="{key}"]').first.click()
            count["board"] += 1
        else:  # only trades: take a debt on the market tile
            page.locator('.board .hs-market [data-action="debt"]').click()
            count["market"] += 1
        if count["board"] == middle:
            settle(page)
            shoot(page, f"{shots}-middle", ("1280x800", "390x844", "1920x1080@normal",
                                            "1920x1080@large", "1920x1080@larger"))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_is_played_on_the_board_to_its_end(app_page, players):
    page = app_page
    page.set_viewport_size({"width": 1280, "height": 800})
    go_home(page)
    set_pace(page, "instant")
    seats = [("Tess", "person")] + [("", "bot:easy")] * (players - 1)
    # the screens up (the rulebook's game) at 2 and 4 players, down at 3
    new_game(page, seats, seed=100 + players, hidden_resources=players != 3)
    assert settle(page) == "move"
    assert "Tess to play" in page.locator(".turn").inner_text()
    board = page.locator(".board.hs")
    assert board.locator(".hs-auction:not(.hs-neutral)").count() == (3 if players == 4 else 2)
    assert board.locator(".hs-ladder li").count() == 9 * (3 if players == 4 else 2) + (
        6 if players == 2 else 0)  # the neutral token's levels at 2 players
    assert board.locator(".hs-seat").count() == players
    behind = board.locator(".hold.screen").count()
    assert behind == (0 if players == 3 else players - 1)  # the others' screens
    shoot(page, f"{players}p-start", ("1280x800", "390x844"))

    if players == WHOLE:
        count = play_on_the_board(page, random.Random(players), f"{players}p", middle=25)
        assert count["board"] > 40
    else:  # the middle and the last moves, from positions the engine's bots reached
        options = {"hidden_resources": players != 3}
        go_home(page)
        resume_with_bots(page, bots_save("homesteaders", players, 100 + players,
                                         options=options))
        shoot(page, f"{players}p-middle", ("1280x800", "390x844"))
        go_home(page)
        resume_with_bots(page, bots_save("homesteaders", players, 100 + players, left=8,
                                         options=options))
        count = play_on_the_board(page, random.Random(players), f"{players}p", middle=0)
        assert count["board"] >= 1
    check_end_scores(page, players, ("VP tokens", "Buildings", "Building bonuses", "Debt",
                                     "Total"))
    shoot(page, f"{players}p-end", ("1280x800", "390x844"))
    if players == 3:
        position = page.locator(".replay-pos")
        total = int(re.search(r"of (\d+)", position.inner_text()).group(1))
        page.get_by_role("button", name="Go to the start of the game").click()
        assert position.inner_text() == f"Position after move 0 of {total}"
        page.get_by_role("button", name="One move forward").click()
        assert position.inner_text() == f"Position after move 1 of {total}"
        assert page.locator(".replay .board.hs .hs-auction:not(.hs-neutral)").count() == 2
    assert fits_a_phone(page)


def test_a_refused_choice_on_the_board_says_why_and_a_component_says_what_it_is(app_page):
    page = app_page
    page.set_viewport_size({"width": 1280, "height": 800})
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Tess", "person"), ("", "bot:easy"), ("", "bot:easy")], seed=7)
    assert settle(page) == "move"
    slot = page.locator(".board .hs-seat .hs-owned .spot.slot").first
    slot.scroll_into_view_if_needed()
    still(page)  # a scroll hides the tip: point at the slot once the page is still
    slot.hover()
    assert page.locator("#tip").is_visible()
    assert page.locator("#tip").inner_text() == slot.get_attribute("data-tip")
    page.evaluate("window.scrollTo(0, 0)")
    still(page)
    rounds = page.locator('.board [data-k="hs-round-5"]')
    rounds.focus()
    assert "Town" in page.locator("#tip").inner_text()
    refused = page.locator(".board .spot.unavailable[data-why]")
    assert refused.count() > 0  # the market's trades without a trade token, at least
    refused.first.scroll_into_view_if_needed()
    still(page)
    refused.first.click(force=True)  # a tap shows the reason (aria-disabled: forced)
    assert page.locator("#tip .why").inner_text() == refused.first.get_attribute("data-why")
    assert "Tess to play" in page.locator(".turn").inner_text()  # nothing was played


def test_a_free_move_is_taken_from_its_folded_section_and_the_turn_stays(app_page):
    """Homesteaders' debt: 2 silver now, a free action that leaves the decision open. The
    board shows it (the market tile), so the list of moves keeps it only in its folded copy
    of every move, one keypress away for the keyboard and screen readers."""
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Tess", "person"), ("", "bot:easy")], seed=3)
    assert settle(page) == "move"
    assert page.locator('.board .hs-market [data-action="debt"]').is_visible()
    debt = page.locator('#moves .all-moves [data-action="debt"]')
    assert debt.count() == 1 and not debt.is_visible()  # folded away until asked for
    page.click("#moves .all-moves summary")
    main = page.locator("#moves .all-moves [data-action]:not([data-free])")
    main_before = main.count()
    assert main_before > 0
    debt.click()
    assert settle(page) == "move"
    said = page.locator(".log-list li").first.locator("button").get_attribute("aria-label")
    assert re.search(r"Tess takes 1 debt and gets 2 silver", said)  # the log's words
    assert main.count() == main_before
    assert "Tess to play" in page.locator(".turn").inner_text()


def test_pass_and_play_hands_over_between_two_people(app_page):
    page = app_page
    go_home(page)
    new_game(page, [("Ann", "person"), ("Bob", "person")], seed=5, hidden_resources=True)
    # placing workers and bidding are public: no hand-over until a private decision
    assert settle(page) == "move" and page.locator(".in-the-open").count() == 1
    assert play(page, moves=60, handover=False) == "handover"
    first = page.locator(".handover h2").inner_text()
    assert re.search(r"Pass the device to (Ann|Bob)", first)
    assert page.locator(".board").count() == 0  # nothing private before the confirmation
    page.click('[data-cmd="handover"]')
    assert page.locator(".board").count() == 1
    assert "behind the screen" in page.locator(".board").inner_text()
    # the next private decision, or the other person asking for their own screen in the open
    for _ in range(60):
        if settle(page) == "handover" or page.locator(".in-the-open").count():
            break
        click_preferred(page, [])  # the move list's first main move (no market trade)
    if settle(page) == "move":
        page.click('[data-cmd="own-screen"]')
    assert settle(page) == "handover"
    second = page.locator(".handover h2").inner_text()
    assert second != first and page.locator(".board").count() == 0
    page.click('[data-cmd="handover"]')
    assert settle(page) == "move"
    assert fits_a_phone(page)
