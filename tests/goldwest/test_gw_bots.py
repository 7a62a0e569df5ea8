"""The Gold West computer opponents: legal, finished, sensible, reproducible, blind.

Every game is seeded (game i uses seed i), so a failure names a reproducible game.
"""
import json

import pytest

import engine
from engine.core import Rng, play_out
from engine.core.arena import run_match
from engine.goldwest.data import METALS, SHIP_END
from tests.contract import bot_game

from . import medium_choices

G = engine.GAMES["goldwest"]
LEVELS = ("easy", "medium")


def _game(players, seed, levels, options=None):
    return bot_game(G, players, seed, levels, options)


def _positions(players, seed, every=4):
    """Every `every`-th position of a seeded game between random, easy and medium seats."""
    levels = [("random", "easy", "medium")[(seed + i) % 3] for i in range(players)]
    _, moves = _game(players, seed, levels)
    return [state for state, _ in moves[::every]]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_bot_returns_a_legal_action_in_many_positions(players):
    for seed in range(3):
        for state in _positions(players, seed):
            seat = G.to_act(state)[0]
            legal = G.legal_actions(state, seat)
            for level in LEVELS:
                action = G.bots[level](state, seat, Rng(seed), 50)
                assert action in legal, f"{level}, seed {seed}, move {state.hist_len}"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_complete_games_by_each_bot_finish(players, level):
    for seed in range(2):
        state = play_out(G, G.new(players, seed=seed),
                         dict.fromkeys(range(players), G.bots[level]), Rng(seed),
                         max_steps=2000)
        assert G.is_over(state)
        assert G.winners(state)
        totals = [sc["total"] for sc in G.scores(state)]
        assert min(totals) > 0, f"{level} seed {seed}: {totals}"


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level):
    def keys(seed):
        return [a.key for a in _game(3, seed, [level, "easy", level])[0].history]

    assert keys(11) == keys(11)
    assert keys(11) != keys(12)


def _shuffle_hidden(state, seat, rng):
    """A copy of `state` whose face-down tokens that `seat` has not looked at are dealt
    again among the same hexes: nothing `seat` may know changes."""
    other = state.copy()
    mine = state.players[seat].peeked
    hidden = sorted(h for h in state.tokens if h not in state.face_up and h not in mine)
    tokens = [state.tokens[h] for h in hidden]
    rng.shuffle(tokens)
    other.tokens = {**state.tokens, **dict(zip(hidden, tokens, strict=True))}
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_bots_ignore_the_face_down_tokens(level):
    """A bot's move must not change when the tokens it may not see change."""
    changed = 0
    for seed in range(3):
        for state in _positions(3, seed, every=3):
            seat = G.to_act(state)[0]
            other = _shuffle_hidden(state, seat, Rng(seed))
            assert G.view(other, seat) == G.view(state, seat)
            changed += other.tokens != state.tokens
            mine = G.bots[level](state, seat, Rng(seed), 50)
            theirs = G.bots[level](other, seat, Rng(seed), 50)
            assert mine == theirs, f"{level}, seed {seed}, move {state.hist_len}"
    assert changed > 20


@pytest.mark.parametrize("level", LEVELS)
def test_bots_use_every_metal_before_they_build(level):
    for seed in range(4):
        levels = [level, "random", level]
        for state, action in _game(3, seed, levels)[1]:
            if levels[action.seat] == level and action.kind in ("build", "loot"):
                p = state.players[action.seat]
                left = [m for m in METALS if p.pool[m] and p.coaches[m] < SHIP_END]
                assert not left, f"seed {seed}: {action} wastes {left}"


def test_medium_builds_a_settlement_whenever_it_can():
    settlements = 0
    for seed in range(4):
        for state, action in _game(3, seed, ["medium", "easy", "medium"])[1]:
            if action.kind == "build" and action.seat != 1:
                legal = G.legal_actions(state, action.seat)
                if any(a.params[0] == "settlement" for a in legal if a.kind == "build"):
                    assert action.params[0] == "settlement", f"seed {seed}: {action}"
                    settlements += 1
    assert settlements > 0


def test_medium_beats_easy_in_a_small_match():
    r = run_match(G, "medium", "easy", games=10, players=3, seed=2024)
    assert r["wins"] + r["ties"] >= 8, r


def test_easy_beats_random_in_a_small_match():
    r = run_match(G, "easy", "random", games=10, players=3, seed=2024)
    assert r["wins"] + r["ties"] >= 8, r


def test_the_medium_bot_chooses_as_it_did_before_it_was_made_faster():
    """The choices recorded from the medium bot before it was made faster (`medium_choices`):
    the bot of today chooses the same move in every one of those positions."""
    games = json.loads(medium_choices.PATH.read_text())
    medium = G.bots["medium"]
    checked = set()
    for record in games:
        for state, seat, i, key in medium_choices.positions(record):
            assert medium(state, seat, Rng(0), 0).key == key, (
                f"{record['players']} players, seed {record['seed']}, move {i}")
            checked.add((record["players"], state.tasks[-1][0]))
    assert {n for n, _ in checked} == {2, 3, 4}
    assert {step for _, step in checked} >= {"activate", "drop", "metals", "section",
                                              "freeship", "peek"}
