"""A suggested move as the boards and the list of moves mark it: its rank and chance of
winning on its button. Below `ui.art` and `ui.games` (which draw the buttons) and below
`ui.hint` (which asks for the suggestions and fills `Ctx.hints`)."""
from __future__ import annotations

from typing import Any, Protocol

from .html import Markup, el
from .i18n import Translator


class Hinted(Protocol):
    """What marking a suggestion reads of a `ui.games.base.Ctx`."""

    tr: Translator
    #: move key -> its suggestion: ``rank`` from 1, ``win`` (0..1), ``margin``
    hints: dict[str, dict]


def percent(win: float) -> int:
    """A chance of winning (0..1) in whole percent."""
    return round(100 * win)


def badge(ctx: Hinted, key: str) -> Markup | None:
    """The rank and chance of a suggested move, shown on its button (None: not suggested)."""
    found = ctx.hints.get(key)
    if found is None:
        return None
    return el("span", {"class": "hint-badge", "aria-hidden": "true"},
              ctx.tr("hint.badge", rank=found["rank"], pct=percent(found["win"])))


def hinted(ctx: Hinted, key: str, attrs: dict[str, Any]) -> dict[str, Any]:
    """A move button's attributes, with its rank as a suggestion (``data-hint``) and the
    suggestion said to a screen reader, when it is one."""
    found = ctx.hints.get(key)
    if found is None:
        return attrs
    said = ctx.tr("hint.rank", rank=found["rank"]) + ", " + ctx.tr(
        "hint.chance", pct=percent(found["win"]))
    label = attrs.get("aria-label")
    return {**attrs, "data-hint": found["rank"],
            "aria-label": f"{label} ({said})" if label else None,
            "aria-description": None if label else said}
