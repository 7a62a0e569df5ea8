"""A fourth game needs its engine package, its UI package and one line in each registry:
the toy game Pile (tests/toy/) registered by the `registered` fixture alone shows on the
home screen and in the first paint, speaks every language, and is played to its end
through the page's controller."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import engine
from tests.toy import pile
from tests.ui.fakes import click_first, make_app, start_game
from ui.games import ui_for
from ui.i18n import LANGS, Translator
from ui.messages import refresh
from ui.registry import PRESENTATIONS, Presentation

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import first_paint  # noqa: E402

PILE_UI = "tests.toy.pile_ui"


@pytest.fixture
def registered(monkeypatch):
    """Pile registered as a game is: one line for the engine, one for the page."""
    monkeypatch.setitem(engine.GAMES, "pile", pile.GAME)
    monkeypatch.setitem(PRESENTATIONS, "pile", Presentation(
        board=f"{PILE_UI}.board:PileUI", messages=(f"{PILE_UI}.messages.{{lang}}",)))
    refresh()  # the message tables were gathered when the page started, before the line
    yield
    monkeypatch.undo()
    refresh()


def test_a_registered_game_is_on_the_home_screen_and_in_the_first_paint(registered):
    _app, dom = make_app()
    assert 'data-game="pile"' in dom.html and "2 to 3 players" in dom.html
    page = first_paint.refresh(first_paint.INDEX.read_text(encoding="utf-8"))
    assert '<li class="game" data-game="pile"><img class="board-picture" ' in page
    assert '<span class="game-title">Pile</span>' in page


def test_a_registered_game_speaks_every_language_through_its_own_messages(registered):
    for lang in LANGS:
        tr = Translator(lang, strict=True)
        assert tr("pile.left", n=3) != "pile.left"
        assert "pile.guide.take.title" in tr.table
    assert type(ui_for(pile.GAME)).__name__ == "PileUI"


def test_a_registered_game_is_played_to_its_end_through_the_page(registered):
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:random"], game="pile", seed=3)
    assert app.screen == "game"
    assert "7 left in the pile" in dom.html
    assert 'data-phase-guide="take"' in dom.html and "Take tokens" in dom.html
    moves = 0
    while app.screen != "end":
        assert dom.actions(), dom.html[:500]
        click_first(app, dom)
        moves += 1
        assert moves < 10
    assert "Tokens" in dom.html and "Total" in dom.html
    state = app.session.state
    assert pile.GAME.is_over(state) and sum(state.held) == 7


def test_without_its_lines_the_game_is_nowhere():
    _app, dom = make_app()
    assert 'data-game="pile"' not in dom.html
    assert "pile.left" not in Translator("en").table
