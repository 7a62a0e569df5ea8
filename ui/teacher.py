"""The teacher's pace: each computer move is chosen, then said in words and held until the
teacher presses Next (or the N key), and only then played, with its motion; the replay's
Back steps through the moves already played.

The move to come is said with the log's own sentence for it: the move is applied to a copy
of the position (the engine never changes its input), and the entries it logs, as the
person on screen may see them, are the sentence (a move that logs nothing is named as the
move list names it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine import Action

from . import hooks
from .html import Markup, button, el
from .log import Line, entry_moves, line_markup, lines
from .pending import Pending

if TYPE_CHECKING:
    from .app_protocols import ReplayApp
    from .games.base import Ctx

def sentence(app: "ReplayApp", pending: Pending) -> list[Line]:
    """The log lines the move will make, as the viewer on screen will read them."""
    s = app.session
    viewer = s.viewer(app.settings["open_view"])
    if viewer not in pending.said:
        positions = s.positions()
        after = s.game.apply(s.state, Action.from_key(pending.seat, pending.key))
        log = s.game.view(after, viewer)["log"]
        k = len(positions)
        made = lines(app.gui, log, entry_moves([*positions, after], k, log))
        pending.said[viewer] = [line for line in made if line.first <= k <= line.last]
    return pending.said[viewer]


def pending_panel(app: "ReplayApp", ctx: "Ctx", pending: Pending | None,
                  played: bool = False) -> Markup | None:
    """The move to come in words, and the Next button that plays it; `played`: the move
    Next played, still said in its place (Next disabled) while it plays and the next
    computer move is chosen, so that the band keeps its lines and the board its place."""
    if pending is None:
        return None
    tr = app.tr
    made = sentence(app, pending)
    if made:
        said: object = Markup(" ".join(line_markup(app.gui, ctx, line) for line in made))
    else:  # a move the log does not tell (a worker placed): the move's own name
        action = Action.from_key(pending.seat, pending.key)
        said = tr("ui.pending_move", name=ctx.names[pending.seat],
                  move=app.gui.action_text(ctx, action))
    return el("div", {"class": hooks.PENDING, "data-pending": pending.at + 1,
                      "data-played": played or None},
              el("p", {"class": "pending-text"},
                 el("span", {"class": "pending-n"}, tr("ui.pending", n=pending.at + 1)), " ",
                 said),
              button(tr("ui.next"), "next", cls=f"{hooks.PRIMARY} next", aria_keyshortcuts="N",
                     disabled=played))
