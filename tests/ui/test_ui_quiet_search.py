"""While a search runs off the main thread (a hard bot's move, a hint), the page does nothing:
no re-render of the screen (the thinking indicator is drawn once, and turns with CSS), no
polling, one request out and one answer back. The page's only work is drawing the position
before the search and the answer after it (`bench/page.py --hard` measures those frames)."""
from __future__ import annotations

import asyncio
import json
from typing import Any

from ui import thinking
from ui.app import App
from ui.store import MemoryStorage, SaveStore

from .fakes import FakeDom, click_first, start_game

#: how many times a search lets the page run before it answers (a worker's second or so)
TURNS = 25


class CountingDom(FakeDom):
    """Counts the screens drawn; what the page spawns runs side by side, as in a browser
    (a timer redrawing the screen would run while a search awaits its answer)."""

    def __init__(self) -> None:
        super().__init__()
        self.shows = 0
        self.running: list[asyncio.Task] = []

    def show(self, html: str, focus: str | None, highlight: bool = False,
             motion: float = 0.0) -> int:
        self.shows += 1
        return super().show(html, focus, highlight, motion)

    def spawn(self, coro: Any) -> None:
        try:
            self.running.append(asyncio.get_running_loop().create_task(coro))
        except RuntimeError:  # not from a coroutine: it starts at `drain`
            self.pending.append(coro)

    def drain(self) -> None:
        async def together() -> None:
            self.running += [asyncio.ensure_future(c) for c in self.pending]
            self.pending.clear()
            for _ in range(10_000):
                if not self.running:
                    return
                await self.running.pop(0)
        asyncio.run(together())


class SlowThinker:
    """A worker stand-in: it lets the page run `TURNS` times while it "searches", then
    answers with a short fixed search; records the screens drawn meanwhile and the size of
    what went each way."""

    def __init__(self, dom: CountingDom) -> None:
        self.dom = dom
        self.drawn_during: list[int] = []
        self.sent: list[str] = []
        self.received: list[str] = []

    def warm(self) -> None:
        """Nothing to start."""

    async def think(self, req: dict) -> dict:
        self.sent.append(json.dumps(req))
        before = self.dom.shows
        for _ in range(TURNS):
            await self.dom.pause(0)
        self.drawn_during.append(self.dom.shows - before)
        got = thinking.answer({**json.loads(self.sent[-1]), "max_sims": 6})
        self.received.append(json.dumps(got))
        return got


def _app() -> tuple[App, CountingDom, SlowThinker]:
    dom = CountingDom()
    app = App(dom, SaveStore(MemoryStorage()), "en")
    app.boot()
    thinker = SlowThinker(dom)
    app.thinker = thinker
    app.on_cmd("pace", "instant")
    return app, dom, thinker


def test_the_screen_is_not_drawn_again_while_a_hard_bot_thinks():
    app, dom, thinker = _app()
    start_game(app, dom, ["bot:hard", "bot:medium"], seed=5, game="goldwest")
    assert app.screen == "end" and len(thinker.drawn_during) > 10
    assert set(thinker.drawn_during) == {0}


def test_the_screen_is_drawn_once_before_a_hint_and_once_with_its_answer():
    app, dom, thinker = _app()
    start_game(app, dom, ["person", "bot:medium"], seed=12)
    for ask in range(3):
        shows = dom.shows
        app.on_cmd("hint")
        dom.drain()
        assert thinker.drawn_during[ask] == 0
        assert dom.shows - shows == 2  # the busy button, then the three moves
        assert "Suggested moves" in dom.html
        click_first(app, dom)


def test_a_search_sends_one_request_and_gets_one_small_answer():
    app, dom, thinker = _app()
    start_game(app, dom, ["person", "bot:medium"], seed=12)
    app.on_cmd("hint")
    dom.drain()
    (sent,), (received,) = thinker.sent, thinker.received
    save = app.session.game.save(app.session.state)
    assert json.loads(sent)["save"] == save
    # the answer names moves and figures, never a state: a few hundred bytes
    assert set(json.loads(received)) == {"best", "sims", "moves", "seat", "ranking"}
    assert len(received) < 1000
