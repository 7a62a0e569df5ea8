"""The search worker, seen from the page (browser only, like `ui.dom`).

A named PyScript worker (`search_worker.py`) is a second Pyodide in a Web Worker: it boots
in about 2 s while the page goes on, and a search there never delays a frame. It only
exchanges JSON with the page, so it needs no cross-origin isolation (docs/architecture.md). It
is given no config of its own: PyScript starts a worker with the page's (`pyscript.toml`, which
the worker fetches: the interpreter module `assets/snapshot.mjs`, which there fetches
`engine.xz` and starts Pyodide without a snapshot, and `boot.py` in `[files]`). A config
passed to `create_named_worker` would not be read anyway while the page's config names an
interpreter (PyScript 0.7.31: the worker then receives the page's config URL), as the
requests of a worker show. `ui.thinking.WorkerThinker` decides when to start, wait for and
replace one.
"""
from __future__ import annotations

import time
from typing import Any

from pyscript import document


class PyScriptWorker:
    """One named worker, ``<script type="py" worker name="search-N">`` in the page: each
    has a name of its own, since PyScript keeps a name bound to its first worker."""

    made = 0

    def __init__(self) -> None:
        PyScriptWorker.made += 1
        self.name = f"search-{PyScriptWorker.made}"
        self._proxy: Any = None

    async def start(self) -> None:
        from pyscript import create_named_worker

        began = time.monotonic()
        self._proxy = await create_named_worker(src="./search_worker.py", name=self.name)
        print(f"Westbound: the search worker started in {time.monotonic() - began:.1f} s")

    async def think(self, request: str) -> str:
        return str(await self._proxy.think(request))

    def stop(self) -> None:
        script = document.querySelector(f'script[worker][name="{self.name}"]')
        if script is None:
            return
        try:
            script.xworker.terminate()
        except Exception:  # not started, or already ended
            pass
        script.remove()
