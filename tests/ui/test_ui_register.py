"""The page addresses the player in one register per language (issue 20, written down in
`docs/rules/glossary.md`): Spanish says "tú", as the tutorials do; French says "vous", as the
tutorials and the rulebooks do. A learner who meets "Elige" in a tutorial and "Elija" on the
task banner reads two voices. The lists name the forms of the other register that the
catalogues held or could easily hold: Spanish "su" is also "his/her/their/its", so only the
phrases that addressed the player ("sus partidas") are listed."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from ui.messages import TABLES

#: Spanish "usted" forms: imperatives and verbs addressed to the player, and "su" phrases
#: that meant "your"
USTED = re.compile(
    r"\b(usted(es)?|elija|pulse|toque|compruebe|vuelva|retroceda|péguelo|donde quiera|"
    r"expórtela|expórtelas|borre|vea|sigue desde|recargue|devuelva|devuélvale|puede leer|"
    r"puede exportarla|sus partidas|su última jugada)\b",
    re.IGNORECASE)
#: French "tu" forms: the pronouns and possessives, and verbs conjugated for "tu"
TU = re.compile(
    r"\b(tu|toi|ton|ta|tes|t'|peux|dois|veux|prends|mets|appuie|vérifie|"
    r"exporte-la|colle-le)\b",
    re.IGNORECASE)


RULES_SOURCES = Path(__file__).resolve().parents[2] / "rules" / "src"


def _off_register(lang: str, pattern: re.Pattern[str]) -> dict[str, list[str]]:
    """Message id or rules page -> the other register's forms its text uses."""
    texts = dict(TABLES[lang]) | {page.name: page.read_text(encoding="utf-8")
                                  for page in RULES_SOURCES.glob(f"*.{lang}.html")}
    found = {key: [m.group(0) for m in pattern.finditer(text)] for key, text in texts.items()}
    return {key: forms for key, forms in found.items() if forms}


@pytest.mark.parametrize(("lang", "pattern"), [("es", USTED), ("fr", TU)])
def test_the_spanish_page_says_tu_and_the_french_page_says_vous(lang, pattern):
    assert not _off_register(lang, pattern)


def test_the_register_lists_catch_the_forms_they_name():
    assert USTED.search("Elija en el tablero.")
    assert USTED.search("Sus partidas guardadas aparecen a continuación.")
    assert not USTED.search("Elige en el tablero: su coste se paga aparte.")
    assert TU.search("Prends une case de ta piste.")
    assert not TU.search("Choisissez une case de votre piste.")
