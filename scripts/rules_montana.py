"""Montana's rules page: its tables of components, its figures and the printed values its
text quotes (`rules/src/montana.<lang>.html`), all from `engine/montana/data.py`."""
from __future__ import annotations

from collections.abc import Callable

from rules_html import (
    BoardPictures,
    Page,
    arrow,
    badge,
    box,
    esc,
    lines,
    listed,
    svg,
    table,
    text,
    wrap,
)

from engine.montana import data as mt


def mt_name(p: Page, key: str) -> str:
    return p.name(key)


def mt_supply(p: Page) -> str:
    rows = [[str(n)] + [str(s[g]) for g in mt.GOODS] + [str(mt.CAMPS[n]),
                                                          str(mt.LANDSCAPE_TILES_BY_PLAYERS[n])]
            for n, s in mt.SUPPLY.items()]
    head = [p.w("players")] + [mt_name(p, g) for g in mt.GOODS] + [
        p.w("camps"), p.w("landscape_tiles")]
    return table(p.w("supply_of"), head, rows)


def mt_worker(p: Page, colour: str) -> str:
    return p.w("any_pair") if colour == "any" else p.tr(f"mt.amount.worker.{colour}", n=1)


def mt_wheel(p: Page) -> str:
    pinned = {1, 3}  # the rulebook's example: stone+squash two segments before squash+squash
    rows = []
    for i, (a, b) in enumerate(mt.WHEEL):
        pair = mt_worker(p, "any") if a == "any" else f"{mt_worker(p, a)} + {mt_worker(p, b)}"
        rows.append([str(i + 1), esc(pair) + " " + badge(
            p, "rulebook" if i in pinned else "reconstructed")])
    return table(p.tr("mt.wheel"), [p.w("segment"), p.w("workers")], rows)


def mt_bank(p: Page) -> str:
    rows = [[str(n), str(c) + " " + badge(p, "rulebook" if n == 2 else "reconstructed")]
            for n, c in mt.BANK]
    return table(p.name("bank"), [p.w("bank_ws"), p.w("coins")], rows)


def mt_areas(p: Page) -> str:
    rows = []
    smalls = {sp.small for _, _, spaces in mt.AREAS.values() for sp in spaces}
    if len(smalls) != 1:
        raise ValueError("the small boxes differ: say so in mt_areas")
    for area, (good, colour, spaces) in mt.AREAS.items():
        cells = []
        for i, sp in enumerate(spaces):
            dearest_wheat = area == "wheat_field" and i == len(spaces) - 1
            main = ("rulebook" if dearest_wheat else "found" if area in ("mine", "quarry")
                    else "reconstructed")
            said = p.tr("mt.short.harvest", coins=sp.coins, goods=p.amount(good, sp.goods))
            cells.append(f"{esc(said)} {badge(p, main)}")
        rows.append([esc(p.name(area)), esc(p.tr(f"mt.amount.worker.{colour}", n=1)),
                     "<br>".join(cells)])
    note = (f"<p>{esc(p.w('small_box', n=smalls.pop()))} {badge(p, 'reconstructed')} "
            f"{esc(p.w('small_box_wheat'))} {badge(p, 'rulebook')}</p>")
    return table(p.w("area"), [p.w("area"), p.w("worker_colour"), p.w("spaces")], rows) + note


def mt_legend(p: Page) -> str:
    return "<ul>" + "".join(f"<li>{badge(p, kind)} {esc(p.w('legend_' + kind))}</li>"
                            for kind in ("rulebook", "found", "reconstructed")) + "</ul>"


def mt_town(p: Page) -> str:
    rows = [[str(i), esc(p.tr(f"mt.reward.{row}"))] for i, row in enumerate(mt.TOWN_ROWS, 1)]
    costs = " · ".join(str(c) for c in mt.TOWN_COLUMN_COSTS)
    out = table(p.w("row"), [p.w("row"), p.w("reward")], rows)
    colon = " :" if p.lang == "fr" else ":"
    return out + f'<p>{esc(p.w("column_costs"))}{colon} {costs} {badge(p, "reconstructed")}</p>'


def mt_region(p: Page, region: mt.Region) -> str:
    if region.kind == "mountain":
        return p.w("mountain")
    if region.kind == "lake":
        return p.w("lake") + (f" + {p.w('canteen')}" if region.canteen else "")
    text_ = p.amounts(dict(region.cost))
    if region.cow:
        text_ += f" + {p.w('cow')}"
    if region.double:
        text_ += f" + {p.w('double')}"
    return text_


def mt_tiles(p: Page) -> str:
    rows = []
    for name, hexes in mt.TILES.items():
        parts = [f"<b>{esc(p.w('centre') if at == 'centre' else at)}</b> "
                 f"{esc(mt_region(p, hexes[off]))}"
                 for at, off in mt.OFFSETS.items()]
        rows.append([esc(name), "<br>".join(parts)])
    return (f"<p>{badge(p, 'reconstructed')}</p>"
            + table(p.w("landscape_tiles"), [p.w("tile_x"), p.w("regions")], rows, "tiles"))


