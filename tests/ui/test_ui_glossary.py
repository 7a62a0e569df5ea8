"""A game's words are its edition's (issue 19): `docs/rules/glossary.md` lists each game's
terms in English, French and Spanish with their sources, and a French or Spanish screen of a
game shows no English game word that the glossary does not give for that language (the
French edition's "Homestead" and "Wanted" are allowed; "squash" or "Sheriff's" are not)."""
from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest

import engine
from ui.gamecards import picture_src
from ui.games import ui_for
from ui.messages import TABLES

from .fakes import click_first, make_app, start_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import board_pictures

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "rules" / "glossary.md"
LANGS = ("en", "fr", "es")
#: English words of the glossary's terms that are no game word on their own
GRAMMAR = {"the", "of", "s", "a"}
#: words of a language that are spelt as an English game word ("la mayor influencia")
OWN_WORDS = {"fr": set(), "es": {"mayor"}}
WORD = re.compile(r"[^\W\d_]+")
#: what a screen says in words: its text and the labels read aloud or shown as tips
SAID = re.compile(r'(?:aria-label|aria-description|title|data-tip|alt)="([^"]*)"|>([^<]+)<')


def glossary() -> dict[str, list[dict[str, str]]]:
    """Game title -> its terms, each a dict of the three languages' words and the sources."""
    games: dict[str, list[dict[str, str]]] = {}
    rows: list[dict[str, str]] | None = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            rows = games.setdefault(line[3:].strip(), [])
        elif rows is not None and line.startswith("| ") and not line.startswith("| en |"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            rows.append(dict(zip((*LANGS, "sources"), cells, strict=True)))
    return games


def words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def foreign_english(game_title: str, lang: str) -> set[str]:
    """The English words of a game's terms that its `lang` edition does not use."""
    terms = glossary()[game_title]
    english = set().union(*(words(t["en"]) for t in terms)) - GRAMMAR
    return english - set().union(*(words(t[lang]) for t in terms)) - OWN_WORDS[lang]


def kept_english(game_id: str, lang: str, name: str) -> bool:
    """Whether every word of an English `name` is one that `lang`'s edition of the game
    keeps as it is (the French "Wanted"): a list of English names to keep off a board
    leaves those out."""
    terms = glossary()[engine.GAMES[game_id].title]
    return words(name) <= set().union(*(words(t[lang]) for t in terms))


def found_in(text: str, banned: set[str]) -> set[str]:
    return words(text) & banned


def test_the_glossary_gives_every_term_in_three_languages_with_a_source_for_each():
    games = glossary()
    assert set(games) == {g.title for g in engine.GAMES.values()}
    for title, terms in games.items():
        assert len(terms) >= 20, title
        for t in terms:
            assert all(t[lang] for lang in LANGS), t
            sources = [s.strip() for s in t["sources"].split(";")]
            assert len(sources) == 3, t
            assert all(s.split(" ")[0].rstrip(",") in {"rulebook", "tiles", "ours"}
                       for s in sources), t


def _term(text: str) -> str:
    """A name as the glossary lists it: no article in front, each word in the singular."""
    said = [w for w in WORD.findall(text.lower())]
    if said and said[0] in {"the", "a", "le", "la", "les", "l", "el", "los", "las"}:
        said = said[1:]
    return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in said)


def test_the_glossary_names_what_the_page_calls_each_games_things():
    """Every name the page gives a game's goods, buildings, offices and tokens is in that
    game's glossary, in each language, as the glossary words it."""
    for game in engine.GAMES.values():
        prefix = ui_for(game).prefix
        terms = glossary()[game.title]
        for lang in LANGS:
            listed = {_term(t[lang]) for t in terms}
            for key, text in TABLES[lang].items():
                if (key.startswith(f"{prefix}.name.") and not key.startswith(
                        f"{prefix}.name.step_") and not re.search(r"[{/]", text)):
                    assert _term(text) in listed, (game.id, lang, key, text)


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_a_games_french_and_spanish_texts_use_no_english_word_their_edition_does_not(
        game_id, lang):
    game = engine.GAMES[game_id]
    banned = foreign_english(game.title, lang)
    prefix = ui_for(game).prefix
    wrong = {key: sorted(found_in(re.sub(r"\{[^}]*\}", " ", text), banned))
             for key, text in TABLES[lang].items()
             if key.startswith(prefix + ".") and found_in(re.sub(r"\{[^}]*\}", " ", text),
                                                         banned)}
    assert not wrong


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize(("game_id", "seed"), [("homesteaders", 3), ("goldwest", 5),
                                               ("montana", 4)])
