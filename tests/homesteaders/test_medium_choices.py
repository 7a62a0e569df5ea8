"""The medium bot chooses today what it chose when its choices were recorded, before its
evaluation was made faster (`medium_choices.py` wrote the file; it is never rewritten)."""
from __future__ import annotations

import json

import pytest

import engine
from engine import Action
from engine.core import Rng

from .medium_choices import FILE

G = engine.GAMES["homesteaders"]
GAMES = json.loads(FILE.read_text())


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['save']['players']}p-"
                         f"seed{g['save']['seed']}-rules{g['save']['rules']}")
def test_the_medium_bot_makes_the_recorded_choice_at_every_position(game):
    save = game["save"]
    s = G.new(save["players"], save["seed"], save["options"], save["rules"])
    moves = [Action.from_json(a) for a in save["actions"]]
    assert len(moves) == len(game["medium"])
    for n, (move, expected) in enumerate(zip(moves, game["medium"], strict=True)):
        seat = G.to_act(s)[0]
        assert G.bots["medium"](s, seat, Rng(0), 0).key == expected, (n, expected)
        s = G.apply(s, move)
    assert G.is_over(s)
