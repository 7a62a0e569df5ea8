"""Sampled worlds for a searching bot: `determinize(game, state, seat, rng)` is a full state
that agrees with everything `view(state, seat)` shows and samples what it hides.

What a seat does not see, and how it is sampled:

- **The face-down auction stacks** (stacks 2 and 3): which tiles are left in each is known
  (every tile revealed so far was shown to all), and they lie settlement, then town, then
  city; only the order within each stage is hidden, so each stage's part is reshuffled.
- **The seed** would rebuild the stacks: the world gets a new one drawn from `rng`.
- **With the screens up, the other seats' holdings** (silver, goods, trade and VP tokens,
  debt). A seat that watched the game knows a public ledger of each other seat: what it
  received in public (income, tile gains, the effects of its buildings), what it had to pay
  (wages for the workers it had, the bids it won, the printed cost of what it built), and
  when it made a hidden choice: a rail bonus that was not a worker or a rail line, a tile
  exchange for VP, a worker hired (a worker more with no bonus that gave one). The world
  replays that ledger from the starting 6 silver, drawing each hidden rail bonus at random
  among those the marker allowed, taking a VP exchange when the goods are there, and
  explaining a shortfall the way it had to be covered: gold before silver runs out, a
  missing good bought at the market while a trade token allows it, a debt (2 silver) for
  silver still missing. What no ledger can see (trades with nothing public to show for
  them) is left out. The result is one plausible explanation of what was seen, not the
  true holdings, which it never reads.
- **The past**: the other seats' private log entries and the history of moves (whose keys
  would tell their trades) are dropped; the world keeps the log the seat sees.
"""
from __future__ import annotations

from typing import Any

from ..core import Rng
from .data import (
    BUILDINGS,
    CLEAR_DEBT_SILVER,
    DEBT_SILVER,
    GOLD_AS_SILVER,
    GOODS,
    HOLDINGS,
    MARKET,
    RAIL_TRACK,
    RAIL_TRACK_VP,
    START_SILVER,
    TILE_STAGE_ORDER,
    TILES,
)
from .state import HomesteadersState

#: rail bonuses whose choice stays behind the screen (a worker or a rail line is public)
HIDDEN_RAIL = frozenset({"trade", "vp3", *GOODS})
Event = tuple


def determinize(game: Any, s: HomesteadersState, seat: int, rng: Rng) -> HomesteadersState:
    """A world agreeing with `game.view(s, seat)`, sampling what it hides (module text)."""
    world = s.copy()
    if s.phase == "over":  # everything is revealed at the end
        return world
    world.seed = rng.next64() >> 1
    world.rng = Rng(world.seed)
    world.stacks = [s.stacks[0], *(_reshuffled(st, rng) for st in s.stacks[1:])]
    if s.options["hidden_resources"]:
        events = ledger(game, s)
        for j, p in enumerate(world.players):
            if j != seat:
                p.h = sample_holdings(events[j], rng)
    world._log = [e for e in s.log_entries if e[2] is None or e[2] == seat]
    world.log_len = len(world._log)
    world._hist, world.hist_len, world.irreversible_at = [], 0, 0
    return world


def _reshuffled(stack: tuple, rng: Rng) -> tuple:
    out: list[int] = []
    for stage in TILE_STAGE_ORDER:
        part = sorted(t for t in stack if TILES[t].stage == stage)  # not the true order
        rng.shuffle(part)
        out += part
    return tuple(out)


# -- the public ledger ---------------------------------------------------------------------
#: the latest ledgers worked out: (the replayed state, its events); a search asks about the
#: same position again and again, and the next move's position extends one of them
_RECENT: list[tuple[HomesteadersState, list[list[Event]]]] = []
_RECENT_SIZE = 4


def ledger(game: Any, s: HomesteadersState) -> list[list[Event]]:
    """Each seat's public events, in order (module text), from a replay of the game that
    reads only what every seat saw; extended from the longest recent replay it continues."""
    prev, events = _nearest(s)
    if prev is None:
        prev = game.new(s.num_players, s.seed, s.options, s.rules)
        events = [[] for _ in range(s.num_players)]
    else:
        events = [list(e) for e in events]
    for action in s.history[prev.hist_len:]:
        nxt = game.apply(prev, action)
        _public_events(prev, action, nxt, events)
        prev = nxt
    if not any(old is prev for old, _ in _RECENT):
        _RECENT.insert(0, (prev, events))
        del _RECENT[_RECENT_SIZE:]
    return events


def _nearest(s: HomesteadersState) -> tuple[Any, Any]:
    """The longest recent replay whose moves begin `s`'s, or (None, None)."""
    best: tuple[Any, Any] = (None, None)
    for prev, events in _RECENT:
        n = prev.hist_len
        if (n <= s.hist_len and (best[0] is None or n > best[0].hist_len)
                and (prev.seed, prev.num_players, prev.rules, prev.options)
                == (s.seed, s.num_players, s.rules, s.options)
                and s._hist[:n] == prev._hist[:n]):
            best = (prev, events)
    return best


