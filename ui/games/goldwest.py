"""Gold West on screen: the hex map, BoomTown, investments, shipping and each player's board.

Everything shown comes from `view()`, the legal actions and the log; printed track features
(the shipping lines and bonus stacks, the water, BoomTown's metals) come from the engine's
data module, where the game keeps them. Nothing here decides what is legal: a board space is
a button only when the engine offers its move.
"""
from __future__ import annotations

from typing import Any

from engine import Action
from engine.goldwest.data import (
    BOOMTOWN_COLUMNS,
    BOOMTOWN_ROWS,
    CAMPS,
    METALS,
    RESOURCES,
    SECTIONS,
    SHIP_LINES,
    SHIP_STACKS,
    SLOTS,
    TERRAINS,
    WATER,
)

from ..art import Cell, flat_centre, hex_map, map_mark
from ..html import Markup, el, esc
from . import Ctx, GameUI, tally

_ALL_HEXES = [h for centre, ring in SLOTS for h in (centre, *ring)] + list(WATER)
#: hexes are named like a chess board: a letter per column (west to east), a number per
#: row (north to south); the map's coordinates stay out of sight
_COL0 = min(x for x, _ in _ALL_HEXES)
_ROW0 = max(y for _, y in _ALL_HEXES)

_METAL_SYMBOL = {"copper": "Cu", "silver": "Ag", "gold": "Au"}  # the same in every language
#: each resource's picture in a 24x24 box: metals are coins with their chemical symbol,
#: wood a log and stone a rock, so no resource is told by colour alone
_RES_ART = {
    "wood": '<rect class="r-wood" x="2" y="7" width="20" height="10" rx="5"/>'
            '<circle class="r-grain" cx="17" cy="12" r="3"/>',
    "stone": '<path class="r-stone" d="M3 18 L6 7 L14 3 L21 10 L19 20 Z"/>',
    **{m: f'<circle class="r-{m}" cx="12" cy="12" r="10"/>'
          f'<text x="12" y="16" text-anchor="middle">{s}</text>'
       for m, s in _METAL_SYMBOL.items()},
}
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


def res_icon(kind: str, label: str, size: int = 18) -> Markup:
    """A resource as a small picture named for screen readers and in a tooltip."""
    return Markup(f'<svg class="ic" viewBox="0 0 24 24" width="{size}" height="{size}" '
                  f'role="img" aria-label="{esc(label)}"><title>{esc(label)}</title>'
                  f'{_RES_ART[kind]}</svg>')


def hex_pos(key: str) -> str:
    """``E3``: the hex's column letter and row number."""
    x, y = (int(p) for p in key.split(","))
    return f"{chr(ord('A') + x - _COL0)}{_ROW0 - y + 1}"


