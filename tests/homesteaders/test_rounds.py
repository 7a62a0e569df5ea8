"""The ten rounds and the final income round (rulebook, "Phases de jeu", "Mise en place des
tuiles enchères", "Dernier tour de jeu")."""
import pytest

from engine.homesteaders.data import BUILDINGS, TILES

from .helpers import (
    G,
    all_pass,
    drive,
    edit,
    edit_table,
    finish_placement,
    income_of,
    new_game,
    play_to_end,
    refused,
    resolve_with,
    step,
    to_round,
    top,
)


def _stages(s):
    return {BUILDINGS[k].stage for k in s.offer}


def test_each_round_reveals_the_top_tile_of_every_stack():
    s = new_game(4)
    seen = []
    for rnd in range(1, 11):
        s = to_round(s, rnd)
        assert s.tiles[0] == rnd  # stack 1 is in round order
        assert [TILES[t].stack for t in s.tiles] == [1, 2, 3]
        seen += s.tiles
    assert sorted(seen) == list(range(1, 31))  # every tile is used once


def test_round_5_removes_unbuilt_settlement_buildings_and_adds_town_buildings():
    s = to_round(new_game(3), 5)
    assert _stages(s) == {"settlement_or_town", "town"}
    assert "farm" not in s.offer and "grain_mill" not in s.offer
    assert s.offer["church"] == 1 and s.offer["workshop"] == 2


def test_settlement_town_buildings_stay_on_offer_until_round_9():
    s = new_game(3)
    for rnd in (4, 5, 8):
        s = to_round(s, rnd)
        assert s.offer["boarding_house"] == 1 and s.offer["river_port"] == 2, rnd
    s = to_round(s, 9)
    assert "boarding_house" not in s.offer and "river_port" not in s.offer


def test_round_9_removes_every_unbuilt_building_and_adds_city_buildings():
    s = to_round(new_game(4), 9)
    assert _stages(s) == {"city"}
    assert s.offer["train_station"] == 2 and s.offer["rail_yard"] == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_10_still_offers_the_city_buildings_less_those_built_in_round_9(players):
    col = 0 if players == 2 else 1
    city = {b.key: b.copies[col] for b in BUILDINGS.values() if b.stage == "city"}
    s = finish_placement(to_round(new_game(players), 9))
    assert s.offer == city
    s = resolve_with(edit(s, 0, wood=1, food=1), {1: (0, 3)})  # tile 9: any type
    s = step(s, "build:dude_ranch", 0)
    assert top(s)[0] == "exchange"  # tile 9's copper for 4 VP, declined
    s = step(s, "skip", 0)
    assert s.round == 10 and s.stages == ("city",)
    left = {**city, "dude_ranch": city["dude_ranch"] - 1}
    assert s.offer == {k: n for k, n in left.items() if n}


def test_final_income_round_removes_the_city_buildings():
    s = to_round(new_game(2), 11)
    assert s.offer == {}
    assert s.tiles == []


def test_built_buildings_stay_with_their_owner_when_the_stage_changes():
    s = finish_placement(edit(new_game(3), 0, wood=1))
    s = edit_table(s, tiles=[1, 11])
    s = resolve_with(s, {1: (0, 3)})
    s = step(s, "build:farm", 0)
    assert s.offer["farm"] == 2  # one copy fewer on offer
    s = to_round(s, 5)
    assert s.players[0].buildings == ("homestead", "farm")
    assert "farm" not in s.offer


def test_unwon_auction_tiles_are_discarded_at_the_end_of_the_round():
    s = new_game(3)
    first = list(s.tiles)
    s = to_round(s, 2)
    assert s.tiles[0] == 2 and s.tiles[1] != first[1]
    assert first[1] not in s.stacks[1]


def test_a_won_tile_cannot_be_kept_for_later():
    s = finish_placement(edit(new_game(3), 1, wood=1))
    s = resolve_with(edit_table(s, tiles=[1, 11]), {1: (1, 3)})
    s = step(s, "nobuild", 1)
    assert s.round == 2 and 1 not in s.tiles


def test_each_round_is_placement_income_wages_then_bidding_then_building():
    s = new_game(3)
    assert (s.phase, top(s)) == ("place", ("place", 0))
    s = step(s, "done", 0)  # income and wages (paid automatically) follow at once
    assert s.players[0].h["silver"] == 6 + 2 - 1
    s = finish_placement(s)
    assert (s.phase, top(s)) == ("bid", ("bid", 0))


def test_a_game_is_ten_rounds_and_a_final_income_round_then_scoring():
    s = play_to_end(new_game(2))
    assert s.round == 11 and G.is_over(s)
    incomes = [p["seat"] for m, p, _ in s.log_entries if m == "hs.income"]
    assert len(incomes) == 11 * 2
    rounds = [p["round"] for m, p, _ in s.log_entries if m == "hs.round"]
    assert rounds == list(range(1, 11))


def test_the_final_round_has_income_and_wages_but_no_auction():
    s = edit(to_round(new_game(3), 11), 0, workers=3, silver=10, rail_lines=1)
    s = finish_placement(s)
    assert s.phase == "endgame" and top(s) == ("endgame", s.start)
    assert income_of(s, 0) == {"silver": 2 + 1}
    assert s.players[0].h["silver"] == 10 + 3 - 3  # all three workers are paid
    assert not any(m == "hs.bid" for m, _, _ in s.log_entries)


def test_bid_markers_come_back_at_the_start_of_every_round_the_final_one_too():
    s = finish_placement(to_round(new_game(3), 10))
    s = all_pass(s)
    assert s.round == 11 and s.passed == (False, False, False)
    assert [seat["passed"] for seat in G.view(s, None)["seats"]] == [False] * 3


def test_the_final_actions_go_round_the_table_then_the_game_is_over():
    s = finish_placement(to_round(new_game(3, start=1), 11))
    order = []

    def done(s):
        order.append(top(s)[1])
        return step(s, "done")

    s = drive(s, lambda s: not G.is_over(s), done, cap=3)
    assert order == [1, 2, 0]
    assert G.to_act(s) == [] and G.winners(s)


def test_moves_after_the_end_are_refused():
    s = play_to_end(new_game(2))
    refused(s, 0, "debt", "game_over")

