"""Homesteaders' auction board, as printed: the round track with its three stages, the
auction spaces with this round's tiles and their bid ladders (3 to 21) on which the bid
markers stand, the 2-player neutral token's level, the Railroad Development Track with
every player's marker, and the tiles still to come.

Bidding is choosing a step of a ladder, placing the neutral token is choosing its level on
an auction, passing is choosing the next rail space, and a rail bonus is chosen on the
track: each is a `spot`, so the engine says whether it is allowed and, if not, why.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.homesteaders.data import (
    BID_VALUES,
    NEUTRAL_LEVELS,
    OFFER_BY_ROUND,
    RAIL_TRACK,
    ROUNDS,
    TILE_STAGE_ORDER,
    TILES,
)

from .. import hooks
from ..html import Markup, el
from ..supply_tray import tray
from .hs_cards import memo, qtys
from .hs_icons import icon

if TYPE_CHECKING:
    from ..i18n import Translator
    from .base import Ctx
    from .hs_board import HomesteadersBoard

#: the stages printed over the round track, with their first and last rounds: a stage
#: begins where the offer changes, and its auction tiles are those of that stage
_STARTS = sorted(r for r in OFFER_BY_ROUND if r <= ROUNDS)
ERA_ROUNDS = tuple(zip(TILE_STAGE_ORDER, _STARTS, [r - 1 for r in _STARTS[1:]] + [ROUNDS],
                       strict=True))


def step_of(ctx: "Ctx") -> str | None:
    """The step a person is choosing in now (None during a bot's turn or a replay)."""
    task = ctx.view.get("task")
    return task["step"] if task and ctx.legal else None


def acting_seat(ctx: "Ctx") -> int | None:
    return ctx.legal[0].seat if ctx.legal else None


def board(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup]) -> Markup:
    v = ctx.view
    rows = [auction(gui, ctx, marks, a) for a in v["auctions"]]
    if v.get("neutral_level") is not None:
        rows.append(neutral_track(gui, ctx))
    return el("section", {"class": "hs-auction-board", "aria-label": ctx.tr("hs.board.auctions")},
              round_track(gui, ctx),
              el("div", {"class": "hs-auctions"}, rows),
              rail_track(gui, ctx, marks),
              coming(gui, ctx))


