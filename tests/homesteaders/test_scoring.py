"""Dernier tour de jeu (rulebook): final actions and scoring, debt, building bonuses, ties."""
import pytest

from engine.homesteaders.scoring import debt_penalty, player_score

from .helpers import (
    G,
    edit,
    finish_placement,
    keys,
    main_keys,
    new_game,
    play,
    play_to_end,
    refused,
    step,
    to_round,
)


def _score(**kw):
    """The score of seat 0 of a fresh game given `kw` (see helpers.edit)."""
    return player_score(edit(new_game(3), 0, **kw).players[0])


@pytest.fixture(scope="module")
def ended():
    """A finished 3-player game (nobody bid); tests edit copies of it."""
    return play_to_end(new_game(3))


def test_score_adds_vp_tokens_buildings_bonuses_goods_and_debt():
    sc = _score(vp=7, gold=1, debt=2, buildings=("church", "stables"))
    assert sc == {"vp_tokens": 7, "buildings": 10, "building_bonuses": 2, "goods": 2,
                  "debt": -3, "total": 18}


def test_gold_copper_and_livestock_score_2_vp_each_other_goods_nothing():
    sc = _score(gold=1, copper=2, livestock=3, wood=5, food=5, steel=5)
    assert sc["goods"] == 12 and sc["total"] == 12


def test_silver_and_trade_tokens_score_nothing():
    assert _score(silver=50, trade=9)["total"] == 0


@pytest.mark.parametrize(("debts", "penalty"), [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10),
                                               (5, 15), (8, 36)])
def test_unpaid_debt_costs_1_then_2_then_3_vp_and_so_on(debts, penalty):
    assert debt_penalty(debts) == penalty
    assert _score(debt=debts)["debt"] == -penalty


def test_homestead_counts_as_a_residential_building_for_end_bonuses():
    assert _score(buildings=("stables",))["building_bonuses"] == 1
    assert _score(buildings=("stables", "farm", "grain_mill"))["building_bonuses"] == 3


def test_rail_yard_counts_every_building_with_the_homestead_and_itself():
    assert _score(buildings=("rail_yard", "farm"))["building_bonuses"] == 3


@pytest.mark.parametrize(("building", "kw", "bonus"), [
    ("boarding_house", {"buildings": ("boarding_house", "foundry", "forge")}, 2),
    ("railworkers_house", {"workers": 3, "rail_lines": 2}, 5),
    ("depot", {"rail_lines": 4}, 4),
    ("bank", {"buildings": ("bank", "rodeo", "factory")}, 2),
    ("factory", {"buildings": ("factory", "foundry")}, 1),
    ("lawyer", {"buildings": ("lawyer", "market", "general_store")}, 2),
    ("fairgrounds", {"buildings": ("fairgrounds", "farm")}, 2),
    ("dude_ranch", {"workers": 4}, 4),
    ("town_hall", {"buildings": ("town_hall", "bank")}, 1),
    ("terminal", {"rail_lines": 2}, 2),
    ("restaurant", {"buildings": ("restaurant", "rodeo")}, 1),
    ("circus", {"workers": 6}, 6),
])
def test_end_bonus_of_each_building_counts_what_it_names(building, kw, bonus):
    kw = {"buildings": (building,), **kw}
    assert _score(**kw)["building_bonuses"] == bonus


def test_final_actions_repay_a_debt_with_5_silver_or_a_gold_coin():
    s = finish_placement(to_round(edit(new_game(3), 0, debt=3), 11))
    s = edit(s, 0, silver=5, gold=1)
    assert main_keys(s) == {"repay", "repay:gold", "done"}
    s = step(s, "repay", 0)
    assert (s.players[0].h["silver"], s.players[0].h["debt"]) == (0, 2)
    s = step(s, "repay:gold", 0)
    assert (s.players[0].h["gold"], s.players[0].h["debt"]) == (0, 1)
    assert main_keys(s) == {"done"}


def test_debt_cannot_be_repaid_before_final_scoring():
    s = edit(new_game(3), 0, debt=1, silver=10)
    assert not any(k.startswith("repay") for k in keys(s))
    refused(s, 0, "repay", "hs.repay_only_at_end")


def test_final_actions_allow_trading_and_hiring():
    s = finish_placement(to_round(new_game(3), 11))
    s = edit(s, 0, trade=2, food=1, wood=1)
    s = play(s, (0, "sell:wood"), (0, "hire"))
    assert s.players[0].workers == 2 and s.players[0].h["vp"] == 1


def test_most_vp_wins(ended):
    s = edit(ended, 1, vp=3)
    assert G.winners(s) == [1]


def test_a_tie_goes_to_the_most_silver(ended):
    s = edit(edit(edit(ended, 0, vp=4, silver=3), 2, vp=4, silver=9), 1, silver=20)
    assert G.winners(s) == [2]


def test_a_tie_in_vp_and_silver_is_shared(ended):
    s = edit(edit(ended, 0, vp=4, silver=3), 2, vp=4, silver=3)
    assert G.winners(s) == [0, 2]


def test_no_winner_before_the_end():
    assert G.winners(new_game(3)) == []


def test_scores_are_given_per_seat_with_a_breakdown(ended):
    scores = G.scores(ended)
    assert len(scores) == 3
    for sc in scores:
        assert set(sc) == {"vp_tokens", "buildings", "building_bonuses", "goods", "debt",
                           "total"}
        assert sc["total"] == sum(v for k, v in sc.items() if k != "total")
