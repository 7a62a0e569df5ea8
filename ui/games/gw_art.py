"""Gold West's own SVG art: the five resources, an icon for each BoomTown office, the
stagecoach, the camp and the Wanted poster. No resource is told by colour alone: metals
are coins with their chemical symbol (the same in every language), wood a log, stone a rock.

Drawings live in a 24 x 24 box, defined once per board as the symbols of its `sheet`; the
functions here return inline pictures of them named for screen readers (or decorative).
Their classes are plain rules of goldwest.css: the only ones that style what a <use> copies.
"""
from __future__ import annotations

from .. import hooks
from ..art import sheet as board_sheet
from ..art import sprite, symbols
from ..html import Markup

METAL_SYMBOL = {"copper": "Cu", "silver": "Ag", "gold": "Au"}
RES_ART = {
    "wood": '<rect class="gw-wood" x="2" y="7" width="20" height="10" rx="5"/>'
            '<circle class="gw-grain" cx="17" cy="12" r="3"/>',
    "stone": '<path class="gw-stone" d="M3 18 L6 7 L14 3 L21 10 L19 20 Z"/>'
             '<path class="gw-crack" d="M6 7 L12 12 L21 10 M12 12 L11 19"/>',
    **{m: f'<circle class="gw-{m}" cx="12" cy="12" r="10.5"/>'
          f'<text x="12" y="16" text-anchor="middle">{s}</text>'
       for m, s in METAL_SYMBOL.items()},
}
#: the offices of BoomTown, each with a picture of its trade
OFFICE_ART = {
    "docks": '<path class="gw-o-line" d="M12 4 V20 M7 8 H17 M4 14 Q5 20 12 20 Q19 20 20 14"/>'
             '<circle class="gw-o-line" cx="12" cy="4" r="2"/>',
    "frontier": '<path class="gw-o-line" d="M3 9 V21 M9 7 V21 M15 7 V21 M21 9 V21 M2 12 H22 '
                'M2 18 H22"/>',
    "homestead": '<path class="gw-o-fill" d="M3 12 L12 4 L21 12 V21 H3 Z"/>'
                 '<rect class="gw-o-hole" x="10" y="14" width="4" height="7"/>',
    "courthouse": '<path class="gw-o-fill" d="M2 9 L12 3 L22 9 Z M3 20 H21 V22 H3 Z"/>'
                  '<path class="gw-o-line" d="M5 10 V19 M10 10 V19 M14 10 V19 M19 10 V19"/>',
    "deeds": '<path class="gw-o-fill" d="M6 3 H18 V19 Q18 22 15 22 H4 Q7 21 7 18 Z"/>'
             '<path class="gw-o-hole-line" d="M9 8 H15 M9 12 H15 M9 16 H13"/>',
    "depot": '<rect class="gw-o-fill" x="3" y="6" width="18" height="15"/>'
             '<path class="gw-o-hole-line" d="M3 6 L21 21 M21 6 L3 21 M3 13.5 H21"/>',
    "mayor": '<path class="gw-o-fill" d="M7 4 H17 V16 H7 Z M2 16 H22 V19 H2 Z"/>'
             '<rect class="gw-o-hole" x="7" y="12" width="10" height="2"/>',
    "saloon": '<path class="gw-o-fill" d="M6 5 H15 V20 H6 Z"/>'
              '<path class="gw-o-line" d="M15 8 H18 Q20 8 20 11 V13 Q20 16 17 16 H15"/>'
              '<path class="gw-o-hole" d="M6 5 H15 V8 H6 Z"/>',
    "sheriff": '<path class="gw-o-fill" d="M12 1.5 L14.6 8 L21.5 8.2 L16 12.5 L18 19.5 L12 15.4 '
               'L6 19.5 L8 12.5 L2.5 8.2 L9.4 8 Z"/>',
    "shipping": '<circle class="gw-o-line" cx="12" cy="12" r="9"/><circle class="gw-o-fill" '
                'cx="12" cy="12" r="2.5"/><path class="gw-o-line" d="M12 3 V21 M3 12 H21 M5.6 '
                '5.6 L18.4 18.4 M18.4 5.6 L5.6 18.4"/>',
    "surveyor": '<path class="gw-o-line" d="M12 9 L5 22 M12 9 L19 22 M12 9 V22"/>'
                '<rect class="gw-o-fill" x="7" y="3" width="10" height="6" rx="1"/>',
    "town_hall": '<path class="gw-o-fill" d="M3 11 H21 V21 H3 Z M8 11 V6 H16 V11 Z"/>'
                 '<circle class="gw-o-hole" cx="12" cy="8.2" r="1.6"/>'
                 '<rect class="gw-o-hole" x="10.5" y="15" width="3" height="6"/>',
    "vp4": '<path class="gw-o-fill" d="M12 1.5 L14.6 8 L21.5 8.2 L16 12.5 L18 19.5 L12 15.4 '
           'L6 19.5 L8 12.5 L2.5 8.2 L9.4 8 Z"/><text class="gw-o-num" x="12" y="14.6" '
           'text-anchor="middle">4</text>',
}
#: a stagecoach, drawn in its owner's colour by its class
COACH = ('<path d="M4 6 H17 L20 11 V16 H2 V9 Z"/><circle class="coach-wheel" cx="6" cy="18" '
         'r="3"/><circle class="coach-wheel" cx="17" cy="18" r="3"/>')
CAMP = '<path d="M12 3 L22 20 H2 Z"/><path class="gw-tent-door" d="M12 9 L15.5 20 H8.5 Z"/>'
POSTER = ('<rect class="gw-poster" x="3" y="2" width="18" height="20" rx="1"/>'
          '<path class="gw-poster-ink" d="M7 6 H17 M9 9 H15"/><circle class="gw-poster-ink-fill" '
          'cx="12" cy="15" r="3.5"/>')
#: a shipping bonus tile
TILE = ('<rect class="gw-tile" x="3" y="3" width="18" height="18" rx="3"/>'
        '<path class="gw-tile-star" d="M12 6 L13.8 10.2 L18 10.4 L14.7 13 L15.8 17.4 L12 15 '
        'L8.2 17.4 L9.3 13 L6 10.4 L10.2 10.2 Z"/>')
#: an influence token: the back of a mining token on the player's influence track
INFLUENCE = '<path class="gw-inf-token" d="M12 2 L21 7 V17 L12 22 L3 17 V7 Z"/>'


def sheet(extra: str = "") -> Markup:
    """Every drawing of the board, once."""
    arts = {**{f"res-{r}": art for r, art in RES_ART.items()},
            **{f"office-{o}": art for o, art in OFFICE_ART.items()},
            "poster": POSTER, "tile": TILE, "camp": CAMP, "influence": INFLUENCE}
    return board_sheet(symbols("gw", arts) + extra)


def res(kind: str, label: str | None, size: float = 1.2) -> Markup:
    return sprite(f"gw-res-{kind}", label, size, cls=f"{hooks.ICON} res-{kind}")


def office(kind: str, label: str | None, size: float = 1.4) -> Markup:
    return sprite(f"gw-office-{kind}", label, size, cls=f"{hooks.ICON} office-ic office-{kind}")


def piece(name: str, label: str | None, size: float = 1.3, use_cls: str = "") -> Markup:
    """The Wanted poster, a bonus tile, a camp, an influence token."""
    return sprite(f"gw-{name}", label, size, use_cls=use_cls)
