"""The log: one grammar, repeated entries grouped, numbers that are the replay's move
numbers, every line a way to its position; replay at any time; the last move in words."""
import re

import pytest

import engine
from ui.games import Ctx, ui_for
from ui.i18n import Translator
from ui.log import entry_moves, line_text, lines

from .fakes import click_first, make_app, start_game

NAMES = ["Ann", "Bot B", "Bot C"]


def _bot_game(app, dom, game="homesteaders", seed=4, moves=60):
    """A person and two bots; the person presses the first move until `moves` are made."""
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], seed=seed, names=NAMES, game=game)
    for _ in range(200):
        if app.session.moves() >= moves or app.session.over:
            break
        click_first(app, dom)
    return app.session


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_every_entry_is_numbered_by_the_move_that_made_it(game):
    app, dom = make_app()
    s = _bot_game(app, dom, game=game)
    positions = s.positions()
    assert len(positions) == s.moves() + 1
    k = len(positions) - 1
    log = s.game.view(positions[k], None)["log"]
    moves = entry_moves(positions, k, log)
    assert moves == sorted(moves) and moves[0] == 0 and moves[-1] > k - 5
    for i, m in enumerate(moves):
        # the entry is there once move m is made, and not before
        assert len(s.game.view(positions[m], None)["log"]) > i
        assert m == 0 or len(s.game.view(positions[m - 1], None)["log"]) <= i


def _buy(seat, good="gold"):
    return {"id": "hs.free", "params": {"seat": seat, "move": f"buy:{good}"}}


def test_repeated_purchases_read_as_one_line_in_one_grammar():
    gui = ui_for(engine.GAMES["homesteaders"])
    ctx = Ctx(Translator("en", strict=True), NAMES, {})
    entries = [_buy(1)] * 6 + [_buy(2), _buy(2, "copper"), _buy(2, "copper")]
    shown = lines(gui, entries, list(range(10, 19)))
    texts = [line_text(gui, ctx, line) for line in shown]
    assert texts == ["Bot B buys 6 gold for 24 silver.", "Bot C buys 1 gold for 4 silver.",
                     "Bot C buys 2 copper for 2 gold."]
    assert [(line.first, line.last) for line in shown] == [(10, 15), (16, 16), (17, 18)]


def test_identical_entries_that_do_not_add_up_say_how_many_times():
    gui = ui_for(engine.GAMES["homesteaders"])
    ctx = Ctx(Translator("en", strict=True), NAMES, {})
    entries = [{"id": "hs.worker", "params": {"seat": 0}}] * 2
    (line,) = lines(gui, entries, [5, 6])
    assert line_text(gui, ctx, line) == "Ann takes a free worker. (×2)"


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_no_log_line_speaks_of_your_things_about_another_player(lang):
    """"your" is for the person reading a prompt, never for a player named in the log."""
    your = {"en": r"\byour?\b", "fr": r"\b(votre|vos)\b", "es": r"\b(tu|tus|usted)\b"}[lang]
    for game in engine.GAMES.values():
        app, dom = make_app(lang=lang)
        _bot_game(app, dom, game=game.id, seed=2, moves=120)
        texts = re.findall(r'<span class="log-text">(.*?)</span>', dom.html)
        assert texts
        assert not [t for t in texts if re.search(your, t, re.I)], game.id


def test_a_log_line_shows_its_position_and_the_game_comes_back():
    app, dom = make_app()
    s = _bot_game(app, dom, moves=30)
    now = s.moves()
    target = re.findall(r'data-cmd="goto" data-arg="(\d+)"', dom.html)[5]
    app.on_cmd("goto", target)
    assert app.replay_pos == int(target)
    assert f"position after move {target} of {now}" in dom.html
    assert "data-action=" not in dom.html  # read only
    assert 'aria-current="step"' in dom.html
    app.on_cmd("replay", "prev")
    assert app.replay_pos == int(target) - 1
    app.on_cmd("replay", "next")
    app.on_cmd("now")
    assert app.replay_pos is None and "data-action=" in dom.html
    assert s.moves() == now  # looking back changed nothing


