"""Pass-and-play on one device: the hand-over screen, and taking a move back before it.

The hand-over screen shows nothing a seat hides. The person who just played may still take
back their last move from it, but only on their own screen: the device goes back to them
first ("I am Bob: take back my move"), and nothing is taken back or shown until they say
so. Once the next person has taken the device, nobody can take back another's move.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import hooks
from .html import Markup, button, el

if TYPE_CHECKING:
    from .app_protocols import HandoverApp


def handover_panel(app: "HandoverApp", names: list[str], marks: list[Markup]) -> Markup:
    """Pass the device to the next person, or (asked for) back to the previous one."""
    tr = app.tr
    s = app.session
    back = s.undo_seat()
    if app.handback and back is not None:
        return el("section", {"class": "panel handover", "aria-live": "polite"},
                  el("h2", None, marks[back], " ",
                     tr("ui.handback_title", name=names[back])),
                  el("p", None, tr("ui.handback_text", name=names[back],
                                   next=names[s.acting()])),
                  el("div", {"class": "row"},
                     button(tr("ui.handback_yes", name=names[back]), "handback", "yes",
                            cls=f"{hooks.PRIMARY} big"),
                     button(tr("ui.cancel"), "handback", "no")))
    seat = s.acting()
    ask = None if back is None else button(tr("ui.handback_ask", name=names[back]),
                                           "handback", "ask")
    return el("section", {"class": "panel handover", "aria-live": "polite"},
              el("h2", None, marks[seat], " ", tr("ui.handover_title", name=names[seat])),
              el("p", None, tr("ui.handover_text", name=names[seat])),
              el("div", {"class": "row"}, button(tr("ui.handover_ok", name=names[seat]),
                                                 "handover", cls=f"{hooks.PRIMARY} big"), ask))
