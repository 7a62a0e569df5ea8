"""The log ("What happened") and the last-move banner: each entry numbered by the move that
made it (the numbers the replay counts), repeated entries of one player grouped into one
line, every line a button that shows its position.

A view's log is the game's log with the entries private to other seats left out; the
positions of the game (`Session.positions`) say how long the log was after each move, so
each shown entry is matched to the entry it is in the game's log, and so to its move.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import hooks
from .games.base import Ctx, GameUI
from .html import Markup, el

if TYPE_CHECKING:
    from collections.abc import Sequence


@dataclass
class Line:
    """One line of the log: a message and its parameters, standing for `times` entries
    made by the moves `first` to `last` (the same move for a single entry)."""

    first: int
    last: int
    seat: int | None
    msg: str
    params: dict
    times: int = 1


def entry_moves(positions: Sequence[Any], k: int, shown: list[dict]) -> list[int]:
    """The move that made each entry of `shown` (the log of a view of position `k`):
    0 for the set-up, n for the entries logged while the n-th move was applied."""
    state = positions[k]
    lens = [p.log_len for p in positions[: k + 1]]
    raw = state.log_entries
    out: list[int] = []
    j = 0
    for entry in shown:
        params = entry.get("params") or {}
        found = next((i for i in range(j, len(raw))
                      if raw[i][0] == entry["id"] and (raw[i][1] or {}) == params), None)
        if found is None:  # not in the game's log (cannot happen with a contract view)
            out.append(out[-1] if out else 0)
            continue
        out.append(min(k, bisect_right(lens, found)))
        j = found + 1
    return out


def lines(gui: GameUI, entries: list[dict], moves: list[int]) -> list[Line]:
    """The entries in order, a player's consecutive entries that add up (or repeat)
    merged into one line (`GameUI.log_merge`)."""
    out: list[Line] = []
    for entry, move in zip(entries, moves, strict=True):
        msg, params = gui.log_msg(entry)
        seat = gui.log_seat(entry)
        prev = out[-1] if out else None
        if prev is not None and seat is not None and prev.seat == seat:
            merged = gui.log_merge(prev.msg, prev.params, msg, params)
            if merged is not None:
                prev.params = merged
                prev.last = move
                prev.times += 1
                continue
        out.append(Line(move, move, seat, msg, params))
    return out


def line_text(gui: GameUI, ctx: Ctx, line: Line) -> str:
    """A line in words; a repeated entry that does not add up says how many times."""
    text = gui.log_words(ctx, line.msg, line.params)
    if line.times > 1 and line.msg not in gui.log_sums:
        return ctx.tr("ui.log.times", text=text, n=line.times)
    return text


def line_markup(gui: GameUI, ctx: Ctx, line: Line) -> Markup:
    """`line_text` as shown: resources as icons beside their counts."""
    shown = gui.log_markup(ctx, line.msg, line.params)
    if line.times > 1 and line.msg not in gui.log_sums:
        return ctx.tr.markup("ui.log.times", text=shown, n=line.times)
    return shown


def move_label(line: Line) -> str:
    return str(line.last) if line.first == line.last else f"{line.first}\u2013{line.last}"


def log_list(gui: GameUI, ctx: Ctx, marks: list[Markup], shown: list[Line],
             current: int | None, progress: Sequence[int] | None = None) -> Markup:
    """Newest first; each line a button to its position (`current` is marked). With
    `progress` (the round or turn after each move, `Game.progress`), the lines stand under
    a heading for each round or turn, in the header's words."""
    items = []
    marked = False  # the move's lines are all lit; the newest one is the current step
    heading: int | None = None
    for line in reversed(shown):
        # the first line of a round or turn carries its heading (every item is a line)
        head = None
        if progress is not None and progress[line.last] != heading:
            heading = progress[line.last]
            head = el("div", {"class": "log-round", "data-round": heading},
                      gui.progress_text(ctx, heading))
        seat = line.seat
        marker = marks[seat] if seat is not None and 0 <= seat < len(marks) else None
        here = current is not None and line.first <= current <= line.last
        text = line_text(gui, ctx, line)
        items.append(el("li", {"data-move": line.last}, head,
                        el("button", {"type": "button",
                                      "class": "log-entry here" if here else "log-entry",
                                      hooks.CMD: "goto", hooks.ARG: line.last,
                                      "aria-current": "step" if here and not marked else None,
                                      "aria-label": ctx.tr("ui.log.entry", n=move_label(line),
                                                           text=text)},
                           el("span", {"class": "log-n", "aria-hidden": "true"},
                              move_label(line)),
                           marker, el("span", {"class": "log-text"},
                                      line_markup(gui, ctx, line)))))
        marked = marked or here
    return el("ol", {"class": "log-list"}, items)


def last_move(gui: GameUI, ctx: Ctx, all_lines: list[Line], move: int) -> Markup | None:
    """The one-line banner: what move `move` did, in words (None before the first move)."""
    if move <= 0:
        return None
    made = [line for line in all_lines if line.first <= move <= line.last]
    if not made:
        return None
    said = " ".join(line_text(gui, ctx, line) for line in made)
    return el("p", {"class": "last-move", "data-last-move": move, "title": said,
                    "role": "status"},
              el("span", {"class": "last-move-n"}, ctx.tr("ui.last_move", n=move)), " ",
              el("span", {"class": "last-move-text"},
                 Markup(" ".join(line_markup(gui, ctx, line) for line in made))))