def test_replay_during_a_game_steps_to_every_position_and_bots_wait():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], seed=4, names=NAMES)
    s = app.session
    for _ in range(3):
        click_first(app, dom)
    app.on_cmd("replay", "first")
    assert app.replay_pos == 0 and "position after move 0 of" in dom.html
    before = s.moves()
    seen = [0]
    for _ in range(before + 2):  # past the end: the present again
        app.on_cmd("replay", "next")
        dom.drain()
        seen.append(app.replay_pos)
        if app.replay_pos is None:
            break
    assert seen == [*range(before), None]
    assert s.moves() >= before


def test_the_last_move_is_said_in_words_after_every_move():
    app, dom = make_app()
    s = _bot_game(app, dom, moves=12)
    banner = re.search(r'<p class="last-move" data-last-move="(\d+)".*?'
                       r'<span class="last-move-text">(.*?)</span>', dom.html)
    assert banner and int(banner.group(1)) == s.moves()
    assert any(name in banner.group(2) for name in NAMES)
    assert dom.highlight  # the board marks what the move changed


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_the_last_move_banner_shows_resources_as_icons_never_as_code(game):
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], seed=4, names=NAMES, game=game)
    with_icons = 0
    for _ in range(60):  # the person's moves, each followed by the bots'
        if app.session.over:
            break
        banner = re.search(r'<p class="last-move".*?</p>', dom.html, re.S)
        if banner:
            assert "&lt;" not in banner.group(0)  # no HTML shown as text
            with_icons += 'role="img"' in banner.group(0)
        click_first(app, dom)
    assert with_icons >= 1


def _handovers(app, dom, moves):
    count = 0
    for _ in range(moves):
        if app.session.over:
            break
        if 'data-cmd="handover"' in dom.html:
            count += 1
            app.on_cmd("handover")
        else:
            click_first(app, dom)
    return count


def test_no_hand_over_when_nothing_is_hidden():
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], seed=5, names=["Ann", "Bob"],
               hidden_resources="false")
    assert _handovers(app, dom, 40) == 0


def test_no_hand_over_in_the_open_view_even_with_screens():
    app, dom = make_app()
    app.on_cmd("open-view", "true")
    start_game(app, dom, ["person", "person"], seed=5, names=["Ann", "Bob"],
               hidden_resources="true")
    assert _handovers(app, dom, 40) == 0


def test_a_hand_over_when_the_next_person_has_hidden_holdings():
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], seed=5, names=["Ann", "Bob"],
               hidden_resources="true")
    assert _handovers(app, dom, 40) >= 2


def test_a_replay_in_pass_and_play_never_shows_another_seats_hidden_holdings():
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], seed=5, names=["Ann", "Bob"],
               hidden_resources="true")
    for _ in range(10):  # a cap
        if app.session.moves() >= 20:
            break
        _handovers(app, dom, 10)
    if 'data-cmd="handover"' in dom.html:
        app.on_cmd("handover")
    app.on_cmd("replay", "first")
    steps = 0
    while app.replay_pos is not None and steps < 100:
        # one seat's screen: the other seat's money and goods stay behind its screen (its
        # holdings drawn as the screen, once; a phone's folded line says so without them)
        assert dom.html.count('class="hold screen"') == 1, app.replay_pos
        app.on_cmd("replay", "next")
        steps += 1
    assert steps >= 20


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_resources_in_the_log_are_icons_named_for_screen_readers(game):
    app, dom = make_app()
    _bot_game(app, dom, game=game, moves=40)
    amounts = re.findall(r'<span class="amt">(\d+)\u2009<svg class="ic"[^>]* role="img" '
                         r'aria-label="([^"]+)"', dom.html)
    assert amounts, "no resource icon in the log"
    log = dom.html[dom.html.index('<ol class="log-list">'):]
    log = log[:log.index("</ol>")]
    assert "<use" not in log  # drawn whole: the end screen has no board's sheet of symbols
    gui = ui_for(engine.GAMES[game])
    names = {gui.name(Ctx(Translator("en"), NAMES, {}), k) for k in gui.resources}
    assert {name for _, name in amounts} <= names


def test_icons_never_let_a_player_name_through_unescaped():
    gui = ui_for(engine.GAMES["goldwest"])
    ctx = Ctx(Translator("en", strict=True), ["<b>Ann</b>", "Bob"], {})
    shown = gui.log_markup(ctx, "gw.activate", {"seat": 0, "section": 1,
                                                "resources": ["copper", "stone"]})
    assert "&lt;b&gt;Ann&lt;/b&gt;" in shown and "<b>" not in shown
    assert shown.count('role="img"') == 2
