"""Homesteaders computer opponents: `easy` and `medium`.

Both follow the bot contract ``bot(state, seat, rng, budget_ms) -> Action``: they pick only
among ``game.legal_actions(state, seat)``, draw every random number from `rng`, and read the
state only for their own holdings and the public table (round, tiles on auction, buildings on
offer, their own pending step). They need nothing about the other seats, so the
``hidden_resources`` screens change nothing for them. A move takes well under a millisecond
on average (see ``bench/homesteaders_bots.py``), so they never need their time budget.

- `easy` is a weighted random player with guards: it bids only what it can pay on tiles it
  can use, builds when it can, pays with the least gold, takes debt only to pay what it must,
  repays at the end, and uses the market only to complete a payment or a building and to
  sell its leftover goods for points at the end.
- `medium` values everything in silver equivalents (SE): victory points, goods, trade tokens,
  debt, and the income each building and worker brings over the income phases left. It bids
  the lowest step on the tile whose best affordable building (market purchases included) is
  worth most, places workers for the most value, completes building costs at the market,
  takes debt only when it must, and converts its holdings into points at the end.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core import Action, Game, Rng
from ..core.arena import weighted_choice
from ..core.cache import Bounded
from .data import (
    BUILDINGS,
    CLEAR_DEBT_SILVER,
    GOLD_AS_SILVER,
    GOODS,
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

Bot = Callable[..., Action]

# -- what a player can pay and how to complete a cost ------------------------------------
def _pay_model(p: Player, amount: int) -> bool:
    """Pay `amount` silver on the model `p` the way the bots do (least gold); False if short."""
    h = p.h
    gold = max(0, -(-(amount - h["silver"]) // GOLD_AS_SILVER))
    if gold > h["gold"]:
        return False
    h["gold"] -= gold
    h["silver"] -= max(0, amount - GOLD_AS_SILVER * gold)
    return True


#: purchase order: the gold-priced goods first, so gold bought with silver comes after
_BUY_ORDER = ("copper", "livestock", "gold", "steel", "food", "wood")


def _purchases(p: Player, key: str) -> list[tuple] | None:
    """Market purchases that complete building `key`'s cost, as buy-action params.

    Simulated on a copy of the holdings with the market's rules (one trade token each,
    gold pays a silver price only without change, a River Port owner's gold stands in for
    copper and livestock); None when the cost cannot be completed.
    """
    cost = BUILDINGS[key].cost
    h = dict(p.h)
    swap = p.owns("river_port")
    out: list[tuple] = []
    for g in _BUY_ORDER:
        need = cost.get(g, 0)
        while h[g] < need:
            spare_gold = h["gold"] - cost.get("gold", 0)
            if swap and g in ("copper", "livestock") and spare_gold >= 1:
                h["gold"] -= 1  # the build variant pays gold for it
                h[g] += 1
                continue
            if h["trade"] < 1:
                return None
            currency, price = MARKET[g]
            if h[currency] >= price:
                h[currency] -= price
                out.append((g,))
            elif currency == "silver" and g != "gold" and spare_gold >= 1:
                h["gold"] -= 1
                out.append((g, "gold"))
            else:
                return None
            h["trade"] -= 1
            h[g] += 1
    return out


def _buy_on_model(p: Player, params: tuple) -> None:
    h = p.h
    g = params[0]
    currency, price = MARKET[g]
    if len(params) > 1:
        h["gold"] -= 1
    else:
        h[currency] -= price
    h["trade"] -= 1
    h[g] += 1


def _raisable(p: Player) -> int:
    """Silver `p` could raise by selling goods at the market (one trade token each)."""
    prices = []
    for g in GOODS:
        if g == "gold":  # already counted as 5 silver: selling it gives only 4
            continue
        currency, price = MARKET[g]
        each = GOLD_AS_SILVER if currency == "gold" else price
        if p.owns("general_store"):
            each += 1
        prices += [each] * p.h[g]
    prices.sort(reverse=True)
    return sum(prices[: p.h["trade"]])


def can_pay(p: Player) -> int:
    """The most silver `p` can pay without debt: silver, gold at 5, goods sold at market."""
    return p.h["silver"] + GOLD_AS_SILVER * p.h["gold"] + _raisable(p)


def _phases_after_bids(s: HomesteadersState) -> int:
    """Income phases still to come once this round's income is in (the final one too)."""
    return max(0, ROUNDS + 1 - s.round)


