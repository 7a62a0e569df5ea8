"""The medium bot's recorded choices: seeded positions and the move it chose in each.

    python3 -m tests.goldwest.medium_choices      # writes medium_choices.json (once)

The file was written by the medium bot as it was before it was made faster, so that
`test_gw_bots::test_the_medium_bot_chooses_as_it_did_before_it_was_made_faster` proves the
faster bot makes exactly the same choices. Never rewrite it to make that test pass: a
change of the medium bot's play is a new bot, to be measured, not a faster one.

Each game is a seeded game between medium, easy and random seats (so that positions are
varied, not only the ones medium steers to), saved as its action keys; the positions are
every decision in an ability step and a seeded sample of the others.
"""
from __future__ import annotations

import json
from pathlib import Path

import engine
from engine import Action
from engine.core import Rng

G = engine.GAMES["goldwest"]
PATH = Path(__file__).with_name("medium_choices.json")
#: (players, games) at each player count
PLAN = ((2, 12), (3, 12), (4, 12))
#: the share of the positions of each step that are recorded (every ability step)
SAMPLE = {"activate": 0.2, "metals": 0.25, "section": 0.2, "drop": 0.06}
MAX_MOVES = 2000


def positions(record: dict):
    """Replay one recorded game: yields (state, seat, move index, recorded choice)."""
    state = G.new(record["players"], record["seed"], rules=record["rules"])
    choices = dict(record["choices"])
    for i, (seat, key) in enumerate(record["actions"]):
        if i in choices:
            yield state, seat, i, choices[i]
        state = G.apply(state, Action.from_key(seat, key))


def _record_game(players: int, seed: int) -> dict:
    levels = [("medium", "easy", "random")[(seed + i) % 3] for i in range(players)]
    state = G.new(players, seed, rules=1)
    rng = Rng(seed * 7 + 3)
    pick = Rng(seed * 13 + 11)
    medium = G.bots["medium"]
    choices = []
    for _ in range(MAX_MOVES):
        if G.is_over(state):
            break
        seat = G.to_act(state)[0]
        step = state.tasks[-1][0]
        legal = G.legal_actions(state, seat)
        if len(legal) > 1 and pick.random() < SAMPLE.get(step, 1.0):
            choices.append([state.hist_len, medium(state, seat, Rng(0), 0).key])
        state = G.apply(state, G.bots[levels[seat]](state, seat, rng, 0))
    return {"players": players, "seed": seed, "rules": state.rules,
            "actions": [a.to_json() for a in state.history], "choices": choices}


def main() -> None:
    games = [_record_game(players, 500 + 10 * players + g)
             for players, count in PLAN for g in range(count)]
    PATH.write_text(json.dumps(games, separators=(",", ":")) + "\n")
    print(PATH.name, len(games), "games,", sum(len(g["choices"]) for g in games), "positions")


if __name__ == "__main__":
    main()
