"""Montana computer opponents: `easy` and `medium`.

Both follow the bot contract ``bot(state, seat, rng, budget_ms) -> Action``: they choose only
among ``game.legal_actions(state, seat)`` and draw every random number from `rng`. Montana
hides nothing, but the recruitment wheel is chance: no bot simulates a spin (that would read
the state's own generator); a recruit is valued as the average over the wheel. Both bots put
the start tile on the centre region (`data.START_REGION`).

- `easy` is a weighted random player with guards: it builds whenever it can, harvests only
  goods that a region on the frontier needs, recruits only below 8 workers, spends on the
  wheel only the wheat no region needs, goes to town for goods it needs, sends the workers
  it has most of, trades a cow when that makes a region payable (or, with no worker left,
  for a worker of the colour it needs most), and uses its canteens.
- `medium` values a position (`_value`): camps on the landscape; progress towards a plan of
  up to three regions on the frontier (or, at a discount, one step beyond it), those its
  goods advance most for what they bring (double camps, straight lines of four, cows,
  canteens; discounted when a rival can already pay for one); spare goods, coins, workers
  (more for the colours its plan still needs harvested), cows and canteens. It picks the
  action whose outcome is worth most: builds are searched through the engine (the most
  promising sequences of up to three, and cow trades that make a region payable), harvests,
  bank and town rewards are computed, a recruit is the average over the wheel, and a town
  place is discounted by the chance of being displaced. As the end nears (a rival with few
  camps left, or the last round) goods count less than camps, so it builds what it can.

What a position's evaluation would work out again is kept, so medium is fast enough to play
every seat of a searching bot's rollouts, with exactly the same choices (the test
`test_mt_medium_choices` pins them): the part of `_value` that the goods alone decide, per
plan and goods held (plans with the same candidates and urgency share it, keyed by the
candidates' cost numbers and rates); each board's candidate regions and their worths, by
the identity of the landscape's pieces (a state shares them with the states made from it
until they change) and by what they hold (the build played meets the boards its search
met), the worths of a new board derived from the last one's where its changes cannot
reach; each plan, by board, everybody's goods and urgency; and which regions a rival can
pay for, per rivals' goods and cost. Outcomes that differ from the player only in workers,
goods, coins or cows (sends, harvests, rewards, the wheel) are valued without copying the
player: the part of the value before the workers once, then each crew's. A plan reads goods
as a tuple by index, and the colours it lacks are shared tuples. Its greedy skips a region
that could not beat the best found, by the region's progress if paid in full or, after the
first pick, the progress it showed in an earlier pick (progress only falls as goods are
used; `test_mt_medium_shortcuts` checks the greedy against the plain one).
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import cache
from itertools import combinations_with_replacement

from ..core import Action, Game, Rng
from ..core.arena import weighted_choice
from . import board
from .board import AXES, box_options, hex_key, parse_hex, worker_sets
from .data import (
    AREAS,
    BANK,
    BUILDS_PER_TURN,
    CAMPS,
    COLOURS,
    COW_TRADE_GOODS,
    DIRECTIONS,
    GOODS,
    MAX_WORKERS,
    START_REGION,
    TOWN_COLUMN_COSTS,
    TOWN_GOODS,
    TOWN_REWARDS,
    TOWN_ROWS,
    UPGRADES,
    WHEEL,
    WHEEL_MAX_STEPS,
    Hex,
)
from .state import MontanaState, Player

Bot = Callable[..., Action]

#: the worker colour that harvests each good best (large goods come from upgrading small)
COLOUR_OF = {"wheat": "wheat", "squash": "squash", "copper_small": "copper",
             "copper_large": "copper", "stone_small": "stone", "stone_large": "stone"}
#: the small good each large good is upgraded from
SMALL_OF = {large: small for small, large in UPGRADES.values()}
#: the index of each good in a tuple of goods in the order of GOODS (as a plan reads
#: them), and the squash's
_AT = {g: i for i, g in enumerate(GOODS)}
_SQUASH = _AT["squash"]
#: a set of worker colours as bits (in the order of COLOURS), by good's index; and each
#: set's colours: the colours a plan lacks are one of these 16 shared tuples, not a new set
_COLOUR_BIT_AT = tuple(1 << COLOURS.index(COLOUR_OF[g]) for g in GOODS)
_COLOUR_SETS = tuple(tuple(c for i, c in enumerate(COLOURS) if bits >> i & 1)
                     for bits in range(1 << len(COLOURS)))


@cache
def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around `h` (memoised: the bots ask for them very often)."""
    return tuple(board.neighbours(h))


def _start(seat: int) -> Action:
    return Action(seat, "start", hex_key(START_REGION))


def _cost_ok(goods: dict[str, int], cost: tuple) -> bool:
    return all(goods[g] >= k for g, k in cost)


def _missing(goods: dict[str, int], cost: tuple) -> list[tuple[str, int]]:
    """The goods (and how many) still lacking to pay `cost`."""
    return [(g, k - goods[g]) for g, k in cost if goods[g] < k]


def _frontier_needs(s: MontanaState, p: Player) -> dict[str, int]:
    """How many of each good the frontier regions lack, summed (and the squash a town
    upgrade costs when large goods are lacking): what is worth gathering."""
    need = dict.fromkeys(COLOUR_OF, 0)
    for h in sorted(s.frontier):
        for g, k in _missing(p.goods, s.regions[h].cost):
            need[g] += k
    if need["copper_large"] or need["stone_large"]:  # upgrades are paid in squash
        need["squash"] += max(0, TOWN_COLUMN_COSTS[0] - p.goods["squash"])
    return need


