"""Hostile imports: size and nesting are checked before parsing (a clear message over the
stated limit), unknown fields are dropped, and nothing else stored is touched."""
import json

import pytest

from ui.records import MAX_CHARS, MAX_MOVES

from .fakes import click_first, make_app, start_game


@pytest.fixture
def exported():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], names=["Ann", ""], seed=4)
    for _ in range(4):
        click_first(app, dom)
    app.on_cmd("home")
    app.on_cmd("export", app.store.list()[0]["id"])
    return app, dom, dom.downloads[-1][1]


def _refused(app, dom, text, message):
    before = dict(app.store.storage.data)
    app.on_import(text)
    flash = dom.html.split('class="flash error"')[1].split("</div>")[0]
    assert message in flash
    assert app.store.storage.data == before


def test_a_file_over_the_size_limit_is_refused_for_its_size_before_it_is_parsed(exported):
    app, dom, text = exported
    huge = "[" * (MAX_CHARS + 1)  # parsing it would exhaust the stack: it is never parsed
    _refused(app, dom, huge, f"too large to be a Westbound save (more than {MAX_CHARS // 1000}"
                             " KB)")
    padded = text[:-1] + ', "pad": "' + "x" * MAX_CHARS + '"}'
    _refused(app, dom, padded, "too large")


def test_a_file_nested_20000_deep_is_refused_with_a_message(exported):
    app, dom, _ = exported
    _refused(app, dom, '{"a": ' * 20_000 + "1" + "}" * 20_000, "nested too deep")


def test_a_save_with_more_moves_than_the_limit_is_refused(exported):
    app, dom, text = exported
    record = json.loads(text)
    record["engine"]["actions"] = [[0, "done"]] * (MAX_MOVES + 1)
    _refused(app, dom, json.dumps(record), f"({MAX_MOVES} at most)")


def test_unknown_fields_are_dropped_everywhere(exported):
    app, dom, text = exported
    record = json.loads(text)
    record["junk"] = "x" * 1000
    record["engine"]["junk"] = [1, 2]
    record["page"]["junk"] = {"a": 1}
    record["page"]["seats"][0]["junk"] = True
    app.on_import(json.dumps(record))
    assert "imported" in dom.html
    stored = [app.store.raw(e["id"]) for e in app.store.list()]
    assert len(stored) == 2 and all("junk" not in text for text in stored)
    assert json.loads(stored[0])["engine"] == json.loads(stored[1])["engine"]


@pytest.mark.parametrize("text", ["", "null", "5", '"x"', "[]", '{"engine": 5}',
                                  '{"engine": {"format": "1"}}', '{"format": 1e400}'])
def test_odd_json_values_are_refused_as_not_saves(exported, text):
    app, dom, _ = exported
    before = dict(app.store.storage.data)
    app.on_import(text)
    assert 'class="flash error"' in dom.html and app.store.storage.data == before
