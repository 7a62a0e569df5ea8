"""The Montana bots keep the bot contract: a legal move in every position, games that end,
the same game for the same seed, and medium ahead of easy in a small seeded match."""
import pytest

import engine
from engine.core import Rng, play_out
from engine.core.arena import run_match
from engine.montana.board import hex_key
from engine.montana.data import START_REGION

G = engine.GAMES["montana"]
LEVELS = ("easy", "medium")
MAX_STEPS = 5_000  # bot games take about 100-300 moves


def _positions(players: int, seed: int, every: int = 7) -> list:
    """Positions met in a seeded random game (start region chosen, then every `every`-th
    move), so the bots are asked about every kind of decision, free trades included."""
    s = G.new(players, seed)
    rng = Rng(seed)
    out = []
    for n in range(3_000):
        if G.is_over(s):
            break
        if n % every == 0:
            out.append(s)
        seat = G.to_act(s)[0]
        s = G.apply(s, G.bots["random"](s, seat, rng))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_bot_returns_a_legal_action(level, players):
    bot = G.bots[level]
    steps = set()
    for seed in range(3):
        for s in _positions(players, seed):
            seat = G.to_act(s)[0]
            action = bot(s, seat, Rng(seed), 0)
            legal = {a.key for a in G.legal_actions(s, seat)}
            assert action.seat == seat
            assert action.key in legal, f"seed {seed}: {action.key} not in {sorted(legal)}"
            steps.add(s.tasks[-1][0])
    assert {"turn", "send", "town_place", "town_reward", "advance"} <= steps


@pytest.mark.parametrize("level", LEVELS)
def test_bots_put_the_start_tile_on_the_centre(level):
    s = G.new(3, 4)
    seat = G.to_act(s)[0]
    assert s.tasks[-1][0] == "start_region"
    assert G.bots[level](s, seat, Rng(0), 0).key == f"start:{hex_key(START_REGION)}"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_games_by_one_bot_finish(level, players):
    for seed in range(2):
        s = play_out(G, G.new(players, seed), dict.fromkeys(range(players), G.bots[level]),
                     Rng(seed), max_steps=MAX_STEPS)
        assert G.is_over(s) and G.winners(s)
        assert max(sc["camps"] for sc in G.scores(s)) > 0


def test_bot_games_are_deterministic():
    def game() -> list:
        bots = {0: G.bots["medium"], 1: G.bots["easy"], 2: G.bots["easy"]}
        s = play_out(G, G.new(3, 11), bots, Rng(99), max_steps=MAX_STEPS)
        return [a.key for a in s.history]

    assert game() == game()


def test_medium_beats_easy_in_a_small_match():
    r = run_match(G, "medium", "easy", games=10, players=3, seed=2024)
    assert r["wins"] + r["ties"] >= 6, r


def test_easy_beats_random_in_a_small_match():
    r = run_match(G, "easy", "random", games=10, players=3, seed=2024)
    assert r["wins"] + r["ties"] >= 7, r
