"""Saves: autosave records, the list, export/import, damaged files, a full storage."""
import json
import re

import pytest

import engine
from engine import BadSave
from ui.store import (
    PREFIX,
    BadFile,
    MemoryStorage,
    SaveStore,
    StorageFull,
    check_record,
    clean_seats,
    parse_file,
)

from .fakes import click_first, make_app, start_game

G = engine.GAMES["homesteaders"]


def _played_record(moves=12):
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], names=["Ann", "", ""])
    for _ in range(moves):
        click_first(app, dom)
    return app, dom


def test_every_move_is_saved_and_a_new_app_resumes_the_same_position():
    app, _dom = _played_record()
    moves = app.session.moves()
    stored = app.store.list()
    assert len(stored) == 1 and stored[0]["record"]["engine"]["actions"]
    again, _dom2 = make_app(app.store.storage)
    assert again.screen == "game"
    assert again.session.moves() == moves
    assert again.session.state.snapshot() == app.session.state.snapshot()


def test_going_home_keeps_the_save_but_forgets_the_open_game():
    app, _dom = _played_record(3)
    app.on_cmd("home")
    again, _ = make_app(app.store.storage)
    assert again.screen == "home" and len(again.store.list()) == 1


def test_export_then_import_gives_an_equal_game_under_a_new_id():
    app, dom = _played_record()
    sid = app.store.list()[0]["id"]
    app.on_cmd("home")
    app.on_cmd("export", sid)
    filename, text = dom.downloads[-1]
    assert filename.endswith(".json") and json.loads(text)["engine"]["game"] == "homesteaders"
    app.on_import(text)
    assert "imported" in dom.html
    saves = app.store.list()
    assert len(saves) == 2
    assert saves[0]["record"]["engine"] == saves[1]["record"]["engine"]
    assert saves[0]["id"] != saves[1]["id"]


@pytest.mark.parametrize(("text", "message"), [
    ("this is { not json", "not JSON"),
    ("[1, 2, 3]", "not a Westbound save"),
    ('{"hello": "world"}', "not a Westbound save"),
])
def test_files_that_are_not_saves_are_refused_and_nothing_is_lost(text, message):
    app, dom = _played_record(2)
    app.on_cmd("home")
    before = dict(app.store.storage.data)
    app.on_import(text)
    assert message in dom.html and 'class="flash error"' in dom.html
    assert app.store.storage.data == before


