"""Translations: one mechanism, the same messages in every language, nothing missing."""
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import BadSave, IllegalAction
from ui.i18n import LANGS, MissingMessage, Translator, pick_language, placeholders
from ui.messages import TABLES

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_exists_in_every_language(lang):
    english = set(TABLES["en"])
    missing = sorted(english - set(TABLES[lang]))
    extra = sorted(set(TABLES[lang]) - english)
    assert not missing, f"{lang} lacks {missing}"
    assert not extra, f"{lang} has ids English lacks: {extra}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_use_the_same_fields(lang):
    for msg_id, text in TABLES["en"].items():
        assert placeholders(TABLES[lang][msg_id]) == placeholders(text), (lang, msg_id)


@pytest.mark.parametrize("lang", LANGS)
def test_plural_choices_are_well_formed(lang):
    for msg_id, text in TABLES[lang].items():
        for _, _name, spec, _ in string.Formatter().parse(text):
            if spec:
                assert spec.count("|") == 1, (lang, msg_id, spec)


def test_plural_rules_differ_by_language():
    assert Translator("en")("hs.amount.worker", n=0) == "0 workers"
    assert Translator("fr")("hs.amount.worker", n=0) == "0 ouvrier"
    assert Translator("es")("hs.amount.worker", n=1) == "1 trabajador"
    assert Translator("es")("hs.amount.worker", n=2) == "2 trabajadores"


def test_language_follows_the_choice_then_the_browser():
    assert pick_language("es", "fr-FR") == "es"
    assert pick_language(None, "fr-CA") == "fr"
    assert pick_language("xx", "es_MX") == "es"
    assert pick_language(None, "de-DE") == "en"
    assert pick_language(None, None) == "en"


def test_a_gap_falls_back_to_english_but_a_strict_translator_fails():
    lenient = Translator("fr")
    assert lenient("no.such.id") == "no.such.id"
    with pytest.raises(MissingMessage):
        Translator("fr", strict=True)("no.such.id")


@pytest.mark.parametrize("lang", LANGS)
def test_every_engine_refusal_has_a_message(lang):
    """The page says why a move or a save was refused in the player's language, from the
    error's code: each code the engine can raise needs its text in every language."""
    tr = Translator(lang, strict=True)
    for code in IllegalAction.CODES:
        assert tr(f"ui.err.move.{code}")
    params = {"format": 9, "field": "seed", "game": "chess", "number": 4, "version": 3}
    for code in BadSave.CODES:
        assert tr(f"ui.err.save.{code}", **params)


@pytest.mark.parametrize("lang", LANGS)
def test_every_game_refusal_code_has_a_message(lang):
    """A game's own refusal ``hs.lacks_goods`` is said by the message ``hs.why.lacks_goods``."""
    tr = Translator(lang, strict=True)
    for game in engine.GAMES.values():
        for code in game.refusal_codes:
            prefix, name = code.split(".", 1)
            assert tr.has(f"{prefix}.why.{name}"), (lang, code)


def test_french_punctuation_never_starts_a_line():
    """A no-break space before « : » (narrow before ; ! ?) and inside guillemets."""
    for msg_id, text in TABLES["fr"].items():
        assert not re.search(r"[ \t\n][:;!?]|« | »", text), (msg_id, text)
    assert Translator("fr")("ui.err.illegal", reason="x") == "Ce coup n'est pas permis\u00a0: x"


def test_a_page_gathers_only_its_own_languages_texts():
    """Start-up imports the texts of the page's language alone (a fresh interpreter opens
    the home screen in French and starts a game): the other tables wait until asked for."""
    script = ("import sys\n"
              "from tests.ui.fakes import make_app, start_game\n"
              "app, dom = make_app(lang='fr')\n"
              "start_game(app, dom, ['person', 'bot:easy'])\n"
              "assert app.screen == 'game' and 'lang=\"fr\"' in dom.html, dom.html[:200]\n"
              "print(' '.join(m for m in sys.modules if m.startswith('ui.messages.')))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    languages = {name.split(".")[2] for name in done.stdout.split()} & set(LANGS)
    assert languages == {"fr"}, done.stdout
