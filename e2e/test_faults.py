"""Faults found by attacking the page, each reproduced as it was found: a link nested
thousands deep, a search worker that dies, a start whose download fails or stalls, and a
home screen with hundreds of stored games. (A take-back during a bot's turn is checked on
the controller: tests/ui/test_ui_app.py.)"""
from __future__ import annotations

import base64
import json
import sys
import zlib
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from devserver import STALL
from playing import click_a_move, go_home, new_game, settle, think_time
from playwright.sync_api import expect

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import engine
from engine.core import Rng

#: a game link holding JSON objects nested 5,000 deep: 81 characters that once exhausted
#: the JavaScript stack under Python (RangeError: a page that never started)
DEEP = "game=" + base64.urlsafe_b64encode(
    zlib.compress(('{"":' * 5000 + "0" + "}" * 5000).encode(), 9)).decode().rstrip("=")
WASM = "/assets/pyodide/pyodide.asm.wasm"
#: the start script's documented hook that shortens the 20 s after which a start with no
#: progress is said to have stalled
STALL_KEY = "westbound.stall_ms"


def test_a_deep_link_opened_as_a_page_is_refused_and_a_reload_starts_clean(
        page, site_url, wait_ready):
    assert len(DEEP) <= 81
    page.goto(f"{site_url}#{DEEP}")
    wait_ready(page)
    expect(page.locator(".flash.error")).to_contain_text("This game link is damaged")
    assert urlsplit(page.url).fragment == ""  # the link left the address
    page.reload()
    wait_ready(page)
    expect(page.locator(".screen-home")).to_be_visible()
    expect(page.locator(".flash.error")).to_have_count(0)


def test_a_deep_link_opened_in_a_running_page_is_refused_and_python_goes_on(
        app_page, open_app):
    open_app(app_page)
    app_page.evaluate("(link) => { location.hash = link; }", DEEP)
    expect(app_page.locator(".flash.error")).to_contain_text("This game link is damaged")
    assert urlsplit(app_page.url).fragment == ""
    app_page.click('[data-cmd="new"][data-arg="montana"]')  # Python still answers clicks
    expect(app_page.locator('[name="players"]')).to_be_visible()
    go_home(app_page)


HARDY_MOVES = """() => {
  const id = localStorage.getItem('westbound.current');
  const save = JSON.parse(localStorage.getItem('westbound.save.' + id));
  return save.engine.actions.filter((a) => a[0] === 1).length;
}"""
#: the search worker is ended as a crash would: its interpreter is gone, its answer never
#: comes (PyScript's `<script worker name="search-N">` holds it)
KILL_WORKER = """() => {
  const script = document.querySelector('script[worker][name^="search"]');
  script.xworker.terminate();
  return script.getAttribute('name');
}"""


def _hardy_moves_once_more(page) -> None:
    """The person moves until the hard seat has made one more move."""
    before = page.evaluate(HARDY_MOVES)
    for _ in range(30):
        click_a_move(page)
        assert settle(page, timeout=90_000) == "move"
        if page.evaluate(HARDY_MOVES) > before:
            return
    raise AssertionError("the hard seat never played")


def test_a_search_worker_that_dies_is_replaced_and_the_hard_bot_plays_on(
        app_page, open_app):
    page = app_page
    think_time(page, "0.3", open_app)
    go_home(page)
    new_game(page, [("Ann", "person"), ("Hardy", "bot:hard")], seed=3, game="homesteaders")
    assert settle(page, timeout=90_000) == "move"
    _hardy_moves_once_more(page)  # through the worker: it is up
    expect(page.locator(".flash.warn")).to_have_count(0)
    killed = page.evaluate(KILL_WORKER)
    _hardy_moves_once_more(page)  # its search waited 0.3 + 5 s, then ran on the page
    expect(page.locator('.flash.warn[role="status"]')).to_contain_text(
        "The computer's search stopped answering")
    replacement = page.locator('script[worker][name^="search"]')
    expect(replacement).to_have_count(1)
    assert replacement.get_attribute("name") != killed  # a new worker for the next moves
    go_home(page)


def _failed_start(page, lang: str) -> None:
    page.add_init_script(f"localStorage.setItem('westbound.lang', '{lang}');"
                         f"localStorage.setItem('{STALL_KEY}', '2000');")


