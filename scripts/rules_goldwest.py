"""Gold West's rules page: its tables of components, its figures and the printed values its
text quotes (`rules/src/goldwest.<lang>.html`), all from `engine/goldwest/data.py`."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from rules_html import BoardPictures, Page, arrow, box, esc, lines, svg, table, text

from engine.goldwest import data as gw
from ui import hooks


def gw_camps(p: Page) -> str:
    rows = [[str(n), str(c), " – ".join(str(v) for v in gw.INVESTMENT_BONUS[n])]
            for n, c in gw.CAMPS.items()]
    return table(p.w("camps"), [p.w("players"), p.w("camps"), p.w("bonus_tiles")], rows)


def gw_start(p: Page) -> str:
    rows = []
    for i, sections in enumerate(gw.START_SUPPLY, 1):
        rows.append([str(i)] + [esc(", ".join(p.name(r) for r in sec)) or p.w("none")
                                for sec in sections])
    head = [p.w("turn_pos")] + [f"{p.w('section')} {n}" for n in range(1, 4)]
    return table(p.w("turn_pos"), head, rows)


def gw_majorities(p: Page) -> str:
    rows = [[esc(p.name(t)), str(a), str(b), str(b)] for t, (a, b) in gw.MAJORITY.items()]
    return table(p.w("terrain"), [p.w("terrain"), p.w("first"), p.w("second"), p.w("two_p")],
                 rows)


def gw_ability(p: Page, ability: str) -> str:
    if not ability:
        return p.w("none")
    if ability.startswith("influence:"):
        return p.tr("gw.ability.influence", terrain=p.name(ability.split(":")[1]))
    if ability.startswith("ship:"):
        return p.tr("gw.ability.ship", n=int(ability.split(":")[1]))
    return p.tr(f"gw.ability.{ability}")


def gw_investments(p: Page) -> str:
    rows = [[str(inv.id), esc(p.amounts(inv.cost)), str(inv.vp),  # numbered as on the board
             esc(gw_ability(p, inv.ability))] for inv in gw.INVESTMENTS]
    return table(p.w("card"), [p.w("card"), p.w("cost"), p.w("vp"), p.w("ability")], rows)


def gw_offices(p: Page) -> str:
    rows = [[esc(p.name(o)), esc(p.tr(f"gw.office.{o}"))] for o in gw.OFFICES]
    return table(p.w("office"), [p.w("office"), p.w("end_bonus")], rows)


def gw_shipping(p: Page) -> str:
    (a, va), (b, vb) = sorted(gw.SHIP_LINES.items())
    lines_ = esc(p.w("line_vp", a=a, b=b, va=va, vb=vb))
    stacks = esc(p.w("stacks_at", a=gw.SHIP_STACKS[0], b=gw.SHIP_STACKS[1]))
    rows = [[esc(p.name(metal)), lines_, f"{stacks} {' / '.join(map(str, tiles))} {p.w('vp')}"]
            for metal, tiles in gw.SHIP_BONUS.items()]
    return table(p.w("track"), [p.w("track"), p.w("lines"), p.w("stacks")], rows)


def gw_tokens(p: Page) -> str:
    rows = []
    for terrain, tokens in gw.TOKENS.items():
        counts = Counter(tuple(sorted(Counter(t).items())) for t in tokens)
        parts = [esc(p.amounts(dict(k)))
                 + f" <span class=\"{hooks.MUTED}\">{p.w('count', n=n)}</span>"
                 for k, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
        rows.append([esc(p.name(terrain)), f"{len(tokens)}", "<br>".join(parts)])
    return table(p.w("tokens"), [p.w("terrain"), p.w("tokens"), p.w("bonus_of")], rows)


def gw_fig_turn(p: Page) -> str:
    body = []
    y = 10
    for i in (1, 2, 3):
        body.append(box(14, y, 392, 62, "box st-a" if i < 3 else "box st-b"))
        body.append(text(36, y + 38, str(i), "t big"))
        body.append(text(60, y + 24, p.w(f"gw_step{i}"), "t strong", "start"))
        body.append(lines(60, y + 42, p.w(f"gw_step{i}b"), 48, "t small", 14, "start"))
        if i < 3:
            body.append(arrow(210, y + 62, 210, y + 78))
        y += 80
    body.append(lines(210, y + 8, p.w("gw_last"), 50, "t small"))
    return svg(p.w("gw_step1") + " → " + p.w("gw_step3"), 420, y + 24, body)


def gw_fig_boomtown(p: Page) -> str:
    body = []
    cell, x0, y0 = 100, 24, 50
    for c, metal in enumerate(gw.BOOMTOWN_COLUMNS):
        body.append(text(x0 + c * cell + cell / 2, y0 - 14, p.name(metal), f"t strong m-{metal}"))
    for r, metal in enumerate(gw.BOOMTOWN_ROWS):
        body.append(text(x0 + 3 * cell + 8, y0 + r * cell + cell / 2 + 5, p.name(metal),
                         f"t strong m-{metal}", "start"))
        for c in range(3):
            x, y = x0 + c * cell, y0 + r * cell
            single = r * 3 + c == 8
            body.append(box(x + 3, y + 3, cell - 6, cell - 6, "box st-f" if single else "box", 6))
            label = p.w("vp4") if single else p.w("office_x")
            body.append(text(x + cell / 2, y + cell / 2 - 4, label, "t small"))
            if not single:
                body.append(text(x + cell / 2, y + cell / 2 + 14,
                                 f"{p.name(gw.BOOMTOWN_COLUMNS[c])} + {p.name(metal)}", "t tiny"))
    body.append(text(x0, y0 + 3 * cell + 26, "↑ " + p.w("col_metal") + " · → "
                     + p.w("row_metal"), "t small", "start"))
    return svg(p.w("fig_boomtown"), 420, y0 + 3 * cell + 40, body)


def gw_fig_supply(p: Page) -> str:
    """Activating the third section: 2 wood, 1 stone and 1 gold; one piece stays in each
    section between it and the use area, the rest is in hand (the page's example)."""
    body = []
    held = {3: [], 2: ["wood", "wood", "stone", "gold"], 1: ["silver"], 0: []}
    after = {3: [], 2: [], 1: ["silver", "stone"], 0: ["wood"]}
    hand = ["wood", "gold"]
    col = {"before": 30, "after": 230}
    for which, contents in (("before", held), ("after", after)):
        x = col[which]
        body.append(box(x, 14, 160, 44, "box st-f"))
        body.append(text(x + 80, 32, p.w("use"), "t tiny"))
        for i, r in enumerate(hand if which == "after" else []):
            body.append(f'<circle class="r r-{r}" cx="{x + 60 + i * 26}" cy="46" r="8"/>')
        for s in range(4):
            y = 70 + s * 50
            body.append(box(x, y, 160, 42))
            body.append(text(x + 8, y + 16, f"{p.w('section')} {s + 1} (+{s})", "t tiny", "start"))
            for i, r in enumerate(contents[s]):
                body.append(f'<circle class="r r-{r}" cx="{x + 20 + i * 24}" cy="{y + 30}" r="8"/>')
    body.append(arrow(195, 91 + 2 * 50, 225, 91 + 2 * 50))
    legend = ["wood", "stone", "copper", "silver", "gold"]
    for i, r in enumerate(legend):
        x = 30 + i * 76
        body.append(f'<circle class="r r-{r}" cx="{x}" cy="290" r="8"/>')
        body.append(text(x + 12, 295, p.name(r), "t tiny", "start"))
    return svg(p.w("gw_step1"), 420, 310, body)


BLOCKS: dict[str, Callable[[Page], str]] = {
    "camps": gw_camps, "start": gw_start, "majorities": gw_majorities,
    "investments": gw_investments, "offices": gw_offices, "shipping": gw_shipping,
    "tokens": gw_tokens,
}
FIGURES: dict[str, Callable[[Page], str]] = {
    "turn": gw_fig_turn, "boomtown": gw_fig_boomtown, "supply": gw_fig_supply,
}
VALUES: dict[str, object] = {
    "camps_2": gw.CAMPS[2], "camps_3": gw.CAMPS[3], "camps_4": gw.CAMPS[4],
    "investments_in_play": gw.INVESTMENTS_IN_PLAY, "investments": len(gw.INVESTMENTS),
    "offices_in_play": gw.OFFICES_IN_PLAY, "offices": len(gw.OFFICES),
    "tokens": sum(len(t) for t in gw.TOKENS.values()),
    "tokens_per_terrain": len(gw.TOKENS["gold"]), "boomtown_vp": gw.BOOMTOWN_TILE_VP,
    "group_vp": gw.LARGEST_GROUP_VP, "loot_vp": gw.LOOT_VP, "sections": gw.SECTIONS,
    "max_section_vp": gw.SECTIONS - 1, "ship_end": gw.SHIP_END,
    "terrain_tiles": len(gw.TERRAIN_TILES), "hexes": 7 * len(gw.TERRAIN_TILES),
}

# -- the pictures of the board (`board_pictures.py`, `rules_figures.py`) --------------------
PICTURES = BoardPictures(
    size=(1000, 1050),
    midgame_save="3p-mid-1068.json",
    parts={"map": "hexmap", "boomtown": "gw-boomtown", "wanted": "gw-wanted",
           "invest": "gw-invest", "shipping": "gw-shipping", "track": "supply-track"},
    moments={"setup": ("map", "boomtown", "wanted", "invest", "shipping", "track"),
             "mid": ("map", "boomtown", "shipping", "track")},
    heights={"setup": 1050, "mid": 1040},
)
