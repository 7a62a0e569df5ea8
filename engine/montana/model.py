"""The medium Montana bot's value of a position (`position_value`), in goods.

Camps on the landscape; progress towards a plan of up to three regions on the frontier
(or, at a discount, one step beyond it), those its goods advance most for what they bring
(double camps, straight lines of four, cows, canteens; discounted when a rival can already
pay for one); spare goods, coins, workers (more for the colours its plan still needs
harvested), cows and canteens. As the end nears (a rival with few camps left, or the last
round) goods count less than camps (`urgency`).

What a position's evaluation would work out again is kept, so medium is fast enough to play
every seat of a searching bot's rollouts, with exactly the same choices (the test
`test_mt_medium_choices` pins them): the part of the value that the goods alone decide,
per plan and goods held (plans with the same candidates and urgency share it, keyed by the
candidates' cost numbers and rates); each plan, by board, everybody's goods and urgency;
and which regions a rival can pay for, per rivals' goods and cost. Outcomes that differ
from the player only in workers, goods, coins or cows are valued without copying the
player: the part of the value before the workers once, then each crew's. A plan reads goods
as a tuple by index, and the colours it lacks are shared tuples. Its greedy skips a region
that could not beat the best found, by the region's progress if paid in full or, after the
first pick, the progress it showed in an earlier pick (progress only falls as goods are
used; `test_mt_medium_shortcuts` checks the greedy against the plain one).
"""
from __future__ import annotations

from ..core.cache import Bounded
from .boards import (
    AT,
    CAMP,
    CANTEEN,
    COLOUR_BIT_AT,
    COLOUR_SETS,
    COW,
    SQUASH_AT,
    board_regions,
)
from .data import (
    CAMPS,
    GOODS,
    MAX_WORKERS,
    TOWN_COLUMN_COSTS,
)
from .state import MontanaState, Player

#: a region whose goods are all held counts this share of its worth (building it earns
#: the rest, so a lone region waits for a fuller build turn unless the end is near)
READY = 0.72
#: regions planned for at once (a build turn builds up to three)
PLAN = 3
#: regions a plan may choose from (the most promising for the goods in hand)
CANDIDATES = 10
#: builds searched at each step of a build turn, and cow-trade plans tried
BRANCH = 4
TRADE_PLANS = 3
#: a planned region that a rival can already pay for keeps only this share of its worth
CONTESTED = 0.7
#: goods no planned region needs (squash also pays for the town)
SPARE = {"wheat": 0.25, "squash": 0.3, "copper_small": 0.25, "stone_small": 0.25,
         "copper_large": 0.35, "stone_large": 0.35}
_SPARE_AT = tuple(SPARE[g] for g in GOODS)
SQUASH_FUEL = 0.5      # each spare squash up to FUEL, to pay for the town
FUEL = TOWN_COLUMN_COSTS[0] + 1
COIN = (0.25, 0.17, 0.08)  # per coin: the first 6, the next 6, the rest
WORKER = (0.75, 0.75, 0.7, 0.6, 0.5, 0.4, 0.3, 0.25)  # the n-th worker on the board
WORKER_SUM = tuple(sum(WORKER[:n]) for n in range(MAX_WORKERS + 1))
USEFUL_WORKER = 0.2    # a worker of a colour the plan still needs harvested (up to 2)
TOWN_RIVAL = 0.35      # chance that one rival who can afford it displaces a town place
TIE = 0.01             # the tie-breaks: cows and canteens, then goods, coins, workers


