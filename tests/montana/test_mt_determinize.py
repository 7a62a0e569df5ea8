"""`determinize(state, seat, rng)`: what a searching bot may use in place of the state.
Montana shows every holding and the whole board; all it hides is the future spins of the
recruitment wheel (the state's generator). A sample agrees with everything the seat's view
shows, samples the spins from `rng`, leaves the state alone, and no bot plays differently
on one sample than on another."""
import pytest

from engine.core import Rng
from engine.montana.data import WHEEL

from .helpers import G, bot_positions, new_game, step, top

LEVELS = ("random", "easy", "medium", "easy")


def positions(players: int, seed: int, every: int = 9):
    return bot_positions(players, seed, LEVELS, every)


@pytest.mark.parametrize(("players", "seed"), [(2, 61), (3, 62), (4, 63)])
def test_a_sample_agrees_with_every_view_and_leaves_the_state_alone(players, seed):
    for n, (s, seat) in enumerate(positions(players, seed)):
        before = s.snapshot()
        sample = G.determinize(s, seat, Rng(n))
        assert s.snapshot() == before
        for who in (seat, None, *range(players)):
            assert G.view(sample, who) == G.view(s, who)
        assert {a.key for a in G.legal_actions(sample, seat)} == {
            a.key for a in G.legal_actions(s, seat)}
        assert sample.history == s.history and sample.rules == s.rules


def test_the_future_spins_are_sampled_from_the_rng_and_reproducible():
    s = new_game(3, 0, start=0)
    assert top(s) == ("turn", 0)

    def spin(rng_seed: int) -> int:
        return step(G.determinize(s, 0, Rng(rng_seed)), "recruit", 0).wheel

    spins = [spin(k) for k in range(64)]
    assert set(spins) == set(range(len(WHEEL)))  # every segment can come up
    assert spins == [spin(k) for k in range(64)]  # the same rng, the same sample
    assert step(s, "recruit", 0).wheel == step(s, "recruit", 0).wheel  # s itself unchanged


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_swapping_the_sample_changes_no_bot_s_move(level):
    bot = G.bots[level]
    asked = 0
    for players, seed in [(2, 71), (3, 72), (4, 73)]:
        for n, (s, seat) in enumerate(positions(players, seed, every=5)):
            moves = {bot(sample, seat, Rng(n), 0).key
                     for sample in (s, *(G.determinize(s, seat, Rng(k)) for k in range(3)))}
            assert len(moves) == 1, (players, seed, n, moves)
            asked += 1
    assert asked > 60
