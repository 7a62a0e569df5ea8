"""The board's zoom buttons on a laptop or a projector: smaller, the usual size, larger.

The page zooms the board to fit the screen's height by itself, never below its readable
size (docs/boards.md: a taller board pans, its area scrolls); a player zooms in and pans,
or out down to the whole board in view. `assets/board-view.js` handles the buttons
(`data-zoom`, not page commands: no Python runs), ctrl+wheel and pinch, and remembers
each game's zoom in localStorage; this module only draws and words the buttons.
"""
from __future__ import annotations

from collections.abc import Callable

from . import hooks
from .html import Markup, el


def zoom_bar(tr: Callable[..., str]) -> Markup:
    """The three buttons, kept in the board area's top corner while it is panned, and
    beside them the board's keys, shown while the keyboard is on the board (the board is
    one Tab stop whose items the arrows reach: `assets/keys.js`)."""
    def one(how: str, face: str) -> Markup:
        # a symbol is named by its label; a word is its own name (the label is its tip)
        label = tr(f"ui.zoom_{how}")
        return el("button", {"type": "button", hooks.ZOOM: how, "title": label,
                             "aria-label": label if len(face) == 1 else None}, face)
    return el("div", {"class": hooks.ZOOM_BAR},
              el("p", {"class": "keys-hint", "id": "keys-hint"}, tr("ui.keys_hint")),
              el("div", {"class": "zoom-buttons", "role": "group", "aria-label": tr("ui.zoom")},
                 one("out", "\u2212"), one("fit", tr("ui.zoom_fit_short")), one("in", "+")))
