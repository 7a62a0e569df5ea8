"""The message tables, one per language, keyed by language code."""
from . import en, es, fr

TABLES: dict[str, dict[str, str]] = {"en": en.MESSAGES, "fr": fr.MESSAGES, "es": es.MESSAGES}
