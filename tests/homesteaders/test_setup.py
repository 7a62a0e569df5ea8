"""Set-up (rulebook, "Mise en place"): holdings, stacks of auction tiles, building offer."""
import pytest

from engine.homesteaders.data import BUILDINGS, TILES

from .helpers import G, keys, new_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_six_silver_one_worker_and_a_homestead(players):
    s = G.new(players, 7)
    for p in s.players:
        assert p.h["silver"] == 6
        assert p.workers == 1
        assert p.buildings == ("homestead",)
        assert {k: v for k, v in p.h.items() if k != "silver" and v} == {}
        assert p.rail_lines == 0


def test_rail_marker_starts_before_the_first_bonus_space():
    s = G.new(3, 7)
    assert [p.rail_pos for p in s.players] == [0, 0, 0]


def test_stack_1_is_tiles_1_to_10_face_up_in_round_order():
    s = G.new(3, 11)
    assert s.tiles[0] == 1
    assert list(s.stacks[0]) == list(range(2, 11))
    assert G.view(s, 0)["stack1"] == list(range(2, 11))  # anyone may look through it


@pytest.mark.parametrize("seed", range(6))
def test_stacks_2_and_3_are_shuffled_settlement_then_town_then_city(seed):
    s = G.new(4, seed)
    for number, (first, stack) in enumerate(zip(s.tiles[1:], s.stacks[1:], strict=True), 2):
        order = [first, *stack]
        assert sorted(order) == [t for t in TILES if TILES[t].stack == number]
        assert [TILES[t].stage for t in order] == ["settlement"] * 4 + ["town"] * 4 + [
            "city"] * 2


def test_shuffle_of_face_down_stacks_depends_on_the_seed():
    orders = {tuple(G.new(4, seed).stacks[1]) for seed in range(8)}
    assert len(orders) > 1


@pytest.mark.parametrize(("players", "auctions"), [(2, 2), (3, 2), (4, 3)])
def test_third_auction_stack_is_used_only_with_four_players(players, auctions):
    s = G.new(players, 3)
    assert len(s.tiles) == auctions
    assert len(s.stacks) == auctions


def test_two_player_offer_keeps_one_copy_except_two_farms_markets_foundries():
    s = G.new(2, 1)
    assert s.offer["farm"] == s.offer["market"] == s.offer["foundry"] == 2
    others = {k: n for k, n in s.offer.items() if k not in ("farm", "market", "foundry")}
    assert set(others.values()) == {1}


def test_three_and_four_player_offer_has_the_printed_copies():
    for players in (3, 4):
        s = G.new(players, 1)
        assert s.offer["farm"] == s.offer["market"] == s.offer["foundry"] == 3
        assert s.offer["ranch"] == s.offer["gold_mine"] == s.offer["river_port"] == 2
        assert s.offer["grain_mill"] == s.offer["boarding_house"] == 1


def test_round_1_offers_settlement_and_settlement_town_buildings_only():
    s = G.new(3, 1)
    assert {BUILDINGS[k].stage for k in s.offer} == {"settlement", "settlement_or_town"}
    assert len(s.offer) == 13


def test_start_player_is_drawn_at_random_and_fixed_by_the_seed():
    starts = {G.new(4, seed).start for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert G.new(4, 5).start == G.new(4, 5).start


def test_the_start_player_places_workers_first():
    s = G.new(4, 9)
    assert G.to_act(s) == [s.start]
    assert s.phase == "place" and s.round == 1
    assert new_game(4, start=2).tasks[-1] == ("place", 2)


def test_first_placement_offers_the_homestead_slots_and_done():
    s = new_game(3)
    assert {"work:homestead:0", "work:homestead:1", "done", "debt"} == keys(s)


@pytest.mark.parametrize("players", [1, 5])
def test_homesteaders_is_for_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        G.new(players, 1)
