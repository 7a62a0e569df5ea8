"""The medium Montana bot: the action whose outcome is worth most (`model.position_value`).

Builds are searched through the engine (the most promising sequences of up to three, and
cow trades that make a region payable); harvests, bank and town rewards are computed; a
recruit is the average over the wheel; a town place is discounted by the chance of being
displaced. Sends, harvests, rewards and the wheel change only a player's workers, goods,
coins or cows, so their outcomes are valued without copying the player (`model.crew_values`).
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from ..core import Action, Game, Rng
from ..core.game import Bot
from .board import box_options, hex_key, parse_hex, worker_sets
from .boards import board_regions, geometry
from .bots import cost_ok, missing, start_action
from .data import (
    AREAS,
    BANK,
    BUILDS_PER_TURN,
    COLOURS,
    COW_TRADE_GOODS,
    MAX_WORKERS,
    TOWN_COLUMN_COSTS,
    TOWN_GOODS,
    TOWN_REWARDS,
    TOWN_ROWS,
    UPGRADES,
    WHEEL,
    WHEEL_MAX_STEPS,
    Hex,
)
from .model import (
    BRANCH,
    TOWN_RIVAL,
    TRADE_PLANS,
    Plan,
    crew_values,
    plan_of,
    position_value,
    urgency_of,
    with_crew,
    without_crew,
)
from .state import MontanaState, Player


# -- medium: the outcome of each kind of move ---------------------------------------------
def _with_workers(p: Player, colours: tuple[str, ...], sign: int = 1) -> Player:
    q = p.copy()
    for c in colours:
        q.workers[c] += sign
    return q


def _best_send(plan: Plan, p: Player, options: list[tuple[str, ...]]
               ) -> tuple[float, Player]:
    """The workers to send that leave the most value (the first of equals), and the player
    after sending them."""
    values = crew_values(plan, p, options, -1)
    best = max(values)
    return best, _with_workers(p, options[values.index(best)], -1)


def _harvest_values(plan: Plan, p: Player, harvests: list[Action]) -> list[float]:
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
        best = with_crew(plan, without_crew(plan, large, goods, coins), large.workers)
        if small_sent is not None:
            goods[good] += space.small
            best = max(best, with_crew(plan, without_crew(plan, large, goods, coins),
                                        small_sent.workers))
        out.append(best)
    return out


def _after_bank(plan: Plan, p: Player, space: int) -> float:
    """A bank space, paid with the workers that leave the most value."""
    need, coins = BANK[space]
    _, q = _best_send(plan, p, worker_sets(p.workers, need))
    q.coins += coins
    return position_value(plan, q)


def _settled(plan: Plan, part: tuple, workers: dict[str, int]) -> dict[str, int]:
    """Send back the least valuable workers beyond 8 (the first of equals): `workers` of
    an outcome whose value before the workers is `part` (`without_crew`)."""
    while sum(workers.values()) > MAX_WORKERS:
        options = [c for c in COLOURS if workers[c]]
        values = []
        for c in options:
            workers[c] -= 1
            values.append(with_crew(plan, part, workers))
            workers[c] += 1
        workers[options[values.index(max(values))]] -= 1
    return workers


def _best_colour(plan: Plan, p: Player) -> str:
    """The worker colour that adds most to `p` (a free choice on the wheel, a cow trade)."""
    values = crew_values(plan, p, [(c,) for c in COLOURS], 1)
    return COLOURS[values.index(max(values))]


class _Wheel:
    """Values of taking wheel pairs (and paying wheat to advance) for one player, memoised:
    a recruit is valued by all eight spins, each with its best advance."""

    def __init__(self, plan: Plan, p: Player) -> None:
        self.plan, self.p = plan, p
        first = _best_colour(plan, p)
        self.any = (first, _best_colour(plan, _with_workers(p, (first,))))
        self.memo: dict[tuple, float] = {}
        self.parts: dict[int, tuple] = {}  # `without_crew` by the wheat paid

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
                part = self.parts[wheat] = without_crew(self.plan, p, goods)
            self.memo[key] = with_crew(self.plan, part, _settled(self.plan, part, crew))
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


def _reward_value(plan: Plan, p: Player, row: str, choice: tuple[int, ...]) -> float:
    """`position_value` of `p` after receiving a town reward (its squash already paid)."""
    cows, goods, _, coins = TOWN_REWARDS[row]
    held = p.goods.copy()
    if goods:
        for g, k in zip(TOWN_GOODS, choice, strict=True):
            held[g] += k
    else:
        for (small, large), k in zip(UPGRADES.values(), choice, strict=True):
            held[small] -= k
            held[large] += k
    return with_crew(plan, without_crew(plan, p, held, p.coins + coins, p.cows + cows),
                      p.workers)


def _best_reward(plan: Plan, p: Player, row: str) -> tuple[int, ...]:
    return max(_reward_choices(p, row), key=lambda c: (_reward_value(plan, p, row, c), c))


def _town_values(s: MontanaState, plan: Plan, p: Player, places: list[Action],
                 later: list[int]) -> list[float]:
    """Each town place: its row's best reward (chosen once per row), or nothing if a later
    seat can afford a column to its right and displaces it."""
    base = position_value(plan, p)
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
    worths = board_regions(s, seat)[1]
    head = geometry(s.regions).head

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
            v = position_value(plan_of(s, seat, urgency, p), p)
            if v > best[0]:
                best = (v, a)
            continue
        after = game.apply(s, a)
        if after.tasks and after.tasks[-1] == ("build_more", seat) and not after.over:
            more = [b for b in game.legal_actions(after, seat) if not b.free]
            v = _build_search(game, after, seat, urgency, more, now, seen)[0]
        else:
            p = after.players[seat]
            v = position_value(plan_of(after, seat, urgency, p), p)
        if v > best[0]:
            best = (v, a)
    return best


def _trade_plans(s: MontanaState, p: Player) -> list[tuple[Hex, tuple[str, ...]]]:
    """Frontier regions that cow trades would make payable, with the goods to take."""
    if not p.cows:  # no cow, no trade (asked at every build decision)
        return []
    out = []
    for h in sorted(s.frontier):
        lack = missing(p.goods, s.regions[h].cost)
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
    urgency = urgency_of(s, seat)
    plan = plan_of(s, seat, urgency, p)
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
    plan = plan_of(s, seat, urgency_of(s, seat), p)
    if step == "send":
        values = crew_values(plan, p, [tuple(a.params[0].split("+")) for a in main], -1)
        return max(zip(values, (a.key for a in main), main, strict=True))[2]
    if step == "small":
        good, colour, spaces = AREAS[task[2]]
        options = box_options(p.workers, colour)
        if options:
            _, q = _best_send(plan, p, options)
            q.goods[good] += spaces[task[3]].small
            if position_value(plan, q) > position_value(plan, p):
                return Action(seat, "small")
        return Action(seat, "nosmall")
    if step == "advance":
        k = _Wheel(plan, p).advance(_incoming(p), s.wheel)[1]
        return Action(seat, "advance", k) if k else Action(seat, "noadvance")
    if step == "choose_worker":
        return Action(seat, "take", _best_colour(plan, _with_workers(p, _incoming(p))))
    if step == "release":
        values = crew_values(plan, _with_workers(p, _incoming(p)),
                              [(a.params[0],) for a in main], -1)
        return max(zip(values, (-COLOURS.index(a.params[0]) for a in main), main,
                       strict=True))[2]
    if step == "town_place":
        best_v, best = position_value(plan, p), main[-1]  # pass
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
    can_build = p.camps_left and (any(cost_ok(p.goods, s.regions[h].cost) for h in s.frontier)
                                  or _trade_plans(s, p))
    return Action(seat, "endturn" if s.ending and not can_build else "canteen")


def make_medium_bot(game: Game) -> Bot:
    """A planner that values positions and searches its builds (see the module text)."""

    def medium(state: MontanaState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        step = state.tasks[-1][0]
        if step == "start_region":
            return start_action(seat)
        legal = game.legal_actions(state, seat)
        main = [a for a in legal if not a.free]
        p = state.players[seat]
        if step == "turn":
            return _medium_turn(game, state, seat, p, main)
        if step == "build_more":
            return _best_build(game, state, seat, urgency_of(state, seat), main)[1] or main[-1]
        if step == "canteen":
            return _medium_canteen(state, seat, p)
        return _medium_reply(state, seat, p, main)

    return medium
