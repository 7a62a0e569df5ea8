"""Gold West's table folded on a phone (`seat_fold`, as Homesteaders' and Montana's): another
player's board into one line of what a player looks at across the table (camps left,
influence in each terrain, cards, shipping tiles, Wanted camps, resources on the track),
and the investments and BoomTown into their title while the decision makes no move there
(a mid-game page was 4,100-4,800 px tall; the two parts take about 720 px of it). At the
step that uses metals, or an investment's free BoomTown space, they stand whole."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.goldwest.data import TERRAINS

from ..html import Markup, el
from .base import Ctx
from .gw_art import piece
from .seat_fold import figure, line, seat_line

if TYPE_CHECKING:
    from .gw_board import GoldWestBoard

#: the moves that put an influence token on a BoomTown space (a step offers one of them)
BOOMTOWN_MOVES = ("boomtown", "freeboomtown", "extraboomtown")


def _card() -> Markup:
    """A small investment card's outline (the folded line's picture of a card)."""
    return el("span", {"class": "gw-fold-card", "aria-hidden": "true"})


def seat_fold(ui: GoldWestBoard, ctx: Ctx, marks: list[Markup], s: dict) -> Markup:
    """The line standing before the player's board (`gw_seat.seat_board`), shown on a
    phone only while the line is open."""
    tr = ctx.tr
    seat = s["seat"]
    figures = [figure("camp", piece("camp", None, 1.1, use_cls=f"seat-fill-{seat}"),
                      tr("gw.fold.camps", n=s["camps_left"]), s["camps_left"])]
    figures += [figure(f"inf-{t}", el("span", {"class": f"inf-hex t-{t}"},
                                      piece("influence", None, 1.1),
                                      el("span", None, tr("gw.letter." + t))),
                       tr("gw.fold.influence", terrain=ui.name(ctx, t), n=s["influence"][t]),
                       s["influence"][t]) for t in TERRAINS]
    on_track = sum(len(section) for section in s["supply"])
    figures.append(figure("track", el("span", {"class": "gw-fold-track", "aria-hidden": "true"}),
                          tr("gw.fold.track", n=on_track), on_track))
    if s["cards"]:
        figures.append(figure("cards", _card(), tr("gw.fold.cards", n=len(s["cards"])),
                              len(s["cards"])))
    if s["ship_tiles"]:
        figures.append(figure("ship", piece("tile", None, 1.1),
                              tr("gw.fold.ship_tiles", n=s["ship_tiles"]), s["ship_tiles"]))
    if s["wanted"]:
        figures.append(figure("wanted", piece("poster", None, 1.1),
                              tr("gw.fold.wanted", n=s["wanted"]), s["wanted"]))
    return seat_line(ui, ctx, marks, seat, "gw-fold", figures)


def investments_fold(ui: GoldWestBoard, ctx: Ctx) -> Markup:
    """The investments folded into their title, each card's VP and the next bonus tile's
    (each count followed by "VP", in the language on screen), while no card is to be
    bought now (whole at the step that uses metals)."""
    whole = ui.shows(ctx, "invest")
    tr = ctx.tr
    v = ctx.view
    unit = tr("gw.fold.vp_unit")  # each count says it is VP, not a cost or a number
    figures = [figure("card", _card(), ui.card_words(ctx, c), c["vp"], unit)
               for c in v["investments"]]
    if v["investment_bonus"]:
        n = v["investment_bonus"][0]
        figures.append(figure("bonus", piece("tile", None, 1.1), tr("gw.fold.bonus", n=n), n,
                              unit))
    return line("gw-invest-fold titled", "gw-invest-fold", tr("gw.investments"), figures,
                hidden=whole)


def boomtown_fold(ui: GoldWestBoard, ctx: Ctx, marks: list[Markup]) -> Markup:
    """BoomTown folded into its title, the offices still free and each player's influence
    tokens there, while no space is to be taken now (whole when one may be)."""
    whole = any(ui.shows(ctx, kind) for kind in BOOMTOWN_MOVES)
    tr = ctx.tr
    spaces = ctx.view["boomtown"]
    free = sum(not sp["markers"] for sp in spaces)
    figures = [figure("free", el("span", {"class": "gw-fold-office", "aria-hidden": "true"}),
                      tr("gw.fold.offices_free", n=free, of=len(spaces)), free)]
    for s in ctx.view["seats"]:
        seat = s["seat"]
        n = sum(sp["markers"].count(seat) for sp in spaces)
        figures.append(figure(f"seat-{seat}", marks[seat],
                              tr("gw.fold.boomtown", seat=ui.seat_name(ctx, seat), n=n), n))
    return line("gw-boomtown-fold titled", "gw-boomtown-fold", tr("gw.boomtown_title"), figures,
                hidden=whole)
