"""A Montana region's cost on the landscape drawn for a room (presentation mode): its goods
larger, in up to two rows, in place of one row of small ones.

A hex is 34.6 units wide; a row of four goods is 11 units each, which no map on a projector
draws at the room's 24 px. Here a good is 14 to 18 units: at the 1.8 px a unit the
landscape has at two and three players that is 25 px or more. A cost has one to four goods
and repeats a kind only in a cost of two (two small copper, two small stone), so each good
is drawn (no count is needed). The top of the hex stays free for a cow or a double's tents.
`assets/present.css` shows this drawing instead of the other when presenting.
"""
from __future__ import annotations

from ..art import use

#: where each good goes (centre x, centre y, width) by the number of goods in the cost
_PLACES: dict[int, list[tuple[float, float, float]]] = {
    1: [(0, 2, 18)],
    2: [(-8.3, 2, 16.5), (8.3, 2, 16.5)],
    3: [(-7, -2, 14), (7, -2, 14), (0, 10, 14)],
    4: [(-7, -2, 14), (7, -2, 14), (-7, 10, 14), (7, 10, 14)],
}


def for_room(goods: list[str]) -> str:
    """The goods of a cost (one entry per good, in the cost's order) drawn large."""
    return '<g class="goods-room">' + "".join(
        use(f"mt-good-{g}", x, y, size)
        for g, (x, y, size) in zip(goods, _PLACES[len(goods)], strict=True)) + "</g>"
