"""Scenario builders for the Homesteaders rule tests.

Positions are reached by playing real moves through `G.apply`; the only shortcuts are
`edit`, `edit_table` and `resolve_with`, which change a *copy* of a state so that a test
can start from the holdings, buildings or bids a rule needs without playing for them.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine
from engine import Action, IllegalAction
from engine.homesteaders.data import ROUNDS
from engine.homesteaders.state import NEUTRAL, HomesteadersState

G = engine.GAMES["homesteaders"]
__all__ = ["NEUTRAL", "G"]
#: more moves than any game has (a random 4-player game makes about 700): a loop that
#: reaches it has met a broken rule and fails instead of hanging
MAX_MOVES = 5000


# -- making and editing positions ------------------------------------------------------------
def new_game(players: int = 4, *, start: int = 0, seed: int = 1, hidden: bool = False,
             rules: int | None = None) -> HomesteadersState:
    """A fresh game in round 1's placement with seat `start` holding the start card, under
    rules version `rules` (default: the current one).

    The card is drawn at random by the set-up; tests fix it so seats are predictable.
    """
    s = G.new(players, seed, {"hidden_resources": hidden}, rules)
    s = s.copy()
    s.start = start
    s.tasks = tuple(("place", seat) for seat in reversed(s.order_from(start)))
    return s


def edit(s: HomesteadersState, seat: int, *, buildings: tuple[str, ...] | None = None,
         workers: int | None = None, rail_lines: int | None = None,
         rail_pos: int | None = None, **holdings: int) -> HomesteadersState:
    """A copy of `s` where `seat` holds exactly what is given (test-only shortcut).

    `buildings` lists the buildings beside the Homestead, which every player keeps.
    """
    s = s.copy()
    p = s.players[seat]
    for name, value in holdings.items():
        assert name in p.h, f"no holding {name!r}"
        p.h[name] = value
    if buildings is not None:
        p.buildings = ("homestead", *buildings)
    if workers is not None:
        p.workers = workers
    if rail_lines is not None:
        p.rail_lines = rail_lines
    if rail_pos is not None:
        p.rail_pos = rail_pos
    return s


def edit_all(s: HomesteadersState, **holdings: int) -> HomesteadersState:
    """`edit` applied to every seat (same holdings for all)."""
    for seat in range(s.num_players):
        s = edit(s, seat, **holdings)
    return s


def edit_table(s: HomesteadersState, *, tiles: list[int] | None = None,
               offer: dict[str, int] | None = None, neutral: int | None = None,
               rnd: int | None = None) -> HomesteadersState:
    """A copy of `s` with this round's auction tiles, the building offer, the 2-player
    neutral level (a bid value) or the round number replaced (test-only shortcut)."""
    from engine.homesteaders.data import NEUTRAL_LEVELS

    s = s.copy()
    if tiles is not None:
        s.tiles = list(tiles)
        s.bids = [None] * len(tiles)
    if offer is not None:
        s.offer = dict(offer)
    if neutral is not None:
        s.neutral_level = NEUTRAL_LEVELS.index(neutral)
    if rnd is not None:
        s.round = rnd
    return s


# -- moves -----------------------------------------------------------------------------------
def seat_to_act(s: HomesteadersState) -> int:
    who = G.to_act(s)
    assert len(who) == 1, f"expected one seat to act, got {who}"
    return who[0]


def step(s: HomesteadersState, key: str, seat: int | None = None) -> HomesteadersState:
    """Play `key` for the seat to act (checking it is `seat` when given)."""
    actor = seat_to_act(s)
    if seat is not None:
        assert actor == seat, f"seat {actor} is to act, not seat {seat} (task {top(s)})"
    return G.apply(s, Action.from_key(actor, key))


def play(s: HomesteadersState, *moves: tuple[int, str]) -> HomesteadersState:
    """Play (seat, key) moves in order, checking each seat is the one to act."""
    for seat, key in moves:
        s = step(s, key, seat)
    return s


def keys(s: HomesteadersState) -> set[str]:
    """Every legal key of the seat to act, free actions included."""
    return {a.key for a in G.legal_actions(s, seat_to_act(s))}


def main_keys(s: HomesteadersState) -> set[str]:
    """The legal keys of the main decision (free trades and debt left out)."""
    return {a.key for a in G.legal_actions(s, seat_to_act(s)) if not a.free}


def top(s: HomesteadersState) -> tuple:
    return s.tasks[-1] if s.tasks else ()


def refused(s: HomesteadersState, seat: int, key: str, code: str,
            **params: Any) -> IllegalAction:
    """Assert that `key` raises IllegalAction with `code` (and these `params`, when given),
    that `why` says the same, and that `s` is left untouched."""
    before = s.snapshot()
    action = Action.from_key(seat, key)
    with pytest.raises(IllegalAction) as info:
        G.apply(s, action)
    assert info.value.code == code, (key, info.value.code, info.value.params)
    for name, value in params.items():
        assert info.value.params.get(name) == value, (key, name, info.value.params)
    assert G.why(s, action) == (info.value.code, info.value.params)
    assert s.snapshot() == before
    return info.value


def income_of(s: HomesteadersState, seat: int) -> dict[str, int]:
    """The gains of `seat`'s latest income phase, as the (public) log records them."""
    for msg, params, _ in reversed(s.log_entries):
        if msg == "hs.income" and params["seat"] == seat:
            return params["gains"]
    raise AssertionError(f"seat {seat} has collected no income")


