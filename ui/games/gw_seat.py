"""A Gold West player's own board: the supply track (section 4 at the bottom of the board,
drawn on the left, up to section 1 and the resources in hand this turn), the influence in
each terrain, the camps still to place, the investment cards taken, the shipping bonus
tiles and the tokens looked at. Activating, leaving resources behind, placing a token's
resources and adding a card's resources are all chosen on this track.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.goldwest.data import INVESTMENTS, RESOURCES, SECTIONS, TERRAINS

from .. import hooks
from ..art import drawn
from ..html import Markup, el
from .base import Ctx
from .gw_art import piece, res
from .gw_town import hidden

if TYPE_CHECKING:
    from .gw_board import GoldWestBoard

#: the supply-track moves, by the step that asks for them
_SECTION_MOVE = {"activate": "activate", "section": "section"}
#: the investment card that gives an influence in a terrain (its ability)
_INFLUENCE_CARD = {card.ability.split(":")[1]: card.id for card in INVESTMENTS
                   if card.ability.startswith("influence:")}


def _holding(body: Markup, n: int, k: str, tip: str, given: str | None = None) -> Markup:
    """A count of the seat's; `given`: the place its gain comes from when that place is
    brought with the move (`hooks.GAIN_FROM`)."""
    return el("span", {"class": "hold", hooks.KEY: k, hooks.COUNT: n, hooks.TIP: tip,
                       hooks.GAIN_FROM: given, "tabindex": "0"}, body, el("b", None, n))


def _card_key(seat: int, card: int) -> str:
    """An investment card the seat took, in its cards."""
    return f"gw-held-{seat}-{card}"


def _section(ui: GoldWestBoard, ctx: Ctx, s: dict, i: int, mine: bool, step: str | None
             ) -> Markup:
    tr = ctx.tr
    seat = s["seat"]
    held = s["supply"][i]
    icons = [res(r, None, 1.05) for r in held]
    words = ui.param(ctx, "resources", held)
    body = [hidden(el("span", {"class": "sec-label"}, drawn(i + 1), el("small", None,
                                                                       drawn(f"+{i}"))),
                   el("span", {"class": "sec-res"}, icons)),
            el("span", {"class": "sr-only"}, tr("gw.section_words", n=i + 1, vp=i,
                                                 resources=words))]
    move = _SECTION_MOVE.get(step)
    key = f"{move}:{i}" if mine and move and ui.shows(ctx, move) else ""
    task = ctx.view.get("task") or {}
    target = mine and step == "drop" and task["args"][0] == i
    gains = None
    if mine and step == "gain":
        gains = el("div", {"class": "gains", hooks.NOW: True},
                   [ui.spot(ctx, f"gain:{r}:{i}", res(r, None, 1.1), "gain") for r in RESOURCES])
    # what it holds, one word a resource: motion flies each to or from the hand
    return el("li", {"class": "sec-place" + (" drop-target" if target else ""),
                     hooks.KEY: f"gw-sec-{seat}-{i}", hooks.COUNT: len(held),
                     hooks.TOKEN: " ".join(held) or None},
              ui.spot(ctx, key, body, "sec", tip=tr("gw.tip.section", n=i + 1, vp=i)), gains)


def held(ctx: Ctx, s: dict) -> tuple[dict[str, int], str | None]:
    """What the seat holds in hand, and the hex it came from with the last move: this
    turn's pool, or, once it has built or looted (the pool's rest discarded), the mining
    token's resources it is putting into a section (the engine keeps them in its step, not
    its pool: drawn empty, the hand said "—" while the prompt asked to put them somewhere),
    come from the token's hex (its engine key: motion flies them from there, after the camp
    lands)."""
    task = ctx.view.get("task") or {}
    seat = s["seat"]
    if task.get("step") != "section" or task.get("seat") != seat:
        return s["pool"], None
    taken = next((e["params"]["hex"] for e in reversed(ctx.view["log"])
                  if e["id"] in ("gw.build", "gw.loot") and e["params"]["seat"] == seat), None)
    return {r: task["args"][0].count(r) for r in RESOURCES}, taken


def _hand(ui: GoldWestBoard, ctx: Ctx, s: dict, mine: bool, step: str | None) -> Markup:
    """The resources in hand this turn (the top of the track); leaving one behind while
    activating is choosing it here."""
    tr = ctx.tr
    seat = s["seat"]
    drop = mine and step == "drop"
    pool, taken = held(ctx, s)
    source = ui.hex_place(taken) if taken else None
    items = []
    for r in RESOURCES:
        n = pool[r]
        tip = tr("gw.tip.hand", res=ui.name(ctx, r))
        if drop:
            inner = ui.spot(ctx, f"drop:{r}", hidden(res(r, None, 1.3), el("b", None, drawn(n))),
                            "hold", tip=tip)
        else:
            inner = el("span", {"class": "hold", hooks.TIP: tip, "tabindex": "0"},
                       res(r, ui.name(ctx, r), 1.3), el("b", None, n))
        # kept when there is none, hidden, so that its count is seen going up and down
        items.append(el("span", {"class": "hand-item", hooks.KEY: f"hold-{seat}-{r}",
                                 hooks.COUNT: n, hooks.FROM: source if n else None,
                                 "hidden": not n}, inner))
    empty = not any(pool.values())
    return el("li", {"class": "hand", hooks.KEY: f"gw-hand-{seat}",
                     hooks.TIP: tr("gw.tip.hand_empty") if empty else None,
                     "tabindex": "0" if empty else None},
              el("span", {"class": "sec-label"}, tr("gw.hand")),
              el("span", {"class": "hand-res"}, items,
                 el("span", {"class": hooks.MUTED}, "—") if empty else None))


def _cards(ui: GoldWestBoard, ctx: Ctx, s: dict) -> Markup | None:
    """The investment cards taken: small cards with their VP and ability."""
    if not s["cards"]:
        return None
    out = []
    for c in s["cards"]:
        card = INVESTMENTS[c]
        data = {"id": c, "cost": card.cost, "vp": card.vp, "ability": card.ability}
        # taken from the investments (motion flies it from there)
        out.append(el("li", {"class": "mini-card", hooks.KEY: _card_key(s["seat"], c),
                             hooks.FROM: f"gw-card-{c}",
                             hooks.TIP: ui.card_tip(ctx, data), "tabindex": "0"},
                      el("b", None, card.vp), el("small", None, "#", c),
                      el("span", {"class": "sr-only"}, ui.card_words(ctx, data))))
    return el("ul", {"class": "mini-cards", "aria-label": ctx.tr("gw.investments")}, out)


def seat_board(ui: GoldWestBoard, ctx: Ctx, marks: list[Markup], s: dict) -> Markup:
    tr = ctx.tr
    seat = s["seat"]
    mine = bool(ctx.legal) and ctx.legal[0].seat == seat
    step = (ctx.view.get("task") or {}).get("step")
    k = f"hold-{seat}"
    track = [_section(ui, ctx, s, i, mine, step) for i in reversed(range(SECTIONS))]
    # a terrain's card taken gives its influence: motion flies that one from the card
    influence = [_holding(el("span", {"class": f"inf-hex t-{t}"},
                             piece("influence", ui.name(ctx, t)),
                             el("span", {"aria-hidden": "true"}, tr("gw.letter." + t))),
                          s["influence"][t], f"{k}-inf-{t}",
                          tr("gw.tip.influence", terrain=ui.name(ctx, t)),
                          _card_key(seat, _INFLUENCE_CARD[t])
                          if _INFLUENCE_CARD.get(t) in s["cards"] else None)
                 for t in TERRAINS]
    things = [_holding(piece("camp", tr("gw.camps_name"), use_cls=f"seat-fill-{seat}"),
                       s["camps_left"], f"{k}-camps", tr("gw.tip.camps", n=s["camps_left"])),
              _holding(piece("poster", tr("gw.wanted_title")), s["wanted"], f"{k}-wanted",
                       tr("gw.tip.wanted")),
              _holding(piece("tile", tr("gw.ship_tiles_name")), s["ship_tiles"],
                       f"{k}-shiptiles", tr("gw.tip.ship_tiles"))]
    peeked = None
    if s.get("peeked"):
        peeked = el("p", {"class": hooks.SMALL}, tr("gw.peeked", tokens="; ".join(
            tr("gw.short.hex", hex=ui.hex_name(ctx, h), token=ui.param(ctx, "token", t))
            for h, t in s["peeked"])))
    return ui.seat_card(
        ctx, marks, seat, [],
        el("div", {"class": "counts"}, things, influence),
        el("ol", {"class": "supply-track", "aria-label": tr("gw.supply")}, track,
           _hand(ui, ctx, s, mine, step)),
        _cards(ui, ctx, s), peeked)
