"""The hard level and the hint in the real page: the search runs in a worker with its own
Python (`search_worker.py`), so the page keeps drawing frames while it thinks."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playing import (
    go_home,
    new_game,
    person_against_medium,
    resume_a_save,
    set_pace,
    settle,
    think_time,
)

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus" / "rules-goldwest-v2"

# Counts animation frames while something searches: a hard bot thinking (the turn banner's
# [data-thinking]) or a hint being computed (its button [aria-busy]).
FRAMES = """() => {
  const probe = window.__frames = { thinking: 0, hint: 0 };
  const frame = () => {
    if (document.querySelector('.turn[data-thinking]')) probe.thinking += 1;
    if (document.querySelector('[data-cmd="hint"][aria-busy]')) probe.hint += 1;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}"""


def test_a_game_with_a_hard_seat_reaches_its_end_searching_in_the_worker(app_page, open_app):
    """The second half of a two-player Gold West game (from the rules corpus), a hard seat
    against a medium one."""
    page = app_page
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if "runs on the page" in m.text else None)
    think_time(page, "0.05", open_app)
    go_home(page)
    set_pace(page, "instant")
    page.evaluate(FRAMES)
    engine_save = json.loads((CORPUS / "2p-mid-1153.json").read_text(encoding="utf-8"))["save"]
    assert resume_a_save(page, engine_save, [
        {"name": "Hardy", "kind": "bot", "level": "hard"},
        {"name": "Mel", "kind": "bot", "level": "medium"}], until=("end",),
        timeout=240_000) == "end"
    assert page.locator('script[type="py"][worker][name^="search-"]').count() == 1
    assert warnings == []  # the worker started and answered every move
    assert page.evaluate("window.__frames.thinking") > 0
    assert re.search(r"wins!|share the win!", page.locator(".winners").inner_text())


def test_a_hint_shows_three_moves_in_the_order_of_their_chances_while_the_page_keeps_drawing(
        app_page, open_app):
    page = app_page
    person_against_medium(page, open_app)
    page.evaluate(FRAMES)
    page.click('[data-cmd="hint"]')
    page.wait_for_selector("[data-hint-panel] .hint-moves li", timeout=120_000)
    items = page.locator("[data-hint-panel] .hint-moves li")
    assert items.count() == 3
    chances = []
    for text in items.all_inner_texts():
        found = re.search(r"(\d+)% chance of winning", text)
        assert found, text
        chances.append(int(found[1]))
    # one coherent order (issue 19): never a lower chance shown above a higher one
    assert chances == sorted(chances, reverse=True), chances
    keys = [items.nth(i).get_attribute("data-hint-move") for i in range(3)]
    for rank, key in enumerate(keys, 1):
        # on the board (its spaces are its moves), with the rank and chance on the space
        marked = page.locator(f'.board [data-action="{key}"][data-hint="{rank}"]')
        assert marked.count() == 1, key
        assert re.search(rf"#{rank} · \d+%", marked.inner_text()), marked.inner_text()
        assert marked.is_visible()
    # about a second of searching: a page that stayed responsive drew many frames
    assert page.evaluate("window.__frames.hint") >= 20
    page.locator(f'.board [data-action="{keys[0]}"]').click()
    page.wait_for_function("() => !document.querySelector('[data-hint]')")


@pytest.mark.allow_page_errors  # the broken worker's own error is the point of the test
def test_with_a_worker_that_cannot_start_the_main_thread_searches_in_slices(
        page, start_site, open_app):
    server = start_site()
    server.extra["/search_worker.py"] = (b"raise ImportError('no search worker')\n",
                                         "text/x-python")
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if "search worker" in m.text else None)
    open_app(page, server.url)
    think_time(page, "1", lambda p: open_app(p, server.url))
    new_game(page, [("Ann", "person"), ("", "bot:hard")], seed=3, game="homesteaders")
    assert settle(page, timeout=120_000) == "move"  # the hard seat played its moves
    page.evaluate(FRAMES)
    page.click('[data-cmd="hint"]')
    page.wait_for_selector("[data-hint-panel] .hint-moves li", timeout=120_000)
    assert page.locator("[data-hint-panel] .hint-moves li").count() == 3
    assert any("the search worker failed" in w for w in warnings), warnings
    # the search ran on the page's own thread, yet frames kept coming between its slices
    assert page.evaluate("window.__frames.hint") >= 20
