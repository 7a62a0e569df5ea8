"""Map and BoomTown helpers shared by the rules, the scoring and the view."""
from __future__ import annotations

from .data import BOOMTOWN_COLUMNS, BOOMTOWN_ROWS, SLOTS, WATER, Hex

#: every hex of the printed map: the eight tile places (whether in play or not) and the water
MAP_HEXES: frozenset[Hex] = frozenset(
    [h for centre, ring in SLOTS for h in (centre, *ring)] + list(WATER))


def _labels() -> dict[Hex, str]:
    west = min(x for x, _ in MAP_HEXES)
    north = max(y for _, y in MAP_HEXES)
    return {(x, y): f"{chr(ord('A') + x - west)}{north - y + 1}" for x, y in MAP_HEXES}


#: the name a hex goes by on screen, like a chess board's squares: a letter per column from
#: west to east, a number per row from north to south (``E3``); the coordinates of the
#: action keys stay out of sight
HEX_LABELS: dict[Hex, str] = _labels()


def hex_key(h: Hex) -> str:
    """The text form of a hex in action keys: ``x,y``."""
    return f"{h[0]},{h[1]}"


def parse_hex(text: object) -> Hex | None:
    try:
        x, y = str(text).split(",")
        return int(x), int(y)
    except ValueError:
        return None


def _space_cost(space: int) -> dict[str, int]:
    cost: dict[str, int] = {}
    for metal in (BOOMTOWN_COLUMNS[space % 3], BOOMTOWN_ROWS[space // 3]):
        cost[metal] = cost.get(metal, 0) + 1
    return cost


#: a BoomTown space costs its column's metal plus its row's metal
SPACE_COSTS = tuple(_space_cost(i) for i in range(9))


def domino_tilings(hole: int) -> list[tuple[tuple[int, int], ...]]:
    """Every way to cover the 3x3 grid less `hole` with four dominoes."""
    out = []

    def fill(covered: frozenset, placed: tuple) -> None:
        free = [i for i in range(9) if i not in covered]
        if not free:
            out.append(placed)
            return
        i = free[0]
        for j in (i + 1, i + 3):
            if j < 9 and j not in covered and (j != i + 1 or i % 3 < 2):
                fill(covered | {i, j}, (*placed, (i, j)))

    fill(frozenset({hole}), ())
    return out
