"""Set-up (rulebook, "Mise en place et matériel"): map, tokens, BoomTown, investments,
shipping bonus tiles, turn order, starting supply and camps."""
from collections import Counter
from itertools import product

import pytest

from engine.goldwest.board import domino_tilings
from engine.goldwest.data import (
    BOOMTOWN_SINGLE_SPOTS,
    INVESTMENTS,
    OFFICES,
    SLOTS,
    TERRAIN_TILES,
    TERRAINS,
    TOKENS,
    WATER,
    neighbours,
)

from .helpers import G, by_water, hexkey, land

SEEDS = range(12)


def _slot_hexes(slot):
    centre, ring = SLOTS[slot]
    return [centre, *ring]


def _tile_of(s, slot):
    """Which terrain tile (and turn) lies in `slot`, or None when the slot is unused."""
    centre, ring = SLOTS[slot]
    if centre not in s.terrain:
        assert not any(h in s.terrain for h in ring)
        return None
    found = [(tile, turn) for tile, (ring_t, centre_t) in enumerate(TERRAIN_TILES)
             for turn in range(6)
             if centre_t == s.terrain[centre]
             and all(s.terrain[h] == ring_t[(i + turn) % 6] for i, h in enumerate(ring))]
    assert found, f"slot {slot} holds no printed tile"
    return found


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_eight_terrain_tiles_six_around_the_water_and_one_at_each_end(players, seed):
    s = G.new(players, seed)
    assert len(s.terrain) == 56
    tiles = [_tile_of(s, slot) for slot in range(8)]
    assert all(tiles)
    # every printed tile is used once: some choice among the candidates is a permutation
    assert any(len({t for t, _ in pick}) == 8 for pick in product(*tiles))
    assert Counter(s.terrain.values()) == dict.fromkeys(TERRAINS, 14)
    touching = [slot for slot in range(8)
                if any(by_water(h) for h in _slot_hexes(slot))]
    assert touching == [1, 2, 3, 5, 6, 7]


@pytest.mark.parametrize("seed", SEEDS)
def test_two_players_leave_out_the_two_end_tiles(seed):
    s = G.new(2, seed)
    assert len(s.terrain) == 42
    assert [_tile_of(s, slot) is None for slot in range(8)] == [
        True, False, False, False, True, False, False, False]
    for slot in (0, 4):  # the end tiles are the ones not touching the water
        assert not any(by_water(h) for h in _slot_hexes(slot))


def test_tiles_and_turns_vary_with_the_seed():
    layouts = {tuple(sorted(G.new(4, seed).terrain.items())) for seed in range(20)}
    assert len(layouts) == 20


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_mining_tokens_are_dealt_onto_hexes_of_their_own_terrain(players, seed):
    s = G.new(players, seed)
    assert set(s.tokens) == set(s.terrain)  # one token on every land hex, none on water
    assert not set(s.tokens) & set(WATER)
    for terrain in TERRAINS:
        dealt = Counter(s.tokens[h] for h in land(s, terrain))
        pile = Counter(TOKENS[terrain])
        assert dealt <= pile, f"{terrain}: a token of another terrain"
        if players > 2:
            assert dealt == pile  # all 14 tokens of the terrain are used


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_the_twelve_tokens_touching_the_water_start_face_up(players, seed):
    s = G.new(players, seed)
    water_side = {h for h in s.terrain if by_water(h)}
    assert len(water_side) == 12
    assert s.face_up == water_side
    view = G.view(s, 0)
    shown = {h["hex"] for h in view["map"] if h["token"] is not None}
    assert shown == {hexkey(h) for h in water_side}


def test_the_token_shuffle_depends_on_the_seed():
    deals = {tuple(sorted(G.new(3, seed).tokens.items())) for seed in range(10)}
    assert len(deals) == 10


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_boomtown_four_offices_as_dominoes_and_the_4vp_tile(players, seed):
    s = G.new(players, seed)
    assert len(s.offices) == 9
    assert s.offices.count("vp4") == 1
    assert s.offices.index("vp4") in BOOMTOWN_SINGLE_SPOTS
    placed = [o for o in s.offices if o != "vp4"]
    assert len(set(placed)) == 4 and set(placed) <= set(OFFICES)
    for office in set(placed):
        a, b = (i for i, o in enumerate(s.offices) if o == office)
        # the two halves of an office are orthogonal neighbours in the 3x3 grid
        assert (b - a == 3) or (b - a == 1 and a % 3 < 2)
    assert s.markers == ((),) * 9


