"""The end screen: who won, the final scores, the chart and the figures, the replay."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import hooks
from .frame import HOME_FOCUS, page
from .game_screen import identity, seat_names
from .games.base import Ctx
from .html import Markup, button, el
from .replay import at_position, log_panel, share_panel
from .scores_panel import end_scores_panel
from .stats import chart, figures_table

if TYPE_CHECKING:
    from .app_protocols import ScreensApp


def end(app: "ScreensApp") -> Markup:
    s = app.session
    tr = app.tr
    names = seat_names(s.seats)
    labels, marks = identity(app)
    winners = s.game.winners(s.state)
    who = ", ".join(names[w] for w in winners)
    title = tr("ui.winner_is" if len(winners) == 1 else "ui.winners_are", names=who)
    final_ctx = Ctx(tr, names, s.view(True), labels=labels)
    shown = at_position(app)
    ctx = Ctx(tr, names, shown.view, labels=labels)
    return page(app, [
        el("div", {"class": "game-head"}, el("h1", HOME_FOCUS, tr("ui.game_over")),
           el("p", {"class": "winners"}, [marks[w] for w in winners], " ", title)),
        end_summary(app, final_ctx, marks, winners),
        el("section", {"class": "panel replay"}, el("h2", None, tr("ui.replay")),
           el("p", {"class": "status"}, app.gui.status(ctx)), shown.banner(ctx),
           el("div", {"class": "row"}, button(tr("ui.continue"), "continue"),
              button(tr("ui.share"), "share")),
           share_panel(app, shown),
           el("div", {"class": f"{hooks.GAME_GRID} {hooks.REPLAY_GRID}", hooks.POSITION: shown.k},
              el("div", {"class": hooks.BOARD_AREA}, app.gui.board(ctx, marks)),
              el("div", {"class": "side"}, log_panel(app, ctx, marks, shown)))),
    ])


def end_summary(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                winners: list[int]) -> Markup:
    """The count, what to do next and the chart in one column, the game's figures in the
    other: on a wide screen the two sit side by side (none of them needs the full width),
    on a phone one under the other in that order."""
    data, found = app.stats()
    tr = app.tr
    return el("div", {"class": "end-summary"},
              el("div", {"class": "end-count"},
                 end_scores_panel(app, ctx, marks, winners),
                 el("div", {"class": "row"}, button(tr("ui.to_home"), "home"),
                    button(tr("ui.rematch"), "rematch", cls=hooks.PRIMARY)),
                 el("section", {"class": "panel stats"}, el("h2", None, tr("ui.stats")),
                    chart(app.gui, ctx, data) if data.xs else None)),
              figures_table(app.gui, ctx, marks, found))
