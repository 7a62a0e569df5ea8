"""Homesteaders' table around the auction board: the building supply, grouped by stage and
type, and each player's area: the holdings as icons with their counts, the Homestead and
the buildings as cards with the workers standing on the slots they work, the resting
workers, and the decisions the player makes in their own area (paying, taking a worker,
collecting income, repaying debts)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.homesteaders.data import BUILDINGS, GOLD_AS_SILVER, HOLDINGS, STAGES, TYPES

from .. import hooks
from ..html import Markup, el
from .hs_auction import acting_seat, step_of
from .hs_cards import build_cost, card, chip, memo, powers, qtys, slot_body, tip
from .hs_icons import icon

if TYPE_CHECKING:
    from .base import Ctx
    from .hs_board import HomesteadersBoard


# -- the building supply ------------------------------------------------------------------
def supply(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup | None:
    offer = ctx.view["offer"]
    if not offer:
        return None
    tr = ctx.tr
    building = step_of(ctx) == "build"
    stages = []
    for stage in STAGES:
        groups = []
        for kind in TYPES:
            keys = [k for k in offer if BUILDINGS[k].stage == stage and BUILDINGS[k].type == kind]
            if keys:
                groups.append(el("div", {"class": f"hs-type-group type-{kind}"},
                                 [offered(gui, ctx, k, offer[k], building) for k in keys]))
        if groups:
            stages.append(el("div", {"class": "hs-stage", hooks.KEY: f"hs-supply-{stage}"},
                             el("h4", None, gui.name(ctx, stage)),
                             el("div", {"class": "hs-stage-cards"}, groups)))
    nobuild = gui.spot(ctx, "nobuild", tr("hs.act.nobuild"), "nobuild") if building else None
    return el("section", {"class": "hs-supply" + (" building" if building else ""),
                          "aria-label": tr("hs.board.supply"), hooks.KEY: "hs-supply"},
              el("div", {"class": "hs-supply-head"},
                 el("h3", None, tr("hs.board.supply")), allowed(gui, ctx) if building else None,
                 nobuild),
              stages)


def allowed(gui: "HomesteadersBoard", ctx: "Ctx") -> Markup | None:
    """While the person builds with the tile they won, the types it allows, beside the
    buildings: the tile itself lies on the auction board, out of view when the board pans to
    the supply or the market (a laptop's window), so one no longer scrolls up to read it."""
    task = ctx.view["task"]
    types, free = task["args"][0], task["args"][1]
    if free:
        return None
    return el("span", {"class": "hs-allowed", hooks.KEY: "hs-allowed"},
              ctx.tr("hs.board.allowed"),
              [el("span", {"class": f"hs-allowed-type type-{k}"},
                  icon(f"type-{k}", gui.name(ctx, k)), gui.name(ctx, k)) for k in types])


def offered(gui: "HomesteadersBoard", ctx: "Ctx", key: str, left: int, building: bool) -> Markup:
    """A building of the supply: building it is choosing its card (and the River Port's
    ways of paying gold instead of copper or livestock are extra buttons)."""
    tr = ctx.tr
    foot = el("span", {"class": "hc-foot"},
              el("span", {"class": "copies", "role": "img",
                          "aria-label": tr("hs.left", n=left)}, f"×{left}"))
    face = card(gui, ctx, key, foot=foot)
    text = tip(gui, ctx, key) + " · " + tr("hs.left", n=left)
    variants = [gui.spot(ctx, a.key, qtys(gui, ctx, build_cost(a.params)), "variant")
                for a in ctx.legal if a.kind == "build" and a.params[0] == key
                and len(a.params) > 1] if building else []
    return el("div", {"class": "hs-offered", hooks.KEY: f"hs-offer-{key}"},
              gui.spot(ctx, f"build:{key}" if building else "", face, "card-spot", tip=text),
              el("div", {"class": "variants"}, variants) if variants else None)


# -- a player's area --------------------------------------------------------------------------
def seat_area(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup], s: dict,
              whole: bool) -> Markup:
    """A player's place at the table (the card every game draws for a seat, keyed); the
    buildings of a player `whole` as cards, the others' as chips."""
    tr = ctx.tr
    seat = s["seat"]
    mine = acting_seat(ctx) == seat
    flags = []
    if ctx.view["start_player"] == seat:
        flags.append(el("span", {"class": "start", hooks.TIP: tr("hs.tip.start_player"),
                                 "tabindex": "0"}, icon("start"), tr("hs.start_badge")))
    if s["passed"]:
        flags.append(tr("hs.passed"))
    return el("div", {"class": "hs-seat", hooks.KEY: f"hs-seat-{seat}"},
              gui.seat_card(ctx, marks, seat, flags,
                            holdings(gui, ctx, s),
                            decisions(gui, ctx, s, mine),
                            town(gui, ctx, s, mine, whole)))


