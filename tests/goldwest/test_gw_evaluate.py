"""`evaluate(state, seat)`: the expected final margin of a seat over the best other seat, a
search's leaf value (issue 13): the true margin at the end, and more than the score before
it (the supply track, the metals in hand, the turns still to play)."""
import pytest

from engine.core import Rng, play_out
from engine.goldwest.evaluate import FEATURES, WEIGHTS, features, turns_left

from .helpers import G, at_metals, edit, new_game, quick_move, step


def _margin(s, seat):
    totals = [sc["total"] for sc in G.scores(s)]
    return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_the_end_it_is_the_true_final_margin(players):
    end = play_out(G, G.new(players, seed=30 + players),
                   dict.fromkeys(range(players), G.bots["medium"]), Rng(3))
    assert G.is_over(end)
    margins = [G.evaluate(end, seat) for seat in range(players)]
    assert margins == [_margin(end, seat) for seat in range(players)]
    assert max(margins) >= 0 and any(m != 0 for m in margins)


def test_turns_left_counts_every_turn_still_to_begin_the_final_round_included():
    s = new_game(3, 2)  # seat 0 has begun its first turn
    assert turns_left(s) == [12, 13, 13]
    while G.to_act(s) == [0]:
        s = step(s, quick_move(s))
    assert turns_left(s) == [12, 12, 13]  # seat 1 has begun its first turn
    end = play_out(G, s, dict.fromkeys(range(3), G.bots["easy"]), Rng(1))
    assert turns_left(end) == [0, 0, 0]


def test_a_clearly_better_position_is_ranked_higher():
    base = at_metals(new_game(3, 4), 0, copper=1)
    value = G.evaluate(base, 0)
    richer = [
        edit(base, 0, vp={"supply": 5}),                                 # points scored
        edit(base, 0, supply=[["gold"], ["gold", "silver"], [], ["wood"]]),  # a rich track
        at_metals(base, 0, copper=1, gold=3),                            # metals in hand
    ]
    for better in richer:
        assert G.evaluate(better, 0) > value
        assert G.evaluate(better, 1) < G.evaluate(base, 1)  # and worse for the others


def test_it_counts_what_the_score_does_not_see():
    """Two positions the score cannot tell apart: one seat's supply track is empty in one,
    full of metals and material in the other."""
    base = edit(at_metals(new_game(3, 4), 1, copper=1), 1, supply=[[], [], [], []])
    full = edit(base, 1, supply=[["gold", "wood"], ["silver", "stone"], ["gold"], []])
    assert [sc["total"] for sc in G.scores(base)] == [sc["total"] for sc in G.scores(full)]
    assert G.evaluate(full, 1) > G.evaluate(base, 1) + 5


def test_the_features_and_weights_go_together():
    s = new_game(4, 6)
    assert len(FEATURES) == len(WEIGHTS) == len(features(s, 0))
    assert features(s, 0)[:2] == (10, 1)  # 10 camps at 4 players, then a final turn
    end = play_out(G, s, dict.fromkeys(range(4), G.bots["easy"]), Rng(6))
    assert all(features(end, seat) == (0,) * len(FEATURES) for seat in range(4))
    last = G.replay(end, end.hist_len - 1)  # the last seat's final turn is under way
    assert [features(last, seat)[:2] for seat in range(4)] == [(0, 0)] * 4
