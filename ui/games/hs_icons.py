"""Homesteaders' pictures: one SVG symbol per resource, building type and token, drawn by us.

The board puts the symbols once (`defs()`) and every icon is a small `<svg><use/></svg>`,
so a board with hundreds of icons stays light. Each picture has its own shape, never a
colour alone: a coin for silver, an ingot for gold, a nugget for copper, an I-beam for
steel, logs for wood, a wheat ear for food, a cow for livestock, the blue T token, the
sheriff's star for victory points, an IOU for debt, a meeple for a worker. Workers use
`currentColor`, so a seat's workers take its colour from CSS.
"""
from __future__ import annotations

import math

from ..html import Markup, esc


def _star(cx: float, cy: float, outer: float, inner: float) -> str:
    """The six-pointed sheriff's star, with a ball on each point."""
    pts = []
    for i in range(12):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + 30 * i)
        pts.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    balls = "".join(
        f'<circle cx="{cx + outer * math.cos(math.radians(-90 + 60 * i)):.2f}" '
        f'cy="{cy + outer * math.sin(math.radians(-90 + 60 * i)):.2f}" r="1.5"/>'
        for i in range(6))
    return (f'<g fill="#e0ac1f" stroke="#6d4c00" stroke-width="1.1" stroke-linejoin="round">'
            f'<polygon points="{" ".join(pts)}"/>{balls}</g>'
            f'<circle cx="{cx}" cy="{cy}" r="2.6" fill="#f6d777" stroke="#6d4c00"/>')


def _log(cx: float, cy: float) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="4.4" fill="#c2823f" stroke="#4f2c0c" '
            f'stroke-width="1.3"/><circle cx="{cx}" cy="{cy}" r="1.9" fill="none" '
            f'stroke="#4f2c0c" stroke-width=".9"/>')


def _grains() -> str:
    out = ['<ellipse cx="12" cy="4.6" rx="1.7" ry="2.7"/>']
    for y in (8.4, 12.2, 16):
        for x, turn in ((9.7, -38), (14.3, 38)):
            out.append(f'<ellipse cx="{x}" cy="{y}" rx="1.6" ry="2.7" '
                       f'transform="rotate({turn} {x} {y})"/>')
    return ('<path d="M12 22V7" stroke="#6f5110" stroke-width="1.6"/>'
            f'<g fill="#e7be4e" stroke="#6f5110" stroke-width="1">{"".join(out)}</g>')


_TYPE_BG = {"residential": "#2e7d32", "commercial": "#b3261e", "industrial": "#1e5aa8",
            "special": "#8a6400"}
_TYPE_GLYPH = {
    # a house with a gable roof and a door
    "residential": '<path d="M4.5 12.5 12 5.5l7.5 7V19.5h-5v-5h-5v5h-5z" fill="#fff"/>',
    # a shop front under a scalloped awning
    "commercial": '<path d="M4 6.5h16l1 3.6c-1.2 1.6-2.8 1.6-3.9 0-1.2 1.6-2.8 1.6-4 0-1.2 1.6-2.8 '
                  '1.6-4 0-1.2 1.6-2.8 1.6-4.1 0z" fill="#fff"/><path d="M5.5 12.5v7h13v-7" '
                  'fill="none" stroke="#fff" stroke-width="1.8"/><path d="M10.3 19.5v-4h3.4v4z" '
                  'fill="#fff"/>',
    # a factory: saw-tooth roof and a chimney
    "industrial": '<path d="M3.5 19.5v-9l5 3v-3l5 3V5h3.5v14.5z" fill="#fff"/>',
    # a pennant on its pole
    "special": '<path d="M7 20.5V3.5" stroke="#fff" stroke-width="2" stroke-linecap="round"/>'
               '<path d="M8 4.2 19.5 8.3 8 12.4z" fill="#fff"/>',
}

