"""Records the medium bot's choices on seeded positions, before its evaluation is made
faster, so that `test_medium_choices.py` can check the faster bot chooses the same.

    python3 -m tests.homesteaders.medium_choices     # once; never rewrite the file after

Each game is played by a mix of bots (positions the medium bot would not reach by itself
too), at 2, 3 and 4 players, with and without the screens, under rules 1 and 2; at every
position of the seat to act, the medium bot's move is recorded.
"""
from __future__ import annotations

import json
from pathlib import Path

import engine
from engine.core import Rng

G = engine.GAMES["homesteaders"]
FILE = Path(__file__).with_name("medium_choices.json")
#: (players, hidden_resources, rules) per game; seed 500 + index
PLAN = [(2, False, 2), (3, True, 2), (4, False, 2), (2, True, 2), (3, False, 2),
        (4, True, 2), (3, True, 1), (4, False, 1)]
LEVELS = ["random", "easy", "medium", "easy"]
MAX_MOVES = 5000


def record() -> list[dict]:
    games = []
    for i, (players, hidden, rules) in enumerate(PLAN):
        seed = 500 + i
        s = G.new(players, seed, {"hidden_resources": hidden}, rules)
        rng = Rng(seed)
        choices = []
        for _ in range(MAX_MOVES):
            if G.is_over(s):
                break
            seat = G.to_act(s)[0]
            choices.append(G.bots["medium"](s, seat, Rng(0), 0).key)
            s = G.apply(s, G.bots[LEVELS[(seat + i) % len(LEVELS)]](s, seat, rng, 0))
        games.append({"save": G.save(s), "medium": choices})
    return games


if __name__ == "__main__":
    FILE.write_text(json.dumps(record(), separators=(",", ":")) + "\n")
    print(FILE, FILE.stat().st_size, "bytes")
