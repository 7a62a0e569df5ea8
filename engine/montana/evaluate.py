"""How a Montana position looks for a seat: its expected final margin of camps over the
best other seat (the search's leaf value, `Game.evaluate`).

Camps on the landscape are the score. Each seat's final camps are estimated as the camps it
has built plus the camps it should still build, at most the camps it has left. What it
should still build grows with the time left, which the leader decides (the game ends in
the round in which somebody builds their last camp), and with what it holds: goods, coins,
workers, cows, canteens (each an extra turn) and the frontier regions it can pay for now.
A representative waiting in the town counts with its reward, less the squash it costs. In
the last round only the seats still to play can build, at most what they can pay for now.
At the end the estimate is the true margin.

The weights were fitted (least squares) on the positions at the start of every turn of 60
seeded games per player count played by medium bots (seeds 30000 to 30059); the bot
benchmark (`bench/montana_bots.py --evaluate`) prints how well they predict the final
margins of other seeded medium games, beside what today's score alone predicts.
"""
from __future__ import annotations

from .data import BUILDS_PER_TURN, CAMPS, TOWN_COLUMN_COSTS, TOWN_REWARDS, TOWN_ROWS
from .state import MontanaState, Player

#: players -> the spread of the final camps around `evaluate` from each progress value on,
#: as (progress, camps) steps (`Game.search_spread`): not fitted yet (`bench/search.py
#: --calibrate`), so 10 throughout, what the search gave every game without a table
SEARCH_SPREAD = {players: ((0, 10.0),) for players in (2, 3, 4)}
#: players -> weights of (the leader's camps left, small goods, large goods, coins,
#: workers, cows, canteens, frontier regions payable now) and a constant: camps still to
#: come (fitted, see the module text)
WEIGHTS = {
    2: (0.911, 0.195, 0.166, 0.087, 0.068, 0.298, 0.178, 0.153, -1.353),
    3: (0.76, 0.223, 0.29, 0.061, 0.094, 0.481, 0.685, 0.25, -1.316),
    4: (0.622, 0.209, 0.41, 0.042, 0.033, 0.87, 0.67, 0.292, -0.819),
}
SMALL = ("wheat", "squash", "copper_small", "stone_small")
LARGE = ("copper_large", "stone_large")


def evaluate(s: MontanaState, seat: int) -> float:
    """The expected final camps of `seat` less those of the best other seat."""
    camps = final_camps(s)
    return camps[seat] - max(c for other, c in enumerate(camps) if other != seat)


def final_camps(s: MontanaState) -> list[float]:
    """Each seat's expected camps on the landscape at the end."""
    n = s.num_players
    built = [CAMPS[n] - p.camps_left for p in s.players]
    if s.over:
        return [float(b) for b in built]
    if s.ending:  # the last round: only the seats still to play build, what they can pay
        still = set(s.order[s.order.index(s.active):])
        return [b + (min(p.camps_left, BUILDS_PER_TURN, _payable(s, p.goods))
                     if seat in still else 0)
                for seat, (b, p) in enumerate(zip(built, s.players, strict=True))]
    lead = min(p.camps_left for p in s.players)
    weights = WEIGHTS[n]
    out = []
    for seat, (b, p) in enumerate(zip(built, s.players, strict=True)):
        goods, coins, cows = _with_town_reward(s, seat, p)
        features = (lead, sum(goods[g] for g in SMALL), sum(goods[g] for g in LARGE), coins,
                    p.worker_count(), cows, p.canteens, _payable(s, goods), 1)
        gain = sum(w * x for w, x in zip(weights, features, strict=True))
        out.append(b + min(max(gain, 0.0), p.camps_left))
    return out


def _payable(s: MontanaState, goods: dict[str, int]) -> int:
    """How many frontier regions `goods` pay for, each on its own."""
    regions = s.regions
    return sum(1 for h in s.frontier if all(goods[g] >= k for g, k in regions[h].cost))


def _with_town_reward(s: MontanaState, seat: int, p: Player) -> tuple[dict, int, int]:
    """`p`'s goods, coins and cows, counting the reward of a representative waiting in
    the town (its column's squash paid, upgrades as many as its small pieces allow)."""
    place = s.town.get(seat)
    if place is None:
        return p.goods, p.coins, p.cows
    row, col = place
    cows, goods, upgrades, coins = TOWN_REWARDS[TOWN_ROWS[row]]
    held = dict(p.goods)
    held["squash"] = max(0, held["squash"] - TOWN_COLUMN_COSTS[col])
    held["wheat"] += goods  # three goods of one's choice: counted as small goods
    for small, large in (("stone_small", "stone_large"), ("copper_small", "copper_large")):
        k = min(upgrades, held[small])
        held[small] -= k
        held[large] += k
        upgrades -= k
    return held, p.coins + coins, p.cows + (cows if s.cow_supply else 0)
