"""Montana's own SVG art: the goods, the workers, cows, canteens, coins, camps and the
town's representatives, each drawn so that it is never told apart by colour alone (a shape
of its own, a letter on every worker, a yellow rim and arrow on the large pieces as printed).

The drawings are defined once per board, as the symbols of its `sheet`; the functions
here return inline pictures of them named for screen readers (or decorative). The drawings'
classes are plain rules of montana.css: the only ones that style what a <use> copies.
Nothing here knows the rules.
"""
from __future__ import annotations

from .. import hooks
from ..art import sheet as board_sheet
from ..art import sprite, symbols
from ..html import Markup, el, esc

#: goods: wheat an ear, squash a gourd, copper a nugget with its sheen, stone an angular
#: block; the large size is drawn bigger, with a yellow rim and a yellow arrow as printed
_LARGE_ARROW = '<path class="mt-up" d="M19.5 0.5 L23.5 5.5 H21 V9 H18 V5.5 H15.5 Z"/>'
GOOD_ART = {
    "wheat": '<path class="mt-wheat" d="M12 2 C16 6 16 12 12 17 C8 12 8 6 12 2 Z"/>'
             '<path class="mt-wheat-line" d="M12 6 V23 M12 10 L9.5 8 M12 10 L14.5 8 M12 13.5 L9.5 '
             '11.5 M12 13.5 L14.5 11.5"/>',
    "squash": '<path class="mt-squash" d="M12 6 C4 6 2 11 2 15 C2 20 7 22 12 22 C17 22 22 20 22 '
              '15 C22 11 20 6 12 6 Z"/><path class="mt-squash-rib" d="M12 7 V21 M7 8 C5 12 5 '
              '17 8 21 M17 8 C19 12 19 17 16 21"/><path class="mt-squash-stem" d="M12 7 C12 4 '
              '13 2 15 1"/>',
    "copper_small": '<path class="mt-copper" d="M5 15 L7 9 L13 7 L18 10 L19 16 L13 19 Z"/>'
                    '<path class="mt-sheen" d="M8 11 L12 9.5"/>',
    "copper_large": '<path class="mt-copper large" d="M2 16 L5 7 L13 4 L20 8 L21 17 L12 21 Z"/>'
                    '<path class="mt-sheen" d="M6 10 L11 8"/>' + _LARGE_ARROW,
    "stone_small": '<path class="mt-stone" d="M5 18 L6 10 L12 8 L18 11 L18 18 Z"/>'
                   '<path class="mt-crack" d="M6 10 L12 13 L18 11 M12 13 V18"/>',
    "stone_large": '<path class="mt-stone large" d="M2 21 L3 8 L12 5 L21 9 L21 21 Z"/>'
                   '<path class="mt-crack" d="M3 8 L12 12 L21 9 M12 12 V21"/>' + _LARGE_ARROW,
}
COW = ('<path class="mt-cow" d="M3 9 H16 L19 6 L22 7 L21 11 L18 12 V19 H16 V15 H6 V19 H4 V14 '
       'L2 12 Z"/><circle class="mt-cow-spot" cx="8" cy="11.5" r="2"/>'
       '<circle class="mt-cow-spot" cx="13" cy="10.5" r="1.3"/>')
CANTEEN = ('<circle class="mt-canteen" cx="12" cy="14" r="8"/><rect class="mt-canteen" x="10" '
           'y="2" width="4" height="5" rx="1"/><path class="mt-canteen-strap" d="M6 9 L12 6 '
           'L18 9"/><circle class="mt-canteen-cap" cx="12" cy="14" r="3.5"/>')
COIN = ('<circle class="mt-coin" cx="12" cy="12" r="10"/><circle class="mt-coin-rim" cx="12" '
        'cy="12" r="7"/>')
