"""The page's first screen imports only what it draws: no game's rules or board, and no
language but the player's (each is imported, and its part of engine.xz unpacked, when first
needed: boot.py). Run in a fresh interpreter, since this one has imported everything."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FIRST_SCREEN = """
import json, sys
from tests.ui.fakes import make_app
app, dom = make_app(lang=sys.argv[1])
assert app.screen == "home" and 'data-game="homesteaders"' in dom.html
print(json.dumps(sorted(sys.modules)))
"""

GAME_PACKAGES = ("engine.homesteaders", "engine.goldwest", "engine.montana",
                 "ui.games.homesteaders", "ui.games.goldwest", "ui.games.montana")


def _first_screen_modules(lang: str) -> set[str]:
    run = subprocess.run([sys.executable, "-c", FIRST_SCREEN, lang], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    return set(json.loads(run.stdout))


def test_the_home_screen_imports_no_game_and_only_the_players_language():
    modules = _first_screen_modules("fr")
    assert not modules & set(GAME_PACKAGES)
    assert "ui.messages.fr" in modules
    assert not {"ui.messages.en", "ui.messages.es"} & modules


def test_a_game_opened_from_the_home_screen_imports_its_rules_and_board():
    import engine
    from tests.ui.fakes import make_app, start_game

    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], game="montana")
    assert app.screen == "game" and engine.GAMES["montana"].bots["hard"]
    assert {"engine.montana", "ui.games.montana"} <= set(sys.modules)
