"""The static rules pages (``rules/<game>.<lang>.html``, built by scripts/rules_pages.py):
complete, the same sections in every language, relative links only, values from the
game's data module, Montana's reconstructed values marked, and published without their
sources."""
from __future__ import annotations

import importlib.machinery
import importlib.util
import re
import sys
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine import GAMES as ENGINES
from engine.goldwest import data as gw
from engine.homesteaders import data as hs
from engine.montana import data as mt
from tests.ui.test_ui_glossary import kept_english
from tests.ui.test_ui_gw_mt_boards import ENGLISH as BOARD_ENGLISH
from ui.i18n import LANGS, Translator
from ui.messages import TABLES

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import rules_html  # noqa: E402
import rules_pages  # noqa: E402

GAMES = rules_pages.GAMES
PAGES = [(g, lang) for g in GAMES for lang in LANGS]
#: what every page covers (the issue's list), by anchor
REQUIRED = {"goal", "components", "setup", "two-players", "decisions"}
VOID = {"meta", "link", "br", "img", "input", "hr", "path", "rect", "line", "circle",
        "polygon"}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rules")
    rules_pages.build(out)
    return out


def page(built: Path, game: str, lang: str) -> str:
    return (built / f"{game}.{lang}.html").read_text(encoding="utf-8")


def section_ids(html: str) -> list[str]:
    return re.findall(r'<section id="([a-z0-9-]+)"', html)


