"""Our own SVG art, shared by the screens and the game boards: seat markers and hex maps.

A seat is never told apart by colour alone: its marker has a shape of its own and the
initial of its name. A hex map is one SVG picture plus, over each hex that is a legal move,
a real `<button>` (keyboard, screen reader, `data-action`), placed in percent of the map so
that it follows the picture at every width.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from engine import Action

from .html import Markup, el, esc

SHAPES = ("circle", "square", "triangle", "diamond")
_SHAPE_SVG = {
    "circle": '<circle cx="12" cy="12" r="10"/>',
    "square": '<rect x="3" y="3" width="18" height="18" rx="2"/>',
    "triangle": '<path d="M12 2 L23 21 H1 Z"/>',
    "diamond": '<path d="M12 1 L23 12 L12 23 L1 12 Z"/>',
}
SQRT3 = math.sqrt(3)
#: a hex's radius (centre to corner) in the map's SVG units
R = 20


def initial(name: str, seat: int) -> str:
    return (name.strip()[:1] or str(seat + 1)).upper()


def _mark_inner(seat: int, letter: str) -> str:
    shape = SHAPES[seat % len(SHAPES)]
    y = "17" if shape == "triangle" else "16"
    return (f'<g class="shape">{_SHAPE_SVG[shape]}</g>'
            f'<text x="12" y="{y}" text-anchor="middle">{el("tspan", None, letter)}</text>')


def mark(seat: int, name: str) -> Markup:
    """A seat's marker as an inline picture: colour, a distinct shape and the initial."""
    return Markup(
        f'<svg class="mark seat-{seat}" viewBox="0 0 24 24" width="22" height="22" '
        f'aria-hidden="true" focusable="false">{_mark_inner(seat, initial(name, seat))}</svg>')


def map_mark(seat: int, name: str, x: float, y: float, size: float, cls: str = "") -> Markup:
    """The same marker drawn inside a board's SVG, `size` units wide, centred on (x, y)."""
    k = size / 24
    return Markup(f'<g class="mark seat-{seat} {cls}" transform="translate({x - size / 2:.1f} '
                  f'{y - size / 2:.1f}) scale({k:.3f})">{_mark_inner(seat, initial(name, seat))}'
                  f'</g>')


def icon(art: str, label: str | None, size: float = 1.25, box: str = "0 0 24 24",
         cls: str = "ic") -> Markup:
    """A board's drawing `art` as an inline picture `size` rem wide (so it grows with the
    text size); named for screen readers when `label` is given, else decorative (the words
    beside it say it already)."""
    named = (f'role="img" aria-label="{esc(label)}"' if label is not None
             else 'aria-hidden="true"')
    title = f"<title>{esc(label)}</title>" if label else ""
    return Markup(f'<svg class="{esc(cls)}" viewBox="{box}" style="width:{size}rem;'
                  f'height:{size}rem" {named} focusable="false">{title}{art}</svg>')


@dataclass
class Cell:
    """One hex of a map: where it is, how it looks, what it is called, what it does.

    A hex that is a move carries its `action`; one whose move the rules refuse now carries
    the move's key in `choice` and the engine's reason in `why` (a focusable button that
    does nothing); any hex may carry a `tip` saying what it is.
    """

    cx: float             # centre, in SVG units
    cy: float
    cls: str              # classes of the hexagon (its terrain)
    art: Markup           # drawn over the hexagon, centred on (0, 0)
    label: str            # what the hex is: tooltip, and the button's name with its move
    action: Action | None = None
    action_label: str = ""  # the button's name: the move, or the refused move and why
    pattern: str = ""     # id of an SVG pattern laid over the colour (never colour alone)
    pos: str = ""         # the hex's name on the map ("D5"), printed small in a free corner
    k: str = ""           # the hex's stable key on the page (``data-k``)
    choice: str = ""      # a refused move's key
    why: str = ""         # why the rules refuse it now
    tip: str = ""         # what the hex is and holds (``data-tip``)


def hex_choice(gui: Any, ctx: Any, key: str) -> dict[str, Any]:
    """The `Cell` fields of a hex whose move would be `key`: the legal move, or (while a
    person chooses) the refused key with the engine's reason, or nothing. `gui` is the
    game's presentation (`GameUI`): the engine decides, this only words it."""
    action = ctx.by_key.get(key)
    if action is not None:
        return {"action": action, "action_label": gui.action_text(ctx, action)}
    why = gui.refusal(ctx, key) if key and ctx.choosing else None
    if why is None:
        return {}
    name = gui.action_text(ctx, Action.from_key(ctx.seat, key))
    return {"choice": key, "why": why,
            "action_label": ctx.tr("ui.refused_choice", choice=name, reason=why)}


def flat_centre(col: int, row: int) -> tuple[float, float]:
    """Flat-topped hexes in columns, rows growing upward, odd columns half a hex lower."""
    return 1.5 * R * col, SQRT3 * R * (-row + (0.5 if col % 2 else 0.0))


def pointy_centre(q: int, r: int) -> tuple[float, float]:
    """Pointed-top hexes in axial coordinates (q to the east, r to the south-east)."""
    return SQRT3 * R * (q + r / 2), 1.5 * R * r


def _corners(pointy: bool) -> str:
    start = 30 if pointy else 0
    return " ".join(f"{R * math.cos(math.radians(start + 60 * i)):.1f},"
                    f"{R * math.sin(math.radians(start + 60 * i)):.1f}" for i in range(6))


