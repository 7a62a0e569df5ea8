"""2 - Use metals (optional): one investment, one paid BoomTown placement, any number of
shipping steps; whatever is left is discarded at the end of the turn."""
from engine.goldwest.board import SPACE_COSTS
from engine.goldwest.data import INVESTMENTS

from .helpers import (
    G,
    at_metals,
    edit,
    edit_board,
    hexkey,
    keys,
    keys_of,
    new_game,
    play,
    refused,
    step,
    top,
)

# a layout with the 4 VP tile in the top left corner
LAYOUT = ("vp4", "saloon", "saloon", "mayor", "docks", "docks", "mayor", "depot", "depot")


def _game(players=3, **pool):
    s = edit_board(new_game(players), offices=LAYOUT, investments=(0, 3, 5, 7, 8, 10, 14, 15))
    return at_metals(s, 0, **pool)


def _spot(s):
    return hexkey(sorted(s.face_up)[0])


# -- optional ----------------------------------------------------------------------------
def test_using_metals_is_optional_the_turn_may_go_straight_to_building():
    s = _game(wood=1, copper=4, gold=2)
    assert f"build:camp:{_spot(s)}" in keys(s)
    s = step(s, f"build:camp:{_spot(s)}", 0)
    p = s.players[0]
    assert sum(p.pool.values()) == 0  # unused metals discarded at the end of the turn
    assert p.vp["investments"] == p.vp["boomtown"] == p.vp["shipping"] == 0
    discards = [e[1] for e in s.log_entries if e[0] == "gw.discard"]
    assert discards == [{"seat": 0, "resources": {"copper": 4, "gold": 2}}]


def test_metals_may_be_used_in_any_order_before_building():
    s = _game(wood=1, copper=6, gold=1, silver=1)
    s = play(s, "ship:copper", "boomtown:1", "invest:0", "ship:copper")
    p = s.players[0]
    assert p.pool == {"wood": 1, "stone": 0, "copper": 0, "silver": 0, "gold": 0}
    assert top(s) == ("metals", 0)


# -- investments -------------------------------------------------------------------------
def test_an_investment_costs_its_metals_and_scores_its_vp_plus_the_top_bonus_tile():
    s = _game(copper=5)
    assert keys_of(s, "invest") == {"invest:0", "invest:10"}  # 4 Cu and 5 Cu cards
    s = step(s, "invest:10", 0)
    p = s.players[0]
    assert p.cards == (10,)
    assert p.pool["copper"] == 0
    assert p.vp["investments"] == 11 + 4  # card 11 VP, highest bonus tile at 3 players
    assert 10 not in s.investments
    assert s.invest_bonus == (3, 2, 1)


def test_only_one_investment_per_turn():
    s = _game(copper=9)
    s = step(s, "invest:0", 0)
    assert keys_of(s, "invest") == set()
    refused(s, 0, "invest:10")


def test_an_unaffordable_investment_is_not_offered():
    s = _game(gold=4, silver=1)  # card 8 costs 5 gold, card 14 4 gold, card 15 2 Au 2 Ag
    assert keys_of(s, "invest") == {"invest:14"}
    refused(s, 0, "invest:8")
    refused(s, 0, "invest:4")  # not on offer


def test_bonus_tiles_go_highest_first_and_then_run_out():
    s = edit_board(_game(copper=4), invest_bonus=(1,))
    s = step(s, "invest:0", 0)
    assert s.players[0].vp["investments"] == 8 + 1 and s.invest_bonus == ()
    s = step(at_metals(s, 1, silver=5), "invest:5", 1)
    assert s.players[1].vp["investments"] == 13  # no bonus tile left


def test_investment_bonus_tiles_at_two_and_four_players():
    for players, first in ((2, 3), (4, 5)):
        s = step(_game(players, copper=4), "invest:0", 0)
        assert s.players[0].vp["investments"] == 8 + first


# -- BoomTown ------------------------------------------------------------------------------
def test_a_boomtown_space_costs_its_column_metal_and_its_row_metal():
    assert [SPACE_COSTS[i] for i in range(9)] == [
        {"copper": 1, "gold": 1}, {"silver": 1, "gold": 1}, {"gold": 2},
        {"copper": 1, "silver": 1}, {"silver": 2}, {"gold": 1, "silver": 1},
        {"copper": 2}, {"silver": 1, "copper": 1}, {"gold": 1, "copper": 1},
    ]
    s = _game(copper=2)
    assert keys_of(s, "boomtown") == {"boomtown:6"}
    s = step(s, "boomtown:6", 0)
    assert s.markers[6] == (0,) and s.players[0].pool["copper"] == 0