class Structure(HTMLParser):
    """Ids, links, landmarks and headings of a page, and whether its tags balance."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.tags: list[str] = []
        self.headings: list[int] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append(tag)
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if tag == "a":
            self.hrefs.append(attrs.get("href", ""))
        if re.fullmatch(r"h[1-6]", tag):
            self.headings.append(int(tag[1]))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else '-'}>")
            return
        self.stack.pop()


def structure(html: str) -> Structure:
    parser = Structure()
    parser.feed(html)
    parser.close()
    return parser


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_each_page_is_complete_well_formed_html_in_its_language(built, game, lang):
    html = page(built, game, lang)
    assert "{{" not in html and "}}" not in html
    assert f'<html lang="{lang}">' in html
    found = structure(html)
    assert found.errors == [] and found.stack == [], found.errors[:5]
    assert len(found.ids) == len(set(found.ids)), "an id is used twice"
    assert {"header", "nav", "main", "footer"} <= set(found.tags)
    assert found.headings[0] == 1 and found.headings.count(1) == 1
    # headings never skip a level going down (h2 -> h4)
    assert all(b - a <= 1 for a, b in zip(found.headings, found.headings[1:], strict=False))


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_each_page_covers_the_goal_set_up_turn_end_two_players_and_our_decisions(
        built, game, lang):
    ids = set(section_ids(page(built, game, lang)))
    assert REQUIRED <= ids
    assert ids & {"round", "turn"} and ids & {"end", "scoring", "last-round"}


@pytest.mark.parametrize("game", GAMES)
def test_every_language_has_the_same_sections_in_the_same_order(built, game):
    english = section_ids(page(built, game, "en"))
    for lang in LANGS:
        assert section_ids(page(built, game, lang)) == english, lang


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_links_are_relative_and_every_fragment_lands_on_the_page(built, game, lang):
    found = structure(page(built, game, lang))
    for href in found.hrefs:
        assert not re.match(r"[a-z]+:|/", href), href  # no scheme, no root-absolute path
        if href.startswith("#"):
            assert href[1:] in found.ids, href
    # the table of contents lists every section with a second-level heading
    toc = [h[1:] for h in found.hrefs if h.startswith("#")]
    assert {a for a, _ in rules_pages.sections(page(built, game, lang))} <= set(toc)


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_each_page_links_to_the_other_languages_and_back_to_the_games(built, game, lang):
    hrefs = structure(page(built, game, lang)).hrefs
    assert "../index.html" in hrefs
    for other in LANGS:
        assert f"{game}.{other}.html" in hrefs
    assert 'aria-current="page">' in page(built, game, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_homesteaders_building_table_lists_every_building_with_its_data_cost(built, lang):
    html = page(built, "homesteaders", lang)
    tr = Translator(lang)
    for b in hs.BUILDINGS_LIST:
        name = rules_html.esc(tr(f"hs.name.{b.key}"))
        cost = rules_html.esc(rules_html.Page("homesteaders", lang).amounts(b.cost))
        row = re.search(rf"<th scope=\"row\">{re.escape(name)}<br>.*?</tr>", html, re.S)
        assert row, b.key
        assert f">{cost}</td>" in row.group(0), (b.key, cost)
        assert f">{b.copies[0]} / {b.copies[1]}</td>" in row.group(0)


def test_values_in_the_text_are_the_data_modules():
    values = {game: rules_html.content(game).VALUES for game in GAMES}
    assert values["homesteaders"]["start_silver"] == hs.START_SILVER
    assert values["homesteaders"]["bid_values"] == ", ".join(map(str, hs.BID_VALUES))
    assert values["goldwest"]["camps_4"] == gw.CAMPS[4]
    assert values["montana"]["camps_3"] == mt.CAMPS[3]
    assert values["montana"]["start_coins"] == ", ".join(map(str, mt.START_COINS))


def test_a_placeholder_nobody_defines_stops_the_build():
    with pytest.raises(KeyError, match="no_such_value"):
        rules_pages.fill("montana", "en", "<p>{{no_such_value}}</p>")
    with pytest.raises(KeyError, match="nothing"):
        rules_pages.fill("montana", "en", "{{block:nothing}}")


@pytest.mark.parametrize("lang", LANGS)
def test_montana_marks_its_reconstructed_values(built, lang):
    html = page(built, "montana", lang)
    mark = 'class="prov prov-reconstructed"'
    assert html.count(mark) >= 10
    costs = " · ".join(map(str, mt.TOWN_COLUMN_COSTS))
    assert re.search(re.escape(costs) + r"\s*<span " + re.escape(mark), html)
    for workers, coins in mt.BANK:
        expected = "rulebook" if workers == 2 else "reconstructed"
        assert re.search(rf"<td[^>]*>{coins} <span class=\"prov prov-{expected}\"", html), coins
    assert 'id="reconstructed"' in html


@pytest.mark.parametrize("game, lang", PAGES)
def test_each_page_says_its_rules_version_and_what_each_version_changed(built, game, lang):
    """The rules-versions section: today's version, and each later version's note in the
    words the game screen shows when it resumes an older game (`Game.rules_changes`)."""
    rules = ENGINES[game]
    html = page(built, game, lang)
    versions = html.split('<section id="versions">')[1].split("</section>")[0]
    shown = unescape(re.sub(r"<[^>]+>", "", versions))
    tr = Translator(lang)
    assert str(rules.rules_version) in shown
    assert rules.rules_version >= 2 and set(rules.rules_changes) == set(
        range(2, rules.rules_version + 1))
    for version, note in rules.rules_changes.items():
        assert tr(note) in shown, (version, note)
    assert section_ids(html)[-1] == "versions"


@pytest.mark.parametrize("lang", LANGS)
def test_montana_says_a_town_place_that_can_no_longer_be_paid_is_a_pass(built, lang):
    """Rules version 2 (docs/rules/montana.md, The town): the town section says it, and so
    does the list of our decisions, with the version it came in."""
    html = page(built, "montana", lang)
    town = html.split('<section id="town">')[1].split("</section>")[0]
    decisions = html.split('<section id="decisions">')[1].split("</section>")[0]
    words = {"en": ("treated as having passed", "rules version 2"),
             "fr": ("considéré comme ayant passé", "version 2 des règles"),
             "es": ("se considera que has pasado", "versión 2 de las reglas")}[lang]
    assert words[0] in " ".join(town.split())
    assert words[1] in " ".join(decisions.split())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_french_and_spanish_pages_name_components_as_the_board_does(built, game, lang):
    """No English name that the board translates (``<prefix>.name.*``) is left in a French or
    Spanish page; a printed English term may be quoted once, marked ``lang="en"``."""
    prefix = rules_html.Page(game, lang).prefix
    english = {re.escape(TABLES["en"][mid]) for mid in TABLES["en"]
               if mid.startswith(f"{prefix}.name.") and TABLES[lang][mid] != TABLES["en"][mid]}
    assert len(english) >= 10
    # and the names the boards' test lists (issue 9 names "Wanted"), but Spanish "mayor"
    english |= set(BOARD_ENGLISH.get(game, ())) - ({"Mayor"} if lang == "es" else set())
    # but not a word the edition keeps in English (docs/rules/glossary.md: "Wanted" in French)
    english = {n for n in english if not kept_english(game, lang, n)}
    body = page(built, game, lang).split("<main")[1]
    body = re.sub(r'<span lang="en">[^<]*</span>', " ", body)
    text = unescape(re.sub(r"<[^>]+>", " ", body))
    left = sorted(n for n in english if re.search(rf"(?<![\w/])(?:{n})(?![\w/])", text))
    assert not left, left


@pytest.mark.parametrize("game, lang", PAGES)
def test_no_message_id_stands_in_for_its_words(built, game, lang):
    """A message the boards dropped must stop the build, never print its id (the build's
    translator is strict); text, labels and figure titles alike."""
    assert not re.findall(r"\b(?:hs|gw|mt|ui)\.[a-z_]+(?:\.[a-z_]+)*", page(built, game, lang))


@pytest.mark.parametrize("lang", LANGS)
def test_french_pages_get_no_break_spaces_before_colons(built, lang):
    html = page(built, "goldwest", lang)
    if lang == "fr":
        assert " :" not in re.sub(r"<[^>]+>", "", html.split("<main")[1])
        assert "\u00a0:" in html
    else:
        assert "\u00a0:" not in html


def _setup_module():
    loader = importlib.machinery.SourceFileLoader("westbound_setup", str(ROOT / "scripts/setup"))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def test_the_sources_are_not_published_nor_precached(tmp_path, monkeypatch):
    setup = _setup_module()
    rules = tmp_path / "rules"
    (rules / "src").mkdir(parents=True)
    (rules / "src" / "x.en.html").write_text("source")
    (rules / "x.en.html").write_text("page")
    (rules / "rules.css").write_text("css")
    monkeypatch.setattr(setup, "ROOT", tmp_path)
    assert setup._unpublished(str(rules), ["src", "x.en.html", "rules.css"]) == ["src"]
    monkeypatch.setattr(setup, "PAGE_FILES", [])
    monkeypatch.setattr(setup, "FOLDERS", ["rules"])
    assert setup.site_files() == ["rules/rules.css", "rules/x.en.html"]


def test_the_rules_pages_and_the_page_share_one_text_size_script(built):
    """The remembered text size applies through one script of its own, which the page and
    every rules page load (no copy of it inlined in a rules page)."""
    assert "westbound.settings" in (ROOT / "assets" / "text-size.js").read_text(encoding="utf-8")
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<script src="./assets/text-size.js"></script>' in index
    for game, lang in PAGES:
        html = page(built, game, lang)
        assert '<script src="../assets/text-size.js"></script>' in html, (game, lang)
        assert "westbound.settings" not in html, (game, lang)