def test_a_truncated_save_is_refused_with_the_engines_reason():
    app, dom = _played_record(6)
    sid = app.store.list()[0]["id"]
    text = app.store.export_text(sid)
    app.on_import(text[: len(text) // 2])
    assert "not JSON" in dom.html
    record = json.loads(text)
    del record["engine"]["actions"]
    app.on_import(json.dumps(record))
    assert "cannot be loaded" in dom.html and "incomplete" in dom.html


def test_a_save_with_an_illegal_move_names_the_move():
    app, dom = _played_record(6)
    record = json.loads(app.store.export_text(app.store.list()[0]["id"]))
    record["engine"]["actions"][3][1] = "build:church"
    app.on_import(json.dumps(record))
    assert "move 4" in dom.html
    assert len(app.store.list()) == 1


def test_a_refused_save_is_explained_in_the_players_language():
    app, _dom = _played_record(6)
    record = json.loads(app.store.export_text(app.store.list()[0]["id"]))
    record["engine"]["actions"][3][1] = "build:church"
    french, dom = make_app(app.store.storage, lang="fr")
    french.on_import(json.dumps(record))
    assert "le coup 4 n&#x27;est pas légal" in dom.html
    assert "is not legal" not in dom.html


def test_a_bare_engine_save_is_accepted_with_default_seats():
    state = G.new(2, seed=4)
    record, loaded = check_record(G.save(state))
    assert [s["kind"] for s in record["page"]["seats"]] == ["person", "person"]
    assert loaded.snapshot() == state.snapshot()


def test_page_data_is_cleaned_names_trimmed_and_unknown_levels_refused():
    seats = clean_seats([{"name": "  <script>alert(1)</script>  " * 3, "kind": "bot",
                          "level": "godlike"}, "junk"], 3, "homesteaders")
    assert seats[0]["kind"] == "person" and len(seats[0]["name"]) <= 24
    assert seats[1] == {"name": "#2", "kind": "person", "level": None}
    assert len(seats) == 3


def test_a_damaged_stored_entry_is_listed_and_can_be_deleted():
    storage = MemoryStorage()
    storage.set(PREFIX + "abc", "{broken")
    app, dom = make_app(storage)
    assert "Damaged save" in dom.html
    app.on_cmd("delete", "abc")
    app.on_cmd("delete-yes", "abc")
    assert app.store.list() == []


def test_a_tampered_open_game_sends_the_player_home_with_a_message():
    app, _dom = _played_record(4)
    sid = app.session.id
    record = json.loads(app.store.raw(sid))
    record["engine"]["actions"][0][1] = "nonsense"
    app.store.storage.set(PREFIX + sid, json.dumps(record))
    again, dom2 = make_app(app.store.storage)
    assert again.screen == "home" and "cannot be loaded" in dom2.html


def test_a_full_storage_is_reported_and_the_game_goes_on():
    storage = MemoryStorage()
    app, dom = make_app(storage)
    start_game(app, dom, ["person", "bot:easy", "bot:easy"])
    storage.quota = sum(len(k) + len(v) for k, v in storage.data.items())
    click_first(app, dom)
    click_first(app, dom)
    assert "storage is full" in dom.html
    assert app.session.moves() >= 2


def test_the_store_raises_storage_full_itself():
    store = SaveStore(MemoryStorage(quota=10))
    with pytest.raises(StorageFull):
        store.set_lang("fr")


def test_parse_file_reports_codes():
    with pytest.raises(BadFile, match="not_json"):
        parse_file("{")
    with pytest.raises(BadSave):
        parse_file(json.dumps({"format": 1, "game": "nope", "players": 2, "seed": 0,
                               "options": {}, "actions": []}))


def test_the_saved_games_list_says_when_each_was_saved_and_which_are_finished():
    app, dom = make_app()
    start_game(app, dom, ["bot:easy", "bot:easy"], names=["Done", "Bot"], seed=2)
    assert app.screen == "end"
    start_game(app, dom, ["person", "bot:easy"], names=["Playing", "Bot"], seed=3)
    app.on_cmd("home")
    items = {e["record"]["page"]["seats"][0]["name"]: e for e in app.store.list()}
    assert items["Done"]["record"]["page"]["over"] is True
    assert items["Playing"]["record"]["page"]["over"] is False
    finished = dom.html.split('data-save="' + items["Done"]["id"] + '"')[1].split("</li>")[0]
    playing = dom.html.split('data-save="' + items["Playing"]["id"] + '"')[1].split("</li>")[0]
    assert "finished" in finished and "finished" not in playing
    assert re.search("saved \\d{4}\u2011\\d\\d\u2011\\d\\d\u00a0\\d\\d:\\d\\d", playing)


def _many_saves(n):
    """A storage holding `n` copies of one game, saved one minute apart (the newest has the
    last id)."""
    app, _dom = _played_record(3)
    app.on_cmd("home")
    storage = app.store.storage
    text = storage.data.pop(PREFIX + app.store.ids()[0])
    for i in range(n):
        stamp = 1_700_000_000_000 + 60_000 * i
        storage.data[PREFIX + f"g{i:03d}"] = re.sub(r'"updated":\d+', f'"updated":{stamp}',
                                                   text)
    return storage


def test_the_home_screen_lists_the_newest_saves_and_the_rest_on_demand(monkeypatch):
    storage = _many_saves(45)
    checked = []
    entry = SaveStore.entry
    monkeypatch.setattr(SaveStore, "entry",
                        lambda self, sid: checked.append(sid) or entry(self, sid))
    app, dom = make_app(storage)
    listed = re.findall(r'data-save="(g\d+)"', dom.html)
    assert listed == [f"g{i:03d}" for i in range(44, 24, -1)]
    assert sorted(checked) == sorted(listed)  # the others were not read as JSON
    assert "Show 20 more (25 not shown)" in dom.html
    app.on_cmd("more-saves")
    assert len(re.findall(r'data-save="g\d+"', dom.html)) == 40
    assert dom.focus == '[data-save="g024"] button'
    assert "Show 5 more (5 not shown)" in dom.html
    app.on_cmd("more-saves")
    assert len(re.findall(r'data-save="g\d+"', dom.html)) == 45
    assert 'data-cmd="more-saves"' not in dom.html


def test_the_save_time_is_read_without_parsing_and_a_missing_one_sorts_last():
    from ui.store import saved_at
    assert saved_at('{"page":{"seats":[{"name":"\\"updated\\":9"}],"updated":12,"over":false}}'
                    ) == 12
    assert saved_at('{"page":{"seats":[{"name":"\\"updated\\":9"}]}}') == 0
    assert saved_at(None) == 0 and saved_at('"updated": x') == 0
