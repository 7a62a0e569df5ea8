"""The app on CPython with a fake DOM: screens, moves, bots, hand-over, undo, languages."""
import re

import engine
from ui.store import MemoryStorage

from .fakes import FakeDom, click_first, make_app, start_game


def _log_texts(html):
    return re.findall(r'<span class="log-text">(.*?)</span>', html)


def test_home_lists_every_game_with_its_player_counts():
    _app, dom = make_app()
    for game in engine.GAMES.values():
        assert f'data-game="{game.id}"' in dom.html
    assert "2 to 4 players" in dom.html


def test_new_game_offers_people_and_bot_levels_but_not_the_random_player():
    app, dom = make_app()
    app.on_cmd("new", "homesteaders")
    assert 'value="bot:easy"' in dom.html and 'value="bot:medium"' in dom.html
    assert 'value="bot:random"' not in dom.html
    assert 'name="opt-hidden_resources"' in dom.html
    dom.forms["new-game"] = {"players": "4"}
    app.on_cmd("players", "4")
    assert 'name="name-3"' in dom.html
    app.on_cmd("players", "9")
    assert app.setup["players"] == 4


def test_a_bad_seed_is_explained():
    app, dom = make_app()
    app.on_cmd("new", "homesteaders")
    dom.forms["new-game"] = {"players": "2", "seed": "abc", "who-0": "person",
                             "who-1": "person"}
    app.on_cmd("start")
    assert app.screen == "new_game" and "whole number" in dom.html


def test_names_are_escaped_everywhere():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"],
               names=["<script>alert(1)</script>", '<i onclick="x">'])
    assert "<script>alert" not in dom.html and "&lt;script&gt;" in dom.html
    assert "<i onclick" not in dom.html and 'data-cmd="x"' not in dom.html


def test_a_right_to_left_name_is_isolated_in_sentences_and_a_latin_one_left_alone():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], names=["سارة", "Ann"])
    assert "\u2068سارة\u2069" in dom.html  # "Sara to play", the log...
    assert "\u2068Ann" not in dom.html and "Ann" in dom.html


def test_bots_show_thinking_before_they_compute():
    app, dom = make_app()
    shown = []
    real_show = FakeDom.show

    def spy(self, html, focus, highlight=False, motion=0.0):
        shown.append(("data-thinking" in html, app.session.moves() if app.session else 0))
        real_show(self, html, focus, highlight, motion)

    dom.show = spy.__get__(dom)
    start_game(app, dom, ["bot:easy", "bot:easy"], seed=2)
    assert app.screen == "end"
    thinking = [moves for flag, moves in shown if flag]
    assert thinking and thinking == sorted(thinking)
    assert len(thinking) == app.session.moves()


def test_a_three_player_game_against_bots_reaches_the_end_with_scores():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy", "bot:medium"], seed=11,
               names=["Tess", "", ""])
    steps = 0
    while app.screen != "end":
        click_first(app, dom)
        steps += 1
        assert steps < 1000
    assert "Computer 2" in dom.html and "Computer 3" in dom.html
    for category in ("VP tokens", "Buildings", "Building bonuses", "Debt", "Total"):
        assert category in dom.html
    assert "wins!" in dom.html or "share the win" in dom.html
    total = len(app.positions()) - 1
    app.on_cmd("replay", "first")
    assert f"Position after move 0 of {total}" in dom.html
    app.on_cmd("replay", "next")
    assert f"Position after move 1 of {total}" in dom.html
    app.on_cmd("replay", "last")
    assert f"Position after move {total} of {total}" in dom.html


def test_pass_and_play_hands_over_between_people_and_hides_the_board():
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], names=["Ann", "Bob"], seed=5,
               hidden_resources="true")
    # the first decision (placing workers) is taken in the open: no hand-over
    assert app.session.in_the_open() and 'data-cmd="handover"' not in dom.html
    assert "data-action" in dom.html
    handovers = 0
    for _ in range(80):
        if app.session.needs_handover():
            handovers += 1
            assert "Pass the device to" in dom.html and 'class="board' not in dom.html
            app.on_cmd("handover")
            assert app.session.shown == app.session.acting()
        else:
            click_first(app, dom)
    assert handovers >= 2


