"""Searching off the page's main thread: the hard bot's moves and the learner's hint.

A search (`engine.core.search.Search`) takes a second or more, so the page never runs it
between two frames: it sends a *request* (the game's save, the seat, a seed and a budget;
plain JSON, since a worker shares no memory with the page) to a worker that has its own
interpreter (`search_worker.py`, started when a hard seat or a hint is first needed), and
awaits the *answer*. When no worker can start, the same search runs on the main thread in
slices of a few milliseconds, yielding to the browser between them (`sliced`).

The search sees only what its seat may see: it is given the whole save (the worker must
rebuild the state), but it samples every hidden part afresh through `Game.determinize`.
"""
from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import engine
from engine.core import Rng
from engine.core.search import Search

#: wall time per search by the "think" setting (seconds); the first is the default
THINK_SECONDS = {"1": 1.0, "3": 3.0, "10": 10.0}
#: how many moves a hint shows: the search's choice and the next two
HINT_MOVES = 3
#: the main-thread fallback works this long between two frames (ms)
SLICE_MS = 12.0


def request(save: dict, seat: int, seed: int, budget_ms: float) -> dict:
    """What a search needs, as JSON-ready data."""
    return {"save": save, "seat": seat, "seed": seed, "budget_ms": budget_ms}


def _search(req: dict) -> Search:
    state = engine.load(req["save"])
    game = engine.GAMES[req["save"]["game"]]
    return Search(game, state, req["seat"], Rng(req["seed"]), req["budget_ms"])


def _answer(search: Search) -> dict:
    """The search's choice and its best alternatives with their chances of winning."""
    return {"best": search.best().key, "sims": search.sims,
            "ranking": [{"key": o.action.key, "win": round(o.win_chance, 3),
                         "margin": round(o.mean, 2), "sims": o.sims}
                        for o in search.ranking()[:HINT_MOVES]]}


def answer(req: dict) -> dict:
    """Run a whole search at once (in the worker, or in tests)."""
    search = _search(req)
    search.run()
    return _answer(search)


async def sliced(req: dict, pause: Callable[[float], Awaitable[Any]]) -> dict:
    """The same search on the main thread, a slice at a time, awaiting `pause(0)`
    between slices so that the page keeps drawing frames and answering clicks."""
    search = _search(req)
    while not search.step(SLICE_MS):
        await pause(0)
    return _answer(search)
