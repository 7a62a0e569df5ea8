"""The only module that touches the browser: rendering, events, storage, files.

Kept small on purpose (main-thread Pyodide, ~10 µs per DOM operation; docs/architecture.md): a
screen is one call of `assets/render.js`, which morphs the page into the new HTML
(morphdom, keyed by `data-k`) and marks what a move changed; one click and one change
listener on `#app` send every button and field to the `App` by its `data-action` /
`data-cmd` attribute.
"""
from __future__ import annotations

import asyncio
import traceback
from typing import Any

from pyodide.ffi import jsnull
from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from . import hooks
from .records import MAX_CHARS
from .store import MemoryStorage, StorageFull


def _opt(value: Any) -> Any:
    """JavaScript's null arrives as `jsnull`, not None: make both None."""
    return None if value is None or value is jsnull else value


#: where focus goes when neither the wanted control nor the one that had it is on screen:
#: the screen's heading (``tabindex="-1"``), so the keyboard path starts from the top
FOCUS_FALLBACK = "[data-focus-home]"


def _css(value: str) -> str:
    return str(window.CSS.escape(value))


def _same_control(element: Any) -> str | None:
    """A selector for the control `element` is, in the next render of the screen."""
    for attrs in ((hooks.ACTION,), (hooks.CMD, hooks.ARG), (hooks.CMD,), ("id",),
                  ("name",)):
        values = [_opt(element.getAttribute(a)) for a in attrs]
        if all(v is not None for v in values):
            return "".join(f'[{a}="{_css(str(v))}"]' for a, v in zip(attrs, values,
                                                                    strict=True))
    return None


class BrowserStorage:
    """`localStorage` or `sessionStorage` as a `ui.store.Storage`; a refused write becomes
    `StorageFull`. Storage the browser refuses outright (a privacy setting) reads as empty."""

    def __init__(self, area: str = "localStorage") -> None:
        self.ls = getattr(window, area)

    def get(self, key: str) -> str | None:
        value = self.ls.getItem(key)
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except Exception as exc:  # QuotaExceededError arrives as a JsException
            raise StorageFull(key) from exc

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.ls.key(i)) for i in range(self.ls.length)]


def _storage(area: str) -> BrowserStorage | MemoryStorage:
    try:
        storage = BrowserStorage(area)
        storage.keys()
    except Exception:  # SecurityError: the browser allows no storage to this page
        return MemoryStorage()
    return storage


