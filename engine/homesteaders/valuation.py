"""The medium bot's value model, in silver equivalents (SE): victory points, goods, trade
tokens, debt, and the income each building and worker brings over the income phases left;
and what the end-of-game conversions can still add. `evaluate` turns it into the expected
final margin a search scores its rollouts with.
"""
from __future__ import annotations

from ..core.cache import Bounded
from .data import (
    BUILDINGS,
    CLEAR_DEBT_SILVER,
    COM,
    DEBT_REPAY_SILVER,
    GOODS,
    IND,
    MARKET,
    RES,
    RODEO_MAX,
    ROUNDS,
    SALE_VP,
    SCORING_GOODS,
    SPE,
)
from .scoring import GOODS_VP, debt_penalty, player_score
from .state import HomesteadersState, Player

#: players -> the spread of the final points around `evaluate` from each progress value on,
#: as (progress, points) steps (`Game.search_spread`, fitted by `bench/search.py --calibrate`)
SEARCH_SPREAD = {
    2: ((1, 60.0), (6, 25.0), (7, 23.5), (8, 9.0), (9, 3.5), (11, 2.5)),
    3: ((1, 60.0), (5, 31.0), (6, 12.5), (7, 8.5), (8, 6.5), (9, 6.0), (10, 3.5), (11, 2.5)),
    4: ((1, 60.0), (6, 13.5), (8, 10.0), (9, 5.0), (10, 3.0), (11, 2.5)),
}
#: one VP in silver (tuned in bot-against-bot games; 2.5 would match the gold coin's two
#: uses, 5 silver or 2 VP at the end, but values silver too little during the game)
VP = 2.0
TRADE = 2.5
GOOD = {"wood": 1.0, "food": 2.0, "steel": 3.0, "gold": 5.0, "copper": 5.0, "livestock": 5.0}
#: the same prices one by one, for `value`'s sum (which adds them in `GOODS` order)
_WOOD, _FOOD, _STEEL = GOOD["wood"], GOOD["food"], GOOD["steel"]
_GOLD, _COPPER, _LIVESTOCK = GOOD["gold"], GOOD["copper"], GOOD["livestock"]
#: what clearing one debt during the game is worth (it would cost 5 silver to repay)
DEBT_CLEARED = 4.0
#: buildings a player adds per remaining round, for the Forge and the per-building bonuses
FUTURE_BUILDS = 0.8
#: end-bonus categories that future buildings tend to raise, and how often (per build)
FUTURE_SHARE = {"building": 1.0, RES: 0.25, COM: 0.3, IND: 0.2, SPE: 0.2}


def gain_value(gains: dict, goods: dict[str, float] = GOOD) -> float:
    """SE of a bundle of income or of a slot's output."""
    v = 0.0
    for k, n in gains.items():
        if k == "silver":
            v += n
        elif k == "trade":
            v += TRADE * n
        elif k == "vp":
            v += VP * n
        else:
            v += goods[k] * n
    return v


def _debt_sum(debt: int) -> float:
    return sum(min(DEBT_REPAY_SILVER, VP * i) for i in range(1, debt + 1))


_DEBT_COSTS = tuple(_debt_sum(n) for n in range(64))


def debt_cost(debt: int) -> float:
    """SE lost to `debt` debts: the first unpaid one costs only 1 VP, later ones a repay."""
    return _DEBT_COSTS[debt] if debt < len(_DEBT_COSTS) else _debt_sum(debt)


def auto_income(p: Player) -> float:
    """SE of one income phase's automatic income (no workers)."""
    v = float(p.rail_lines)
    for key in p.buildings:
        b = BUILDINGS[key]
        v += gain_value(b.income)
        if b.income_rule == "rodeo":
            v += min(p.workers, RODEO_MAX)
        elif b.income_rule == "clear_debt":
            v += DEBT_CLEARED if p.h["debt"] else CLEAR_DEBT_SILVER
    return v


def slots(p: Player, free_only: bool = False,
          goods: dict[str, float] = GOOD) -> tuple[list, list]:
    """(worth, key, index) of one-worker slots and of two-worker slots, best first.

    With `free_only`, slots already taken this round are left out, and a two-worker slot
    holding one worker counts as a one-worker slot (one more worker completes it).
    `goods` prices the goods produced.
    """
    singles, pairs = [], []
    for key in p.buildings:
        for i, (needed, output) in enumerate(BUILDINGS[key].slots):
            have = p.placed.get((key, i), 0) if free_only else 0
            if have >= needed:
                continue
            worth = gain_value(output, goods)
            (singles if needed - have == 1 else pairs).append((worth, key, i))
    singles.sort(key=lambda x: -x[0])
    pairs.sort(key=lambda x: -x[0])
    return singles, pairs