def holdings(gui: "HomesteadersBoard", ctx: "Ctx", s: dict) -> Markup:
    """Every holding as its icon and count; behind the screen, only the public ones, the
    screen said in one word beside its picture (the sentence for screen readers and in its
    tip) so that it shares a line with the workers and rail lines in a narrow area."""
    tr = ctx.tr
    seat = s["seat"]
    items = []
    held = s["holdings"]
    if held is None:
        items.append(el("li", {"class": "hold screen", hooks.KEY: f"hold-{seat}-screen",
                               hooks.TIP: tr("hs.tip.screen"), "tabindex": "0"},
                        icon("screen"), el("span", {"class": "sr-only"}, tr("hs.behind_screen")),
                        el("span", {"aria-hidden": "true"}, tr("hs.behind_screen_short"))))
    else:
        for k in HOLDINGS:
            items.append(_holding(gui, ctx, seat, k, held[k]))
    items.append(_holding(gui, ctx, seat, "worker", s["workers"]))
    items.append(_holding(gui, ctx, seat, "rail_line", s["rail_lines"]))
    return el("ul", {"class": "hs-holdings", "aria-label": tr("hs.holdings")}, items)


def _holding(gui: "HomesteadersBoard", ctx: "Ctx", seat: int, k: str, n: int) -> Markup:
    def make() -> Markup:
        words = gui.amount(ctx, k, n)
        return el("li", {"class": f"hold hold-{k}" + (" zero" if not n else ""),
                         hooks.KEY: f"hold-{seat}-{k}", hooks.COUNT: n,
                         hooks.TIP: words + " — " + ctx.tr(f"hs.tip.hold.{k}"),
                         "tabindex": "0"},
                  el("span", {"class": "q", "role": "img", "aria-label": words}, icon(k),
                     el("b", None, n)))
    return memo(gui, ctx, ("hold", seat, k, n), make)


