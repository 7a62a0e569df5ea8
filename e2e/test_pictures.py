"""The pictures of the boards in Chromium (issue 19 item 6, issue 20 item 2): the home
screen's three cards with their board pictures, before Python and after, on a laptop and a
phone; the new-game form at a readable width; the rules pages' labelled figures; and each
picture showing its whole board. Screenshots are kept in test-results/pictures/."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from playing import go_home

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-results" / "pictures"
GAMES = ("homesteaders", "goldwest", "montana")
SIZES = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}

#: each card: its picture loaded, its size on screen, and whether the card holds it
CARDS = """(sel) => [...document.querySelectorAll(sel)].map((card) => {
  const img = card.querySelector('img.board-picture');
  const r = img ? img.getBoundingClientRect() : null;
  return { game: card.dataset.game, loaded: !!img && img.complete && img.naturalWidth > 0,
           alt: img ? img.alt : '', width: r ? r.width : 0, height: r ? r.height : 0,
           inside: !!r && r.right <= card.getBoundingClientRect().right + 1,
           src: img ? img.getAttribute('src') : '', lang: document.documentElement.lang };
})"""
ALL_LOADED = """(sel) => { const imgs = [...document.querySelectorAll(sel)];
  return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0); }"""
#: how much of a picture's board its image cuts off at the bottom (0: the whole board)
CUT = """() => { const body = document.querySelector('foreignObject > div');
  return body.scrollHeight - document.documentElement.viewBox.baseVal.height; }"""


def _shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def _check_cards(cards, width):
    assert [c["game"] for c in cards] == list(GAMES)
    for card in cards:
        assert card["loaded"], card
        assert card["src"] == f"assets/pictures/{card['game']}.{card['lang']}.svg"
        assert card["alt"] and card["inside"], card
        # a picture one can make out: a third of a laptop, nearly the width of a phone
        assert card["width"] >= (330 if width >= 1000 else 300), card


@pytest.mark.parametrize("size", SIZES)
def test_the_home_screen_shows_three_cards_with_their_board_pictures(app_page, size):
    page = app_page
    try:
        page.set_viewport_size(SIZES[size])
        go_home(page)
        page.wait_for_function(ALL_LOADED, arg=".game-card img.board-picture")
        cards = page.evaluate(CARDS, ".game-card")
        _check_cards(cards, SIZES[size]["width"])
        if size == "laptop":  # the three side by side, their pictures at one height
            assert len({round(c["height"]) for c in cards}) == 1
        facts = page.locator(".game-card .game-facts").all_inner_texts()
        assert all(re.search(r"2 to 4 players · \d+–\d+ minutes", f) for f in facts), facts
        _shot(page, f"home-{size}")
    finally:
        page.set_viewport_size(SIZES["laptop"])


@pytest.mark.parametrize("size", SIZES)
def test_the_first_paint_shows_the_same_pictures_before_python(page, site_url, size):
    held, open_ = [], []

    def hold(route):  # Python's start waits while the test looks (the page's preload of
        if open_:     # main.py and Python's own request alike)
            route.continue_()
        else:
            held.append(route)

    page.set_viewport_size(SIZES[size])
    page.route("**/main.py", hold)
    page.goto(site_url)
    page.wait_for_function(ALL_LOADED, arg="#app .game-list img.board-picture")
    assert not page.evaluate("document.body.hasAttribute('data-py-ready')")
    _check_cards(page.evaluate(CARDS, "#app .game-list .game"), SIZES[size]["width"])
    _shot(page, f"first-paint-{size}")
    open_.append(True)
    for route in held:
        route.continue_()
    page.wait_for_selector("body[data-py-ready]", timeout=60_000)


def test_the_new_game_form_is_laid_out_at_a_readable_width(app_page):
    page = app_page
    go_home(page)
    page.click('[data-cmd="new"][data-arg="homesteaders"]')
    page.wait_for_selector("#new-game")
    form = page.locator("#new-game").bounding_box()
    names = [page.locator(f'input[name="name-{i}"]').bounding_box()["width"] for i in range(2)]
    assert form["width"] <= 800, form
    assert max(names) <= 400, names
    # centred in the page, not hugging its left edge
    assert abs(form["x"] - (1280 - form["x"] - form["width"])) < 40, form
    _shot(page, "new-game-laptop")
    go_home(page)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_rules_page_shows_its_board_figures_with_their_numbered_parts(page, site_url,
                                                                        lang):
    page.set_viewport_size(SIZES["laptop"])
    page.goto(f"{site_url}rules/goldwest.{lang}.html")
    figures = page.locator("figure.board-figure")
    assert figures.count() == 2
    page.wait_for_function(ALL_LOADED, arg="figure.board-figure img")
    for i in range(2):
        figure = figures.nth(i)
        img = figure.locator("img").bounding_box()
        assert img["width"] >= 600, img  # the width of the text
        items = figure.locator(".board-labels li").count()
        src = figure.locator("img").get_attribute("src")
        svg = page.request.get(f"{site_url}rules/{src}").text()
        assert len(re.findall(r'class="fig-label"', svg)) == items >= 4
        figure.scroll_into_view_if_needed()
        figure.screenshot(path=str(SHOTS / f"rules-goldwest-{i}-{lang}.png"))
    page.emulate_media(media="print")
    assert page.locator("figure.board-figure img").first.is_visible()


def test_every_picture_shows_its_whole_board(page, site_url):
    """The pictures' heights are set when they are built (no layout runs then): here each
    one's board, laid out by Chromium, must fit in it."""
    urls = [f"assets/pictures/{g}.{lang}.svg" for g in GAMES for lang in ("en", "fr", "es")] + [
        f"rules/figures/{g}-{m}.{lang}.svg" for g in GAMES for m in ("setup", "mid")
        for lang in ("en", "fr", "es")]
    cut = {}
    for url in urls:
        page.goto(site_url + url)
        cut[url] = page.evaluate(CUT)
    assert all(v <= 0 for v in cut.values()), {u: v for u, v in cut.items() if v > 0}
