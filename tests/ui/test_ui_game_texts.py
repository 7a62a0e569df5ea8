"""Seeded random games: every log entry, every offered move, every step's prompt and every
name the engine produced has a text in all three languages, and every screen renders with
no missing message."""
import functools
import importlib
import re
from pathlib import Path

import pytest

import engine
import ui.app
from engine.core import Rng
from ui.games import Ctx, GameUI, dedicated, ui_for
from ui.i18n import LANGS, Translator
from ui.messages import TABLES

from .fakes import click_first, make_app, start_game

SEEDS = (1, 2)


class Recording(Translator):
    """A strict translator that also remembers every name it had to leave untranslated
    (`opt` falls back to the raw value: a building, a good, an office, a score)."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang, strict=True)
        self.untranslated: set[str] = set()

    def opt(self, msg_id, default, **params):
        if msg_id not in self.table and re.search(r"\.(name|amount|score)\.", msg_id):
            self.untranslated.add(msg_id)
        return super().opt(msg_id, default, **params)


def _games():
    for game in engine.GAMES.values():
        for players in range(game.min_players, game.max_players + 1):
            for seed in SEEDS:
                yield pytest.param(game, players, seed, id=f"{game.id}-{players}p-{seed}")


def test_every_game_has_its_own_presentation():
    assert set(dedicated()) == set(engine.GAMES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_game_option_has_a_label(lang):
    for game in engine.GAMES.values():
        for name in game.option_choices:
            assert f"ui.option.{game.id}.{name}" in TABLES[lang], (game.id, name)


@pytest.mark.parametrize("game_id", list(engine.GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_every_log_id_step_and_move_kind_the_engine_can_produce_has_a_text(game_id, lang):
    """Read from the engine's source, so rare events (a peek, a line of 4) that random games
    may miss are covered too: each has its text, or texts for its variants."""
    package = Path(engine.__file__).parent / game_id
    source = "\n".join(f.read_text() for f in sorted(package.glob("*.py")))
    prefix = ui_for(engine.GAMES[game_id]).prefix
    logs = set(re.findall(r'\.log\(\s*"([a-z]+\.[a-z_.]+)"', source))
    kinds = set(re.findall(r'Action\(seat, "([a-z_]+)"', source))
    steps = importlib.import_module(f"engine.{game_id}.rules").DECISIONS
    assert logs and kinds and steps
    wanted = (logs | {f"{prefix}.act.{k}" for k in kinds}
              | {f"{prefix}.task.{s}" for s in steps})
    table = TABLES[lang]
    missing = sorted(m for m in wanted
                     if m not in table and not any(k.startswith(m + ".") for k in table))
    assert not missing


@pytest.mark.parametrize(("game", "players", "seed"), _games())
def test_every_log_entry_and_move_has_a_text_in_every_language(game, players, seed):
    """A random game; every offered move, the prompt of every step, every log entry, every
    score category and the board (with its move buttons) are put into words."""
    gui = ui_for(game)
    trs = [Recording(lang) for lang in LANGS]
    names = [f"P{i}" for i in range(players)]
    bot = game.bots["random"]
    rng = Rng(seed)
    state = game.new(players, seed, {})
    free_seen, steps_seen = set(), set()
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        step = (view.get("task") or {}).get("step")
        for tr in trs:
            ctx = Ctx(tr, names, view, legal)
            for action in legal:
                if action.free and action.key in free_seen:
                    continue
                text = gui.action_text(ctx, action)
                assert text and text != action.key, (tr.lang, action.key)
                gui.action_group(ctx, action)
                assert gui.action_short(ctx, action)
            if step not in steps_seen:
                gui.prompt(ctx)
                gui.status(ctx)
                assert gui.board(ctx, [""] * players)
        steps_seen.add(step)
        free_seen.update(a.key for a in legal if a.free)
        state = game.apply(state, bot(state, seat, rng, 0))
    final = game.view(state, None)
    for tr in trs:
        ctx = Ctx(tr, names, final)
        for entry in final["log"]:
            text = gui.log_text(ctx, entry)
            assert text and entry["id"] not in text, entry
        for key in game.scores(state)[0]:
            assert gui.category(ctx, key)
        assert gui.board(ctx, [""] * players)
        gui.status(ctx)
        assert not tr.untranslated, (tr.lang, sorted(tr.untranslated))


@pytest.mark.parametrize("game", list(engine.GAMES.values()), ids=lambda g: g.id)
def test_the_generic_presentation_still_shows_any_game(game):
    """A game still being written gets the generic presentation: raw keys, never a crash."""
    gui = GameUI(game)
    tr = Translator("en")
    state = game.new(game.min_players, 1, {})
    rng = Rng(1)
    for _ in range(40):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        ctx = Ctx(tr, ["A", "B"], view)
        for action in game.legal_actions(state, seat):
            assert gui.action_text(ctx, action)
        assert gui.board(ctx, ["", ""])
        state = game.apply(state, game.bots["random"](state, seat, rng, 0))
    for entry in game.view(state, None)["log"]:
        assert gui.log_text(Ctx(tr, ["A", "B"], game.view(state, None)), entry)


@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_renders_with_no_missing_message(lang, monkeypatch):
    monkeypatch.setattr(ui.app, "Translator", functools.partial(Translator, strict=True))
    app, dom = make_app(lang=lang)
    start_game(app, dom, ["person", "person", "bot:easy"], seed=3, names=["Ann", "Bob", ""],
               hidden_resources="true")
    for _ in range(120):  # hand-overs, every kind of decision of the first rounds, undo
        if app.session.needs_handover():
            app.on_cmd("handover")
        elif 'data-cmd="undo"' in dom.html and app.session.moves() % 7 == 0:
            app.on_cmd("undo")
        else:
            click_first(app, dom)
    app.on_cmd("open-view", "true")
    app.on_cmd("full-log")
    app.on_cmd("home")
    start_game(app, dom, ["bot:easy", "bot:medium"], seed=4)
    assert app.screen == "end"
    app.on_cmd("replay", "first")
    app.on_cmd("replay", "next")
    app.on_cmd("rematch")
    app.on_cmd("home")
    app.on_cmd("delete", app.store.list()[0]["id"])
    assert dom.has_cmd("delete-yes")
    app.on_import("not a save")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["goldwest", "montana"])
def test_gold_west_and_montana_screens_render_with_no_missing_message(game, lang,
                                                                      monkeypatch):
    """Clicking the board's own buttons (hexes, offices, spaces) as well as the move list,
    then an end screen with its replay."""
    monkeypatch.setattr(ui.app, "Translator", functools.partial(Translator, strict=True))
    app, dom = make_app(lang=lang)
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], seed=5, names=["Ann", "", ""],
               game=game)
    board_clicks = 0
    for i in range(60):
        if app.screen == "end":
            break
        board = re.findall(r'class="spot[^"]*"[^>]*data-action="([^"]+)"', dom.html)
        if board and i % 2:
            board_clicks += 1
            app.on_action(board[0])
            dom.drain()
        else:
            click_first(app, dom)
        assert 'class="flash error"' not in dom.html
    assert board_clicks > 5
    app.on_cmd("home")
    start_game(app, dom, ["bot:easy", "bot:medium", "bot:easy"], seed=6, game=game)
    assert app.screen == "end"
    app.on_cmd("replay", "first")
    app.on_cmd("replay", "next")
