"""Issue 12 in Chromium: the last move highlighted and said in words, a grouped log line,
replay in the middle of a game, a game shared by link and opened in a new context, no
hand-over in the open view, the statistics on the end screen. The last move and the end
screen are checked in every game, with screenshots kept under test-results/see/ at a
laptop's and a phone's size."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playing import (
    at_rest,
    click_preferred,
    go_home,
    new_game,
    play,
    resume_a_save,
    set_pace,
    settle,
)

PEOPLE_AND_BOTS = [("Tess", "person"), ("Bot B", "bot:easy"), ("Bot C", "bot:easy")]
GAMES = ["homesteaders", "goldwest", "montana"]
ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-results" / "see"
CORPUS = ROOT / "tests" / "corpus"
ANIMATIONS = "els => els.map(e => getComputedStyle(e).animationName)"
LAPTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}


def shoot(page, name: str) -> None:
    """The screen at a laptop's size, then at a phone's (its top and the whole page); the
    page goes back to the laptop's size."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}-1280x800.png"))
    page.set_viewport_size(PHONE)
    try:
        page.screenshot(path=str(SHOTS / f"{name}-390x844.png"))
        page.screenshot(path=str(SHOTS / f"{name}-390x844-page.png"), full_page=True)
    finally:
        page.set_viewport_size(LAPTOP)


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_move_is_highlighted_on_the_board_and_said_in_words(app_page, game):
    page = app_page
    page.set_viewport_size(LAPTOP)
    go_home(page)
    set_pace(page, "normal")  # each bot move stays on screen a moment
    new_game(page, PEOPLE_AND_BOTS, seed=11, game=game)
    banner = page.locator(".last-move")
    marked = page.locator(".board .changed")
    for _ in range(30):  # Tess moves until a bot's move that shows on the board follows
        assert settle(page) == "move"  # (income behind a screen changes nothing in view)
        if re.search(r"Bot [BC]", banner.inner_text() if banner.count() else "") \
                and marked.count():
            break
        click_preferred(page, [])  # her first main move (no market trade)
    else:
        raise AssertionError("no bot move followed Tess's")
    # the bot's move just made: what changed is marked on the board, the banner says it
    assert marked.count() >= 1
    assert re.match(r"Move \d+:", banner.inner_text())
    # what changed glows once the move's pieces have landed (the root's data-moving gone)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-moving')")
    moving = page.eval_on_selector_all(".board .changed", ANIMATIONS)
    page.emulate_media(reduced_motion="reduce")
    try:
        still = page.eval_on_selector_all(".board .changed", ANIMATIONS)
        outlines = page.eval_on_selector_all(".board .changed", """els => els
          .filter(e => !(e instanceof SVGElement)).map(e => getComputedStyle(e).outlineStyle)""")
    finally:
        page.emulate_media(reduced_motion="no-preference")
    assert set(moving) != {"none"} and set(still) == {"none"}
    assert set(outlines) <= {"solid"}  # the plain highlight stays
    shoot(page, f"{game}-last-move")


#: what the last move marked on the board: whether each is marked still, and its animation
MARKED = """() => [...document.querySelectorAll('.board .changed')].map((e) =>
  [e.classList.contains('changed-still'), getComputedStyle(e).animationName])"""


def test_at_the_instant_pace_a_move_is_marked_without_its_pulse(app_page):
    """Nothing moves at the instant pace: the glow that pulses at the normal pace stays
    still (the outline marks the change)."""
    page = app_page
    page.set_viewport_size(LAPTOP)
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=11)
    for _ in range(30):  # a move of hers whose bots' replies are still marked when looked at
        assert settle(page) == "move"
        click_preferred(page, [])
        settle(page)
        marked = page.evaluate(MARKED)
        if marked:
            break
    else:
        raise AssertionError("no move was marked on the board")
    assert all(still and animation == "none" for still, animation in marked), marked


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
    said = first.locator("button").get_attribute("aria-label")  # in words, for everyone
    assert re.search(r"Tess takes 2 debts and gets 4 silver", said)
    # shown with the resources' icons beside their counts
    assert re.search(r"Tess takes 2\s*and gets 4", first.inner_text())
    assert first.locator('.amt svg[role="img"][aria-label="silver"]').count() == 1
    assert re.fullmatch(r"\d+\u2013\d+", first.locator(".log-n").inner_text())


