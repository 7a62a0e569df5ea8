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
        out: list[str] = []
        _flatten(children, out)
        return Markup("".join(out))
    return esc(children)


def _flatten(children: Iterable, out: list[str]) -> None:
    """`join`'s loop, written for speed: every screen is thousands of these calls, in the
    browser's Python too. Exact types are tested first; the rest takes `join`'s own path."""
    for child in children:
        kind = type(child)
        if kind is Markup:
            out.append(child)
        elif kind is str:
            out.append(escape(child, quote=True))
        elif kind is int:
            out.append(str(child))
        elif child is None or child is False:
            continue
        elif kind is list or kind is tuple:
            _flatten(child, out)
        else:
            out.append(join(child))


VOID = frozenset({"input", "br", "img", "hr", "meta", "link"})


def el(tag: str, attrs: dict | None = None, *children: object) -> Markup:
    """``<tag attrs>children</tag>``; attribute True is written bare, None/False omitted."""
    parts = [tag]
    if attrs:
        for name, value in attrs.items():
            if value is None or value is False:
                continue
            name = _ATTRIBUTE_NAMES.get(name) or _attribute_name(name)
            if value is True:
                parts.append(name)
            elif type(value) is int:
                parts.append(f'{name}="{value}"')
            else:
                parts.append(f'{name}="{esc(value)}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in VOID:
        return Markup(opening)
    out = [opening]
    _flatten(children, out)
    out.append(f"</{tag}>")
    return Markup("".join(out))


_ATTRIBUTE_NAMES: dict[str, str] = {}


def _attribute_name(name: str) -> str:
    """A Python keyword's spelling (``class_``, ``data_cmd``) as HTML's (``class``,
    ``data-cmd``), remembered: a screen writes the same few names thousands of times."""
    html_name = _ATTRIBUTE_NAMES[name] = name.rstrip("_").replace("_", "-")
    return html_name


def button(label: object, cmd: str, arg: Any = None, cls: str = "", **attrs: Any) -> Markup:
    """A page command (not a move): the app's click handler reads `data-cmd`/`data-arg`."""
    return el("button", {"type": "button", "class": cls or None, hooks.CMD: cmd,
                         hooks.ARG: arg, **attrs}, label)


def css_string(value: object) -> str:
    """`value` as a CSS string in double quotes (for an attribute selector)."""
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def attribute(name: str, value: object = None) -> str:
    """The selector of the elements carrying the hook `name` (with `value`, if given)."""
    return f"[{name}]" if value is None else f"[{name}={css_string(value)}]"


def command(cmd: str, arg: object = None) -> str:
    """The selector of a command's button (`button`), where the focus goes after it."""
    return attribute(hooks.CMD, cmd) + ("" if arg is None else attribute(hooks.ARG, arg))


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