def decisions(gui: "HomesteadersBoard", ctx: "Ctx", s: dict, mine: bool) -> Markup:
    """What the player decides in their own area (`mine`): pay (how much of it in gold),
    take or decline a worker, collect income, repay debts, finish. With nothing to decide
    its place is drawn empty and hidden, not left out: a keyed part coming before the
    buildings made the DOM morph draw them anew (e2e/test_phone_parts_kept.py)."""
    task = ctx.view.get("task")
    holder = {"class": "hs-decide", hooks.KEY: f"hs-decide-{s['seat']}", hooks.NOW: True}
    if not task or not ctx.legal or not mine:
        return el("div", {**holder, "hidden": True})
    tr = ctx.tr
    step, args = task["step"], task["args"]
    spots: list[Markup] = []
    if step == "pay":
        amount = args[0]
        most = -(-amount // GOLD_AS_SILVER)
        for gold in range(most + 1):
            silver = max(0, amount - GOLD_AS_SILVER * gold)
            spots.append(gui.spot(ctx, f"pay:{gold}", qtys(gui, ctx, {"gold": gold,
                                                                      "silver": silver}),
                                  "pay"))
    elif step == "worker":
        spots += [gui.spot(ctx, "take_worker", [el("b", None, "+"), icon("worker", cls=(
            f"{hooks.SEAT}{s['seat']}")), tr("hs.short.take_worker")], "take"),
                  gui.spot(ctx, "skip", tr("hs.short.decline"), "skip")]
    elif step == "place":
        spots.append(gui.spot(ctx, "done", [icon("income"), tr("hs.short.collect")], "done"))
    elif step == "endgame":
        if (s["holdings"] or {}).get("debt"):
            spots += [gui.spot(ctx, "repay", [icon("debt"), el("b", None, "−1"), " ",
                                              *qtys(gui, ctx, {"silver": 5})], "repay"),
                      gui.spot(ctx, "repay:gold", [icon("debt"), el("b", None, "−1"), " ",
                                                   *qtys(gui, ctx, {"gold": 1})], "repay")]
        spots.append(gui.spot(ctx, "done", [icon("vp"), tr("hs.short.finish")], "done"))
    if not spots:
        return el("div", {**holder, "hidden": True})
    return el("div", {**holder, "class": f"hs-decide step-{step}"},
              el("div", {"class": "row"}, spots))


def town(gui: "HomesteadersBoard", ctx: "Ctx", s: dict, mine: bool, whole: bool) -> Markup:
    """The player's buildings as cards (as chips unless `whole`: type, name, VP and the
    slots with the workers on them; the whole card is the tip), the workers on the slots
    they work; the resting workers lie on the Homestead (rulebook, "Placement des
    ouvriers")."""
    seat = s["seat"]
    placed: dict[tuple[str, int], int] = {(k, i): n for k, i, n in s["placed"]}
    resting = s["workers"] - sum(placed.values())
    placing = mine and step_of(ctx) == "place"
    cards = []
    for key in s["buildings"]:
        b = BUILDINGS[key]
        slots = []
        for i in range(len(b.slots)):
            body = slot_body(gui, ctx, key, i, placed.get((key, i), 0), seat, whole)
            slot_tip = ctx.tr("hs.tip.slot", needed=b.slots[i][0],
                              output=gui.amounts(ctx, b.slots[i][1]))
            slots.append(el("span", {"class": "hc-row hc-slot", hooks.KEY:
                                     f"hs-slot-{seat}-{key}-{i}"},
                            gui.spot(ctx, f"work:{key}:{i}" if placing else "", body, "slot",
                                     tip=slot_tip)))
        if key == "homestead":
            slots.append(_resting(gui, ctx, seat, resting))
        face = card(gui, ctx, key, slots=slots,
                    power=powers(gui, ctx, key, True) if mine else None) if whole else \
            chip(gui, ctx, key, slots)
        # built, it comes from its card in the supply (motion flies it from there)
        # (a laptop's pan shows a card whole with the slot asked about: the Homestead's second
        # slot stood cut under its first)
        cards.append(el("div", {"class": f"hs-owned {hooks.PAN_PART}",
                                hooks.KEY: f"hs-bld-{seat}-{key}",
                                hooks.FROM: f"hs-offer-{key}",
                                hooks.TIP: tip(gui, ctx, key), "tabindex": "0"}, face))
    return el("div", {"class": "hs-town" + ("" if whole else " chips"), "role": "group",
                      "aria-label": ctx.tr("hs.buildings")}, cards)


def _resting(gui: "HomesteadersBoard", ctx: "Ctx", seat: int, n: int) -> Markup:
    """The workers resting on the Homestead, in one row: each stands in a place that may
    narrow when many rest, so they overlap like meeples lying close, never on a new line.
    A worker who comes to rest (hired, taken) comes from the player's count of workers
    (`hooks.GAIN_FROM`: motion flies it from there, not from above)."""
    text = ctx.tr("hs.tip.resting", n=n)
    return el("span", {"class": "hc-row hc-resting", hooks.KEY: f"hs-rest-{seat}",
                       hooks.COUNT: n, hooks.GAIN_FROM: f"hold-{seat}-worker",
                       hooks.TIP: text, "tabindex": "0"},
              el("span", {"class": "sr-only"}, text),
              el("span", {"class": "lbl", "aria-hidden": "true"}, ctx.tr("hs.resting")),
              el("span", {"class": "rest"}, [el("span", {"class": "w"}, icon(
                  "worker", cls=f"{hooks.SEAT}{seat}")) for _ in range(n)]) if n else el(
                  "span", {"class": "none"}, "—"))
