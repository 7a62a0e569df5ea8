"""A stand-in for the browser layer (`ui.dom.BrowserDom`), so the app runs on CPython."""
from __future__ import annotations

import asyncio
import re
from typing import Any

from ui.app import App
from ui.store import MemoryStorage, SaveStore


class FakeDom:
    """Records what the app shows and downloads; spawned coroutines run on `drain()`."""

    def __init__(self) -> None:
        self.html = ""
        self.forms: dict[str, dict[str, str]] = {}
        self.pending: list = []
        self.downloads: list[tuple[str, str]] = []
        self.lang = ""
        self.text = ""
        self.focus: str | None = None
        self.highlight = False
        self.motion = 0.0
        #: the motions shown (seconds per step) since the page opened
        self.motions: list[float] = []
        #: what `motion_done` answers: whether a person cut the motion short
        self.hurried = False
        self.hash = ""
        self.copied: list[str] = []
        self.updates = 0

    def show(self, html: str, focus: str | None, highlight: bool = False,
             motion: float = 0.0) -> int:
        self.html = html
        self.focus = focus
        self.highlight = highlight
        self.motion = motion
        if motion:
            self.motions.append(motion)
        return 0

    async def motion_done(self) -> bool:
        return self.hurried

    def form(self, form_id: str) -> dict[str, str]:
        return dict(self.forms.get(form_id, {}))

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def spawn(self, coro: Any) -> None:
        self.pending.append(coro)

    async def pause(self, seconds: float) -> None:
        await asyncio.sleep(0)

    def set_document(self, lang: str, title: str, text: str) -> None:
        self.lang = lang
        self.text = text

    def fragment(self) -> str:
        return self.hash

    def set_fragment(self, text: str) -> None:
        self.hash = f"#{text}" if text else ""

    def page_url(self) -> str:
        return "http://127.0.0.1/westbound/"

    def copy(self, text: str) -> None:
        self.copied.append(text)

    def update(self) -> None:
        self.updates += 1

    def drain(self) -> None:
        while self.pending:
            asyncio.run(self.pending.pop(0))

    # -- reading what is shown ---------------------------------------------------------------
    def actions(self) -> list[tuple[str, bool]]:
        """(key, free) for every move button on screen, in order."""
        return [(key, bool(free)) for key, free in
                re.findall(r'data-action="([^"]+)"(?: data-free="(true)")?', self.html)]

    def has_cmd(self, cmd: str) -> bool:
        return f'data-cmd="{cmd}"' in self.html


def make_app(storage: MemoryStorage | None = None, lang: str = "en",
             tab: MemoryStorage | None = None) -> tuple[App, FakeDom]:
    """A page opened on `storage` (`localStorage`); `tab` is its tab's `sessionStorage`
    (a new tab when None)."""
    dom = FakeDom()
    app = App(dom, SaveStore(storage if storage is not None else MemoryStorage(), tab), lang)
    app.boot()
    return app, dom


def start_game(app: App, dom: FakeDom, who: list[str], seed: int = 7,
               names: list[str] | None = None, game: str = "homesteaders",
               **options: str) -> None:
    """Fill in the new-game form as a person would and press Start."""
    app.on_cmd("new", game)
    form = {"players": str(len(who)), "seed": str(seed)}
    for i, w in enumerate(who):
        form[f"who-{i}"] = w
        form[f"name-{i}"] = names[i] if names else ""
    form.update({f"opt-{k}": v for k, v in options.items()})
    dom.forms["new-game"] = form
    app.on_cmd("players", str(len(who)))
    app.on_cmd("start")
    dom.drain()


def click_first(app: App, dom: FakeDom) -> str:
    """Press the first main move, or the first free one when there is no main move."""
    acts = dom.actions()
    main = [k for k, free in acts if not free]
    key = main[0] if main else acts[0][0]
    app.on_action(key)
    dom.drain()
    return key