#: symbol id (after "hs-") -> the picture inside a 24 x 24 box
ART: dict[str, str] = {
    "silver": '<circle cx="12" cy="12" r="10" fill="#d4d8dd" stroke="#5d636b" stroke-width="1.5"/>'
              '<circle cx="12" cy="12" r="7.2" fill="none" stroke="#8b9199"/>'
              '<path d="M14.6 8.8c-.6-.7-1.5-1.1-2.6-1.1-1.4 0-2.5.8-2.5 1.9 0 2.6 5.2 1.4 5.2 4.1 '
              '0 1.2-1.2 2-2.7 2-1.1 0-2.1-.4-2.8-1.1M12 6v12" fill="none" stroke="#3f444b" '
              'stroke-width="1.6" stroke-linecap="round"/>',
    "gold": '<path d="M2.5 17.5 6.5 8.5h11l4 9z" fill="#efc12f" stroke="#7a560a" '
            'stroke-width="1.4" stroke-linejoin="round"/><path d="M6.5 8.5 8.3 12.5h7.4l1.8-4'
            'M8.3 12.5 6 17.5m9.7-5 2.3 5" fill="none" stroke="#7a560a" stroke-width="1"/>'
            '<path d="M9 10.4h4.5" stroke="#fff7c9" stroke-width="1.3" stroke-linecap="round"/>',
    "copper": '<path d="M3.5 15 7 7.8l6-2.6 6.2 3.2 1.6 6.8-5.6 4.3H8.4z" fill="#c96a32" '
              'stroke="#5e260a" stroke-width="1.4" stroke-linejoin="round"/><path d="M7 7.8 11 '
              '12l2-6.8M11 12l4.2 7.5M11 12l9.8 3.2M11 12 3.5 15" fill="none" stroke="#5e260a" '
              'stroke-width=".9"/>',
    "steel": '<path d="M4 4.5h16v3.6h-6v7.8h6v3.6H4v-3.6h6V8.1H4z" fill="#93a3b3" stroke="#2f3a45" '
             'stroke-width="1.4" stroke-linejoin="round"/><path d="M5 5.6h14" stroke="#dfe6ec" '
             'stroke-width="1"/>',
    "wood": _log(7.6, 16) + _log(16.4, 16) + _log(12, 8.4),
    "food": _grains(),
    "livestock": '<path d="M7.5 7.5C5 7.3 3.6 5.6 3.4 3.2M16.5 7.5c2.5-.2 3.9-1.9 4.1-4.3" '
                 'fill="none" stroke="#5b4a33" stroke-width="3.2" stroke-linecap="round"/>'
                 '<path d="M7.5 7.5C5 7.3 3.6 5.6 3.4 3.2M16.5 7.5c2.5-.2 3.9-1.9 4.1-4.3" '
                 'fill="none" stroke="#f1e8d6" stroke-width="1.6" stroke-linecap="round"/>'
                 '<ellipse cx="4.4" cy="10" rx="2.9" ry="1.5" fill="#6b4226" stroke="#2e1a0b"/>'
                 '<ellipse cx="19.6" cy="10" rx="2.9" ry="1.5" fill="#6b4226" stroke="#2e1a0b"/>'
                 '<path d="M7 7h10l-.9 9.2H7.9z" fill="#8b5a35" stroke="#2e1a0b" '
                 'stroke-linejoin="round"/><path d="M11 7h2l-.4 5.4h-1.2z" fill="#f4ede0"/>'
                 '<ellipse cx="12" cy="17.4" rx="4.6" ry="3.2" fill="#e9b9a0" stroke="#2e1a0b"/>'
                 '<circle cx="10.4" cy="17.6" r=".8" fill="#2e1a0b"/>'
                 '<circle cx="13.6" cy="17.6" r=".8" fill="#2e1a0b"/>',
    "trade": '<circle cx="12" cy="12" r="10" fill="#2f6fb3" stroke="#143861" stroke-width="1.4"/>'
             '<path d="M7.2 7.6h9.6M12 7.6v9.6" stroke="#fff" stroke-width="2.6" '
             'stroke-linecap="round"/>',
    "vp": _star(12, 12.3, 10.2, 5.1),
    "debt": '<rect x="3" y="5" width="18" height="14" rx="1.5" fill="#fbf3e2" stroke="#8a2a1a" '
            'stroke-width="1.4"/><path d="M6 9h12M6 12h8M6 15h6" stroke="#8a2a1a" '
            'stroke-width="1.3"/><circle cx="17" cy="15.2" r="2.4" fill="#c0392b"/>',
    "worker": '<path d="M12 2.3a3.3 3.3 0 1 1 0 6.6 3.3 3.3 0 1 1 0-6.6ZM4.6 21.5 7.2 10.4h9.6'
              'l2.6 11.1h-4.7L12 15.8l-2.7 5.7z" fill="currentColor" stroke="#1b130c" '
              'stroke-width="1" stroke-linejoin="round"/>',
    "slot": '<rect x="2.5" y="2.5" width="19" height="19" rx="3" fill="#fffdf7" stroke="#7b6450" '
            'stroke-width="1.2" stroke-dasharray="2.4 1.6"/><path d="M12 4.8a2.6 2.6 0 1 1 0 '
            '5.2 2.6 2.6 0 1 1 0-5.2ZM6.4 19.5l2-8.4h7.2l2 8.4h-3.6L12 15.2l-2 4.3z" '
            'fill="#cdbba5"/>',
    "rail_line": '<path d="M5.5 4.5v15M10 4.5v15M14.5 4.5v15M19 4.5v15" stroke="#8a5a2b" '
                 'stroke-width="2.4"/><path d="M2.5 8.5h19M2.5 15.5h19" stroke="#3d4349" '
                 'stroke-width="2.2"/>',
    "rail": '<path d="M3 18.5h18" stroke="#3d4349" stroke-width="1.6"/><path d="M4 15.5V9.5h8V6h4'
            'v3.5h3.5v6z" fill="#3f4c5a" stroke="#1c232b" stroke-linejoin="round"/><path d="M13 '
            '7.6h2" stroke="#f3d36b" stroke-width="1.4"/><path d="M5.5 6.5h2.2V9.5H5.5z" '
            'fill="#3f4c5a"/><circle cx="7.3" cy="16.3" r="2" fill="#b23b2a" stroke="#1c232b"/>'
            '<circle cx="15.8" cy="16.3" r="2" fill="#b23b2a" stroke="#1c232b"/>',
    "income": '<path d="M18.6 8.6A7.4 7.4 0 0 0 5.3 8.8M5.4 15.4a7.4 7.4 0 0 0 13.3.2" fill="none" '
              'stroke="#2e6b34" stroke-width="2.2" stroke-linecap="round"/><path d="M19.8 4.2l-.6 '
              '5.4-5.2-1.2zM4.2 19.8l.6-5.4 5.2 1.2z" fill="#2e6b34"/>',
    "build": '<path d="M13.5 3.8 20.2 10.5l-2.4 2.4-2.6-2.6-9.4 9.4a1.7 1.7 0 0 1-2.4-2.4l9.4-9.4'
             '-1.7-1.7z" fill="#6b4a2b" stroke="#2b1d12" stroke-linejoin="round"/>',
    "end": '<path d="M6.5 3h11M6.5 21h11M7.5 3c0 5 3.5 6 4.5 9-1 3-4.5 4-4.5 9M16.5 3c0 '
           '5-3.5 6-4.5 9 1 3 4.5 4 4.5 9" fill="none" stroke="#4a3420" stroke-width="1.6" '
           'stroke-linecap="round"/><path d="M9.2 18.5c.8-2 2-2.8 2.8-3.8.8 1 2 1.8 2.8 3.8z" '
           'fill="#d9a520"/>',
    "neutral": '<circle cx="12" cy="12" r="9.5" fill="#6f6a64" stroke="#2b2723" '
               'stroke-width="1.4"/><circle cx="12" cy="12" r="5.2" fill="none" stroke="#efe9e1" '
               'stroke-width="1.6"/><circle cx="12" cy="12" r="1.8" fill="#efe9e1"/>',
    "screen": '<path d="M3 5.5 8.5 4v15.5L3 21zM8.5 4 15 5.5V21l-6.5-1.5zM15 5.5 21 4v15.5L15 21z" '
              'fill="#b98a55" stroke="#4f3115" stroke-linejoin="round"/>',
    "start": '<rect x="5" y="2.5" width="14" height="19" rx="2" fill="#fff3d6" stroke="#7a3e1d" '
             'stroke-width="1.4"/><path d="M10.3 8.3 12.8 6.5V17.5M10.3 17.5h5" fill="none" '
             'stroke="#7a3e1d" stroke-width="1.8" stroke-linecap="round" '
             'stroke-linejoin="round"/>',
    "round": '<ellipse cx="12" cy="16" rx="7.5" ry="3.6" fill="#5a3616"/><path d="M4.5 8.5v7.5'
             'c0 2 3.4 3.6 7.5 3.6s7.5-1.6 7.5-3.6V8.5" fill="#7a4a22" stroke="#2b1d12"/>'
             '<ellipse cx="12" cy="8.5" rx="7.5" ry="3.6" fill="#a8703a" stroke="#2b1d12"/>',
    "tile": '<rect x="3" y="4" width="18" height="16" rx="2" fill="#5d4330" stroke="#2b1d12"/>'
            '<path d="M6 8h12M6 12h12M6 16h12" stroke="#8b6a4e" stroke-width="1.2"/>',
    **{f"type-{t}": f'<rect x="1" y="1" width="22" height="22" rx="5" fill="{bg}"/>{_TYPE_GLYPH[t]}'
       for t, bg in _TYPE_BG.items()},
}


DEFS = Markup('<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false">'
              + "".join(f'<symbol id="hs-{name}" viewBox="0 0 24 24">{art}</symbol>'
                        for name, art in ART.items()) + "</svg>")


def defs() -> Markup:
    """The symbols every icon of the board points at (put once, before the icons)."""
    return DEFS


def icon(name: str, label: str | None = None, cls: str = "") -> Markup:
    """One picture: named for screen readers when `label` is given, else decorative (its
    text is beside it)."""
    named = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    classes = f"ic ic-{name} {cls}".strip()
    # no viewBox: the symbol has its own and fills the icon's box, which CSS sizes
    return Markup(f'<svg class="{classes}" {named}><use href="#hs-{name}"/></svg>')
