"""The medium bot's choices are pinned: in 400-odd seeded positions at 2, 3 and 4 players
it must choose exactly what it chose when `medium_choices.json` was recorded (before its
evaluation was made faster). Any change to what medium plays fails here; a change meant to
alter its play records the file again, on purpose:

    python3 -m tests.montana.test_mt_medium_choices    # rewrites medium_choices.json

Positions come from seeded games in which some seats are medium and others random or easy
(so that medium is also asked about the odd positions weaker players leave); medium is
asked at every position of every seat, whoever plays the move.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Action
from engine.core import Rng

from .helpers import G

FIXTURE = Path(__file__).with_name("medium_choices.json")
#: (players, seed, the level of each seat): medium tables and mixed ones
GAMES = [(2, 501, ("medium", "medium")), (2, 502, ("random", "medium")),
         (3, 503, ("medium", "medium", "medium")), (3, 504, ("easy", "medium", "random")),
         (4, 505, ("medium", "medium", "medium", "medium")),
         (4, 506, ("random", "easy", "medium", "random"))]
#: ask medium at every ASK-th position, at most MOVES moves into each game
ASK, MOVES = 2, 160


def record() -> list[dict]:
    """Play the games and note medium's choice at every ASK-th position."""
    out = []
    for players, seed, levels in GAMES:
        s = G.new(players, seed)
        rng = Rng(seed)
        actions, choices = [], {}
        for n in range(MOVES):
            if G.is_over(s):
                break
            seat = G.to_act(s)[0]
            if n % ASK == 0:
                choices[n] = G.bots["medium"](s, seat, Rng(seed + n), 0).key
            action = G.bots[levels[seat]](s, seat, rng, 0)
            actions.append(action.to_json())
            s = G.apply(s, action)
        out.append({"players": players, "seed": seed, "actions": actions,
                    "choices": {str(k): v for k, v in choices.items()}})
    return out


def recorded() -> list[dict]:
    """The recorded games (none while the file is being written for the first time; the
    test below then fails)."""
    return json.loads(FIXTURE.read_text()) if FIXTURE.exists() else []


@pytest.mark.parametrize("game", recorded(),
                         ids=lambda g: f"{g['players']}p-{g['seed']}")
def test_medium_chooses_what_it_chose_when_recorded(game):
    s = G.new(game["players"], game["seed"])
    choices = {int(k): v for k, v in game["choices"].items()}
    for n, (seat, key) in enumerate(game["actions"]):
        if n in choices:
            chosen = G.bots["medium"](s, seat, Rng(game["seed"] + n), 0)
            assert chosen.key == choices[n], f"move {n}: {chosen.key} != {choices[n]}"
        s = G.apply(s, Action.from_key(seat, key))


def test_the_fixture_asks_about_every_kind_of_decision_at_every_player_count():
    data = recorded()
    assert sum(len(g["choices"]) for g in data) >= 400
    assert {g["players"] for g in data} == {2, 3, 4}
    kinds = {key.split(":")[0] for g in data for key in g["choices"].values()}
    assert {"build", "recruit", "harvest", "bank", "town", "send", "advance",
            "reward", "stop", "cow"} <= kinds


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(record(), separators=(",", ":")) + "\n")
    print(FIXTURE, "written")
