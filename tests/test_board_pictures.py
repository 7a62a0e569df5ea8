"""The pictures of the boards (scripts/board_pictures.py, scripts/rules_figures.py): drawn by
the games' own board code from the state they show, well-formed images, and in the rules
pages numbered like the list that names their parts."""
from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine
from ui.gamecards import picture_src
from ui.i18n import LANGS, Translator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import board_pictures  # noqa: E402
import rules_figures  # noqa: E402
import rules_pages  # noqa: E402

GAMES = tuple(engine.GAMES)
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rules")
    rules_pages.build(out)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_a_card_picture_is_the_board_the_game_draws_at_set_up(game):
    picture = board_pictures.home_picture(game, "en")
    board = board_pictures.xml(board_pictures.board(game, board_pictures.setup(game), "en"))
    assert board.startswith('<section class="board ') and board in picture


@pytest.mark.parametrize("game", GAMES)
def test_a_picture_follows_the_state_it_is_drawn_from(game):
    setup = board_pictures.board(game, board_pictures.setup(game), "en")
    mid = board_pictures.board(game, board_pictures.midgame(game), "en")
    assert setup != mid
    picture = rules_figures.picture(game, "mid", "en")
    unlabelled = re.sub(r'<span class="fig-label"[^>]*>\d+</span>| fig-target| data-part="\d+"',
                        "", picture)
    assert board_pictures.xml(mid) in unlabelled


@pytest.mark.parametrize("game", GAMES)
def test_a_picture_is_well_formed_svg_with_its_styles_inside(game):
    root = ET.fromstring(board_pictures.home_picture(game, "en"))
    assert root.tag == f"{SVG}svg"
    style = root.find(f"{SVG}style").text
    assert ".board" in style and "@media" not in style  # settled for the drawn width
    assert root.find(f"{SVG}foreignObject") is not None
    assert "url(" not in style  # an image loads nothing else


def test_media_queries_are_settled_for_the_width_the_board_is_drawn_at():
    assert board_pictures.applies("(min-width: 960px)", 1000)
    assert not board_pictures.applies("(max-width: 599px)", 1000)
    assert not board_pictures.applies("(min-width: 600px) and (max-width: 959px)", 1000)
    assert not board_pictures.applies("(prefers-reduced-motion: reduce)", 1000)
    assert not board_pictures.applies("print", 1000)


def test_xml_keeps_svg_names_closes_void_elements_and_drops_the_page_hooks():
    out = board_pictures.xml('<div data-action="x" hidden><svg viewBox="0 0 1 1">'
                             '<clipPath id="c"/></svg><input value="a&amp;b"><br>é &lt;</div>')
    assert out == ('<div hidden="hidden"><svg xmlns="http://www.w3.org/2000/svg" '
                   'viewBox="0 0 1 1"><clipPath id="c"/></svg><input value="a&amp;b"/><br/>'
                   "é &lt;</div>")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("moment", ["setup", "mid"])
def test_every_label_names_a_part_the_board_draws(game, moment):
    board = board_pictures.board(game, rules_figures.state(game, moment), "en")
    for part in rules_figures.moments(game)[moment]:
        target = rules_figures.part_class(game, part)
        assert re.search(rf'(class="[^"]*\b{re.escape(target)}\b[^"]*"|data-k="{target}")',
                         board), (game, part)


def test_a_label_whose_part_is_gone_stops_the_build():
    with pytest.raises(KeyError, match="no-such-part"):
        rules_figures.labelled('<div class="a"><p>x</p></div>', ["a", "no-such-part"])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_labels_numbers_are_the_numbers_of_the_list_under_the_picture(built, game, lang):
    page = (built / f"{game}.{lang}.html").read_text(encoding="utf-8")
    figures = re.findall(r'<figure class="figure board-figure" data-moment="(\w+)">(.*?)'
                         r"</figure>", page, re.S)
    assert [m for m, _ in figures] == ["setup", "mid"]
    for moment, figure in figures:
        src = re.search(r'<img src="([^"]+)"', figure).group(1)
        assert src == rules_figures.src(game, moment, lang)
        picture = (built / src).read_text(encoding="utf-8")
        badges = re.findall(r'data-part="(\d+)"><span class="fig-label"[^>]*>(\d+)</span>',
                            picture)
        items = re.findall(r'<li value="(\d+)">', figure)
        n = len(rules_figures.moments(game)[moment])
        assert all(a == b for a, b in badges)
        assert sorted(int(a) for a, _ in badges) == [int(i) for i in items] \
            == list(range(1, n + 1))
        assert '<html' not in picture and ET.fromstring(picture).tag == f"{SVG}svg"


@pytest.mark.parametrize("lang", LANGS)
def test_a_rules_picture_speaks_the_page_language(lang):
    picture = rules_figures.picture("homesteaders", "setup", lang)
    assert Translator(lang)("ui.seat_n", n=1) in picture


def test_the_first_paint_shows_the_same_pictures_and_playing_times_as_the_cards():
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    for game in GAMES:
        card = re.search(rf'<li class="game" data-game="{game}">.*?</li>', index).group(0)
        assert f'src="{picture_src(game, "en")}"' in card
        low, high = engine.GAMES[game].play_minutes
        assert f'data-min="{low}" data-max="{high}"' in card


def test_the_build_writes_one_picture_per_game_and_language(tmp_path):
    written = board_pictures.build(tmp_path)
    assert sorted(p.name for p in written) == sorted(f"{g}.{lang}.svg" for g in GAMES
                                                     for lang in LANGS)
    assert all(Path(picture_src(g, lang)).name in {p.name for p in written}
               for g in GAMES for lang in LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_picture_speaks_the_page_language(lang):
    picture = board_pictures.home_picture("goldwest", lang)
    assert Translator(lang)("ui.seat_n", n=1) in picture


def test_a_picture_keeps_only_the_style_rules_its_board_can_use():
    css = (".a { x: 1 } .b .a { x: 2 } .a:not(.gone) { x: 3 } .gone { x: 4 } h3, .gone b"
           " { x: 5 } @keyframes k { from { x: 6 } }")
    kept = board_pictures.used(css, {"a", "b"})
    assert all(f"x: {n}" in kept for n in (1, 2, 3, 5, 6)) and "x: 4" not in kept
