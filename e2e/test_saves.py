"""Saves in the real page: reload resumes, export and import, refused files, full storage."""
from __future__ import annotations

import json

import pytest
from playing import (
    click_a_move,
    go_home,
    log_texts,
    new_game,
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
    """The shared page with one game in progress: a person against two easy bots."""
    go_home(app_page)
    set_pace(app_page, "instant")
    new_game(app_page, [("Rosa", "person"), ("", "bot:easy"), ("", "bot:easy")], seed=21)
    play(app_page, moves=15)
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


def test_a_full_storage_is_reported_to_the_player(game_page):
    page = game_page
    go_home(page)
    page.locator('.save [data-cmd="resume"]').click()
    assert settle(page) == "move"
    page.evaluate("""() => {
      window.__setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }""")
    try:
        click_a_move(page)
        page.wait_for_selector(".flash.error")
        assert "storage is full" in page.locator(".flash.error").inner_text()
        assert settle(page) in ("move", "end")  # the game goes on
    finally:
        page.evaluate("() => { Storage.prototype.setItem = window.__setItem; }")
