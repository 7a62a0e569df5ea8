"""The medium Homesteaders bot: it values everything in silver equivalents (SE,
`valuation.py`) on models of its own player (what it can pay, build and exchange, `bots.py`),
bids the lowest step on the tile whose best affordable building (market purchases included)
is worth most, places workers for the most value, completes building costs at the market,
takes debt only when it must, and converts its holdings into points at the end.
"""
from __future__ import annotations

from ..core import Action, Game, Rng
from ..core.cache import Bounded
from ..core.game import Bot
from .bots import (
    as_legal,
    buy_on_model,
    legal_by_key,
    offered,
    pay_model,
    phases_after_bids,
    phases_from_placement,
    purchases,
    shortfall_move,
)
from .data import (
    BUILDINGS,
    CLEAR_DEBT_SILVER,
    GOLD_AS_SILVER,
    MARKET,
    RAIL_TRACK,
    ROUNDS,
    TILES,
)
from .economy import gain_rail_bonus
from .scoring import player_score
from .state import HomesteadersState, Player
from .valuation import (
    GOOD,
    TRADE,
    best_placement,
    final_potential,
    slots,
    value,
)


# -- medium ------------------------------------------------------------------------------
def _rail_options(p: Player) -> tuple:
    return tuple(c for space in RAIL_TRACK[: p.rail_pos] for c in space)


def _with_rail(p: Player, choice: str) -> Player:
    m = p.copy()
    gain_rail_bonus(m, choice)
    return m


def _best_rail(p: Player, phases: int) -> tuple[str, Player]:
    """The rail bonus worth most to `p` (already advanced) and the model after it."""
    choices = _rail_options(p)
    models = [_with_rail(p, c) for c in choices]
    values = [value(m, phases) for m in models]
    best = values.index(max(values))
    return choices[best], models[best]


def _rail_advance(p: Player, phases: int) -> Player:
    m = p.copy()
    m.rail_pos = min(len(RAIL_TRACK), m.rail_pos + 1)
    return _best_rail(m, phases)[1]


def _maybe_worker(p: Player, phases: int) -> Player:
    """`p` with one more worker if that is worth its wages, else `p` itself."""
    m = p.copy()
    m.workers += 1
    return m if value(m, phases) > value(p, phases) else p


def _free_worker(s: HomesteadersState, p: Player, phases: int) -> Player:
    """`p` after a tile's or the Workshop's worker: taken at once under rules 2, taken
    only when worth its wages under rules 1 (where it may be declined)."""
    if s.rules < 2:
        return _maybe_worker(p, phases)
    m = p.copy()
    m.workers += 1
    return m


def _build_on_model(s: HomesteadersState, p: Player, key: str, phases: int,
                    extra_ok: bool = True) -> Player | None:
    """`p` after buying what is missing and building `key` with its effects; None if short."""
    plan = purchases(p, key)
    if plan is None:
        return None
    m = p.copy()
    for params in plan:
        buy_on_model(m, params)
    cost = BUILDINGS[key].cost
    for g, n in cost.items():
        use = min(n, m.h[g])
        m.h[g] -= use
        if use < n:  # River Port: gold in place of copper or livestock
            m.h["gold"] -= n - use
    if m.owns("forge"):
        m.h["vp"] += 1
    m.buildings = (*m.buildings, key)
    for effect in BUILDINGS[key].on_build:
        if effect == "clear_debt":
            if m.h["debt"]:
                m.h["debt"] -= 1
            else:
                m.h["silver"] += CLEAR_DEBT_SILVER
        elif effect == "trade":
            m.h["trade"] += 1
        elif effect == "rail_line":
            m.rail_lines += 1
        elif effect == "worker":
            m = _free_worker(s, m, phases)
        elif effect == "rail_advance":
            m = _rail_advance(m, phases)
        elif effect == "extra_build" and extra_ok:
            others = [k for k in s.offer if k != key and not m.owns(k)]
            m = _best_build(s, m, others, phases, extra_ok=False)[1] or m
    return m


def _best_build(s: HomesteadersState, p: Player, keys: list[str], phases: int,
                extra_ok: bool = True) -> tuple[str | None, Player | None]:
    """The building among `keys` that raises `p`'s value most, and the model after it."""
    best: tuple[float, str | None, Player | None] = (value(p, phases), None, None)
    for key in keys:
        m = _build_on_model(s, p, key, phases, extra_ok)
        if m is not None:
            v = value(m, phases)
            if v > best[0]:
                best = (v, key, m)
    return best[1], best[2]


