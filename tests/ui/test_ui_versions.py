"""Versions: a game resumed under older rules says which rules it follows (and what changed
since), and a new version of the site is announced with a button to reload into it."""
import json

import engine
from ui.messages import TABLES
from ui.store import PREFIX, MemoryStorage

from .fakes import click_first, make_app, start_game

G = engine.GAMES["homesteaders"]
CHANGE = "Workers from the bonus of a tile are taken, not offered."


def _v1_save():
    """A stored game of rules version 1 (made before the change)."""
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], names=["Ann", ""], seed=4)
    click_first(app, dom)
    return app.store.storage, app.session.id, app.session.moves()


def test_resuming_an_older_rules_game_keeps_its_rules(monkeypatch):
    storage, sid, moves = _v1_save()
    monkeypatch.setattr(G, "rules_version", 2)
    monkeypatch.setattr(G, "rules_changes", {2: "hs.rules.test_v2"})
    for table in TABLES.values():
        monkeypatch.setitem(table, "hs.rules.test_v2", CHANGE)
    app, dom = make_app(storage)
    assert app.screen == "game" and app.session.moves() == moves
    assert app.session.state.rules == 1
    assert "follows the rules of version 1" in dom.html and "version 2" in dom.html
    assert CHANGE in dom.html
    click_first(app, dom)  # it plays on, and its save still says version 1
    assert json.loads(storage.data[PREFIX + sid])["engine"]["rules"] == 1
    app.on_cmd("home")
    assert "rules version 1" in dom.html
    start_game(app, dom, ["person", "bot:easy"], seed=5)  # a new game: today's rules
    assert app.session.state.rules == 2 and "follows the rules of version" not in dom.html


def test_a_game_under_todays_rules_says_nothing_about_versions():
    app, dom = make_app(MemoryStorage())
    start_game(app, dom, ["person", "bot:easy"], seed=5)
    assert "rules-note" not in dom.html


def test_a_new_version_is_announced_with_a_button_that_reloads_into_it():
    app, dom = make_app()
    assert "data-update-ready" not in dom.html
    app.on_update()
    assert "A new version of Westbound is ready" in dom.html
    start_game(app, dom, ["person", "bot:easy"], seed=5)
    assert 'data-cmd="update"' in dom.html  # on every screen until the reload
    app.on_cmd("update")
    assert dom.updates == 1