#: a camp: a tent with its door; filled with the seat's colour by its copy's class
TENT = '<path d="M12 3 L22 20 H2 Z"/><path class="mt-tent-door" d="M12 9 L15.5 20 H8.5 Z"/>'
#: the worker meeple, its letter drawn on the body
_MEEPLE = ('<path d="M12 1.5 A4.2 4.2 0 1 1 11.99 1.5 Z M4 11.5 Q4 9.5 7 9.5 H17 Q20 9.5 20 '
           '11.5 V15 H16.5 L18.5 23 H13.5 L12 19 L10.5 23 H5.5 L7.5 15 H4 Z"/>')
#: a representative: a pawn standing on a base
PAWN = ('<path d="M12 1 A4.5 4.5 0 1 1 11.99 1 Z M8 10.5 H16 L17.5 19 H6.5 Z '
        'M4 19.5 H20 V23 H4 Z"/>')
#: the upgrade of a small piece to a large one: the printed yellow arrow
UPGRADE = ('<path class="mt-stone" d="M1 20 L2 14 L6 12 L9 14 L9 20 Z"/>'
           '<path class="mt-up-arrow" d="M10 15 H14 V12 L19 16.5 L14 21 V18 H10 Z"/>'
           '<path class="mt-copper large" d="M14 9 L16 3 L20 2 L23 5 L23 10 L19 11 Z"/>')


#: the workers that carry a letter: the four colours and the white one of a free choice
COLOURED = ("copper", "stone", "wheat", "squash", "any")
#: and an empty outline, where a bank space shows how many workers it takes
MEEPLES = (*COLOURED, "empty")


def meeple(colour: str, letter: str) -> str:
    """A worker in its colour with its letter, in a 24 x 24 box ("any": a white one)."""
    return (f'<g class="mt-meeple mt-w-{esc(colour)}">{_MEEPLE}<text x="12" y="16.2" '
            f'text-anchor="middle">{esc(letter)}</text></g>')


def sheet(letters: dict[str, str], extra: str = "") -> Markup:
    """Every drawing of the board, once (workers carry their letter in `letters`)."""
    arts = {**{f"good-{g}": art for g, art in GOOD_ART.items()}, "cow": COW,
            "canteen": CANTEEN, "coin": COIN, "upgrade": UPGRADE, "camp": TENT, "pawn": PAWN,
            **{f"w-{c}": meeple(c, letters.get(c, "")) for c in MEEPLES}}
    return board_sheet(symbols("mt", arts) + extra)


def good(kind: str, label: str | None, size: float = 1.25) -> Markup:
    return sprite(f"mt-good-{kind}", label, size, cls=f"{hooks.ICON} good-{kind}")


def worker(colour: str, label: str | None, size: float = 1.5, piece: bool = False) -> Markup:
    """A worker of `colour`; `piece`: one standing on the board (motion moves it), not one
    printed on a space, counted in the supply or named on a button."""
    extra = f" {hooks.PIECE}" if piece else ""
    return sprite(f"mt-w-{colour}", label, size, cls=f"{hooks.ICON} worker{extra}")


def piece(name: str, label: str | None, size: float = 1.25) -> Markup:
    """A cow, a canteen, a coin or the upgrade arrow."""
    return sprite(f"mt-{name}", label, size)


def pawn(seat: int, label: str | None, size: float = 1.6) -> Markup:
    """A seat's representative in the town, in the seat's colour."""
    return sprite("mt-pawn", label, size, cls=f"{hooks.ICON} pawn {hooks.PIECE}",
                  use_cls=f"mt-seat-{seat}")


def tent(seat: int, label: str | None, size: float = 1.25) -> Markup:
    return sprite("mt-camp", label, size, cls=f"{hooks.ICON} camp", use_cls=f"mt-seat-{seat}")


def count(body: Markup, n: int, k: str, tip: str, cls: str = "hold") -> Markup:
    """A holding: its picture and its number, keyed for the page's change highlight."""
    return el("span", {"class": cls, hooks.KEY: k, hooks.COUNT: n, hooks.TIP: tip,
                       "tabindex": "0"}, body, el("b", None, n))