def _after_tile(s: HomesteadersState, p: Player, tile_id: int, price: int,
                phases: int) -> Player | None:
    """`p` after winning `tile_id` at `price`: paid, best building, bonuses; None if short."""
    tile = TILES[tile_id]
    m = p.copy()
    if not pay_model(m, price):
        return None
    if tile.build_types:
        m = _best_build(s, m, offered(s, m, tile.build_types), phases)[1] or m
    for bonus in tile.bonuses:
        if bonus[0] == "worker":
            m = _free_worker(s, m, phases)
        elif bonus[0] == "rail":
            m = _rail_advance(m, phases)
        elif bonus[0] == "gain":
            m = m.copy()
            for k, n in bonus[1].items():
                m.h[k] += n
        else:
            m = _exchange_model(m, bonus[1], bonus[2], bonus[3], phases)
    return m


def _exchange_model(p: Player, cost: dict, gain: dict, river_port_ok: bool,
                    phases: int) -> Player:
    """`p` after the tile's exchange, when it is possible and worth it."""
    best, best_v = p, value(p, phases)
    ways = [cost]
    if river_port_ok and p.owns("river_port"):
        ways.append({"gold": 1})
    for way in ways:
        if all(p.h[g] >= n for g, n in way.items()):
            m = p.copy()
            for g, n in way.items():
                m.h[g] -= n
            for k, n in gain.items():
                if k == "rail_line":
                    m.rail_lines += n
                else:
                    m.h[k] += n
            v = value(m, phases)
            if v > best_v:
                best, best_v = m, v
    return best


#: `_goods_wanted` by everything it reads: the same for each worker a player places
_WANTED = Bounded(5_000)


def _goods_wanted(s: HomesteadersState, p: Player, phases: int) -> dict[str, float]:
    """Goods prices for this round's worker placement (see `_goods_wanted_now`), worked
    out once per player and position: placing a worker changes nothing they depend on."""
    key = (s.rules, tuple(s.tiles), tuple(s.offer.items()), tuple(p.h.values()),
           p.buildings, p.workers, p.rail_lines, p.rail_pos, phases)
    return _WANTED.make(key, _goods_wanted_now, s, p, phases)


def _goods_wanted_now(s: HomesteadersState, p: Player, phases: int) -> dict[str, float]:
    """Goods prices for this round's worker placement: a good that the best buildings
    the tiles on auction allow would need, and that `p` lacks, is worth what buying it
    would cost (its price and a trade token)."""
    types = {t for tile in s.tiles if tile is not None for t in TILES[tile].build_types}
    base = value(p, phases)
    ranked = []
    for key in offered(s, p, tuple(types)):
        cost = BUILDINGS[key].cost
        m = p.copy()
        for g, n in cost.items():
            m.h[g] = max(m.h[g], n)
        after = _build_on_model(s, m, key, phases)
        if after is not None:
            lent = sum(GOOD[g] * (m.h[g] - p.h[g]) for g in cost)
            ranked.append((value(after, phases) - base - lent, key))
    ranked.sort(reverse=True)
    goods = dict(GOOD)
    for _, key in ranked[:2]:
        for g, n in BUILDINGS[key].cost.items():
            if p.h[g] < n:
                currency, price = MARKET[g]
                each = GOLD_AS_SILVER * price if currency == "gold" else price
                goods[g] = max(goods[g], each + TRADE)
    return goods


def _medium_place(state: HomesteadersState, seat: int, p: Player,
                  legal: dict[str, Action]) -> Action:
    """Hire when a worker is worth its food and trade token over the phases left, then
    fill the slots that produce most, goods the coming auctions need counting extra."""
    phases = phases_from_placement(state)
    if "hire" in legal or "buy:food" in legal:  # a worker for 1 trade and 1 food
        m = p.copy()
        if not m.h["food"]:
            buy_on_model(m, ("food",))
        if m.h["trade"] >= 1:
            m.h["food"] -= 1
            m.h["trade"] -= 1
            m.workers += 1
            if value(m, phases) > value(p, phases) + 1.0:
                return legal.get("hire") or legal["buy:food"]
    idle = p.idle_workers()
    if idle:
        goods = _goods_wanted(state, p, phases) if state.round <= ROUNDS else GOOD
        singles, pairs = slots(p, free_only=True, goods=goods)
        _, used = best_placement(singles, pairs, idle)
        if used:
            used.sort(key=lambda u: -u[0])
            return Action(seat, "work", used[0][1], used[0][2])
    return Action(seat, "done")


def _medium_pay(legal: list[Action], p: Player, amount: int) -> Action:
    """Pay the cheapest way (gold gives no change); when short, sell before borrowing."""
    pays = [a for a in legal if a.kind == "pay"]
    if pays:  # the cheapest way in SE: a gold coin is worth 5, a silver 1

        def cost(a: Action) -> tuple[float, int]:
            gold = a.params[0]
            return GOOD["gold"] * gold + max(0, amount - GOLD_AS_SILVER * gold), gold

        return min(pays, key=cost)
    return shortfall_move(legal, p, prefer_sale=p.h["trade"] > 0)