def test_a_french_or_spanish_game_screen_shows_no_english_word_its_edition_does_not(
        game_id, seed, lang):
    """The screens as drawn (what the catalogs do not hold: names built by the boards, tips,
    labels read aloud): a game played for a while, then a finished game's end screen."""
    banned = foreign_english(engine.GAMES[game_id].title, lang)
    app, dom = make_app(lang=lang)
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], seed=seed, names=["Ann", "", ""],
               game=game_id)
    said: set[str] = set()
    for _ in range(30):
        if app.screen == "end":
            break
        said |= _said(dom.html)
        click_first(app, dom)
    app.on_cmd("home")
    start_game(app, dom, ["bot:easy", "bot:easy"], seed=seed, game=game_id)
    assert app.screen == "end"
    said |= _said(dom.html)
    assert not {s for s in said if found_in(s, banned)}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_french_or_spanish_home_card_picture_shows_no_english_word_its_edition_does_not(
        lang):
    """The home screen's card pictures are drawn by the games' boards (scripts/board_pictures):
    each card shows the picture built in the page's language, whose words, like a screen's,
    are the edition's."""
    _app, dom = make_app(lang=lang)
    for game_id, game in engine.GAMES.items():
        assert f'src="{picture_src(game_id, lang)}"' in dom.html
        banned = foreign_english(game.title, lang)
        shown = {pic: {s for s in _said(re.sub(r"<style>.*?</style>", "", pic, flags=re.S))
                       if found_in(s, banned)}
                 for pic in (board_pictures.home_picture(game_id, lang),
                             board_pictures.home_picture(game_id, "en"))}
        mine, english = shown.values()
        assert english, game_id  # the English picture has words the test would catch
        assert not mine, (game_id, mine)


def _said(page: str) -> set[str]:
    return {html.unescape(a or b) for a, b in SAID.findall(page) if (a or b).strip()}


#: the word a French or Spanish screen uses for a thing -> the synonyms the page once used for
#: it (issue 20: a learner meets one word for one thing, the tutorials' word, which is the
#: rulebook's); each word is the glossary's, or an ordinary word it does not list (`ORDINARY`)
SYNONYMS = {
    "fr": {"piste de développement du chemin de fer": r"piste du chemin de fer",
           "tuile enchère": r"\btuiles enchère\b|\btuiles? d'enchères?",
           "ressources": r"\bmarchandises?\b",
           "jeton commerce": r"\bjetons? de commerce",
           "jeton mine": r"\bjetons? mines\b",
           "jeton influence": r"\b(?:pion|marqueur)s? (?:d')?influence|\bpions? (?:gratuits? )?à "
                              r"boomtown|\bmarqueurs? à boomtown",
           "carte investissement": r"\bcartes? d'investissement",
           "zone d'usage": r"\b(?:en|votre|sa) main\b"},
    "es": {"vía de desarrollo del ferrocarril": r"\bpistas? (?:de desarrollo|del ferrocarril)",
           "ficha de subasta": r"\blosetas? de subasta",
           "pista de reserva": r"\bpistas? de (?:reservas|suministro)\b",
           "pista de transporte": r"\brecorrido",
           "casilla": r"\bsecci(?:ón|ones)\b",
           "trabajador": r"\bobreros?\b",
           "zona de uso": r"\bmano\b"},
}
#: ordinary words (the glossary lists only a game's own): a space of a supply track
ORDINARY = {"casilla"}
RULES_SOURCES = Path(__file__).resolve().parents[2] / "rules" / "src"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_screen_and_rules_page_names_a_thing_by_one_word_not_a_synonym(lang):
    """The catalogs and the rules pages' texts (rules/src), where a line may break a name."""
    listed = {t[lang].lower() for terms in glossary().values() for t in terms}
    texts = dict(TABLES[lang]) | {page.name: page.read_text(encoding="utf-8")
                                  for page in RULES_SOURCES.glob(f"*.{lang}.html")}
    for term, synonym in SYNONYMS[lang].items():
        assert term in listed | ORDINARY, term
        found = re.compile(synonym.replace(" ", r"\s+"), re.IGNORECASE)
        used = {key: found.findall(text) for key, text in texts.items() if found.search(text)}
        assert not used, (term, used)
