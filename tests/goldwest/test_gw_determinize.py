"""`determinize(state, seat, rng)`: a world the seat cannot tell from the real one, in which
the mining tokens it has not seen are drawn again from their terrain's pool (issue 13:
a searching bot samples what it may not see instead of peeking)."""
from collections import Counter

import pytest

from engine.core import Rng
from engine.goldwest.data import TERRAINS, TOKENS
from engine.goldwest.determinize import taken_tokens, unseen
from tests.contract import bot_game

from .helpers import G, at_metals, edit_board, face_down, hexkey, new_game, play, step

LEVELS = ["medium", "easy", "random", "medium"]


def _positions(players, seed, every=7):
    """Positions of a seeded game between bots of every level (card 3's peeks included
    when a bot takes it)."""
    _, moves = bot_game(G, players, seed, LEVELS[:players])
    return [state for state, _ in moves[::every]]


def _peeked(players=3):
    """Seat 0 looked at two face-down tokens with card 3."""
    s = edit_board(new_game(players, 5), investments=(3,))
    s = step(at_metals(s, 0, silver=2, gold=2), "invest:3", 0)
    a, b = face_down(s)[:2]
    return play(s, f"peek:{hexkey(a)}", f"peek:{hexkey(b)}"), a, b


def _by_terrain(s, tokens):
    out = Counter()
    for h, token in tokens.items():
        out[s.terrain[h], tuple(sorted(token))] += 1
    return out


def _pool(terrain):
    return Counter((terrain, tuple(sorted(t))) for t in TOKENS[terrain])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sample_agrees_with_everything_the_seat_sees_and_changes_nothing(players):
    checked = 0
    for state in [*_positions(players, 70 + players), _peeked(players)[0]]:
        before = state.snapshot()
        for seat in range(players):
            world = G.determinize(state, seat, Rng(seat + 11))
            assert G.view(world, seat) == G.view(state, seat)
            assert G.legal_actions(world, G.to_act(world)[0]) == G.legal_actions(
                state, G.to_act(state)[0])
            # each terrain's tokens, on the map or taken, come from its own pool
            on_map = _by_terrain(world, {**world.tokens, **taken_tokens(world)})
            for terrain in TERRAINS:
                mine = Counter({k: n for k, n in on_map.items() if k[0] == terrain})
                assert not mine - _pool(terrain), terrain
            checked += 1
        assert state.snapshot() == before
    assert checked > 20


def test_what_the_seat_has_not_seen_is_drawn_again_and_the_rest_stays():
    s, a, b = _peeked()
    hidden = [h for h in face_down(s) if h not in (a, b)]
    worlds = [G.determinize(s, 0, Rng(seed)) for seed in range(6)]
    for world in worlds:
        assert world.tokens[a] == s.tokens[a] and world.tokens[b] == s.tokens[b]
        assert all(world.tokens[h] == s.tokens[h] for h in s.face_up)
        assert world.players[0].peeked == s.players[0].peeked
    deals = {tuple(world.tokens[h] for h in hidden) for world in worlds}
    assert len(deals) == len(worlds)  # a different deal with each generator
    again = G.determinize(s, 0, Rng(3))
    assert again.tokens == worlds[3].tokens  # and the same with the same one


def test_the_tokens_another_seat_looked_at_are_drawn_again_and_it_sees_the_sample():
    s, a, b = _peeked()
    differs = 0
    for seed in range(8):
        world = G.determinize(s, 1, Rng(seed))
        assert world.players[0].peeked == {a: world.tokens[a], b: world.tokens[b]}
        assert G.view(world, 1) == G.view(s, 1)
        differs += world.tokens[a] != s.tokens[a]
    assert differs > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_unseen_tokens_are_the_pool_less_the_seen_ones_the_box_included(players):
    s = new_game(players, 9)
    hidden, pools = unseen(s, 0)
    assert sorted(hidden) == face_down(s)
    in_play = Counter(s.terrain.values())
    for terrain in TERRAINS:
        seen = sum(1 for h in s.face_up if s.terrain[h] == terrain)
        assert len(pools[terrain]) == len(TOKENS[terrain]) - seen
        # the box holds what the deal left over: more of it with two players
        box = len(pools[terrain]) - sum(1 for h in hidden if s.terrain[h] == terrain)
        assert box == len(TOKENS[terrain]) - in_play[terrain]
    # all 56 tokens are dealt at 3 and 4 players; two players leave 2 tiles' 14 in the box
    assert sum(len(p) for p in pools.values()) - len(hidden) == (14 if players == 2 else 0)


def test_the_tokens_taken_are_read_from_the_log():
    s = new_game(3, 4)
    before = {}
    for _ in range(400):
        if G.is_over(s):
            break
        seat = G.to_act(s)[0]
        action = G.bots["easy"](s, seat, Rng(s.hist_len), 0)
        if action.kind in ("build", "loot"):
            h = tuple(int(x) for x in action.params[-1].split(","))
            before[h] = s.tokens[h]
        s = G.apply(s, action)
    assert taken_tokens(s) == before and len(before) > 20


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_swapping_the_hidden_parts_for_another_sample_changes_no_bots_move(level, players):
    bot = G.bots[level]
    checked = 0
    for state in [*_positions(players, 90 + players, every=5), _peeked(players)[0]]:
        seat = G.to_act(state)[0]
        one = G.determinize(state, seat, Rng(1))
        other = G.determinize(state, seat, Rng(2))
        moves = {bot(world, seat, Rng(7), 0) for world in (state, one, other)}
        assert len(moves) == 1, (state.hist_len, moves)
        checked += one.tokens != other.tokens
    assert checked > 10
