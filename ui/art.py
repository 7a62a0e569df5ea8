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
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from engine import Action

from . import hooks
from .hint_marks import badge, hinted
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


def _inline(inner: str, label: str | None, size: float, box: str, cls: str) -> Markup:
    named = (f'role="img" aria-label="{esc(label)}"' if label is not None
             else 'aria-hidden="true"')
    title = f"<title>{esc(label)}</title>" if label else ""
    return Markup(f'<svg class="{esc(cls)}" viewBox="{box}" style="width:{size}rem;'
                  f'height:{size}rem" {named} focusable="false">{title}{inner}</svg>')


@lru_cache(maxsize=2048)
def icon(art: str, label: str | None, size: float = 1.25, box: str = "0 0 24 24",
         cls: str = "ic") -> Markup:
    """A board's drawing `art` as an inline picture `size` rem wide (so it grows with the
    text size); named for screen readers when `label` is given, else decorative (the words
    beside it say it already)."""
    return _inline(art, label, size, box, cls)


@lru_cache(maxsize=4096)
def sprite(symbol: str, label: str | None, size: float = 1.25, cls: str = "ic",
           use_cls: str = "") -> Markup:
    """A drawing of the board's sheet of symbols (`sheet`, drawn once per board) as an
    inline picture, like `icon`; `use_cls` classes the copy (a seat's colour fills it)."""
    extra = f' class="{esc(use_cls)}"' if use_cls else ""
    return _inline(f'<use href="#{esc(symbol)}"{extra}/>', label, size, "0 0 24 24", cls)


def drawn(text: object) -> Markup:
    """Words or a number drawn on a choice's button (CSS shows `data-fig`): the button's
    name says it in full, so its visible words never contradict that name."""
    return el("span", {"class": "fig", hooks.FIG: text, "aria-hidden": "true"})


def sheet(symbols_markup: str) -> Markup:
    """The hidden SVG holding a board's symbols (its drawings, defined once)."""
    return Markup(f'<svg class="defs" width="0" height="0" aria-hidden="true" '
                  f'focusable="false"><defs>{symbols_markup}</defs></svg>')


def symbols(prefix: str, arts: dict[str, str], box: str = "0 0 24 24") -> str:
    """Drawings a map repeats, defined once (``<symbol id="<prefix>-<name>">``) for `use`."""
    return "".join(f'<symbol id="{prefix}-{name}" viewBox="{box}">{art}</symbol>'
                   for name, art in arts.items())


def use(symbol: str, x: float, y: float, size: float) -> str:
    """A symbol drawn `size` units wide, centred on (x, y)."""
    return (f'<use href="#{symbol}" x="{x - size / 2:.1f}" y="{y - size / 2:.1f}" '
            f'width="{size:.1f}" height="{size:.1f}"/>')


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
    #: a suggested move's marks (`ui.hint_marks.hinted`: its rank, its name said with it) and badge
    marks: dict[str, Any] = field(default_factory=dict)
    badge: Markup | None = None


def hex_choice(gui: Any, ctx: Any, key: str) -> dict[str, Any]:
    """The `Cell` fields of a hex whose move would be `key`: the legal move, or (while a
    person chooses) the refused key with the engine's reason, or nothing. `gui` is the
    game's presentation (`GameUI`): the engine decides, this only words it."""
    action = ctx.by_key.get(key)
    if action is not None:
        label = gui.action_text(ctx, action)
        return {"action": action, "action_label": label, "badge": badge(ctx, key),
                "marks": hinted(ctx, key, {"aria-label": label})}
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
#: a key drawn on a cell (Montana's start tile), up to its closing quote
_KEYED = re.compile(f'({hooks.KEY}="[^"]+)"')
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
        return el("button", {"type": "button", "class": f"{hooks.SPOT} hex-spot",
                             hooks.ACTION: c.action.key, "style": style,
                             "aria-label": c.action_label, hooks.TIP: c.tip or c.label,
                             **c.marks}, c.badge)
    if c.choice:
        return el("button", {"type": "button",
                             "class": f"{hooks.SPOT} hex-spot {hooks.UNAVAILABLE}",
                             "aria-disabled": "true", hooks.CHOICE: c.choice,
                             hooks.WHY: c.why, "style": style, "aria-label": c.action_label,
                             hooks.TIP: c.tip or c.label})
    return el("span", {"class": "hex-tip", "style": style, hooks.TIP: c.tip, "tabindex": "0",
                       "role": "img", "aria-label": c.tip})


