"""The position on screen and the way through the others: the present or a past position
(replay at any time), its log, the first / back / forward / last buttons, the way back to
the game, and sharing the position as a link."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import hooks
from .controls import ICONS
from .games.base import Ctx
from .html import Markup, button, el
from .log import entry_moves, last_move, lines, log_list

if TYPE_CHECKING:
    from .app_protocols import ReplayApp

#: log lines shown during play (newest first) before "show the whole log"
LOG_LIMIT = 60


class Shown:
    """The position on screen (the present, or one of the replay) as the viewer sees it,
    with its log numbered by move and grouped."""

    def __init__(self, app: "ReplayApp", k: int) -> None:
        s = app.session
        positions = s.positions()
        self.app = app
        self.k = k
        self.total = len(positions) - 1
        self.state = positions[k]
        self.view = s.view_of(self.state, app.settings["open_view"])
        moves = entry_moves(positions, k, self.view["log"])
        self.lines = lines(app.gui, self.view["log"], moves)
        #: the entries of the log the move that led here made (its motion's ins and outs)
        self.moved = [e for e, m in zip(self.view["log"], moves, strict=True) if k and m == k]
        #: the round or turn after each move up to this one (None: the game cannot say)
        self.progress = progress(s.game, positions[: k + 1])

    def where(self, ctx: Ctx) -> str | None:
        """The round or turn of this position, as the header says it."""
        return None if self.progress is None else self.app.gui.progress_text(
            ctx, self.progress[self.k])

    def banner(self, ctx: Ctx) -> Markup | None:
        """The last move on screen in words (in a replay: the move that led here)."""
        return last_move(self.app.gui, ctx, self.lines, self.k)


def progress(game: Any, positions: list) -> list[int] | None:
    """`Game.progress` of each position, or None for a game that cannot say it."""
    try:
        return [game.progress(p) for p in positions]
    except NotImplementedError:
        return None


def at_position(app: "ReplayApp") -> Shown:
    s = app.session
    last = len(s.positions()) - 1
    k = last if app.replay_pos is None else max(0, min(last, app.replay_pos))
    return Shown(app, k)


def replay_nav(app: "ReplayApp", shown: Shown) -> Markup:
    """First, previous, next, last; the position in words between them."""
    tr = app.tr
    k, total = shown.k, shown.total
    live = app.replay_pos is None
    at = shown.where(Ctx(tr, [], shown.view))
    return el("div", {"class": "row replay-nav"},
              [button(ICONS[where], "replay", where, cls="icon",
                      aria_label=tr(f"ui.replay_{where}"), disabled=k == 0)
               for where in ("first", "prev")],
              el("span", {"class": "replay-at", "aria-live": "polite"},
                 el("span", {"class": "replay-where"}, at) if at else None,
                 el("span", {"class": "replay-pos"},
                    tr("ui.replay_now", n=k) if live else tr("ui.replay_pos", n=k,
                                                             total=total))),
              [button(ICONS[where], "replay", where, cls="icon",
                      aria_label=tr(f"ui.replay_{where}"), disabled=live or k == total)
               for where in ("next", "last")])


def replay_banner(app: "ReplayApp", shown: Shown) -> Markup:
    at = shown.where(Ctx(app.tr, [], shown.view))
    return el("p", {"class": f"{hooks.TURN} replay-turn", "role": "status", "aria-live": "polite"},
              app.tr("ui.replay_title", n=shown.k, total=shown.total),
              el("span", {"class": "replay-where"}, " · ", at) if at else None)


def replay_panel(app: "ReplayApp", shown: Shown) -> Markup:
    """In place of the moves while looking back: where we are, the way back to the game
    (a game from a link has none: it is played on as a new game), sharing."""
    tr = app.tr
    back = None if app.shared else button(tr("ui.replay_present"), "now", cls=hooks.PRIMARY)
    return el("section", {"class": f"panel {hooks.MOVES} replay-panel", "id": hooks.MOVES,
                          "aria-label": tr("ui.replay")},
              el("h2", None, tr("ui.replay")),
              el("p", {"class": "prompt"},
                 tr("ui.shared_note") if app.shared else tr("ui.replay_read_only")),
              replay_nav(app, shown),
              el("div", {"class": "row"}, back,
                 button(tr("ui.continue"), "continue", cls="" if back else hooks.PRIMARY),
                 button(tr("ui.share"), "share")))


def share_panel(app: "ReplayApp", shown: Shown) -> Markup | None:
    """The link made by "Share this position", to copy (or select and copy by hand)."""
    if not app.share_link:
        return None
    tr = app.tr
    at = shown.k if app.replay_pos is not None else shown.total
    return el("section", {"class": "panel share", "aria-labelledby": "share-title"},
              el("h2", {"id": "share-title"}, tr("ui.share_title", n=at)),
              el("p", None, tr("ui.share_text", n=at)),
              el("label", {"class": "field"}, tr("ui.share_link"),
                 el("input", {"id": "share-link", "readonly": True, "value": app.share_link,
                              "onfocus": "this.select()"})),
              el("div", {"class": "row"},
                 button(tr("ui.copy_link"), "copy-link", cls=hooks.PRIMARY),
                 button(tr("ui.close"), "share-close")))


def log_panel(app: "ReplayApp", ctx: Ctx, marks: list[Markup], shown: Shown) -> Markup:
    """Newest first, numbered by move, each line a way to its position; during play only
    the latest lines, so a move renders fast however long the game (the whole log is
    one click away)."""
    tr = app.tr
    all_lines = shown.lines
    listed = all_lines if app.full_log else all_lines[-LOG_LIMIT:]
    more = None
    if len(listed) < len(all_lines):
        more = button(tr("ui.full_log", n=len(all_lines)), "full-log", cls="more")
    current = None if app.replay_pos is None else shown.k
    share = button(tr("ui.share"), "share", cls="share-button") \
        if app.replay_pos is None else None
    return el("section", {"class": "panel log", "aria-label": tr("ui.log")},
              el("h2", None, tr("ui.log")), replay_nav(app, shown),
              log_list(app.gui, ctx, marks, listed, current, shown.progress), more, share)