def test_domino_tilings_fit_only_with_the_hole_in_a_corner_or_the_centre():
    counts = {hole: len(domino_tilings(hole)) for hole in range(9)}
    assert counts == {0: 4, 1: 0, 2: 4, 3: 0, 4: 2, 5: 0, 6: 4, 7: 0, 8: 4}
    for hole in BOOMTOWN_SINGLE_SPOTS:
        for tiling in domino_tilings(hole):
            covered = sorted(i for d in tiling for i in d)
            assert covered == [i for i in range(9) if i != hole]


def test_every_boomtown_layout_and_office_occurs():
    layouts, offices = set(), Counter()
    for seed in range(600):
        s = G.new(3, seed)
        shape = tuple(sorted(
            tuple(i for i, o in enumerate(s.offices) if o == name) for name in set(s.offices)))
        layouts.add(shape)
        offices.update(set(s.offices) - {"vp4"})
    assert len(layouts) == 18  # 4 tilings for each of 4 corners, 2 for the centre
    assert set(offices) == set(OFFICES)


def test_the_4vp_tile_lies_in_each_corner_and_the_centre_evenly():
    spots = Counter(G.new(3, seed).offices.index("vp4") for seed in range(1000))
    assert set(spots) == set(BOOMTOWN_SINGLE_SPOTS)
    assert all(140 <= n <= 260 for n in spots.values()), spots  # 200 each expected


@pytest.mark.parametrize("seed", SEEDS)
def test_eight_of_the_twenty_investments_are_laid_out(seed):
    s = G.new(3, seed)
    assert len(s.investments) == 8 == len(set(s.investments))
    assert set(s.investments) <= set(range(len(INVESTMENTS)))


def test_the_investments_on_offer_depend_on_the_seed():
    assert len({G.new(3, seed).investments for seed in range(10)}) > 5


@pytest.mark.parametrize(("players", "bonus"), [(2, (3, 2, 1)), (3, (4, 3, 2, 1)),
                                                (4, (5, 4, 3, 2, 1))])
def test_investment_bonus_tiles_by_player_count(players, bonus):
    assert G.new(players, 5).invest_bonus == bonus


def test_shipping_bonus_stacks_two_tiles_high_the_higher_on_top():
    s = G.new(4, 5)
    assert s.ship_stacks == {"gold": ((9, 6), (9, 6)), "silver": ((8, 5), (8, 5)),
                             "copper": ((7, 4), (7, 4))}
    assert sum(len(st) for stacks in s.ship_stacks.values() for st in stacks) == 12
    assert all(p.coaches == {"copper": 0, "silver": 0, "gold": 0} for p in s.players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_order_starts_with_a_random_player_and_goes_clockwise(players):
    firsts = set()
    for seed in range(30):
        s = G.new(players, seed)
        first = s.order[0]
        firsts.add(first)
        assert s.order == tuple((first + i) % players for i in range(players))
        assert G.to_act(s) == [first]
        assert s.tasks[-1] == ("activate", first)
    assert firsts == set(range(players))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_supply_follows_the_turn_order_token(players):
    expected = [
        (("wood",), ("copper", "stone"), (), ()),
        (("wood",), ("silver", "stone"), (), ()),
        (("wood",), ("gold", "stone"), (), ()),
        (("wood",), ("gold", "stone"), ("copper",), ()),
    ]
    for seed in range(4):
        s = G.new(players, seed)
        for position, seat in enumerate(s.order):
            assert s.players[seat].supply == expected[position]
            assert sum(s.players[seat].pool.values()) == 0


@pytest.mark.parametrize(("players", "camps"), [(2, 12), (3, 12), (4, 10)])
def test_twelve_camps_each_ten_with_four_players(players, camps):
    s = G.new(players, 2)
    assert [p.camps_left for p in s.players] == [camps] * players
    assert all(p.wanted == 0 and p.cards == () for p in s.players)
    assert s.buildings == {} and s.looted == frozenset()


def test_everyone_starts_on_zero_points():
    s = G.new(4, 3)
    assert [sc["total"] for sc in G.scores(s)] == [0, 0, 0, 0]


def test_the_slot_rings_list_the_six_neighbours_of_the_centre_in_turning_order():
    for centre, ring in SLOTS:
        around = neighbours(centre)  # SE, NE, N, NW, SW, S
        assert ring == (*around[1:], around[0])


def test_the_setup_log_names_each_office_in_play_once():
    for seed in range(60):
        s = G.new(3, seed)
        msg, params, _ = s.log_entries[0]
        assert msg == "gw.setup" and params["first"] == s.order[0]
        assert sorted(params["offices"]) == sorted(set(s.offices) - {"vp4"})