def _phases_from_placement(s: HomesteadersState) -> int:
    """Income phases from this round's on (the final one included), while workers are
    being placed; in the final round only its own income phase is left."""
    return ROUNDS + 2 - s.round


def _offered(s: HomesteadersState, p: Player, types: tuple) -> list[str]:
    return [k for k in s.offer if BUILDINGS[k].type in types and not p.owns(k)]


def _legal_by_key(legal: list[Action]) -> dict[str, Action]:
    return {a.key: a for a in legal}


def _shortfall_move(legal: list[Action], p: Player, prefer_sale: bool) -> Action:
    """Raise silver for a payment that cannot be made: sell a cheap good, else take debt."""
    if prefer_sale:
        for g in ("food", "steel", "wood", "copper", "livestock"):
            for a in legal:
                if a.kind == "sell" and a.params[0] == g:
                    return a
    return next(a for a in legal if a.kind == "debt")


def _least_gold_payment(legal: list[Action]) -> Action | None:
    pays = [a for a in legal if a.kind == "pay"]
    return min(pays, key=lambda a: a.params[0]) if pays else None


#: moves that are always safe when a plan does not match the legal list
_SAFE_KINDS = ("done", "pass", "nobuild", "skip")


def _as_legal(legal: list[Action], wanted: Action) -> Action:
    """The legal action with `wanted`'s key, else `_fallback`: the bots never return a
    move the engine did not offer, even if their own bookkeeping went wrong."""
    for a in legal:
        if a.key == wanted.key:
            return a
    return _fallback(legal)


def _fallback(legal: list[Action]) -> Action:
    """A move that cannot hurt much: stop, pass, decline; else the first offered."""
    main = [a for a in legal if not a.free]
    for kind in _SAFE_KINDS:
        for a in main:
            if a.kind == kind:
                return a
    if main:
        return main[0]
    return next(a for a in legal if a.kind == "debt")  # a payment it cannot make yet


# -- easy ------------------------------------------------------------------------------
#: rail bonus weights for the easy player
_EASY_RAIL = {"vp3": 5, "worker": 3, "trade": 2, "rail_line": 2, "gold": 2, "copper": 2,
              "livestock": 2, "steel": 1, "food": 1, "wood": 1}


def _usable_tile(s: HomesteadersState, p: Player, tile_id: int, price: int) -> bool:
    """Whether winning `tile_id` at `price` would let `p` build something (or use a bonus)."""
    tile = TILES[tile_id]
    if not tile.build_types:
        return True
    m = p.copy()
    if not _pay_model(m, price):
        return False
    return any(_purchases(m, k) is not None for k in _offered(s, p, tile.build_types))


