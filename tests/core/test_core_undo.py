"""Undo: a seat takes back its own moves until something irreversible happened
(hidden information revealed, randomness drawn, or another seat acted)."""
import pytest

import engine
from engine import IllegalAction

G = engine.GAMES["homesteaders"]


def _key(s, seat, key):
    return next(a for a in G.legal_actions(s, seat) if a.key == key)


def test_nothing_to_undo_at_the_start_because_setup_drew_randomness():
    s = G.new(3, 2)
    seat = G.to_act(s)[0]
    assert G.undoable(s, seat) == 0
    with pytest.raises(IllegalAction, match="no move of yours"):
        G.undo(s, seat)


def test_a_seat_takes_back_its_own_moves_one_at_a_time():
    s0 = G.new(3, 2)
    seat = G.to_act(s0)[0]
    s1 = G.apply(s0, _key(s0, seat, "work:homestead:0"))
    s2 = G.apply(s1, _key(s1, seat, "debt"))
    assert G.undoable(s2, seat) == 2
    back = G.undo(s2, seat)
    assert back.snapshot() == s1.snapshot()
    assert G.undo(back, seat).snapshot() == s0.snapshot()


def test_another_seat_acting_ends_the_undo_window():
    s = G.new(3, 2)
    first = G.to_act(s)[0]
    s = G.apply(s, _key(s, first, "done"))
    while G.to_act(s)[0] == first:  # wages may need a decision
        s = G.apply(s, G.legal_actions(s, first)[0])
    second = G.to_act(s)[0]
    assert second != first
    s = G.apply(s, _key(s, second, "done"))
    assert G.undoable(s, first) == 0
    assert G.undoable(s, second) >= 1


def test_revealing_the_next_round_tiles_cannot_be_undone():
    s = G.new(2, 4)
    rng = engine.Rng(4)
    bot = G.bots["random"]
    while s.round == 1:
        seat = G.to_act(s)[0]
        s = G.apply(s, bot(s, seat, rng, 0))
    # the move that ended round 1 revealed round 2's face-down tile
    assert s.irreversible_at == s.hist_len
    assert G.undoable(s, s.history[-1].seat) == 0
