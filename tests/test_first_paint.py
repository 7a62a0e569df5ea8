"""index.html's first paint names the games of the registries and says the page's own
messages (scripts/first_paint.py writes the page and assets/start.js's table at build
time): the committed page and script are up to date, a registered game appears with no
edit of the page, and no text of the first paint is anything but a catalog's message."""
from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ui import hooks
from ui.i18n import LANGS, Translator
from ui.messages import TABLES
from ui.registry import PRESENTATIONS, standard

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import first_paint  # noqa: E402


def test_the_committed_page_lists_the_registered_games():
    text = first_paint.INDEX.read_text(encoding="utf-8")
    assert first_paint.refresh(text) == text, "run scripts/first_paint.py"
    script = first_paint.START.read_text(encoding="utf-8")
    assert first_paint.refresh_script(script, text) == script, "run scripts/first_paint.py"
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
            'src="assets/pictures/toycopy.en.svg" alt="The board of Montana at the start of a '
            '3-player game" data-title="Montana" width="1000" height="760">'
            '<span class="game-title">Montana</span> '
            '<span class="game-players" data-msg="ui.players_range" data-min="2" data-max="4">'
            '2 to 4 players</span> <span class="game-time" data-msg="ui.play_time" '
            'data-min="45" data-max="60">45–60 minutes</span> '
            '<a class="game-rules" href="rules/toycopy.en.html" '
            'data-rules="toycopy" data-msg="ui.rules">Rules</a>'
            '</li>') in text
    assert ('<meta name="description" content="Homesteaders, Gold West, Montana and Montana: '
            'Western board games') in text


def test_a_page_without_markers_is_refused():
    with pytest.raises(ValueError):
        first_paint.refresh("<html></html>")


class _Texts(HTMLParser):
    """Each text of a page's body with the message of the element it is in (None: none),
    and each marked element's message, attributes and text."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, dict]] = []
        self.texts: list[tuple[str, str | None]] = []
        self.marked: list[tuple[str, dict, str]] = []
        self.body = False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.body = self.body or tag == "body"
        if tag not in ("img", "meta", "link", "br"):
            self.open.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        while self.open and self.open.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        if not self.body or not data.strip() or any(t == "script" for t, _ in self.open):
            return
        attrs = self.open[-1][1]
        msg = next((a[hooks.MSG] for _, a in reversed(self.open) if hooks.MSG in a), None)
        if "game-title" in attrs.get("class", "").split():
            msg = "game-title"  # a game's name, the same in every language
        self.texts.append((data.strip(), msg))
        if hooks.MSG in attrs:
            self.marked.append((attrs[hooks.MSG], attrs, data.strip()))


def page_texts() -> _Texts:
    parser = _Texts()
    parser.feed(first_paint.INDEX.read_text(encoding="utf-8"))
    return parser


def test_every_text_of_the_first_paint_is_a_message_of_the_catalogs():
    found = page_texts()
    assert [text for text, msg in found.texts if msg is None] == []
    tr = Translator("en", strict=True)
    assert found.marked
    for msg, attrs, text in found.marked:
        fields = {k[5:]: v for k, v in attrs.items() if k.startswith("data-")}
        assert text == tr(msg, **fields), msg


def test_the_start_script_says_the_catalogs_texts_in_every_language():
    """The table assets/start.js translates the first paint with holds each message it
    uses, as each language's catalog says it (no field a script cannot fill: no plural)."""
    script = first_paint.START.read_text(encoding="utf-8")
    block = re.search(r"// first-paint:texts\n\s*var TEXTS = (.*?);\n\s*// /first-paint:texts",
                      script, re.S)
    assert block, "assets/start.js has no generated table of texts"
    table = json.loads(block.group(1))
    assert sorted(table) == sorted(LANGS)
    code = script[:block.start()] + script[block.end():]
    named = set(re.findall(r'"((?:start|ui)\.[a-z_.]+)"', code))
    marked = {msg for msg, _, _ in page_texts().marked}
    assert named and named | marked <= set(table["en"])
    for lang in LANGS:
        assert table[lang] == {m: TABLES[lang][m] for m in table["en"]}, lang
        assert not any("|" in text for text in table[lang].values())


def test_a_changed_message_reaches_the_first_paint(monkeypatch):
    monkeypatch.setitem(TABLES["fr"], "start.retry", "Encore une fois")
    monkeypatch.setitem(TABLES["en"], "ui.games", "Our games")
    page = first_paint.refresh(first_paint.INDEX.read_text(encoding="utf-8"))
    assert '<h2 id="games-title" data-msg="ui.games">Our games</h2>' in page
    script = first_paint.refresh_script(first_paint.START.read_text(encoding="utf-8"), page)
    assert '"start.retry": "Encore une fois"' in script
