"""Teaching from the page: links to each game's rules page and the phase guide.

The rules pages are static HTML (``rules/<game>.<lang>.html``), readable before Python is
ready, offline and on paper; each section has a stable English anchor whatever the
language. The phase guide names the phase or step the game is in, says in a few sentences
what the rulebook says about it and links to its section. Each game supplies only its
facts: which guide entry a position is in (`GameUI.phase`), its texts
(``<prefix>.guide.<entry>.title`` and ``.text``) and its section (`SECTIONS`).
"""
from __future__ import annotations

from engine.goldwest import data as gw
from engine.homesteaders import data as hs
from engine.montana import data as mt

from .html import Markup, el
from .i18n import Translator

#: game -> guide entry -> the anchor of its section on the game's rules page
SECTIONS: dict[str, dict[str, str]] = {
    "homesteaders": {
        "place": "workers", "pay": "money", "neutral": "two-players", "bid": "bidding",
        "rail": "railroad", "build": "building", "worker": "tile-bonuses",
        "exchange": "tile-bonuses", "endgame": "end",
    },
    "goldwest": {
        "activate": "supply", "drop": "supply", "metals": "metals", "section": "after-building",
        "freeship": "investments", "freeboomtown": "investments", "extraboomtown": "investments",
        "upgrade": "investments", "gain": "investments", "peek": "investments",
    },
    "montana": {
        "start_region": "setup", "turn": "turn", "choose_worker": "recruit",
        "advance": "recruit", "release": "recruit", "send": "harvest", "small": "harvest",
        "town_place": "town", "town_reward": "town", "build_more": "build",
        "canteen": "canteens",
    },
}


#: game -> the printed values the guide texts name (``{bids}``…), from each data module
VALUES: dict[str, dict[str, object]] = {
    "homesteaders": {"bids": ", ".join(map(str, hs.BID_VALUES)), "gold": hs.GOLD_AS_SILVER,
                     "debt": hs.DEBT_SILVER, "repay": hs.DEBT_REPAY_SILVER,
                     "rail_vp": hs.RAIL_TRACK_VP},
    "goldwest": {"tile_vp": gw.BOOMTOWN_TILE_VP},
    "montana": {"builds": mt.BUILDS_PER_TURN, "steps": mt.WHEEL_MAX_STEPS,
                "workers": mt.MAX_WORKERS},
}


def rules_href(game_id: str, lang: str, section: str | None = None) -> str:
    """The rules page of `game_id` in `lang`, at `section` (relative: works under a
    sub-path such as ``/westbound/``)."""
    return f"rules/{game_id}.{lang}.html" + (f"#{section}" if section else "")


def rules_link(tr: Translator, game_id: str, text: str, section: str | None = None,
               cls: str | None = None) -> Markup:
    """A link to the rules (a new tab: the game stays where it is)."""
    return el("a", {"href": rules_href(game_id, tr.lang, section), "data-rules": game_id,
                    "target": "_blank", "rel": "noopener", "class": cls}, text)


def phase_guide(tr: Translator, game_id: str, prefix: str, entry: str | None,
                folded: bool) -> Markup | None:
    """The guide panel (``[data-phase-guide]``) for the guide entry `entry`, or None when
    the game has no text for it. Folded, only its title and the unfold button show."""
    if entry is None or not tr.has(f"{prefix}.guide.{entry}.title"):
        return None
    section = SECTIONS.get(game_id, {}).get(entry)
    values = VALUES.get(game_id, {})
    toggle = el("button", {"type": "button", "class": "icon-text guide-toggle",
                           "data-cmd": "guide", "aria-expanded": "false" if folded else "true"},
                tr("ui.guide_show" if folded else "ui.guide_hide"))
    body = None if folded else [
        el("p", None, tr(f"{prefix}.guide.{entry}.text", **values)),
        el("p", {"class": "guide-link"}, rules_link(tr, game_id, tr("ui.guide_rules"),
                                                    section))]
    return el("section", {"class": "panel guide" + (" folded" if folded else ""),
                          "data-phase-guide": entry, "aria-label": tr("ui.guide")},
              el("div", {"class": "guide-head"},
                 el("h2", None, el("span", {"class": "muted"}, tr("ui.guide_now")), " ",
                    tr(f"{prefix}.guide.{entry}.title", **values)), toggle),
              body)
