"""The start-up snapshot (assets/snapshot.mjs): a returning visitor's Python starts from a
copy of its memory with the engine and the interface imported, made in a worker after a
first ordinary start and kept in the Cache API under Pyodide's version and engine.xz's hash.
How a start went is on <html>: data-snapshot (restored, ordinary, fallback, off) and
data-snapshot-made (stored, failed). Service workers are blocked here so that the tests'
routes see every request (the offline start is e2e/test_install.py's)."""
from __future__ import annotations

import pytest
from playing import go_home, new_game, think_time

MADE_TIMEOUT_MS = 120_000


def _context(browser, browser_context_args):
    return browser.new_context(snapshot=True,
                               **{**browser_context_args, "service_workers": "block"})


@pytest.fixture
def snap_page(browser, browser_context_args, site_url):
    """A page in a context of its own: for the tests that change what its first start
    stored (another engine, a spoiled snapshot)."""
    context = _context(browser, browser_context_args)
    page = context.new_page()
    yield page
    context.close()


class FirstStart:
    """One context's first start (ordinary) and the snapshot made after it, shared by the
    module's tests that start again from there (a first start and its snapshot are ~10
    seconds of a busy machine): made in the body of the first test that asks for it, so
    that test's guards see it."""

    def __init__(self, browser, browser_context_args, site_url, wait_ready) -> None:
        self.open = lambda: _context(browser, browser_context_args)
        self.site_url, self.wait_ready = site_url, wait_ready
        self.context = None

    def made(self) -> FirstStart:
        """Starts the shared context's page for the first time, once; its way of starting,
        its snapshot's key and the engine.xz requests it made are kept."""
        if self.context is None:
            context = self.open()
            page = context.new_page()
            self.engine: list[str] = []
            page.on("request", lambda r: self.engine.append(r.url)
                    if r.url.endswith("/engine.xz") else None)
            self.state = _start(page, self.site_url, self.wait_ready)
            self.key = _made(page)
            page.close()
            self.context = context
        return self

    def close(self) -> None:
        if self.context is not None:
            self.context.close()


@pytest.fixture(scope="module")
def _first_start(browser, browser_context_args, site_url, wait_ready):
    first = FirstStart(browser, browser_context_args, site_url, wait_ready)
    yield first
    first.close()


@pytest.fixture
def second_start(_first_start):
    """``second_start() -> (FirstStart, Page)``: a new page in the context whose first start
    made a snapshot, not yet opened; its storage is cleared and it is closed after the
    test (the next test's start finds the snapshot alone)."""
    pages = []

    def open_page():
        first = _first_start.made()
        pages.append(first.context.new_page())
        return first, pages[-1]

    yield open_page
    for page in pages:
        if page.url.startswith(_first_start.site_url):
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        page.close()


def _start(page, url, wait_ready) -> str:
    page.goto(url)
    wait_ready(page)
    assert page.locator(".screen-home, .screen-play, .screen-game").count() >= 1
    return page.evaluate("document.documentElement.dataset.snapshot")


def _made(page) -> str:
    page.wait_for_selector("html[data-snapshot-made]", state="attached",
                           timeout=MADE_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.snapshotMade") == "stored"
    return page.evaluate("document.documentElement.dataset.snapshotKey")


def test_the_second_start_restores_the_snapshot_made_after_the_first(
        second_start, site_url, wait_ready):
    first, page = second_start()
    assert first.state == "ordinary"
    assert _start(page, site_url, wait_ready) == "restored"
    assert page.evaluate("document.documentElement.dataset.snapshotKey") == first.key
    assert page.locator(".screen-home").count() == 1


def test_a_changed_engine_makes_a_new_snapshot(snap_page, site_url, wait_ready):
    page = snap_page
    _start(page, site_url, wait_ready)
    old = _made(page)
    # the same engine with bytes after its xz stream (Python's lzma ignores them): another
    # hash, as a new deploy's engine.xz has
    engine = page.request.get(site_url + "engine.xz").body() + b"another build"
    page.context.route("**/engine.xz", lambda route: route.fulfill(
        body=engine, headers={"content-type": "application/octet-stream"}))
    assert _start(page, site_url, wait_ready) == "ordinary"
    new = _made(page)
    assert new != old
    assert _start(page, site_url, wait_ready) == "restored"
    assert page.evaluate("document.documentElement.dataset.snapshotKey") == new


def test_a_snapshot_that_cannot_be_restored_gives_an_ordinary_start_and_a_new_one(
        snap_page, site_url, wait_ready):
    page = snap_page
    _start(page, site_url, wait_ready)
    _made(page)
    # spoil the stored snapshot's first bytes (Pyodide's header)
    page.evaluate("""async () => {
      for (const name of await caches.keys()) {
        if (!name.startsWith("westbound-snapshot:")) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
          bytes.fill(7, 0, 64);
          await cache.put(request, new Response(bytes));
        }
      }
    }""")
    assert _start(page, site_url, wait_ready) == "fallback"
    assert page.locator(".screen-home").count() == 1
    _made(page)
    assert _start(page, site_url, wait_ready) == "restored"


def test_after_a_restore_a_hard_bot_moves_searching_in_the_worker(
        second_start, site_url, wait_ready):
    _, page = second_start()
    fallbacks: list[str] = []
    page.on("console", lambda m: fallbacks.append(m.text) if "runs on the page" in m.text
            else None)
    _start(page, site_url, wait_ready)
    think_time(page, "0.05", lambda p: _start(p, site_url, wait_ready))
    assert page.evaluate("document.documentElement.dataset.snapshot") == "restored"
    go_home(page)
    new_game(page, [("Hardy", "bot:hard"), ("Mel", "bot:hard")], seed=12, game="goldwest")
    # both seats search in the worker; moves follow one another in the log
    page.wait_for_function("document.querySelectorAll('[data-last-move]').length > 0 && "
                           "document.querySelector('script[type=py][worker][name^=search-]')",
                           timeout=120_000)
    first = page.locator("[data-last-move]").first.get_attribute("data-last-move")
    page.wait_for_function(
        "m => document.querySelector('[data-last-move]')?.dataset.lastMove !== m",
        arg=first, timeout=120_000)
    assert fallbacks == []


def test_engine_xz_is_downloaded_once_per_start_snapshot_or_not(
        second_start, site_url, wait_ready):
    """snapshot.mjs fetches the engine, hashes it, writes it for boot.py and hands it to the
    worker that makes the snapshot: neither PyScript's [files] nor the worker fetch it again
    (nor does a preload that does not match the fetch)."""
    first, page = second_start()
    assert first.state == "ordinary"
    assert len(first.engine) == 1, first.engine
    engine: list[str] = []
    page.on("request", lambda r: engine.append(r.url) if r.url.endswith("/engine.xz")
            else None)
    assert _start(page, site_url, wait_ready) == "restored"
    assert len(engine) == 1, engine
