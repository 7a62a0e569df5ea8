"""The Homesteaders computer opponents: legal, finished, sensible, reproducible, blind.

Every game is seeded (game i uses seed i), so a failure names a reproducible game. The
bots' own safety net (`bots._fallback`, used when a plan does not match the legal list) is
made to fail here, so a bot whose bookkeeping drifts from the rules is caught, not hidden.
"""
import pytest

import engine
from engine.core import Rng, play_out
from engine.core.arena import run_match
from engine.homesteaders import bots
from engine.homesteaders.data import BUILDINGS
from tests.contract import bot_game

from .helpers import MAX_MOVES

G = engine.GAMES["homesteaders"]
LEVELS = ("easy", "medium")
SALE = {"wood": 1, "food": 2, "steel": 3, "copper": 5, "livestock": 5}


@pytest.fixture(autouse=True)
def no_fallback(monkeypatch):
    def refuse(legal):
        raise AssertionError("a bot planned a move the engine does not offer")

    monkeypatch.setattr(bots, "_fallback", refuse)


def _game(players, seed, levels, options=None):
    return bot_game(G, players, seed, levels, options)


def _positions(players, seed, hidden, every=5):
    """Every `every`-th position of a seeded game between random, easy and medium seats."""
    levels = [("random", "easy", "medium")[(seed + i) % 3] for i in range(players)]
    _, moves = _game(players, seed, levels, {"hidden_resources": hidden})
    return [state for state, _ in moves[::every]]


def _mixed(level, seed):
    """Seat levels for a seeded game: `level` everywhere but one random seat."""
    players = 2 + seed % 3
    levels = [level] * players
    levels[seed % players] = "random"
    return levels


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("hidden", [False, True])
def test_each_bot_returns_a_legal_action_in_many_positions(players, hidden):
    for seed in range(3):
        for state in _positions(players, seed, hidden):
            seat = G.to_act(state)[0]
            legal = G.legal_actions(state, seat)
            for level in LEVELS:
                action = G.bots[level](state, seat, Rng(seed), 50)
                assert action in legal, f"{level}, seed {seed}, move {state.hist_len}"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_complete_games_by_each_bot_finish(players, level):
    for seed in range(2):
        state = play_out(G, G.new(players, seed=seed), dict.fromkeys(range(players),
                         G.bots[level]), Rng(seed), max_steps=5000)
        assert G.is_over(state)
        assert G.winners(state)
        totals = [sc["total"] for sc in G.scores(state)]
        assert min(totals) > 0, f"{level} seed {seed}: {totals}"


def _can_pay(p):
    """Silver, gold at 5 and the goods the player's trade tokens could sell."""
    store = 1 if p.owns("general_store") else 0
    sales = sorted((SALE[g] + store for g in SALE for _ in range(p.h[g])), reverse=True)
    return p.h["silver"] + 5 * p.h["gold"] + sum(sales[: p.h["trade"]])


def test_easy_never_bids_more_than_it_can_pay():
    bids = 0
    for seed in range(12):
        levels = _mixed("easy", seed)
        for state, action in _game(len(levels), seed, levels)[1]:
            if action.kind == "bid" and levels[action.seat] == "easy":
                p = state.players[action.seat]
                assert action.params[1] <= _can_pay(p), f"seed {seed}: {action} with {p.h}"
                bids += 1
    assert bids > 50


@pytest.mark.parametrize("level", LEVELS)
def test_bots_take_debt_only_to_pay_and_repay_it_when_they_can(level):
    for seed in range(8):
        levels = _mixed(level, seed)
        end, moves = _game(len(levels), seed, levels)
        for state, action in moves:
            if action.kind == "debt" and levels[action.seat] == level:
                assert state.tasks[-1][0] == "pay", f"seed {seed}: needless debt"
                legal = G.legal_actions(state, action.seat)
                assert not [a for a in legal if a.kind == "pay"], f"seed {seed}"
        for seat, p in enumerate(end.players):
            if levels[seat] == level:
                assert p.h["debt"] == 0 or p.h["silver"] < 5, f"seed {seed}: {p.h}"


