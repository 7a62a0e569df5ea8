"""The map (data module): 60 hexes, neighbours, straight lines and the map edge."""
import pytest

from engine.goldwest.data import SLOTS, SLOTS_UNUSED_WITH_2, WATER, axial, neighbours
from engine.goldwest.scoring import on_edge

from .helpers import G, by_water

ALL_LAND = {h for centre, ring in SLOTS for h in (centre, *ring)}
AXIAL_STEPS = {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}


def test_sixty_hexes_eight_tiles_of_seven_and_four_water():
    assert len(ALL_LAND) == 56 and len(WATER) == 4
    assert not ALL_LAND & set(WATER)


def test_neighbourhood_is_symmetric_and_the_map_is_connected():
    board = ALL_LAND | set(WATER)
    for h in board:
        assert len(set(neighbours(h))) == 6
        for n in neighbours(h):
            if n in board:
                assert h in neighbours(n)
    seen, todo = {WATER[0]}, [WATER[0]]
    while todo:
        for n in neighbours(todo.pop()):
            if n in board and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == board


def test_axial_coordinates_turn_neighbours_into_the_six_unit_steps():
    for h in ALL_LAND:
        q, r = axial(h)
        assert {(axial(n)[0] - q, axial(n)[1] - r) for n in neighbours(h)} == AXIAL_STEPS


def test_twelve_land_hexes_touch_the_water_none_on_the_end_tiles():
    touching = {h for h in ALL_LAND if by_water(h)}
    assert len(touching) == 12
    for slot in SLOTS_UNUSED_WITH_2:
        centre, ring = SLOTS[slot]
        assert not touching & {centre, *ring}


@pytest.mark.parametrize(("players", "edges"), [(2, 24), (3, 30), (4, 30)])
def test_edge_hexes_thirty_or_twenty_four_with_two_players(players, edges):
    """With 2 players a hex beside a face-down end tile counts as on the edge."""
    s = G.new(players, 1)
    assert sum(on_edge(s, h) for h in s.terrain) == edges
    assert not any(on_edge(s, h) for h in s.terrain if by_water(h))
    assert not any(on_edge(s, centre) for centre, _ in SLOTS if centre in s.terrain)
