"""Presentation mode, for a class following one screen: the board takes the whole screen;
whose turn it is, what they are asked, the last move and the moves the board cannot show
stand in a slim band above it; the other panels fold away, each brought back by its own
button or key (the page's key handler presses the button whose ``data-key`` is pressed).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import hooks
from .html import Markup, el

if TYPE_CHECKING:
    from .app_protocols import PresentApp

#: the panels presentation mode folds, in the order their buttons stand, with their keys
PANEL_KEYS = {"moves": "m", "guide": "g", "scores": "s", "log": "l", "settings": "o"}
#: the key that turns presentation mode on and off
PRESENT_KEY = "p"


def presenting(app: "PresentApp") -> bool:
    """Whether the game screen is drawn for presenting: the setting, on the game screen at
    the present position (a replay, the hand-over and the end keep their own layout)."""
    return (bool(app.settings["present"]) and app.screen == "game" and app.replay_pos is None
            and app.session is not None and not app.session.needs_handover())


def present_button(app: "PresentApp") -> Markup:
    """The control that turns presentation mode on or off (its key: P)."""
    tr = app.tr
    on = bool(app.settings["present"])
    return el("button", {"type": "button", "class": "present-toggle", hooks.CMD: "present",
                         hooks.SHORTCUT: PRESENT_KEY, "aria-keyshortcuts": PRESENT_KEY.upper(),
                         "aria-pressed": "true" if on else "false",
                         "title": tr("ui.present.key", key=PRESENT_KEY.upper())},
              tr("ui.present.off" if on else "ui.present.on"))


def panel_toggles(app: "PresentApp", shown: dict[str, Any]) -> Markup:
    """One button per folded panel the screen has (key in its title and on its face)."""
    tr = app.tr
    buttons = []
    for name, key in PANEL_KEYS.items():
        if not shown.get(name):
            continue
        is_open = name in app.unfolded
        buttons.append(el("button", {
            "type": "button", "class": "panel-toggle", hooks.CMD: "panel", hooks.ARG: name,
            hooks.SHORTCUT: key, "aria-keyshortcuts": key.upper(),
            "aria-expanded": "true" if is_open else "false",
            "title": tr("ui.present.key", key=key.upper())},
            tr(f"ui.present.panel.{name}"), " ", el("kbd", {"aria-hidden": "true"}, key.upper())))
    return el("div", {"class": "panel-toggles", "role": "group",
                      "aria-label": tr("ui.present.panels")}, buttons)


def band(app: "PresentApp", turn: Markup, last: Markup | None, moves: list,
         panels: dict[str, Any]) -> Markup:
    """The slim band over the board: the turn and the prompt, the last move in words, the
    moves only the list would show, and the buttons that bring a folded panel back."""
    # before the first move, the last move's room kept empty (shown only while a computer
    # player is to move, assets/present.css): the band does not grow when its line comes
    room = el("p", {"class": "last-move-room", "aria-hidden": "true"}, "\u00a0")
    return el("div", {"class": hooks.BAND},
              el("div", {"class": "band-now"}, turn, last or room),
              el("div", {"class": "band-moves"}, moves) if moves else None,
              el("div", {"class": "band-tools"}, panel_toggles(app, panels),
                 present_button(app)))


def drawer(app: "PresentApp", panels: dict[str, Any]) -> Markup | None:
    """The panels brought back, beside the board, in the order of their buttons."""
    opened = [panels[name] for name in PANEL_KEYS if name in app.unfolded and panels.get(name)]
    return el("div", {"class": "drawer"}, opened) if opened else None
