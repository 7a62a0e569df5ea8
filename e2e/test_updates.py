"""A new version deployed under a running page: the page says so and reloads into it on
request, with every file of the new version together (a half-finished deploy is never
installed; until the reload, every page is the old version whole), and the game in progress
comes back after the reload."""
from __future__ import annotations

import base64
import hashlib
import re

from playing import click_a_move, new_game, set_pace, settle, stored_moves

# The browser's own check for a new sw.js (it also runs on navigations; the page repeats it
# hourly and whenever it is shown again), waited for until the new worker settles.
#: the service worker's caches (not the page's start-up snapshot, assets/snapshot.mjs)
SW_CACHES = "caches.keys().then((n) => n.filter((x) => !x.startsWith('westbound-snapshot:')))"
CHECK_FOR_UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update();
  for (let i = 0; i < 600 && registration.installing; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { waiting: !!registration.waiting, caches: await SW_CACHES };
}""".replace("SW_CACHES", SW_CACHES)

MARK = b'<meta name="westbound-deploy" content="2">'
DEPLOYED = 'meta[name="westbound-deploy"]'


def _integrity(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def _new_version(site_root):
    """The files of a new deploy: index.html with a mark, and the sw.js that lists it (its
    hash in place of the old one's, and a new version)."""
    old_index = (site_root / "index.html").read_bytes()
    index = old_index.replace(b"<head>", b"<head>\n  " + MARK, 1)
    sw = (site_root / "sw.js").read_text()
    old_version = re.search(r'const VERSION = "([0-9a-f]+)";', sw).group(1)
    version = hashlib.sha256(index).hexdigest()[:16]
    assert MARK in index and sw.count(_integrity(old_index)) == 2  # "./" and "index.html"
    sw = sw.replace(_integrity(old_index), _integrity(index)).replace(old_version, version)
    return index, sw.encode(), version


def test_a_new_version_is_announced_and_loaded_whole_and_the_game_survives(
        start_site, served_page, wait_ready, _site_built):
    server = start_site()
    page = served_page(server)
    set_pace(page, "instant")
    new_game(page, [("Ona", "person"), ("", "bot:easy")], seed=3)
    for _ in range(3):
        assert settle(page) == "move"
        click_a_move(page)
    assert settle(page) == "move"
    moves = stored_moves(page)
    old_caches = page.evaluate(SW_CACHES)
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
    other = page.context.new_page()  # a page opened now is the old version, whole
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
    assert page.evaluate(SW_CACHES) == [old_caches[0].rsplit(":", 1)[0] + ":" + version]
    assert page.locator("[data-update-ready]").count() == 0
