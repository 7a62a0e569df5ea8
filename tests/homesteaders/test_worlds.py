"""Sampled worlds for searching bots (`determinize`): a full state that agrees with all a
seat sees and samples what it hides: the order of the face-down tiles within their
stages and, behind the screens, the other seats' holdings, explained from the public
ledger (see `engine/homesteaders/worlds.py`)."""
from __future__ import annotations

import json

import pytest

from engine.core import Rng
from engine.homesteaders.data import TILES

from .helpers import MAX_MOVES, G, all_pass, finish_placement, new_game, play, step, to_round


def _positions(players: int, seed: int, hidden: bool, every: int = 7):
    """Every `every`-th position of a seeded game of medium and easy bots."""
    s = G.new(players, seed, {"hidden_resources": hidden})
    rng = Rng(seed)
    for n in range(MAX_MOVES):
        if G.is_over(s):
            return
        seat = G.to_act(s)[0]
        if n % every == 0:
            yield s
        s = G.apply(s, G.bots["medium" if seat % 2 else "easy"](s, seat, rng, 0))
    raise AssertionError(f"seed {seed}: the game does not end")


def _same_view(a, b, seat):
    return json.dumps(G.view(a, seat), sort_keys=True) == json.dumps(G.view(b, seat),
                                                                     sort_keys=True)


@pytest.mark.parametrize(("players", "seed", "hidden"),
                         [(2, 1, True), (3, 2, True), (4, 3, True), (3, 4, False)])
def test_a_world_agrees_with_everything_the_seat_sees(players, seed, hidden):
    rng = Rng(seed)
    for s in _positions(players, seed, hidden):
        for seat in range(players):
            world = G.determinize(s, seat, rng)
            assert _same_view(world, s, seat), (seed, s.hist_len, seat)
            for p in world.players:
                assert min(p.h.values()) >= 0


def test_determinize_does_not_change_the_state():
    for s in _positions(3, 5, True, every=31):
        before = s.snapshot()
        G.determinize(s, 1, Rng(9))
        assert s.snapshot() == before


def test_the_face_down_tiles_keep_their_stages_and_their_order_varies_with_rng():
    s = new_game(4, hidden=True)
    worlds = [G.determinize(s, 0, Rng(k)) for k in range(5)]
    for w in worlds:
        for mine, theirs in zip(w.stacks[1:], s.stacks[1:], strict=True):
            assert sorted(mine) == sorted(theirs)
            assert [TILES[t].stage for t in mine] == [TILES[t].stage for t in theirs]
        assert w.stacks[0] == s.stacks[0]  # stack 1 lies face up
    assert len({tuple(w.stacks[1]) for w in worlds}) > 1
    assert G.determinize(s, 0, Rng(3)).stacks == worlds[3].stacks  # the same rng, the same


def _real_game(players: int = 3, seed: int = 1):
    """A new game with the screens up, played only through `apply`: a world is worked out
    from the moves that made the position, so no test shortcut may stand in for one."""
    s = G.new(players, seed, {"hidden_resources": True})
    return s, G.to_act(s)[0]


def test_behind_the_screens_a_hidden_rail_bonus_is_drawn_among_those_the_marker_allowed():
    s, first = _real_game()
    s = to_round(s, 4)  # everybody passed three times, taking a trade token each time
    s = finish_placement(s)
    s = play(s, (first, "pass"), (first, "rail:steel"))  # space 4: any good
    other = (first + 1) % 3
    drawn = {tuple(sorted((k, n) for k, n in G.determinize(s, other, Rng(k)).players[
        first].h.items() if n and k not in ("silver", "vp", "debt"))) for k in range(40)}
    # three trade tokens from spaces 1-3, then a trade token or any of the six goods
    assert len(drawn) > 3
    assert all(sum(n for _, n in d) == 4 and dict(d).get("trade", 0) >= 3 for d in drawn)


def test_a_world_never_reads_the_hidden_holdings_or_the_true_tile_order():
    for s in _positions(3, 6, True, every=29):
        seat = G.to_act(s)[0]
        other = s.copy()
        for j, p in enumerate(other.players):
            if j != seat:
                p.h.update(silver=p.h["silver"] + 41, gold=7, trade=9, vp=50, debt=3)
        other.stacks = [other.stacks[0], *(tuple(reversed(st)) for st in other.stacks[1:])]
        a, b = G.determinize(s, seat, Rng(4)), G.determinize(other, seat, Rng(4))
        assert a.snapshot() == b.snapshot()


def test_the_world_forgets_the_past_it_could_tell():
    s, first = _real_game()
    s = step(s, "debt", first)  # private, behind the screen
    other = (first + 1) % 3
    world = G.determinize(s, other, Rng(1))
    assert world.history == [] and world.hist_len == 0
    assert all(private in (None, other) for _, _, private in world.log_entries)
    assert world.players[first].h["debt"] == 0  # nothing public shows that debt
    assert world.seed != s.seed


def test_a_world_plays_on_to_the_end():
    for s in _positions(4, 7, True, every=53):
        world = G.determinize(s, G.to_act(s)[0], Rng(2))
        rng = Rng(3)
        for _ in range(MAX_MOVES):
            if G.is_over(world):
                break
            seat = G.to_act(world)[0]
            world = G.apply(world, G.bots["medium"](world, seat, rng, 0))
        assert G.is_over(world) and G.winners(world)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_swapping_the_hidden_parts_for_another_sample_changes_no_bots_move(level):
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        for s in _positions(players, seed, True, every=5):
            seat = G.to_act(s)[0]
            here = G.bots[level](s, seat, Rng(seed), 0)
            for k in (1, 2):
                world = G.determinize(s, seat, Rng(100 * seed + k))
                assert G.bots[level](world, seat, Rng(seed), 0) == here, (seed, s.hist_len)


def test_behind_the_screens_the_others_holdings_follow_the_public_ledger():
    s, first = _real_game()
    s = finish_placement(s)  # each: 6 silver, 2 income from the Homestead, 1 wage
    assert [p.h["silver"] for p in G.determinize(s, first, Rng(1)).players] == [7, 7, 7]
    s = all_pass(step(s, "bid:1:4", first))  # the others pass: a trade token each
    s = step(s, "nobuild", first)
    assert s.round == 2
    for seat in range(3):
        world = G.determinize(s, seat, Rng(1))
        for j, p in enumerate(world.players):
            assert (p.h["silver"], p.h["trade"]) == ((3, 0) if j == first else (7, 1))
