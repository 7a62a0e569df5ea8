"""Every save in the corpus still loads and plays as it did under the rules it was made with.

The corpus (`make.py`) holds games saved by each published rules version of each game; a
rules change that would strand an old save, or change what it gives, fails here.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine

FILES = sorted(Path(__file__).parent.glob("rules-*/*.json"))


def test_the_corpus_covers_every_game_at_every_player_count_finished_and_not():
    seen = set()
    for path in FILES:
        data = json.loads(path.read_text())
        seen.add((data["save"]["game"], data["save"]["players"], data["expect"]["over"]))
    assert seen == {(g, n, over) for g in engine.GAMES for n in (2, 3, 4)
                    for over in (True, False)}


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_an_old_save_loads_and_gives_what_it_gave_when_saved(path):
    data = json.loads(path.read_text())
    state = engine.load(data["save"])
    game = engine.GAMES[data["save"]["game"]]
    expect = data["expect"]
    assert state.hist_len == expect["moves"]
    assert game.is_over(state) == expect["over"]
    assert game.to_act(state) == expect["to_act"]
    assert game.scores(state) == expect["scores"]
    if expect["over"]:
        assert game.winners(state) == expect["winners"]
    else:  # still playable: the seat to act has moves and one of them applies
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        assert legal
        game.apply(state, legal[0])