def _public_events(prev: HomesteadersState, action: Any, nxt: HomesteadersState,
                   events: list[list[Event]]) -> None:
    """What one move showed every seat about each seat's holdings."""
    seen_workers = [0] * nxt.num_players
    for msg, params, private in nxt.log_entries[prev.log_len:]:
        if private is not None:
            continue
        j = params.get("seat")
        if msg == "hs.income":
            events[j].append(("in", params["gains"]))
            if nxt.players[j].workers:
                events[j].append(("pay", nxt.players[j].workers))
        elif msg == "hs.bank_used":
            events[j].append(("bank",))
        elif msg == "hs.won":
            events[j].append(("pay", params["value"]))
        elif msg == "hs.build":
            events[j].append(("build", params["building"],
                              prev.players[j].owns("forge")))
        elif msg == "hs.gain":
            events[j].append(("in", params["gain"]))
        elif msg == "hs.worker" or (msg == "hs.rail_bonus" and params["bonus"] == "worker"):
            seen_workers[j] += 1
    task = prev.tasks[-1] if prev.tasks else None
    j = action.seat
    if task is not None and not action.free and task[1] == j:
        if task[0] == "rail" and not any(
                e[0] == "hs.rail_bonus" and e[2] is None
                for e in nxt.log_entries[prev.log_len:]):
            pos = prev.players[j].rail_pos
            events[j].append(("rail", tuple(c for space in RAIL_TRACK[:pos] for c in space
                                            if c in HIDDEN_RAIL)))
        elif task[0] == "exchange":
            if "rail_line" in task[3]:  # a rail line more is public: so is the choice
                if nxt.players[j].rail_lines > prev.players[j].rail_lines:
                    events[j].append(("spend", task[2]))
            else:
                events[j].append(("exchange", task[2], task[3]))
    for i, (before, after) in enumerate(zip(prev.players, nxt.players, strict=True)):
        events[i] += [("hire",)] * (after.workers - before.workers - seen_workers[i])


# -- one explanation of the ledger -----------------------------------------------------------
def sample_holdings(events: list[Event], rng: Rng) -> dict[str, int]:
    """Holdings that explain a seat's public events (module text), hidden choices drawn
    with `rng`."""
    h = dict.fromkeys(HOLDINGS, 0)
    h["silver"] = START_SILVER
    for event in events:
        kind = event[0]
        if kind == "in":
            for k, n in event[1].items():
                if k == "debt":
                    _discard_debt(h, -n)
                elif k in h:
                    h[k] += n
        elif kind == "bank":
            _clear_debt(h)
        elif kind == "pay":
            _pay(h, event[1])
        elif kind == "build":
            _build(h, event[1], event[2])
        elif kind == "rail":
            choice = rng.choice(event[1]) if event[1] else None
            if choice == "vp3":
                h["vp"] += RAIL_TRACK_VP
            elif choice is not None:
                h[choice] += 1
        elif kind == "spend":
            _spend(h, event[1])
        elif kind == "exchange":
            if all(h[g] >= n for g, n in event[1].items()):
                _spend(h, event[1])
                for k, n in event[2].items():
                    h[k] += n
        elif kind == "hire":
            _spend(h, {"food": 1, "trade": 1})
    return h


def _discard_debt(h: dict, n: int) -> None:
    """`n` debts discarded; one the ledger never saw taken was a debt for 2 silver."""
    for _ in range(n):
        if h["debt"]:
            h["debt"] -= 1
        else:
            h["silver"] += DEBT_SILVER


def _clear_debt(h: dict) -> None:
    """The Bank's income or the Boarding House: a debt discarded, else 2 silver."""
    if h["debt"]:
        h["debt"] -= 1
    else:
        h["silver"] += CLEAR_DEBT_SILVER


def _pay(h: dict, amount: int) -> None:
    """Pay `amount` silver: silver, then gold coins, then debts for what is missing."""
    if h["silver"] < amount and h["gold"]:
        coins = min(h["gold"], -(-(amount - h["silver"]) // GOLD_AS_SILVER))
        h["gold"] -= coins
        amount = max(0, amount - GOLD_AS_SILVER * coins)
    if h["silver"] < amount:
        debts = -(-(amount - h["silver"]) // DEBT_SILVER)
        h["debt"] += debts
        h["silver"] += DEBT_SILVER * debts
    h["silver"] -= amount


def _acquire(h: dict, good: str) -> None:
    """One `good` that was spent and the ledger had not seen come: bought at the market
    while a trade token allows it, else from a source no one saw."""
    currency, price = MARKET[good]
    if h["trade"] >= 1 and (currency == "silver" or h["gold"] >= price):
        h["trade"] -= 1
        if currency == "silver":
            _pay(h, price)
        else:
            h["gold"] -= price
    h[good] += 1


def _spend(h: dict, cost: dict) -> None:
    for g, n in cost.items():
        if g == "trade":
            h[g] = max(0, h[g] - n)
            continue
        while h[g] < n:
            _acquire(h, g)
        h[g] -= n


def _build(h: dict, key: str, forge: bool) -> None:
    _spend(h, BUILDINGS[key].cost)
    if forge:
        h["vp"] += 1
    for effect in BUILDINGS[key].on_build:
        if effect == "clear_debt":
            _clear_debt(h)
        elif effect == "trade":
            h["trade"] += 1
