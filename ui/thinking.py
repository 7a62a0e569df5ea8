"""Searching off the page's main thread: the hard bot's moves and the learner's hint.

A search (`engine.core.search.Search`) takes a second or more, so the page never runs it
between two frames: it sends a *request* (the game's save, the seat, a seed and a budget;
plain JSON, since a worker shares no memory with the page) to a worker that has its own
interpreter (`search_worker.py`, started by `ui.worker` when a hard seat or a hint is
first needed), and awaits the *answer*. When no worker can start, or one does not answer
in time (`WorkerThinker`), the same search runs on the main thread in slices of a few
milliseconds, yielding to the browser between them (`sliced`, the `InlineThinker`).

The search sees only what its seat may see: it is given the whole save (the worker must
rebuild the state), but it samples every hidden part afresh through `Game.determinize`.
"""
from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import engine
from engine.core import Rng
from engine.core.search import Option, Search, alike, common

#: the "thinking time" setting: seconds of wall time per search; the first is the default
THINK_SECONDS = ("1", "3", "10")
#: the shortest and longest time a stored setting may ask for (a test or a demo may store
#: a shorter one than the page offers)
THINK_RANGE = (0.05, 10.0)
#: the levels whose moves are searched (through a `Thinker`, never on the main thread)
SEARCHING = frozenset({"hard"})
#: how many moves a hint shows: the search's choice and the next two
HINT_MOVES = 3
#: the main-thread fallback works this long between two frames (ms)
SLICE_MS = 12.0
#: how long past a search's budget the page waits for a worker's answer (s): a search
#: stops at its budget and its answer crosses in milliseconds, so a worker this late has
#: died or hangs
MARGIN_SECONDS = 5.0
#: how long a worker may take to start (s): it boots its own interpreter and the engine;
#: the first hard move, start included, takes 3.4-3.7 s here on an idle machine (README's
#: figures), so this leaves eight times that for a slow phone or a busy machine
START_SECONDS = 30.0
#: workers a visit starts at most: one that failed is replaced for the next searches, but
#: a browser where workers keep failing searches on the page for the rest of the visit
MAX_WORKERS = 3

Pause = Callable[[float], Awaitable[Any]]


def think_seconds(value: object) -> float | None:
    """The seconds a stored "think" setting asks for, or None when it is not valid."""
    try:
        seconds = float(str(value))
    except ValueError:
        return None
    return seconds if THINK_RANGE[0] <= seconds <= THINK_RANGE[1] else None


def move_seed(save: dict, seat: int) -> int:
    """The generator a bot's move uses: it depends only on the game and the move number,
    so a reloaded game continues the same way (the same formula as `Session.bot_move`)."""
    return save["seed"] * 1_000_003 + len(save["actions"]) * 7_919 + seat


def request(save: dict, seat: int, seed: int, budget_ms: float,
            max_sims: int | None = None) -> dict:
    """What a search needs, as JSON-ready data (`max_sims`: a fixed number of simulations
    instead of the time budget, for a reproducible answer)."""
    return {"save": save, "seat": seat, "seed": seed, "budget_ms": budget_ms,
            "max_sims": max_sims}


def _search(req: dict) -> Search:
    state = engine.load(req["save"])
    game = engine.GAMES[req["save"]["game"]]
    return Search(game, state, req["seat"], Rng(req["seed"]), req["budget_ms"],
                  max_sims=req.get("max_sims"))


def _answer(search: Search) -> dict:
    """The search's choice (``best``, the move a hard bot plays) and, for a hint, the
    search's best moves (those it simulated) with their chances of winning and expected
    margins, each one after the first ``even`` when the search could not tell it from the
    first; ``moves`` says which position it was.

    The chances and margins shown side by side are counted over the same sampled worlds
    (those every shown move met), as the search compares them: over each move's own
    worlds, a move simulated in luckier worlds would look better than the choice. The hint
    lists them in the order of those figures (chance, then margin): the search's own order
    also weighs how far each move went in the halving and keeps the medium bot's move first
    unless another is clearly better, reasons the shown figures do not tell, so a move with
    a lower chance never stands above one with a higher."""
    ranked = [o for o in search.ranking() if o.sims] or search.ranking()[:1]
    worlds = common(o for o in ranked[:HINT_MOVES] if o.sims)
    shown = sorted(ranked[:HINT_MOVES], key=lambda o: o.value(worlds), reverse=True)
    return {"best": search.best().key, "sims": search.sims,
            "moves": search.state.hist_len, "seat": search.seat,
            "ranking": [_figures(o, worlds) | {"even": i > 0 and alike(shown[0], o)}
                        for i, o in enumerate(shown)]}


