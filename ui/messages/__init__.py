"""The message tables, one per language (a package each, one module per area), keyed by
language code. Every id must exist in every language with the same fields (tests check)."""
from importlib import import_module

#: the areas every language has, one module each: the page (ui, saving), each game's board
#: and log, its engine's reasons and notes, its phase guide, and the hint
AREAS = ("ui", "saving", "hs", "hs_engine", "hs_guide", "gw", "gw_engine", "gw_guide",
         "mt", "mt_engine", "mt_guide", "hint")


def gather(lang: str) -> dict[str, str]:
    """Every message of `lang`'s area modules in one table."""
    return {msg_id: text for area in AREAS
            for msg_id, text in import_module(f"{__name__}.{lang}.{area}").MESSAGES.items()}


from . import en, es, fr  # noqa: E402  (each language gathers its areas with `gather`)

TABLES: dict[str, dict[str, str]] = {"en": en.MESSAGES, "fr": fr.MESSAGES, "es": es.MESSAGES}
