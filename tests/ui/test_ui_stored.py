"""Storage that cannot brick the page: every stored entry is checked entry by entry, a
damaged one is listed as damaged (export of its text, delete), and start-up never fails
because of what is stored, whoever wrote it (project sites on one origin share storage)."""
import copy
import json

import pytest

from ui.records import MAX_CHARS, MAX_DEPTH, nesting, read_json
from ui.store import CURRENT_KEY, LANG_KEY, PREFIX, SETTINGS_KEY, MemoryStorage

from .fakes import click_first, make_app, start_game

DEEP = "[" * 20_000 + "]" * 20_000


@pytest.fixture(scope="module")
def good_record():
    """A stored record of a game in progress (a person and a bot, some moves)."""
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], names=["Ann", ""], seed=4)
    for _ in range(6):
        click_first(app, dom)
    return json.loads(app.store.raw(app.session.id))


def _with(record, path, value):
    out = copy.deepcopy(record)
    target = out
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return out


def _row(html, sid):
    return html.split(f'data-save="{sid}"')[1].split("</li>")[0]


# The records of the issue that made start-up fail with a traceback.
BRICKS = {
    "actions = 5": (("engine", "actions"), 5),
    "game = []": (("engine", "game"), []),
    "a move that is a number": (("engine", "actions", 0), 5),
    "players = 'x'": (("engine", "players"), "x"),
}


@pytest.mark.parametrize("name", sorted(BRICKS))
def test_a_record_with_a_wrong_typed_engine_field_is_listed_as_damaged(good_record, name):
    path, value = BRICKS[name]
    storage = MemoryStorage()
    storage.set(PREFIX + "bad", json.dumps(_with(good_record, path, value)))
    storage.set(PREFIX + "good", json.dumps(good_record))
    storage.set(CURRENT_KEY, "bad")
    app, dom = make_app(storage)
    assert app.screen == "home"
    row = _row(dom.html, "bad")
    assert "Damaged save" in row and 'data-cmd="resume"' not in row
    assert 'data-cmd="export"' in row and 'data-cmd="delete"' in row
    assert "file" not in row.lower()
    assert 'data-cmd="resume" data-arg="good"' in dom.html  # the others stay playable


def test_json_nested_20000_deep_never_reaches_the_parser():
    storage = MemoryStorage()
    storage.set(PREFIX + "deep", DEEP)
    storage.set(SETTINGS_KEY, DEEP)
    storage.set(CURRENT_KEY, "deep")
    app, dom = make_app(storage)
    assert app.screen == "home"
    assert "nested too deep" in _row(dom.html, "deep")
    assert app.settings["pace"] == "normal"
    with pytest.raises(ValueError, match="too_deep"):
        read_json(DEEP)


@pytest.mark.parametrize(("path", "value"), [
    (("page", "seats"), 5), (("page", "updated"), "x"), (("page",), []),
    (("page", "seats", 0), {"name": ["x"], "kind": 3, "level": {}}), (("id",), 7),
])
def test_wrong_typed_page_data_is_repaired_and_the_game_still_opens(good_record, path, value):
    storage = MemoryStorage()
    storage.set(PREFIX + "odd", json.dumps(_with(good_record, path, value)))
    app, dom = make_app(storage)
    assert "Damaged" not in dom.html and 'data-cmd="resume" data-arg="odd"' in dom.html
    app.on_cmd("resume", "odd")
    assert app.screen == "game"
    assert app.session.moves() == len(good_record["engine"]["actions"])


def _paths(value, prefix=()):
    """Every path into a record (the first three moves stand for all the others)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:3]):
            yield from _paths(item, (*prefix, i))


HOSTILE = [5, -1, "x", "", [], {}, None, True, 1e308, 10**40, "\u202e<b>", [[[[[[]]]]]]]


def test_no_stored_value_of_any_type_anywhere_stops_the_start_or_the_list(good_record):
    """Every field of a record replaced by values of every JSON type: the page starts, the
    list shows every entry, and opening one either works or says why."""
    paths = [p for p in _paths(good_record) if p]
    assert len(paths) > 20
    for path in paths:
        storage = MemoryStorage()
        for i, value in enumerate(HOSTILE):
            storage.set(f"{PREFIX}{i}", json.dumps(_with(good_record, path, value)))
        storage.set(CURRENT_KEY, "3")
        app, dom = make_app(storage)
        assert app.screen in ("home", "game"), path
        app.on_cmd("home")
        assert dom.html.count('<li class="save') == len(HOSTILE), path
        for i in range(len(HOSTILE)):
            app.on_cmd("resume", str(i))
            assert app.screen == "game" or 'class="flash error"' in dom.html, (path, i)
            app.on_cmd("home")


def test_whatever_is_stored_under_the_pages_other_keys_the_start_goes_on():
    for value in (DEEP, "", "x" * (MAX_CHARS + 5), '{"a":', "null", "[1]", '"fr"'):
        storage = MemoryStorage()
        for key in (CURRENT_KEY, LANG_KEY, SETTINGS_KEY):
            storage.set(key, value)
        storage.set(PREFIX + value[:30], value)
        tab = MemoryStorage()
        tab.set(CURRENT_KEY, value)
        app, dom = make_app(storage, tab=tab)
        assert app.screen == "home" and app.lang == "en"
        assert 'class="save damaged"' in dom.html


def test_a_damaged_entry_exports_its_text_as_it_is_and_can_be_deleted():
    storage = MemoryStorage()
    storage.set(PREFIX + "abc", '{"broken": ')
    storage.set(PREFIX + 'x"]<b>', "{}")  # ids are escaped wherever they go
    app, dom = make_app(storage)
    assert "Damaged save" in dom.html and "<b>" not in dom.html
    app.on_cmd("export", "abc")
    assert dom.downloads[-1] == ("westbound-abc.json", '{"broken": ')
    app.on_cmd("export", 'x"]<b>')
    assert dom.downloads[-1] == ("westbound-x___b_.json", "{}")
    app.on_cmd("delete", "abc")
    app.on_cmd("delete-yes", "abc")
    app.on_cmd("delete", 'x"]<b>')
    app.on_cmd("delete-yes", 'x"]<b>')
    assert app.store.list() == [] and storage.data == {}


def test_opening_a_damaged_entry_says_why_and_calls_it_a_saved_game():
    storage = MemoryStorage()
    storage.set(PREFIX + "abc", "x" * (MAX_CHARS + 1))
    app, dom = make_app(storage)
    app.on_cmd("resume", "abc")
    assert app.screen == "home"
    assert "This saved game cannot be opened: it is larger than 1000 KB" in dom.html
    assert "file" not in dom.html.split('class="flash')[1].split("</div>")[0]


def test_nesting_is_measured_without_recursion_and_ignores_brackets_in_strings():
    assert nesting('{"a": [1, {"b": "[[[[{{{{"}], "c": "\\"]"}') == 3
    assert nesting(DEEP) == MAX_DEPTH + 1
    assert nesting('"' + '\\"' * 100_000 + "\\") == 0  # linear on an unterminated string
    assert nesting("]][[") == 0