# -- the round track ---------------------------------------------------------------------
def round_track(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup:
    return memo(gui, ctx, ("rounds", ctx.view["round"]), lambda: _round_track(gui, ctx))


def _round_track(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup:
    now = ctx.view["round"]
    tr = ctx.tr
    eras = [el("li", {"class": f"era era-{stage}", "style": f"grid-column:{first}/{last + 1}"},
               gui.name(ctx, stage)) for stage, first, last in ERA_ROUNDS]
    cells = []
    offer: tuple = ()
    for rnd in range(1, ROUNDS + 2):
        change = rnd in OFFER_BY_ROUND and rnd > 1
        offer = OFFER_BY_ROUND.get(rnd, offer)
        if rnd > ROUNDS:
            text = tr("hs.tip.round.final")
        else:
            text = tr("hs.tip.round", round=rnd, rounds=ROUNDS,
                      stages=", ".join(gui.name(ctx, s) for s in offer))
            if change:
                text += " " + tr("hs.tip.round.change", stages=", ".join(
                    gui.name(ctx, s) for s in offer))
        if rnd == now:
            text += " " + tr("hs.tip.round.now")
        state = "now" if rnd == now else ("past" if rnd < now else "")
        cells.append(el(
            "li", {"class": f"rnd {state}" + (" change" if change else ""),
                   hooks.KEY: f"hs-round-{rnd}", hooks.TIP: text, "tabindex": "0",
                   "aria-current": "step" if rnd == now else None},
            el("span", {"class": "n"}, rnd if rnd <= ROUNDS else tr("hs.round.final_short")),
            icon("round", tr("hs.round_marker")) if rnd == now else None))
    return el("div", {"class": "hs-rounds", "role": "group", "aria-label": tr("hs.board.rounds")},
              el("ol", {"class": "eras", "aria-hidden": "true"}, eras),
              el("ol", {"class": "cells"}, cells))


# -- auction tiles -------------------------------------------------------------------------
def bonus(gui: "HomesteadersBoard", ctx: "Ctx", b: list | tuple) -> Markup:
    """A tile's bonus as it is printed: a worker, a rail advance, a gain, an exchange."""
    kind = b[0]
    text = gui.bonus(ctx, list(b))
    if kind in ("worker", "rail"):
        body: list = [el("b", None, "+"), icon(kind)]
    elif kind == "gain":
        body = qtys(gui, ctx, b[1], "+")
    else:
        body = [*qtys(gui, ctx, b[1]), el("span", {"class": "arrow"}, "→"),
                *qtys(gui, ctx, b[2])]
        if b[3]:
            body += [el("span", {"class": "or"}, "/"), icon("gold"), icon("type-industrial")]
    return el("span", {"class": "ht-bonus", "role": "img", "aria-label": text}, body)


def tile_tip(gui: "HomesteadersBoard", ctx: "Ctx", tile_id: int) -> str:
    t = TILES[tile_id]
    tr = ctx.tr
    parts = [tr("hs.tip.tile", id=t.id, stage=gui.name(ctx, t.stage), stack=t.stack)]
    if t.build_types:
        parts.append(tr("hs.tip.tile.build", types=" / ".join(
            gui.name(ctx, k) for k in t.build_types)))
    else:
        parts.append(tr("hs.tip.tile.nobuild"))
    for b in t.bonuses:
        parts.append(gui.bonus(ctx, list(b)) + ".")
        if b[0] == "exchange" and b[3]:
            parts.append(tr("hs.tip.tile.river_port"))
    return " ".join(parts)


def tile_face(gui: "HomesteadersBoard", ctx: "Ctx", tile_id: int, extra: Markup | None = None,
              mini: bool = False) -> Markup:
    """An auction tile: its number and stage, the building types it allows, its bonuses
    (or, while its winner uses its exchange, the choices `extra`)."""
    if extra is None:
        return memo(gui, ctx, ("tile", tile_id, mini),
                    lambda: _tile_face(gui, ctx, tile_id, None, mini))
    return _tile_face(gui, ctx, tile_id, extra, mini)


def _tile_face(gui: "HomesteadersBoard", ctx: "Ctx", tile_id: int, extra: Markup | None,
               mini: bool) -> Markup:
    t = TILES[tile_id]
    types = [icon(f"type-{k}", gui.name(ctx, k)) for k in t.build_types] or [
        el("span", {"class": "nobuild"}, ctx.tr("hs.no_build_short"))]
    return el("div", {"class": f"hs-tile stage-{t.stage}" + (" mini" if mini else ""),
                      hooks.TIP: tile_tip(gui, ctx, tile_id), "tabindex": "0",
                      hooks.KEY: f"hs-tile-{tile_id}"},
              el("span", {"class": "ht-top"}, el("span", {"class": "ht-id"}, f"#{t.id}"),
                 el("span", {"class": "ht-stage"}, gui.name(ctx, t.stage))),
              el("span", {"class": "ht-types"}, types),
              [bonus(gui, ctx, b) for b in t.bonuses] if not extra else None,
              extra)


def exchange_spots(gui: "HomesteadersBoard", ctx: "Ctx", tile_id: int) -> Markup:
    """The tile's exchange while its winner decides: use it, use it with gold, skip."""
    t = TILES[tile_id]
    b = next(b for b in t.bonuses if b[0] == "exchange")
    spots = [gui.spot(ctx, "exchange", bonus(gui, ctx, b), "ht-use")]
    if b[3]:
        spots.append(gui.spot(ctx, "exchange:gold", [
            *qtys(gui, ctx, {"gold": 1}), el("span", {"class": "arrow"}, "→"),
            *qtys(gui, ctx, b[2])], "ht-use"))
    spots.append(gui.spot(ctx, "skip", ctx.tr("hs.short.skip"), "ht-skip"))
    return el("span", {"class": "ht-choices"}, spots)


# -- auctions and their ladders -------------------------------------------------------------
def _holder(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup], bid: dict) -> Markup:
    if bid["neutral"]:
        return el("span", {"class": "marker"}, icon("neutral", ctx.tr("hs.neutral_token")))
    who = gui.seat_name(ctx, bid["seat"])
    return el("span", {"class": "marker"}, marks[bid["seat"]],
              el("span", {"class": "sr-only"}, who))


def auction(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup], a: dict) -> Markup:
    n, tile, bid = a["auction"], a["tile"], a["bid"]
    tr = ctx.tr
    step = step_of(ctx)
    level = ctx.view.get("neutral_level")
    mine = acting_seat(ctx)
    if tile is None:
        face = el("div", {"class": "hs-tile empty"}, tr("hs.resolved"))
    else:
        extra = None
        if step == "exchange" and bid and bid["seat"] == mine and any(
                b[0] == "exchange" for b in tile["bonuses"]):
            extra = exchange_spots(gui, ctx, tile["id"])
        face = tile_face(gui, ctx, tile["id"], extra)
    steps = []
    for value in BID_VALUES:
        here = bid is not None and bid["value"] == value
        key = ""
        if step == "bid":
            key = f"bid:{n}:{value}"
        elif step == "neutral" and value == level:
            key = f"neutral:{n}"
        text = tr("hs.tip.bid_step", auction=n, value=value)
        if here:
            text += " " + (tr("hs.tip.high_neutral") if bid["neutral"] else tr(
                "hs.tip.high_bid", seat=gui.seat_name(ctx, bid["seat"])))
        body = [el("span", {"class": "v"}, value),
                _holder(gui, ctx, marks, bid) if here else None]
        steps.append(el("li", {hooks.KEY: f"hs-bid-{n}-{value}",
                               "class": "held" if here else None},
                        gui.spot(ctx, key, body, "step", tip=text)))
    return el("div", {"class": "hs-auction", hooks.KEY: f"hs-auction-{n}", "role": "group",
                      "aria-label": tr("hs.group.bid", auction=n)},
              el("div", {"class": "hs-space"},
                 el("span", {"class": "hs-space-n"}, el("span", {"class": "num"}, n),
                    stack(ctx, n)), face),
              el("ol", {"class": "hs-ladder"}, steps))


