"""Set-up (rulebook, "Mise en place"): the landscape, the start tile, cows and canteens,
the supply, camps, each player's cow, goods, workers and coins, the start player."""
from collections import Counter

import pytest

from engine.montana.data import (
    CAMPS,
    COLOURS,
    COWS_TOTAL,
    LAYOUTS,
    SUPPLY,
    TILES,
    WHEEL,
    WORKERS_PER_COLOUR,
)

from .helpers import (
    G,
    cow_total,
    free_choices,
    goods_totals,
    keys,
    log_of,
    step,
    top,
    worker_totals,
)

SEEDS = range(8)


def _finish_setup(s):
    """Answer every free-choice set-up spin with a wheat worker."""
    return free_choices(s, "wheat")


def _tiles_of(s):
    """The landscape tile lying at each tile position of the layout."""
    out = []
    for cq, cr in LAYOUTS[s.num_players]:
        found = [name for name, hexes in TILES.items()
                 if all(s.regions.get((cq + dq, cr + dr)) == r for (dq, dr), r in hexes.items())]
        assert len(found) == 1
        out.append(found[0])
    return out


@pytest.mark.parametrize(("players", "tiles"), [(2, 7), (3, 9), (4, 10)])
@pytest.mark.parametrize("seed", SEEDS)
def test_landscape_has_7_9_or_10_tiles_drawn_at_random(players, tiles, seed):
    s = G.new(players, seed, {"quick_start": True})
    names = _tiles_of(s)
    assert len(names) == len(set(names)) == tiles
    assert len(s.regions) == 7 * tiles


def test_landscape_tiles_are_drawn_from_the_seed():
    draws = {tuple(_tiles_of(G.new(4, seed, {"quick_start": True}))) for seed in range(10)}
    assert len(draws) == 10
    assert _tiles_of(G.new(4, 3, {"quick_start": True})) == _tiles_of(G.new(4, 3))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_quick_start_puts_the_start_tile_on_the_centre(players):
    s = G.new(players, 5, {"quick_start": True})
    assert s.start_region == (0, 0) and s.regions[(0, 0)].kind == "land"
    assert s.camps == {}
    # the land regions around the start tile are the ones that can be built on
    assert s.frontier == {h for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
                          if s.regions[h].kind == "land"}


def test_without_quick_start_the_start_player_chooses_a_land_region_first():
    s = G.new(3, 0)
    first = s.order[0]
    assert top(s) == ("start_region", first)
    assert log_of(s, "mt.spin") == []  # nobody has spun yet
    land = {f"start:{q},{r}" for (q, r), reg in s.regions.items() if reg.kind == "land"}
    assert keys(s) == land and len(land) == 9 * 7 - 9 - 5  # 9 mountains, 5 lakes
    s = step(s, "start:3,-1", first)
    assert s.start_region == (3, -1)
    # (3, 0) and (4, -1) are mountains
    assert s.regions[(3, 0)].kind == s.regions[(4, -1)].kind == "mountain"
    assert s.frontier == {(3, -2), (4, -2), (2, 0), (2, -1)}
    assert log_of(s, "mt.spin")  # then the spins


def test_the_start_tile_covers_a_cow_symbol_whose_cow_stays_in_the_box():
    s = G.new(2, 0)
    assert s.regions[(-1, 0)].cow and (-1, 0) in s.cows_on_map
    before = s.cow_supply
    s = step(s, "start:-1,0", s.order[0])
    assert (-1, 0) not in s.cows_on_map and s.cow_supply == before + 1
    assert cow_total(s) == COWS_TOTAL


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_a_cow_on_every_cow_symbol_and_a_canteen_on_every_canteen_lake(players, seed):
    s = G.new(players, seed, {"quick_start": True})
    cows = {h for h, r in s.regions.items() if r.cow}
    assert s.cows_on_map == cows
    assert s.canteens_on_map == {h for h, r in s.regions.items() if r.canteen}
    assert all(s.regions[h].kind == "lake" for h in s.canteens_on_map)
    # the surplus cows go back to the box, from which each player takes one
    assert s.cow_supply == COWS_TOTAL - len(cows) - players
    assert cow_total(s) == COWS_TOTAL


