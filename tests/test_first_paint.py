"""index.html's first paint names the games of the registries (scripts/first_paint.py
writes it at build time): the committed page is up to date, and a registered game appears
in it with no edit of the page."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ui.registry import PRESENTATIONS, standard

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import first_paint  # noqa: E402


def test_the_committed_page_lists_the_registered_games():
    text = first_paint.INDEX.read_text(encoding="utf-8")
    assert first_paint.refresh(text) == text, "run scripts/first_paint.py"
    for game_id, presentation in PRESENTATIONS.items():
        assert f'data-game="{game_id}"' in text
        assert f'href="./{presentation.styles}"' in text


def test_a_registered_game_is_painted_with_its_picture_players_and_rules(monkeypatch):
    import engine
    monkeypatch.setitem(engine.GAMES, "toycopy", engine.GAMES["montana"])
    monkeypatch.setitem(PRESENTATIONS, "toycopy", standard("toycopy", "X", "tc"))
    text = first_paint.refresh(first_paint.INDEX.read_text(encoding="utf-8"))
    assert 'href="./assets/games/toycopy.css"' in text
    assert ('<li class="game" data-game="toycopy"><img class="board-picture" '
            'src="assets/pictures/toycopy.svg" alt="The board of Montana at the start of a '
            '3-player game" data-title="Montana" width="1000" height="760">'
            '<span class="game-title">Montana</span> '
            '<span class="game-players" data-min="2" data-max="4">2 to 4 players</span> '
            '<a class="game-rules" href="rules/toycopy.en.html" data-rules="toycopy">Rules</a>'
            '</li>') in text


def test_a_page_without_markers_is_refused():
    with pytest.raises(ValueError):
        first_paint.refresh("<html></html>")
