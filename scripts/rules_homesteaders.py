"""Homesteaders's rules page: its tables of components, its figures and the printed values its
text quotes (`rules/src/homesteaders.<lang>.html`), all from `engine/homesteaders/data.py`."""
from __future__ import annotations

from collections.abc import Callable

from rules_html import BoardPictures, Page, arrow, box, esc, lines, listed, svg, table, text, wrap

from engine.homesteaders import data as hs
from ui import hooks


def hs_stage_name(p: Page, stage: str) -> str:
    """A stage's name as the board says it (the rulebooks' own French and Spanish terms)."""
    return p.name(stage)


def hs_building_does(p: Page, b: hs.Building) -> list[str]:
    tr = p.tr
    out = []
    if b.income:
        out.append(tr("hs.income_is", gains=p.amounts(b.income)))
    if b.income_rule:
        out.append(tr(f"hs.rule.{b.income_rule}"))
    for needed, output in b.slots:
        out.append(tr("hs.slot", needed=needed, output=p.amounts(output)))
    out += [tr(f"hs.effect.{effect}") for effect in b.on_build]
    out += [tr("hs.end_vp", vp=vp, what=tr(f"hs.per.{what}")) for what, vp in b.end_vp]
    return out


def hs_buildings(p: Page) -> str:
    tables = []
    for stage in ("start", *hs.STAGES):
        group = [hs.HOMESTEAD] if stage == "start" else [
            b for b in hs.BUILDINGS_LIST if b.stage == stage]
        rows = []
        for b in group:
            does = "<br>".join(esc(line) for line in hs_building_does(p, b)) or p.w("none")
            copies = "1" if stage == "start" else f"{b.copies[0]} / {b.copies[1]}"
            rows.append([f"{esc(p.name(b.key))}<br><span class=\"{hooks.MUTED}\">"
                         f"{esc(p.name(b.type))}</span>", copies,
                         esc(p.amounts(b.cost)), str(b.vp) if b.vp else p.w("none"), does])
        caption = p.name("homestead") if stage == "start" else hs_stage_name(p, stage)
        tables.append(table(caption, [p.w("building"), p.w("copies"), p.w("cost"), p.w("vp"),
                                      p.w("does")], rows, "buildings"))
    return "\n".join(tables)


def hs_types(p: Page, types: tuple) -> str:
    if not types:
        return p.w("no_building")
    if set(types) == set(hs.TYPES):
        return p.w("any_type")
    return " / ".join(p.name(t) for t in types)


def hs_bonus(p: Page, bonus: tuple) -> str:
    kind = bonus[0]
    if kind == "worker":
        return p.w("worker_bonus")
    if kind == "rail":
        return p.w("rail_bonus")
    if kind == "gain":
        return p.w("gain", gain=p.amounts(bonus[1]))
    return p.w("exchange", cost=p.amounts(bonus[1]), gain=p.amounts(bonus[2]))


def hs_tiles(p: Page) -> str:
    out = []
    for stack in (1, 2, 3):
        rows = [[str(t.id), esc(hs_stage_name(p, t.stage)), esc(hs_types(p, t.build_types)),
             "<br>".join(esc(hs_bonus(p, b)) for b in t.bonuses) or p.w("none")]
                for t in hs.TILES_LIST if t.stack == stack]
        out.append(table(f"{p.w('stack')} {stack}", [p.w("tile"), p.w("stage"), p.w("builds"),
                                                    p.w("bonus")], rows, "tiles"))
    return "\n".join(out)


def hs_rail_bonus(p: Page, choice: str) -> str:
    return {"trade": p.w("trade"), "rail_line": p.w("rail_line"), "worker": p.w("worker"),
            "vp3": p.w("vp3")}.get(choice, p.w("any_good"))


def hs_market(p: Page) -> str:
    rows = [[esc(p.name(good)), esc(p.amount(cur, n)), esc(p.amount(cur, n))]
            for good, (cur, n) in hs.MARKET.items()]
    return table(p.w("good"), [p.w("good"), p.w("buy"), p.w("sell")], rows)