class Plan:
    """What `position_value` needs to know of the board, computed once per position: the candidate
    regions, the most promising first for `p`'s goods, each as its cost items (good, count,
    weight, the small good it upgrades from) and its worth per weight of cost; the weights
    `position_value` gives camps, workers and canteens; and `memo`, the part of
    `position_value` that only the goods decide, per goods held: a decision values many
    outcomes that differ only in workers, coins or one good, and the steps of a turn meet
    the same plan again (plans with the same candidates and urgency share it)."""

    __slots__ = ("camps", "cands", "canteen", "memo", "urgency", "worker")

    def __init__(self, entries: list[tuple], rivals: tuple[tuple[int, ...], ...],
                 goods: tuple[int, ...], urgency: float, camps: int) -> None:
        self.urgency = urgency
        self.camps = camps
        self.worker = max(urgency, 0.3)
        self.canteen = CANTEEN * urgency + TIE
        contests = _contests(rivals)
        cands = []
        for h, cost, number, items, weight, worth, front in entries:
            if front:
                contested = contests.get(number)
                if contested is None:
                    contested = contests[number] = _contested(rivals, cost)
                if contested:
                    worth *= CONTESTED
            held = 0
            for g, k, w, _ in items:
                have = goods[g]
                held += w * (have if have < k else k)
            cands.append((-worth * (held + 1.0) / weight, h, number, items, worth, weight))
        cands.sort()  # regions differ, so the order is the same whatever the entries' order
        best = cands[:CANDIDATES]
        rates = tuple(worth / weight for *_, worth, weight in best)
        self.cands = tuple((c[3], rate, _most_progress(c[3], rate))
                           for c, rate in zip(best, rates, strict=True))
        # the candidates as their costs' numbers and rates: what they are made of, and
        # quicker to hash than them
        key = (urgency, tuple(c[2] for c in best), rates)
        self.memo: dict[tuple[int, ...], tuple[float, tuple[str, ...]]] = _MEMOS.make(key,
                                                                                   dict)


def urgency_of(s: MontanaState, seat: int) -> float:
    """How much goods still count: little on the last round, less when a rival is close."""
    if s.ending:
        return 0.05
    left = min(s.players[o].camps_left for o in range(s.num_players) if o != seat)
    return 0.5 if left <= 2 else 0.8 if left <= 4 else 1.0


def plan_of(s: MontanaState, seat: int, urgency: float, p: Player) -> Plan:
    """The plan of `seat` holding `p`'s goods on `s`'s board: all it depends on is the
    board, the goods of everybody and the urgency, so plans are kept by those (a search
    meets them again: a build searched then played, the steps of one turn)."""
    board = board_regions(s, seat)
    rivals = tuple(tuple(s.players[o].goods.values())
                   for o in range(s.num_players) if o != seat)
    goods = tuple(p.goods.values())
    return _PLANS.by_identity(
        board, lambda b: Plan(b[0], rivals, goods, urgency, CAMPS[s.num_players]),
        rivals, goods, urgency)


#: `plan_of` results by (board, everybody's goods, urgency), the oldest dropped first
_PLANS = Bounded(256)
#: `Plan.memo` by (candidates, urgency), the oldest dropped first
_MEMOS = Bounded(128)


#: whether a rival can pay a region's cost, by the rivals' goods and then by the cost's
#: number: the rivals' goods stay the same through a player's whole turn, and many regions
#: share a cost
_CONTESTS = Bounded(256)


def _contests(rivals: tuple[tuple[int, ...], ...]) -> dict[int, bool]:
    """Whether one of `rivals` can pay a cost, by the cost's number (filled in by
    `_contested`)."""
    return _CONTESTS.make(rivals, dict)


def _contested(rivals: tuple[tuple[int, ...], ...], cost: tuple) -> bool:
    for other in rivals:
        for g, k in cost:
            if other[AT[g]] < k:
                break
        else:
            return True
    return False


def _most_progress(items: tuple, rate: float) -> float:
    """The most progress (`_goods_value`) a candidate can show: with its whole cost held.
    Each term of the sum is at most its term here, added in the same order, and rounding
    keeps that order, so no goods ever give more: a candidate whose most is no more than
    the best progress found so far need not be worked out."""
    held_w = 0.001
    for _, k, w, _ in items:
        held_w += w * k
    return rate * held_w


