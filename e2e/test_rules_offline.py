"""The rules pages are not cached at install (the first visit stays under 5 MB): the service
worker caches a rules page and its figures when they are first shown, so a rules page seen
once opens offline with its figures, and one never seen does not pretend to."""
from __future__ import annotations

from test_pictures import ALL_LOADED
from test_site import SW_READY, precache_count

FIGURES = "figure.board-figure img"


def test_a_rules_page_seen_once_opens_offline_with_its_figures(start_site, served_page,
                                                                _site_built):
    server = start_site()
    page = served_page(server)
    sw = page.evaluate(SW_READY)
    (cache, count), = sw["caches"].items()
    assert count == precache_count(_site_built), "the rules pages were cached at install"

    page.goto(server.url + "rules/goldwest.en.html")
    page.wait_for_function(ALL_LOADED, arg=FIGURES)
    assert page.locator(FIGURES).count() == 2
    cached = page.evaluate("""async (name) => (await (await caches.open(name)).keys())
      .map((r) => new URL(r.url).pathname).filter((p) => p.includes("/rules/"))""", cache)
    assert sorted(p.rsplit("/", 1)[1] for p in cached) == [
        "goldwest-mid.en.svg", "goldwest-setup.en.svg", "goldwest.en.html", "rules.css"]

    server.stop()
    page.reload()
    page.wait_for_function(ALL_LOADED, arg=FIGURES)
    assert page.locator("h1").count() == 1
    assert page.evaluate("""() => [...document.styleSheets].some(
      (sheet) => (sheet.href || "").endsWith("/rules.css") && sheet.cssRules.length > 0)""")
    never_seen = page.evaluate("""() => fetch("./montana.en.html").then(
      (r) => "answered " + r.status, () => "unreachable")""")
    assert never_seen == "unreachable"