def _retry_starts(page, server, wait_ready) -> None:
    """With the fault gone, Try again reloads the page and Python starts."""
    server.extra.clear()
    page.locator("[data-retry]").click()
    wait_ready(page)
    expect(page.locator("#start-failed")).to_have_count(0)


@pytest.mark.allow_page_errors
def test_a_start_whose_interpreter_is_missing_says_so_with_try_again_and_the_rules(
        page, start_site, wait_ready):
    server = start_site()
    server.extra[WASM] = 404
    _failed_start(page, "fr")
    page.goto(server.url, wait_until="commit")
    failed = page.locator('#start-failed[role="alert"]')
    expect(failed).to_contain_text("Les jeux n'ont pas pu démarrer")
    expect(failed).to_contain_text("Vérifiez la connexion, puis réessayez.")
    expect(failed.locator("[data-retry]")).to_have_text("Réessayer")
    expect(failed.locator("[data-retry]")).to_be_focused()
    expect(page.locator("#loading")).to_be_hidden()  # no spinner turning for ever
    rules = failed.locator(".start-rules a")
    expect(rules).to_have_text(["Homesteaders", "Gold West", "Montana"])
    assert rules.first.get_attribute("href") == "rules/homesteaders.fr.html"
    page.screenshot(path="test-results/faults-start-failed-fr.png")
    _retry_starts(page, server, wait_ready)


@pytest.mark.allow_page_errors
def test_a_start_that_stalls_says_so_with_try_again(page, start_site, wait_ready):
    server = start_site()
    server.extra[WASM] = STALL
    _failed_start(page, "es")
    page.goto(server.url, wait_until="commit")
    failed = page.locator('#start-failed[role="alert"]')
    expect(failed).to_contain_text("no ha llegado nada en 2 segundos", timeout=30_000)
    expect(failed.locator("[data-retry]")).to_have_text("Reintentar")
    assert failed.locator(".start-rules a").first.get_attribute(
        "href") == "rules/homesteaders.es.html"
    page.screenshot(path="test-results/faults-start-stalled-es.png")
    _retry_starts(page, server, wait_ready)


def _records(n: int) -> dict[str, str]:
    """`n` stored games (a whole Homesteaders game, as a page stores it), saved a minute
    apart: localStorage key -> text."""
    game = engine.GAMES["homesteaders"]
    state, rng = game.new(3, 5, {"hidden_resources": True}), Rng(5)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        state = game.apply(state, game.bots["easy"](state, seat, rng, 0))
    seats = [{"name": name, "kind": "person", "level": None} for name in ("A", "B", "C")]
    out = {}
    for i in range(n):
        record = {"westbound": 1, "id": f"g{i:04d}", "rev": 1, "engine": game.save(state),
                  "page": {"seats": seats, "updated": 1_700_000_000_000 + 60_000 * i,
                           "over": True}}
        out[f"westbound.save.g{i:04d}"] = json.dumps(record, separators=(",", ":"))
    return out


#: how long the home screen takes to list the games and draw (ms), from another screen
#: (a new game's form), as when the page starts: one press of the title button
HOME_DRAWN_IN = """() => {
  document.querySelector('[data-cmd="new"][data-arg="montana"]').click();
  const t0 = performance.now();
  document.querySelector('button.brand').click();
  return performance.now() - t0;
}"""


def test_five_hundred_stored_games_list_the_newest_at_once_and_the_rest_on_demand(
        fresh_app_page, open_app):
    page = fresh_app_page
    page.evaluate("""(records) => {
      for (const [key, text] of Object.entries(records)) localStorage.setItem(key, text);
    }""", _records(500))
    open_app(page)
    rows = page.locator(".saves li[data-save]")
    expect(rows).to_have_count(20)
    assert rows.first.get_attribute("data-save") == "g0499"
    # how fast is measured, not asserted (no timed assertion in a test): printed for the
    # record; tests/ui/test_ui_store.py checks that only the games shown are parsed
    times = sorted(page.evaluate(HOME_DRAWN_IN) for _ in range(5))
    print(f"home screen with 500 stored games: {times} ms")
    more = page.locator('[data-cmd="more-saves"]')
    expect(more).to_have_text("Show 20 more (480 not shown)")
    more.click()
    expect(rows).to_have_count(40)
    assert rows.nth(20).get_attribute("data-save") == "g0479"
