"""A fourth game needs its engine package, its UI package and one line in each registry:
the toy game Pile (tests/toy/) registered by the `registered` fixture alone shows on the
home screen and in the first paint with its stylesheet, speaks every language, has its
rules page built, and is played to its end through the page's controller."""
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
import board_pictures  # noqa: E402
import first_paint  # noqa: E402
import rules_pages  # noqa: E402

PILE_UI = "tests.toy.pile_ui"
PILE_UI_DIR = "tests/toy/pile_ui"


@pytest.fixture
def registered(monkeypatch):
    """Pile registered as a game is: one line for the engine, one for the page."""
    monkeypatch.setitem(engine.GAMES, "pile", pile.GAME)
    monkeypatch.setitem(PRESENTATIONS, "pile", Presentation(
        board=f"{PILE_UI}.board:PileUI", messages=(f"{PILE_UI}.messages.{{lang}}",),
        rules=f"{PILE_UI}.rules_page", rules_sources=f"{PILE_UI_DIR}/rules_src/{{lang}}.html",
        styles=f"{PILE_UI_DIR}/pile.css"))
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


def test_a_registered_game_has_its_stylesheet_linked_by_the_page(registered):
    page = first_paint.refresh(first_paint.INDEX.read_text(encoding="utf-8"))
    assert f'<link rel="stylesheet" href="./{PILE_UI_DIR}/pile.css">' in page
    assert (ROOT / PILE_UI_DIR / "pile.css").is_file()
    assert ".board.pile" in board_pictures.stylesheet("pile", 1000)  # its board's pictures


def test_a_registered_game_has_its_rules_page_built_in_every_language(registered, tmp_path):
    assert "pile" in rules_pages.games()
    built = rules_pages.build(tmp_path, only=("pile",))
    assert sorted(p.name for p in built) == [f"pile.{lang}.html" for lang in sorted(LANGS)]
    english = (tmp_path / "pile.en.html").read_text(encoding="utf-8")
    assert "<h1>Pile: the rules</h1>" in english and "7 tokens lie in a pile" in english
    assert '<section id="turn">' in english  # where its guide's "take" section links
    assert "up to 2." in english
    french = (tmp_path / "pile.fr.html").read_text(encoding="utf-8")
    assert '<html lang="fr">' in french and "7 jetons forment une pile" in french


def test_without_its_lines_the_game_is_nowhere():
    _app, dom = make_app()
    assert 'data-game="pile"' not in dom.html
    assert "pile.left" not in Translator("en").table
    assert "pile" not in rules_pages.games()
    assert "pile.css" not in first_paint.refresh(first_paint.INDEX.read_text(encoding="utf-8"))
