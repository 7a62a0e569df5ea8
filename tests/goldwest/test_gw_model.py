"""The medium bot's value model (`engine/goldwest/model.py`): its shortcuts count what the
rules count. (That the faster bot chooses exactly as before is `test_gw_bots`.)"""
import pytest

from engine.core import Rng
from engine.goldwest.model import MapModel, model
from engine.goldwest.scoring import office_score
from tests.contract import bot_game

from .helpers import G

#: the offices whose count a building changes (the others count markers, cards, tiles)
BUILDING_OFFICES = ("docks", "frontier", "homestead", "courthouse", "depot", "sheriff",
                    "surveyor", "town_hall")


def _positions(players, seed, every=9):
    _, moves = bot_game(G, players, seed, ["medium", "easy", "random", "medium"][:players])
    return [state for state, _ in moves[::every]]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_building_adds_to_each_office_count_what_scoring_counts(players):
    checked = 0
    for state in _positions(players, 40 + players):
        for seat in range(players):
            m = MapModel(state, seat)
            for h in sorted(state.face_up):
                for kind in ("camp", "settlement"):
                    trial = state.copy()
                    trial.buildings = {**state.buildings, h: (seat, kind)}
                    for office in BUILDING_OFFICES:
                        counted = (office_score(trial, seat, office, 0)
                                   - office_score(state, seat, office, 0))
                        assert m._added(h, kind, office) == counted, (office, h, kind)
                        checked += 1
    assert checked > 1000


def test_a_decision_model_is_kept_for_the_states_that_agree_on_what_it_reads():
    state = G.new(3, seed=8)
    seat = G.to_act(state)[0]
    m = model(state, seat)
    assert model(state.copy(), seat) is m
    action = G.bots["medium"](state, seat, Rng(1), 0)  # an activation: the map stays
    after = G.apply(state, action)
    assert model(after, seat).map is m.map
    other = (seat + 1) % 3
    assert model(state, other) is not m
