"""The list of moves: the main decision's moves in groups, the side moves, and which moves
a board already shows as its own buttons."""
from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

from . import hint, hooks
from .games.base import Ctx
from .hint_marks import badge, hinted
from .html import Markup, button, el

if TYPE_CHECKING:
    from .app_protocols import ScreensApp


def prompt_text(app: "ScreensApp", ctx: Ctx, on_board: frozenset[str]) -> str | None:
    """What the person to play is asked to decide (and where to decide it)."""
    legal = ctx.legal
    if not legal:
        return None
    gui = app.gui
    prompt = gui.prompt(ctx)
    if not any(not a.free for a in legal):
        return " ".join(filter(None, [prompt, gui.only_free(ctx)]))
    if not any(not a.free and a.key not in on_board for a in legal):
        return " ".join(filter(None, [prompt, app.tr("ui.on_the_board")]))
    return prompt



def moves_panel(app: "ScreensApp", ctx: Ctx, on_board: frozenset[str] = frozenset()) -> Markup:
    """The moves the board cannot show (those on the board are chosen there), then the
    full list of every move folded one keypress away (keyboard, screen readers)."""
    s = app.session
    tr = app.tr
    legal = ctx.legal
    gui = app.gui
    off_board = [a for a in legal if a.key not in on_board]
    blocks: list = move_groups(app, ctx, off_board)
    folded = len(off_board) < len(legal)
    if folded:
        blocks.append(el("details", {"class": "all-moves", hooks.KEEP: "all-moves"},
                         el("summary", None, tr("ui.all_moves", n=len(legal))),
                         move_groups(app, ctx, legal, full=True)))
    undo_seat = s.undo_seat()
    if undo_seat is not None:
        blocks.append(el("div", {"class": "row"}, button(
            tr("ui.undo_for", name=ctx.names[undo_seat]), "undo", cls="undo")))
    if s.in_the_open():
        blocks.append(el("div", {"class": "in-the-open"},
                         el("p", {"class": f"{hooks.MUTED} {hooks.SMALL}"}, tr("ui.open_step")),
                         button(tr("ui.own_screen", name=ctx.names[s.acting()]),
                                "own-screen")))
    blocks.append(hint.panel(app, ctx, lambda action: gui.action_text(ctx, action)))
    if not legal and s.acting() is not None:
        blocks.insert(0, el("p", {"class": hooks.MUTED}, tr("ui.wait")))
    elif legal:
        prompt = prompt_text(app, ctx, on_board)
        blocks.insert(0, el("p", {"class": "prompt"}, prompt) if prompt else None)
    return el("section", {"class": f"panel {hooks.MOVES}", "id": hooks.MOVES,
                          "aria-label": tr("ui.moves")},
              el("h2", None, tr("ui.moves")), blocks)


def move_groups(app: "ScreensApp", ctx: Ctx, actions: list, full: bool = False) -> list[Markup]:
    """Moves as buttons, grouped as the game groups them; the side moves (free actions)
    folded in their own section. The `full` list's side moves are its last group."""
    gui = app.gui
    groups: dict[str | None, list] = {}
    free = []
    for action in actions:
        text = gui.action_text(ctx, action)
        if action.free:
            free.append(el("button", hinted(ctx, action.key, {
                "type": "button", "class": "move free", hooks.ACTION: action.key,
                "data-free": "true"}), text, badge(ctx, action.key)))
            continue
        group = gui.action_group(ctx, action)
        short = gui.action_short(ctx, action) if group else text
        groups.setdefault(group, []).append(el(
            "button", hinted(ctx, action.key, {
                "type": "button", "class": "move" + (" short" if short != text else ""),
                hooks.ACTION: action.key, "aria-label": text if short != text else None,
                "title": text if short != text else None}), short, badge(ctx, action.key)))
    blocks = [el("div", {"class": "group"}, el("h3", None, title) if title else None,
                 el("div", {"class": "buttons"}, buttons))
              for title, buttons in groups.items()]
    if free and full:
        blocks.append(el("div", {"class": "group"}, el("h3", None, gui.free_title(ctx, len(free))),
                         el("div", {"class": "buttons"}, free)))
    elif free:
        blocks.append(el("details", {"class": "group free-group", "open": not groups,
                                     hooks.AUTO_OPEN: not groups, hooks.KEEP: "free"},
                         el("summary", None, gui.free_title(ctx, len(free))),
                         el("div", {"class": "buttons"}, free)))
    return blocks


def board_moves(board: Markup) -> frozenset[str]:
    """The moves a board shows as its own buttons (the move list need not repeat them)."""
    return frozenset(html.unescape(k) for k in re.findall(hooks.ACTION + r'="([^"]*)"', board))
