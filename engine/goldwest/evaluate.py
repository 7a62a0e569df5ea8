"""How a Gold West game is going for a seat: its expected final margin over the best other
seat, for a search to cut a rollout short (issue 13).

Each seat's expected final score is its score as if the game ended now (`scores`: points
scored, majorities, largest group, offices, Wanted) plus what it should still gain: a
linear estimate from what it holds and has left, its camps still to build, its turns
still to play, the metals and building material on its supply track and the metals in hand
this turn. The score alone misses all of these, which is why a search that cut its
rollouts short with it played much worse.

The weights were fitted by least squares on seeded games between medium bots
(`python3 bench/goldwest_bots.py --fit`: 2, 3 and 4 players, the gain each seat still
made from every position), and how well the estimate predicts is measured on other seeds
(`--evaluate`). At the end of the game nothing is left to gain: the value is the true
final margin.
"""
from __future__ import annotations

from .data import CAMPS, METALS
from .scoring import scores
from .state import GoldWestState

#: players -> the spread of the final points around `evaluate` from each progress value on,
#: as (progress, points) steps (`Game.search_spread`, fitted by `bench/search.py --calibrate`)
SEARCH_SPREAD = {
    2: ((1, 60.0), (2, 21.0), (4, 15.5), (12, 14.5), (24, 8.5), (25, 4.5), (26, 2.5)),
    3: ((1, 60.0), (5, 46.0), (9, 29.5), (18, 21.0), (19, 18.0), (20, 13.0), (27, 9.5),
        (31, 9.0), (32, 7.5), (37, 5.0), (38, 3.0), (39, 0.5)),
    4: ((1, 60.0), (13, 49.0), (20, 43.5), (21, 27.5), (25, 18.0), (29, 15.5), (32, 12.0),
        (33, 9.0), (36, 8.5), (37, 7.5), (41, 5.0), (42, 1.0), (44, 0.5)),
}
#: the features of `features`, in order
FEATURES = ("camps_left", "final_turn_left", "copper_on_track", "silver_on_track",
            "gold_on_track", "metals_in_hand", "material_on_track")
#: points still to come per unit of each feature (fitted: see the module text): about 8.4
#: per camp still to place; the final turn is worth the metals it will use (its own weight
#: is an offset fitted with the others)
WEIGHTS = (8.43, -1.53, 1.27, 1.53, 1.85, 1.95, 1.74)
#: what a metal in hand is worth this turn, by kind (copper, silver, gold)
HAND = {"copper": 1.0, "silver": 1.25, "gold": 1.5}


def turns_left(s: GoldWestState) -> list[int]:
    """The turns each seat has still to begin, the final round's included (turns go round
    the table in `order`: a camp each, then one final turn each)."""
    n = s.num_players
    out = [0] * n
    for k in range(s.turn, CAMPS[n] * n + n):
        out[s.order[k % n]] += 1
    return out


def features(s: GoldWestState, seat: int, turns: list[int] | None = None
             ) -> tuple[float, ...]:
    """What `seat` holds and has left that brings points later (see `FEATURES`)."""
    p = s.players[seat]
    turns = turns_left(s) if turns is None else turns
    on_track = dict.fromkeys(METALS, 0)
    material = 0
    # the track is worth something only to a seat that will still activate it
    playing = bool(s.tasks) and not s.over and s.tasks[-1][1] == seat
    if turns[seat] or (playing and s.tasks[-1][0] == "activate"):
        for section in p.supply:
            for r in section:
                if r in on_track:
                    on_track[r] += 1
                else:
                    material += 1
    camps = 0 if s.final else p.camps_left
    return (float(camps), float(turns[seat] > 0), float(on_track["copper"]),
            float(on_track["silver"]), float(on_track["gold"]),
            sum(HAND[m] * p.pool[m] for m in METALS), float(min(material, camps)))


def expected_gains(s: GoldWestState) -> list[float]:
    """Each seat's points still to come, as the fitted weights reckon them."""
    turns = turns_left(s)
    return [sum(w * f for w, f in zip(WEIGHTS, features(s, seat, turns), strict=True))
            for seat in range(s.num_players)]


def evaluate(s: GoldWestState, seat: int) -> float:
    """`seat`'s expected final points margin over the best other seat."""
    now = [sc["total"] for sc in scores(s)]
    if s.over:
        expected = [float(t) for t in now]
    else:
        expected = [t + g for t, g in zip(now, expected_gains(s), strict=True)]
    return expected[seat] - max(e for i, e in enumerate(expected) if i != seat)


__all__ = ["FEATURES", "WEIGHTS", "evaluate", "expected_gains", "features", "turns_left"]
