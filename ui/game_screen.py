"""The game screen: the board with the turn banner, the prompt, the phase guide and the
panels beside it, and its presentation-mode layout."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import hint, hooks
from .art import mark, markers
from .frame import HOME_FOCUS, page
from .games.base import Ctx
from .games.seat_fold import line
from .guide import phase_guide, rules_link
from .home_screen import open_view_toggle, text_size_picker
from .html import Markup, button, el, isolated
from .log import line_text
from .motion_steps import steps
from .moves_panel import board_moves, move_groups, moves_panel, prompt_text
from .passplay import handover_panel
from .present import band, drawer, present_button, presenting
from .replay import at_position, log_panel, replay_banner, replay_panel, share_panel
from .rulesnote import rules_note
from .scores_panel import live_scores_panel
from .teacher import pending_panel
from .zoom import zoom_bar

if TYPE_CHECKING:
    from collections.abc import Callable

    from .app_protocols import ScreensApp


def identity(app: "ScreensApp") -> tuple[list[str], list[Markup]]:
    """Each seat's marker letter and marker (colour, shape, letter) in the open game."""
    labels = markers([seat["name"] for seat in app.session.seats],
                     app.gui.resource_letters(app.tr))
    return labels, [mark(i, label) for i, label in enumerate(labels)]


def seat_names(seats: list[dict]) -> list[str]:
    """The seats' names as sentences use them: a name written right to left is isolated
    (U+2068 ... U+2069), so that it cannot reorder the words around it."""
    return [isolated(seat["name"]) for seat in seats]


def game(app: "ScreensApp") -> Markup:
    s = app.session
    tr = app.tr
    names = seat_names(s.seats)
    labels, marks = identity(app)
    gui = app.gui
    handover = s.needs_handover()
    shown = None if handover else at_position(app)
    status_view = s.view(True) if shown is None else shown.view
    head = el("div", {"class": "game-head"},
              el("h1", HOME_FOCUS, tr.opt(f"ui.game.{s.game.id}", s.game.title)),
              el("p", {"class": "status"}, gui.status(Ctx(tr, names, status_view,
                                                          labels=labels))),
              rules_link(tr, s.game.id, tr("ui.rules"), cls=hooks.RULES_LINK),
              None if shown is None or presenting(app) else present_button(app),
              rules_note(tr, s.game, s.state))
    if shown is None:
        return page(app, [head, handover_panel(app, names, marks)])
    if presenting(app):
        return page(app, [head, presented(app, names, marks, shown)])
    if app.replay_pos is None:
        legal = s.legal()
        # in the open, no refused choice says why (a reason may tell what a seat holds)
        ctx = Ctx(tr, names, shown.view, legal,
                  state=s.state if legal and not s.in_the_open() else None,
                  seat=s.acting() if legal else None, labels=labels,
                  hints=hint.marks(app))
        board = gui.board(ctx, marks)
        on_board = board_moves(board)
        top = [turn_banner(app, names, marks, prompt_text(app, ctx, on_board),
                           pending_panel(app, ctx, app.pending_move())),
               shown.banner(ctx),
               phase_guide(tr, s.game.id, gui.prefix, gui.phase(ctx),
                           folded=not app.settings["guide"]),
               moves_panel(app, ctx, on_board), share_panel(app, shown)]
    else:
        ctx = Ctx(tr, names, shown.view, labels=labels)
        board = gui.board(ctx, marks)
        on_board = frozenset()
        top = [replay_banner(app, shown), shown.banner(ctx), replay_panel(app, shown),
               share_panel(app, shown)]
    return page(app, [head, el(
        "div", {"class": hooks.GAME_GRID + (" replaying" if app.replay_pos is not None else ""),
                hooks.POSITION: shown.k, **steps(gui, shown.state, shown.moved)},
        top,
        # the board's area and the side keyed (an id: render.js's morph key), so that a
        # last move's banner that comes or goes before them never has the morph rebuild
        # them: a rebuilt side closed the log the player had opened on a phone, mid-replay
        el("div", {"class": hooks.BOARD_AREA, "id": hooks.BOARD_AREA}, zoom_bar(tr),
           to_board(tr, on_board),
           board, live_scores_panel(app, ctx, marks,
                                    gui.live_scores(shown.state, shown.view))),
        el("div", {"class": "side", "id": "side"}, log_line(app, ctx, shown),
           log_panel(app, ctx, marks, shown),
           line("side-fold titled", "settings-fold", tr("ui.settings"), []),
           settings_box(app)))])


