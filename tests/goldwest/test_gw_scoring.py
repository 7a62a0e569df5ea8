"""Final scoring (rulebook, "Décompte"): largest group, every BoomTown office, Wanted
penalties, terrain majorities, the tie-breakers, and the breakdown by category."""
import pytest

from engine.goldwest.data import SLOTS, WATER, axial, neighbours
from engine.goldwest.scoring import majorities, on_edge, wanted_penalties

from .helpers import G, by_water, edit, edit_board, land, new_game

CATEGORIES = {"supply", "shipping", "investments", "boomtown", "largest_group",
              "majorities", "wanted", "total"}
BASE = new_game(3, 1)
CENTRES = [centre for centre, _ in SLOTS]


def _board(buildings, players=3, base=None):
    """`base` (a fresh 3-player game) with exactly these buildings on the map."""
    return edit_board(base or (BASE if players == 3 else new_game(players, 1)),
                      buildings=buildings)


def _ring(slot):
    return list(SLOTS[slot][1])


FILLERS = ("saloon", "shipping", "town_hall", "mayor")


def _layout(office):
    """A centre-hole pinwheel with `office` on spaces 0 and 1."""
    a, b, c = [o for o in FILLERS if o != office][:3]
    return (office, office, a, b, "vp4", a, b, c, c)


def _office_points(office, buildings, seat=0, cards=None, spaces=(0,), **player):
    """BoomTown end-game points of `seat` holding markers on `spaces` of the layout."""
    s = edit_board(_board(buildings), offices=_layout(office),
                   markers={i: (seat,) for i in spaces})
    if cards is not None or player:
        s = edit(s, seat, cards=cards, **player)
    return G.scores(s)[seat]["boomtown"]


# -- the breakdown -------------------------------------------------------------------------
def test_scores_are_broken_down_by_category_and_add_up():
    s = edit(_board({_ring(1)[0]: (0, "camp")}), 0, wanted=1,
             vp={"supply": 5, "shipping": 2, "investments": 9, "boomtown": 4, "wanted": -1})
    sc = G.scores(s)
    assert set(sc[0]) == CATEGORIES
    assert sc[0] == {"supply": 5, "shipping": 2, "investments": 9, "boomtown": 4,
                     "largest_group": 2, "majorities": sc[0]["majorities"], "wanted": -2,
                     "total": 20 + sc[0]["majorities"]}
    assert sc[0]["majorities"] == {"forest": 8, "gold": 9, "silver": 10, "copper": 11}[
        s.terrain[_ring(1)[0]]]
    assert all(sum(v for k, v in seat.items() if k != "total") == seat["total"]
               for seat in sc)


# -- largest group -------------------------------------------------------------------------
def test_two_points_per_building_in_the_largest_connected_group():
    c = CENTRES[1]
    ring = _ring(1)
    far = CENTRES[5]
    s = _board({c: (0, "camp"), ring[0]: (0, "settlement"), ring[3]: (0, "camp"),
                far: (0, "camp"), ring[1]: (1, "camp")})
    sc = G.scores(s)
    assert sc[0]["largest_group"] == 6  # centre + 2 ring hexes; the far camp is apart
    assert sc[1]["largest_group"] == 2
    assert sc[2]["largest_group"] == 0


def test_an_opponents_building_or_a_looted_hex_does_not_join_a_group():
    ring = _ring(2)  # NE, N, NW, SW, S, SE: NE and NW are not neighbours
    s = _board({ring[0]: (0, "camp"), ring[2]: (0, "camp"), ring[1]: (1, "camp")})
    s = edit_board(s, looted=[CENTRES[2]])
    assert G.scores(s)[0]["largest_group"] == 2


# -- BoomTown offices (each marker scores its office once) ---------------------------------
def _water_hexes():
    return sorted(h for h in BASE.terrain if by_water(h))


def test_docks_one_per_camp_two_per_settlement_touching_the_water():
    w = _water_hexes()
    b = {w[0]: (0, "camp"), w[1]: (0, "settlement"), CENTRES[1]: (0, "settlement"),
         w[2]: (1, "settlement")}
    assert _office_points("docks", b) == 3


def test_frontier_one_per_building_on_the_map_edge():
    edge = sorted(h for h in BASE.terrain if on_edge(BASE, h))
    b = {edge[0]: (0, "camp"), edge[1]: (0, "settlement"), CENTRES[1]: (0, "camp"),
         edge[2]: (1, "camp")}
    assert _office_points("frontier", b) == 2