def mt_fig_turn(p: Page) -> str:
    body = []
    body.append(text(210, 22, p.w("choose_one"), "t strong"))
    for i, key in enumerate(("recruit", "harvest", "build")):
        x = 14 + i * 134
        body.append(box(x, 36, 124, 92, "box st-a"))
        body.append(text(x + 62, 60, "ABC"[i] + " · " + p.w(key), "t strong"))
        body += [text(x + 62, 82 + j * 15, part, "t tiny")
                 for j, part in enumerate(wrap(p.w(f"{key}_b"), 18)[:3])]
    body.append(box(14, 142, 392, 36, "box st-f"))
    body.append(text(210, 165, p.w("any_time"), "t small"))
    body.append(arrow(210, 178, 210, 196))
    body.append(box(14, 198, 392, 36, "box st-b"))
    body.append(text(210, 221, p.w("end_turn"), "t small"))
    return svg(p.w("choose_one"), 420, 246, body)


def mt_fig_town(p: Page) -> str:
    body = []
    cw, rh, x0, y0 = 62, 48, 150, 46
    body.append(text(x0 + 2 * cw, 14, p.w("column_costs"), "t tiny"))
    for c, cost in enumerate(mt.TOWN_COLUMN_COSTS):
        body.append(text(x0 + c * cw + cw / 2, y0 - 10, str(cost), "t strong"))
    for r, row in enumerate(mt.TOWN_ROWS):
        y = y0 + r * rh
        parts = wrap(p.tr(f"mt.reward.{row}"), 22)[:3]
        top = y + rh / 2 + 4 - (len(parts) - 1) * 7
        body += [text(8, top + j * 14, part, "t tiny", "start") for j, part in enumerate(parts)]
        for c in range(4):
            body.append(box(x0 + c * cw + 2, y + 2, cw - 4, rh - 4, "box", 5))
    y = y0 + rh
    for c, who, cls in ((0, "blue", "p-blue"), (1, "red", "p-red")):
        cx = x0 + cw * (c + 0.5)
        body.append(f'<circle class="pawn {cls}" cx="{cx}" cy="{y + rh / 2}" r="12"/>')
        body.append(text(cx, y + rh / 2 + 5, p.w(who)[0], "t strong inv"))
    body.append(lines(x0, y0 + 4 * rh + 20, f"{p.w('red')} ({p.w('newcomer')}) → "
                      f"{p.w('blue')} {p.w('moves')}", 36, "t small", 16, "start"))
    return svg(p.w("fig_town"), 420, y0 + 4 * rh + 46, body)


def mt_fig_line(p: Page) -> str:
    body = []
    r = 30
    for i in range(5):
        cx, cy = 50 + i * 1.5 * r * 1.2, 70
        pts = " ".join(f"{cx + r * c:.1f},{cy + r * s:.1f}" for c, s in (
            (1, 0), (0.5, 0.866), (-0.5, 0.866), (-1, 0), (-0.5, -0.866), (0.5, -0.866)))
        body.append(f'<polygon class="hex{" st-f" if i == 4 else ""}" points="{pts}"/>')
        if i < 4:
            body.append(f'<rect class="camp" x="{cx - 9}" y="{cy - 9}" width="18" height="18"/>')
        if i == 3:
            body.append(f'<rect class="camp" x="{cx - 4}" y="{cy - 18}" width="18" height="18"/>')
            body.append(text(cx, cy + 48, p.w("free_camp"), "t small"))
    body.append(text(210, 18, p.w("line4"), "t strong"))
    return svg(p.w("line4"), 420, 130, body)


BLOCKS: dict[str, Callable[[Page], str]] = {
    "supply": mt_supply, "legend": mt_legend, "wheel": mt_wheel, "bank": mt_bank,
    "areas": mt_areas, "town": mt_town, "tiles": mt_tiles,
}
FIGURES: dict[str, Callable[[Page], str]] = {
    "turn": mt_fig_turn, "town": mt_fig_town, "line": mt_fig_line,
}
VALUES: dict[str, object] = {
    "camps_2": mt.CAMPS[2], "camps_3": mt.CAMPS[3], "camps_4": mt.CAMPS[4],
    "tiles_2": mt.LANDSCAPE_TILES_BY_PLAYERS[2], "tiles_3": mt.LANDSCAPE_TILES_BY_PLAYERS[3],
    "tiles_4": mt.LANDSCAPE_TILES_BY_PLAYERS[4], "landscape_tiles": len(mt.TILES),
    "start_coins": listed(mt.START_COINS), "spins": mt.START_SPINS,
    "max_workers": mt.MAX_WORKERS, "builds": mt.BUILDS_PER_TURN,
    "wheel_steps": mt.WHEEL_MAX_STEPS, "cow_coins": mt.COW_TRADE_COINS,
    "cows": mt.COWS_TOTAL, "workers_per_colour": mt.WORKERS_PER_COLOUR,
    "wheel_segments": len(mt.WHEEL), "town_costs": listed(mt.TOWN_COLUMN_COSTS),
    "canteens": sum(1 for t in mt.TILES.values() for r in t.values() if r.canteen),
    "cow_symbols": sum(1 for t in mt.TILES.values() for r in t.values() if r.cow),
}

# -- the pictures of the board (`board_pictures.py`, `rules_figures.py`) --------------------
PICTURES = BoardPictures(
    size=(1000, 826),
    midgame_save="3p-mid-1068.json",
    parts={"map": "hexmap", "wheel": "mt-wheel", "supply": "mt-supply",
           "areas": "areas", "town": "mt-town", "crew": "crew"},
    moments={"setup": ("map", "wheel", "supply", "areas", "town", "crew"),
             "mid": ("map", "wheel", "areas", "crew")},
    heights={"setup": 840, "mid": 850},
)
