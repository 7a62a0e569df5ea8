"""Teaching from the page: links to each game's rules page and the phase guide.

The rules pages are static HTML (``rules/<game>.<lang>.html``), readable before Python is
ready, offline and on paper; each section has a stable English anchor whatever the
language. The phase guide names the phase or step the game is in, says in a few sentences
what the rulebook says about it and links to its section. Each game supplies only its
facts: which guide entry a position is in (`GameUI.phase`), its texts
(``<prefix>.guide.<entry>.title`` and ``.text``), its sections (`GameUI.guide_sections`) and
the values its texts name (`GameUI.guide_values`).
"""
from __future__ import annotations

from . import hooks
from .games import GameUI, board_class
from .html import Markup, el
from .i18n import Translator
from .registry import PRESENTATIONS


def rules_href(game_id: str, lang: str, section: str | None = None) -> str:
    """The rules page of `game_id` in `lang`, at `section` (relative: works under a
    sub-path such as ``/westbound/``)."""
    return f"rules/{game_id}.{lang}.html" + (f"#{section}" if section else "")


def rules_link(tr: Translator, game_id: str, text: str, section: str | None = None,
               cls: str | None = None) -> Markup:
    """A link to the rules (a new tab: the game stays where it is)."""
    return el("a", {"href": rules_href(game_id, tr.lang, section), hooks.RULES: game_id,
                    "target": "_blank", "rel": "noopener", "class": cls}, text)


def phase_guide(tr: Translator, game_id: str, prefix: str, entry: str | None,
                folded: bool) -> Markup | None:
    """The guide panel (``[data-phase-guide]``) for the guide entry `entry`, or None when
    the game has no text for it. Folded, only its title and the unfold button show."""
    if entry is None or not tr.has(f"{prefix}.guide.{entry}.title"):
        return None
    board = board_class(game_id) if game_id in PRESENTATIONS else GameUI
    section = board.guide_sections.get(entry)
    values = board.guide_values
    toggle = el("button", {"type": "button", "class": "icon-text guide-toggle",
                           hooks.CMD: "guide", "aria-expanded": "false" if folded else "true"},
                tr("ui.guide_show" if folded else "ui.guide_hide"))
    body = None if folded else [
        el("p", None, tr(f"{prefix}.guide.{entry}.text", **values)),
        el("p", {"class": "guide-link"}, rules_link(tr, game_id, tr("ui.guide_rules"),
                                                    section))]
    return el("section", {"class": "panel guide" + (" folded" if folded else ""),
                          "data-phase-guide": entry, "aria-label": tr("ui.guide")},
              el("div", {"class": "guide-head"},
                 el("h2", None, el("span", {"class": hooks.MUTED}, tr("ui.guide_now")), " ",
                    tr(f"{prefix}.guide.{entry}.title", **values)), toggle),
              body)
