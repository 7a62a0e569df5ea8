"""The search worker, seen from the page (browser only, like `ui.dom`).

A named PyScript worker (`search_worker.py`) is a second Pyodide in a Web Worker: it boots
in about 2 s while the page goes on, and a search there never delays a frame. It only
exchanges JSON with the page, so it needs no cross-origin isolation (docs/architecture.md). Its
config points at the same self-hosted interpreter and the same `engine.zip` as the page.

When the worker cannot start (an old browser, a failure while it boots, no answer within
`START_SECONDS`) or a call to it fails, the search runs on the main thread in slices
(`ui.thinking.InlineThinker`), and the page says nothing: only slower frames tell.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any

from pyscript import window

from .thinking import InlineThinker, Pause

#: the worker's own config: the page's interpreter (resolved against the page's address)
#: and the page's code (resolved against the config, which is inline: the page's folder)
CONFIG = {"interpreter": "./assets/pyodide/pyodide.mjs", "files": {"./engine.zip": "./*"}}
#: how long the worker may take to start before the page gives up on it (s)
START_SECONDS = 60.0


class WorkerThinker:
    """Searches in the worker, started at the first `warm` or `think`."""

    def __init__(self, pause: Pause) -> None:
        self.inline = InlineThinker(pause)
        self._worker: Any = None
        self._starting: asyncio.Future | None = None

    def warm(self) -> None:
        if self._starting is None:
            self._starting = asyncio.ensure_future(self._start())

    async def _start(self) -> None:
        try:
            from pyscript import create_named_worker

            self._worker = await asyncio.wait_for(
                create_named_worker(src="./search_worker.py", name="search",
                                    config=json.dumps(CONFIG)), START_SECONDS)
        except Exception as exc:  # no worker: the main thread searches in slices
            window.console.warn(f"Westbound: the search worker did not start ({exc!r})")
            self._worker = None

    async def think(self, req: dict) -> dict:
        self.warm()
        assert self._starting is not None
        await self._starting
        if self._worker is not None:
            try:
                return json.loads(str(await self._worker.think(json.dumps(req))))
            except Exception as exc:
                window.console.warn(f"Westbound: the search worker failed ({exc!r})")
                self._worker = None
        return await self.inline.think(req)