def best_placement(singles: list, pairs: list, workers: int) -> tuple[float, list]:
    """Most SE `workers` can produce on the given slots, and the slots used."""
    best: tuple[float, list] = (0.0, [])
    for n_pairs in range(min(len(pairs), workers // 2) + 1):
        used = pairs[:n_pairs] + singles[: workers - 2 * n_pairs]
        worth = sum(u[0] for u in used)
        if worth > best[0]:
            best = (worth, used)
    return best


def round_output(p: Player) -> float:
    """SE one income phase brings: automatic income, the best worker placement, wages."""
    singles, pairs = slots(p)
    return auto_income(p) + best_placement(singles, pairs, p.workers)[0] - p.workers


#: what `value` needs of a player's town, by (buildings, workers, rail lines, in debt?):
#: the town's VP (buildings and end bonuses), one income phase's output, the end-bonus
#: share of future buildings. A bot values hundreds of models of the same few towns per
#: move, so each is worked out once (the oldest forgotten first when the table is full).
_TOWNS = Bounded(20_000)


def _town(p: Player) -> tuple[int, float, float]:
    key = (p.buildings, p.workers, p.rail_lines, p.h["debt"] > 0)
    found = _TOWNS.get(key)
    if found is None:
        sc = player_score(p)
        found = _TOWNS.keep(key, (sc["buildings"] + sc["building_bonuses"], round_output(p),
                                  future_share(p)))
    return found


def value(p: Player, phases: int) -> float:
    """Everything `p` owns in SE, future income over `phases` income phases included."""
    h = p.h
    town_vp, output, share = _town(p)
    v = VP * (h["vp"] + town_vp)
    v += h["silver"] + TRADE * h["trade"] + (
        _WOOD * h["wood"] + _FOOD * h["food"] + _STEEL * h["steel"] + _GOLD * h["gold"]
        + _COPPER * h["copper"] + _LIVESTOCK * h["livestock"])  # GOODS, in order
    v -= debt_cost(h["debt"])
    v += phases * output
    builds = FUTURE_BUILDS * max(0, phases - 1)
    if builds:
        v += VP * builds * share
    return v


def final_potential(p: Player) -> float:
    """VP the end-of-game conversions could still add to `p`'s score: buying gold (4 silver
    and a trade token for 2 VP), selling goods (1 VP and their price each, which may
    repay a debt), repaying debts with silver, in whichever mix is best."""
    h = p.h
    silver, trade, debt = h["silver"], h["trade"], h["debt"]
    store = 1 if p.owns("general_store") else 0
    prices = sorted((MARKET[g][1] + store for g in GOODS if g not in SCORING_GOODS
                     for _ in range(h[g])), reverse=True)
    others = h["copper"] + h["livestock"]  # sold for a gold coin, worth as much
    gold_price = MARKET["gold"][1]
    best = 0.0
    for buys in range(min(trade, silver // gold_price) + 1):
        left = trade - buys
        sold = prices[:left]
        extra = min(left - len(sold), others)
        cash = silver - buys * gold_price + sum(sold) + store * extra
        repays = min(debt, cash // DEBT_REPAY_SILVER)
        saved = debt_penalty(debt) - debt_penalty(debt - repays)
        best = max(best, GOODS_VP * buys + SALE_VP * (len(sold) + extra) + saved)
    return best


# -- the expected final margin, for a search's leaves ---------------------------------------
#: VP at the end per SE of holdings that do not score (silver, trade tokens, wood, food,
#: steel), per SE of income still to come, and per future building's end bonus: fitted by
#: least squares on the final scores of 150 seeded bot games (medium and easy, 2-4
#: players, rounds 3-10), checked on 90 others (`bench/homesteaders_bots.py --evaluate`)
LIQUID_VP = 0.26
INCOME_VP = 0.61
FUTURE_VP = 3.8
#: holdings that score nothing at the end but buy what does
UNSCORED_GOODS = tuple(g for g in GOODS if g not in SCORING_GOODS)


def phases_left(s: HomesteadersState, seat: int) -> int:
    """Income phases `seat` still collects: the rounds to come and the final income round,
    and this round's if the seat has not yet placed its workers."""
    if s.phase in ("endgame", "over"):
        return 0
    pending = s.phase == "place" and ("place", seat) in s.tasks
    return ROUNDS + 1 - s.round + (1 if pending else 0)


def future_share(p: Player) -> float:
    """End-bonus VP a building built later tends to add to `p`'s (Forge included)."""
    share = 1.0 if p.owns("forge") else 0.0
    for key in p.buildings:
        for what, vp in BUILDINGS[key].end_vp:
            share += vp * FUTURE_SHARE.get(what, 0.0)
    return share


def expected_points(s: HomesteadersState, seat: int) -> float:
    """The points `seat` may expect at the end: today's score, plus what its holdings, its
    income and its end bonuses are likely to turn into (see the fitted weights above); in
    the final actions, what the market can still convert."""
    p = s.players[seat]
    total = player_score(p)["total"]
    phases = phases_left(s, seat)
    if phases == 0:
        return float(total) + (final_potential(p) if s.phase != "over" else 0.0)
    h = p.h
    liquid = h["silver"] + TRADE * h["trade"] + sum(GOOD[g] * h[g] for g in UNSCORED_GOODS)
    builds = FUTURE_BUILDS * max(0, phases - 1)
    return (total + LIQUID_VP * liquid + INCOME_VP * phases * round_output(p)
            + FUTURE_VP * builds * future_share(p))


def evaluate(s: HomesteadersState, seat: int) -> float:
    """The expected final points margin of `seat` over the best other seat; at the end of
    the game, the true margin."""
    points = [expected_points(s, i) for i in range(s.num_players)]
    return points[seat] - max(v for i, v in enumerate(points) if i != seat)