@pytest.mark.parametrize("players", [2, 3, 4])
def test_supply_by_player_count_and_starting_goods_from_the_box(players):
    s = G.new(players, 1, {"quick_start": True})
    assert s.supply == SUPPLY[players]
    assert SUPPLY[2] == {"wheat": 10, "squash": 10, "copper_small": 10, "copper_large": 6,
                         "stone_small": 10, "stone_large": 6}
    assert SUPPLY[4]["wheat"] == 20 and SUPPLY[3]["stone_large"] == 9
    for p in s.players:
        assert p.goods == {"wheat": 1, "squash": 1, "copper_small": 1, "copper_large": 0,
                           "stone_small": 1, "stone_large": 0}
        assert p.cows == 1 and p.canteens == 0
    # the starting goods did not come out of the supply
    assert goods_totals(s) == {g: k + (players if g in ("wheat", "squash", "copper_small",
                                                        "stone_small") else 0)
                               for g, k in SUPPLY[players].items()}


@pytest.mark.parametrize(("players", "camps"), [(2, 12), (3, 10), (4, 8)])
def test_camps_per_player_12_10_8(players, camps):
    s = G.new(players, 2, {"quick_start": True})
    assert CAMPS[players] == camps
    assert [p.camps_left for p in s.players] == [camps] * players


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_start_coins_3_4_5_6_by_seat_from_the_start_player(players, seed):
    s = G.new(players, seed, {"quick_start": True})
    assert [s.players[seat].coins for seat in s.order] == [3, 4, 5, 6][:players]
    assert s.order == tuple((s.order[0] + i) % players for i in range(players))


def test_start_player_is_drawn_from_the_seed():
    firsts = [G.new(4, seed, {"quick_start": True}).order[0] for seed in range(40)]
    assert set(firsts) == {0, 1, 2, 3}
    assert firsts == [G.new(4, seed, {"quick_start": True}).order[0] for seed in range(40)]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_each_player_spins_twice_and_takes_the_two_workers_shown(players, seed):
    s = _finish_setup(G.new(players, seed, {"quick_start": True}))
    spins = log_of(s, "mt.spin")
    assert [e["seat"] for e in spins] == [seat for seat in s.order for _ in range(2)]
    for seat, p in enumerate(s.players):
        shown = Counter(c for e in spins if e["seat"] == seat for c in WHEEL[e["segment"]])
        chosen = shown.pop("any", 0)  # answered with wheat by _finish_setup
        assert p.workers == {c: shown[c] + (chosen if c == "wheat" else 0) for c in COLOURS}
        assert p.worker_count() == 4 and p.incoming == dict.fromkeys(COLOURS, 0)
    assert worker_totals(s) == dict.fromkeys(COLOURS, WORKERS_PER_COLOUR)
    assert top(s) == ("turn", s.order[0]) and s.active == s.order[0]


def test_a_free_choice_segment_asks_the_player_for_each_of_its_two_workers():
    s = G.new(3, 0, {"quick_start": True})
    # seat 0 (third in turn order) spun stone+stone, then the two white workers
    assert [(e["seat"], e["segment"]) for e in log_of(s, "mt.spin")][-2:] == [(0, 5), (0, 6)]
    assert WHEEL[5] == ("stone", "stone") and WHEEL[6] == ("any", "any")
    assert top(s) == ("choose_worker", 0)
    assert keys(s) == {"take:copper", "take:stone", "take:wheat", "take:squash"}
    s = step(s, "take:squash", 0)
    assert top(s) == ("choose_worker", 0)
    s = step(s, "take:squash", 0)
    assert s.players[0].workers == {"copper": 0, "stone": 2, "wheat": 0, "squash": 2}
    assert top(s) == ("turn", 1)


def test_no_cow_trade_during_the_set_up():
    s = G.new(3, 0, {"quick_start": True})
    assert top(s) == ("choose_worker", 0) and s.players[0].cows == 1
    assert not any(k.startswith("cow") for k in keys(s))
