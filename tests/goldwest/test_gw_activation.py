"""1 - Activate the supply track: take a non-empty section, leave one resource of your
choice in each lower section, use the rest this turn."""
from .helpers import at_activate, at_metals, edit, keys, new_game, play, refused, step, top

EMPTY = ((), (), (), ())


def test_only_a_non_empty_section_may_be_activated():
    s = at_activate(new_game(), 0, [("wood",), (), ("gold",), ()])
    assert keys(s) == {"activate:0", "activate:2"}
    refused(s, 0, "activate:1")
    refused(s, 0, "activate:3")


def test_activating_the_front_section_drops_nothing():
    s = at_activate(new_game(), 0, [("wood", "stone", "gold"), ("copper",), (), ()])
    s = step(s, "activate:0", 0)
    p = s.players[0]
    assert p.pool == {"wood": 1, "stone": 1, "copper": 0, "silver": 0, "gold": 1}
    assert p.supply == ((), ("copper",), (), ())
    assert top(s) == ("metals", 0)


def test_one_resource_of_the_players_choice_drops_into_each_lower_section():
    s = at_activate(new_game(), 0, [(), (), (), ("gold", "silver", "wood", "copper")])
    s = step(s, "activate:3", 0)
    assert top(s) == ("drop", 0, 2)  # the section next below is filled first
    assert keys(s) == {"drop:gold", "drop:silver", "drop:wood", "drop:copper"}
    s = play(s, "drop:gold")
    assert top(s) == ("drop", 0, 1)
    assert keys(s) == {"drop:silver", "drop:wood", "drop:copper"}
    s = play(s, "drop:wood", "drop:copper")
    p = s.players[0]
    assert p.supply == (("copper",), ("wood",), ("gold",), ())
    assert p.pool == {"wood": 0, "stone": 0, "copper": 0, "silver": 1, "gold": 0}
    assert top(s) == ("metals", 0)


def test_a_drop_refuses_a_resource_not_held():
    s = at_activate(new_game(), 0, [(), ("gold", "silver"), (), ()])
    s = step(s, "activate:1", 0)
    refused(s, 0, "drop:copper")
    refused(s, 0, "drop:wood")


def test_no_choice_is_asked_when_one_kind_of_resource_remains():
    s = at_activate(new_game(), 0, [(), (), ("stone", "stone", "stone"), ()])
    s = step(s, "activate:2", 0)
    assert top(s) == ("metals", 0)
    assert s.players[0].supply == (("stone",), ("stone",), (), ())
    assert s.players[0].pool["stone"] == 1


def test_the_choice_ends_as_soon_as_one_kind_is_left():
    s = at_activate(new_game(), 0, [(), (), ("wood", "stone", "stone"), ()])
    s = play(s, "activate:2", "drop:wood")
    assert top(s) == ("metals", 0)
    assert s.players[0].supply == (("stone",), ("wood",), (), ())
    assert s.players[0].pool["stone"] == 1


def test_too_few_resources_fill_the_nearest_sections_and_leave_nothing_to_use():
    s = at_activate(new_game(), 0, [(), (), (), ("gold", "copper")])
    s = play(s, "activate:3", "drop:gold")
    p = s.players[0]
    assert p.supply == ((), ("copper",), ("gold",), ())
    assert sum(p.pool.values()) == 0
    assert top(s) == ("metals", 0)
    # nothing to build with: the only move left is to loot
    assert {k.split(":")[0] for k in keys(s)} == {"loot"}


def test_a_player_with_an_empty_track_skips_activation():
    s = edit(at_metals(new_game(), 0, wood=1), 1, supply=EMPTY)
    h = sorted(s.face_up)[0]
    s = play(s, f"build:camp:{h[0]},{h[1]}", "section:0")
    assert top(s) == ("metals", 1)  # no activation step, nothing to use
    assert {k.split(":")[0] for k in keys(s)} == {"loot"}


def test_activation_is_compulsory_and_comes_first():
    s = new_game(3, 4)
    assert top(s) == ("activate", 0)
    assert all(k.startswith("activate:") for k in keys(s))
    refused(s, 0, "ship:copper")
    refused(s, 0, "build:camp:0,1")
    refused(s, 1, "activate:1", "not seat 1's turn")
