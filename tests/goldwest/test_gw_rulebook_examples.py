"""Every worked example of the rulebook, as a scenario."""
from engine.goldwest.scoring import majorities

from .helpers import (
    G,
    at_activate,
    at_metals,
    edit,
    edit_board,
    keys,
    keys_of,
    land,
    new_game,
    step,
    top,
)

LEVI, SARA = 0, 1


def test_levi_activates_his_third_section():
    """3 stone, 1 silver, 1 copper in the third section: a stone stays in the second and
    one in the first; a stone, a copper and a silver are left to use."""
    s = at_activate(new_game(3, 1), LEVI,
                    [(), (), ("stone", "stone", "stone", "silver", "copper"), ()])
    s = step(s, "activate:2", LEVI)
    assert top(s) == ("drop", LEVI, 1)
    assert keys(s) == {"drop:stone", "drop:silver", "drop:copper"}
    s = step(s, "drop:stone", LEVI)
    s = step(s, "drop:stone", LEVI)
    p = s.players[LEVI]
    assert p.supply == (("stone",), ("stone",), (), ())
    assert p.pool == {"wood": 0, "stone": 1, "copper": 1, "silver": 1, "gold": 0}
    assert top(s) == ("metals", LEVI)


def test_sara_places_in_boomtown_with_gold_and_silver():
    """With a gold and a silver, Sara may take A (silver column, gold row) or B (gold
    column, silver row) while both are free."""
    s = new_game(3, 1)
    s = edit_board(s, markers=dict.fromkeys(range(9), ()))
    s = at_metals(s, SARA, gold=1, silver=1)
    assert keys_of(s, "boomtown") == {"boomtown:1", "boomtown:5"}
    for space in (1, 5):
        after = step(s, f"boomtown:{space}", SARA)
        assert after.markers[space] == (SARA,)
        assert after.players[SARA].pool == dict.fromkeys(after.players[SARA].pool, 0)
    taken = edit_board(s, markers={1: (2,)})
    assert keys_of(taken, "boomtown") == {"boomtown:5"}


def _majority_game(players, terrain, holdings):
    base = new_game(players, 1)
    hexes = iter(land(base, terrain))
    b = {}
    for seat, (camps, settlements) in holdings.items():
        b.update({next(hexes): (seat, "camp") for _ in range(camps)})
        b.update({next(hexes): (seat, "settlement") for _ in range(settlements)})
    return edit_board(base, buildings=b)


def test_example_1_silver_tie_broken_by_settlements():
    """Sara 4 camps, Levi 2 camps and a settlement: both 4 influence; Levi's settlement
    wins: Levi 10, Sara 6."""
    s = _majority_game(3, "silver", {SARA: (4, 0), LEVI: (2, 1), 2: (3, 0)})
    assert s.influence(SARA)["silver"] == s.influence(LEVI)["silver"] == 4
    points = majorities(s)[0]
    assert points[LEVI] == 10 and points[SARA] == 6 and points[2] == 0


def test_example_2_gold_tie_shared():
    """3 camps each in gold, no settlement: 9 + 5 shared, 7 each."""
    s = _majority_game(4, "gold", {SARA: (3, 0), LEVI: (3, 0), 2: (2, 0), 3: (1, 0)})
    assert majorities(s)[0] == [7, 7, 0, 0]


def test_example_3_two_players_silver_leader_scores_6():
    """With 2 players nobody scores first place: the silver leader takes the second-place
    value, 6, and the other player nothing."""
    s = _majority_game(2, "silver", {SARA: (4, 0), LEVI: (2, 0)})
    assert majorities(s)[0] == [0, 6]


def test_the_two_pictured_player_boards():
    """Sara: forest 1, gold 3, silver 4, copper 3; Levi: forest 2, gold 3, silver 4 with a
    settlement, copper 1 (a 3-player game, the third player elsewhere)."""
    base = new_game(3, 1)
    hexes = {t: iter(land(base, t)) for t in ("forest", "gold", "silver", "copper")}
    b = {}
    for seat, holdings in ((SARA, {"forest": 1, "gold": 3, "silver": 4, "copper": 3}),
                           (LEVI, {"forest": 2, "gold": 3, "silver": 2, "copper": 1})):
        for terrain, camps in holdings.items():
            b.update({next(hexes[terrain]): (seat, "camp") for _ in range(camps)})
    b[next(hexes["silver"])] = (LEVI, "settlement")
    s = edit_board(base, buildings=b)
    assert s.influence(SARA) == {"forest": 1, "gold": 3, "silver": 4, "copper": 3}
    assert s.influence(LEVI) == {"forest": 2, "gold": 3, "silver": 4, "copper": 1}
    points, awards = majorities(s)
    # forest 4 + gold 7 + silver 6 + copper 11; Levi: 8 + 7 + 10 + 7
    assert points == [32, 28, 0] and awards == [4, 4, 0]
    assert [sc["majorities"] for sc in G.scores(edit(s, 2, cards=()))] == [32, 28, 0]
