"""A mining token on Gold West's map drawn for a room (presentation mode): one coin per kind
of resource with its count over it, in place of one small coin per resource.

A hex is 40 units wide; three coins side by side are 11 units each, their letters 7 units,
which no map on a projector draws at the room's 24 px. Grouped by kind, a token has at most
three kinds, so its coins are 18.5 to 22 units and their letters (and counts) reach the
room's 24 px when a unit is 1.64 to 1.95 px. The count stands where the terrain's letter
stands on the other hexes (the terrain is told by its colour and pattern, and the map key).
`assets/present.css` shows this drawing instead of the other when presenting.
"""
from __future__ import annotations

from engine.goldwest.data import METALS

from ..art import use
from ..html import esc

#: where each kind's coin goes (centre x, centre y, width) by the number of kinds: inside the
#: hex's edges (three kinds toward three corners)
_PLACES: dict[int, list[tuple[float, float, float]]] = {
    1: [(0, 5, 22)],
    2: [(-9.3, 2, 18.5), (9.3, 2, 18.5)],
    3: [(-10, 0, 18.5), (5, -8.7, 18.5), (5, 8.7, 18.5)],
}
#: where a kind's count goes (x, baseline y) on a token of one or two kinds (a token holds
#: three resources: of three kinds, each is one)
_COUNTS: dict[int, list[tuple[float, float]]] = {1: [(0, -6)], 2: [(-7, -7.5), (7, -7.5)]}
#: the coins' letters are 16/24 of their width when presenting (assets/present.css): a count
#: is drawn as large
_LETTERS = 16 / 24


def by_kind(token: list[str], face_up: bool) -> str:
    """The token's resources as coins by kind (metals first, each kind in the order the
    token lists it) with the count of each kind that has more than one; a token only its
    looker sees (face down) in a dashed ring."""
    kinds: dict[str, int] = {}
    for r in sorted(token, key=lambda r: r not in METALS):
        kinds[r] = kinds.get(r, 0) + 1
    parts = [] if face_up else ['<circle class="token peeked" cx="0" cy="0" r="16.5"/>']
    for i, ((r, n), (x, y, size)) in enumerate(zip(kinds.items(), _PLACES[len(kinds)],
                                                   strict=False)):
        parts.append(use(f"gw-res-{r}", x, y, size))
        if n > 1:
            nx, ny = _COUNTS[len(kinds)][i]
            parts.append(f'<text class="tok-count" x="{nx}" y="{ny}" text-anchor="middle" '
                         f'style="--size:{size * _LETTERS:.1f}px">{esc(str(n))}</text>')
    return f'<g class="tok-kinds">{"".join(parts)}</g>'
