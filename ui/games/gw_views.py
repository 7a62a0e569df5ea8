"""Gold West on a laptop: the map, the shipping tracks with BoomTown, and the investments
take turns in the place above the players' boards. At a readable size (hexes of 52 px and
more, 12 px words) the map and the players' boards fill a laptop's height, and shipping,
BoomTown and the investments stood a scroll below them. Shown in the map's place, each
is in view together with the supply tracks: the board shows the part its decision is about
(a shipping or BoomTown choice the tracks and BoomTown, an investment the cards, anything
else the map), and a click on its name shows another. The part a player chose stays shown
through the moves that follow (the bots' too: assets/render.js keeps it) until their own
next decision asks about another part: `hooks.PARTS_ASKED` says which while a person is
choosing.

A phone and a presented board show every part (assets/games/goldwest.css hides the
switch there); the switch is plain radio buttons, one Tab stop (the unchecked ones out of
the Tab order, as the browser treats them; the arrow keys go from name to name), its choice
drawn by CSS.
It stands last in the board's order (the grid draws it above the map), so that the Tab
key reaches the map and the players' boards, where the first move is, before it.
"""
from __future__ import annotations

from .. import hooks
from ..html import Markup, el
from .base import Ctx

#: the parts the board shows in turn, in the order of their names
VIEWS = ("map", "town", "invest")
#: the moves whose choices stand on the shipping tracks or BoomTown
_TOWN_MOVES = frozenset({"ship", "freeship", "boomtown", "freeboomtown", "extraboomtown"})


def asked_view(ctx: Ctx) -> str:
    """The part the decision's moves are chosen on (the map when no choice is asked)."""
    kinds = {a.kind for a in ctx.legal}
    if kinds & _TOWN_MOVES:
        return "town"
    return "invest" if "invest" in kinds else "map"


def view_switch(ctx: Ctx) -> Markup:
    """The parts' names as radio buttons, the asked part's checked."""
    tr = ctx.tr
    names = {"map": tr("gw.view.map"),
             "town": f"{tr('gw.shipping')} · {tr('gw.boomtown_title')}",
             "invest": tr("gw.investments")}
    shown = asked_view(ctx)
    return el("div", {"class": f"gw-views {hooks.PARTS}", "role": "radiogroup",
                      "aria-label": tr("gw.view.label"),
                      hooks.PARTS_ASKED: shown if ctx.choosing else None},
              [el("label", {"class": "gw-view"},
                  el("input", {"type": "radio", "name": "gw-view", "value": v,
                               "class": f"gw-view-{v}", "checked": v == shown,
                               "tabindex": None if v == shown else "-1"}),
                  el("span", None, names[v]))
               for v in VIEWS])