def _cow_trade_for_build(s: MontanaState, p: Player, seat: int,
                         legal: dict[str, Action]) -> Action | None:
    """A cow trade that completes a frontier region's cost, when no region is payable now."""
    if not p.cows or any(_cost_ok(p.goods, s.regions[h].cost) for h in s.frontier):
        return None
    for h in sorted(s.frontier):
        lack = _missing(p.goods, s.regions[h].cost)
        if (sum(k for _, k in lack) <= p.cows
                and all(g in COW_TRADE_GOODS for g, _ in lack)):
            return legal.get(f"cow:{lack[0][0]}")
    return None


# -- easy --------------------------------------------------------------------------------
def _easy_turn(s: MontanaState, seat: int, p: Player, main: list[Action],
               rng: Rng) -> Action:
    builds = [a for a in main if a.kind == "build"]
    if builds:
        return weighted_choice(rng, builds, [_easy_region_weight(s, a) for a in builds])
    need = _frontier_needs(s, p)
    small_need = need["wheat"] + need["copper_small"] + need["stone_small"]
    large_need = need["copper_large"] + need["stone_large"]
    weights = []
    for a in main:
        w = 0.0
        if a.kind == "recruit":
            w = 2.0 if p.worker_count() < 4 else 0.6 if p.worker_count() < MAX_WORKERS else 0
        elif a.kind == "bank":
            w = 3.0 if p.coins < 3 else 1.0 if p.coins < 6 else 0.1
        elif a.kind == "harvest":
            good = AREAS[a.params[0]][0]
            w = need[good] * (1.0 + a.params[1])  # bigger spaces for more goods
        elif a.kind == "town":
            row = TOWN_ROWS[a.params[0]]
            useful = small_need if row == "three_goods" else large_need
            w = 0.5 * useful / (1 + a.params[1])
        weights.append(w)
    if sum(weights) <= 0:  # nothing needed: anything but a recruit onto a full board
        full = p.worker_count() >= MAX_WORKERS
        return rng.choice([a for a in main if not (full and a.kind == "recruit")] or main)
    return weighted_choice(rng, main, weights)


def _easy_region_weight(s: MontanaState, a: Action) -> float:
    h = parse_hex(a.params[0])
    r = s.regions[h]
    lakes = sum(1 for nb in neighbours(h) if nb in s.canteens_on_map)
    return 1.0 + 2.0 * r.double + (h in s.cows_on_map) + lakes


def _easy_advance(s: MontanaState, p: Player, main: list[Action], rng: Rng) -> Action:
    """Spend only the wheat no frontier region asks for, and only when the extra pair fits."""
    asked = sum(k for h in sorted(s.frontier) for g, k in s.regions[h].cost if g == "wheat")
    spare = p.goods["wheat"] - min(asked, 3)
    room = MAX_WORKERS - p.all_workers()
    steps = [a for a in main if a.kind == "advance" and a.params[0] <= spare]
    if room >= 2 and steps and rng.random() < 0.6:
        return rng.choice(steps)
    return next(a for a in main if a.kind == "noadvance")


def _easy_send(p: Player, main: list[Action], rng: Rng) -> Action:
    """Fewest workers, of the colours held most."""
    def cost(a: Action) -> tuple[int, int]:
        sent = a.params[0].split("+")
        return len(sent), -sum(p.workers[c] for c in sent)

    best = min(cost(a) for a in main)
    return rng.choice([a for a in main if cost(a) == best])


def _easy_town_place(s: MontanaState, p: Player, main: list[Action], rng: Rng) -> Action:
    need = _frontier_needs(s, p)
    useful = need["wheat"] + need["copper_small"] + need["stone_small"]
    places = [a for a in main if a.kind == "town" and TOWN_ROWS[a.params[0]] == "three_goods"]
    if useful and places and rng.random() < 0.7:
        return rng.choice(places)
    return next(a for a in main if a.kind == "pass")


def _easy_reward(s: MontanaState, p: Player, main: list[Action], rng: Rng) -> Action:
    need = _frontier_needs(s, p)
    row = TOWN_ROWS[s.tasks[-1][2]]
    if row == "three_goods":
        weights = [1.0 + sum(k * need[g] for g, k in zip(TOWN_GOODS, a.params, strict=True))
                   for a in main]
        return weighted_choice(rng, main, weights)
    # upgrades: as many as the frontier asks for large goods
    want = (need["stone_large"], need["copper_large"])
    return max(main, key=lambda a: (sum(min(k, w) for k, w in zip(a.params, want,
                                                                  strict=True)),
                                    -sum(a.params)))


def _colour_needs(s: MontanaState, p: Player) -> dict[str, int]:
    """The frontier's lacking goods, counted by the worker colour that harvests them."""
    by_colour = dict.fromkeys(COLOURS, 0)
    for g, k in _frontier_needs(s, p).items():
        by_colour[COLOUR_OF[g]] += k
    return by_colour


def _easy_take(s: MontanaState, p: Player) -> str:
    """The colour that harvests the most needed good (a free wheel choice, a cow trade)."""
    by_colour = _colour_needs(s, p)
    return max(COLOURS, key=lambda c: (by_colour[c], -COLOURS.index(c)))


def _easy_release(s: MontanaState, p: Player, main: list[Action]) -> Action:
    """Send back the colour held most beyond what the frontier needs."""
    by_colour = _colour_needs(s, p)
    return max(main, key=lambda a: (p.workers[a.params[0]] + p.incoming[a.params[0]]
                                    - by_colour[a.params[0]], -COLOURS.index(a.params[0])))


