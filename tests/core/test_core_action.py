"""Action keys are the move's identity in saves, logs and the DOM."""
import json

import pytest

from engine.core import Action


def test_key_joins_kind_and_params_canonically():
    assert Action(1, "bid", 2, 9).key == "bid:2:9"
    assert Action(0, "done").key == "done"
    assert Action(0, "build", "church", 1, 0).key == "build:church:1:0"


def test_from_key_parses_numbers_back_to_ints():
    a = Action.from_key(2, "bid:3:12")
    assert (a.seat, a.kind, a.params) == (2, "bid", (3, 12))
    assert a == Action(2, "bid", 3, 12)


def test_json_round_trip_is_seat_and_key():
    a = Action(3, "rail", "worker")
    data = json.loads(json.dumps(a.to_json()))
    assert data == [3, "rail:worker"]
    assert Action.from_json(data) == a


@pytest.mark.parametrize("bad", [None, [], [1], ["1", "done"], [True, "done"], [0, 5], [0, ""]])
def test_from_json_refuses_malformed_entries(bad):
    with pytest.raises(ValueError):
        Action.from_json(bad)


def test_actions_are_immutable_and_hashable():
    a = Action(0, "pass")
    with pytest.raises(AttributeError):
        a.seat = 1
    assert {a, Action(0, "pass")} == {a}
    assert Action(0, "pass") != Action(1, "pass")


def test_free_flag_is_not_part_of_identity():
    assert Action(0, "debt", free=True) == Action(0, "debt")
    assert Action(0, "debt", free=True).key == "debt"
