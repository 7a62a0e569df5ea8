"""The home screen: the games (in the registry's order), the stored games and the settings.
A game's card is drawn from its `engine.cards` line, so drawing it imports no game's rules."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine

from . import hint, hooks
from .frame import HOME_FOCUS, page
from .gamecards import board_picture, facts
from .guide import rules_link
from .html import Markup, button, el
from .registry import PRESENTATIONS
from .saved import saves_panel
from .store import PACES, TEXT_SIZES
from .tutorials import TUTORIALS

if TYPE_CHECKING:
    from .app_protocols import ScreensApp


def _home_order(game: Any) -> int:
    """The registry's order, that of the static first paint (index.html, built from it), so
    nothing moves when Python takes over."""
    order = list(PRESENTATIONS)
    return order.index(game.id) if game.id in order else len(order)


def home(app: "ScreensApp") -> Markup:
    tr = app.tr
    games = [el("li", {"class": "game-card", hooks.GAME: g.id}, board_picture(tr, g),
                el("h3", None, tr.opt(f"ui.game.{g.id}", g.title)), facts(tr, g),
                el("p", {"class": "about"}, tr.opt(f"ui.game.{g.id}.about", "")),
                el("div", {"class": "row"},
                   button(tr("ui.new_game"), "new", g.id, cls=hooks.PRIMARY,
                          aria_label=tr("ui.new_game_of", game=g.title)),
                   button(tr("tut.start"), "tutorial", g.id,
                          aria_label=tr("tut.start_of", game=g.title))
                   if g.id in TUTORIALS else None,
                   rules_link(tr, g.id, tr("ui.rules"), cls="button-link")))
             for g in sorted(engine.GAMES.cards(), key=_home_order)]
    return page(app, [
        el("section", {"class": "panel"}, el("h2", HOME_FOCUS, tr("ui.games")),
           el("ul", {"class": "cards"}, games)),
        saves_panel(app),
        settings_panel(app),
    ])


def settings_panel(app: "ScreensApp") -> Markup:
    tr = app.tr
    return el("section", {"class": "panel"}, el("h2", None, tr("ui.settings")),
              open_view_toggle(app),
              el("label", {"class": "field"}, tr("ui.pace"),
                 el("select", {hooks.CMD: "pace"},
                    [el("option", {"value": p, "selected": app.settings["pace"] == p},
                        tr(f"ui.pace.{p}")) for p in PACES])),
              text_size_picker(app), hint.think_picker(app))


def text_size_picker(app: "ScreensApp") -> Markup:
    """Larger text for a projector (also offered beside the board, mid-game)."""
    tr = app.tr
    return el("label", {"class": "field"}, tr("ui.text_size"),
              el("select", {hooks.CMD: "text"},
                 [el("option", {"value": t, "selected": app.settings["text"] == t},
                     tr(f"ui.text_size.{t}")) for t in TEXT_SIZES]))


def open_view_toggle(app: "ScreensApp") -> Markup:
    return el("label", {"class": "check"},
              el("input", {"type": "checkbox", hooks.CMD: "open-view",
                           "checked": app.settings["open_view"]}),
              " ", app.tr("ui.open_view"))