def _easy_move(state: HomesteadersState, seat: int, rng: Rng, legal: list[Action]) -> Action:
    """One easy decision: random, but weighted towards what pays and guarded (module text)."""
    main = [a for a in legal if not a.free]
    step = state.tasks[-1][0]
    p = state.players[seat]
    if step == "place":
        singles, pairs = slots(p, free_only=True)
        idle = p.idle_workers()
        half_done = [u for u in singles if BUILDINGS[u[1]].slots[u[2]][0] > 1]
        usable = half_done or singles + (pairs if idle >= 2 else [])
        if idle and usable:
            choice = weighted_choice(rng, usable, [v for v, _, _ in usable])
            return Action(seat, "work", choice[1], choice[2])
        return Action(seat, "done")
    if step == "pay":
        return _least_gold_payment(legal) or _shortfall_move(legal, p, prefer_sale=True)
    if step == "bid":
        limit = can_pay(p) - 1
        bids = [a for a in main if a.kind == "bid" and a.params[1] <= limit
                and _usable_tile(state, p, state.tiles[a.params[0] - 1], a.params[1])]
        if not bids or rng.random() < 0.1:
            return Action(seat, "pass")
        lowest: dict[int, int] = {}
        for a in bids:
            lowest.setdefault(a.params[0], a.params[1])
        bids = [a for a in bids if a.params[1] <= lowest[a.params[0]] + 2]
        weights = [3.0 if a.params[1] == lowest[a.params[0]] else 1.0 for a in bids]
        return weighted_choice(rng, bids, weights)
    if step == "build":
        builds = [a for a in main if a.kind == "build"]
        if builds:
            return weighted_choice(rng, builds, [1 + BUILDINGS[a.params[0]].vp for a in builds])
        plans = [(len(plan), k, plan) for k in _offered(state, p, state.tasks[-1][2])
                 if (plan := _purchases(p, k))]
        if plans:
            return Action(seat, "buy", *min(plans)[2][0])
        return Action(seat, "nobuild")
    if step == "rail":
        return weighted_choice(rng, main, [_EASY_RAIL[a.params[0]] for a in main])
    if step == "worker":
        singles, _ = slots(p)
        take = len(singles) > p.workers and rng.random() < 0.8
        return Action(seat, "take_worker" if take else "skip")
    if step == "exchange":  # every tile exchange gains more than it costs
        return next((a for a in main if a.kind == "exchange"), Action(seat, "skip"))
    if step == "endgame":
        return _easy_endgame(legal, p)
    return rng.choice(main)  # the 2-player neutral bid: any auction


def make_easy_bot(game: Game) -> Bot:
    """A weighted random player that never does anything absurd (see the module text)."""

    def easy(state: HomesteadersState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        return _as_legal(legal, _easy_move(state, seat, rng, legal))

    return easy


def _easy_endgame(legal: list[Action], p: Player) -> Action:
    """Sell wood, food and steel for VP, repay what it can, then stop."""
    for g in ("wood", "food", "steel"):
        for a in legal:
            if a.kind == "sell" and a.params[0] == g:
                return a
    for a in legal:
        if a.kind == "repay" and (not a.params or p.h["debt"] >= 3):
            return a
    return next(a for a in legal if a.kind == "done")


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
    plan = _purchases(p, key)
    if plan is None:
        return None
    m = p.copy()
    for params in plan:
        _buy_on_model(m, params)
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
    if not _pay_model(m, price):
        return None
    if tile.build_types:
        m = _best_build(s, m, _offered(s, m, tile.build_types), phases)[1] or m
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
    for key in _offered(s, p, tuple(types)):
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
    phases = _phases_from_placement(state)
    if "hire" in legal or "buy:food" in legal:  # a worker for 1 trade and 1 food
        m = p.copy()
        if not m.h["food"]:
            _buy_on_model(m, ("food",))
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
    return _shortfall_move(legal, p, prefer_sale=p.h["trade"] > 0)


def _medium_bid(state: HomesteadersState, seat: int, p: Player,
                main: list[Action]) -> Action:
    """The lowest bid on the tile that leaves `p` worth most once paid for and used,
    if that beats passing (and its rail bonus); a tile it cannot pay is never bid on."""
    phases = _phases_after_bids(state)
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
    phases = _phases_after_bids(state)
    key, _ = _best_build(state, p, _offered(state, p, state.tasks[-1][2]), phases)
    if key is None:
        return Action(seat, "nobuild")
    builds = [a for a in legal if a.kind == "build" and a.params[0] == key]
    if builds:  # the variant that keeps the most value (River Port swaps)
        return min(builds, key=lambda a: len(a.params))
    plan = _purchases(p, key)
    return Action(seat, "buy", *plan[0]) if plan else Action(seat, "nobuild")


def _medium_choice(state: HomesteadersState, seat: int, p: Player, step: str) -> Action:
    """Rail bonus, tile worker and tile exchange: the option that leaves the most value."""
    phases = _phases_after_bids(state)
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
    phases = _phases_after_bids(state)

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
        return _medium_place(state, seat, p, _legal_by_key(legal))
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
        return _as_legal(legal, _medium_move(game, state, seat, legal))

    return medium


__all__ = ["can_pay", "make_easy_bot", "make_medium_bot"]