def test_homestead_two_per_influence_in_the_weakest_terrain():
    by = {t: land(BASE, t) for t in ("forest", "gold", "silver", "copper")}
    b = {by["forest"][0]: (0, "settlement"), by["forest"][1]: (0, "camp"),
         by["gold"][0]: (0, "settlement"), by["silver"][0]: (0, "settlement"),
         by["copper"][0]: (0, "camp"), by["copper"][1]: (0, "camp")}
    assert _office_points("homestead", b) == 4  # weakest: 2 (gold, silver, copper)
    assert _office_points("homestead", b, cards=(12,)) == 4  # copper 3, still 2 elsewhere
    no_forest = {h: v for h, v in b.items() if BASE.terrain[h] != "forest"}
    assert _office_points("homestead", no_forest) == 0


def test_courthouse_one_per_token_held_in_the_strongest_terrain():
    by = {t: land(BASE, t) for t in ("forest", "gold", "silver", "copper")}
    b = {by["silver"][0]: (0, "settlement"), by["silver"][1]: (0, "settlement"),
         by["gold"][0]: (0, "camp"), by["gold"][1]: (0, "camp"), by["gold"][2]: (0, "camp")}
    # silver influence 4 from 2 tokens beats gold 3 from 3 tokens: tokens, not influence
    assert _office_points("courthouse", b) == 2


def test_courthouse_tie_between_terrains_counts_the_one_with_more_tokens():
    by = {t: land(BASE, t) for t in ("forest", "gold", "silver", "copper")}
    b = {by["silver"][0]: (0, "settlement"), by["silver"][1]: (0, "camp"),
         by["gold"][0]: (0, "camp"), by["gold"][1]: (0, "camp"), by["gold"][2]: (0, "camp")}
    assert _office_points("courthouse", b) == 3  # both at 3 influence: gold's 3 tokens


def test_courthouse_card_influence_can_make_the_strongest_terrain():
    by = {t: land(BASE, t) for t in ("forest", "gold", "silver", "copper")}
    b = {by["silver"][0]: (0, "settlement"), by["gold"][0]: (0, "camp"),
         by["gold"][1]: (0, "camp")}
    assert _office_points("courthouse", b) == 2  # silver 2 ties gold 2: gold's 2 tokens
    assert _office_points("courthouse", b, cards=(1,)) == 1  # silver 3 > gold 2: 1 token


def test_deeds_two_per_terrain_award():
    by = {t: land(BASE, t) for t in ("forest", "gold", "silver", "copper")}
    b = {by["forest"][0]: (0, "camp"), by["gold"][0]: (0, "camp"),
         by["gold"][1]: (1, "settlement"), by["silver"][0]: (1, "camp"),
         by["silver"][1]: (2, "camp"), by["silver"][2]: (2, "camp")}
    # forest: first; gold: second behind a settlement; silver: seat 0 has no influence
    assert _office_points("deeds", b) == 4
    b[by["copper"][0]] = (0, "camp")
    b[by["copper"][1]] = (1, "camp")  # shared first place counts as an award
    assert _office_points("deeds", b) == 6


def test_depot_two_per_building_of_the_second_largest_group():
    ring1, ring5 = _ring(1), _ring(5)
    b = {CENTRES[1]: (0, "camp"), ring1[0]: (0, "camp"), ring1[1]: (0, "camp"),
         CENTRES[5]: (0, "camp"), ring5[0]: (0, "settlement"), CENTRES[7]: (0, "camp")}
    assert _office_points("depot", b) == 4
    assert _office_points("depot", {CENTRES[1]: (0, "camp"), ring1[0]: (0, "camp")}) == 0


def test_depot_two_equal_largest_groups_the_second_counts_in_full():
    b = {CENTRES[1]: (0, "camp"), _ring(1)[0]: (0, "camp"),
         CENTRES[5]: (0, "camp"), _ring(5)[0]: (0, "camp")}
    assert _office_points("depot", b) == 4


def test_mayor_three_per_pair_of_markers_anywhere_in_boomtown():
    # markers on both mayor spaces, the 4 VP tile and one saloon space: 4 markers
    assert _office_points("mayor", {}, spaces=(0, 1, 4, 2)) == 2 * 6
    assert _office_points("mayor", {}, spaces=(0, 4, 2)) == 3  # 3 markers: 1 pair


