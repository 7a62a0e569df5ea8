"""`evaluate(state, seat)`: the expected final margin a search scores its rollouts with,
counting income, buildings, goods, debts and what the market can still convert, not only
today's score (how well it predicts: `bench/homesteaders_bots.py --evaluate`)."""
from __future__ import annotations

import pytest

from engine.core import Rng

from .helpers import MAX_MOVES, G, edit, finish_placement, new_game, to_round


def _played(players: int, seed: int, until_round: int | None = None):
    s = G.new(players, seed, {})
    rng = Rng(seed)
    for _ in range(MAX_MOVES):
        if G.is_over(s) or (until_round and s.round == until_round and s.phase == "bid"):
            return s
        seat = G.to_act(s)[0]
        s = G.apply(s, G.bots["medium"](s, seat, rng, 0))
    raise AssertionError("the game does not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_the_end_evaluate_is_the_true_final_margin(players):
    s = _played(players, 40 + players)
    totals = [sc["total"] for sc in G.scores(s)]
    for seat in range(players):
        best_other = max(t for i, t in enumerate(totals) if i != seat)
        assert G.evaluate(s, seat) == totals[seat] - best_other


def test_equal_seats_are_even():
    s = finish_placement(new_game(3))
    assert [G.evaluate(s, seat) for seat in range(3)] == [0.0, 0.0, 0.0]


def test_a_clearly_better_position_evaluates_higher():
    s = _played(3, 7, until_round=5)
    rich = edit(s, 0, buildings=(*s.players[0].buildings[1:], "church", "factory"),
                silver=s.players[0].h["silver"] + 10)
    assert G.evaluate(rich, 0) > G.evaluate(s, 0) + 10
    assert G.evaluate(rich, 1) < G.evaluate(s, 1)


def test_income_to_come_counts_beside_the_score():
    s = finish_placement(to_round(new_game(3), 3))
    with_income = edit(s, 0, buildings=("trading_post",))  # no VP, 2 trade tokens a round
    assert G.evaluate(with_income, 0) > G.evaluate(s, 0)
    late = finish_placement(to_round(new_game(3), 9))
    late_income = edit(late, 0, buildings=("trading_post",))
    gain_early = G.evaluate(with_income, 0) - G.evaluate(s, 0)
    gain_late = G.evaluate(late_income, 0) - G.evaluate(late, 0)
    assert gain_early > gain_late > 0  # fewer income phases left to collect it


def test_debts_lower_the_evaluation():
    s = finish_placement(to_round(new_game(3), 4))
    assert G.evaluate(edit(s, 0, debt=3), 0) < G.evaluate(s, 0)


def test_in_the_final_actions_what_the_market_can_still_convert_counts():
    s = finish_placement(to_round(new_game(3), 11))
    assert s.phase == "endgame"
    trader = edit(s, 0, silver=8, trade=2)  # 2 gold bought: 4 VP
    assert G.evaluate(trader, 0) == G.evaluate(edit(s, 0, silver=0, trade=0), 0) + 4
