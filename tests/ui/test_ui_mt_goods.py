"""Montana's goods on a landscape drawn for a room (ui/games/mt_goods.py)."""
from __future__ import annotations

import math
import re

from engine.montana.data import TILES
from ui.art import R
from ui.games.mt_goods import for_room

USE = re.compile(r'href="#mt-good-(\w+)" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)"')


def _costs() -> set[tuple]:
    return {r.cost for tile in TILES.values() for r in tile.values() if r.kind == "land"}


def test_every_cost_is_drawn_good_by_good_inside_its_hex_below_its_top():
    """Each good of a cost once, in its order, its box inside the hex's width and under the
    hex's top quarter (a cow's or a double's tents' place)."""
    for cost in _costs():
        goods = [g for g, k in cost for _ in range(k)]
        drawn = USE.findall(for_room(goods))
        assert [d[0] for d in drawn] == goods
        for _, x, y, size in drawn:
            x, y, size = float(x), float(y), float(size)
            assert -math.sqrt(3) / 2 * R <= x and x + size <= math.sqrt(3) / 2 * R, cost
            assert y >= -R / 2, cost


def test_a_good_drawn_for_a_room_is_at_least_14_units_wide():
    """14 units: 25 px on the landscape of two and three players at 1920 x 1080 (1.8 px a
    unit), a room's 24 px."""
    for cost in _costs():
        goods = [g for g, k in cost for _ in range(k)]
        assert min(float(d[3]) for d in USE.findall(for_room(goods))) >= 14
