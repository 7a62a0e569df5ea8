"""The replay controls' icons, drawn so they never depend on a font having the glyphs."""
from __future__ import annotations

from .html import Markup


def _icon(path: str) -> Markup:
    return Markup(f'<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" '
                  f'focusable="false"><path d="{path}" fill="currentColor"/></svg>')


#: replay controls, drawn here so they never depend on a font having the glyphs
ICONS = {
    "first": _icon("M5 4h3v16H5zM20 4v16L9 12z"),
    "prev": _icon("M18 4v16L6 12z"),
    "next": _icon("M6 4v16l12-8z"),
    "last": _icon("M16 4h3v16h-3zM4 4v16l11-8z"),
}

