"""End-of-game statistics: each player's score over the rounds (our own SVG chart, from the
replayed positions and `Game.progress`), and the game's telling figures (`Game.figures`).

A game whose engine does not have `progress` yet is charted by move number; one without
`figures` shows no figures: the end screen never fails for want of a hook.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from .art import map_mark
from .games.base import Ctx, GameUI
from .html import Markup, el, esc, table_wrap

#: points a chart by move number keeps at most (a game has hundreds of moves)
MOVE_POINTS = 24
#: the chart's drawing box, in SVG units (it scales with its container)
W, H = 640, 300
LEFT, RIGHT, TOP, BOTTOM = 44, 40, 14, 36
#: a seat's marker at the end of its line, in SVG units
MARK = 20


@dataclass
class Series:
    """Scores over the game: x values (rounds, or moves) and each seat's total at each."""

    by_round: bool
    xs: list[int]
    totals: list[list[int]]  # per seat, one total per x


def series(game: Any, positions: list[Any]) -> Series:
    """Each seat's total after the last position of every round (by `progress`), or at
    evenly spread moves when the game cannot say its round."""
    try:
        marks = [game.progress(p) for p in positions]
    except NotImplementedError:
        step = max(1, -(-(len(positions) - 1) // MOVE_POINTS))
        picked = list(range(0, len(positions), step))
        if picked[-1] != len(positions) - 1:
            picked.append(len(positions) - 1)
        xs, at = picked, picked
        by_round = False
    else:
        last: dict[int, int] = {}
        for i, m in enumerate(marks):
            last[m] = i  # the position that ends round m
        xs = sorted(last)
        at = [last[x] for x in xs]
        by_round = True
    scores = [game.scores(positions[i]) for i in at]
    seats = len(scores[0]) if scores else 0
    totals = [[sc[seat].get("total", 0) for sc in scores] for seat in range(seats)]
    return Series(by_round, xs, totals)


def figures(game: Any, state: Any) -> list[tuple[str, list[int]]]:
    try:
        return list(game.figures(state))
    except NotImplementedError:
        return []


def _scale(lo: int, hi: int, a: float, b: float):
    span = (hi - lo) or 1
    return lambda v: a + (v - lo) / span * (b - a)


def _ticks(hi: int, n: int = 5) -> list[int]:
    """Round scores from 0 to the first at or above `hi` (the chart's top line), about `n`
    steps."""
    step = max(1, -(-hi // n))
    for nice in (1, 2, 5, 10, 20, 25, 50, 100):
        if nice >= step:
            step = nice
            break
    return list(range(0, -(-hi // step) * step + 1, step))


def _apart(ys: list[float], gap: float, bottom: float) -> list[float]:
    """The heights of the markers at the lines' ends, moved apart (keeping their order, none
    below `bottom`) so that players with the same score or nearly each have theirs in view."""
    order = sorted(range(len(ys)), key=lambda i: (ys[i], i))
    out = list(ys)
    for above, i in pairwise(order):  # downwards, apart
        out[i] = max(out[i], out[above] + gap)
    limit = bottom
    for i in reversed(order):  # then up from the bottom, if that went past it
        out[i] = min(out[i], limit)
        limit = out[i] - gap
    return out


def chart(gui: GameUI, ctx: Ctx, data: Series) -> Markup:
    """A line per seat in its colour, its marker at the end of the line (shape and letter,
    not colour alone); a table with the same numbers for screen readers."""
    tr = ctx.tr
    x_name = tr.opt(f"{gui.prefix}.progress", tr("ui.chart.round")) if data.by_round \
        else tr("ui.chart.move")
    ticks = _ticks(max([1] + [v for row in data.totals for v in row]))
    lo = min([0] + [v for row in data.totals for v in row])
    fx = _scale(data.xs[0], data.xs[-1], LEFT, W - RIGHT)
    fy = _scale(lo, ticks[-1], H - BOTTOM, TOP)
    parts = []
    for t in ticks:
        parts.append(f'<line class="grid" x1="{LEFT}" x2="{W - RIGHT}" y1="{fy(t):.1f}" '
                     f'y2="{fy(t):.1f}"/><text class="tick y" x="{LEFT - 6}" y="{fy(t) + 4:.1f}" '
                     f'text-anchor="end">{t}</text>')
    every = max(1, len(data.xs) // 12)
    last = len(data.xs) - 1
    for i, x in enumerate(data.xs):
        # the last round always; a regular tick too close before it would overprint it
        if i == last or (i % every == 0 and last - i >= every):
            parts.append(f'<text class="tick x" x="{fx(x):.1f}" y="{H - BOTTOM + 16}" '
                         f'text-anchor="middle">{x}</text>')
    parts.append(f'<text class="axis" x="{(LEFT + W - RIGHT) / 2}" y="{H - 4}" '
                 f'text-anchor="middle">{esc(x_name)}</text>')
    ends = _apart([fy(row[-1]) for row in data.totals], MARK, H - BOTTOM)
    for seat, row in enumerate(data.totals):
        points = " ".join(f"{fx(x):.1f},{fy(v):.1f}" for x, v in zip(data.xs, row, strict=True))
        parts.append(f'<polyline class="line seat-{seat}" points="{points}"/>')
        label = ctx.labels[seat] if seat < len(ctx.labels) else str(seat + 1)
        parts.append(map_mark(seat, label, fx(data.xs[-1]) + 14, ends[seat], MARK))
    title = tr("ui.chart.title", x=x_name)
    svg = Markup(f'<svg class="score-chart" viewBox="0 0 {W} {H}" role="img" '
                 f'aria-label="{esc(title)}" focusable="false">{"".join(parts)}</svg>')
    # hidden in a block, not as the table itself: a table is never narrower than its
    # columns, and four of them would widen a phone's page sideways
    table = el("div", {"class": "sr-only"}, el(
        "table", None, el("caption", None, title),
        el("thead", None, el("tr", None, el("th", {"scope": "col"}, x_name),
                             [el("th", {"scope": "col"}, n) for n in ctx.names])),
        el("tbody", None, [el("tr", None, el("th", {"scope": "row"}, x),
                              [el("td", None, row[i]) for row in data.totals])
                           for i, x in enumerate(data.xs)])))
    return el("figure", {"class": "chart"}, el("figcaption", None, title), svg, table)


def figures_table(gui: GameUI, ctx: Ctx, marks: list[Markup],
                  found: list[tuple[str, list[int]]]) -> Markup | None:
    """The game's telling figures, one row each, one column per seat."""
    if not found:
        return None
    tr = ctx.tr
    head = el("tr", None, el("td", None), [el("th", {"scope": "col"}, marks[s], " ", name)
                                           for s, name in enumerate(ctx.names)])
    rows = [el("tr", None, el("th", {"scope": "row"}, tr.opt(_figure_msg(gui, fid), fid)),
               [el("td", None, v) for v in values]) for fid, values in found]
    return el("section", {"class": "panel figures"}, el("h2", None, tr("ui.figures")),
              table_wrap(tr("ui.figures"),
                         el("table", None, el("thead", None, head), el("tbody", None, rows))))


def _figure_msg(gui: GameUI, fid: str) -> str:
    """A figure's message: its id when the engine gives one (``hs.fig.auctions_won``),
    else ``<prefix>.fig.<id>``."""
    return fid if fid.startswith(f"{gui.prefix}.fig.") else f"{gui.prefix}.fig.{fid}"