def _figures(option: Option, worlds: set[int]) -> dict:
    """A move's key, chance of winning and expected margin over `worlds`, and how many
    simulations it had."""
    win, margin = option.value(worlds) if option.sims else (0.0, 0.0)
    return {"key": option.action.key, "win": round(max(0.0, win), 3),
            "margin": round(margin, 2), "sims": option.sims}


def answer(req: dict) -> dict:
    """Run a whole search at once (in the worker, or in tests)."""
    search = _search(req)
    search.run()
    return _answer(search)


async def sliced(req: dict, pause: Pause) -> dict:
    """The same search on the main thread, a slice at a time, awaiting `pause(0)`
    between slices so that the page keeps drawing frames and answering clicks."""
    search = _search(req)
    while not search.step(SLICE_MS):
        await pause(0)
    return _answer(search)


class Thinker(Protocol):
    """Where the page's searches run (`ui.worker.WorkerThinker` in the browser)."""

    def warm(self) -> None:
        """Get ready in the background (a worker takes seconds to start)."""

    async def think(self, req: dict) -> dict:
        """The answer to a request."""


class InlineThinker:
    """Searches on this thread, in slices: the fallback when no worker can start, and
    what the page's controller uses under CPython (tests)."""

    def __init__(self, pause: Pause) -> None:
        self.pause = pause

    def warm(self) -> None:
        """Nothing to start."""

    async def think(self, req: dict) -> dict:
        return await sliced(req, self.pause)


class Worker(Protocol):
    """A second interpreter that runs searches (`ui.worker.PyScriptWorker` in the browser)."""

    async def start(self) -> None:
        """Boot; returns once it can answer."""

    async def think(self, request: str) -> str:
        """The answer (JSON) to a request (JSON)."""

    def stop(self) -> None:
        """End it, whatever it is doing (also when it already ended)."""


class WorkerThinker:
    """Searches in a worker (`make()` gives a new one), started at the first `warm` or
    `think`, with time limits: a worker that does not start within `START_SECONDS`, or
    does not answer within a search's budget plus `MARGIN_SECONDS`, is stopped and
    replaced for the next searches, this search runs on the page (`InlineThinker`), and
    `on_lost()` lets the page say so: the game goes on."""

    def __init__(self, make: Callable[[], Worker], pause: Pause,
                 on_lost: Callable[[], None] = lambda: None) -> None:
        self.make = make
        self.inline = InlineThinker(pause)
        self.on_lost = on_lost
        self.started = 0
        self._latest: Worker | None = None
        self._worker: asyncio.Future | None = None  # resolves to `_latest` once up, or None

    def warm(self) -> None:
        if self._worker is None and self.started < MAX_WORKERS:
            self.started += 1
            self._latest = self.make()
            self._worker = asyncio.ensure_future(self._start(self._latest))

    async def _start(self, worker: Worker) -> Worker | None:
        try:
            await asyncio.wait_for(worker.start(), START_SECONDS)
        except Exception as exc:  # no worker: this search and the next run on the page
            self._lost(worker, f"did not start ({exc!r})")
            return None
        return worker

    async def think(self, req: dict) -> dict:
        self.warm()
        worker = await self._worker if self._worker is not None else None
        if worker is not None:
            try:
                return json.loads(await asyncio.wait_for(
                    worker.think(json.dumps(req)), req["budget_ms"] / 1000 + MARGIN_SECONDS))
            except Exception as exc:
                self._lost(worker, f"failed ({exc!r})")
        return await self.inline.think(req)

    def _lost(self, worker: Worker, why: str) -> None:
        """Stop a worker that failed, start another for the next searches, say so."""
        print(f"Westbound: the search worker {why}; this search runs on the page")
        worker.stop()
        if worker is self._latest:  # not yet replaced (by another search that failed)
            self._worker = None
            self.warm()
        self.on_lost()
