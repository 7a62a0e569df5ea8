"""The scores table, during play and at the end, with the tie-breaks the rulebook uses."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.ties import TieBreak, score_parts, tie_values

from . import hooks
from .games.base import Ctx
from .html import Markup, el, table_wrap

if TYPE_CHECKING:
    from .app_protocols import ScreensApp


#: a tie-break and its value for each seat, as the scores table shows it
TieRow = tuple[TieBreak, list[int]]


def shown_ties(game: Any, scores: list[dict] | None,
               counts: list[dict] | None = None) -> list[TieRow]:
    """The game's tie-breaks with each seat's value; during play (no `counts`) only those
    the scores on screen already hold, so that a tie-break never shows a hidden holding."""
    if not scores or not game.tie_breaks:
        return []
    counts = counts or [{} for _ in scores]
    known = [tb for tb in game.tie_breaks
             if all(p in sc or p in more for sc, more in zip(scores, counts, strict=True)
                    for p in tb.parts)]
    return list(zip(known, tie_values(tuple(known), scores, counts), strict=True))


def scores_panel(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                 scores: list[dict] | None, winners: list[int] = (),
                 reveal: bool = False, ties: list[TieRow] = ()) -> Markup:
    """One column per seat: the categories that add up to the total, the total, then (a
    group of its own, so nobody adds them in) what breaks a tie, in the rulebook's order;
    `reveal` (the end screen) shows the rows one after another, as players count them."""
    tr = app.tr
    if not scores:
        return Markup("")
    head = el("tr", None, el("td", None),
              [el("th", {"scope": "col", "class": "winner" if seat in winners else None},
                  marks[seat], " ", ctx.names[seat],
                  el("span", {"class": "badge win"}, tr("ui.winner"))
                  if seat in winners else None)
               for seat in range(len(scores))])
    rows = _score_rows(app, ctx, scores, winners, reveal, score_parts(
        tuple(tb for tb, _ in ties)))
    return el("section", {"class": "panel scores"}, el("h2", None, tr("ui.scores")),
              table_wrap(tr("ui.scores"), el(
                  "table", None, el("thead", None, head), el("tbody", None, rows),
                  _tie_rows(app, ties, winners, reveal, len(rows)))))


def _row(cls: str, step: int | None, header: Any, cells: list[Markup]) -> Markup:
    """A row of the scores table; `step` is its place in the end screen's count."""
    classes = " ".join(filter(None, [cls, "reveal" if step is not None else ""]))
    return el("tr", {"class": classes or None,
                     "style": f"--step: {step}" if step is not None else None},
              el("th", {"scope": "row"}, header), cells)


def _score_rows(app: "ScreensApp", ctx: Ctx, scores: list[dict], winners: list[int],
                reveal: bool, tie_parts: frozenset[str]) -> list[Markup]:
    """A row per category that counts towards the total, then the total."""
    cats = [c for c in scores[0] if c != "total" and c not in tie_parts]
    cats += ["total"] if any("total" in sc for sc in scores) else []
    return [_row("total" if c == "total" else "", i if reveal else None,
                 app.gui.category(ctx, c),
                 [el("td", {"class": "winner" if seat in winners else None,
                            hooks.KEY: f"score-{seat}-{c}", hooks.COUNT: sc.get(c)},
                     sc.get(c, "?"))
                  for seat, sc in enumerate(scores)])
            for i, c in enumerate(cats)]


def _tie_rows(app: "ScreensApp", ties: list[TieRow], winners: list[int], reveal: bool,
              first: int) -> Markup | None:
    """The tie-breaks in order, numbered, in a group of their own headed "Ties broken
    by": they count nothing towards the total."""
    if not ties:
        return None
    tr = app.tr
    seats = len(ties[0][1])
    title = el("tr", {"class": "ties-head"},
               el("th", {"scope": "colgroup", "colspan": seats + 1}, tr("ui.ties")))
    rows = [_row("tie", first + i if reveal else None,
                 [el("span", {"class": "tie-n"}, tr("ui.tie_n", n=i + 1)), " ",
                  tr.opt(f"{app.gui.prefix}.tie.{tb.id}", tb.id)],
                 [el("td", {"class": "winner" if seat in winners else None,
                            hooks.KEY: f"tie-{seat}-{tb.id}"}, v)
                  for seat, v in enumerate(values)])
            for i, (tb, values) in enumerate(ties)]
    return el("tbody", {"class": "ties"}, title, rows)


def live_scores_panel(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                      scores: list[dict] | None) -> Markup:
    """The scores during play, with the tie-breaks they already show."""
    return scores_panel(app, ctx, marks, scores, ties=shown_ties(app.session.game, scores))


def end_scores_panel(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                     winners: list[int]) -> Markup:
    """The final count, row by row, with every tie-break the rulebook names."""
    game, state = app.session.game, app.session.state
    scores = game.scores(state)
    return scores_panel(app, ctx, marks, scores, winners, reveal=True,
                        ties=shown_ties(game, scores, game.tie_counts(state)))