def test_saloon_two_per_investment_card():
    assert _office_points("saloon", {}, cards=(0, 5, 9)) == 6


def test_sheriff_one_per_building_touching_an_opponents_building():
    ring = _ring(1)
    b = {CENTRES[1]: (0, "camp"), ring[0]: (0, "settlement"), ring[3]: (1, "camp"),
         CENTRES[5]: (0, "camp")}
    # the centre touches seat 1's camp; ring[0] (NE) does not touch ring[3] (SW)
    assert ring[3] in neighbours(CENTRES[1]) and ring[3] not in neighbours(ring[0])
    assert _office_points("sheriff", b) == 1


def test_shipping_office_two_per_shipping_bonus_tile():
    assert _office_points("shipping", {}, ship_tiles=3) == 6


def test_surveyor_one_per_building_in_the_best_straight_line():
    q0 = 1
    line = sorted(h for h in BASE.terrain if axial(h)[0] == q0)
    b = {line[0]: (0, "camp"), line[2]: (0, "camp"), line[-1]: (0, "settlement"),
         CENTRES[7]: (0, "camp")}
    assert len(line) >= 4 and axial(CENTRES[7])[0] != q0
    assert _office_points("surveyor", b) == 3  # gaps and water in between are allowed


def test_town_hall_one_per_settlement():
    b = {CENTRES[1]: (0, "settlement"), CENTRES[2]: (0, "settlement"),
         CENTRES[3]: (0, "camp"), CENTRES[5]: (1, "settlement")}
    assert _office_points("town_hall", b) == 2


def test_both_halves_of_an_office_score_it_twice():
    assert _office_points("saloon", {}, cards=(0, 5), spaces=(0, 1)) == 8


def test_an_office_scores_for_every_marker_owner():
    s = edit_board(_board({}), offices=_layout("saloon"), markers={0: (0, 1), 1: (2,)})
    s = edit(edit(edit(s, 0, cards=(0,)), 1, cards=(5, 7)), 2, cards=(9, 10, 14))
    assert [sc["boomtown"] for sc in G.scores(s)] == [2, 4, 6]


def test_the_4vp_tile_scores_nothing_more_at_the_end():
    s = edit_board(_board({}), markers={BASE.offices.index("vp4"): (0,)})
    assert G.scores(s)[0]["boomtown"] == 0  # its 4 VP are scored when the marker is placed


# -- Wanted ---------------------------------------------------------------------------------
def _penalties(*counts):
    s = new_game(len(counts), 1)
    for seat, n in enumerate(counts):
        s = edit(s, seat, wanted=n)
    return wanted_penalties(s)


@pytest.mark.parametrize(("counts", "penalties"), [
    ((0, 0, 0), [0, 0, 0]),
    ((1, 0, 0), [-1, 0, 0]),
    ((3, 2, 0), [-3, -1, 0]),
    ((5, 3, 1), [-5, -1, 0]),   # second most wanted: one per pair, rounded down
    ((2, 1, 0), [-2, 0, 0]),
    ((3, 3, 2), [-3, -3, 0]),   # tie for most wanted: all take it, no second penalty
    ((4, 2, 2, 1), [-4, -1, -1, 0]),  # tie for second: all tied take the second penalty
    ((0, 4), [0, -4]),
    ((2, 2), [-2, -2]),
])
def test_wanted_penalties(counts, penalties):
    assert _penalties(*counts) == penalties


def test_the_wanted_category_holds_the_loot_points_and_the_penalty():
    s = edit(edit(new_game(3, 1), 0, wanted=3, vp={"wanted": -3}), 1, wanted=2,
             vp={"wanted": -2})
    assert [sc["wanted"] for sc in G.scores(s)] == [-6, -3, 0]


# -- terrain majorities ---------------------------------------------------------------------
def _majority(players, terrain, holdings, cards=None):
    """Majority points per seat in one terrain; holdings: seat -> (camps, settlements)."""
    base = new_game(players, 1)
    hexes = iter(land(base, terrain))
    b = {}
    for seat, (camps, settlements) in holdings.items():
        for _ in range(camps):
            b[next(hexes)] = (seat, "camp")
        for _ in range(settlements):
            b[next(hexes)] = (seat, "settlement")
    s = _board(b, players, base)
    for seat, cs in (cards or {}).items():
        s = edit(s, seat, cards=cs)
    return majorities(s)[0]


