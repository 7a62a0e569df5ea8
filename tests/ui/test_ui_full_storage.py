"""Full storage loses nothing: the game in memory is never discarded while unsaved, the
page offers its export, going home keeps it, and saving resumes by itself once there is
room."""
import json

from ui.store import PREFIX, MemoryStorage

from .fakes import click_first, make_app, start_game


def _used(storage):
    return sum(len(k) + len(v) for k, v in storage.data.items())


def _full_game():
    """An old saved game, then a game whose moves stop fitting after its start."""
    storage = MemoryStorage()
    app, dom = make_app(storage)
    start_game(app, dom, ["bot:easy", "bot:easy"], names=["Old", "Game"], seed=2)
    old = app.session.id
    app.on_cmd("home")
    start_game(app, dom, ["person", "bot:easy"], names=["Ann", ""], seed=3)
    storage.quota = _used(storage)
    for _ in range(5):
        click_first(app, dom)
    return storage, app, dom, old


def test_the_game_goes_on_and_the_page_offers_its_export():
    storage, app, dom, _ = _full_game()
    sid = app.session.id
    assert app.session.moves() > _stored(storage, sid)
    assert "data-unsaved" in dom.html and "storage is full" in dom.html
    assert f'data-cmd="export" data-arg="{sid}"' in dom.html
    app.on_cmd("export", sid)
    exported = json.loads(dom.downloads[-1][1])
    assert len(exported["engine"]["actions"]) == app.session.moves()


def _stored(storage, sid):
    return len(json.loads(storage.data[PREFIX + sid])["engine"]["actions"])


def test_going_home_keeps_the_unsaved_game_and_resuming_brings_every_move_back():
    _, app, dom, _ = _full_game()
    sid, moves = app.session.id, app.session.moves()
    snapshot = app.session.state.snapshot()
    app.on_cmd("home")
    row = dom.html.split(f'data-save="{sid}"')[1].split("</li>")[0]
    assert "not saved" in row and 'data-cmd="export"' in row
    assert "kept only in this tab" in dom.html
    app.on_cmd("resume", sid)
    assert app.session.moves() == moves and app.session.state.snapshot() == snapshot


def test_saving_resumes_by_itself_when_a_game_is_deleted():
    storage, app, dom, old = _full_game()
    sid, moves = app.session.id, app.session.moves()
    app.on_cmd("home")
    app.on_cmd("delete", old)
    app.on_cmd("delete-yes", old)
    assert "every game is saved" in dom.html and "data-unsaved" not in dom.html
    assert _stored(storage, sid) == moves


def test_saving_resumes_by_itself_when_another_tab_frees_room():
    storage, app, dom, old = _full_game()
    sid, moves = app.session.id, app.session.moves()
    del storage.data[PREFIX + old]  # another tab deleted it
    app.on_storage(PREFIX + old)
    assert _stored(storage, sid) == moves
    assert "data-unsaved" not in dom.html


def test_a_new_game_started_while_the_storage_is_full_is_kept_too():
    _, app, dom, _ = _full_game()
    app.on_cmd("home")
    start_game(app, dom, ["person", "bot:easy"], names=["Cy", ""], seed=5)
    assert len(app.keeper.unsaved) == 2
    app.on_cmd("home")
    assert "2 games are kept only in this tab" in dom.html
    assert dom.html.count('<li class="save unsaved"') == 2


def test_an_unsaved_game_changed_meanwhile_in_another_tab_is_kept_as_a_copy():
    storage, app, _, old = _full_game()
    sid, moves = app.session.id, app.session.moves()
    other, other_dom = make_app(storage)  # another tab opens the stored (older) game
    other.on_cmd("resume", sid)
    storage.quota = None
    click_first(other, other_dom)
    app.on_storage(PREFIX + sid)
    assert not app.keeper.unsaved
    copies = [e for e in app.store.list() if e["record"] and e["id"] != old]
    assert sorted(len(e["record"]["engine"]["actions"]) for e in copies) == sorted(
        [moves, other.session.moves()])
