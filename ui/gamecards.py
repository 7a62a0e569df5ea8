"""What the home screen's card of a game shows besides its buttons: a picture of its board as
the game draws it, who plays and how long a game takes.

The pictures are built with the site (`scripts/board_pictures.py` renders each game's set-up
with the board code of `ui.games` into ``assets/pictures/<game>.<lang>.svg``, one a
language), so the page draws none of them and the static first paint (index.html) shows
the same files.
"""
from __future__ import annotations

from typing import Any

from . import hooks
from .html import Markup, el
from .i18n import Translator


def picture_src(game_id: str, lang: str) -> str:
    """The card picture's address in the page's language (its words are the page's),
    relative to the page (the site may live under /<repo>/)."""
    return f"assets/pictures/{game_id}.{lang}.svg"


def board_picture(tr: Translator, game: Any) -> Markup:
    """The set-up of `game`'s board, scaled to the card: an image, so nothing in it is a
    control or a stop for the keyboard."""
    title = tr.opt(f"ui.game.{game.id}", game.title)
    return el("img", {"class": hooks.BOARD_PICTURE, "src": picture_src(game.id, tr.lang),
                      "alt": tr("ui.board_picture", game=title), "width": 1000,
                      "height": 760, "loading": "eager", "decoding": "async"})


def facts(tr: Translator, game: Any) -> Markup:
    """"2 to 4 players · 60–90 minutes": who plays, and how long the box says it takes."""
    players = el("span", {"class": "game-players"},
                 tr("ui.players_range", min=game.min_players, max=game.max_players))
    times = game.play_minutes  # as the publisher's box says; the first paint repeats it
    return el("p", {"class": f"{hooks.MUTED} game-facts"}, players, times and [
        " · ", el("span", {"class": "game-time"}, tr("ui.play_time", min=times[0],
                                                      max=times[1]))])
