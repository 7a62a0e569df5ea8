"""The end screen: the game's progress (the round, 11 for the final income round) and its
telling figures per seat, computed from the moves and the log."""
from __future__ import annotations

import pytest

from ui.i18n import LANGS, Translator

from .helpers import (
    G,
    all_pass,
    edit,
    finish_placement,
    new_game,
    play,
    play_to_end,
    step,
    to_round,
)


def _figures(s) -> dict[str, list[int]]:
    return dict(G.figures(s))


def test_progress_is_the_round_then_11_for_the_final_income_round_and_the_end():
    s = new_game(3)
    assert G.progress(s) == 1
    s = to_round(s, 5)
    assert G.progress(s) == 5
    s = to_round(s, 11)
    assert G.progress(s) == 11
    assert G.progress(play_to_end(s)) == 11


def test_auctions_won_the_silver_their_bids_cost_and_the_passes_are_counted():
    s = finish_placement(edit(new_game(3), 0, silver=20))
    s = play(s, (0, "bid:1:5"), (1, "bid:2:3"), (2, "pass"), (2, "rail:trade"))
    s = play(s, (0, "nobuild"), (1, "nobuild"))
    assert s.round == 2
    figures = _figures(s)
    assert figures["hs.fig.auctions_won"] == [1, 1, 0]
    assert figures["hs.fig.bid_silver"] == [5, 3, 0]
    assert figures["hs.fig.passes"] == [0, 0, 1]
    s = all_pass(finish_placement(s))
    assert _figures(s)["hs.fig.passes"] == [1, 1, 2]


def test_buildings_income_trades_hires_and_debts_are_counted():
    s = edit(new_game(3), 0, trade=3, food=1, wood=2)
    s = play(s, (0, "debt"), (0, "debt"), (0, "hire"), (0, "sell:wood"), (0, "done"))
    figures = _figures(s)
    assert figures["hs.fig.debts_taken"] == [2, 0, 0]
    assert figures["hs.fig.workers_hired"] == [1, 0, 0]
    assert figures["hs.fig.trades"] == [2, 0, 0]  # the hire and the sale
    assert figures["hs.fig.income_silver"] == [2, 0, 0]  # the Homestead's
    s = finish_placement(s)
    s = play(s, (0, "bid:1:3"), (1, "pass"), (1, "rail:trade"), (2, "pass"),
             (2, "rail:trade"), (0, "build:farm"))
    assert _figures(s)["hs.fig.buildings_built"] == [1, 0, 0]
    s = finish_placement(to_round(s, 11))
    s = play(s, (0, "repay"))
    assert _figures(s)["hs.fig.debts_repaid"] == [1, 0, 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finished_game_has_every_figure_for_every_seat(players):
    s = play_to_end(new_game(players))
    figures = G.figures(s)
    assert [f for f, _ in figures][:3] == ["hs.fig.auctions_won", "hs.fig.bid_silver",
                                         "hs.fig.passes"]
    assert all(len(per_seat) == players for _, per_seat in figures)
    assert dict(figures)["hs.fig.passes"] == [10] * players  # nobody bid: ten passes each


@pytest.mark.parametrize("lang", LANGS)
def test_every_figure_has_its_name_in_every_language(lang):
    tr = Translator(lang, strict=True)
    s = play_to_end(new_game(3))
    for figure, _ in G.figures(s):
        assert tr(figure)


def test_figures_read_the_game_without_changing_it():
    s = step(new_game(3), "done", 0)
    before = s.snapshot()
    G.figures(s)
    assert s.snapshot() == before
