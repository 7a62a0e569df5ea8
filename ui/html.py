"""A tiny HTML builder that escapes every piece of text it is given.

Screens are built as strings and put into the page with one call that morphs the DOM
(`ui.dom`, `assets/render.js`). Text is escaped unless it is already `Markup`, so a player
called ``<script>`` is shown, never run.
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from html import escape
from typing import Any

from . import hooks

Child = "Markup | str | int | None | Iterable[Child]"


class Markup(str):
    """HTML that is already safe: produced by `el` or `join`, never from user text."""

    __slots__ = ()


def esc(value: object) -> Markup:
    """Text made safe for element content and attribute values."""
    if isinstance(value, Markup):
        return value
    return Markup(escape(str(value), quote=True))


def join(children: object) -> Markup:
    """Flatten children (text, numbers, Markup, nested lists; None is skipped) into HTML."""
    if children is None or children is False:
        return Markup("")
    if isinstance(children, str | int | float):
        return esc(children)
    if isinstance(children, Iterable):
        return Markup("".join(join(c) for c in children))
    return esc(children)


VOID = frozenset({"input", "br", "img", "hr", "meta", "link"})


def el(tag: str, attrs: dict | None = None, *children: object) -> Markup:
    """``<tag attrs>children</tag>``; attribute True is written bare, None/False omitted."""
    parts = [tag]
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(name if value is True else f'{name}="{esc(value)}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in VOID:
        return Markup(opening)
    return Markup(f"{opening}{join(children)}</{tag}>")


def button(label: object, cmd: str, arg: Any = None, cls: str = "", **attrs: Any) -> Markup:
    """A page command (not a move): the app's click handler reads `data-cmd`/`data-arg`."""
    return el("button", {"type": "button", "class": cls or None, hooks.CMD: cmd,
                         hooks.ARG: arg, **attrs}, label)


def isolated(name: str) -> str:
    """A name written right to left, isolated (U+2068 ... U+2069) so that it cannot
    reorder the words around it; other names are left alone."""
    rtl = any(unicodedata.bidirectional(c) in ("R", "AL") for c in name)
    return f"\u2068{name}\u2069" if rtl else name


def table_wrap(label: str, table: Markup) -> Markup:
    """A table that may scroll sideways in a narrow column: a named region the keyboard can
    focus, so that its hidden columns can be scrolled into view without a mouse."""
    return el("div", {"class": "table-wrap", "tabindex": "0", "role": "region",
                      "aria-label": label}, table)
