"""Searching off the page's main thread (`ui/thinking.py`, `search_worker.py`): a request is
plain JSON, the worker and the main-thread fallback give the same answer, and the fallback
yields to the browser between slices."""
from __future__ import annotations

import asyncio
import json

import pytest

import engine
import search_worker
from engine.core import Rng
from ui import thinking

GAME = engine.GAMES["homesteaders"]


def _save(moves: int, seed: int = 3, players: int = 3) -> tuple[dict, int]:
    """A save of a game of medium bots after `moves` moves, and the seat to act."""
    s = GAME.new(players, seed, {"hidden_resources": True})
    rng = Rng(seed)
    for _ in range(moves):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, GAME.bots["medium"](s, seat, rng, 0))
    return GAME.save(s), GAME.to_act(s)[0]


def test_a_request_is_json_and_its_answer_names_legal_moves_with_their_chances():
    save, seat = _save(25)
    req = thinking.request(save, seat, thinking.move_seed(save, seat), 1000.0, max_sims=30)
    got = thinking.answer(json.loads(json.dumps(req)))
    state = engine.load(save)
    legal = {a.key for a in GAME.legal_actions(state, seat)}
    assert got["best"] in legal
    assert (got["moves"], got["seat"], got["sims"]) == (25, seat, 30)
    ranking = got["ranking"]
    assert len(ranking) == thinking.HINT_MOVES
    assert ranking[0]["key"] == got["best"]
    assert len({r["key"] for r in ranking}) == thinking.HINT_MOVES
    for r in ranking:
        assert r["key"] in legal and 0.0 <= r["win"] <= 1.0 and r["sims"] >= 1
    assert json.loads(json.dumps(got)) == got


def test_the_worker_answers_the_request_it_is_sent():
    save, seat = _save(40)
    req = thinking.request(save, seat, 7, 1000.0, max_sims=20)
    assert json.loads(search_worker.think(json.dumps(req))) == thinking.answer(req)


def test_the_main_thread_search_yields_between_slices_and_answers_the_same():
    save, seat = _save(40)
    req = thinking.request(save, seat, 7, 1000.0, max_sims=60)
    pauses = []

    async def pause(seconds: float) -> None:
        pauses.append(seconds)

    got = asyncio.run(thinking.sliced(req, pause))
    assert got == thinking.answer(req)
    assert len(pauses) >= 2 and set(pauses) == {0}
    assert asyncio.run(thinking.InlineThinker(pause).think(req)) == got


def test_a_bots_seed_depends_on_the_game_and_the_move_number_only():
    save, seat = _save(10)
    assert thinking.move_seed(save, seat) == thinking.move_seed(json.loads(json.dumps(save)),
                                                                seat)
    later, _ = _save(11)
    assert thinking.move_seed(later, seat) != thinking.move_seed(save, seat)


@pytest.mark.parametrize(("stored", "seconds"), [
    ("1", 1.0), ("3", 3.0), ("10", 10.0), ("0.05", 0.05), (2, 2.0),
    ("0.01", None), ("11", None), ("soon", None), (None, None)])
def test_the_thinking_time_setting_is_read_within_its_range(stored, seconds):
    assert thinking.think_seconds(stored) == seconds
    assert all(thinking.think_seconds(v) is not None for v in thinking.THINK_SECONDS)