def neutral_track(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup:
    """2 players: the neutral token's level, kept on the unused third row (rulebook)."""
    level = ctx.view["neutral_level"]
    tr = ctx.tr
    steps = [el("li", {hooks.KEY: f"hs-neutral-{value}", "class": "held" if value == level
                       else None, hooks.TIP: tr("hs.tip.neutral_level", value=value)
                       + (" " + tr("hs.tip.round.now") if value == level else ""),
                       "tabindex": "0"},
                el("span", {"class": "step"}, el("span", {"class": "v"}, value),
                   el("span", {"class": "marker"},
                           icon("neutral", tr("hs.neutral_token"), hooks.PIECE))
                   if value == level else None))
             for value in NEUTRAL_LEVELS]
    return el("div", {"class": "hs-auction hs-neutral", hooks.KEY: "hs-neutral", "role": "group",
                      "aria-label": tr("hs.neutral_track")},
              el("div", {"class": "hs-space", hooks.TIP: tr("hs.tip.neutral"),
                         "tabindex": "0"},
                 el("div", {"class": "hs-tile neutral-tile"}, icon("neutral"),
                    el("span", None, tr("hs.neutral_track")))),
              el("ol", {"class": "hs-ladder"}, steps))


# -- the Railroad Development Track ----------------------------------------------------------
def rail_track(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup]) -> Markup:
    tr = ctx.tr
    step = step_of(ctx)
    mine = acting_seat(ctx)
    seats = ctx.view["seats"]
    spaces = []
    for pos in range(len(RAIL_TRACK) + 1):
        here = [el("span", {"class": "marker"}, marks[s["seat"]],
                   el("span", {"class": "sr-only"}, gui.seat_name(ctx, s["seat"])))
                for s in seats if s["rail_pos"] == pos]
        if pos == 0:
            spaces.append(el("li", {"class": "rail-start", hooks.KEY: "hs-rail-0",
                                    hooks.TIP: tr("hs.tip.rail_start"), "tabindex": "0"},
                             el("span", {"class": "n"}, tr("hs.rail_start")),
                             el("span", {"class": "markers"}, here)))
            continue
        bonuses = RAIL_TRACK[pos - 1]
        tip = tr("hs.tip.rail_space", n=pos, bonus=" / ".join(
            tr(f"hs.rail.{b}") for b in bonuses))
        if pos == len(RAIL_TRACK):
            tip += " " + tr("hs.tip.rail_last")
        picks = [rail_pick(gui, ctx, b, step == "rail") for b in bonuses]
        body = [el("span", {"class": "n"}, pos), el("span", {"class": "picks"}, picks),
                el("span", {"class": "markers"}, here)]
        next_space = mine is not None and step == "bid" and pos == min(
            len(RAIL_TRACK), seats[mine]["rail_pos"] + 1)
        box = (gui.spot(ctx, "pass", body, "rail-box rail-pass", tip=tip) if next_space
               else el("div", {"class": "rail-box"}, body))
        spaces.append(el("li", {"class": "rail-space" + (" pass" if next_space else ""),
                                hooks.KEY: f"hs-rail-{pos}",
                                hooks.TIP: None if next_space else tip,
                                "tabindex": None if next_space else "0"},
                         box))
    return el("div", {"class": "hs-rail", "role": "group", "aria-label": tr("hs.board.rail")},
              el("div", {"class": "hs-rail-head"},
                 el("h3", None, icon("rail"), " ", tr("hs.board.rail")), supply_tray(tr)),
              el("ol", None, spaces))