def _goods_value(plan: Plan, held: tuple[int, ...]) -> tuple[float, tuple[str, ...]]:
    """The part of `position_value` the goods alone decide, and the worker colours the planned
    regions still lack. The plan takes, one at a time, the region that its remaining goods
    advance most (a small copper or stone counts half towards a large one, which needs an
    upgrade). `held` is in the order of GOODS.

    A region whose progress could not beat the best so far is skipped: its `bound` is its
    progress if paid in full (`_most_progress`), then what it showed in an earlier pick
    (goods are only used up, and progress never grows as goods fall: each term is
    non-decreasing in the goods, summed in the same order), then -1 once taken (below any
    progress, so it is never looked at again)."""
    goods = list(held)
    cands = plan.cands
    n = len(cands)
    bound = [most for _, _, most in cands]
    lacking = 0  # colour bits
    total = 0.0
    for _ in range(PLAN if n >= PLAN else n):
        best_c, best_i = -1.0, -1
        for i in range(n):
            if bound[i] <= best_c:
                continue
            items, rate, _ = cands[i]
            held_w = 0.001  # with nothing held, the best worth per good comes first
            for g, k, w, small in items:
                have = goods[g]
                if have >= k:
                    held_w += w * k
                elif small is None:
                    held_w += w * have
                else:
                    spare = goods[small]
                    held_w += w * (have + 0.5 * (spare if spare < k - have else k - have))
            c = bound[i] = rate * held_w
            if c > best_c:
                best_c, best_i = c, i
        bound[best_i] = -1.0
        total += best_c
        for g, k, _, small in cands[best_i][0]:
            have = goods[g]
            if have >= k:
                goods[g] = have - k
            else:
                goods[g] = 0
                lacking |= COLOUR_BIT_AT[g]
                if small is not None:
                    spare = goods[small]
                    goods[small] = spare - (spare if spare < k - have else k - have)
    urgency = plan.urgency
    total *= READY * urgency
    for spare_w, k in zip(_SPARE_AT, goods, strict=True):
        total += spare_w * k * urgency
    squash = goods[SQUASH_AT]
    total += SQUASH_FUEL * (squash if squash < FUEL else FUEL) * urgency
    return total, COLOUR_SETS[lacking]


#: the two coin terms of `position_value` by coins held (the first 6, the next 6; the rest)
_COINS = [(COIN[0] * min(c, 6) + COIN[1] * min(max(c - 6, 0), 6), COIN[2] * max(c - 12, 0))
          for c in range(64)]


def position_value(plan: Plan, p: Player) -> float:
    """What `p`'s holdings are worth (in goods) on the board `plan` describes: progress
    towards the best few regions, spare goods, camps, coins, workers, cows, canteens."""
    return with_crew(plan, without_crew(plan, p), p.workers)


def without_crew(plan: Plan, p: Player, goods: dict[str, int] | None = None,
                  coins: int | None = None, cows: int | None = None) -> tuple:
    """What `position_value` adds up before the workers (goods, camps, coins), and what it needs
    of `p` after them: worked out once for outcomes that differ only in their workers.
    An outcome that differs from `p` in its goods, coins or cows gives them instead (so
    `p` need not be copied to value it)."""
    goods = p.goods if goods is None else goods
    coins = p.coins if coins is None else coins
    cows = p.cows if cows is None else cows
    key = tuple(goods.values())
    found = plan.memo.get(key)
    if found is None:
        found = plan.memo[key] = _goods_value(plan, key)
    total, lacking = found
    total += CAMP * (plan.camps - p.camps_left)
    if 0 <= coins < len(_COINS):
        first, rest = _COINS[coins]
    else:
        first = COIN[0] * min(coins, 6) + COIN[1] * min(max(coins - 6, 0), 6)
        rest = COIN[2] * max(coins - 12, 0)
    total += first
    total += rest
    return (total, lacking, (COW + TIE) * cows + plan.canteen * p.canteens,
            sum(key) + coins)


def with_crew(plan: Plan, part: tuple, workers: dict[str, int]) -> float:
    """`position_value` from its part before the workers (`without_crew`) and the workers held
    (the terms are added in `position_value`'s order, so the sum is the same to the last bit)."""
    total, lacking, herd, ties = part
    count = sum(workers.values())
    if count > MAX_WORKERS:
        count = MAX_WORKERS
    total += WORKER_SUM[count] * plan.worker
    useful = 0
    for c in lacking:
        useful += 2 if workers[c] > 2 else workers[c]
    total += USEFUL_WORKER * useful
    total += herd
    total += TIE * TIE * (ties + count)
    return total


def crew_values(plan: Plan, p: Player, crews: list[tuple[str, ...]], sign: int
                 ) -> list[float]:
    """`position_value` of `p` with each of `crews` (worker colours) added (`sign` 1) or sent
    away (-1), without copying `p`: its goods, coins and camps are the same for all."""
    part = without_crew(plan, p)
    out = []
    for crew in crews:
        workers = p.workers.copy()
        for c in crew:
            workers[c] += sign
        out.append(with_crew(plan, part, workers))
    return out
