"""Writes the save corpus of the current rules version of each game (run once per version).

    python3 -m tests.corpus.make        # from the repository root

Each file is a game played by seeded bots, saved the way the page saves it (`g.save`), with
what it must still give when loaded by any later engine: the number of moves, whether it
is over, whose turn it is, the scores and the winners. `test_corpus.py` replays every
file forever, so a rules change that would break an old save fails the tests. A new rules
version adds its own folder (``rules-<game>-v<N>``); existing files are never rewritten.
"""
from __future__ import annotations

import json
from pathlib import Path

import engine
from engine.core import Rng

HERE = Path(__file__).parent
#: Homesteaders without the screens (spelled out: they are up by default since rules 2)
OPEN = {"hidden_resources": False}
#: (players, options, finished?) per game: every player count, both ends, each variant
PLAN = {
    "homesteaders": [(2, OPEN, True), (3, {"hidden_resources": True}, True), (4, OPEN, True),
                     (2, {"hidden_resources": True}, False), (3, OPEN, False),
                     (4, {"hidden_resources": True}, False)],
    "goldwest": [(2, {}, True), (3, {}, True), (4, {}, True),
                 (2, {}, False), (3, {}, False), (4, {}, False)],
    "montana": [(2, {}, True), (3, {"quick_start": True}, True), (4, {}, True),
                (2, {"quick_start": True}, False), (3, {}, False), (4, {}, False)],
}
#: the bots of each seat, in turn: strong and weak play, free moves (random) included
LEVELS = ["medium", "easy", "random", "medium"]
#: games per line of the plan
SEEDS = 3


def expectation(game, state) -> dict:
    over = game.is_over(state)
    return {"moves": state.hist_len, "over": over, "to_act": game.to_act(state),
            "scores": game.scores(state), "winners": game.winners(state) if over else None}


def play(game, players: int, options: dict, finished: bool, seed: int):
    state = game.new(players, seed=seed, options=options)
    rng = Rng(seed * 31 + 5)
    stop = None if finished else 40 + rng.below(160)
    while not game.is_over(state) and (stop is None or state.hist_len < stop):
        seat = game.to_act(state)[0]
        level = LEVELS[seat % len(LEVELS)]
        state = game.apply(state, game.bots[level](state, seat, rng, 50))
    return state


def main() -> None:
    for game_id, plan in PLAN.items():
        game = engine.GAMES[game_id]
        folder = HERE / f"rules-{game_id}-v{getattr(game, 'rules_version', 1)}"
        folder.mkdir(exist_ok=True)
        for i, (players, options, finished) in enumerate(plan * SEEDS):
            seed = 1000 + 17 * i
            path = folder / f"{players}p-{'end' if finished else 'mid'}-{seed}.json"
            if path.exists():
                continue
            state = play(game, players, options, finished, seed)
            data = {"save": game.save(state), "expect": expectation(game, state)}
            path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
            print(path.relative_to(HERE), data["expect"]["moves"], "moves")


if __name__ == "__main__":
    main()