def test_hidden_resources_stay_hidden_unless_the_open_view_is_on():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], seed=3, hidden_resources="true")
    assert "behind the screen" in dom.html
    app.on_cmd("open-view", "true")
    assert "behind the screen" not in dom.html
    app.on_cmd("open-view", "false")
    assert "behind the screen" in dom.html


def test_undo_takes_back_a_persons_own_move_only():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], seed=8)
    for _ in range(60):
        if 'data-cmd="undo"' in dom.html:
            break
        click_first(app, dom)
    assert 'data-cmd="undo"' in dom.html
    before = app.session.moves()
    app.on_cmd("undo")
    assert app.session.moves() == before - 1


def test_a_take_back_while_a_bot_thinks_gives_the_turn_back_without_thinking():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], seed=8, names=["Tess", "Bot"])
    for _ in range(60):
        app.on_action(next(k for k, free in dom.actions() if not free))
        if dom.pending and app.session.undo_seat() == 0:
            break
        dom.drain()
    bots = dom.pending.pop(0)
    bots.send(None)  # the bot loop paints "thinking", then waits for its pace
    assert "Bot is thinking" in dom.html
    before = app.session.moves()
    app.on_cmd("undo")
    assert app.session.moves() == before - 1
    assert "is thinking" not in dom.html and 'data-thinking' not in dom.html
    assert "Tess" in re.search(r'<p class="turn-who">(.*?)</p>', dom.html).group(1)
    try:
        while True:
            bots.send(None)  # the abandoned loop ends without playing
    except StopIteration:
        pass
    assert app.session.moves() == before - 1 and "is thinking" not in dom.html


def test_switching_language_re_renders_the_log_and_is_remembered():
    storage = MemoryStorage()
    app, dom = make_app(storage)
    start_game(app, dom, ["person", "bot:easy"], seed=6)
    for _ in range(5):
        click_first(app, dom)
    english = _log_texts(dom.html)
    app.on_cmd("lang", "fr")
    french = _log_texts(dom.html)
    assert len(english) == len(french) and english != french
    assert any("enchère" in t or "Tour" in t or "premier joueur" in t for t in french)
    again, dom2 = make_app(storage, lang="es")
    assert again.lang == "fr" and _log_texts(dom2.html) == french


def test_the_browser_language_is_the_default():
    app, dom = make_app(lang="es-MX")
    assert app.lang == "es" and "Partidas guardadas" in dom.html


def test_rematch_keeps_the_seats():
    app, dom = make_app()
    start_game(app, dom, ["bot:easy", "bot:medium"], names=["X", "Y"], seed=1)
    assert app.screen == "end"
    app.on_cmd("rematch")
    assert app.screen == "new_game" and 'value="X"' in dom.html
    assert 'value="bot:medium" selected' in dom.html


def test_an_illegal_key_is_refused_with_the_engines_reason():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], seed=6)
    before = app.session.moves()
    app.on_action("build:church")
    assert app.session.moves() == before and "not allowed" in dom.html


def test_a_game_with_no_presentation_of_its_own_is_playable_through_the_shell():
    for game in engine.GAMES.values():
        app, dom = make_app()
        app.on_cmd("new", game.id)
        level = "bot:" + next((lv for lv in game.bots if lv != "random"), "random")
        dom.forms["new-game"] = {"players": str(game.min_players), "seed": "1",
                                 "who-0": "person", "who-1": level}
        app.on_cmd("start")
        dom.drain()
        for _ in range(5):
            if app.screen == "end":
                break
            click_first(app, dom)
        assert app.screen in ("game", "end")
