"""Playwright fixtures for the end-to-end tests: the real page in Debian's Chromium.

Fixtures (use these; all URLs end with "/"):

  site_url        session   URL of a local server (127.0.0.1, free port) serving the repository
                            root, e.g. "http://127.0.0.1:41234/". Also pytest-playwright's
                            ``base_url``, so ``page.goto("/")`` opens the site.
  subpath_url     session   the PUBLISHED site (what ``scripts/setup --out`` exports for GitHub
                            Pages) served ONLY under "/westbound/"
                            ("http://127.0.0.1:PORT/westbound/"), as on a Pages project site;
                            anything outside the sub-path or not published is a 404.
  start_site      function  factory ``start_site(prefix="/") -> SiteServer`` for a private
                            server the test may stop (``server.stop()``); ``server.url``.
                            Stopped at the end of the test. ``server.extra`` maps a path to
                            ``(bytes, content_type)`` to serve instead of a file.
  app_page        module    ONE page, opened on ``site_url`` and ready (Python booted), shared
                            by all the tests of a module to boot Pyodide once. Tests may
                            navigate it and click; leave it on a screen the next test expects
                            (e.g. call ``open_app(app_page)`` again, about 2-4 s, when unsure).
                            localStorage is shared by the module's tests, not with other
                            modules: the page is the worker's, reused from module to module and
                            brought back to a first visit in between (``WorkerPage``).
  fresh_app_page  function  a page in a NEW context, opened on ``site_url`` and ready (one more
                            Pyodide boot, ~4 s): for tests that need empty storage.
  page, context,  function  pytest-playwright's own (a new context per test, not navigated).
  new_context
  served_page     function  factory ``served_page(server) -> Page``: a new context on that
                            server (``start_site()``), the site opened, Python ready and the
                            service worker in control of the page. Closed after the test.
  sw_in_control   session   ``sw_in_control(page)``: waits until the service worker controls
                            the page (on a first visit, once it has claimed it).
  profile         function  factory ``profile(**context_args) -> BrowserContext``: a context with
                            a profile on disk (its own Chromium), not an incognito-like one:
                            for what Chromium allows only there (installing the site as an
                            app). Guarded like the others; closed at the end of the test.
  open_app        function  ``open_app(page, url=None, timeout=READY_TIMEOUT_MS)``: goes to
                            ``url`` (default ``site_url``) and waits until Python is ready.
  wait_ready      function  ``wait_ready(page, timeout=READY_TIMEOUT_MS)``: waits for
                            ``body[data-py-ready]`` (60 s by default).

Guards, on every test and every context (also the shared ones):
  * a test FAILS if any page requested a non-local address (anything but 127.0.0.1,
    localhost, [::1], data:, blob:, about:); Chromium also resolves every other host to
    nothing (``--host-resolver-rules``), so nothing can leave the machine anyway;
  * a test FAILS on an uncaught error in a page, and on a local request answered 4xx/5xx;
    mark a test ``@pytest.mark.allow_page_errors`` when it provokes those on purpose.

Before the first test the session runs ``scripts/setup --build-only --out <tmp>`` (engine.xz
and sw.js are rebuilt from the current engine/ and ui/, so edits are always what is tested,
and the published site is exported for ``subpath_url``); the runtime files must already be in
assets/ (``scripts/setup`` or ``scripts/test`` puts them).
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from devserver import SiteServer  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Every host but the local server fails DNS inside the browser.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
READY_SELECTOR = "body[data-py-ready]"
READY_TIMEOUT_MS = 60_000
SUBPATH = "/westbound/"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
LOCAL_SCHEMES = {"data", "blob", "about"}

# What the guards saw, in every context created in this session.
_offsite: list[str] = []
_page_problems: list[str] = []
_GUARD = pytest.StashKey[tuple]()


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in LOCAL_SCHEMES:
        return True
    return parts.scheme in ("http", "https", "ws", "wss") and parts.hostname in LOCAL_HOSTS


def watch_context(context) -> None:
    """Attaches the guards to a context (done for every context created by ``browser``)."""

    def on_request(request):
        if not is_local(request.url):
            _offsite.append(request.url)

    def on_response(response):
        if response.status >= 400 and is_local(response.url):
            _page_problems.append(f"HTTP {response.status} for {response.url}")

    def on_error(web_error):
        _page_problems.append(f"uncaught error in the page: {web_error.error}")

    context.on("request", on_request)
    context.on("response", on_response)
    context.on("weberror", on_error)


def _guard_state():
    return len(_offsite), len(_page_problems)


def _guard_problems(item, start) -> list[str]:
    offsite = _offsite[start[0]:]
    problems = [] if item.get_closest_marker("allow_page_errors") else _page_problems[start[1]:]
    out = [f"request to a non-local address: {url}" for url in offsite]
    return out + problems


#: the modules that take longest (by a full run's durations on the 2-core machine, longest
#: first; scripts/test prints the slowest tests of each run), run first:
#: with ``--dist loadfile`` each worker takes whole modules, and a long one taken last would
#: leave the other worker idle at the end (scripts/test passes ``--no-loadscope-reorder``:
#: else pytest-xdist orders the modules by their number of tests)
LONGEST_FIRST = ("test_tutorial.py", "test_presentation.py", "test_keyboard.py", "test_teach.py",
                 "test_see_what_happened.py", "test_play.py", "test_snapshot.py",
                 "test_layouts.py", "test_play_montana.py", "test_faults.py",
                 "test_open_decisions.py", "test_play_goldwest.py", "test_choices_in_view.py",
                 "test_board_manners.py", "test_motion_order.py", "test_hard.py",
                 "test_access.py", "test_saves.py", "test_motion.py", "test_clicks.py",
                 "test_updates.py", "test_tabs.py", "test_site.py", "test_install.py",
                 "test_rules_offline.py")


#: seconds per module and per worker in this run, summed from the tests' reports (on the
#: controller with pytest-xdist): printed at the end, where LONGEST_FIRST is checked
_module_seconds: dict[str, float] = {}
_worker_seconds: dict[str, float] = {}


def pytest_runtest_logreport(report):
    module = report.nodeid.split("::")[0].rsplit("/", 1)[-1]
    _module_seconds[module] = _module_seconds.get(module, 0.0) + report.duration
    node = getattr(report, "node", None)
    worker = node.gateway.id if node is not None else "main"
    _worker_seconds[worker] = _worker_seconds.get(worker, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter):
    """The modules' times, longest first (the order LONGEST_FIRST should have), and each
    worker's busy time (both end together when the order is right)."""
    if not _module_seconds:
        return
    write = terminalreporter.write_line
    terminalreporter.section("seconds per module (setup, call and teardown)")
    for module, seconds in sorted(_module_seconds.items(), key=lambda kv: -kv[1]):
        rank = LONGEST_FIRST.index(module) + 1 if module in LONGEST_FIRST else "-"
        write(f"{seconds:7.1f}  {module}  (LONGEST_FIRST: {rank})")
    write("per worker: " + ", ".join(f"{w} {s:.0f} s" for w, s in sorted(_worker_seconds.items())))


