"""A new version deployed under a running page: the page says so and reloads into it on
request, with every file of the new version together (a half-finished deploy is never
installed; until the reload, every page is the old version whole), and the game in progress
comes back after the reload."""
from __future__ import annotations

import importlib.machinery
import importlib.util
import re
from pathlib import Path

from playing import click_a_move, new_game, set_pace, settle, stored_moves

ROOT = Path(__file__).resolve().parent.parent

SW_READY = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
}"""

# The browser's own check for a new sw.js (it also runs on navigations; the page repeats it
# hourly and whenever it is shown again), waited for until the new worker settles.
CHECK_FOR_UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update();
  for (let i = 0; i < 600 && registration.installing; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { waiting: !!registration.waiting, caches: await caches.keys() };
}"""

MARK = b'<meta name="westbound-deploy" content="2">'
DEPLOYED = 'meta[name="westbound-deploy"]'


def _setup_module():
    loader = importlib.machinery.SourceFileLoader("westbound_setup", str(ROOT / "scripts/setup"))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def _new_version(site_root):
    """The files of a new deploy: index.html with a mark, and its sw.js."""
    setup = _setup_module()
    old_sw = (site_root / "sw.js").read_text()
    urls = re.findall(r'^  \["([^"]+)"', old_sw, re.M)
    index = (site_root / "index.html").read_bytes().replace(b"<head>", b"<head>\n  " + MARK, 1)
    assert MARK in index and len(urls) > 10
    text, version = setup.sw_source(urls, lambda url: index if url in ("./", "index.html")
                                    else (site_root / url).read_bytes())
    return index, text.encode(), version


def test_a_new_version_is_announced_and_loaded_whole_and_the_game_survives(
        browser, browser_context_args, start_site, wait_ready, _site_built):
    server = start_site()
    context = browser.new_context(**{**browser_context_args, "base_url": server.url})
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        page.evaluate(SW_READY)
        set_pace(page, "instant")
        new_game(page, [("Ona", "person"), ("", "bot:easy")], seed=3)
        for _ in range(3):
            assert settle(page) == "move"
            click_a_move(page)
        assert settle(page) == "move"
        moves = stored_moves(page)
        old_caches = page.evaluate("caches.keys()")
        assert len(old_caches) == 1

        index, sw, version = _new_version(_site_built)
        # Half a deploy: the new sw.js is out, its index.html not yet. The new version is
        # refused (a file does not match its hash), nothing is announced.
        server.extra["/sw.js"] = (sw, "text/javascript")
        found = page.evaluate(CHECK_FOR_UPDATE)
        assert found == {"waiting": False, "caches": old_caches}, found
        assert page.locator("[data-update-ready]").count() == 0

        # The whole deploy: installed beside the old version, announced, not yet used.
        server.extra["/"] = server.extra["/index.html"] = (index, "text/html; charset=utf-8")
        found = page.evaluate(CHECK_FOR_UPDATE)
        assert found["waiting"] and len(found["caches"]) == 2, found
        page.wait_for_selector("[data-update-ready]")
        assert "A new version of Westbound is ready" in page.locator(".notice.update").inner_text()
        other = context.new_page()  # a page opened now is the old version, whole
        other.goto(server.url)
        wait_ready(other)
        assert other.locator(DEPLOYED).count() == 0

        # Reload: every tab of the site moves to the new version; the game comes back.
        with page.expect_navigation():
            page.click('[data-cmd="update"]')
        wait_ready(page)
        other.wait_for_selector(DEPLOYED, state="attached")
        assert page.locator(DEPLOYED).count() == 1
        assert settle(page) == "move" and stored_moves(page) == moves
        assert page.evaluate("caches.keys()") == [old_caches[0].rsplit(":", 1)[0] + ":" + version]
        assert page.locator("[data-update-ready]").count() == 0
    finally:
        context.close()