# -- driving the game ------------------------------------------------------------------------
def drive(s: HomesteadersState, going: Callable[[HomesteadersState], bool],
          move: Callable[[HomesteadersState], HomesteadersState],
          cap: int = MAX_MOVES) -> HomesteadersState:
    """Apply `move` while `going(s)`; a loop still going after `cap` moves has met a broken
    rule, and fails instead of hanging."""
    for _ in range(cap):
        if not going(s):
            return s
        s = move(s)
    if not going(s):
        return s
    raise AssertionError(f"still going after {cap} moves: round {s.round}, task {top(s)}")


def _placement_move(s: HomesteadersState) -> HomesteadersState:
    step_name = top(s)[0]
    if step_name == "place":
        return step(s, "done")
    if step_name == "pay":
        pays = sorted(k for k in main_keys(s) if k.startswith("pay:"))
        return step(s, pays[0] if pays else "debt")
    raise AssertionError(f"unexpected step {top(s)}")  # placement has no other decision


def finish_placement(s: HomesteadersState) -> HomesteadersState:
    """Everyone places no (more) workers and pays wages: with silver when it can, else with
    the least gold that pays, else taking debt first."""
    return drive(s, lambda s: s.phase == "place" and bool(s.tasks), _placement_move)


def all_pass(s: HomesteadersState, rail: str = "rail:trade") -> HomesteadersState:
    """From the bidding phase: (2 players: neutral on auction 1) everyone passes and takes
    `rail` (or the first offered bonus) from the track; the round then ends."""
    rnd = s.round

    def move(s: HomesteadersState) -> HomesteadersState:
        name = top(s)[0]
        if name == "neutral":
            return step(s, "neutral:1")
        if name == "bid":
            return step(s, "pass")
        if name == "rail":
            offered = sorted(main_keys(s))
            return step(s, rail if rail in offered else offered[0])
        raise AssertionError(f"unexpected step {top(s)}")

    return drive(s, lambda s: s.round == rnd and s.phase == "bid", move)


def to_round(s: HomesteadersState, rnd: int) -> HomesteadersState:
    """Play whole rounds in which nobody bids, until round `rnd`'s placement begins."""
    s = drive(s, lambda s: s.round < rnd, lambda s: all_pass(finish_placement(s)),
              cap=ROUNDS + 1)
    assert s.round == rnd and s.phase == "place"
    return s


def play_to_end(s: HomesteadersState) -> HomesteadersState:
    """Nobody bids in the remaining rounds; everybody ends the final actions at once."""
    s = finish_placement(to_round(s, ROUNDS + 1))

    def done(s: HomesteadersState) -> HomesteadersState:
        assert top(s)[0] == "endgame"
        return step(s, "done")

    return drive(s, lambda s: not G.is_over(s), done, cap=s.num_players)


def resolve_with(s: HomesteadersState, bids: dict[int, tuple[int, int]]) -> HomesteadersState:
    """From the bidding phase: auction `a` is held by `bids[a] = (seat, value)` (NEUTRAL
    for the 2-player token), every other seat is out, and the auctions resolve
    (test-only shortcut past the bidding, which `test_bidding` plays for real)."""
    assert s.phase == "bid", s.phase
    s = s.copy()
    s.bids = [None] * len(s.tiles)
    for auction, (seat, value) in bids.items():
        s.bids[auction - 1] = (seat, value)
    holders = {seat for seat, _ in bids.values()}
    s.passed = tuple(seat not in holders for seat in range(s.num_players))
    s.tasks = ()
    G._advance(s)
    return s


def view_log(view: dict, msg: str) -> list[dict[str, Any]]:
    return [e["params"] for e in view["log"] if e["id"] == msg]


def every_choice_key() -> list[str]:
    """Every key of every kind that a board could show as a choice, legal or not: each
    worker slot, payment, auction space and bid step, rail bonus, building (with the River
    Port's gold variants), tile exchange, repayment and free move."""
    from engine.homesteaders.data import BID_VALUES, BUILDINGS, GOODS, MARKET, RAIL_TRACK
    from engine.homesteaders.economy import MARKET_EXCHANGES

    out = ["done", "pass", "nobuild", "take_worker", "skip", "exchange", "exchange:gold",
           "repay", "repay:gold", "debt", "hire", "bank"]
    for key, b in BUILDINGS.items():
        out += [f"work:{key}:{i}" for i in range(len(b.slots))]
        if key == "homestead":
            continue
        out.append(f"build:{key}")
        copper, livestock = b.cost.get("copper", 0), b.cost.get("livestock", 0)
        out += [f"build:{key}:{c}:{lv}" for c in range(copper + 1)
                for lv in range(livestock + 1) if c or lv]
    out += [f"pay:{g}" for g in range(6)]
    out += [f"neutral:{a}" for a in (1, 2, 3)]
    out += [f"bid:{a}:{v}" for a in (1, 2, 3) for v in BID_VALUES]
    out += [f"rail:{c}" for space in RAIL_TRACK for c in space]
    out += [f"buy:{g}" for g in GOODS] + [f"sell:{g}" for g in GOODS]
    out += [f"buy:{g}:gold" for g in GOODS if MARKET[g][0] == "silver"]
    out += [f"market:{g}" for g in MARKET_EXCHANGES]
    return out
