"""Which rules a game follows, said on its screen when they are not today's.

A game keeps the rules version it began under (`state.rules`) to its end, so a save made
before a rules change plays on exactly as it was played. Its screen says so, and lists what
changed since, in the words of each version's note (`Game.rules_changes`).
"""
from __future__ import annotations

from typing import Any

from .html import Markup, el
from .i18n import Translator


def rules_note(tr: Translator, game: Any, state: Any) -> Markup | None:
    """None for a game under today's rules; else the version it follows and what changed."""
    played = state.rules
    if played >= game.rules_version:
        return None
    changes = [el("li", None, tr(game.rules_changes[v]))
               for v in range(played + 1, game.rules_version + 1) if v in game.rules_changes]
    return el("details", {"class": "rules-note", "data-rules-version": played},
              el("summary", None, tr("ui.rules_version.older", version=played,
                                     current=game.rules_version)),
              el("p", None, tr("ui.rules_version.kept")),
              el("ul", None, changes) if changes else None)
