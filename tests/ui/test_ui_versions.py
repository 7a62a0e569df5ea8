"""Versions: a game resumed under older rules says which rules it follows (and what changed
since), and a new version of the site is announced with a button to reload into it."""
import json
from html import escape

import pytest

import engine
from ui.i18n import Translator
from ui.messages import TABLES
from ui.store import PREFIX, MemoryStorage

from .fakes import click_first, make_app, start_game

G = engine.GAMES["homesteaders"]
CHANGE = "Workers from the bonus of a tile are taken, not offered."


@pytest.fixture
def versions(monkeypatch):
    """Homesteaders' rules versions: today's, and a version 2 if it had none yet (with a
    note of what changed), so that a game of version 1 is an older one."""
    if G.rules_version < 2:
        monkeypatch.setattr(G, "rules_version", 2)
        monkeypatch.setattr(G, "rules_changes", {2: "hs.rules.test_v2"})
        for table in TABLES.values():
            monkeypatch.setitem(table, "hs.rules.test_v2", CHANGE)
    return G.rules_version


def _v1_save(monkeypatch):
    """A stored game of rules version 1, made as the page made it before any change."""
    with monkeypatch.context() as then:
        then.setattr(G, "rules_version", 1)
        app, dom = make_app()
        start_game(app, dom, ["person", "bot:easy"], names=["Ann", ""], seed=4)
        click_first(app, dom)
    assert app.session.state.rules == 1
    return app.store.storage, app.session.id, app.session.moves()


def test_resuming_an_older_rules_game_keeps_its_rules(versions, monkeypatch):
    storage, sid, moves = _v1_save(monkeypatch)
    app, dom = make_app(storage)
    assert app.screen == "game" and app.session.moves() == moves
    assert app.session.state.rules == 1
    assert "follows the rules of version 1" in dom.html
    assert f"new games follow version {versions}" in dom.html
    for version in range(2, versions + 1):  # what changed since, in each version's words
        assert escape(Translator("en")(G.rules_changes[version])) in dom.html
    click_first(app, dom)  # it plays on, and its save still says version 1
    assert json.loads(storage.data[PREFIX + sid])["engine"]["rules"] == 1
    app.on_cmd("home")
    assert "rules version 1" in dom.html
    start_game(app, dom, ["person", "bot:easy"], seed=5)  # a new game: today's rules
    assert app.session.state.rules == versions
    assert "follows the rules of version" not in dom.html


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


def test_a_finished_game_of_older_rules_replays_under_its_own_rules(versions, monkeypatch):
    """The end screen replays every position of a version-1 game with version 1's rules."""
    with monkeypatch.context() as then:
        then.setattr(G, "rules_version", 1)
        app, dom = make_app()
        start_game(app, dom, ["bot:easy", "bot:easy"], seed=2)
    assert app.screen == "end" and app.session.state.rules == 1
    again, dom = make_app(app.store.storage)
    again.on_cmd("resume", app.session.id)
    assert again.screen == "end"
    assert len(again.positions()) == again.session.moves() + 1
    assert again.positions()[-1].snapshot() == again.session.state.snapshot()
