"""The message tables, one per language (a package each, one module per area, gathered by
`areas.gather`), keyed by language code. Every id must exist in every language with the
same fields (tests check)."""
from . import en, es, fr

TABLES: dict[str, dict[str, str]] = {"en": en.MESSAGES, "fr": fr.MESSAGES, "es": es.MESSAGES}