def log_line(app: "ScreensApp", ctx: Ctx, shown: Any) -> Markup:
    """The log folded on a phone into one line, its title and its latest line (the log and
    the settings took about 1,000 px under every phone board); a tap opens it whole. A
    laptop shows the log whole (`seat_fold`'s lines are a phone's)."""
    last = line_text(app.gui, ctx, shown.lines[-1]) if shown.lines else None
    return line("side-fold titled", "log-fold", app.tr("ui.log"),
                [el("span", {"class": "fold-last"}, last)] if last else [])


def settings_box(app: "ScreensApp") -> Markup:
    """The settings beside the board: open view, text size, thinking time, and how to
    present the game to a room."""
    return el("section", {"class": "panel settings"}, open_view_toggle(app),
              text_size_picker(app), hint.think_picker(app),
              el("p", {"class": f"{hooks.MUTED} present-tip"}, app.tr("ui.present.tip")))


def presented(app: "ScreensApp", names: list[str], marks: list[Markup], shown: Any) -> Markup:
    """The game in presentation mode (`ui.present`): the band, the board, the panels
    brought back beside it."""
    s, tr, gui = app.session, app.tr, app.gui
    labels, _ = identity(app)
    legal = s.legal()
    ctx = Ctx(tr, names, shown.view, legal, state=s.state if legal else None,
              seat=s.acting() if legal else None, labels=labels, hints=hint.marks(app))
    board = gui.board(ctx, marks)
    on_board = board_moves(board)
    off_board = [a for a in legal if a.key not in on_board]
    panels = {"moves": moves_panel(app, ctx, on_board),
              "guide": phase_guide(tr, s.game.id, gui.prefix, gui.phase(ctx),
                                   folded=not app.settings["guide"]),
              "scores": live_scores_panel(app, ctx, marks, gui.live_scores(shown.state,
                                                                           shown.view)),
              "log": log_panel(app, ctx, marks, shown),
              "settings": settings_box(app)}
    played = app.played_move()
    turn = turn_banner(app, names, marks, prompt_text(app, ctx, on_board),
                       pending_panel(app, ctx, app.pending_move() or played, played is not None))
    return el("div", {"class": hooks.GAME_GRID, hooks.POSITION: shown.k,
                      **steps(gui, shown.state, shown.moved)},
              band(app, turn, shown.banner(ctx), move_groups(app, ctx, off_board), panels),
              share_panel(app, shown),
              el("div", {"class": hooks.BOARD_AREA}, to_board(tr, on_board), board),
              drawer(app, panels))


def turn_banner(app: "ScreensApp", names: list[str], marks: list[Markup],
                prompt: str | None = None, pending: Markup | None = None) -> Markup:
    """Whose turn it is; on a narrow screen it also says what to decide, and it stays on
    top of the screen while the board scrolls under it. At the teacher's pace it says the
    computer move to come, with Next (`pending`)."""
    s = app.session
    tr = app.tr
    seat = s.acting()
    if seat is None:
        text: Any = tr("ui.game_over")
    elif app.thinking is not None:
        text = [marks[seat], " ", tr("ui.thinking", name=names[seat]),
                el("span", {"class": "spinner", "aria-hidden": "true"})]
    elif s.is_bot(seat):
        text = [marks[seat], " ", tr("ui.bot_turn", name=names[seat])]
    else:
        text = [marks[seat], " ", tr("ui.turn", name=names[seat])]
    busy = "true" if app.thinking is not None else "false"
    # who made the move whose motion plays (shown instead of the line before it while the
    # page's root has MOVING, assets/style.css): not the next player, already thinking
    mover = s.last_seat()
    return el("div", {"class": hooks.TURN, "role": "status", "aria-live": "polite",
                      "aria-busy": busy, "data-thinking": app.thinking is not None or None,
                      hooks.COMPUTER_TURN: (seat is not None and s.is_bot(seat)) or None},
              el("p", {"class": "turn-who"}, text),
              el("p", {"class": hooks.TURN_MOVER}, marks[mover], " ",
                 tr("ui.moving", name=names[mover])) if mover is not None else None,
              el("p", {"class": hooks.TURN_PROMPT}, prompt) if prompt else None, pending)


def to_board(tr: Callable[..., str], on_board: frozenset[str]) -> Markup:
    """The keyboard's way from the top of the board to its first choice, hidden while no
    move is made on the board: always drawn, so that the board after it keeps its place
    among the area's children, and the morph (render.js) updates the board rather than
    rebuilding it whole when the way comes or goes (the first move after resuming a game
    replaced the whole board)."""
    return button(tr("ui.to_board"), "to-board", cls="skip", hidden=not on_board)