_HEXAGON = {p: _corners(p) for p in (False, True)}
#: a map much wider than tall is also drawn turned a quarter (text stays upright) for
#: narrow screens, where its hexes come out half as large again
TURN_RATIO = 1.25
#: a hex is never drawn narrower than a finger (px): on a phone a large map scrolls
#: sideways inside its own box rather than shrinking its hexes below a tap target
MIN_HEX_PX = 44


def _extent(cells: list[Cell], pointy: bool) -> tuple[float, float, float, float]:
    """The map's box in SVG units: left, top, width, height."""
    half_w = R * SQRT3 / 2 if pointy else R
    half_h = R if pointy else R * SQRT3 / 2
    pad = 3
    x0 = min(c.cx for c in cells) - half_w - pad
    y0 = min(c.cy for c in cells) - half_h - pad
    return (x0, y0, max(c.cx for c in cells) + half_w + pad - x0,
            max(c.cy for c in cells) + half_h + pad - y0)


def _overlay(c: Cell, style: str) -> Markup:
    """What lies over a hex: its move's button, a refused move's button that does nothing
    (still focusable, its reason in ``data-why``), or its tip alone."""
    if c.action is not None:
        return el("button", {"type": "button", "class": "spot hex-spot",
                             "data-action": c.action.key, "style": style,
                             "aria-label": c.action_label, "data-tip": c.tip or c.label})
    if c.choice:
        return el("button", {"type": "button", "class": "spot hex-spot unavailable",
                             "aria-disabled": "true", "data-choice": c.choice,
                             "data-why": c.why, "style": style, "aria-label": c.action_label,
                             "data-tip": c.tip or c.label})
    return el("span", {"class": "hex-tip", "style": style, "data-tip": c.tip, "tabindex": "0",
                       "role": "img", "aria-label": c.tip})


def _picture(cells: list[Cell], pointy: bool, title: str, cls: str) -> Markup:
    """One drawing of the map: the SVG, then what lies over its hexes (moves first, so the
    keyboard reaches them first), positioned in percent."""
    x0, y0, width, height = _extent(cells, pointy)
    half_w = R * SQRT3 / 2 if pointy else R
    half_h = R if pointy else R * SQRT3 / 2
    shapes = []
    over: list[tuple[int, Markup]] = []
    corners = _HEXAGON[pointy]
    # where the name goes: the bottom of a flat-topped hex, the lower left of a pointed one
    pos_x, pos_y = (-12.5, 9) if pointy else (0, 16.5)
    for c in cells:
        state = " legal" if c.action is not None else " refused" if c.choice else ""
        pattern = (f'<polygon class="pat" fill="url(#{esc(c.pattern)})" points="{corners}"/>'
                   if c.pattern else "")
        pos = (f'<text class="hex-pos" x="{pos_x}" y="{pos_y}" text-anchor="middle" '
               f'aria-hidden="true">{esc(c.pos)}</text>' if c.pos else "")
        key = f' data-k="{esc(c.k)}"' if c.k else ""
        shapes.append(
            f'<g transform="translate({c.cx:.1f} {c.cy:.1f})"{key}>'
            f'<polygon class="hex {esc(c.cls)}{state}" points="{corners}"/>{pattern}{c.art}'
            f'{pos}</g>')
        if c.action is not None or c.choice or c.tip:
            style = (f"left:{(c.cx - x0 - half_w) / width * 100:.2f}%;"
                     f"top:{(c.cy - y0 - half_h) / height * 100:.2f}%;"
                     f"width:{2 * half_w / width * 100:.2f}%;"
                     f"height:{2 * half_h / height * 100:.2f}%")
            rank = 0 if c.action is not None else 1 if c.choice else 2
            over.append((rank, _overlay(c, style)))
    svg = Markup(f'<svg viewBox="{x0:.1f} {y0:.1f} {width:.1f} {height:.1f}" role="img" '
                 f'aria-label="{esc(title)}" focusable="false">{"".join(shapes)}</svg>')
    min_width = width / (2 * min(half_w, half_h)) * MIN_HEX_PX
    return el("div", {"class": f"hexmap {cls}", "style": f"min-width:{min_width:.0f}px"},
              svg, [m for _, m in sorted(over, key=lambda o: o[0])])


def hex_map(cells: list[Cell], pointy: bool, title: str, defs: str = "") -> Markup:
    """The picture of `cells` with a button over every cell that is a move (or a refused
    one) and a tip over the others; a wide map comes with a turned copy that only narrow
    screens show (CSS picks one). On a phone a map wider than the screen scrolls inside its
    own box, which the keyboard can reach (focusable, named)."""
    _, _, width, height = _extent(cells, pointy)
    shared = Markup(f'<svg class="defs" width="0" height="0" aria-hidden="true" '
                    f'focusable="false"><defs>{defs}</defs></svg>') if defs else ""
    box = {"class": "maps", "tabindex": "0", "role": "region", "aria-label": title}
    if width < TURN_RATIO * height:
        return el("div", box, shared, _picture(cells, pointy, title, "both"))
    turned = [replace(c, cx=-c.cy, cy=c.cx, k=c.k and f"{c.k}-turned") for c in cells]
    return el("div", box, shared,
              _picture(cells, pointy, title, "wide"),
              _picture(turned, not pointy, title, "narrow"))
