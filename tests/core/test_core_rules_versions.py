"""Rules versions: every save records the rules it was played under, and a save of any
earlier version loads and plays on under those rules (README, "Rules versions")."""
import pytest

import engine
from engine import BadSave
from engine.core import Game

GAMES = sorted(engine.GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_game_follows_the_current_rules_and_its_save_says_so(game_id):
    g = engine.GAMES[game_id]
    s = g.new(2, seed=4)
    assert s.rules == g.rules_version
    assert g.save(s)["rules"] == g.rules_version


@pytest.mark.parametrize("game_id", GAMES)
def test_a_format_1_save_without_a_rules_version_is_played_under_version_1(game_id):
    g = engine.GAMES[game_id]
    data = g.save(g.new(2, seed=4))
    data["format"] = 1
    del data["rules"]
    assert engine.load(data).rules == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_of_rules_newer_than_this_engine_is_refused_with_its_version(game_id):
    g = engine.GAMES[game_id]
    data = g.save(g.new(2, seed=4))
    data["rules"] = g.rules_version + 1
    with pytest.raises(BadSave) as refused:
        engine.load(data)
    assert (refused.value.code, refused.value.params) == (
        "newer_rules", {"version": g.rules_version + 1})


@pytest.mark.parametrize("bad", [0, -1, "2", None, True, 1.0])
def test_a_damaged_rules_version_is_refused(bad):
    g = engine.GAMES["montana"]
    data = g.save(g.new(2, seed=4))
    data["rules"] = bad
    with pytest.raises(BadSave) as refused:
        engine.load(data)
    assert refused.value.code == "incomplete"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rules_version_can_start_a_game_and_replay_keeps_it(game_id):
    g = engine.GAMES[game_id]
    for version in range(1, g.rules_version + 1):
        s = g.new(3, seed=9, rules=version)
        seat = g.to_act(s)[0]
        s = g.apply(s, g.legal_actions(s, seat)[0])
        assert s.rules == version
        assert g.replay(s, 1).rules == version
        assert engine.load(g.save(s)).rules == version
    with pytest.raises(ValueError):
        g.new(3, seed=9, rules=g.rules_version + 1)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rules_version_after_the_first_says_what_changed(game_id):
    g: Game = engine.GAMES[game_id]
    assert sorted(g.rules_changes) == list(range(2, g.rules_version + 1))
