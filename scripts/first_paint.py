"""The parts of index.html's first paint (what shows before Python is ready) that name the
games, written from the registries (`ui.games.registry`, `engine.GAMES`) between marker
comments, so that adding a game never means editing the page by hand.

    python3 scripts/first_paint.py   rewrite index.html's game parts (scripts/setup does it)

Between ``<!-- games:styles -->`` and ``<!-- /games:styles -->``: each game's stylesheet;
between ``<!-- games:list -->`` and ``<!-- /games:list -->``: the home screen's list in
English (the page's script puts it in the player's language before Python starts).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ui.gamecards import PLAY_TIME, picture_src  # noqa: E402
from ui.html import esc  # noqa: E402
from ui.i18n import Translator  # noqa: E402
from ui.registry import PRESENTATIONS  # noqa: E402

INDEX = ROOT / "index.html"


def styles() -> list[str]:
    return [f'<link rel="stylesheet" href="./{esc(p.styles)}">' for p in PRESENTATIONS.values()
            if p.styles]


def game_list() -> list[str]:
    """One ``li.game`` a registered game, in the home screen's order: the picture of its
    board (`ui.gamecards`), its title, its number of players (``data-min``/``data-max`` for
    the translation), how long it plays and its rules page."""
    tr = Translator("en")
    lines = []
    for game_id in PRESENTATIONS:
        game = engine.GAMES[game_id]
        title = tr.opt(f"ui.game.{game_id}", game.title)
        low, high = game.min_players, game.max_players
        times = PLAY_TIME.get(game_id)
        time = (f' <span class="game-time" data-min="{times[0]}" data-max="{times[1]}">'
                f'{esc(tr("ui.play_time", min=times[0], max=times[1]))}</span>'
                if times else "")
        lines.append(
            f'<li class="game" data-game="{esc(game_id)}">'
            f'<img class="board-picture" src="{esc(picture_src(game_id))}" '
            f'alt="{esc(tr("ui.board_picture", game=title))}" data-title="{esc(title)}" '
            f'width="1000" height="760"><span class="game-title">{esc(title)}</span> '
            f'<span class="game-players" data-min="{low}" data-max="{high}">'
            f'{esc(tr("ui.players_range", min=low, max=high))}</span>{time} '
            f'<a class="game-rules" href="rules/{esc(game_id)}.en.html" '
            f'data-rules="{esc(game_id)}">{esc(tr("ui.rules"))}</a></li>')
    return lines


def _between(text: str, name: str, lines: list[str]) -> str:
    """`text` with the lines between the `name` markers replaced by `lines`, indented as
    the opening marker is."""
    pattern = re.compile(rf"^([ \t]*)<!-- {name} -->\n.*?^[ \t]*<!-- /{name} -->$", re.M | re.S)
    match = pattern.search(text)
    if match is None:
        raise ValueError(f"index.html has no <!-- {name} --> markers")
    pad = match.group(1)
    block = "\n".join([f"{pad}<!-- {name} -->", *(pad + line for line in lines),
                       f"{pad}<!-- /{name} -->"])
    return text[:match.start()] + block + text[match.end():]


def refresh(text: str) -> str:
    """index.html's text with its game parts written from the registries."""
    return _between(_between(text, "games:styles", styles()), "games:list", game_list())


def write(path: Path = INDEX) -> bool:
    """Rewrites `path` if its game parts are out of date; whether it changed."""
    old = path.read_text(encoding="utf-8")
    new = refresh(old)
    if new != old:
        path.write_text(new, encoding="utf-8")
    return new != old


if __name__ == "__main__":
    print("first_paint: index.html", "rewritten" if write() else "already up to date")
