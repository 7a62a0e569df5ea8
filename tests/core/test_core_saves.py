"""Saves: a versioned dict of game, players, seed, options and action keys, loaded by
replay; every kind of bad input gives a clear error and never a deep traceback."""
import json

import pytest

import engine
from engine import Action, BadSave, IllegalAction
from engine.core import SAVE_FORMAT, Rng, play_out

G = engine.GAMES["homesteaders"]


def _played(seed=3, players=3, steps=60):
    s = G.new(players, seed)
    rng = Rng(seed)
    bot = G.bots["random"]
    for _ in range(steps):
        seat = G.to_act(s)[0]
        s = G.apply(s, bot(s, seat, rng, 0))
    return s


def test_save_is_json_ready_with_the_contract_fields():
    s = _played()
    data = json.loads(json.dumps(G.save(s)))
    assert set(data) == {"format", "game", "rules", "players", "seed", "options", "actions"}
    assert data["rules"] == G.rules_version
    assert data["format"] == SAVE_FORMAT and data["game"] == "homesteaders"
    assert data["players"] == 3 and data["seed"] == 3
    assert len(data["actions"]) == 60
    assert all(isinstance(a[0], int) and isinstance(a[1], str) for a in data["actions"])


def test_load_replays_to_the_same_state():
    s = _played()
    loaded = engine.load(json.loads(json.dumps(G.save(s))))
    assert loaded.snapshot() == s.snapshot()


def test_loaded_game_continues_identically():
    s = _played(seed=11, steps=40)
    loaded = engine.load(G.save(s))
    bots = {i: G.bots["random"] for i in range(3)}
    a = play_out(G, s, bots, Rng(99))
    b = play_out(G, loaded, bots, Rng(99))
    assert a.snapshot() == b.snapshot()


@pytest.mark.parametrize("data, words, code, params", [
    ("a string", "not a Westbound save", "not_save", {}),
    ([1, 2], "not a Westbound save", "not_save", {}),
    ({}, "no format version", "not_save", {}),
    ({"format": "1"}, "no format version", "not_save", {}),
    ({"format": SAVE_FORMAT + 1}, "newer version", "newer_format", {"format": SAVE_FORMAT + 1}),
    ({"format": 0}, "unknown save format", "unknown_format", {"format": 0}),
    ({"format": 1, "game": "homesteaders"}, "incomplete", "incomplete", {"field": "players"}),
])
def test_malformed_saves_are_refused_with_a_message(data, words, code, params):
    with pytest.raises(BadSave, match=words) as refused:
        engine.load(data)
    assert (refused.value.code, refused.value.params) == (code, params)


def _save(**changes):
    data = G.save(_played(steps=30))
    data.update(changes)
    return data


def test_unknown_game_is_refused():
    with pytest.raises(BadSave, match="unknown game 'chess'") as refused:
        engine.load(_save(game="chess"))
    assert (refused.value.code, refused.value.params) == ("unknown_game", {"game": "chess"})


@pytest.mark.parametrize("field, value, words, code", [
    ("players", 7, "2 to 4 players", "bad_setup"),
    ("players", "3", "2 to 4 players", "bad_setup"),
    ("seed", "x", "seed", "bad_setup"),
    ("options", {"speed": 1}, "no option 'speed'", "bad_setup"),
    ("options", {"hidden_resources": "yes"}, "hidden_resources", "bad_setup"),
    ("actions", "bid", "not a list", "bad_moves"),
])
def test_bad_set_up_fields_are_refused(field, value, words, code):
    with pytest.raises(BadSave, match=words) as refused:
        engine.load(_save(**{field: value}))
    assert refused.value.code == code


def test_illegal_move_in_the_list_names_the_move_number():
    data = _save()
    data["actions"] = [*data["actions"][:12], [0, "bid:9:99"], *data["actions"][12:]]
    with pytest.raises(BadSave, match=r"move 13 \('bid:9:99' by seat 0\) is not legal") as refused:
        engine.load(data)
    assert (refused.value.code, refused.value.params) == ("illegal_move", {"number": 13})


def test_malformed_move_names_the_move_number():
    data = _save()
    data["actions"][4] = ["zero", "done"]
    with pytest.raises(BadSave, match="move 5 is malformed") as refused:
        engine.load(data)
    assert (refused.value.code, refused.value.params) == ("bad_move", {"number": 5})


def test_truncated_save_still_loads_the_prefix_it_holds():
    data = _save()
    data["actions"] = data["actions"][:7]
    assert engine.load(data).hist_len == 7


def test_unknown_action_key_is_illegal_with_a_reason_and_changes_nothing():
    s = G.new(3, 1)
    seat = G.to_act(s)[0]
    before = s.snapshot()
    with pytest.raises(IllegalAction, match="not a legal move now") as refused:
        G.apply(s, Action.from_key(seat, "teleport:9"))
    assert refused.value.code == "not_legal"
    with pytest.raises(IllegalAction, match="not seat") as refused:
        G.apply(s, Action.from_key((seat + 1) % 3, "done"))
    assert refused.value.code == "not_your_turn"
    with pytest.raises(IllegalAction, match="not an action") as refused:
        G.apply(s, "done")
    assert refused.value.code == "not_an_action"
    assert s.snapshot() == before


def test_moves_after_the_end_are_refused():
    s = play_out(G, G.new(2, 5), {0: G.bots["random"], 1: G.bots["random"]}, Rng(5))
    with pytest.raises(IllegalAction, match="game is over") as refused:
        G.apply(s, Action(0, "done"))
    assert refused.value.code == "game_over"


@pytest.mark.parametrize("players, seed", [(1, 0), (5, 0), (True, 0), (3, "seed"), (3, 1.5)])
def test_new_game_refuses_bad_arguments(players, seed):
    with pytest.raises(ValueError):
        G.new(players, seed)