def test_one_paid_boomtown_placement_per_turn():
    s = _game(copper=4, silver=2, gold=2)
    s = step(s, "boomtown:6", 0)
    assert s.players[0].pool == {"wood": 0, "stone": 0, "copper": 2, "silver": 2, "gold": 2}
    assert keys_of(s, "boomtown") == set()
    refused(s, 0, "boomtown:6")
    refused(s, 0, "boomtown:0")


def test_an_occupied_boomtown_space_cannot_be_bought():
    s = edit_board(_game(gold=1, silver=1), markers={1: (1,)})
    assert keys_of(s, "boomtown") == {"boomtown:5"}
    refused(s, 0, "boomtown:1")


def test_a_marker_on_the_4vp_tile_scores_4_at_once():
    s = _game(gold=1, copper=1)
    assert keys_of(s, "boomtown") == {"boomtown:0", "boomtown:8"}
    s = step(s, "boomtown:0", 0)
    assert s.players[0].vp["boomtown"] == 4
    assert G.scores(s)[0]["boomtown"] == 4


def test_an_office_marker_scores_nothing_during_play():
    s = step(_game(silver=2), "boomtown:4", 0)
    assert s.players[0].vp["boomtown"] == 0


# -- shipping ------------------------------------------------------------------------------
def test_each_metal_moves_its_own_coach_one_step():
    s = _game(copper=1, silver=2, gold=1)
    assert keys_of(s, "ship") == {"ship:copper", "ship:silver", "ship:gold"}
    s = play(s, "ship:silver", "ship:silver", "ship:gold")
    p = s.players[0]
    assert p.coaches == {"copper": 0, "silver": 2, "gold": 1}
    assert p.pool == {"wood": 0, "stone": 0, "copper": 1, "silver": 0, "gold": 0}


def test_wood_and_stone_cannot_be_shipped():
    s = _game(wood=2, stone=2)
    assert keys_of(s, "ship") == set()
    refused(s, 0, "ship:wood")
    refused(s, 0, "ship:copper")


def test_the_2_and_3_vp_lines_and_the_bonus_stacks_on_the_way_to_the_end():
    s = _game(gold=8)
    gains = []
    for _ in range(8):
        before = s.players[0].vp["shipping"]
        s = step(s, "ship:gold", 0)
        gains.append((s.players[0].coaches["gold"], s.players[0].vp["shipping"] - before))
    # the stacks at 4 and 9 are jumped, taking their top tiles (9 VP each for gold)
    assert gains == [(1, 0), (2, 2), (3, 0), (5, 9), (6, 3), (7, 0), (8, 0), (10, 9)]
    assert s.ship_stacks["gold"] == ((6,), (6,))
    assert s.players[0].ship_tiles == 2
    assert keys_of(s, "ship") == set()  # the end of the track: no further step
    refused(s, 0, "ship:gold")


def test_the_second_coach_past_a_stack_takes_the_lower_tile_later_ones_nothing():
    s = edit(_game(copper=1), 1, coaches={"copper": 3})
    s = edit(s, 2, coaches={"copper": 3})
    s = step(s, "ship:copper", 0)  # seat 0 moves 0 -> 1: no stack
    s = step(at_metals(s, 1, copper=1), "ship:copper", 1)
    s = step(at_metals(s, 2, copper=1), "ship:copper", 2)
    assert [p.vp["shipping"] for p in s.players] == [0, 7, 4]
    s = edit(s, 0, coaches={"copper": 3})
    s = step(at_metals(s, 0, copper=1), "ship:copper", 0)
    assert s.players[0].coaches["copper"] == 5  # jumps the empty stack all the same
    assert s.players[0].vp["shipping"] == 0 and s.players[0].ship_tiles == 0
    assert s.ship_stacks["copper"] == ((), (7, 4))


def test_shipping_lines_score_once_per_coach():
    s = edit(_game(silver=1), 0, coaches={"silver": 2})
    s = step(s, "ship:silver", 0)
    assert s.players[0].vp["shipping"] == 0


def test_any_number_of_metals_may_be_shipped_in_one_turn():
    s = _game(copper=3, silver=3)
    s = play(s, *["ship:copper"] * 3, *["ship:silver"] * 3)
    assert s.players[0].coaches == {"copper": 3, "silver": 3, "gold": 0}
    assert s.players[0].vp["shipping"] == 4


def test_invest_card_values_match_the_data():
    """Spot checks of the printed investment values the tests rely on."""
    assert INVESTMENTS[0].cost == {"copper": 4} and INVESTMENTS[0].vp == 8
    assert INVESTMENTS[10].cost == {"copper": 5} and INVESTMENTS[10].vp == 11
    assert INVESTMENTS[5].cost == {"silver": 5} and INVESTMENTS[5].vp == 13