def test_majority_first_and_second_place_values_by_terrain():
    for terrain, (first, second) in {"forest": (8, 4), "gold": (9, 5), "silver": (10, 6),
                                     "copper": (11, 7)}.items():
        assert _majority(3, terrain, {0: (1, 0), 1: (2, 0), 2: (0, 0)}) == [second, first, 0]


def test_majority_third_place_scores_nothing():
    assert _majority(4, "copper", {0: (3, 0), 1: (2, 0), 2: (1, 0), 3: (0, 0)}) == [
        11, 7, 0, 0]


def test_majority_tie_broken_by_settlements():
    # 4 influence each: seat 1 has a settlement
    assert _majority(3, "gold", {0: (4, 0), 1: (2, 1)}) == [5, 9, 0]


def test_majority_full_tie_for_first_shares_first_and_second_rounded_down():
    assert _majority(3, "forest", {0: (2, 0), 1: (2, 0), 2: (1, 0)}) == [6, 6, 0]
    assert _majority(3, "silver", {0: (1, 1), 1: (1, 1), 2: (1, 1)}) == [5, 5, 5]
    assert _majority(4, "copper", {0: (2, 0), 1: (2, 0), 2: (2, 0), 3: (2, 0)}) == [
        4, 4, 4, 4]


def test_majority_tie_for_second_shares_the_second_place_rounded_down():
    assert _majority(3, "copper", {0: (3, 0), 1: (1, 0), 2: (1, 0)}) == [11, 3, 3]
    assert _majority(4, "forest", {0: (3, 0), 1: (1, 0), 2: (1, 0), 3: (1, 0)}) == [
        8, 1, 1, 1]


def test_majority_tie_for_second_broken_by_settlements():
    assert _majority(3, "copper", {0: (4, 0), 1: (2, 0), 2: (0, 1)}) == [11, 0, 7]


def test_no_influence_scores_nothing():
    assert _majority(3, "gold", {}) == [0, 0, 0]
    assert _majority(3, "gold", {1: (1, 0)}) == [0, 9, 0]  # alone: first place only


def test_majority_counts_investment_card_influence():
    assert _majority(3, "silver", {0: (1, 0), 1: (1, 0)}, cards={1: (1,)}) == [6, 10, 0]


def test_two_players_the_leader_scores_the_second_place_value_the_other_nothing():
    assert _majority(2, "copper", {0: (3, 0), 1: (2, 0)}) == [7, 0]
    assert _majority(2, "forest", {0: (0, 0), 1: (1, 0)}) == [0, 4]


def test_two_players_a_full_tie_shares_the_second_place_value():
    assert _majority(2, "silver", {0: (2, 0), 1: (2, 0)}) == [3, 3]
    assert _majority(2, "gold", {0: (2, 0), 1: (0, 1)}) == [0, 5]  # settlement wins


# -- winners and tie-breakers --------------------------------------------------------------
def _ended(totals, wanted=(0, 0, 0), supply=((), (), ())):
    s = new_game(3, 1)
    for seat in range(3):
        s = edit(s, seat, wanted=wanted[seat], supply=[supply[seat], (), (), ()])
    penalties = wanted_penalties(s)
    for seat in range(3):
        s = edit(s, seat, vp={"supply": totals[seat] - penalties[seat]})
    s.over = True
    assert [sc["total"] for sc in G.scores(s)] == list(totals)
    return s


def test_most_points_wins():
    assert G.winners(_ended((30, 41, 29))) == [1]


def test_a_tie_is_won_by_the_fewest_camps_in_wanted():
    s = _ended((40, 40, 12), wanted=(2, 1, 0), supply=(("gold", "gold"), ("wood",), ()))
    assert G.winners(s) == [1]  # before the supply track is looked at


def test_then_by_the_most_resources_left_on_the_supply_track():
    s = _ended((40, 40, 12), wanted=(1, 1, 0),
               supply=(("gold",), ("wood", "stone"), ("gold", "gold", "gold")))
    assert G.winners(s) == [1]


def test_a_tie_on_every_count_is_shared():
    s = _ended((40, 40, 40), wanted=(0, 0, 1), supply=(("gold",), ("wood",), ()))
    assert G.winners(s) == [0, 1]


def test_water_hexes_never_hold_buildings_or_tokens():
    assert not set(WATER) & set(BASE.terrain)
