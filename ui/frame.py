"""The frame every screen shares: the title bar with the language picker, the notices and
the message of the moment (`page`), and where focus goes when its control is gone."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import hooks
from .html import Markup, button, el
from .i18n import LANG_NAMES, LANGS
from .present import presenting
from .saved import notices

if TYPE_CHECKING:
    from .app_protocols import ScreensApp


#: the heading that takes keyboard focus when the control that had it is gone
HOME_FOCUS = {"tabindex": "-1", "data-focus-home": True}


def page(app: "ScreensApp", body: Any) -> Markup:
    """The frame every screen shares: the title bar with the language picker, messages
    (presenting, the screen says so: the page keeps only the game's frame)."""
    tr = app.tr
    picker = el("label", {"class": "lang"}, el("span", {"class": "sr-only"}, tr("ui.language")),
                el("select", {hooks.CMD: "lang", "aria-label": tr("ui.language")},
                   [el("option", {"value": code, "selected": code == app.lang}, LANG_NAMES[code])
                    for code in LANGS]))
    home = button(tr("ui.title"), "home", cls="brand",
                  aria_label=tr("ui.brand_label", title=tr("ui.title")))
    flash = None
    if app.flash:
        kind, text = app.flash
        flash = el("div", {"class": f"flash {kind}", "role": "alert" if kind == "error"
                           else "status"}, el("p", None, text),
                   button("×", "dismiss", cls="icon", aria_label=tr("ui.dismiss")))
    cls = f"screen screen-{app.screen}" + (" presenting" if presenting(app) else "")
    return el("div", {"class": cls, "lang": app.lang},
              el("header", {"class": hooks.TOPBAR}, home, picker), notices(app), flash, body)
