"""`evaluate(state, seat)`: the expected final margin of camps over the best other seat,
counting what a seat holds and the time left, not only the camps built (a search's leaf
value). At the end it is the true margin; a clearly better position ranks higher."""
import pytest

from engine.core import Rng, play_out
from engine.montana.data import GOODS

from .helpers import G, edit, edit_camps, new_game, play, top

RICH = {"goods": dict.fromkeys(GOODS, 2), "coins": 12, "workers": {"copper": 3, "wheat": 3},
        "cows": 2, "canteens": 1}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_the_end_it_is_the_true_final_margin(players):
    levels = ("medium", "easy", "random", "medium")
    for seed in range(3):
        s = play_out(G, G.new(players, 80 + seed), {i: G.bots[levels[i]] for i in range(players)},
                     Rng(seed), max_steps=5_000)
        totals = [sc["total"] for sc in G.scores(s)]
        for seat in range(players):
            best_other = max(t for other, t in enumerate(totals) if other != seat)
            assert G.evaluate(s, seat) == totals[seat] - best_other


def _midgame(players=3):
    """Seat 0's turn; every seat has built 3 camps (seed 0's map) and holds little."""
    s = new_game(players, 0, start=0)
    for seat in range(players):
        s = edit(s, seat, goods={"wheat": 1}, coins=2, workers={"stone": 2}, cows=0)
    camps = {(-1, 0): (0, 1), (-1, 1): (0, 2), (1, -1): (1, 1), (0, 1): (1, 1),
             (2, 0): (1, 1), (-2, 1): (2, 1), (-2, 2): (2, 1), (0, 2): (2, 1)}
    return edit_camps(s, {h: c for h, c in camps.items() if c[0] < players})


def test_more_camps_built_rank_higher():
    s = _midgame()
    better = edit_camps(s, {(-2, 0): (0, 1)})
    assert G.evaluate(better, 0) > G.evaluate(s, 0)
    assert G.evaluate(better, 1) < G.evaluate(s, 1)


def test_more_goods_coins_workers_cows_and_canteens_rank_higher():
    s = _midgame()
    for name, value in RICH.items():
        richer = edit(s, 0, **{name: value})
        assert G.evaluate(richer, 0) > G.evaluate(s, 0), name
        assert G.evaluate(richer, 1) < G.evaluate(s, 1), name
    # a rival's riches make the seat's prospects worse
    assert G.evaluate(edit(s, 1, **RICH), 0) < G.evaluate(s, 0)


def test_a_representative_waiting_in_the_town_counts_its_reward():
    s = edit(_midgame(), 0, goods={"squash": 2})
    s = play(s, (0, "town:1:0"), (1, "pass"), (2, "pass"))
    assert top(s) == ("town_reward", 0, 1, 0)
    passed = edit(s, 0).copy()
    passed.town = {}  # the same holdings with no reward to come
    assert G.evaluate(s, 0) > G.evaluate(passed, 0)


def test_in_the_last_round_only_the_seats_still_to_play_can_build():
    s = edit(_midgame(), 0, goods=dict.fromkeys(GOODS, 3))
    s = edit(s, 2, goods=dict.fromkeys(GOODS, 3))
    s = s.copy()
    s.ending = True  # seat 0 (first in turn order) is playing: everybody still plays
    ahead = G.evaluate(s, 2)
    later = s.copy()
    later.active = 2
    later.tasks = (("turn", 2),)
    # seat 0 has played its last turn without building: seat 2 gains on it
    assert G.evaluate(later, 2) > ahead
    assert G.evaluate(later, 0) < G.evaluate(s, 0)


def test_evaluating_leaves_the_state_alone():
    s = _midgame()
    before = s.snapshot()
    for seat in range(3):
        G.evaluate(s, seat)
    assert s.snapshot() == before