def hs_fig_rounds(p: Page) -> str:
    body = []
    colours = {"settlement": "st-a", "town": "st-b", "city": "st-c"}
    spans = (("settlement", 1, 4), ("town", 5, 8), ("city", 9, 10))
    x0, size, gap = 12, 36, 4
    body.append(text(12, 22, p.w("round_n"), "t small", "start"))
    for stage, a, b in spans:
        for r in range(a, b + 1):
            x = x0 + (r - 1) * (size + gap)
            body.append(box(x, 32, size, size, f"box {colours[stage]}", 5))
            body.append(text(x + size / 2, 56, str(r), "t strong"))
        xa = x0 + (a - 1) * (size + gap)
        xb = x0 + (b - 1) * (size + gap) + size
        body.append(f'<line class="brace" x1="{xa}" y1="76" x2="{xb}" y2="76"/>')
        body.append(text((xa + xb) / 2, 94, hs_stage_name(p, stage), "t small"))
    y = 112
    for i in range(1, 6):
        label = p.w(f"step{i}") if i < 5 else p.w("final")
        body.append(box(14, y, 392, 46, "box st-f" if i == 5 else "box"))
        body.append(text(34, y + 29, str(i) if i < 5 else "★", "t strong"))
        body.append(lines(56, y + 20 if len(label) > 44 else y + 28, label, 44, "t", 17,
                          "start"))
        if i < 4:
            body.append(arrow(210, y + 46, 210, y + 60))
        y += 62
    return svg(p.w("fig_rounds"), 420, y, body)


def hs_fig_rail(p: Page) -> str:
    body = []
    w, gap, x0 = 64, 6, 14
    body.append(box(x0, 20, 44, 70, "box st-f"))
    body += [text(x0 + 22, 60, p.w("start"), "t tiny")]
    for i, space in enumerate(hs.RAIL_TRACK):
        x = x0 + 50 + i * (w + gap)
        body.append(box(x, 20, w, 70))
        body.append(text(x + w / 2, 40, str(i + 1), "t strong"))
        body += [text(x + w / 2, 58 + j * 13, part, "t tiny")
                 for j, part in enumerate(wrap(hs_rail_bonus(p, space[0]), 10)[:3])]
    body.append(lines(210, 114, p.w("each_advance"), 52, "t small", 16))
    spaces = "; ".join(f"{i} {hs_rail_bonus(p, s[0])}" for i, s in enumerate(hs.RAIL_TRACK, 1))
    return svg(f"{p.tr('hs.group.rail')}: {spaces}. {p.w('each_advance')}.", 420, 150, body)


BLOCKS: dict[str, Callable[[Page], str]] = {
    "buildings": hs_buildings, "tiles": hs_tiles, "market": hs_market,
}
FIGURES: dict[str, Callable[[Page], str]] = {
    "rounds": hs_fig_rounds, "rail": hs_fig_rail,
}
VALUES: dict[str, object] = {
    "rounds": hs.ROUNDS, "start_silver": hs.START_SILVER, "start_workers": hs.START_WORKERS,
    "bid_values": listed(hs.BID_VALUES), "min_bid": hs.BID_VALUES[0],
    "neutral_levels": listed(hs.NEUTRAL_LEVELS), "neutral_start": hs.NEUTRAL_START,
    "neutral_min": hs.NEUTRAL_LEVELS[0], "neutral_max": hs.NEUTRAL_LEVELS[-1],
    "gold_as_silver": hs.GOLD_AS_SILVER, "debt_silver": hs.DEBT_SILVER,
    "debt_repay": hs.DEBT_REPAY_SILVER, "sale_vp": hs.SALE_VP, "rail_vp": hs.RAIL_TRACK_VP,
    "rodeo_max": hs.RODEO_MAX, "clear_debt_silver": hs.CLEAR_DEBT_SILVER,
    "buildings_3p": sum(b.copies[1] for b in hs.BUILDINGS_LIST),
    "buildings_2p": sum(b.copies[0] for b in hs.BUILDINGS_LIST),
    "tiles": len(hs.TILES_LIST), "tiles_per_stack": len(hs.TILES_LIST) // 3,
    "stacks_2": hs.STACKS_BY_PLAYERS[2], "stacks_4": hs.STACKS_BY_PLAYERS[4],
    "rail_spaces": len(hs.RAIL_TRACK),
}

# -- the pictures of the board (`board_pictures.py`, `rules_figures.py`) --------------------
PICTURES = BoardPictures(
    size=(1000, 800),
    midgame_save="3p-mid-1068.json",
    parts={"rounds": "hs-rounds", "auctions": "hs-auctions", "rail": "hs-rail",
           "coming": "hs-coming", "supply": "hs-supply", "seat": "hs-seat-0"},
    moments={"setup": ("rounds", "auctions", "rail", "coming", "supply", "seat"),
             "mid": ("rounds", "auctions", "supply", "seat")},
    heights={"setup": 806, "mid": 836},
)
