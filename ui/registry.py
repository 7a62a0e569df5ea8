"""The games the page presents, one line a game: where its board, its texts and its rules
page's content live. Everything the page shares (the home screen's order, the first paint
in index.html, the message areas, the guide, the rules-page build) is derived from this
table. A leaf module: the message catalogs read it while `ui.i18n` is being imported, so it
names modules and imports none."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Presentation:
    """A game's presentation, by module name (imported when first needed)."""

    #: ``"module:Class"`` of its `GameUI` subclass (which holds its guide's sections)
    board: str
    #: its message modules (each with a ``MESSAGES`` dict), ``{lang}`` for the language
    messages: tuple[str, ...]
    #: the module (on scripts/' path) with its rules page's blocks, figures and values
    #: (None: no rules page is built)
    rules: str | None = None
    #: its rules page's sources, one a language, relative to the repository's root
    rules_sources: str = "rules/src/{game}.{lang}.html"
    #: its stylesheet, relative to the page (None: the page's styles suffice)
    styles: str | None = None
    #: the module of its guided first game (a ``TUTORIAL``; None: it has none)
    tutorial: str | None = None


def standard(game_id: str, board_class: str, prefix: str) -> Presentation:
    """The layout the three games follow: ``ui/games/<id>.py``, messages
    ``ui/messages/<lang>/<prefix>{,_engine,_guide}.py``, ``scripts/rules_<id>.py`` with
    ``rules/src/<id>.<lang>.html``, ``assets/games/<id>.css`` and ``ui/tutorials/<id>.py``."""
    return Presentation(
        board=f"ui.games.{game_id}:{board_class}",
        messages=tuple(f"ui.messages.{{lang}}.{prefix}{area}"
                       for area in ("", "_engine", "_guide")),
        rules=f"rules_{game_id}", styles=f"assets/games/{game_id}.css",
        tutorial=f"ui.tutorials.{game_id}")


#: game id -> its presentation, in the home screen's order; a game is added with one line
PRESENTATIONS: dict[str, Presentation] = {
    "homesteaders": standard("homesteaders", "HomesteadersUI", "hs"),
    "goldwest": standard("goldwest", "GoldWestUI", "gw"),
    "montana": standard("montana", "MontanaUI", "mt"),
}
