"""The two errors the outside world sees: a refused move and a refused save.

Each carries an English sentence (its `str`, for programs and logs) and a stable `code`
with `params`, so that the page can say the same thing in the player's language.
"""
from __future__ import annotations

import re
from typing import Any

#: a game's own refusal codes: its prefix, a dot and a name (``hs.lacks_goods``)
GAME_CODE = re.compile(r"[a-z]{2}\.[a-z0-9_]+")


class IllegalAction(ValueError):
    """An action that the rules do not allow now.

    `code` is one of the generic `CODES` or a game's own code (``hs.lacks_goods``), with
    `params` (``{"building": "grain_mill", "missing": {"steel": 1}}``): the page says it in
    the player's language from those two. "not_legal" is only for a key that means nothing.
    """

    CODES = ("not_legal", "not_your_turn", "game_over", "nothing_to_undo", "not_an_action")

    def __init__(self, message: str, code: str = "not_legal", **params: Any) -> None:
        if code not in self.CODES and not GAME_CODE.fullmatch(code):
            raise ValueError(f"unknown IllegalAction code {code!r}")
        super().__init__(message)
        self.code = code
        self.params = params


class BadSave(ValueError):
    """A save that cannot be loaded; the message says what is wrong (and which move).

    `code` (one of `CODES`) names the problem; `params` holds its details, e.g.
    ``{"number": 3}`` for the move that is not legal (see `engine.core.saves.load`).
    """

    CODES = ("invalid", "not_save", "newer_format", "unknown_format", "incomplete",
             "unknown_game", "bad_setup", "bad_moves", "bad_move", "illegal_move",
             "newer_rules")

    def __init__(self, message: str, code: str = "invalid", **params: Any) -> None:
        if code not in self.CODES:
            raise ValueError(f"unknown BadSave code {code!r}")
        super().__init__(message)
        self.code = code
        self.params = params