def _drawing(cells: list[Cell], pointy: bool, box: tuple[float, float, float, float],
             attrs: str) -> str:
    """The map's SVG: every hexagon with what is drawn on it."""
    x0, y0, width, height = box
    corners = _HEXAGON[pointy]
    # where the name goes: the bottom of the hex, inside its edges
    pos_x, pos_y = (0, 15) if pointy else (0, 15.5)
    shapes = []
    for c in cells:
        state = " legal" if c.action is not None else " refused" if c.choice else ""
        pattern = (f'<polygon class="pat" fill="url(#{esc(c.pattern)})" points="{corners}"/>'
                   if c.pattern else "")
        pos = (f'<text class="hex-pos" x="{pos_x}" y="{pos_y}" text-anchor="middle" '
               f'aria-hidden="true">{esc(c.pos)}</text>' if c.pos else "")
        key = f' {hooks.KEY}="{esc(c.k)}"' if c.k else ""
        shapes.append(
            f'<g transform="translate({c.cx:.1f} {c.cy:.1f})"{key}>'
            f'<polygon class="hex {esc(c.cls)}{state}" points="{corners}"/>{pattern}{c.art}'
            f'{pos}</g>')
    return (f'<svg viewBox="{x0:.1f} {y0:.1f} {width:.1f} {height:.1f}" {attrs} '
            f'focusable="false">{"".join(shapes)}</svg>')


def _place(cx: float, cy: float, pointy: bool, box: tuple[float, float, float, float],
           prefix: str = "") -> str:
    """A hex's box over the map, in percent of the map (CSS properties `prefix`-named)."""
    x0, y0, width, height = box
    half_w = R * SQRT3 / 2 if pointy else R
    half_h = R if pointy else R * SQRT3 / 2
    names = ("left", "top", "width", "height") if not prefix else tuple(
        f"--{prefix}{n}" for n in "ltwh")
    values = ((cx - x0 - half_w) / width, (cy - y0 - half_h) / height, 2 * half_w / width,
              2 * half_h / height)
    return ";".join(f"{n}:{v * 100:.2f}%" for n, v in zip(names, values, strict=True))


def _min_width(pointy: bool, box: tuple[float, float, float, float]) -> float:
    half = min(R * SQRT3 / 2, R) if pointy else min(R, R * SQRT3 / 2)
    return box[2] / (2 * half) * MIN_HEX_PX


def hex_map(cells: list[Cell], pointy: bool, title: str, defs: str = "") -> Markup:
    """The picture of `cells` with a button over every cell that is a move (or a refused
    one) and a tip over the others, moves first so the keyboard reaches them first.

    A map much wider than tall also carries a turned drawing (text stays upright) that
    narrow screens show instead, where its hexes come out half as large again; the
    buttons are laid over either drawing by CSS (each carries both places). On a phone a
    map wider than the screen scrolls inside its own box, which the keyboard can reach
    (focusable, named).
    """
    box = _extent(cells, pointy)
    shared = Markup(f'<svg class="defs" width="0" height="0" aria-hidden="true" '
                    f'focusable="false"><defs>{defs}</defs></svg>') if defs else ""
    named = f'role="img" aria-label="{esc(title)}"'
    turnable = box[2] >= TURN_RATIO * box[3]
    style = f"min-width:{_min_width(pointy, box):.0f}px;--aspect:{box[2] / box[3]:.3f}"
    drawings = [_drawing(cells, pointy, box, f'class="flat" {named}')]
    if turnable:
        # its keys (the cells' and any drawn on them) are the flat drawing's, "-turned"
        turned = [replace(c, cx=-c.cy, cy=c.cx, k=c.k and f"{c.k}{hooks.TURNED_KEY}",
                          art=Markup(_KEYED.sub(rf'\1{hooks.TURNED_KEY}"', c.art)))
                  for c in cells]
        turned_box = _extent(turned, not pointy)
        style += f";--turned-min:{_min_width(not pointy, turned_box):.0f}px"
        drawings.append(_drawing(turned, not pointy, turned_box,
                                 'class="turned" aria-hidden="true"'))
    over: list[tuple[int, Markup]] = []
    for c in cells:
        if c.action is None and not c.choice and not c.tip:
            continue
        place = _place(c.cx, c.cy, pointy, box)
        if turnable:
            place += ";" + _place(-c.cy, c.cx, not pointy, turned_box, "t")
        rank = 0 if c.action is not None else 1 if c.choice else 2
        over.append((rank, _overlay(c, place)))
    return el("div", {"class": hooks.MAPS, "tabindex": "0", "role": "region", "aria-label": title},
              shared,
              el("div", {"class": hooks.HEXMAP + (" turnable" if turnable else ""), "style": style},
                 Markup("".join(drawings)), [m for _, m in sorted(over, key=lambda o: o[0])]))