def pytest_collection_modifyitems(items):
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: same order within


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "allow_page_errors: the test provokes page errors or HTTP errors on purpose")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    result = yield
    start = item.stash.get(_GUARD, None)
    if start is not None:
        problems = _guard_problems(item, start)
        item.stash[_GUARD] = _guard_state()
        if problems:
            pytest.fail("\n".join(problems), pytrace=False)
    return result


@pytest.fixture(autouse=True)
def _request_guard(request):
    request.node.stash[_GUARD] = _guard_state()
    yield
    # Events that arrived after the test body (while its contexts closed).
    problems = _guard_problems(request.node, request.node.stash[_GUARD])
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


# --- the browser ------------------------------------------------------------------------

@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright's launch args (``--headed``, ``--slowmo``) plus the system Chromium."""
    args = list(browser_type_launch_args.get("args", []))
    if browser_type_launch_args.get("headless") is False:
        return {**browser_type_launch_args, "executable_path": CHROMIUM,
                "args": args + [a for a in CHROMIUM_ARGS if a != "--headless"]}
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "headless": True,
            "args": args + CHROMIUM_ARGS}


#: a context made for a test or two says it has 2 GB, so that its pages start without making
#: a start-up snapshot (assets/snapshot.mjs spares such devices: making one is ~3 CPU-seconds
#: in a worker, for a snapshot the context would never restore); the worker's shared page
#: (``WorkerPage``) and e2e/test_snapshot.py ask for ``snapshot=True`` and keep the real path
NO_SNAPSHOT = ("Object.defineProperty(Navigator.prototype, 'deviceMemory',"
               " { get: () => 2, configurable: true });")


@pytest.fixture(scope="session")
def browser(launch_browser):
    """The session's browser; every context it creates gets the guards, and no start-up
    snapshot unless it is created with ``snapshot=True`` (``NO_SNAPSHOT``)."""
    browser = launch_browser()
    original_new_context = browser.new_context

    def new_context(snapshot=False, **kwargs):
        context = original_new_context(**kwargs)
        watch_context(context)
        if not snapshot:
            context.add_init_script(NO_SNAPSHOT)
        return context

    browser.new_context = new_context
    yield browser
    browser.close()


