"""Our own SVG art, shared by the screens and the game boards: seat markers and hex maps.

A seat is never told apart by colour alone: its marker has a colour (Okabe-Ito, see
`assets/style.css`), a shape and a letter of its own, which no other seat shares and which
is never the letter of one of the game's resources (`markers`). A hex map is one SVG
picture plus, over each hex that is a legal move, a real `<button>` (keyboard, screen
reader, `data-action`), placed in percent of the map so that it follows the picture at
every width.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

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
    """The first letter of a name (the seat's number for an empty one)."""
    return (name.strip()[:1] or str(seat + 1)).upper()


def _candidates(name: str, seat: int) -> Iterator[str]:
    """A seat's possible markers, best first: the short last word that tells numbered
    names apart ("Bot B" -> B, "Computer 2" -> 2), the initial, the other words'
    initials, the first two letters, any other letter, the seat's number."""
    words = name.split()
    if len(words) > 1 and len(words[-1]) <= 2 and words[-1].isalnum():
        yield words[-1].upper()
    yield initial(name, seat)
    for word in words[1:]:
        yield word[:1].upper()
    letters = [c for c in name if c.isalnum()]
    if len(letters) > 1:
        yield (letters[0] + letters[1]).upper() if letters[1].isdigit() else \
            letters[0].upper() + letters[1].lower()
    for c in letters[1:]:
        yield c.upper()
    yield str(seat + 1)


def markers(names: list[str], avoid: Iterable[str] = ()) -> list[str]:
    """One marker per seat, no two alike and none in `avoid` (the first letters of the
    game's resources, in the language on screen), so that "Bot B" and "Bot C" read B and C,
    and "Computer" is never C beside copper's C."""
    banned = {a.upper() for a in avoid}
    taken: set[str] = set()
    out = []
    for seat, name in enumerate(names):
        label = next((c for c in _candidates(name, seat) if c not in taken and c not in banned),
                     None)
        if label is None:  # every letter of the name is taken: a number nobody has
            label = next(str(n) for n in range(1, len(names) + 2) if str(n) not in taken)
        taken.add(label)
        out.append(label)
    return out


def _mark_inner(seat: int, label: str) -> str:
    shape = SHAPES[seat % len(SHAPES)]
    y = "17" if shape == "triangle" else "16"
    size = ' class="two"' if len(label) > 1 else ""
    return (f'<g class="shape">{_SHAPE_SVG[shape]}</g>'
            f'<text x="12" y="{y}"{size} text-anchor="middle">{el("tspan", None, label)}'
            f'</text>')


def mark(seat: int, label: str) -> Markup:
    """A seat's marker as an inline picture: its colour, its shape and its `label` (one of
    `markers`)."""
    return Markup(
        f'<svg class="mark seat-{seat}" viewBox="0 0 24 24" width="22" height="22" '
        f'aria-hidden="true" focusable="false">{_mark_inner(seat, label)}</svg>')


def map_mark(seat: int, label: str, x: float, y: float, size: float, cls: str = "") -> Markup:
    """The same marker drawn inside a board's SVG, `size` units wide, centred on (x, y)."""
    k = size / 24
    return Markup(f'<g class="mark seat-{seat} {cls}" transform="translate({x - size / 2:.1f} '
                  f'{y - size / 2:.1f}) scale({k:.3f})">{_mark_inner(seat, label)}</g>')


@dataclass
class Cell:
    """One hex of a map: where it is, how it looks, what it is called, what it does."""

    cx: float             # centre, in SVG units
    cy: float
    cls: str              # classes of the hexagon (its terrain)
    art: Markup           # drawn over the hexagon, centred on (0, 0)
    label: str            # what the hex is: tooltip, and the button's name with its move
    action: Action | None = None
    action_label: str = ""
    pattern: str = ""     # id of an SVG pattern laid over the colour (never colour alone)
    pos: str = ""         # the hex's name on the map ("D5"), printed small in a free corner


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


def _picture(cells: list[Cell], pointy: bool, title: str, cls: str) -> Markup:
    """One drawing of the map: the SVG, then its move buttons positioned in percent."""
    x0, y0, width, height = _extent(cells, pointy)
    half_w = R * SQRT3 / 2 if pointy else R
    half_h = R if pointy else R * SQRT3 / 2
    shapes, buttons = [], []
    corners = _HEXAGON[pointy]
    # where the name goes: the bottom of a flat-topped hex, the lower left of a pointed one
    pos_x, pos_y = (-12.5, 9) if pointy else (0, 16.5)
    for c in cells:
        legal = " legal" if c.action is not None else ""
        pattern = (f'<polygon class="pat" fill="url(#{esc(c.pattern)})" points="{corners}"/>'
                   if c.pattern else "")
        pos = (f'<text class="hex-pos" x="{pos_x}" y="{pos_y}" text-anchor="middle" '
               f'aria-hidden="true">{esc(c.pos)}</text>' if c.pos else "")
        shapes.append(
            f'<g transform="translate({c.cx:.1f} {c.cy:.1f})"><title>{esc(c.label)}</title>'
            f'<polygon class="hex {esc(c.cls)}{legal}" points="{corners}"/>{pattern}{c.art}'
            f'{pos}</g>')
        if c.action is not None:
            style = (f"left:{(c.cx - x0 - half_w) / width * 100:.2f}%;"
                     f"top:{(c.cy - y0 - half_h) / height * 100:.2f}%;"
                     f"width:{2 * half_w / width * 100:.2f}%;"
                     f"height:{2 * half_h / height * 100:.2f}%")
            buttons.append(el("button", {"type": "button", "class": "spot hex-spot",
                                         "data-action": c.action.key, "style": style,
                                         "aria-label": c.action_label,
                                         "title": c.action_label}))
    svg = Markup(f'<svg viewBox="{x0:.1f} {y0:.1f} {width:.1f} {height:.1f}" role="img" '
                 f'aria-label="{esc(title)}" focusable="false">{"".join(shapes)}</svg>')
    min_width = width / (2 * min(half_w, half_h)) * MIN_HEX_PX
    return el("div", {"class": f"hexmap {cls}", "style": f"min-width:{min_width:.0f}px"},
              svg, buttons)


def hex_map(cells: list[Cell], pointy: bool, title: str, defs: str = "") -> Markup:
    """The picture of `cells` with a button over every cell that carries a move; a wide map
    comes with a turned copy that only narrow screens show (CSS picks one)."""
    _, _, width, height = _extent(cells, pointy)
    shared = Markup(f'<svg class="defs" width="0" height="0" aria-hidden="true" '
                    f'focusable="false"><defs>{defs}</defs></svg>') if defs else ""
    if width < TURN_RATIO * height:
        return el("div", {"class": "maps"}, shared, _picture(cells, pointy, title, "both"))
    turned = [Cell(-c.cy, c.cx, c.cls, c.art, c.label, c.action, c.action_label, c.pattern,
                   c.pos) for c in cells]
    return el("div", {"class": "maps"}, shared,
              _picture(cells, pointy, title, "wide"),
              _picture(turned, not pointy, title, "narrow"))
