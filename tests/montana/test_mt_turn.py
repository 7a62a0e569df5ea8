"""A turn (rulebook, "Déroulement du jeu"): the players take turns clockwise from the start
player, and each turn is exactly one action: recruit, harvest (the bank, a harvest area or
the town) or build; cow trades come beside it."""
import json

from .helpers import G, decline_until_turn, edit, main_keys, new_game, seat_to_act, step, top


def _first_turn():
    s = new_game(3, 0, start=0)
    s = edit(s, 0, goods={"squash": 1, "copper_small": 1, "copper_large": 1}, coins=3,
             workers={"copper": 1, "stone": 1})
    return s


def test_a_turn_offers_recruit_harvest_town_and_build():
    s = _first_turn()
    assert main_keys(s) == {
        "recruit",
        # the bank: 1 or 2 workers (the 3-worker space needs one more)
        "bank:0", "bank:1",
        # every area's spaces up to 3 coins: its own colour alone or the two workers
        *(f"harvest:{area}:{i}" for area in ("mine", "quarry", "wheat_field", "garden")
          for i in (0, 1)),
        # the town (a harvest action): the squash held and the one taken pay a first-column
        # space
        "town:0:0", "town:1:0", "town:2:0", "town:3:0",
        # around the start tile only (0, 1) costs a squash, a small and a large copper
        "build:0,1",
    }


def test_a_turn_is_exactly_one_action_then_the_next_player_plays():
    s = step(_first_turn(), "build:0,1", 0)
    assert top(s) == ("build_more", 0)
    s = step(s, "stop", 0)
    assert top(s) == ("turn", 1)
    # seat 0 did not also recruit or harvest
    assert s.players[0].workers == {"copper": 1, "stone": 1, "wheat": 0, "squash": 0}
    assert s.players[0].coins == 3 + 2  # 2 builds not used
    assert s.bank == ((), (), ())


def test_turns_go_clockwise_from_the_start_player():
    s = new_game(4, 3, start=2)
    seen = []
    for _ in range(8):
        seat = seat_to_act(s)
        seen.append(seat)
        s = step(s, "recruit", seat)
        s = decline_until_turn(s, seat)  # the spin's choices, then no paid advance
    assert seen == [2, 3, 0, 1, 2, 3, 0, 1]
    assert G.to_act(s) == [2]


def test_nothing_is_hidden_every_seat_sees_the_open_view():
    s = _first_turn()
    open_view = G.view(s, None)
    assert json.loads(json.dumps(open_view)) == open_view
    for seat in range(3):
        assert {**G.view(s, seat), "seat": None} == open_view
    assert open_view["task"] == {"step": "turn", "seat": 0, "args": []}
