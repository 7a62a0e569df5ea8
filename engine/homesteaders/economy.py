"""Money and goods: payments with gold, the market and owners' exchanges, debt, hiring,
income, and what a building costs a given player. The free actions live here."""
from __future__ import annotations

from collections.abc import Iterator

from ..core import Action
from ..core.cache import Bounded
from .data import (
    BUILDINGS,
    CLEAR_DEBT_SILVER,
    DEBT_REPAY_SILVER,
    DEBT_SILVER,
    GOLD_AS_SILVER,
    GOODS,
    HOLDINGS,
    MARKET,
    RAIL_TRACK_VP,
    RODEO_MAX,
    SALE_VP,
)
from .state import HomesteadersState, Player


def gain_rail_bonus(p: Player, choice: str) -> None:
    """Give `p` one rail-track bonus: a worker, a rail line, the VP or one good/token."""
    if choice == "worker":
        p.workers += 1
    elif choice == "rail_line":
        p.rail_lines += 1
    elif choice == "vp3":
        p.h["vp"] += RAIL_TRACK_VP
    else:
        p.h[choice] += 1


FREE_KINDS = frozenset({"debt", "buy", "sell", "market", "bank", "hire"})
#: Market owner's exchanges: 1 trade + the first good -> the second (rulebook, "Marché")
MARKET_EXCHANGES = {"food": "wood", "steel": "food"}


