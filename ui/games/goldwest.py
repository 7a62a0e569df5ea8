"""Gold West on screen, laid out as the physical game: the map of terrain tiles with its
mining tokens and buildings, BoomTown's office tiles, the Wanted poster, the investment
cards and bonus tiles, the three shipping tracks, and each player's board with its supply
track, resources in hand and influence.

Everything shown comes from `view()`, the legal actions and the log; printed values come
from the engine's data module. Nothing here decides what is legal: every choice is a
`GameUI.spot` (or a hex `Cell`), which asks the engine and draws it as a move, as a
refused move with the engine's reason, or as a plain picture. The pieces are drawn by
`gw_town`, `gw_tracks` and `gw_seat`; the art is `gw_art`.
"""
from __future__ import annotations

from typing import Any

from engine import Action
from engine.goldwest import data as gw
from engine.goldwest.data import (
    CAMPS,
    MAJORITY,
    RESOURCES,
    SHIP_LINES,
    SHIP_STACKS,
    SLOTS,
    TERRAINS,
    WATER,
)

from .. import hooks
from ..art import Cell, flat_centre, hex_choice, hex_map, icon, map_mark, use
from ..html import Markup, el, esc
from ..supply_tray import tray
from .base import Ctx, GameUI, tally
from .gw_art import RES_ART, res, sheet
from .gw_fold import boomtown_fold, investments_fold, seat_fold
from .gw_motion import MOTION_STEPS, flows
from .gw_seat import seat_board
from .gw_token import by_kind
from .gw_town import boomtown, investments, wanted
from .gw_tracks import shipping
from .gw_views import view_switch
from .seat_fold import front_seat

_ALL_HEXES = [h for centre, ring in SLOTS for h in (centre, *ring)] + list(WATER)
#: hexes are named like a chess board: a letter per column (west to east), a number per
#: row (north to south); the map's coordinates stay out of sight
_COL0 = min(x for x, _ in _ALL_HEXES)
_ROW0 = max(y for _, y in _ALL_HEXES)

_PATTERNS = (
    '<pattern id="gw-p-forest" width="10" height="10" patternUnits="userSpaceOnUse">'
    '<path d="M5 1 L9 8 H1 Z"/></pattern>'
    '<pattern id="gw-p-gold" width="6" height="6" patternUnits="userSpaceOnUse">'
    '<circle cx="3" cy="3" r="1.2"/></pattern>'
    '<pattern id="gw-p-silver" width="6" height="6" patternUnits="userSpaceOnUse">'
    '<path d="M0 6 L6 0" /></pattern>'
    '<pattern id="gw-p-copper" width="8" height="8" patternUnits="userSpaceOnUse">'
    '<path d="M0 4 H8 M4 0 V8"/></pattern>'
    '<pattern id="gw-p-water" width="12" height="6" patternUnits="userSpaceOnUse">'
    '<path d="M0 3 Q3 0 6 3 T12 3"/></pattern>'
)
_HEX_MOVES = ("build", "loot", "upgrade", "peek")
_SPACE_MOVES = ("boomtown", "freeboomtown", "extraboomtown")
#: the kinds of choice each decision is about: while a person makes it, the board draws
#: those choices even when the rules refuse them, with the engine's reason
STEP_CHOICES: dict[str, set[str]] = {
    "activate": {"activate"},
    "section": {"section"},
    "metals": {"invest", "boomtown", "ship", "build", "loot"},
    "freeship": {"freeship"},
    "freeboomtown": {"freeboomtown"},
    "extraboomtown": {"extraboomtown"},
    "upgrade": {"upgrade"},
    "peek": {"peek"},
    "gain": {"gain"},
}


def hex_pos(key: str) -> str:
    """``E3``: the hex's column letter and row number."""
    x, y = (int(p) for p in key.split(","))
    return f"{chr(ord('A') + x - _COL0)}{_ROW0 - y + 1}"


