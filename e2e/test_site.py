"""The site as a whole: first paint, offline play, hosting under a sub-path, phone size."""

from __future__ import annotations

import re
import urllib.error
import urllib.request

import pytest
from playing import click_a_move, new_game, set_pace, settle, stored_moves

# Records, in the page, when Python declared itself ready (performance.now()).
RECORD_READY = """
new MutationObserver((_, observer) => {
  if (document.body && document.body.hasAttribute("data-py-ready")) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-py-ready"] });
"""

FIRST_PAINT = """() => {
  const visible = (el) => !!el && el.getClientRects().length > 0
    && getComputedStyle(el).visibility !== "hidden";
  const loading = document.getElementById("loading");
  return {
    ready: document.body.hasAttribute("data-py-ready"),
    title: document.title,
    heading: (document.querySelector("h1") || {}).textContent || "",
    headingVisible: visible(document.querySelector("h1")),
    games: [...document.querySelectorAll("#app [data-game]")].map(
      (li) => [li.dataset.game, li.textContent.replace(/\\s+/g, " ").trim(), visible(li)]),
    loading: visible(loading) ? loading.textContent : null,
  };
}"""

NO_HORIZONTAL_SCROLL = """() => {
  const el = document.scrollingElement;
  window.scrollTo(10000, 0);
  const scrolled = window.scrollX;
  window.scrollTo(0, 0);
  return { scrollWidth: el.scrollWidth, innerWidth: window.innerWidth, scrolled };
}"""

SW_READY = """async () => {
  const registration = await navigator.serviceWorker.ready;
  // The first visit is not controlled until the worker claims it.
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
  // the service worker's caches (not the page's start-up snapshot, assets/snapshot.mjs)
  const names = (await caches.keys()).filter((n) => !n.startsWith("westbound-snapshot:"));
  const sizes = {};
  for (const name of names) sizes[name] = (await (await caches.open(name)).keys()).length;
  return { scope: registration.scope, script: registration.active.scriptURL, caches: sizes };
}"""

GAMES = [  # each with its playing time and its link to the rules, before Python is ready
    ("homesteaders", "Homesteaders 2 to 4 players 60–90 minutes Rules"),
    ("goldwest", "Gold West 2 to 4 players 45–60 minutes Rules"),
    ("montana", "Montana 2 to 4 players 45–60 minutes Rules"),
]


def play_a_move(page):
    """From the home screen: a Homesteaders game against a bot, one move clicked and saved."""
    set_pace(page, "instant")
    new_game(page, [("Ona", "person"), ("", "bot:easy")], seed=3)
    assert settle(page) == "move"
    before = stored_moves(page)
    click_a_move(page)
    settle(page)
    assert stored_moves(page) > before


def precache_count(site_root) -> int:
    """The files the service worker caches at install (not those it caches when first
    shown: the rules pages)."""
    text = (site_root / "sw.js").read_text()
    return len(re.findall(r'^  \["', re.search(r"const PRECACHE = \[.*?\];", text, re.S).group(0),
                          re.M))


def sw_version(text: str) -> str:
    return re.search(r'const VERSION = "([0-9a-f]+)";', text).group(1)


def test_first_paint_comes_before_python(page, site_url, wait_ready):
    page.add_init_script(RECORD_READY)
    page.goto(site_url, wait_until="domcontentloaded")
    first = page.evaluate(FIRST_PAINT)
    assert not first["ready"], "Python was ready before the first paint could be checked"
    assert first["title"] == "Westbound"
    assert first["heading"] == "Westbound" and first["headingVisible"]
    assert [(game, text) for game, text, _ in first["games"]] == GAMES
    assert all(visible for _, _, visible in first["games"])
    assert first["loading"], "the progress line is not shown while Python loads"

    wait_ready(page)
    timing = page.evaluate("""() => ({
      readyAt: window.__readyAt,
      paint: (performance.getEntriesByName("first-contentful-paint")[0] || {}).startTime,
    })""")
    assert timing["paint"] is not None, "no first contentful paint recorded"
    assert timing["paint"] < timing["readyAt"], timing
    # Python took over <main id="app">: the progress line is gone.
    assert not page.locator("#loading").is_visible()


def test_offline_after_one_visit(start_site, served_page, wait_ready, _site_built):
    server = start_site()
    page = served_page(server)
    sw = page.evaluate(SW_READY)
    assert sw["scope"] == server.url
    old_cache = f"westbound:{server.url}:{sw_version((_site_built / 'sw.js').read_text())}"
    assert sw["caches"] == {old_cache: precache_count(_site_built)}

    server.stop()
    status = page.evaluate("""() => fetch("./not-cached.txt").then(
      (r) => "answered " + r.status, () => "unreachable")""")
    assert status == "unreachable", "the server still answers"

    page.reload()
    wait_ready(page)
    assert page.title() == "Westbound"
    play_a_move(page)


def test_site_under_a_sub_path(page, subpath_url, wait_ready):
    page.goto(subpath_url)
    wait_ready(page)
    sw = page.evaluate(SW_READY)
    assert sw["scope"] == subpath_url
    assert sw["script"] == subpath_url + "sw.js"
    play_a_move(page)
    # The root of the host is not the site: any absolute URL in the page would have failed
    # (the guard fails the test on a 404).
    root = subpath_url.replace("/westbound/", "/index.html")
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(root, timeout=10)
    assert error.value.code == 404


def test_phone_viewport_has_no_horizontal_scroll(new_context, site_url, wait_ready):
    phone = new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3,
                        is_mobile=True, has_touch=True)
    page = phone.new_page()
    page.goto(site_url, wait_until="domcontentloaded")
    assert not page.evaluate("document.body.hasAttribute('data-py-ready')")
    first = page.evaluate(NO_HORIZONTAL_SCROLL)
    assert first["scrollWidth"] <= first["innerWidth"] == 390, first
    assert first["scrolled"] == 0, first
    wait_ready(page)
    ready = page.evaluate(NO_HORIZONTAL_SCROLL)
    assert ready["scrollWidth"] <= ready["innerWidth"] == 390, ready
    assert ready["scrolled"] == 0, ready
