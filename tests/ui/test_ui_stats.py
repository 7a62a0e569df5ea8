"""End-of-game statistics: scores counted row by row, a chart of each player's score over
the rounds (by move while a game has no `progress`), and the game's figures."""
import re
from functools import cache
from itertools import pairwise

import pytest

import engine
from ui import stats
from ui.games import Ctx, ui_for
from ui.i18n import Translator

from .fakes import make_app, start_game


class Rounds:
    """A game whose `progress` and `figures` are given (as engines add them)."""

    def __init__(self, game):
        self.game = game
        self.id = game.id

    def __getattr__(self, name):
        return getattr(self.game, name)

    def progress(self, state):
        return 1 + state.hist_len // 25

    def figures(self, state):
        return [("auctions_won", [3, 1, 2])]


@cache
def _finished(game_id):
    """A seeded game of easy bots played to its end screen, once per game for the module:
    the tests only read the app and its page, and the game is the same each time."""
    app, dom = make_app()
    start_game(app, dom, ["bot:easy", "bot:easy", "bot:easy"], seed=6, game=game_id,
               names=["Ann", "Bot B", "Bot C"])
    assert app.screen == "end"
    return app, dom


def test_the_chart_follows_the_rounds_when_the_game_says_them():
    app, _ = _finished("homesteaders")
    positions = app.positions()
    game = Rounds(app.session.game)
    data = stats.series(game, positions)
    assert data.by_round and data.xs == sorted(set(game.progress(p) for p in positions))
    final = [sc["total"] for sc in game.scores(positions[-1])]
    assert [row[-1] for row in data.totals] == final
    gui = ui_for(app.session.game)
    ctx = Ctx(Translator("en", strict=True), ["Ann", "Bot B", "Bot C"], {})
    svg = stats.chart(gui, ctx, data)
    assert svg.count("<polyline") == 3 and "Round" in svg
    assert stats.figures(game, app.session.state) == [("auctions_won", [3, 1, 2])]
    table = stats.figures_table(gui, ctx, ["", "", ""], stats.figures(game, app.session.state))
    assert re.search(r"<td>3</td><td>1</td><td>2</td>", table)


def test_a_game_without_progress_is_charted_by_move_and_without_figures():
    class Bare(Rounds):
        def progress(self, state):
            raise NotImplementedError

        def figures(self, state):
            raise NotImplementedError

    app, _ = _finished("montana")
    positions = app.positions()
    data = stats.series(Bare(app.session.game), positions)
    assert not data.by_round and data.xs[0] == 0 and data.xs[-1] == len(positions) - 1
    assert len(data.xs) <= stats.MOVE_POINTS + 2
    assert stats.figures(Bare(app.session.game), app.session.state) == []


def test_the_end_screen_counts_the_scores_row_by_row_and_charts_them():
    _app, dom = _finished("goldwest")
    steps = re.findall(r'<tr class="[^"]*reveal[^"]*" style="--step: (\d+)">', dom.html)
    assert steps and steps == [str(i) for i in range(len(steps))]
    assert 'class="score-chart"' in dom.html and dom.html.count("<polyline") == 3
    assert "How the game went" in dom.html


def test_every_game_ends_with_a_chart():
    for game_id in engine.GAMES:
        _app, dom = _finished(game_id)
        assert 'class="score-chart"' in dom.html, game_id


def test_homesteaders_figures_and_rounds_are_shown_by_name_in_every_language():
    app, _dom = _finished("homesteaders")
    game = app.session.game
    data = stats.series(game, app.positions())
    assert data.by_round and data.xs[0] == 1 and data.xs[-1] >= 10
    found = stats.figures(game, app.session.state)
    assert found
    gui = ui_for(game)
    for lang in ("en", "fr", "es"):
        ctx = Ctx(Translator(lang, strict=True), ["Ann", "Bot B", "Bot C"], {})
        table = stats.figures_table(gui, ctx, ["", "", ""], found)
        assert "hs.fig." not in table
        assert len(re.findall(r'<th scope="row">', table)) == len(found)


#: the figures the issue asks each end screen to tell, as the English end screen names them
TELLING = {"homesteaders": ("Auctions won", "Silver spent on winning bids", "Debts taken"),
           "goldwest": ("Points from terrain majorities", "Terrain majorities won",
                        "Points from BoomTown"),
           "montana": ("Most camps in one turn", "Cows taken from the landscape",
                       "Canteens taken")}


@pytest.mark.parametrize("game_id", list(TELLING))
def test_each_game_charts_its_rounds_or_turns_and_tells_its_figures(game_id):
    app, dom = _finished(game_id)
    game = app.session.game
    positions = app.positions()
    data = stats.series(game, positions)
    # one point per round (or turn), none missed, the last one the final score
    assert data.by_round and data.xs == list(range(data.xs[0], data.xs[-1] + 1))
    assert len(data.xs) >= 5
    assert [row[-1] for row in data.totals] == [sc["total"] for sc in
                                                 game.scores(positions[-1])]
    axis = {"homesteaders": "Round", "goldwest": "Turn", "montana": "Round"}[game_id]
    assert 'class="axis"' in dom.html and f">{axis}</text>" in dom.html
    figures = re.search(r'<section class="panel figures">.*?</section>', dom.html, re.S)
    assert figures, "no figures on the end screen"
    for name in TELLING[game_id]:
        assert f'<th scope="row">{name}</th>' in figures.group(0), name


def test_the_chart_reaches_the_best_score_and_keeps_tied_players_markers_apart():
    data = stats.Series(True, [1, 2, 3], [[0, 5, 12], [0, 6, 12], [0, 2, 3]])
    gui = ui_for(engine.GAMES["homesteaders"])
    ctx = Ctx(Translator("en", strict=True), ["Ann", "Bot B", "Bot C"], {})
    svg = stats.chart(gui, ctx, data)
    ticks = [int(t) for t in re.findall(r'text-anchor="end">(\d+)</text>', svg)]
    assert ticks[-1] >= 12  # the top line is at or above the best score
    tops = [float(y) for y in re.findall(r'<g class="mark seat-\d+ *" transform="translate'
                                         r'\([\d.]+ ([\d.]+)\)', svg)]
    assert len(tops) == 3
    assert all(abs(a - b) >= stats.MARK for i, a in enumerate(tops) for b in tops[i + 1:])


@pytest.mark.parametrize("count", [5, 12, 13, 24, 36, 44, 45, 100])
def test_the_charts_axis_labels_keep_their_spacing_and_show_the_first_and_last(count):
    xs = list(range(1, count + 1))
    labels = stats._x_ticks(xs)
    assert labels[0] == 1 and labels[-1] == count
    gaps = [b - a for a, b in pairwise(labels)]
    assert min(gaps) >= max(1, count // 12)  # never closer than the regular spacing
    assert len(labels) <= 16  # about twelve, never crowded
