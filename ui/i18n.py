"""One translation mechanism for every visible string and every log entry.

Messages are templates in per-language tables (`ui.messages`), looked up by id and filled
with `str.format` fields. A field may carry a plural choice, ``{n:worker|workers}``, picked
by the language's plural rule, so tables never need code. Log entries stay message ids
plus parameters until they are shown, which is why a language switch re-renders them.
"""
from __future__ import annotations

import string
from typing import Any

from .html import Markup, esc
from .messages import LANGUAGES, TABLES

LANGS: tuple[str, ...] = LANGUAGES
DEFAULT_LANG = "en"
#: each language's own name, shown in the language picker in that language
LANG_NAMES = {"en": "English", "fr": "Français", "es": "Español"}


class MissingMessage(KeyError):
    """A message id with no template (raised only by a strict translator, in tests)."""


def pick_language(stored: str | None, browser: str | None) -> str:
    """The remembered choice if valid, else the browser's language if we have it."""
    if stored in LANGS:
        return stored
    base = (browser or "").split("-")[0].split("_")[0].lower()
    return base if base in LANGS else DEFAULT_LANG


def plural_is_one(lang: str, n: int) -> bool:
    """French counts 0 and 1 as singular; English and Spanish only 1."""
    return n in (0, 1) if lang == "fr" else n == 1


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, other = format_spec.split("|", 1)
            return one if plural_is_one(self.lang, int(value)) else other
        return super().format_field(value, format_spec)


def placeholders(template: str) -> set[str]:
    """The field names a template uses (tests compare them across languages)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


class Translator:
    """``tr(msg_id, **params) -> str`` in one language.

    A missing id falls back to English, then to the id itself, so the page never breaks on
    a gap; ``strict=True`` raises instead, for tests.
    """

    def __init__(self, lang: str, strict: bool = False) -> None:
        self.lang = lang if lang in LANGS else DEFAULT_LANG
        self.table = TABLES[self.lang]
        self.strict = strict
        self._fmt = _Formatter(self.lang)

    def has(self, msg_id: str) -> bool:
        return msg_id in self.table

    def template(self, msg_id: str) -> str:
        found = self.table.get(msg_id)
        if found is None:
            if self.strict:
                raise MissingMessage(f"{msg_id!r} has no {self.lang} text")
            found = TABLES[DEFAULT_LANG].get(msg_id, msg_id)
        return found

    def __call__(self, msg_id: str, **params: Any) -> str:
        template = self.template(msg_id)
        try:
            if "|" in template:  # plural choices need the slower custom formatter
                return self._fmt.vformat(template, (), params)
            return template.format_map(params)
        except (KeyError, IndexError, ValueError):
            if self.strict:
                raise
            return template

    def markup(self, msg_id: str, **params: Any) -> Markup:
        """The message as HTML: its text escaped, `Markup` parameters (an icon with its
        count) put in as they are, any other parameter escaped."""
        out = []
        for literal, name, spec, _ in string.Formatter().parse(self.template(msg_id)):
            out.append(esc(literal))
            if name is None:
                continue
            value = params.get(name, "")
            if spec and "|" in spec:
                one, other = spec.split("|", 1)
                value = one if plural_is_one(self.lang, int(value)) else other
            out.append(value if isinstance(value, Markup) else esc(value))
        return Markup("".join(out))

    def opt(self, msg_id: str, default: str, **params: Any) -> str:
        """The message if this language has it, else `default` (names of unknown things)."""
        return self(msg_id, **params) if msg_id in self.table else default
