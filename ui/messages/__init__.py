"""The message tables, one per language (a package each, one module per area, gathered by
`areas.gather`), keyed by language code. Every id must exist in every language with the
same fields (tests check)."""
from importlib import reload

from . import en, es, fr

TABLES: dict[str, dict[str, str]] = {"en": en.MESSAGES, "fr": fr.MESSAGES, "es": es.MESSAGES}


def refresh() -> None:
    """Gathers every language's table again, in place (`Translator`s keep their table):
    for a game registered after the page's start, which only tests do."""
    for lang, package in (("en", en), ("fr", fr), ("es", es)):
        table = TABLES[lang]
        table.clear()
        table.update(reload(package).MESSAGES)