@pytest.mark.parametrize("level", LEVELS)
def test_bots_put_every_worker_on_a_producing_slot(level):
    for seed in range(4):
        levels = _mixed(level, seed)
        for state, action in _game(len(levels), seed, levels)[1]:
            if action.key == "done" and state.tasks[-1][0] == "place" \
                    and levels[action.seat] == level:
                p = state.players[action.seat]
                one_more = [a for a in G.legal_actions(state, action.seat) if a.kind == "work"
                            and BUILDINGS[a.params[0]].slots[a.params[1]][0]
                            - p.placed.get((a.params[0], a.params[1]), 0) == 1]
                assert not one_more, f"seed {seed}: idle worker beside {one_more}"


def test_easy_builds_when_it_can_and_trades_only_for_a_purpose():
    for seed in range(6):
        levels = _mixed("easy", seed)
        trades = 0
        for state, action in _game(len(levels), seed, levels)[1]:
            if levels[action.seat] != "easy":
                continue
            if action.key == "nobuild":
                legal = G.legal_actions(state, action.seat)
                assert not [a for a in legal if a.kind == "build"], f"seed {seed}"
            if action.free:
                assert state.tasks[-1][0] in ("pay", "build", "endgame"), f"{seed}: {action}"
                trades += 1
        assert trades < 60, f"seed {seed}"


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level):
    def keys(seed):
        return [a.key for a in _game(3, seed, [level, "easy", level])[0].history]

    assert keys(11) == keys(11)
    assert keys(11) != keys(12)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_ignore_what_the_screens_hide(level):
    """A bot's move must not change when the other seats' hidden holdings change."""
    for seed in range(2):
        for state in _positions(3, seed, hidden=True, every=9):
            seat = G.to_act(state)[0]
            other = G.replay(state, state.hist_len)
            for i, p in enumerate(other.players):
                if i != seat:
                    p.h.update(silver=p.h["silver"] + 37, gold=3, trade=9, vp=50, debt=4)
            assert G.view(other, seat) == G.view(state, seat)
            mine = G.bots[level](state, seat, Rng(seed), 50)
            theirs = G.bots[level](other, seat, Rng(seed), 50)
            assert mine == theirs, f"{level}, seed {seed}, move {state.hist_len}"


def test_medium_beats_easy_in_a_small_match():
    r = run_match(G, "medium", "easy", games=10, players=3, seed=2024)
    assert r["wins"] + r["ties"] >= 8, r


def test_easy_beats_random_in_a_small_match():
    r = run_match(G, "easy", "random", games=10, players=3, seed=2024)
    assert r["wins"] + r["ties"] >= 8, r


def _endgame_position(**holdings):
    """The first final-actions decision of a seeded easy game, with the deciding seat's
    holdings set to `holdings` (the rest zero) and its buildings to the Homestead and
    `buildings`."""
    buildings = holdings.pop("buildings", ())
    state = G.new(3, seed=3)
    rng = Rng(3)
    for _ in range(MAX_MOVES):
        if state.tasks[-1][0] == "endgame":
            break
        seat = G.to_act(state)[0]
        state = G.apply(state, G.bots["easy"](state, seat, rng, 50))
    else:
        raise AssertionError("the easy game never reached its final actions")
    state = G.replay(state, state.hist_len)  # a fresh copy the test may change
    p = state.players[G.to_act(state)[0]]
    p.h.update(dict.fromkeys(p.h, 0), **holdings)
    p.buildings = ("homestead", *buildings)
    return state


def _medium_final_actions(state):
    seat = G.to_act(state)[0]
    keys = []
    while G.to_act(state) == [seat] and state.tasks[-1][0] == "endgame":
        assert len(keys) < 50, keys
        action = G.bots["medium"](state, seat, Rng(0), 50)
        keys.append(action.key)
        state = G.apply(state, action)
    return keys, state.players[seat]


def test_medium_repays_its_debts_at_the_end():
    keys, p = _medium_final_actions(_endgame_position(silver=11, debt=2))
    assert keys == ["repay", "repay", "done"] and p.h["debt"] == 0


def test_medium_sells_goods_for_points_and_buys_gold_with_spare_silver():
    keys, p = _medium_final_actions(_endgame_position(silver=8, trade=4, wood=1, food=1))
    assert sorted(keys) == ["buy:gold", "buy:gold", "done", "sell:food", "sell:wood"]
    assert p.h["trade"] == 0 and p.h["gold"] >= 2


def test_medium_hires_at_the_end_for_worker_bonuses():
    keys, _ = _medium_final_actions(
        _endgame_position(food=1, trade=1, buildings=("dude_ranch", "circus")))
    assert keys == ["hire", "done"]
