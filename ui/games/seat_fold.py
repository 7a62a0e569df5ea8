"""A part of the table folded on a phone into one line (Homesteaders' and Montana's other
players' areas, Homesteaders' building supply): what a player looks at across the table,
each count beside its picture; a tap opens the part whole, and a part opened stays open
from one move to the next (render.js keeps a `KEEP` details open). Folded, a phone's page
keeps the player's own area, the board and the prompt close together. A laptop never shows
the lines, only the parts whole (assets/style.css: `.seat-fold`)."""
from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

from .. import hooks
from ..html import Markup, el

if TYPE_CHECKING:
    from .base import Ctx, GameUI


def front_seat(ctx: "Ctx") -> int:
    """The player whose area is in front, drawn whole: the person choosing, else the one
    whose screen this is (while a bot plays), else the one to act, else the first."""
    if ctx.legal:
        return ctx.legal[0].seat
    seat = ctx.view.get("seat")
    if isinstance(seat, int):
        return seat
    to_act = ctx.view.get("to_act") or []
    return to_act[0] if to_act else 0


def figure(name: str, picture: Markup, words: str, n: int | None,
           more: str | None = None) -> Markup:
    """A count beside its picture, said whole to screen readers (`words`); `more` after the
    count marks what it leaves out (a count of what is not behind a player's screen)."""
    return el("span", {"class": f"fq fq-{name}", "role": "img", "aria-label": words},
              picture, el("b", None, n) if n is not None else None,
              el("span", {"class": "fq-more", "aria-hidden": "true"}, more) if more else None)


def line(cls: str, keep: str, who: Any, figures: list[Markup],
         badge: Markup | None = None, hidden: bool = False) -> Markup:
    """The folded line standing right before the part it opens (`keep`: its key, which
    keeps it open across moves). Its figures carry no key of their own: a keyed component
    has a tip a keyboard reaches, and the line's one stop is its summary; render.js marks
    the closed line changed when a keyed piece of its part changed. A line not needed now
    (the part stands whole) is drawn `hidden` rather than left out: the DOM morph replaced
    the keyed parts after a line that came or went (every element of Homesteaders' market
    and the other players' areas, at most moves; e2e/test_phone_parts_kept.py)."""
    return el("details", {"class": f"{hooks.FOLD} {cls}", hooks.KEEP: keep,
                          "hidden": hidden},
              el("summary", None, el("span", {"class": hooks.FOLD_WHO}, who), badge,
                 el("span", {"class": "figures"},
                    figures)))


#: a move or a refused choice drawn in a part: (attribute, key)
_KEYS = re.compile(f'({hooks.ACTION}|{hooks.CHOICE})="([^"]*)"')


def asks_in(ctx: "Ctx", part: Markup | None, always: frozenset[str] = frozenset()) -> bool:
    """Whether the decision on screen asks about something drawn in `part`, so that folding
    it would hide it (the engine's offer decides, read from the buttons the part draws): one
    of its main moves; a side move while only side moves are offered, or of a kind not in
    `always` (kinds offered at every decision, a debt, which alone keep no part open); or a
    refused choice of a kind the decision offers as a main move (its reason must be in
    view). Refused side moves (a trade without a token) leave it folded."""
    if not part or not ctx.legal:
        return False
    main = {a.kind for a in ctx.legal if not a.free}
    for attr, key in _KEYS.findall(part):
        key = html.unescape(key)
        if attr == hooks.CHOICE:
            if key.split(":")[0] in main:
                return True
            continue
        action = ctx.by_key.get(key)
        if action is not None and (not action.free or not main or action.kind not in always):
            return True
    return False


def fold_line(ctx: "Ctx", part: Markup | None, cls: str, keep: str, who: Any,
              figures: list[Markup], always: frozenset[str] = frozenset(),
              whole: bool = False) -> Markup | None:
    """The line folding `part` on a phone, hidden while the decision asks about something
    in it (`asks_in`) or the caller wants it `whole`: the part then stands whole, its moves
    and reasons in view."""
    if part is None:
        return None
    return line(cls, keep, who, figures, hidden=whole or asks_in(ctx, part, always))


def seat_line(gui: "GameUI", ctx: "Ctx", marks: list[Markup], seat: int, cls: str,
              figures: list[Markup]) -> Markup:
    """A player's area folded: marker and name, "to play" when they are to act, figures."""
    now = el("span", {"class": "badge now", hooks.NOW: True},
             ctx.tr("ui.to_play")) if seat in ctx.view.get("to_act", []) else None
    return line(cls, f"{cls}-{seat}", [marks[seat], " ", gui.seat_name(ctx, seat)], figures,
                now)