# -- paying silver amounts: gold counts 5, no change (rulebook, "Utilisation de l'or") ----
def payment_options(p: Player, amount: int) -> list[int]:
    """How many gold coins `p` may use to pay `amount` silver; the rest is silver.

    Gold beyond what the amount needs would be change that is never given, so at most
    ceil(amount / 5) coins are offered.
    """
    out = []
    most = min(p.h["gold"], -(-amount // GOLD_AS_SILVER))
    for gold in range(most + 1):
        if p.h["silver"] >= max(0, amount - GOLD_AS_SILVER * gold):
            out.append(gold)
    return out


def pay(p: Player, amount: int, gold: int) -> None:
    p.h["gold"] -= gold
    p.h["silver"] -= max(0, amount - GOLD_AS_SILVER * gold)


def shortfall(p: Player, amount: int) -> int:
    """Silver still missing to pay `amount` with everything the player holds."""
    return max(0, amount - p.h["silver"] - GOLD_AS_SILVER * p.h["gold"])


# -- free actions: at any decision of the player (rulebook FAQ; data/README.md §3) -------
def gold_buys_any_time(s: HomesteadersState) -> bool:
    """Rules 2: a gold coin pays a market price whenever the player wishes ("dans n'importe
    quel but"); rules 1 offered it only when silver was short."""
    return s.rules >= 2


#: the free moves by all they depend on: moves never change, so the same few lists serve
#: every decision of a game and of a search. Holdings matter only up to the highest price
#: in their currency (or 1, to have one to sell or give).
_FREE = Bounded(5_000)
_CAP = {g: max([1, *(price for c, price in MARKET.values() if c == g)]) for g in HOLDINGS}


def free_actions(p: Player, seat: int, gold_any_time: bool) -> tuple[Action, ...]:
    """The free moves `p` may make now: debt, and with a trade token the market, hiring
    and the Market's and Bank's exchanges."""
    h = p.h
    key = (seat, gold_any_time, p.owns("market"), p.owns("bank"),
           *(min(h[g], cap) for g, cap in _CAP.items()))
    found = _FREE.get(key)
    if found is None:
        found = _FREE.keep(key, tuple(_free_actions(p, seat, gold_any_time)))
    return found


def _free_actions(p: Player, seat: int, gold_any_time: bool) -> Iterator[Action]:
    h = p.h
    yield Action(seat, "debt", free=True)
    if h["trade"] >= 1:
        for good in GOODS:
            currency, price = MARKET[good]
            if h[currency] >= price:
                yield Action(seat, "buy", good, free=True)
            if (currency == "silver" and good != "gold" and h["gold"] >= 1
                    and (gold_any_time or h[currency] < price)):
                yield Action(seat, "buy", good, "gold", free=True)
        for good in GOODS:
            if h[good] >= 1:
                yield Action(seat, "sell", good, free=True)
        if h["food"] >= 1:
            yield Action(seat, "hire", free=True)
        if p.owns("market"):
            for gain, give in MARKET_EXCHANGES.items():
                if h[give] >= 1:
                    yield Action(seat, "market", gain, free=True)
        if p.owns("bank"):
            yield Action(seat, "bank", free=True)


def apply_free(p: Player, action: Action) -> None:
    h = p.h
    kind, params = action.kind, action.params
    if kind == "debt":
        h["debt"] += 1
        h["silver"] += DEBT_SILVER
        return
    h["trade"] -= 1
    if kind == "buy":
        good = params[0]
        currency, price = MARKET[good]
        if len(params) > 1:  # paid with a gold coin worth 5 silver, no change
            h["gold"] -= 1
        else:
            h[currency] -= price
        h[good] += 1
    elif kind == "sell":
        good = params[0]
        currency, price = MARKET[good]
        h[good] -= 1
        h[currency] += price
        h["vp"] += SALE_VP
        if p.owns("general_store"):
            h["silver"] += 1
    elif kind == "hire":
        h["food"] -= 1
        p.workers += 1
    elif kind == "market":
        gain = params[0]
        h[MARKET_EXCHANGES[gain]] -= 1
        h[gain] += 1
    elif kind == "bank":
        h["silver"] += 1


# -- building costs, with the River Port's gold for copper or livestock -----------------
def build_variants(p: Player, key: str) -> Iterator[tuple[tuple, dict]]:
    """(key params, cost to pay) for each way `p` can pay for building `key` now.

    A River Port owner may pay gold in place of the copper and/or the livestock.
    """
    cost = BUILDINGS[key].cost
    swaps = [(0, 0)]
    if p.owns("river_port"):
        swaps = [(c, lv) for c in range(cost.get("copper", 0) + 1)
                 for lv in range(cost.get("livestock", 0) + 1)]
    for c, lv in swaps:
        pay = dict(cost)
        if c or lv:
            pay["copper"] = pay.get("copper", 0) - c
            pay["livestock"] = pay.get("livestock", 0) - lv
            pay["gold"] = pay.get("gold", 0) + c + lv
        if all(p.h[g] >= n for g, n in pay.items()):
            yield ((key, c, lv) if (c or lv) else (key,)), pay


def missing_for(p: Player, key: str) -> dict[str, int]:
    """What `p` lacks to build `key` without any gold swap."""
    return {g: n - p.h[g] for g, n in BUILDINGS[key].cost.items() if p.h[g] < n}


# -- income (rulebook, "Collecte des revenus") -------------------------------------------
def income(p: Player) -> dict[str, int]:
    """What `p` collects this income phase; debt cleared is a negative "debt" entry."""
    got: dict[str, int] = {}

    def add(gains: dict) -> None:
        for k, n in gains.items():
            got[k] = got.get(k, 0) + n

    for key in p.buildings:
        b = BUILDINGS[key]
        add(b.income)
        if b.income_rule == "rodeo":
            add({"silver": min(p.workers, RODEO_MAX)})
        elif b.income_rule == "clear_debt":
            add(bank_income(p))
        for i, (needed, output) in enumerate(b.slots):
            if p.placed.get((key, i), 0) >= needed:
                add(output)
    if p.rail_lines:
        add({"silver": p.rail_lines})
    return got


def bank_income(p: Player) -> dict[str, int]:
    """The Bank's income: a debt discarded, or 2 silver when there is none (rulebook)."""
    return {"debt": -1} if p.h["debt"] > 0 else {"silver": CLEAR_DEBT_SILVER}


def collect(p: Player, gains: dict[str, int]) -> None:
    for k, n in gains.items():
        p.h[k] += n


def clear_debt(p: Player) -> None:
    """Boarding House: discard a debt, or take 2 silver when there is none."""
    if p.h["debt"]:
        p.h["debt"] -= 1
    else:
        p.h["silver"] += CLEAR_DEBT_SILVER


def repay_options(p: Player, seat: int) -> Iterator[Action]:
    """Final scoring: a debt is repaid with 5 silver or one gold coin."""
    if p.h["debt"] >= 1:
        if p.h["silver"] >= DEBT_REPAY_SILVER:
            yield Action(seat, "repay")
        if p.h["gold"] >= 1:
            yield Action(seat, "repay", "gold")
