"""The rules pages are not cached at install (the first visit stays under 5 MB): the service
worker caches a rules page and its figures when they are first shown, so a rules page seen
once opens offline with its figures, and one never seen does not pretend to. The home
cards' pictures in French and Spanish are cached when first shown too; offline, one never
shown is answered by the English picture of the same board."""
from __future__ import annotations

from test_pictures import ALL_LOADED, GAMES
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


#: a picture's text as the page gets it, or "unreachable"
PICTURE_TEXT = """(url) => fetch(url).then((r) => r.ok ? r.text() : "answered " + r.status,
  () => "unreachable")"""


def test_a_card_picture_in_french_is_cached_when_shown_and_offline_falls_back_to_english(
        start_site, served_page, _site_built):
    server = start_site()
    page = served_page(server)
    sw = page.evaluate(SW_READY)
    (count,) = sw["caches"].values()
    assert count == precache_count(_site_built), "a French picture was cached at install"
    picture = _site_built / "assets" / "pictures"
    assert page.evaluate(PICTURE_TEXT, "assets/pictures/goldwest.fr.svg") == (
        picture / "goldwest.fr.svg").read_text()

    server.stop()
    assert page.evaluate(PICTURE_TEXT, "index.html?offline") == "unreachable"
    assert page.evaluate(PICTURE_TEXT, "assets/pictures/goldwest.fr.svg") == (
        picture / "goldwest.fr.svg").read_text(), "the picture shown once was not kept"
    assert page.evaluate(PICTURE_TEXT, "assets/pictures/montana.es.svg") == (
        picture / "montana.en.svg").read_text(), "no English picture for one never shown"
    # the home screen in French, offline: every card shows a picture
    page.evaluate("localStorage.setItem('westbound.lang', 'fr')")
    page.reload()
    page.wait_for_function(ALL_LOADED, arg="#app .board-picture")
    assert page.locator("#app .board-picture").count() == len(GAMES)
