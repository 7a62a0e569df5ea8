"""Saves in the real page: reload resumes, export and import, refused files, full storage."""
from __future__ import annotations

import json

import pytest
from board_play import bots_save, resume_with_bots
from playing import (
    go_home,
    log_texts,
    play,
    set_pace,
    settle,
    stored_moves,
)

IMPORT = 'input[data-cmd="import"]'


def _file(text: str, name: str = "game.json") -> dict:
    return {"name": name, "mimeType": "application/json", "buffer": text.encode()}


@pytest.fixture(scope="module")
def game_page(app_page):
    """The shared page with one game in progress, a person against two easy bots: halfway
    through a game the engine's bots played (imported: seconds instead of clicking towards
    it), then three moves made on the page (autosaved as they are made)."""
    go_home(app_page)
    set_pace(app_page, "instant")
    resume_with_bots(app_page, bots_save("homesteaders", 3, seed=21))
    assert play(app_page, moves=3) == "move"
    return app_page


def test_reloading_the_tab_returns_to_the_same_position(game_page, wait_ready):
    page = game_page
    moves, log, status = stored_moves(page), log_texts(page), page.locator(".status").inner_text()
    page.reload()
    wait_ready(page)
    assert settle(page) == "move"
    assert stored_moves(page) == moves
    assert log_texts(page) == log
    assert page.locator(".status").inner_text() == status


def test_export_then_import_brings_the_same_game_back(game_page):
    page = game_page
    log = log_texts(page)
    go_home(page)
    assert page.locator(".save").count() == 1
    with page.expect_download() as download:
        page.locator('.save [data-cmd="export"]').click()
    assert download.value.suggested_filename.endswith(".json")
    text = open(download.value.path(), encoding="utf-8").read()
    assert json.loads(text)["engine"]["game"] == "homesteaders"

    page.locator('.save [data-cmd="delete"]').click()
    page.locator('.save [data-cmd="delete-yes"]').click()
    assert page.locator(".save").count() == 0
    page.set_input_files(IMPORT, files=[_file(text)])
    page.wait_for_selector(".flash.info")
    assert "imported" in page.locator(".flash").inner_text()
    assert page.locator(".save").count() == 1
    page.locator('.save [data-cmd="resume"]').click()
    assert settle(page) == "move"
    assert log_texts(page) == log


