"""Homesteaders' building cards, as printed: the type's colour and picture, the cost, the
victory points, the income, the worker slots with what each produces, the effect when
built and the end bonus, all as icons, with the card's full text as its tip.

The same card is drawn in the building supply (where building it is a choice) and in a
player's town (where its worker slots are the choices). Every value comes from the
engine's data module. A card is made of `<span>`s so that a card can itself be a button.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.homesteaders.data import BUILDINGS, CLEAR_DEBT_SILVER, RODEO_MAX
from engine.homesteaders.economy import MARKET_EXCHANGES

from .. import hooks
from ..html import Markup, el
from .hs_icons import icon

if TYPE_CHECKING:
    from .base import Ctx
    from .hs_board import HomesteadersBoard

#: what an end bonus counts -> its picture
PER_ICON = {"building": "tile", "worker": "worker", "rail_line": "rail_line",
            "residential": "type-residential", "commercial": "type-commercial",
            "industrial": "type-industrial", "special": "type-special"}
#: effects when built -> (picture, sign before it)
EFFECT_ICON = {"clear_debt": ("debt", "−"), "trade": ("trade", "+"),
               "rail_line": ("rail_line", "+"), "worker": ("worker", "+"),
               "rail_advance": ("rail", "+"), "extra_build": ("build", "+")}


def qty(gui: "HomesteadersBoard", ctx: "Ctx", key: str, n: int | str, sign: str = "") -> Markup:
    """An amount as its picture and its number, read as words by screen readers."""
    words = gui.amount(ctx, key, n) if isinstance(n, int) else gui.name(ctx, key)
    if sign:
        return el("span", {"class": "q", "role": "img", "aria-label": words},
                  el("b", None, f"{sign}{n}"), icon(key))
    return el("span", {"class": "q", "role": "img", "aria-label": words},
              icon(key), el("b", None, n) if n != 1 else None)


def qtys(gui: "HomesteadersBoard", ctx: "Ctx", counts: dict, sign: str = "") -> list[Markup]:
    return [qty(gui, ctx, k, n, sign) for k, n in counts.items() if n]


def memo(gui: "HomesteadersBoard", ctx: "Ctx", key: tuple, make: Callable[[], Any]) -> Any:
    """What does not change from move to move (printed values, a track's picture for a
    given position) is drawn once per language and reused: `key` says what it depends on."""
    found = gui.printed.get((ctx.tr.lang, *key))
    if found is None:
        found = gui.printed[(ctx.tr.lang, *key)] = make()
    return found


def tip(gui: "HomesteadersBoard", ctx: "Ctx", key: str) -> str:
    """A building's whole card in words: name, type and stage, then every printed value."""
    def make() -> str:
        b = BUILDINGS[key]
        head = ctx.tr("hs.tip.building", building=gui.name(ctx, key),
                      type=gui.name(ctx, b.type), stage=gui.name(ctx, b.stage))
        return " · ".join([head, *gui.building_text(ctx, key)])
    return memo(gui, ctx, ("tip", key), make)


def _income(gui: "HomesteadersBoard", ctx: "Ctx", key: str) -> Markup | None:
    b = BUILDINGS[key]
    parts: list = qtys(gui, ctx, b.income, "+")
    if b.income_rule == "rodeo":
        parts.append(el("span", {"class": "q rule"}, icon("silver", gui.name(ctx, "silver")),
                        ctx.tr("hs.card.rodeo", most=RODEO_MAX)))
    elif b.income_rule == "clear_debt":
        parts += [qty(gui, ctx, "debt", 1, "−"), el("span", {"class": "or"}, "/"),
                  qty(gui, ctx, "silver", CLEAR_DEBT_SILVER, "+")]
    if not parts:
        return None
    return el("span", {"class": "hc-row hc-income"},
              icon("income", ctx.tr("hs.card.income")), parts)


def slot_body(gui: "HomesteadersBoard", ctx: "Ctx", key: str, i: int, workers: int,
              seat: int | None, makes: bool = True) -> Markup:
    """A worker slot: its boxes (with the workers standing in them), then what it makes
    (left out on a chip: the tip says it)."""
    return memo(gui, ctx, ("slot", key, i, workers, seat, makes),
                lambda: _slot_body(gui, ctx, key, i, workers, seat, makes))


def _slot_body(gui: "HomesteadersBoard", ctx: "Ctx", key: str, i: int, workers: int,
               seat: int | None, makes: bool) -> Markup:
    needed, output = BUILDINGS[key].slots[i]
    boxes = [el("span", {"class": "box" + (" filled" if n < workers else "")},
                icon("worker", cls=f"{hooks.SEAT}{seat} {hooks.PIECE}") if n < workers
                else icon("slot"))
             for n in range(needed)]
    if not makes:
        return el("span", {"class": "boxes"}, boxes)
    # what it makes is printed on the card of the player in front (whose turn it is), not
    # on the chips of the others: not what a move changes (`hooks.NOW`)
    return Markup(el("span", {"class": "boxes"}, boxes) + el("span", {
        "class": "arrow", "aria-hidden": "true", hooks.NOW: True}, "→")
                  + el("span", {"class": "out", hooks.NOW: True}, qtys(gui, ctx, output)))


def _effects(gui: "HomesteadersBoard", ctx: "Ctx", key: str) -> Markup | None:
    b = BUILDINGS[key]
    if not b.on_build:
        return None
    parts = []
    for effect in b.on_build:
        picture, sign = EFFECT_ICON[effect]
        label = ctx.tr(f"hs.effect.{effect}")
        parts.append(el("span", {"class": "q", "role": "img", "aria-label": label},
                        el("b", None, sign), icon(picture)))
        if effect == "clear_debt":
            parts += [el("span", {"class": "or"}, "/"),
                      qty(gui, ctx, "silver", CLEAR_DEBT_SILVER, "+")]
    return el("span", {"class": "hc-row hc-effect"},
              icon("build", ctx.tr("hs.card.on_build")), parts)


