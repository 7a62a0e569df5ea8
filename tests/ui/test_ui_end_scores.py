"""The end screen's score table: the rows above the total add up to it, and what only breaks
a tie (Montana's cows and canteens, Gold West's Wanted camps, Homesteaders' silver) is a
group of its own, marked and in the rulebook's order (issue 11)."""
from __future__ import annotations

from html.parser import HTMLParser

import pytest

import engine
from engine.core.ties import score_parts, tie_values
from ui.games.base import Ctx

from .fakes import make_app, start_game


class ScoreTable(HTMLParser):
    """The scores table's rows as (tbody class, row class, header text, cell texts)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, str, str, list[str]]] = []
        self._in, self._body, self._row, self._cell = False, None, None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section" and "scores" in (a.get("class") or "").split():
            self._in = True
        elif self._in and tag in ("thead", "tbody"):
            self._body = a.get("class") or "" if tag == "tbody" else None
        elif self._in and self._body is not None and tag == "tr":
            self._row = [a.get("class") or "", "", []]
        elif self._row is not None and tag in ("th", "td"):
            self._cell = tag
            if tag == "td":
                self._row[2].append("")

    def handle_data(self, data):
        if self._row is None or self._cell is None:
            return
        if self._cell == "th":
            self._row[1] += data
        else:
            self._row[2][-1] += data

    def handle_endtag(self, tag):
        if tag in ("th", "td"):
            self._cell = None
        elif tag == "tr" and self._row is not None:
            if self._body is not None and self._in:
                self.rows.append((self._body, self._row[0], self._row[1].strip(), self._row[2]))
            self._row = None
        elif tag == "table" and self._in:
            self._in = False


def _end_table(game_id: str, players: int, seed: int):
    app, dom = make_app()
    start_game(app, dom, ["bot:easy"] * players, seed=seed, game=game_id)
    assert app.screen == "end"
    parser = ScoreTable()
    parser.feed(dom.html)
    return app, parser.rows


@pytest.mark.parametrize("game_id,players", [(g, n) for g in sorted(engine.GAMES)
                                             for n in (3, 4)])
def test_the_score_rows_add_up_to_the_total_and_the_tie_breaks_are_apart(game_id, players):
    app, rows = _end_table(game_id, players, seed=3)
    game, state = app.session.game, app.session.state
    counted = [r for r in rows if r[0] == "" and "total" not in r[1].split()]
    (total,) = [r for r in rows if "total" in r[1].split()]
    assert counted
    for seat in range(players):
        assert sum(int(r[3][seat]) for r in counted) == int(total[3][seat]), (game_id, seat)
    assert [int(v) for v in total[3]] == [sc["total"] for sc in game.scores(state)]
    ties = [r for r in rows if r[0] == "ties"]
    head, tie_rows = ties[0], ties[1:]
    assert head[1] == "ties-head" and head[2].startswith("Ties broken by, in order")
    assert all(r[1].split()[0] == "tie" for r in tie_rows)
    assert [r[2].split(" ", 1)[0] for r in tie_rows] == [f"{i}." for i in
                                                          range(1, len(game.tie_breaks) + 1)]
    values = tie_values(game.tie_breaks, game.scores(state), game.tie_counts(state))
    assert [[int(v) for v in r[3]] for r in tie_rows] == values
    assert all("?" not in r[2] and "." in r[2] for r in tie_rows)  # each named, not its id
    ctx = Ctx(app.tr, [], {})
    parts = {app.gui.category(ctx, p) for p in score_parts(game.tie_breaks)}
    assert not parts & {r[2] for r in counted}, "a tie-break counted as a score"


def test_montanas_ties_are_cows_and_canteens_then_goods_coins_and_workers():
    _app, rows = _end_table("montana", 3, seed=3)
    assert [r[2] for r in rows if r[1].startswith("tie")][1:] == [
        "1. Cows + canteens", "2. Goods + coins + workers"]
    assert [r[2] for r in rows if r[0] == ""] == ["Camps on the landscape", "Total"]