@pytest.mark.parametrize(("kind", "message"), [
    ("not_json", "not JSON"),
    ("truncated", "not JSON"),
    ("not_save", "not a Westbound save"),
    ("illegal_move", "move 3"),
])
def test_a_bad_file_is_refused_with_a_message_and_nothing_is_lost(game_page, kind, message):
    page = game_page
    go_home(page)
    good = page.evaluate("""() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('westbound.save.'));
      return localStorage.getItem(key);
    }""")
    record = json.loads(good)
    record["engine"]["actions"][2][1] = "build:church"
    text = {"not_json": "Hello, I am not a save", "truncated": good[: len(good) // 2],
            "not_save": json.dumps({"name": "something else"}),
            "illegal_move": json.dumps(record)}[kind]
    before = page.evaluate("() => JSON.stringify(localStorage)")
    page.set_input_files(IMPORT, files=[_file(text, f"{kind}.json")])
    page.wait_for_selector(".flash.error")
    assert message in page.locator(".flash.error").inner_text()
    assert page.evaluate("() => JSON.stringify(localStorage)") == before
    assert page.locator(".save").count() == 1


# Another site on the same origin fills localStorage to the browser's quota.
FILL_STORAGE = """() => {
  let size = 1 << 22, n = 0;
  while (size >= 1) {
    try { localStorage.setItem('other-site.' + n, 'x'.repeat(size)); n += 1; }
    catch (error) { size >>= 1; }
  }
  // the last few characters, too few for a new key and its value (a short move such as
  // "pass" would still fit there): the last value grows until not one more fits
  const last = 'other-site.' + (n - 1);
  for (let more = 64; more >= 1; more >>= 1) {
    try {
      for (;;) localStorage.setItem(last, localStorage.getItem(last) + 'x'.repeat(more));
    } catch (error) { /* full at this step */ }
  }
  return n;
}"""
FREE_STORAGE = """() => Object.keys(localStorage).filter((k) => k.startsWith('other-site.'))
  .forEach((k) => localStorage.removeItem(k))"""


def test_a_full_storage_loses_nothing(game_page, site_url):
    page = game_page
    go_home(page)
    page.locator('.save [data-cmd="resume"]').first.click()
    assert settle(page) == "move"
    sid = page.evaluate("sessionStorage.getItem('westbound.current')")
    saved = stored_moves(page)
    assert page.evaluate(FILL_STORAGE) > 0
    play(page, moves=3)  # the game goes on
    notice = page.locator(".notice[data-unsaved]")
    assert "storage is full" in notice.inner_text()
    with page.expect_download() as download:
        notice.locator('[data-cmd="export"]').click()
    exported = json.loads(open(download.value.path(), encoding="utf-8").read())
    made = len(exported["engine"]["actions"])
    assert made > saved and stored_moves(page) == saved

    go_home(page)  # going home keeps it, listed as not saved
    row = page.locator(f'.save.unsaved[data-save="{sid}"]')
    assert "not saved" in row.inner_text()
    other = page.context.new_page()  # another tab of the origin makes room
    try:
        other.goto(site_url, wait_until="domcontentloaded")  # closed before Python starts
        other.evaluate(FREE_STORAGE)
    finally:
        other.close()
    page.wait_for_selector(".flash.info")
    assert "every game is saved" in page.locator(".flash.info").inner_text()
    assert page.locator("[data-unsaved]").count() == 0
    stored = page.evaluate(f"JSON.parse(localStorage.getItem('westbound.save.{sid}'))")
    assert len(stored["engine"]["actions"]) == made


# The stored records of the issue that made start-up fail, written by "another site".
BRICKS = """(good) => {
  const record = JSON.parse(good);
  const put = (id, change) => {
    const copy = JSON.parse(good);
    change(copy);
    localStorage.setItem('westbound.save.' + id, JSON.stringify(copy));
  };
  put('seats5', (r) => { r.page.seats = 5; });
  put('updatedx', (r) => { r.page.updated = 'x'; });
  put('actions5', (r) => { r.engine.actions = 5; });
  put('gamelist', (r) => { r.engine.game = []; });
  localStorage.setItem('westbound.save.deep', '['.repeat(20000) + ']'.repeat(20000));
  localStorage.setItem('westbound.settings', '{"a":'.repeat(20000) + '1' + '}'.repeat(20000));
  localStorage.setItem('westbound.current', 'deep');
  sessionStorage.setItem('westbound.current', 'deep');
  return record.engine.actions.length;
}"""


def test_stored_records_that_used_to_brick_the_page_are_listed_and_the_page_starts(
        game_page, wait_ready):
    page = game_page
    go_home(page)
    good = page.evaluate("""() => localStorage.getItem(Object.keys(localStorage).find(
      (k) => k.startsWith('westbound.save.')))""")
    moves = page.evaluate(BRICKS, good)
    page.reload()
    wait_ready(page)
    assert page.locator(".screen-home").count() == 1
    damaged = page.locator(".save.damaged")
    assert sorted(damaged.evaluate_all("els => els.map(e => e.dataset.save)")) == [
        "actions5", "deep", "gamelist"]
    assert "nested too deep" in page.locator('.save[data-save="deep"]').inner_text()
    with page.expect_download() as download:
        page.locator('.save[data-save="deep"] [data-cmd="export"]').click()
    assert open(download.value.path()).read() == "[" * 20000 + "]" * 20000
    for sid in ("seats5", "updatedx"):  # page data of the wrong type is repaired
        go_home(page)
        page.locator(f'.save[data-save="{sid}"] [data-cmd="resume"]').click()
        assert settle(page) in ("move", "handover")
        assert stored_moves(page) == moves
    go_home(page)
    for sid in ("seats5", "updatedx", "actions5", "gamelist", "deep"):
        page.locator(f'.save[data-save="{sid}"] [data-cmd="delete"]').click()
        page.locator(f'.save[data-save="{sid}"] [data-cmd="delete-yes"]').click()
    page.evaluate("localStorage.removeItem('westbound.settings')")


HOSTILE_FILES = {
    "huge": ("[" * 20_000_000, "too large to be a Westbound save (more than 1000 KB)"),
    "deep": ('{"a":' * 20_000 + "1" + "}" * 20_000, "nested too deep"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE_FILES))
def test_a_hostile_file_is_refused_at_once_with_a_message(game_page, name, tmp_path):
    page = game_page
    text, message = HOSTILE_FILES[name]
    go_home(page)
    before = page.evaluate("() => JSON.stringify(localStorage)")
    path = tmp_path / f"{name}.json"
    path.write_text(text)
    page.set_input_files(IMPORT, files=[path])
    page.wait_for_selector(".flash.error")
    assert message in page.locator(".flash.error").inner_text()
    assert page.evaluate("() => JSON.stringify(localStorage)") == before