def make_easy_bot(game: Game) -> Bot:
    """A weighted random player that never does anything absurd (see the module text)."""

    def easy(state: MontanaState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        step = state.tasks[-1][0]
        if step == "start_region":
            return _start(seat)
        p = state.players[seat]
        main = [a for a in legal if not a.free]
        if step in ("turn", "build_more"):
            trade = _cow_trade_for_build(state, p, seat, {a.key: a for a in legal if a.free})
            if trade is not None:
                return trade
        if step == "turn":
            if not p.worker_count() and p.cows and not any(a.kind == "build" for a in main):
                # a worker of the colour most needed can harvest a large box alone
                return Action(seat, "cow", "worker", _easy_take(state, p), free=True)
            return _easy_turn(state, seat, p, main, rng)
        if step == "build_more":
            builds = [a for a in main if a.kind == "build"]
            return rng.choice(builds) if builds else main[-1]
        if step == "advance":
            return _easy_advance(state, p, main, rng)
        if step == "send":
            return _easy_send(p, main, rng)
        if step == "small":
            good = AREAS[state.tasks[-1][2]][0]
            wanted = _frontier_needs(state, p)[good] > 0 and p.worker_count() > 2
            return main[0] if wanted and main[0].kind == "small" else main[-1]
        if step == "town_place":
            return _easy_town_place(state, p, main, rng)
        if step == "town_reward":
            return _easy_reward(state, p, main, rng)
        if step == "choose_worker":
            return Action(seat, "take", _easy_take(state, p))
        if step == "release":
            return _easy_release(state, p, main)
        if step == "canteen":
            return Action(seat, "canteen")
        return rng.choice(main)

    return easy


# -- medium: the value of a position -----------------------------------------------------
#: one camp on the landscape, the unit of everything else
CAMP = 4.0
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
#: regions one step beyond the frontier are worth this share (they open later)
BEYOND = 0.4
#: weight of each good within a region's cost, for its progress
WEIGHT = {"wheat": 1.0, "squash": 1.0, "copper_small": 1.0, "stone_small": 1.0,
          "copper_large": 1.6, "stone_large": 1.6}
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
COW = 1.0
CANTEEN = 2.5
LINE = (0.0, 0.0, 0.1, 0.3)  # a region extending a line of mine to 1, 2, 3 regions
TOWN_RIVAL = 0.35      # chance that one rival who can afford it displaces a town place
TIE = 0.01             # the tie-breaks: cows and canteens, then goods, coins, workers


class _Plan:
    """What `_value` needs to know of the board, computed once per position: the candidate
    regions, the most promising first for `p`'s goods, each as its cost items (good, count,
    weight, the small good it upgrades from) and its worth per weight of cost; the weights
    `_value` gives camps, workers and canteens; and `memo`, the part of `_value` that only
    the goods decide, per goods held: a decision values many outcomes that differ only in
    workers, coins or one good, and the steps of a turn meet the same plan again (plans
    with the same candidates and urgency share it)."""

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
        memo = _MEMOS.get(key)
        if memo is None:
            memo = {}
            _keep(_MEMOS, key, memo, MEMOS_KEPT)
        self.memo: dict[tuple[int, ...], tuple[float, tuple[str, ...]]] = memo


def _plan(s: MontanaState, seat: int, urgency: float, p: Player) -> _Plan:
    """The plan of `seat` holding `p`'s goods on `s`'s board: all it depends on is the
    board, the goods of everybody and the urgency, so plans are kept by those (a search
    meets them again: a build searched then played, the steps of one turn)."""
    board = _board(s, seat)
    rivals = tuple(tuple(s.players[o].goods.values())
                   for o in range(s.num_players) if o != seat)
    goods = tuple(p.goods.values())
    key = (id(board), rivals, goods, urgency)
    found = _PLANS.get(key)
    if found is not None and found[0] is board:
        return found[1]
    plan = _Plan(board[0], rivals, goods, urgency, CAMPS[s.num_players])
    _keep(_PLANS, key, (board, plan), PLANS_KEPT)
    return plan


#: `_plan` results by (board, everybody's goods, urgency), the oldest dropped first
_PLANS: OrderedDict[tuple, tuple] = OrderedDict()
PLANS_KEPT = 256


#: `_Plan.memo` by (candidates, urgency), the oldest dropped first
_MEMOS: OrderedDict[tuple, dict] = OrderedDict()
MEMOS_KEPT = 128


#: whether a rival can pay a region's cost, by the rivals' goods and then by the cost's
#: number: the rivals' goods stay the same through a player's whole turn, and many regions
#: share a cost
_CONTESTS: dict[tuple, dict[int, bool]] = {}


def _contests(rivals: tuple[tuple[int, ...], ...]) -> dict[int, bool]:
    """Whether one of `rivals` can pay a cost, by the cost's number (filled in by
    `_contested`)."""
    found = _CONTESTS.get(rivals)
    if found is None:
        if len(_CONTESTS) >= 256:
            _CONTESTS.clear()
        found = _CONTESTS[rivals] = {}
    return found


def _contested(rivals: tuple[tuple[int, ...], ...], cost: tuple) -> bool:
    for other in rivals:
        for g, k in cost:
            if other[_AT[g]] < k:
                break
        else:
            return True
    return False


NOBODY = (None, 0)
#: `_board` results by board, the oldest dropped first: a search meets the same board in
#: many positions (every move but a build, a cow or a canteen taken leaves it as it was);
#: by the board's pieces and by what they hold
_BOARDS: OrderedDict[tuple, tuple] = OrderedDict()
_BOARDS_HELD: OrderedDict[tuple, tuple] = OrderedDict()
BOARDS_KEPT = 256


def _board(s: MontanaState, seat: int) -> tuple[list[tuple], dict[Hex, float]]:
    """The regions a plan may choose from, for `seat`: the frontier, then the land one step
    beyond it, each as (region, cost, cost items, weight, worth, on the frontier), and the
    worth of each frontier region (the builds' order). They depend only on the landscape's
    pieces, which a state shares with the states made from it until they change (each is
    replaced, never changed in place), so they are kept by the identity of those pieces
    (held by the entry, so no identity is reused meanwhile); and by what the pieces hold,
    for a board met again in new pieces (a build searched, then played: the search of the
    next build meets the boards of the first search again)."""
    parts = (s.regions, s.camps, s.lines, s.cows_on_map, s.canteens_on_map, s.frontier)
    key = (seat, s.start_region, *map(id, parts))
    found = _BOARDS.get(key)
    if found is not None and found[0] == parts:  # the same pieces (or equal ones)
        return found[1]
    content = (seat, s.start_region, id(s.regions), frozenset(s.camps.items()), s.lines,
               s.cows_on_map, s.canteens_on_map)
    same = _BOARDS_HELD.get(content)
    if same is not None and same[0] is s.regions:
        board = same[1]
    else:
        board = _new_board(s, seat, parts)
        _keep(_BOARDS_HELD, content, (s.regions, board), BOARDS_KEPT)
    _keep(_BOARDS, key, (parts, board), BOARDS_KEPT)
    return board


def _keep(cache: OrderedDict, key: tuple, value: object, most: int) -> None:
    """Store `value` in a cache of at most `most` entries, the oldest dropped first (an
    OrderedDict: a plain dict finds its first key ever more slowly as its oldest entries
    are deleted)."""
    if len(cache) >= most:
        cache.popitem(last=False)
    cache[key] = value


def _new_board(s: MontanaState, seat: int, parts: tuple
               ) -> tuple[list[tuple], dict[Hex, float]]:
    """`_board` worked out (the worths the last board's changes cannot reach kept)."""
    geo = _geometry(s.regions)
    worths = _worths(s, seat, geo, parts)
    frontier = sorted(s.frontier)
    land = geo.land
    near = set().union(*[land[h] for h in frontier])
    near -= s.frontier
    near.difference_update(s.camps)
    near.discard(s.start_region)
    beyond = sorted(near)
    entries = []
    front_worths = {}
    head = geo.head
    for share, hexes in ((1.0, frontier), (BEYOND, beyond)):
        for h in hexes:
            worth = worths.get(h)
            if worth is None:
                worth = worths[h] = _region_worth(s, seat, h, geo)
            if share == 1.0:
                front_worths[h] = worth
            entries.append(head[h] + (worth * share, share == 1.0))
    return entries, front_worths


class _Geometry:
    """What never changes in one landscape: each region's land neighbours, the lakes with a
    canteen next to it, and the head of its `_board` entry: (region, cost, its number, cost
    items, weight) (kept per landscape, like `_board`)."""

    __slots__ = ("head", "lakes", "land")

    def __init__(self, regions: dict) -> None:
        self.head = {h: (h, r.cost, *_cost_items(r.cost)) for h, r in regions.items()}
        self.land = {h: tuple(nb for nb in neighbours(h)
                              if nb in regions and regions[nb].kind == "land")
                     for h in regions}
        self.lakes = {h: tuple(nb for nb in neighbours(h) if nb in regions
                               and regions[nb].canteen) for h in regions}


_GEOMETRY: dict[int, tuple[dict, _Geometry]] = {}


def _geometry(regions: dict) -> _Geometry:
    found = _GEOMETRY.get(id(regions))
    if found is None or found[0] is not regions:
        if len(_GEOMETRY) >= 8:
            _GEOMETRY.clear()
        found = _GEOMETRY[id(regions)] = (regions, _Geometry(regions))
    return found[1]


#: per (seat, landscape): the pieces of the last board whose region worths were worked
#: out, and those worths; the next board keeps the worths that its changes cannot touch
_LAST: dict[tuple[int, int], tuple[tuple, Hex | None, dict[Hex, float]]] = {}
#: more changed pieces than this and the worths are worked out afresh
CHANGES_MAX = 12


def _worths(s: MontanaState, seat: int, geo: _Geometry, parts: tuple) -> dict[Hex, float]:
    """The worths (`_region_worth`) known for `seat` on this board: those of the last board
    seen for `seat` that the differences cannot change (see `_stale`)."""
    last = _LAST.get((seat, id(s.regions)))
    worths: dict[Hex, float] = {}
    if last is not None and last[0][0] is s.regions and last[1] == s.start_region:
        stale = _stale(last[0], parts, seat)
        if stale is not None:
            worths = last[2].copy()
            for h in stale:
                worths.pop(h, None)
    if len(_LAST) >= 64:
        _LAST.clear()
    _LAST[(seat, id(s.regions))] = (parts, s.start_region, worths)
    return worths


def _stale(old: tuple, new: tuple, seat: int) -> set[Hex] | None:
    """The regions whose worth for `seat` may differ between two boards of one landscape
    (None: too much changed to keep anything). A worth depends on the region itself (a
    camp, its cow), the canteens of the lakes next to it, and the runs of `seat`'s camps
    in a straight line from it and the lines already rewarded: so beside the regions that
    changed, the first region past each run of `seat`'s camps (on either board) from a
    region whose owner or rewarded line changed."""
    _, camps0, lines0, cows0, canteens0, _ = old
    _, camps1, lines1, cows1, canteens1, _ = new
    stale: set[Hex] = set()
    walks: list[tuple[Hex, tuple]] = []
    if camps0 is not camps1:
        # the rules copy the camps and set the new one: an entry they did not touch is the
        # same object (one rebuilt equal only counts as changed, which is safe)
        changed = [h for h, v in camps1.items() if camps0.get(h) is not v]
        changed += [h for h in camps0 if h not in camps1]
        if len(changed) > CHANGES_MAX:
            return None
        for h in changed:
            stale.add(h)
            if camps0.get(h, NOBODY)[0] == seat or camps1.get(h, NOBODY)[0] == seat:
                walks.append((h, DIRECTIONS))
    if lines0 is not lines1:
        for owner, axis, line in set(lines0) ^ set(lines1):
            if owner == seat:
                dq, dr = AXES[axis]
                walks += [(h, ((dq, dr), (-dq, -dr))) for h in line]
    for h, directions in walks:
        for dq, dr in directions:
            x = (h[0] + dq, h[1] + dr)
            while (camps0.get(x, NOBODY)[0] == seat or camps1.get(x, NOBODY)[0] == seat):
                x = (x[0] + dq, x[1] + dr)
            stale.add(x)
    if cows0 is not cows1:
        stale.update(cows0 ^ cows1)
    if canteens0 is not canteens1:
        for lake in canteens0 ^ canteens1:
            stale.update(neighbours(lake))
    return stale


#: `_cost_items` by cost
_COSTS: dict[tuple, tuple[int, tuple, float]] = {}


def _cost_items(cost: tuple) -> tuple[int, tuple, float]:
    """A region cost as `_value` reads it: a number for it (costs are numbered as first
    met: a plan's memo is keyed by its candidates' numbers), (good, count, weight, the
    small good it is upgraded from, or None) per good, goods as their index in GOODS (a
    plan reads goods held as a tuple in that order: cheaper than a dict), and the cost's
    total weight."""
    found = _COSTS.get(cost)
    if found is None:
        items = tuple((_AT[g], k, WEIGHT[g], _AT.get(SMALL_OF.get(g))) for g, k in cost)
        found = _COSTS[cost] = (len(_COSTS), items, sum(w * k for _, k, w, _ in items))
    return found


def _urgency(s: MontanaState, seat: int) -> float:
    """How much goods still count: little on the last round, less when a rival is close."""
    if s.ending:
        return 0.05
    left = min(s.players[o].camps_left for o in range(s.num_players) if o != seat)
    return 0.5 if left <= 2 else 0.8 if left <= 4 else 1.0


def _line(s: MontanaState, seat: int, h: Hex) -> int:
    """The longest straight line of `seat`'s regions through `h` that has not yet earned
    its free camp (building on `h` would make it this long)."""
    camps = s.camps
    best = 1
    for nb in neighbours(h):
        if camps.get(nb, NOBODY)[0] == seat:
            break
    else:
        return best
    rewarded = _rewarded_lines(s.lines, seat)
    for axis, (dq, dr) in enumerate(AXES):
        run = [h]
        for sign in (1, -1):
            x = (h[0] + sign * dq, h[1] + sign * dr)
            while camps.get(x, NOBODY)[0] == seat:
                run.append(x)
                x = (x[0] + sign * dq, x[1] + sign * dr)
        if len(run) > best and rewarded[axis].isdisjoint(run):
            best = len(run)
    return best


_REWARDED: dict[tuple[int, int], tuple[tuple, tuple[frozenset, ...]]] = {}


def _rewarded_lines(lines: tuple, seat: int) -> tuple[frozenset, ...]:
    """Per axis, the regions of `seat`'s lines that have earned their free camp (kept by
    the identity of the game's tuple of lines, which is replaced, never changed)."""
    found = _REWARDED.get((id(lines), seat))
    if found is None or found[0] is not lines:
        if len(_REWARDED) >= 256:
            _REWARDED.clear()
        found = _REWARDED[(id(lines), seat)] = (lines, tuple(
            frozenset().union(*(line for o, ax, line in lines if o == seat and ax == axis))
            for axis in range(len(AXES))))
    return found[1]


def _region_worth(s: MontanaState, seat: int, h: Hex, geo: _Geometry) -> float:
    """Camps a region brings (double, line of four), plus its cow and canteens."""
    line = min(_line(s, seat, h), 4)
    worth = CAMP * (1 + s.regions[h].double + (line == 4) + LINE[line - 1])
    if h in s.cows_on_map:
        worth += COW
    canteens = s.canteens_on_map
    for lake in geo.lakes[h]:
        if lake in canteens:
            worth += CANTEEN
    return worth


def _most_progress(items: tuple, rate: float) -> float:
    """The most progress (`_goods_value`) a candidate can show: with its whole cost held.
    Each term of the sum is at most its term here, added in the same order, and rounding
    keeps that order, so no goods ever give more: a candidate whose most is no more than
    the best progress found so far need not be worked out."""
    held_w = 0.001
    for _, k, w, _ in items:
        held_w += w * k
    return rate * held_w


def _goods_value(plan: _Plan, held: tuple[int, ...]) -> tuple[float, tuple[str, ...]]:
    """The part of `_value` the goods alone decide, and the worker colours the planned
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
                lacking |= _COLOUR_BIT_AT[g]
                if small is not None:
                    spare = goods[small]
                    goods[small] = spare - (spare if spare < k - have else k - have)
    urgency = plan.urgency
    total *= READY * urgency
    for spare_w, k in zip(_SPARE_AT, goods, strict=True):
        total += spare_w * k * urgency
    squash = goods[_SQUASH]
    total += SQUASH_FUEL * (squash if squash < FUEL else FUEL) * urgency
    return total, _COLOUR_SETS[lacking]


#: the two coin terms of `_value` by coins held (the first 6, the next 6; the rest)
_COINS = [(COIN[0] * min(c, 6) + COIN[1] * min(max(c - 6, 0), 6), COIN[2] * max(c - 12, 0))
          for c in range(64)]


def _value(plan: _Plan, p: Player) -> float:
    """What `p`'s holdings are worth (in goods) on the board `plan` describes: progress
    towards the best few regions, spare goods, camps, coins, workers, cows, canteens."""
    return _with_crew(plan, _without_crew(plan, p), p.workers)


def _without_crew(plan: _Plan, p: Player, goods: dict[str, int] | None = None,
                  coins: int | None = None, cows: int | None = None) -> tuple:
    """What `_value` adds up before the workers (goods, camps, coins), and what it needs
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


def _with_crew(plan: _Plan, part: tuple, workers: dict[str, int]) -> float:
    """`_value` from its part before the workers (`_without_crew`) and the workers held
    (the terms are added in `_value`'s order, so the sum is the same to the last bit)."""
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


def _crew_values(plan: _Plan, p: Player, crews: list[tuple[str, ...]], sign: int
                 ) -> list[float]:
    """`_value` of `p` with each of `crews` (worker colours) added (`sign` 1) or sent
    away (-1), without copying `p`: its goods, coins and camps are the same for all."""
    part = _without_crew(plan, p)
    out = []
    for crew in crews:
        workers = p.workers.copy()
        for c in crew:
            workers[c] += sign
        out.append(_with_crew(plan, part, workers))
    return out


# -- medium: the outcome of each kind of move ---------------------------------------------
def _with_workers(p: Player, colours: tuple[str, ...], sign: int = 1) -> Player:
    q = p.copy()
    for c in colours:
        q.workers[c] += sign
    return q


def _best_send(plan: _Plan, p: Player, options: list[tuple[str, ...]]
               ) -> tuple[float, Player]:
    """The workers to send that leave the most value (the first of equals), and the player
    after sending them."""
    values = _crew_values(plan, p, options, -1)
    best = max(values)
    return best, _with_workers(p, options[values.index(best)], -1)


def _harvest_values(plan: _Plan, p: Player, harvests: list[Action]) -> list[float]:
    """Each harvest: the large box, then the small box if that adds value. The workers to
    send are chosen once per area (they do not depend on the space)."""
    sends: dict[str, tuple[Player, Player | None]] = {}
    out = []
    for a in harvests:
        area, index = a.params
        good, colour, spaces = AREAS[area]
        if area not in sends:
            _, large = _best_send(plan, p, box_options(p.workers, colour))
            small = box_options(large.workers, colour)
            sends[area] = (large, _best_send(plan, large, small)[1] if small else None)
        large, small_sent = sends[area]
        space = spaces[index]
        coins = large.coins - space.coins
        goods = large.goods.copy()
        goods[good] += space.goods
        best = _with_crew(plan, _without_crew(plan, large, goods, coins), large.workers)
        if small_sent is not None:
            goods[good] += space.small
            best = max(best, _with_crew(plan, _without_crew(plan, large, goods, coins),
                                        small_sent.workers))
        out.append(best)
    return out


def _after_bank(plan: _Plan, p: Player, space: int) -> float:
    """A bank space, paid with the workers that leave the most value."""
    need, coins = BANK[space]
    _, q = _best_send(plan, p, worker_sets(p.workers, need))
    q.coins += coins
    return _value(plan, q)


def _settled(plan: _Plan, part: tuple, workers: dict[str, int]) -> dict[str, int]:
    """Send back the least valuable workers beyond 8 (the first of equals): `workers` of
    an outcome whose value before the workers is `part` (`_without_crew`)."""
    while sum(workers.values()) > MAX_WORKERS:
        options = [c for c in COLOURS if workers[c]]
        values = []
        for c in options:
            workers[c] -= 1
            values.append(_with_crew(plan, part, workers))
            workers[c] += 1
        workers[options[values.index(max(values))]] -= 1
    return workers


def _best_colour(plan: _Plan, p: Player) -> str:
    """The worker colour that adds most to `p` (a free choice on the wheel, a cow trade)."""
    values = _crew_values(plan, p, [(c,) for c in COLOURS], 1)
    return COLOURS[values.index(max(values))]


class _Wheel:
    """Values of taking wheel pairs (and paying wheat to advance) for one player, memoised:
    a recruit is valued by all eight spins, each with its best advance."""

    def __init__(self, plan: _Plan, p: Player) -> None:
        self.plan, self.p = plan, p
        first = _best_colour(plan, p)
        self.any = (first, _best_colour(plan, _with_workers(p, (first,))))
        self.memo: dict[tuple, float] = {}
        self.parts: dict[int, tuple] = {}  # `_without_crew` by the wheat paid

    def pair(self, segment: int) -> tuple[str, ...]:
        pair = WHEEL[segment % len(WHEEL)]
        return self.any if pair[0] == "any" else pair

    def value(self, workers: tuple[str, ...], wheat: int) -> float:
        key = (tuple(sorted(workers)), wheat)
        if key not in self.memo:
            p, crew = self.p, self.p.workers.copy()
            for c in workers:
                crew[c] += 1
            part = self.parts.get(wheat)
            if part is None:
                goods = p.goods.copy()
                goods["wheat"] -= wheat
                part = self.parts[wheat] = _without_crew(self.plan, p, goods)
            self.memo[key] = _with_crew(self.plan, part, _settled(self.plan, part, crew))
        return self.memo[key]

    def advance(self, taken: tuple[str, ...], segment: int) -> tuple[float, int]:
        """With `taken` already in hand: the best wheat to pay (0: no advance)."""
        best = (self.value(taken, 0), 0)
        for k in range(1, min(WHEEL_MAX_STEPS, self.p.goods["wheat"]) + 1):
            best = max(best, (self.value(taken + self.pair(segment + k), k), -k))
        return best[0], -best[1]

    def recruit(self) -> float:
        return sum(self.advance(self.pair(seg), seg)[0]
                   for seg in range(len(WHEEL))) / len(WHEEL)


def _reward_choices(p: Player, row: str) -> list[tuple[int, ...]]:
    """The parameters of every choice of a town row's reward (as the rules offer them)."""
    _, goods, upgrades, _ = TOWN_REWARDS[row]
    if goods:
        return [tuple(combo.count(g) for g in TOWN_GOODS)
                for combo in combinations_with_replacement(TOWN_GOODS, goods)]
    stones, coppers = p.goods["stone_small"], p.goods["copper_small"]
    return [(a, b) for a in range(min(stones, upgrades) + 1)
            for b in range(min(coppers, upgrades - a) + 1)]


def _reward_value(plan: _Plan, p: Player, row: str, choice: tuple[int, ...]) -> float:
    """`_value` of `p` after receiving a town reward (its squash already paid)."""
    cows, goods, _, coins = TOWN_REWARDS[row]
    held = p.goods.copy()
    if goods:
        for g, k in zip(TOWN_GOODS, choice, strict=True):
            held[g] += k
    else:
        for (small, large), k in zip(UPGRADES.values(), choice, strict=True):
            held[small] -= k
            held[large] += k
    return _with_crew(plan, _without_crew(plan, p, held, p.coins + coins, p.cows + cows),
                      p.workers)


def _best_reward(plan: _Plan, p: Player, row: str) -> tuple[int, ...]:
    return max(_reward_choices(p, row), key=lambda c: (_reward_value(plan, p, row, c), c))


def _town_values(s: MontanaState, plan: _Plan, p: Player, places: list[Action],
                 later: list[int]) -> list[float]:
    """Each town place: its row's best reward (chosen once per row), or nothing if a later
    seat can afford a column to its right and displaces it."""
    base = _value(plan, p)
    choice: dict[int, tuple[int, ...]] = {}
    out = []
    for a in places:
        row, col = a.params
        q = p.copy()
        q.goods["squash"] -= TOWN_COLUMN_COSTS[col]
        if row not in choice:
            choice[row] = _best_reward(plan, q, TOWN_ROWS[row])
        got = _reward_value(plan, q, TOWN_ROWS[row], choice[row])
        stay = 1.0
        if col + 1 < len(TOWN_COLUMN_COSTS):
            for o in later:
                if s.players[o].goods["squash"] >= TOWN_COLUMN_COSTS[col + 1]:
                    stay *= 1.0 - TOWN_RIVAL
        out.append(stay * got + (1.0 - stay) * base)
    return out


def _pending_town(s: MontanaState, seat: int) -> list[int]:
    """Seats still to place in town after `seat` (they may displace it)."""
    return sorted({t[1] for t in s.tasks if t[0] == "town_place" and t[1] != seat})


# -- medium: builds, searched through the engine -------------------------------------------
def _build_order(s: MontanaState, seat: int, builds: list[Action]) -> list[Action]:
    """The most promising builds first (worth per good paid), at most `BRANCH` of them."""
    worths = _board(s, seat)[1]
    head = _geometry(s.regions).head

    def key(a: Action) -> tuple[float, str]:
        h = parse_hex(a.params[0])
        weight = head[h][-1]
        return -worths[h] / weight, a.key

    return sorted(builds, key=key)[:BRANCH]


def _build_search(game: Game, s: MontanaState, seat: int, urgency: float,
                  actions: list[Action], built: frozenset, seen: set
                  ) -> tuple[float, Action | None]:
    """The best of `actions` (builds, stop) followed by the best further builds; `seen`
    holds the sets of regions already searched, so no set is searched in two orders."""
    best: tuple[float, Action | None] = (float("-inf"), None)
    builds = _build_order(s, seat, [a for a in actions if a.kind == "build"])
    for a in builds + [a for a in actions if a.kind == "stop"]:
        now = built | {a.key} if a.kind == "build" else built
        if a.kind == "build" and now in seen:
            continue
        seen.add(now)
        if a.kind == "stop":  # pays a coin per build unused (`rules._stop_building`), and
            p = s.players[seat].copy()  # changes nothing else that a plan reads
            p.coins += BUILDS_PER_TURN - p.builds
            v = _value(_plan(s, seat, urgency, p), p)
            if v > best[0]:
                best = (v, a)
            continue
        after = game.apply(s, a)
        if after.tasks and after.tasks[-1] == ("build_more", seat) and not after.over:
            more = [b for b in game.legal_actions(after, seat) if not b.free]
            v = _build_search(game, after, seat, urgency, more, now, seen)[0]
        else:
            p = after.players[seat]
            v = _value(_plan(after, seat, urgency, p), p)
        if v > best[0]:
            best = (v, a)
    return best


def _trade_plans(s: MontanaState, p: Player) -> list[tuple[Hex, tuple[str, ...]]]:
    """Frontier regions that cow trades would make payable, with the goods to take."""
    if not p.cows:  # no cow, no trade (asked at every build decision)
        return []
    out = []
    for h in sorted(s.frontier):
        lack = _missing(p.goods, s.regions[h].cost)
        if lack and sum(k for _, k in lack) <= p.cows and all(
                g in COW_TRADE_GOODS for g, _ in lack):
            out.append((h, tuple(g for g, k in lack for _ in range(k))))
    return sorted(out, key=lambda t: (len(t[1]), t))[:TRADE_PLANS]


def _best_build(game: Game, s: MontanaState, seat: int, urgency: float,
                main: list[Action]) -> tuple[float, Action | None]:
    """The best build turn, possibly after cow trades that make a region payable (searched
    from that region; then the first trade is returned)."""
    builds = [a for a in main if a.kind in ("build", "stop")]
    best: tuple[float, Action | None] = (float("-inf"), None)
    if builds:
        best = _build_search(game, s, seat, urgency, builds, frozenset(), set())
    for h, goods in _trade_plans(s, s.players[seat]):
        after = s
        for g in goods:
            after = game.apply(after, Action(seat, "cow", g, free=True))
        first = [a for a in game.legal_actions(after, seat) if a.key == f"build:{hex_key(h)}"]
        if not first:  # a short supply made every seat give one back: not payable after all
            continue
        v = _build_search(game, after, seat, urgency, first, frozenset(), set())[0]
        if v > best[0]:
            best = (v, Action(seat, "cow", goods[0], free=True))
    return best


# -- medium: the decisions -----------------------------------------------------------------
def _medium_turn(game: Game, s: MontanaState, seat: int, p: Player,
                 main: list[Action]) -> Action:
    urgency = _urgency(s, seat)
    plan = _plan(s, seat, urgency, p)
    best_v, best = _best_build(game, s, seat, urgency, main)
    later = [o for o in range(s.num_players) if o != seat]
    squash = p.copy()
    squash.goods["squash"] += 1  # the active player's squash before placing
    places = [a for a in main if a.kind == "town"]
    values = dict(zip((a.key for a in places), _town_values(s, plan, squash, places, later),
                      strict=True))
    harvests = [a for a in main if a.kind == "harvest"]
    values.update(zip((a.key for a in harvests), _harvest_values(plan, p, harvests),
                      strict=True))
    for a in main:
        if a.kind == "recruit":
            v = _Wheel(plan, p).recruit()
        elif a.kind == "bank":
            v = _after_bank(plan, p, a.params[0])
        elif a.kind in ("harvest", "town"):
            v = values[a.key]
        else:
            continue
        if v > best_v:
            best_v, best = v, a
    assert best is not None
    return best


def _incoming(p: Player) -> tuple[str, ...]:
    """The workers just recruited, not yet on the board."""
    return tuple(c for c in COLOURS for _ in range(p.incoming[c]))


def _medium_reply(s: MontanaState, seat: int, p: Player, main: list[Action]) -> Action:
    """The steps inside a turn (or another seat's town): each option valued directly."""
    task = s.tasks[-1]
    step = task[0]
    plan = _plan(s, seat, _urgency(s, seat), p)
    if step == "send":
        values = _crew_values(plan, p, [tuple(a.params[0].split("+")) for a in main], -1)
        return max(zip(values, (a.key for a in main), main, strict=True))[2]
    if step == "small":
        good, colour, spaces = AREAS[task[2]]
        options = box_options(p.workers, colour)
        if options:
            _, q = _best_send(plan, p, options)
            q.goods[good] += spaces[task[3]].small
            if _value(plan, q) > _value(plan, p):
                return Action(seat, "small")
        return Action(seat, "nosmall")
    if step == "advance":
        k = _Wheel(plan, p).advance(_incoming(p), s.wheel)[1]
        return Action(seat, "advance", k) if k else Action(seat, "noadvance")
    if step == "choose_worker":
        return Action(seat, "take", _best_colour(plan, _with_workers(p, _incoming(p))))
    if step == "release":
        values = _crew_values(plan, _with_workers(p, _incoming(p)),
                              [(a.params[0],) for a in main], -1)
        return max(zip(values, (-COLOURS.index(a.params[0]) for a in main), main,
                       strict=True))[2]
    if step == "town_place":
        best_v, best = _value(plan, p), main[-1]  # pass
        places = main[:-1]
        for a, v in zip(places, _town_values(s, plan, p, places, _pending_town(s, seat)),
                        strict=True):
            if v > best_v:
                best_v, best = v, a
        return best
    if step == "town_reward":
        q = p.copy()
        q.goods["squash"] -= TOWN_COLUMN_COSTS[task[3]]
        return Action(seat, "reward", *_best_reward(plan, q, TOWN_ROWS[task[2]]))
    return main[0]


def _medium_canteen(s: MontanaState, seat: int, p: Player) -> Action:
    """An extra turn, except on the last round when it could not build (keep the tie-break)."""
    can_build = p.camps_left and (any(_cost_ok(p.goods, s.regions[h].cost) for h in s.frontier)
                                  or _trade_plans(s, p))
    return Action(seat, "endturn" if s.ending and not can_build else "canteen")


def make_medium_bot(game: Game) -> Bot:
    """A planner that values positions and searches its builds (see the module text)."""

    def medium(state: MontanaState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        step = state.tasks[-1][0]
        if step == "start_region":
            return _start(seat)
        legal = game.legal_actions(state, seat)
        main = [a for a in legal if not a.free]
        p = state.players[seat]
        if step == "turn":
            return _medium_turn(game, state, seat, p, main)
        if step == "build_more":
            return _best_build(game, state, seat, _urgency(state, seat), main)[1] or main[-1]
        if step == "canteen":
            return _medium_canteen(state, seat, p)
        return _medium_reply(state, seat, p, main)

    return medium


__all__ = ["make_easy_bot", "make_medium_bot"]
