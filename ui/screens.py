"""The four screens as HTML, built from the app's state: home, new game, game and end
(the position on screen, replay and sharing: `ui.replay`).

Pure functions of the `App` (no DOM): each returns `Markup` that the app puts into the
page in one call (which morphs the DOM, `ui.dom`). Moves are
`<button data-action="<key>">`; every other control carries `data-cmd` (and `data-arg`) for
the app's single click/change handler.
"""
from __future__ import annotations

from .end_screen import end
from .game_screen import game, seat_names
from .home_screen import home
from .new_game_screen import new_game

#: the screens by name (`App.screen`), and the seat names the app's refusals use
__all__ = ["end", "game", "home", "new_game", "seat_names"]