def _end(gui: "HomesteadersBoard", ctx: "Ctx", key: str) -> Markup | None:
    b = BUILDINGS[key]
    if not b.end_vp:
        return None
    parts = [el("span", {"class": "q", "role": "img",
                         "aria-label": ctx.tr("hs.end_vp", vp=vp, what=ctx.tr(f"hs.per.{what}"))},
                el("b", None, vp), icon("vp"), el("span", {"class": "or"}, "/"),
                icon(PER_ICON[what]))
             for what, vp in b.end_vp]
    return el("span", {"class": "hc-row hc-end"}, icon("end", ctx.tr("hs.card.end")), parts)


def powers(gui: "HomesteadersBoard", ctx: "Ctx", key: str, mine: bool) -> Markup | None:
    """A building's own power printed on its card; the Market's and the Bank's exchanges
    are choices on the card of their owner while that owner is choosing."""
    tr = ctx.tr
    if not tr.has(f"hs.power.{key}"):
        return None
    said = el("span", {"class": "sr-only"}, tr(f"hs.power.{key}"))
    if key not in ("market", "bank"):
        return el("span", {"class": "hc-row hc-power"}, said,
                  el("span", {"class": "txt", "aria-hidden": "true"},
                     tr(f"hs.card.power.{key}")))
    trades = MARKET_EXCHANGES.items() if key == "market" else [("silver", None)]
    parts = []
    for gain, give in trades:
        face = [icon("trade"), icon(give) if give else None,
                el("span", {"class": "arrow"}, "→"), icon(gain)]
        choice = f"market:{gain}" if key == "market" else "bank"
        parts.append(gui.spot(ctx, choice, face, "power") if mine else
                     el("span", {"class": "q", "aria-hidden": "true"}, face))
    return el("span", {"class": "hc-row hc-power"}, said, parts)


def card(gui: "HomesteadersBoard", ctx: "Ctx", key: str, slots: list[Markup] | None = None,
         foot: Markup | None = None, power: Markup | None = None) -> Markup:
    """The face of building `key`. `slots` and `power` replace the printed worker slots and
    power (a player's town draws them as choices); `foot` closes the card."""
    b = BUILDINGS[key]
    if power is None:
        power = memo(gui, ctx, ("power", key), lambda: Markup(powers(gui, ctx, key, False) or ""))
    if slots is None:
        slots = [memo(gui, ctx, ("slots", key), lambda: Markup("".join(
            el("span", {"class": "hc-row hc-slot"}, slot_body(gui, ctx, key, i, 0, None))
            for i in range(len(b.slots)))))]
    return el("span", {"class": f"hs-card type-{b.type} key-{key}"},
              memo(gui, ctx, ("top", key), lambda: _top(gui, ctx, key)),
              el("span", {"class": "hc-rows"},
                 memo(gui, ctx, ("income", key), lambda: Markup(_income(gui, ctx, key) or "")),
                 slots, power,
                 memo(gui, ctx, ("after", key), lambda: Markup(
                     (_effects(gui, ctx, key) or "") + (_end(gui, ctx, key) or "")))),
              foot)


def chip(gui: "HomesteadersBoard", ctx: "Ctx", key: str, slots: list[Markup]) -> Markup:
    """Building `key` as a chip in another player's area: its type's colour and picture,
    its name and VP, then its worker slots with the workers standing in them."""
    return el("span", {"class": f"hs-chip type-{BUILDINGS[key].type} key-{key}"},
              memo(gui, ctx, ("head", key), lambda: _head(gui, ctx, key)),
              el("span", {"class": "hc-slots"}, slots) if slots else None)


def _head(gui: "HomesteadersBoard", ctx: "Ctx", key: str) -> Markup:
    """A building's head: its type's picture, its name and its VP."""
    b = BUILDINGS[key]
    vp = el("span", {"class": "hc-vp q", "role": "img", "aria-label": gui.amount(ctx, "vp", b.vp)},
            icon("vp"), el("b", None, b.vp)) if b.vp else None
    return el("span", {"class": "hc-head"}, icon(f"type-{b.type}", gui.name(ctx, b.type)),
              el("span", {"class": "hc-name"}, gui.name(ctx, key)), vp)


def _top(gui: "HomesteadersBoard", ctx: "Ctx", key: str) -> Markup:
    """The card's head (type, name, VP) and its cost."""
    b = BUILDINGS[key]
    cost = qtys(gui, ctx, dict(b.cost)) or [el("span", {"class": "free"}, ctx.tr("hs.no_cost"))]
    return Markup(_head(gui, ctx, key)
                  + (el("span", {"class": "hc-cost"}, el("span", {"class": "sr-only"},
                                                         ctx.tr("hs.card.cost")), cost)
                     if key != "homestead" else ""))


def build_cost(params: tuple) -> dict:
    """What a build key costs: the printed cost, with the River Port's gold in place of the
    copper and livestock counts the key names."""
    cost = dict(BUILDINGS[params[0]].cost)
    if len(params) > 1:
        copper, livestock = params[1], params[2]
        cost["copper"] = cost.get("copper", 0) - copper
        cost["livestock"] = cost.get("livestock", 0) - livestock
        cost["gold"] = cost.get("gold", 0) + copper + livestock
    return cost