#: the general supply's tray, beside the rail track: the bank's silver, the goods, the
#: trade tokens, VP chips, debt cards, workers and rail lines a player takes or gives back
TRAY = ("silver", "gold", "copper", "steel", "wood", "food", "livestock", "trade", "vp", "debt",
        "worker", "rail_line")


def supply_tray(tr: "Translator") -> Markup:
    return tray(tr, [(k, icon(k)) for k in TRAY])


def rail_pick(gui: "HomesteadersBoard", ctx: "Ctx", b: str, choosing: bool) -> Markup:
    """One bonus printed on a rail space; a choice while the player takes a rail bonus."""
    text = ctx.tr(f"hs.rail.{b}")
    body = [icon("vp" if b == "vp3" else b), el("b", None, 3) if b == "vp3" else None]
    if choosing:
        return gui.spot(ctx, f"rail:{b}", body, "pick", tip=text)
    return memo(gui, ctx, ("pick", b), lambda: el(
        "span", {"class": "pick", "role": "img", "aria-label": text}, body))


# -- the tiles to come -------------------------------------------------------------------------
def stack(ctx: "Ctx", n: int) -> Markup | None:
    """The stack of tiles left on auction space `n`: stack 1 lies face up (its tiles are
    shown in "tiles to come"), the others face down: only their size is known."""
    v = ctx.view
    left = len(v["stack1"]) if n == 1 else (v["face_down"][n - 2] if n - 2 < len(
        v["face_down"]) else 0)
    if not left:
        return None
    text = ctx.tr("hs.tip.stack1" if n == 1 else "hs.tip.stack", stack=n, n=left)
    return el("span", {"class": "hs-stack", hooks.KEY: f"hs-stack-{n}", hooks.TIP: text,
                       "tabindex": "0"},
              icon("tile"), el("b", None, left), el("span", {"class": "sr-only"}, text))


def coming(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup | None:
    """Stack 1's tiles, face up in the order they come (players may look at them)."""
    tiles = ctx.view["stack1"]
    if not tiles:
        return None
    return el("div", {"class": "hs-coming", "role": "group", "aria-label": ctx.tr("hs.coming")},
              el("h3", None, ctx.tr("hs.coming")),
              el("div", {"class": "hs-coming-row"},
                 [tile_face(gui, ctx, t, mini=True) for t in tiles]))
