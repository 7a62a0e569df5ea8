"""The message tables, one per language (a package each, one module per area, gathered by
`areas.gather`), keyed by language code. Every id must exist in every language with the
same fields (tests check).

A language's table is gathered when first asked for: a page in English never imports the
French and Spanish texts, which were a fifth of the page's Python imports at start-up."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module, reload

#: the languages that have a table, the page's default first
LANGUAGES: tuple[str, ...] = ("en", "fr", "es")


class Tables(Mapping[str, dict[str, str]]):
    """Language code -> its table, each language's package imported on first use."""

    def __init__(self) -> None:
        self._loaded: dict[str, dict[str, str]] = {}

    def __getitem__(self, lang: str) -> dict[str, str]:
        if lang not in self._loaded:
            if lang not in LANGUAGES:
                raise KeyError(lang)
            self._loaded[lang] = import_module(f"{__name__}.{lang}").MESSAGES
        return self._loaded[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)

    def refresh(self) -> None:
        """Gathers every language's table again (a table already handed out is updated in
        place: a `Translator` keeps its table)."""
        for lang in LANGUAGES:
            fresh = reload(import_module(f"{__name__}.{lang}")).MESSAGES
            self._loaded.setdefault(lang, fresh)
            if self._loaded[lang] is not fresh:
                self._loaded[lang].clear()
                self._loaded[lang].update(fresh)


TABLES = Tables()


def refresh() -> None:
    """For a game registered after the page's start, which only tests do."""
    TABLES.refresh()
