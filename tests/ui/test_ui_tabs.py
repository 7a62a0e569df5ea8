"""Two tabs on one game: a tab never silently overwrites what another tab stored; the stale
tab is told and shows the newer game; each tab remembers its own open game."""
import json

from ui.store import PREFIX, MemoryStorage

from .fakes import click_first, make_app, start_game


def _two_tabs(seed=6):
    """Tab A starts a game against a bot; tab B opens the same game from the list."""
    storage = MemoryStorage()
    a, dom_a = make_app(storage)
    start_game(a, dom_a, ["person", "bot:easy"], names=["Ann", ""], seed=seed)
    click_first(a, dom_a)
    b, dom_b = make_app(storage)  # a new tab opens on the game last opened
    assert b.screen == "game" and b.session.id == a.session.id
    return storage, (a, dom_a), (b, dom_b)


def _stored_moves(storage, sid):
    return len(json.loads(storage.data[PREFIX + sid])["engine"]["actions"])


def test_a_move_in_one_tab_shows_in_the_other():
    storage, (a, dom_a), (b, dom_b) = _two_tabs()
    sid = a.session.id
    click_first(a, dom_a)
    assert b.session.moves() < a.session.moves()
    b.on_storage(PREFIX + sid)  # the browser's storage event
    assert b.session.moves() == a.session.moves() == _stored_moves(storage, sid)
    assert "played on in another tab" in dom_b.html


def test_a_stale_tab_never_overwrites_the_newer_game_and_is_told():
    storage, (a, dom_a), (b, dom_b) = _two_tabs()
    sid = a.session.id
    click_first(a, dom_a)
    click_first(a, dom_a)
    newer = storage.data[PREFIX + sid]
    click_first(b, dom_b)  # before B heard of A's moves
    assert storage.data[PREFIX + sid] == newer
    assert "Your last move was not saved" in dom_b.html
    assert b.session.moves() == a.session.moves() == _stored_moves(storage, sid)
    click_first(b, dom_b)  # B now plays on from the newer position, and it is saved
    assert _stored_moves(storage, sid) == b.session.moves() > a.session.moves()


def test_a_game_deleted_in_another_tab_is_not_brought_back():
    storage, (a, _), (b, dom_b) = _two_tabs()
    sid = a.session.id
    a.on_cmd("home")
    a.on_cmd("delete", sid)
    a.on_cmd("delete-yes", sid)
    click_first(b, dom_b)
    assert PREFIX + sid not in storage.data
    assert b.screen == "home" and "deleted in another tab" in dom_b.html


def test_the_home_list_follows_other_tabs():
    _, (a, dom_a), (b, dom_b) = _two_tabs()
    b.on_cmd("home")
    start_game(a, dom_a, ["person", "bot:easy"], names=["Zed", ""], seed=9)
    b.on_storage(PREFIX + a.session.id)
    assert "Zed" in dom_b.html


def test_each_tab_remembers_its_own_open_game_across_reloads():
    storage = MemoryStorage()
    tab_a, tab_b = MemoryStorage(), MemoryStorage()
    a, dom_a = make_app(storage, tab=tab_a)
    start_game(a, dom_a, ["person", "bot:easy"], names=["Ann", ""], seed=1)
    b, dom_b = make_app(storage, tab=tab_b)
    b.on_cmd("home")
    start_game(b, dom_b, ["person", "bot:easy"], names=["Bea", ""], seed=2)
    assert a.session.id != b.session.id
    a_again, _ = make_app(storage, tab=tab_a)  # tab A reloads
    b_again, _ = make_app(storage, tab=tab_b)
    assert a_again.session.id == a.session.id
    assert b_again.session.id == b.session.id
    c, _ = make_app(storage)  # a new tab: the game opened last
    assert c.session.id == b.session.id


def test_going_home_in_one_tab_leaves_the_other_tabs_game_open_after_its_reload():
    storage = MemoryStorage()
    tab_a, tab_b = MemoryStorage(), MemoryStorage()
    a, dom_a = make_app(storage, tab=tab_a)
    start_game(a, dom_a, ["person", "bot:easy"], seed=1)
    b, dom_b = make_app(storage, tab=tab_b)
    b.on_cmd("home")
    start_game(b, dom_b, ["person", "bot:easy"], seed=2)
    a.on_cmd("home")
    b_again, _ = make_app(storage, tab=tab_b)
    assert b_again.screen == "game" and b_again.session.id == b.session.id