class GoldWestUI(GameUI):
    prefix = "gw"
    #: its guide entries' sections
    guide_sections = {
        "activate": "supply", "drop": "supply", "metals": "metals", "section": "after-building",
        "freeship": "investments", "freeboomtown": "investments", "extraboomtown": "investments",
        "upgrade": "investments", "gain": "investments", "peek": "investments",
    }
    #: the values its guide texts name
    guide_values = {"tile_vp": gw.BOOMTOWN_TILE_VP}
    step_choices = STEP_CHOICES
    resources = RESOURCES
    closing = frozenset({"end"})
    motion_steps = MOTION_STEPS
    motion_flows = staticmethod(flows)

    def icon(self, ctx: Ctx, key: str) -> Markup | None:
        """A resource in the log: drawn whole (the log lies outside the board's sheet)."""
        return icon(RES_ART[key], self.name(ctx, key), 1.0) if key in RESOURCES else None

    # -- names and parameters -------------------------------------------------------
    def hexes(self, ctx: Ctx) -> dict[str, dict]:
        return {h["hex"]: h for h in ctx.view["map"]}

    def hex_name(self, ctx: Ctx, key: str) -> str:
        h = self.hexes(ctx).get(key)
        terrain = self.name(ctx, h["terrain"]) if h else "?"
        return ctx.tr("gw.hex", terrain=terrain, pos=hex_pos(key))

    def token(self, ctx: Ctx, key: str) -> list[str] | None:
        h = self.hexes(ctx).get(key)
        return h["token"] if h else None

    def office(self, ctx: Ctx, space: int) -> str:
        return self.name(ctx, ctx.view["boomtown"][space]["office"])

    def param(self, ctx: Ctx, name: str, value: Any) -> str:
        if name == "hex" and isinstance(value, str):
            return self.hex_name(ctx, value)
        if name == "section" and isinstance(value, int):
            return str(value + 1)  # the rulebook counts sections from 1
        if name == "space" and isinstance(value, int):
            return self.office(ctx, value)
        if name in ("resources", "token") and isinstance(value, list):
            return self.amounts(ctx, tally(value)) if value else ctx.tr("ui.nothing")
        return super().param(ctx, name, value)

    # -- components in words (tips, and names for screen readers) ------------------------
    def space_words(self, ctx: Ctx, sp: dict) -> str:
        """A BoomTown space: its office, its cost and who has influence there."""
        owners = ", ".join(self.seat_name(ctx, s) for s in sp["markers"]) or ctx.tr(
            "ui.nobody")
        return ctx.tr("gw.space_words", office=self.name(ctx, sp["office"]),
                      cost=self.amounts(ctx, sp["cost"]), owners=owners)

    def space_tip(self, ctx: Ctx, sp: dict) -> str:
        return ctx.tr("gw.tip.space", office=self.name(ctx, sp["office"]),
                      effect=ctx.tr(f"gw.office.{sp['office']}"),
                      cost=self.amounts(ctx, sp["cost"]))

    def terrain_tip(self, ctx: Ctx, terrain: str) -> str:
        """What a terrain's majority scores at the end (with 2 players, the leader scores
        the second value: rulebook)."""
        first, second = MAJORITY[terrain]
        name = self.name(ctx, terrain).capitalize()
        if ctx.view["players"] == 2:
            return ctx.tr("gw.tip.terrain2", terrain=name, n=second)
        return ctx.tr("gw.tip.terrain", terrain=name, first=first, second=second)

    def card_words(self, ctx: Ctx, card: dict) -> str:
        """An investment card: its number, cost, points and ability."""
        words = ctx.tr("gw.card_words", card=card["id"], cost=self.amounts(ctx, card["cost"]),
                       vp=card["vp"])
        return words + (" · " + self.ability(ctx, card["ability"]) if card["ability"] else "")

    def card_tip(self, ctx: Ctx, card: dict) -> str:
        return ctx.tr("gw.tip.card", card=self.card_words(ctx, card))

    def track_words(self, ctx: Ctx, metal: str, pos: int) -> str:
        """A shipping space: where it is and whose coaches stand on it."""
        here = [self.seat_name(ctx, s["seat"]) for s in ctx.view["seats"]
                if s["coaches"][metal] == pos]
        words = ctx.tr("gw.track_words", metal=self.name(ctx, metal), pos=pos)
        if pos in SHIP_LINES:
            words += " · " + ctx.tr("gw.vp", n=SHIP_LINES[pos])
        if pos in SHIP_STACKS:
            pile = ctx.view["ship_stacks"][metal][SHIP_STACKS.index(pos)]
            words += " · " + ctx.tr("gw.stack", tiles="/".join(map(str, pile)) or "—")
        return words + (" · " + ", ".join(here) if here else "")

    # -- actions --------------------------------------------------------------------------
    def action_msg(self, ctx: Ctx, action: Action) -> tuple[str, dict]:
        kind, p = action.kind, action.params
        v = ctx.view
        task = v.get("task") or {}
        step, args = task.get("step"), task.get("args") or []
        me = v["seats"][action.seat]
        if kind == "activate":
            return "gw.act.activate", {"section": p[0], "resources": me["supply"][p[0]]}
        if kind == "drop":
            return "gw.act.drop", {"resource": p[0], "section": args[0] if args else 0}
        if kind == "section":
            return "gw.act.section", {"section": p[0], "vp": p[0],
                                      "resources": args[0] if args else []}
        if kind in ("ship", "freeship"):
            return f"gw.act.{kind}", {"metal": p[0], "pos": me["coaches"][p[0]],
                                      "end": v["ship_end"]}
        if kind in _SPACE_MOVES:
            space = v["boomtown"][p[0]]
            owner = space["markers"][0] if space["markers"] else None
            return f"gw.act.{kind}", {"space": p[0], "cost": space["cost"], "owner": owner}
        if kind == "invest":
            card = next((c for c in v["investments"] if c["id"] == p[0]), None)
            bonus = v["investment_bonus"][0] if v["investment_bonus"] else 0
            return ("gw.act.invest" if bonus else "gw.act.invest.nobonus"), {
                "card": p[0], "cost": card["cost"] if card else {},
                "vp": card["vp"] if card else 0, "bonus": bonus}
        if kind == "build":
            return f"gw.act.build.{p[0]}", {"hex": p[1], "token": self.token(ctx, p[1])}
        if kind == "loot":
            return "gw.act.loot", {"hex": p[0], "token": self.token(ctx, p[0])}
        if kind in ("upgrade", "peek"):
            return f"gw.act.{kind}", {"hex": p[0]}
        if kind == "gain":
            return "gw.act.gain", {"resource": p[0], "section": p[1]}
        if kind == "skip":
            return f"gw.act.skip.{step}", {}
        if kind == "end":
            return ("gw.act.end" if v["final_round"] else "gw.act.end.lost"), {}
        return super().action_msg(ctx, action)

    def action_text(self, ctx: Ctx, action: Action) -> str:
        text = super().action_text(ctx, action)
        if action.kind == "invest":
            card = next((c for c in ctx.view["investments"] if c["id"] == action.params[0]),
                        None)
            if card and card["ability"]:
                text += " · " + self.ability(ctx, card["ability"])
        return text

    def action_group(self, ctx: Ctx, action: Action) -> str | None:
        kind = action.kind
        if kind == "build":
            return ctx.tr(f"gw.group.build.{action.params[0]}")
        if kind in ("loot", "invest", "ship", "upgrade", "peek", "gain", "freeship"):
            return ctx.tr(f"gw.group.{kind}")
        if kind in _SPACE_MOVES:
            return ctx.tr("gw.group.boomtown")
        return None

    def action_short(self, ctx: Ctx, action: Action) -> str:
        kind, p = action.kind, action.params
        if kind in ("build", "loot", "upgrade", "peek"):
            key = p[-1]
            token = self.token(ctx, key)
            if token:
                return ctx.tr("gw.short.hex", hex=self.hex_name(ctx, key),
                              token=self.param(ctx, "token", token))
            return self.hex_name(ctx, key)
        if kind in _SPACE_MOVES:
            return ctx.tr("gw.short.space", space=self.office(ctx, p[0]),
                          cost=self.amounts(ctx, ctx.view["boomtown"][p[0]]["cost"]))
        if kind in ("ship", "freeship"):
            return self.name(ctx, p[0])
        if kind == "gain":
            return ctx.tr("gw.short.gain", resource=self.name(ctx, p[0]), section=p[1] + 1)
        return self.action_text(ctx, action)

    def ability(self, ctx: Ctx, ability: str) -> str:
        kind, _, arg = ability.partition(":")
        if kind == "influence":
            return ctx.tr("gw.ability.influence", terrain=self.name(ctx, arg))
        if kind == "ship":
            return ctx.tr("gw.ability.ship", n=int(arg))
        return ctx.tr(f"gw.ability.{kind}")

    # -- log ------------------------------------------------------------------------------
    def log_msg(self, entry: dict) -> tuple[str, dict]:
        msg, params = entry["id"], dict(entry.get("params") or {})
        if msg == "gw.section":
            params["vp"] = params["section"]
        elif msg in ("gw.ship", "gw.boomtown") and params.get("vp"):
            msg += ".vp"
        elif msg == "gw.invest" and not params.get("bonus"):
            msg += ".nobonus"
        elif msg == "gw.build":
            msg += "." + params["building"]
        return msg, params

    # -- progress ----------------------------------------------------------------------
    def status(self, ctx: Ctx) -> str:
        v = ctx.view
        if v["over"]:
            return ctx.tr("gw.status.over")
        text = self.progress_text(ctx, v["turn"])
        return f"{text} · {ctx.tr('gw.status.final')}" if v["final_round"] else text

    def progress_total(self, view: dict) -> int | None:
        """Each player's turns: one a camp, then the last round's one (as the engine
        plays them)."""
        n = view["players"]
        return (CAMPS[n] + 1) * n

    def prompt(self, ctx: Ctx) -> str | None:
        task = ctx.view.get("task")
        if not task:
            return None
        step, args = task["step"], task["args"]
        if step == "drop":
            return ctx.tr("gw.task.drop", section=args[0] + 1)
        if step == "section":
            return ctx.tr("gw.task.section", resources=self.param(ctx, "resources", args[0]))
        if step == "metals" and ctx.view["final_round"]:
            return ctx.tr("gw.task.metals.final")
        return ctx.tr(f"gw.task.{step}")

    # -- board ----------------------------------------------------------------------------
    def board(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        v = ctx.view
        tr = ctx.tr
        order = [el("span", {"class": "order-seat"}, marks[s], " ", self.seat_name(ctx, s))
                 for s in v["order"]]
        front = front_seat(ctx)  # on a phone the others' boards are folded to a line each
        return el("section", self.board_attributes(ctx, "gw"),
                  sheet(_PATTERNS),
                  el("p", {"class": "board-top"}, tr("gw.order"), " ", order,
                     tray(tr, [(r, res(r, None)) for r in RESOURCES])),
                  el("div", {"class": "gw-map-wrap", "style": f"--gw-cols:{_columns(ctx.view)}"},
                     self._map(ctx), self._legend(ctx)),
                  el("div", {"class": "gw-table"},
                     el("div", {"class": "gw-town"}, boomtown_fold(self, ctx, marks),
                        boomtown(self, ctx, marks), wanted(self, ctx, marks)),
                     investments_fold(self, ctx), investments(self, ctx)),
                  shipping(self, ctx, marks),
                  el("div", {"class": "seats"},
                     [seat_board(self, ctx, marks, s) if s["seat"] == front else
                      (seat_fold(self, ctx, marks, s), seat_board(self, ctx, marks, s))
                      for s in v["seats"]]),
                  view_switch(ctx))

    @staticmethod
    def hex_place(key: str) -> str:
        """The board's place of the hex of engine key `key` (its `hooks.KEY`)."""
        return f"gw-hex-{hex_pos(key)}"

    def _hex_key(self, ctx: Ctx, h: dict, me: dict | None) -> str:
        """The move a person would try on this hex now (legal or not): the engine's own
        offer, else the build their hand allows, the upgrade or the look an ability asks."""
        key = h["hex"]
        for a in ctx.legal:
            if a.kind in _HEX_MOVES and a.params[-1] == key:
                return a.key
        step = (ctx.view.get("task") or {}).get("step")
        if step in ("upgrade", "peek") and self.shows(ctx, step):
            return f"{step}:{key}"
        if me is None or not (self.shows(ctx, "build") or self.shows(ctx, "loot")):
            return ""
        pool = me["pool"]
        if pool["wood"] and pool["stone"]:
            return f"build:settlement:{key}"
        return f"build:camp:{key}" if pool["wood"] or pool["stone"] else f"loot:{key}"

    def _map(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        me = ctx.view["seats"][ctx.seat] if ctx.choosing else None
        cells = []
        for h in ctx.view["map"]:
            key, terrain = h["hex"], h["terrain"]
            x, y = (int(p) for p in key.split(","))
            cx, cy = flat_centre(x, y)
            art, what = self._hex_art(ctx, h)
            name = self.hex_name(ctx, key)
            pos = hex_pos(key)
            cells.append(Cell(cx, cy, f"t-{terrain}", art, f"{name}: {what}",
                              pattern=f"gw-p-{terrain}", pos=pos, k=self.hex_place(key),
                              tip=f"{name}: {what}. {self.terrain_tip(ctx, terrain)}",
                              **hex_choice(self, ctx, self._hex_key(ctx, h, me))))
        water = tr("gw.tip.water")
        for x, y in WATER:
            cx, cy = flat_centre(x, y)
            cells.append(Cell(cx, cy, "t-water", Markup(""), water, pattern="gw-p-water"))
        return hex_map(cells, pointy=False, title=tr("gw.map"))

    def _hex_art(self, ctx: Ctx, h: dict) -> tuple[Markup, str]:
        """What is drawn on a hex, and the same said in words."""
        tr = ctx.tr
        terrain = h["terrain"]
        letter = (f'<text class="hex-letter" x="0" y="-8" text-anchor="middle">'
                  f'{esc(tr("gw.letter." + terrain))}</text>')
        parts = [letter]
        b = h["building"]
        if b is not None:
            seat = b["seat"]
            if b["kind"] == "settlement":
                parts.append(f'<circle class="settle-ring seat-{seat}" cx="0" cy="3" r="11"/>')
            parts.append(map_mark(seat, ctx.labels[seat] if seat < len(ctx.labels) else "",
                                  0, 3, 15))
            what = tr(f"gw.built.{b['kind']}", seat=self.seat_name(ctx, seat))
        elif h["looted"]:
            parts.append('<path class="looted" d="M-8 -4 L8 12 M8 -4 L-8 12"/>')
            what = tr("gw.looted")
        elif h["token"] is not None:
            token = h["token"]
            start = -5.5 * (len(token) - 1)
            # each resource, and for a room each kind with its count (gw_token)
            parts = ['<g class="tok-each">', letter]
            parts.append(f'<circle class="token{"" if h["face_up"] else " peeked"}" cx="0" '
                         f'cy="2" r="{7 + 4.2 * len(token) / 2:.1f}"/>' if len(token) < 3 else
                         f'<rect class="token{"" if h["face_up"] else " peeked"}" x="-18" '
                         f'y="-5" width="36" height="14" rx="7"/>')
            for i, r in enumerate(token):
                parts.append(use(f"gw-res-{r}", start + 11 * i, 2, 11))
            parts += ["</g>", by_kind(token, h["face_up"])]
            what = self.param(ctx, "token", token)
            if not h["face_up"]:
                what = tr("gw.peeked_token", token=what)
        else:
            parts.append('<circle class="face-down" cx="0" cy="3" r="8"/>'
                         '<path class="pick" d="M-4 6 L4 -1 M-5 1 Q0 -4 5 1"/>')
            what = tr("gw.face_down")
        return Markup("".join(parts)), what

    def _legend(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        terrains = [el("li", None, el("span", {"class": f"swatch t-{t}"},
                                      tr("gw.letter." + t)), " ", self.name(ctx, t))
                    for t in TERRAINS]
        return el("details", {"class": "legend", hooks.KEEP: "legend"},
                  el("summary", None, tr("gw.legend")),
                  el("ul", None, terrains,
                     el("li", None, el("span", {"class": "swatch t-water"}), " ",
                        tr("gw.water")),
                     el("li", None, el("span", {"class": "swatch face-down"}, "?"), " ",
                        tr("gw.face_down")),
                     el("li", None, tr("gw.legend.settlement")),
                     el("li", None, el("span", {"class": "swatch looted"}, "✕"), " ",
                        tr("gw.looted"))))


def _columns(view: dict) -> int:
    """How many columns of hexes the map has (a laptop's layout caps the map's width by it:
    assets/games/goldwest.css)."""
    return len({h["hex"].split(",")[0] for h in view["map"]})
