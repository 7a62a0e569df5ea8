"""Presentation mode (the board fills the screen, the panels fold away) and where the game
is, said one way in the header, the log, the replay and the end chart."""
import json
import re

import pytest

import engine
from ui.games import Ctx, ui_for
from ui.i18n import LANGS, Translator
from ui.present import PANEL_KEYS
from ui.store import SETTINGS_KEY, MemoryStorage

from .fakes import click_first, make_app, start_game

NAMES = ["Ann", "Bob", "Cy"]


def _presenting(game="homesteaders"):
    app, dom = make_app()
    start_game(app, dom, ["person", "person", "person"], names=NAMES, game=game)
    if app.session.needs_handover():
        app.on_cmd("handover")
    app.on_cmd("present")
    return app, dom


def test_present_turns_presentation_mode_on_and_off_and_is_remembered():
    app, dom = _presenting()
    assert app.settings["present"] is True
    assert 'class="screen screen-game presenting"' in dom.html
    assert json.loads(app.store.storage.get(SETTINGS_KEY))["present"] is True
    again, dom2 = make_app(app.store.storage)  # a reload comes back presenting
    assert again.settings["present"] is True and "presenting" in dom2.html
    again.on_cmd("present")
    assert "presenting" not in dom2.html
    assert json.loads(again.store.storage.get(SETTINGS_KEY))["present"] is False


def test_settings_stored_before_presentation_mode_still_load():
    storage = MemoryStorage()
    storage.set(SETTINGS_KEY, json.dumps({"open_view": True, "pace": "slow", "text": "larger",
                                          "guide": False, "think": "3"}))
    app, _ = make_app(storage)
    assert app.settings["present"] is False
    assert (app.settings["text"], app.settings["pace"], app.settings["open_view"]) == (
        "larger", "slow", True)


def test_presenting_folds_every_panel_and_each_comes_back_with_its_own_button():
    app, dom = _presenting()
    band = dom.html.split('class="band"', 1)[1].split('class="board-area"', 1)[0]
    assert 'class="turn"' in band and 'data-cmd="present"' in band
    for name, key in PANEL_KEYS.items():
        assert f'data-cmd="panel" data-arg="{name}" data-key="{key}"' in dom.html
    assert 'class="drawer"' not in dom.html
    for folded in ('class="panel log"', 'class="panel scores"', 'id="moves"',
                   'data-phase-guide', 'data-cmd="text"'):
        assert folded not in dom.html
    app.on_cmd("panel", "log")
    assert 'class="drawer"' in dom.html and 'class="panel log"' in dom.html
    assert 'data-arg="log" data-key="l" aria-keyshortcuts="L" aria-expanded="true"' in dom.html
    app.on_cmd("panel", "settings")
    assert 'data-cmd="text"' in dom.html
    app.on_cmd("panel", "log")
    assert 'class="panel log"' not in dom.html


def test_presenting_the_moves_only_the_list_shows_stay_in_the_band():
    """Homesteaders' auction bids are on the board; its passes and free moves are not."""
    app, dom = _presenting()
    for _ in range(40):
        band = dom.html.split('class="band"', 1)[1].split('class="board-area"', 1)[0]
        board = dom.html.split('class="board-area"', 1)[1]
        keys = set(re.findall(r'data-action="([^"]+)"', dom.html))
        # every move on screen is on the board or in the band
        assert keys == (set(re.findall(r'data-action="([^"]+)"', band))
                        | set(re.findall(r'data-action="([^"]+)"', board)))
        assert {a.key for a in app.session.legal()} <= keys
        click_first(app, dom)
        if app.session.needs_handover():
            app.on_cmd("handover")


def test_the_replay_s_way_back_to_the_game_is_now():
    app, dom = _presenting()
    for _ in range(3):
        click_first(app, dom)
        if app.session.needs_handover():
            app.on_cmd("handover")
    app.on_cmd("replay", "prev")
    assert "presenting" not in dom.html and 'data-cmd="now"' in dom.html
    app.on_cmd("now")
    assert app.replay_pos is None and "presenting" in dom.html


@pytest.mark.parametrize("lang", LANGS)
def test_the_presentation_words_exist_in_every_language(lang):
    app, dom = make_app(lang=lang)
    start_game(app, dom, ["person", "bot:easy"], names=NAMES[:2])
    app.on_cmd("present")
    assert "ui.present" not in dom.html
    assert Translator(lang)("ui.present.tip").count("P") >= 1


# -- where the game is ----------------------------------------------------------------------
def _status(game_id: str, players: int, moves: int, lang: str = "en") -> tuple[str, int]:
    game = engine.GAMES[game_id]
    state, rng = game.new(players, seed=3, options={}), engine.Rng(3)
    for _ in range(moves):
        seat = game.to_act(state)[0]
        state = game.apply(state, game.bots["easy"](state, seat, rng))
    gui = ui_for(game)
    ctx = Ctx(Translator(lang), NAMES[:players] + ["Di"][: max(0, players - 3)],
              game.view(state, None))
    return gui.status(ctx), game.progress(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_homesteaders_header_says_the_round_of_ten(players):
    text, n = _status("homesteaders", players, 30)
    assert text.startswith(f"Round {n} of 10 · ")


@pytest.mark.parametrize(("players", "total"), [(2, 26), (3, 39), (4, 44)])
def test_gold_west_header_counts_every_turn_the_end_chart_counts(players, total):
    """Twelve camps each (ten at four), then a last turn each: the turns the engine plays
    and the end chart runs to."""
    text, n = _status("goldwest", players, 20)
    assert text == f"Turn {n} of {total}"
    game = engine.GAMES["goldwest"]
    state, rng = game.new(players, seed=3, options={}), engine.Rng(3)
    turns = set()
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        state = game.apply(state, game.bots["easy"](state, seat, rng))
        turns.add(game.progress(state))
    assert max(turns) == total


@pytest.mark.parametrize("lang", LANGS)
def test_montana_header_says_the_round_and_each_player_s_camps_left(lang):
    text, n = _status("montana", 3, 25, lang)
    unit = Translator(lang)("mt.progress")
    assert text.startswith(f"{unit} {n} · ")
    for name in NAMES:
        assert re.search(rf"{name} \d+", text)


def test_the_log_and_the_replay_say_the_round_in_the_header_s_words():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], names=NAMES, game="goldwest")
    for _ in range(30):
        click_first(app, dom)
    n = app.session.game.progress(app.session.state)
    assert f"Turn {n} of 39" in dom.html  # the header
    rounds = [int(r) for r in re.findall(r'class="log-round" data-round="(\d+)"', dom.html)]
    assert rounds and rounds[0] == n and rounds == sorted(rounds, reverse=True)
    assert f'data-round="{n}">Turn {n} of 39</div>' in dom.html
    app.on_cmd("replay", "first")
    assert '<span class="replay-where">Turn 1 of 39</span>' in dom.html  # the set-up's turn
    assert "Looking back: position after move 0 of" in dom.html


def test_the_end_chart_counts_the_header_s_unit():
    game = engine.GAMES["goldwest"]
    tr = Translator("en")
    assert tr("gw.progress") == "Turn"
    gui = ui_for(game)
    ctx = Ctx(tr, NAMES, game.view(game.new(3, seed=1, options={}), None))
    assert gui.progress_text(ctx, 5).startswith(tr("gw.progress"))