# --- the site ---------------------------------------------------------------------------

@pytest.fixture(scope="session")
def _published(tmp_path_factory):
    """Rebuilds engine.xz and sw.js, and exports the published site; returns its folder.
    With pytest-xdist the workers share one build: the first to take the lock makes it
    (two builds at once would write engine.xz while the other serves it)."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's folder, above each worker's own
    out = shared / "published" / "site"
    with open(shared / "published.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "index.html").exists():
            subprocess.run([sys.executable, str(ROOT / "scripts" / "setup"), "--build-only",
                            "--out", str(out)], check=True, stdout=subprocess.DEVNULL)
    return out


@pytest.fixture(scope="session")
def _site_built(_published):
    return ROOT


@pytest.fixture(scope="session")
def site_url(_site_built):
    with SiteServer(_site_built) as server:
        yield server.url


@pytest.fixture(scope="session")
def base_url(site_url):
    return site_url


@pytest.fixture(scope="session")
def subpath_url(_published):
    with SiteServer(_published, prefix=SUBPATH) as server:
        yield server.url


@pytest.fixture
def start_site(_site_built):
    servers = []

    def start(prefix="/"):
        server = SiteServer(_site_built, prefix=prefix, extra={}).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


# --- pages ------------------------------------------------------------------------------

def _wait_ready(page, timeout=READY_TIMEOUT_MS):
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout)
    return page


@pytest.fixture(scope="session")
def wait_ready():
    return _wait_ready


@pytest.fixture(scope="session")
def open_app(site_url):
    def open_app(page, url=None, timeout=READY_TIMEOUT_MS):
        page.goto(url or site_url)
        return _wait_ready(page, timeout)

    return open_app


#: what Playwright says when a page's renderer died (Chromium, not the page's code)
CRASHED = "Target crashed"


def _started(new_context, open_page):
    """A new context's page, opened by ``open_page(page)``. A renderer that crashes while
    Python starts (seen a few times, Chromium on a loaded 2-core machine: "Target crashed"
    waiting for the ready mark) is started again once in a new context; a second crash, or
    any other error, fails the test."""
    for attempt in (1, 2):
        context = new_context()
        page = context.new_page()
        try:
            open_page(page)
            return context, page
        except PlaywrightError as error:
            context.close()
            if attempt == 2 or CRASHED not in str(error):
                raise


#: what a module may do to its page or context that a later module must not inherit and that
#: cannot be undone: after any of these the worker's page is dropped, not reused
LASTING_ON_CONTEXT = ("add_init_script", "route", "route_from_har", "route_web_socket",
                      "expose_binding", "expose_function", "set_offline", "set_extra_http_headers",
                      "set_geolocation", "grant_permissions", "new_cdp_session",
                      "set_default_timeout", "set_default_navigation_timeout")
LASTING_ON_PAGE = ("add_init_script", "route", "route_from_har", "route_web_socket",
                   "expose_binding", "expose_function", "set_extra_http_headers",
                   "set_default_timeout", "set_default_navigation_timeout")
#: what an emulated media query goes back to (Playwright's "no emulation")
NO_MEDIA = {"media": "null", "color_scheme": "null", "reduced_motion": "null", "contrast": "null",
            "forced_colors": "null"}
#: everything an origin stores, cleared between modules (the HTTP cache stays, as a browser's),
#: its Cache API caches too but the start-up snapshot's (``KEPT_CACHE``)
ORIGIN_DATA = ("cookies,file_systems,indexeddb,local_storage,websql,service_workers,"
               "shared_storage,storage_buckets")
#: the start-up snapshot's cache (assets/snapshot.mjs), kept from module to module: the
#: worker makes one snapshot and every later start of its page restores it (~1.2 CPU-seconds
#: less than an ordinary start, and no new one made: ~3 more)
KEPT_CACHE = "westbound-snapshot:"
#: deletes the page's Cache API caches but the kept one; true when it could
DROP_CACHES = """async (kept) => {
  if (!globalThis.caches || !isSecureContext) return false;
  for (const name of await caches.keys()) if (!name.startsWith(kept)) await caches.delete(name);
  return true; }"""


class WorkerPage:
    """The page a worker's modules share, so that a module's start is a navigation in a
    started browser context (the compiled interpreter is reused: fewer seconds than a new
    context's boot) and each module still starts as on a first visit: between modules the
    page leaves its origin, every origin it reached is cleared (storage, caches but the
    start-up snapshot's, service workers, cookies), the viewport and media emulation go
    back, other tabs close and the listeners a module added are removed. What cannot be
    undone (init scripts, routes, CDP sessions...: ``LASTING_ON_*``) drops the context; the
    next module starts a new one."""

    def __init__(self, browser, context_args: dict, open_app) -> None:
        self.browser, self.context_args, self.open_app = browser, context_args, open_app
        self.context = self.page = None
        self.lasting = False
        self.origins: set[str] = set()
        self.listeners: list[tuple] = []

    def take(self):
        """The page, on the site and ready, as a module's first test expects it."""
        if self.page is not None and not self.lasting and not self.page.is_closed():
            try:
                self._clean()
                self.open_app(self.page)
                return self.page
            except PlaywrightError:  # a renderer that died between modules: a new context
                pass
        self.close()
        return self._start()

    def give_back(self) -> None:
        """Ends a module: its listeners go, and the tabs it opened close."""
        for target, event, handler in self.listeners:
            target.remove_listener(event, handler)
        self.listeners.clear()
        if self.context is not None:
            for other in self.context.pages:
                if other is not self.page:
                    other.close()

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
        self.context = self.page = None

    def _start(self):
        """A new context and page, booted (`_started`: once more after a renderer crash)."""
        def open_page(page):
            self._watch(page.context, page)
            self.open_app(page)

        self.context, self.page = _started(
            lambda: self.browser.new_context(snapshot=True, **self.context_args), open_page)
        return self.page

    def _watch(self, context, page) -> None:
        self.context, self.page, self.lasting = context, page, False
        self.origins.clear()
        context.on("request", self._seen)
        self.viewport = page.viewport_size

        def marks(method):
            def lasting(*args, **kwargs):
                self.lasting = True
                return method(*args, **kwargs)
            return lasting

        def listens(target, method):
            def on(event, handler):
                self.listeners.append((target, event, handler))
                return method(event, handler)
            return on

        for target, names in ((context, LASTING_ON_CONTEXT), (page, LASTING_ON_PAGE)):
            for name in names:
                setattr(target, name, marks(getattr(target, name)))
            for name in ("on", "once"):
                setattr(target, name, listens(target, getattr(target, name)))

    def _seen(self, request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https"):
            self.origins.add(f"{parts.scheme}://{parts.netloc}")

    def _clean(self) -> None:
        page = self.page
        page.mouse.move(0, 0)
        page.evaluate("() => { try { sessionStorage.clear(); } catch (e) {} }")
        # the Cache API is reached from the page's own origin (CDP's needs a frame there)
        kept = urlsplit(page.url)
        kept = f"{kept.scheme}://{kept.netloc}" if page.evaluate(DROP_CACHES, KEPT_CACHE) else None
        page.goto("about:blank")
        cdp = type(self.context).new_cdp_session(self.context, page)
        try:
            for origin in sorted(self.origins):
                types = ORIGIN_DATA if origin == kept else ORIGIN_DATA + ",cache_storage"
                cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": types})
        finally:
            cdp.detach()
        self.origins.clear()
        self.context.clear_cookies()
        if page.viewport_size != self.viewport:
            page.set_viewport_size(self.viewport)
        page.emulate_media(**{k: v for k, v in NO_MEDIA.items() if k not in self.context_args})


@pytest.fixture(scope="session")
def _worker_page(browser, browser_context_args, open_app):
    shared = WorkerPage(browser, browser_context_args, open_app)
    yield shared
    shared.close()


@pytest.fixture(scope="module")
def app_page(_worker_page):
    """The module's page: the worker's page (``WorkerPage``), brought back to a first visit."""
    yield _worker_page.take()
    _worker_page.give_back()


SW_IN_CONTROL = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
}"""


def _sw_in_control(page) -> None:
    page.evaluate(SW_IN_CONTROL)


@pytest.fixture(scope="session")
def sw_in_control():
    return _sw_in_control


@pytest.fixture
def served_page(browser, browser_context_args):
    contexts = []

    def open_site(server):
        def open_page(page):
            page.goto(server.url)
            _wait_ready(page)
            _sw_in_control(page)

        context, page = _started(
            lambda: browser.new_context(**{**browser_context_args, "base_url": server.url}),
            open_page)
        contexts.append(context)
        return page

    yield open_site
    for context in contexts:
        context.close()


@pytest.fixture
def profile(browser_type, browser_type_launch_args, browser_context_args, tmp_path):
    contexts = []

    def launch(**context_args):
        context = browser_type.launch_persistent_context(
            tmp_path / f"profile-{len(contexts)}",
            **{**browser_type_launch_args, **browser_context_args, **context_args})
        watch_context(context)
        context.add_init_script(NO_SNAPSHOT)
        contexts.append(context)
        return context

    yield launch
    for context in contexts:
        context.close()


@pytest.fixture
def fresh_app_page(new_context, open_app):
    return _started(new_context, open_app)[1]
