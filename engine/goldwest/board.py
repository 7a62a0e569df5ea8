"""Map and BoomTown helpers shared by the rules, the scoring and the view."""
from __future__ import annotations

from .data import BOOMTOWN_COLUMNS, BOOMTOWN_ROWS, Hex


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