@pytest.mark.parametrize("game", GAMES)
def test_replay_in_the_middle_of_a_game_and_back(app_page, game):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=5, game=game)
    play(page, moves=6)
    now = page.locator(".log .replay-pos").inner_text()
    total = int(re.search(r"(\d+)", now).group(1))
    page.get_by_role("button", name="One move back").first.click()
    assert page.locator(".replay-turn").inner_text().startswith(
        f"Looking back: position after move {total - 1} of {total} · ")
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
    page.click('[data-cmd="now"]')
    assert settle(page) == "move"
    assert page.locator(".replay-turn").count() == 0


@pytest.fixture(scope="module")
def other_device(browser, browser_context_args):
    """A second device: a context of its own, shared by the module's tests, whose storage
    each test empties before it opens a link there."""
    context = browser.new_context(**browser_context_args)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_shared_link_opens_the_game_in_a_new_context_and_plays_on(app_page, other_device,
                                                                     open_app, game):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, PEOPLE_AND_BOTS, seed=9, game=game)
    play(page, moves=5)
    page.get_by_role("button", name="Go to the start of the game").first.click()
    for _ in range(4):
        page.get_by_role("button", name="One move forward").first.click()
    page.get_by_role("button", name="Share this position").first.click()
    link = page.locator("#share-link").input_value()
    assert re.search(r"#game=[A-Za-z0-9_-]+$", link)
    assert "at move 4" in page.locator(".share h2").inner_text()

    other = other_device
    if other.url.startswith("http"):  # a device that never saw this game
        other.evaluate("localStorage.clear()")
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
    # screens on: a private decision (paying, building) hands the device over
    assert play(page, moves=60, handover=False) == "handover"


#: (game, a finished two-player game of the rules corpus, names of figures the end screen
#: tells)
END_GAMES = [("homesteaders", "2p-end-1102", ("Auctions won", "Silver spent on winning bids",
                                              "Debts taken")),
             ("goldwest", "2p-end-1102", ("Terrain majorities won",
                                          "Points from terrain majorities")),
             ("montana", "2p-end-1102", ("Most camps in one turn",
                                         "Cows taken from the landscape", "Canteens taken"))]


@pytest.mark.parametrize("game,save,telling", END_GAMES)
def test_the_end_screen_counts_the_scores_and_charts_the_game(app_page, game, save, telling):
    """A whole game imported (the bots' own games are played in test_play*): its end screen."""
    page = app_page
    page.set_viewport_size(LAPTOP)
    go_home(page)
    engine_save = json.loads((CORPUS / f"rules-{game}-v2" / f"{save}.json").read_text(
        encoding="utf-8"))["save"]
    assert resume_a_save(page, engine_save, [{"name": "Ann", "kind": "person"},
                                             {"name": "Bot B", "kind": "person"}],
                         until=("end",)) == "end"
    rows = page.locator(".scores tr.reveal")
    assert rows.count() >= 4  # Montana: camps, the total and its two tie-breaks
    delays = page.eval_on_selector_all(
        ".scores tr.reveal", "rs => rs.map(r => getComputedStyle(r).animationDelay)")
    assert delays == sorted(delays, key=lambda d: float(d.rstrip("s"))) and delays[0] != \
        delays[-1]  # one category after another
    chart = page.locator("figure.chart svg.score-chart")
    assert chart.count() == 1 and chart.locator("polyline").count() == 2
    assert chart.get_attribute("role") == "img"
    axis = "Turn" if game == "goldwest" else "Round"
    assert page.locator("figure.chart figcaption").inner_text() == (
        f"Each player's score over the game ({axis})")
    figures = page.locator(".figures table")
    for name in telling:
        assert figures.get_by_role("rowheader", name=name).count() == 1, name
    at_rest(page)  # the rows revealed one after another, brought to their end at once
    page.wait_for_function("""() => [...document.querySelectorAll('.scores tr.reveal')]
      .every(r => getComputedStyle(r).opacity === '1')""", timeout=15_000)
    shoot(page, f"{game}-end")
    for size in (LAPTOP, PHONE):  # the statistics whole, at each size
        page.set_viewport_size(size)
        page.locator("section.stats").screenshot(
            path=str(SHOTS / f"{game}-stats-{size['width']}x{size['height']}.png"))
    page.set_viewport_size(LAPTOP)