class GoldWestUI(GameUI):
    prefix = "gw"
    resources = RESOURCES

    def icon(self, ctx: Ctx, key: str) -> Markup | None:
        return res_icon(key, self.name(ctx, key), 16) if key in RESOURCES else None

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
        if v["final_round"]:
            return ctx.tr("gw.status.final")
        n = v["players"]
        return ctx.tr("gw.status.turn", turn=v["turn"], turns=CAMPS[n] * n)

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
        return el("section", {"class": "board gw", "aria-label": tr("ui.board")},
                  el("p", {"class": "board-top"}, tr("gw.order"), " ", order),
                  el("div", {"class": "gw-main"},
                     el("div", {"class": "gw-map-wrap"}, self._map(ctx), self._legend(ctx)),
                     el("div", {"class": "gw-town"}, self._boomtown(ctx, marks),
                        self._investments(ctx))),
                  self._shipping(ctx, marks),
                  el("div", {"class": "seats"},
                     [self._seat(ctx, marks, s) for s in v["seats"]]))

    def _map(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        moves: dict[str, Action] = {}
        for a in ctx.legal:
            if a.kind in _HEX_MOVES:
                moves.setdefault(a.params[-1], a)  # the engine's first offer on a hex
        cells = []
        for h in ctx.view["map"]:
            key, terrain = h["hex"], h["terrain"]
            x, y = (int(p) for p in key.split(","))
            cx, cy = flat_centre(x, y)
            art, what = self._hex_art(ctx, h)
            name = self.hex_name(ctx, key)
            action = moves.get(key)
            cells.append(Cell(cx, cy, f"t-{terrain}", art, f"{name}: {what}", action,
                              self.action_text(ctx, action) if action else "",
                              f"gw-p-{terrain}", hex_pos(key)))
        water = tr("gw.water")
        for x, y in WATER:
            cx, cy = flat_centre(x, y)
            cells.append(Cell(cx, cy, "t-water", Markup(""), water, pattern="gw-p-water"))
        return hex_map(cells, pointy=False, title=tr("gw.map"), defs=_PATTERNS)

    def _hex_art(self, ctx: Ctx, h: dict) -> tuple[Markup, str]:
        """What is drawn on a hex, and the same said in words."""
        tr = ctx.tr
        terrain = h["terrain"]
        parts = [f'<text class="hex-letter" x="0" y="-8" text-anchor="middle">'
                 f'{esc(tr("gw.letter." + terrain))}</text>']
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
            if not h["face_up"]:
                parts.append('<circle class="peeked" cx="0" cy="4" r="13"/>')
            for i, r in enumerate(token):
                parts.append(f'<g transform="translate({start + 11 * i - 5.5:.1f} -1.5) '
                             f'scale(0.46)">{_RES_ART[r]}</g>')
            what = self.param(ctx, "token", token)
            if not h["face_up"]:
                what = tr("gw.peeked_token", token=what)
        else:
            parts.append('<circle class="face-down" cx="0" cy="4" r="7"/>'
                         '<text class="face-down-q" x="0" y="7.5" text-anchor="middle">?</text>')
            what = tr("gw.face_down")
        return Markup("".join(parts)), what

    def _legend(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        terrains = [el("li", None, el("span", {"class": f"swatch t-{t}"},
                                      tr("gw.letter." + t)), " ", self.name(ctx, t))
                    for t in TERRAINS]
        return el("details", {"class": "legend", "data-keep": "legend"},
                  el("summary", None, tr("gw.legend")),
                  el("ul", None, terrains,
                     el("li", None, el("span", {"class": "swatch t-water"}), " ", tr("gw.water")),
                     el("li", None, el("span", {"class": "swatch face-down"}, "?"), " ",
                        tr("gw.face_down")),
                     el("li", None, tr("gw.legend.settlement")),
                     el("li", None, el("span", {"class": "swatch looted"}, "✕"), " ",
                        tr("gw.looted"))))

    def _boomtown(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        tr = ctx.tr
        spaces = ctx.view["boomtown"]
        cells: list[Markup] = [el("div", {"class": "bt-head"},
                                  res_icon(m, self.name(ctx, m))) for m in BOOMTOWN_COLUMNS]
        cells.append(el("div", None))
        for row, metal in enumerate(BOOMTOWN_ROWS):
            for col in range(3):
                sp = spaces[row * 3 + col]
                office = sp["office"]
                key = next((f"{k}:{sp['space']}" for k in _SPACE_MOVES
                            if f"{k}:{sp['space']}" in ctx.by_key), "")
                body = [el("strong", None, self.name(ctx, office)),
                        el("span", {"class": "cost"}, [res_icon(m, self.name(ctx, m), 14)
                                                       for m, k in sp["cost"].items()
                                                       for _ in range(k)]),
                        el("small", None, tr(f"gw.office.{office}")),
                        el("span", {"class": "owners"}, [marks[s] for s in sp["markers"]])]
                cells.append(self.spot(ctx, key, body, f"bt-space office-{office}"))
            cells.append(el("div", {"class": "bt-head"}, res_icon(metal, self.name(ctx, metal))))
        return el("section", {"class": "gw-boomtown"},
                  el("h3", None, tr("gw.boomtown_title")),
                  el("p", {"class": "muted small"}, tr("gw.boomtown_cost")),
                  el("div", {"class": "bt-grid"}, cells))

    def _investments(self, ctx: Ctx) -> Markup:
        tr = ctx.tr
        v = ctx.view
        cards = []
        for c in v["investments"]:
            cost = [res_icon(m, self.name(ctx, m)) for m, k in c["cost"].items()
                    for _ in range(k)]
            body = [el("strong", None, tr("gw.card", card=c["id"])),
                    el("span", {"class": "cost"}, cost),
                    el("span", {"class": "vp"}, tr("gw.vp", n=c["vp"])),
                    el("small", None, self.ability(ctx, c["ability"])) if c["ability"]
                    else None]
            cards.append(el("li", None, self.spot(ctx, f"invest:{c['id']}", body, "card")))
        bonus = v["investment_bonus"]
        return el("section", {"class": "gw-invest"},
                  el("h3", None, tr("gw.investments")),
                  el("p", {"class": "muted small"}, tr(
                      "gw.bonus_tiles", tiles=", ".join(map(str, bonus)) if bonus
                      else tr("ui.nothing"))),
                  el("ul", {"class": "cards-row"}, cards) if cards else
                  el("p", {"class": "muted"}, tr("ui.nothing")))

    def _shipping(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        tr = ctx.tr
        v = ctx.view
        end = v["ship_end"]
        rows = []
        for metal in METALS:
            key = next((f"{k}:{metal}" for k in ("ship", "freeship")
                        if f"{k}:{metal}" in ctx.by_key), "")
            head = self.spot(ctx, key, [res_icon(metal, self.name(ctx, metal)), " ",
                                        self.name(ctx, metal)], "track-head")
            cells = []
            for pos in range(end + 1):
                coaches = [marks[s["seat"]] for s in v["seats"] if s["coaches"][metal] == pos]
                if pos in SHIP_STACKS:
                    pile = v["ship_stacks"][metal][SHIP_STACKS.index(pos)]
                    text = "/".join(map(str, pile)) if pile else "—"
                    label = el("span", {"title": tr("gw.stack", tiles=text)},
                               el("span", {"aria-hidden": "true"}, text),
                               el("span", {"class": "sr-only"}, tr("gw.stack", tiles=text)))
                    cls = "stack"
                elif pos in SHIP_LINES:
                    label, cls = tr("gw.vp", n=SHIP_LINES[pos]), "line"
                else:
                    label, cls = str(pos), ""
                cells.append(el("li", {"class": f"pos {cls}".strip()},
                                el("span", {"class": "pos-label"}, label), coaches))
            rows.append(el("div", {"class": f"track track-{metal}"}, head,
                           el("ol", {"class": "positions", "start": 0}, cells)))
        return el("section", {"class": "gw-shipping"}, el("h3", None, tr("gw.shipping")),
                  el("p", {"class": "muted small"}, tr("gw.shipping_rule")), rows)

    def _res_list(self, ctx: Ctx, resources: list[str]) -> Markup:
        return Markup("".join(res_icon(r, self.name(ctx, r)) for r in resources))

    def _seat(self, ctx: Ctx, marks: list[Markup], s: dict) -> Markup:
        tr = ctx.tr
        seat = s["seat"]
        mine = bool(ctx.legal) and ctx.legal[0].seat == seat
        sections = []
        for i in range(SECTIONS):
            key = next((f"{k}:{i}" for k in ("activate", "section") if mine and
                        f"{k}:{i}" in ctx.by_key), "")
            body = [el("span", {"class": "sec-label"}, tr("gw.section_n", n=i + 1, vp=i)),
                    el("span", {"class": "sec-res"}, self._res_list(ctx, s["supply"][i])
                       or el("span", {"class": "muted"}, "—"))]
            sections.append(el("li", None, self.spot(ctx, key, body, "section")))
        pool = [self.spot(ctx, f"drop:{r}" if mine else "",
                          [res_icon(r, self.name(ctx, r)), el("b", None, n)], "pool-res")
                for r, n in s["pool"].items() if n]
        influence = [el("li", {"class": f"inf t-{t}"},
                        el("span", {"class": f"swatch t-{t}"}, tr("gw.letter." + t)),
                        el("span", {"class": "sr-only"}, self.name(ctx, t)),
                        el("b", None, s["influence"][t])) for t in TERRAINS]
        facts = [tr("gw.camps_left", n=s["camps_left"]), tr("gw.wanted", n=s["wanted"])]
        if s["cards"]:
            facts.append(tr("gw.cards", cards=", ".join(map(str, s["cards"]))))
        if s["ship_tiles"]:
            facts.append(tr("gw.ship_tiles", n=s["ship_tiles"]))
        peeked = None
        if s.get("peeked"):
            peeked = el("p", {"class": "small"}, tr("gw.peeked", tokens="; ".join(
                tr("gw.short.hex", hex=self.hex_name(ctx, h), token=self.param(
                    ctx, "token", t)) for h, t in s["peeked"])))
        return self.seat_card(
            ctx, marks, seat, [],
            el("p", {"class": "stats"}, " · ".join(facts)),
            el("h4", None, tr("gw.supply")),
            el("ol", {"class": "supply"}, sections),
            el("div", {"class": "pool"}, el("span", None, tr("gw.pool")), pool)
            if pool else None,
            el("div", {"class": "influence"}, el("span", None, tr("gw.influence")),
               el("ul", None, influence)),
            peeked)