def _medium_bid(state: HomesteadersState, seat: int, p: Player,
                main: list[Action]) -> Action:
    """The lowest bid on the tile that leaves `p` worth most once paid for and used,
    if that beats passing (and its rail bonus); a tile it cannot pay is never bid on."""
    phases = phases_after_bids(state)
    base = value(p, phases)
    passed = p.copy()
    passed.rail_pos = min(len(RAIL_TRACK), passed.rail_pos + 1)
    best_v = value(_best_rail(passed, phases)[1], phases) - base
    best = Action(seat, "pass")
    lowest: dict[int, int] = {}
    for a in main:
        if a.kind == "bid":
            lowest.setdefault(a.params[0], a.params[1])
    for auction, price in lowest.items():
        m = _after_tile(state, p, state.tiles[auction - 1], price, phases)
        if m is None:
            continue
        v = value(m, phases) - base
        if v > best_v:
            best_v, best = v, Action(seat, "bid", auction, price)
    return best


def _medium_build(state: HomesteadersState, seat: int, p: Player,
                  legal: list[Action]) -> Action:
    """Build the building worth most; buy its missing goods at the market first."""
    phases = phases_after_bids(state)
    key, _ = _best_build(state, p, offered(state, p, state.tasks[-1][2]), phases)
    if key is None:
        return Action(seat, "nobuild")
    builds = [a for a in legal if a.kind == "build" and a.params[0] == key]
    if builds:  # the variant that keeps the most value (River Port swaps)
        return min(builds, key=lambda a: len(a.params))
    plan = purchases(p, key)
    return Action(seat, "buy", *plan[0]) if plan else Action(seat, "nobuild")


def _medium_choice(state: HomesteadersState, seat: int, p: Player, step: str) -> Action:
    """Rail bonus, tile worker and tile exchange: the option that leaves the most value."""
    phases = phases_after_bids(state)
    if step == "rail":
        choice, _ = _best_rail(p, phases)
        return Action(seat, "rail", choice)
    if step == "worker":
        take = _maybe_worker(p, phases) is not p
        return Action(seat, "take_worker" if take else "skip")
    _, _, cost, gain, river_port_ok = state.tasks[-1]
    m = _exchange_model(p, cost, gain, river_port_ok, phases)
    if m is p:
        return Action(seat, "skip")
    used_gold = m.h["gold"] < p.h["gold"] and "gold" not in cost
    return Action(seat, "exchange", "gold") if used_gold else Action(seat, "exchange")


def _final_key(p: Player) -> tuple[float, int, int]:
    """Score plus what is still to be had; then what is already in hand; then silver."""
    total = player_score(p)["total"]
    return total + final_potential(p), total, p.h["silver"]


def _medium_endgame(game: Game, state: HomesteadersState, seat: int,
                    legal: list[Action]) -> Action:
    """Greedy conversion into points: each step must raise the key of `_final_key`, so
    the conversions end (and no debt is ever taken here)."""
    best = next(a for a in legal if a.kind == "done")
    best_key = _final_key(state.players[seat])
    for a in legal:
        if a.kind in ("repay", "sell", "buy", "hire", "market", "bank"):
            key = _final_key(game.apply(state, a).players[seat])
            if key > best_key:
                best, best_key = a, key
    return best


def _medium_neutral(state: HomesteadersState, p: Player, main: list[Action]) -> Action:
    """2 players: the neutral bid goes on the auction worth least to this player."""
    phases = phases_after_bids(state)

    def worth(a: Action) -> float:
        m = _after_tile(state, p, state.tiles[a.params[0] - 1], 0, phases)
        return value(m, phases) if m is not None else 0.0

    return min(main, key=worth)


def _medium_move(game: Game, state: HomesteadersState, seat: int,
                 legal: list[Action]) -> Action:
    """One medium decision, by the step the engine waits for."""
    main = [a for a in legal if not a.free]
    step = state.tasks[-1][0]
    p = state.players[seat]
    if step == "place":
        return _medium_place(state, seat, p, legal_by_key(legal))
    if step == "pay":
        return _medium_pay(legal, p, state.tasks[-1][2])
    if step == "bid":
        return _medium_bid(state, seat, p, main)
    if step == "build":
        return _medium_build(state, seat, p, legal)
    if step in ("rail", "worker", "exchange"):
        return _medium_choice(state, seat, p, step)
    if step == "endgame":
        return _medium_endgame(game, state, seat, legal)
    return _medium_neutral(state, p, main)


def make_medium_bot(game: Game) -> Bot:
    """A planner: income, buildings and bids valued in silver equivalents (module text)."""

    def medium(state: HomesteadersState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        return as_legal(legal, _medium_move(game, state, seat, legal))

    return medium