class BrowserDom:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.storage = _storage("localStorage")
        self.tab_storage = _storage("sessionStorage")
        self.app: Any = None
        self._tasks: set = set()  # running coroutines, kept alive until they finish
        self._proxies: list = []

    def browser_language(self) -> str:
        return str(window.navigator.language or "")

    def show(self, html: str, focus: str | None, highlight: bool = False,
             motion: float = 0.0) -> int:
        """Morph the screen into `html`; with `highlight` (after a move), what changed is
        marked for a moment, and travels to its place in steps of `motion` seconds
        (`assets/motion.js`). Returns how many things were marked.

        Keyboard focus that was on the page stays on it: it goes to `focus` (selectors
        tried in order, separated by ``||``) if the new screen shows it, else to the
        control that had it (same move or command), else to the screen's heading. Sections
        a player opened stay open (not those the screen opened by itself,
        `data-auto-open`). Without focus on the page, the first of `focus` on the board
        still becomes the board's one Tab stop."""
        active = _opt(document.activeElement)
        had_focus = active is not None and bool(self.root.contains(active))
        same = _same_control(active) if had_focus else None
        if _opt(getattr(window, "westboundView", None)) is not None:
            window.westboundView.want(focus or "")  # what a new decision brings into view
        marked = int(window.westbound.render(self.root, html, highlight, motion))
        if focus and _opt(getattr(window, "westboundKeys", None)) is not None:
            window.westboundKeys.prefer(focus)  # the board's Tab stop (assets/keys.js)
        if had_focus:
            wanted = (focus or "").split("||")
            for selector in (*wanted, same, FOCUS_FALLBACK):
                target = self._shown(selector.strip()) if selector else None
                if target is not None:
                    if not target.isSameNode(document.activeElement):
                        target.focus(to_js({"preventScroll": True}))
                    break
        return marked

    def _shown(self, selector: str) -> Any:
        """The first element matching `selector` that is on screen and enabled (a move in
        a folded section cannot take focus)."""
        for element in self.root.querySelectorAll(selector):
            if element.getClientRects().length and not element.matches(":disabled"):
                return element
        return None

    def form(self, form_id: str) -> dict[str, str]:
        form = _opt(document.getElementById(form_id))
        out: dict[str, str] = {}
        if form is None:
            return out
        for field in form.elements:
            if field.name:
                checkbox = field.type == "checkbox"
                out[str(field.name)] = ("true" if field.checked else "false") if checkbox \
                    else str(field.value)
        return out

    def download(self, filename: str, text: str) -> None:
        blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = filename
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    def spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(self._guard(coro))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def motion_done(self) -> bool:
        """Wait until the move's motion has played; True when a person cut it short (a
        click or a key), so that what comes next comes at once."""
        return bool(await window.westboundMotion.done())

    async def pause(self, seconds: float) -> None:
        """Yield to the browser so the screen paints (a search started at once would block the
        frame that shows "thinking": docs/architecture.md, "Start-up")."""
        await asyncio.sleep(seconds)

    def set_document(self, lang: str, title: str, text: str) -> None:
        """The page's language and title, and the text size (CSS reads `data-text`). Each
        is set only when it changes: an attribute of the page's root set anew, even to the
        same value, makes the browser compute the style of the whole page again (100 ms on
        a board presented to a room), and every render calls this."""
        root = document.documentElement
        if str(root.lang) != lang:
            root.lang = lang
        if str(document.title) != title:
            document.title = title
        if root.getAttribute(hooks.TEXT_SIZE) != text:
            root.setAttribute(hooks.TEXT_SIZE, text)

    # -- the address: game links ----------------------------------------------------------
    def fragment(self) -> str:
        return str(window.location.hash or "")

    def set_fragment(self, text: str) -> None:
        """Change the fragment without a new history entry (none at all: a clean URL)."""
        url = str(window.location.pathname) + str(window.location.search)
        window.history.replaceState(jsnull, "", url + (f"#{text}" if text else ""))

    def page_url(self) -> str:
        """The page's address without its fragment (a game link adds its own)."""
        return str(window.location.href).split("#")[0]

    def copy(self, text: str) -> None:
        """To the clipboard when the browser allows it; the link also stays selectable."""
        clipboard = _opt(getattr(window.navigator, "clipboard", None))
        if clipboard is not None:
            self.spawn(self._copy(clipboard, text))

    async def _copy(self, clipboard: Any, text: str) -> None:
        try:
            await clipboard.writeText(text)
        except Exception:  # refused (no permission, not a secure context): text stays shown
            window.console.warn("Westbound: the clipboard refused the link")

    def update(self) -> None:
        """Reload into the new version of the site (index.html activates it)."""
        window.westboundUpdate()

    def ready(self) -> None:
        """Tell tests (and the static page's CSS) that Python is in charge now."""
        document.body.setAttribute(hooks.PY_READY, "")

    # -- events ---------------------------------------------------------------------------
    def bind(self, app: Any) -> None:
        self.app = app
        for kind, handler in (("click", self._click), ("change", self._change)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            self.root.addEventListener(kind, proxy)
        link = create_proxy(lambda _event: self._call(self.app.on_link, self.fragment()))
        self._proxies.append(link)
        window.addEventListener("hashchange", link)
        for kind, handler in (("storage", self._stored), (hooks.UPDATE_READY, self._update)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            window.addEventListener(kind, proxy)
        if document.documentElement.getAttribute(hooks.UPDATE) == "ready":
            self._call(app.on_update)

    def _stored(self, event: Any) -> None:
        """Another tab changed `localStorage` (key None: it was cleared); `sessionStorage`
        is the tab's own, so its changes never come from elsewhere."""
        key = _opt(event.key)
        self._call(self.app.on_storage, None if key is None else str(key))

    def _update(self, event: Any) -> None:
        self._call(self.app.on_update)

    def _click(self, event: Any) -> None:
        target = _opt(event.target.closest(f"[{hooks.ACTION}],[{hooks.CMD}]"))
        if target is None or target.disabled or str(target.tagName) in ("SELECT", "INPUT"):
            return
        if target.getAttribute("aria-disabled") == "true":
            return  # a choice that is not allowed: the page's tip shows its reason
        action = _opt(target.getAttribute(hooks.ACTION))
        if action is not None:
            self._call(self.app.on_action, str(action))
        else:
            arg = _opt(target.getAttribute(hooks.ARG))
            self._call(self.app.on_cmd, str(target.getAttribute(hooks.CMD)),
                       None if arg is None else str(arg))

    def _change(self, event: Any) -> None:
        target = event.target
        cmd = _opt(target.getAttribute(hooks.CMD))
        if cmd is None:
            return
        if target.type == "file":
            chosen = _opt(target.files.item(0)) if target.files.length else None
            if chosen is not None:
                self.spawn(self._read(chosen))
        elif target.type == "checkbox":
            self._call(self.app.on_cmd, str(cmd), "true" if target.checked else "false")
        else:
            self._call(self.app.on_cmd, str(cmd), str(target.value))

    async def _read(self, chosen: Any) -> None:
        """Read at most one character past the size limit: a huge file is refused for its
        size at once, never read whole."""
        text = await chosen.slice(0, MAX_CHARS + 1).text()
        self._call(self.app.on_import, str(text))

    def _call(self, handler: Any, *args: Any) -> None:
        try:
            handler(*args)
        except Exception:
            self._report()

    async def _guard(self, coro: Any) -> None:
        try:
            await coro
        except Exception:
            self._report()

    def _report(self) -> None:
        """An unexpected error: logged for developers, shown to the player, page kept."""
        window.console.error(traceback.format_exc())
        self.app.say("error", self.app.tr("ui.err.internal"))
        self.app.render()
