"""Scenario builders for the Gold West rule tests.

Positions start from a real `G.new` set-up; the only shortcuts are the `edit*` and `at_*`
functions, which change a *copy* of a state (never the state given) so that a test can
start from the supply track, pool, buildings, tokens or BoomTown markers a rule needs
without playing for them. Containers shared between states (dicts, tuples) are always
replaced, never changed in place, because `state.copy()` is shallow for them.
"""
from __future__ import annotations

from collections.abc import Iterable

import pytest

import engine
from engine import Action, IllegalAction
from engine.goldwest.data import (
    RESOURCES,
    SECTIONS,
    START_SUPPLY,
    WATER,
    Hex,
    neighbours,
)
from engine.goldwest.state import GoldWestState

G = engine.GAMES["goldwest"]
__all__ = ["G"]


# -- making and editing positions ------------------------------------------------------------
def new_game(players: int = 3, seed: int = 1, rules: int | None = None) -> GoldWestState:
    """A fresh game (under the current rules, or rules version `rules`) in which seat 0 is
    first player, seat 1 second, and so on.

    The set-up draws the first player at random; tests fix it so that seats are
    predictable, and re-deal the starting supply by the new turn order.
    """
    s = G.new(players, seed, rules=rules).copy()
    s.order = tuple(range(players))
    for seat, p in enumerate(s.players):
        start = [tuple(sorted(sec)) for sec in START_SUPPLY[seat]]
        p.supply = tuple(start + [()] * (SECTIONS - len(start)))
    s.tasks = (("metals", 0), ("activate", 0))
    return s


def edit(s: GoldWestState, seat: int, *, pool: dict[str, int] | None = None,
         supply: Iterable[Iterable[str]] | None = None, coaches: dict[str, int] | None = None,
         cards: tuple[int, ...] | None = None, wanted: int | None = None,
         camps_left: int | None = None, vp: dict[str, int] | None = None,
         ship_tiles: int | None = None) -> GoldWestState:
    """A copy of `s` in which `seat` holds exactly what is given (test-only shortcut).

    `pool` lists this turn's usable resources (the others are 0); `supply` the four
    sections, front first; `vp` replaces the named in-play point categories.
    """
    s = s.copy()
    p = s.players[seat]
    if pool is not None:
        assert set(pool) <= set(RESOURCES), pool
        p.pool = {r: pool.get(r, 0) for r in RESOURCES}
    if supply is not None:
        sections = [tuple(sorted(sec)) for sec in supply]
        assert len(sections) == SECTIONS
        p.supply = tuple(sections)
    if coaches is not None:
        p.coaches = {**p.coaches, **coaches}
    if cards is not None:
        p.cards = tuple(cards)
    if wanted is not None:
        p.wanted = wanted
    if camps_left is not None:
        p.camps_left = camps_left
    if vp is not None:
        p.vp = {**p.vp, **vp}
    if ship_tiles is not None:
        p.ship_tiles = ship_tiles
    return s


def edit_board(s: GoldWestState, *, buildings: dict[Hex, tuple[int, str]] | None = None,
               tokens: dict[Hex, tuple[str, ...]] | None = None,
               face_up: Iterable[Hex] | None = None, looted: Iterable[Hex] | None = None,
               offices: tuple[str, ...] | None = None,
               markers: dict[int, tuple[int, ...]] | None = None,
               investments: tuple[int, ...] | None = None,
               invest_bonus: tuple[int, ...] | None = None) -> GoldWestState:
    """A copy of `s` with parts of the table replaced (test-only shortcut).

    `buildings` is the whole map's buildings; placing one removes the mining token
    under it. `tokens` only *updates* the tokens on the hexes given. `markers` updates
    the BoomTown spaces given.
    """
    s = s.copy()
    if tokens is not None:
        s.tokens = {**s.tokens, **tokens}
    if buildings is not None:
        s.buildings = dict(buildings)
        s.tokens = {h: t for h, t in s.tokens.items() if h not in buildings}
        s.face_up = frozenset(h for h in s.face_up if h in s.tokens)
    if face_up is not None:
        s.face_up = frozenset(face_up)
    if looted is not None:
        s.looted = frozenset(looted)
        s.tokens = {h: t for h, t in s.tokens.items() if h not in s.looted}
        s.face_up = frozenset(h for h in s.face_up if h in s.tokens)
    if offices is not None:
        assert len(offices) == 9
        s.offices = tuple(offices)
    if markers is not None:
        m = list(s.markers)
        for space, seats in markers.items():
            m[space] = tuple(seats)
        s.markers = tuple(m)
    if investments is not None:
        s.investments = tuple(investments)
    if invest_bonus is not None:
        s.invest_bonus = tuple(invest_bonus)
    return s


def at_metals(s: GoldWestState, seat: int, **pool: int) -> GoldWestState:
    """A copy of `s` where `seat` has just activated and holds `pool` to use."""
    s = edit(s, seat, pool=pool)
    s.players[seat].invested = s.players[seat].boomtowned = False
    s.tasks = (("metals", seat),)
    return s


def at_activate(s: GoldWestState, seat: int, supply: Iterable[Iterable[str]]
                ) -> GoldWestState:
    """A copy of `s` where `seat` begins a turn with this supply track and an empty pool."""
    s = edit(s, seat, supply=supply, pool={})
    s.players[seat].invested = s.players[seat].boomtowned = False
    s.tasks = (("metals", seat), ("activate", seat))
    return s


# -- the map ---------------------------------------------------------------------------------
def by_water(h: Hex) -> bool:
    return any(n in WATER for n in neighbours(h))


def land(s: GoldWestState, terrain: str | None = None) -> list[Hex]:
    """The land hexes in play (of one terrain), in a fixed order."""
    return sorted(h for h, t in s.terrain.items() if terrain is None or t == terrain)


def face_down(s: GoldWestState) -> list[Hex]:
    return sorted(h for h in s.tokens if h not in s.face_up)


def hexkey(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


# -- moves -----------------------------------------------------------------------------------
def seat_to_act(s: GoldWestState) -> int:
    who = G.to_act(s)
    assert len(who) == 1, f"expected one seat to act, got {who}"
    return who[0]


def last_log(s: GoldWestState) -> tuple[str, dict]:
    """The latest log entry: (message id, params)."""
    msg, params, _ = s.log_entries[-1]
    return msg, params


def top(s: GoldWestState) -> tuple:
    return s.tasks[-1] if s.tasks else ()


def step(s: GoldWestState, key: str, seat: int | None = None) -> GoldWestState:
    """Play `key` for the seat to act (checking it is `seat` when given)."""
    actor = seat_to_act(s)
    if seat is not None:
        assert actor == seat, f"seat {actor} is to act, not seat {seat} (task {top(s)})"
    return G.apply(s, Action.from_key(actor, key))


def play(s: GoldWestState, *keys_: str) -> GoldWestState:
    """Play the keys in order, each for whichever seat is to act."""
    for key in keys_:
        s = step(s, key)
    return s


def keys(s: GoldWestState) -> set[str]:
    """Every legal key of the seat to act."""
    return {a.key for a in G.legal_actions(s, seat_to_act(s))}


def keys_of(s: GoldWestState, kind: str) -> set[str]:
    """The legal keys of one kind (``invest``, ``boomtown``, ``build`` ...)."""
    return {k for k in keys(s) if k.split(":")[0] == kind}


def refused(s: GoldWestState, seat: int, key: str, match: str | None = None
            ) -> IllegalAction:
    """Assert that `key` raises IllegalAction (saying `match`) and leaves `s` untouched."""
    before = s.snapshot()
    with pytest.raises(IllegalAction, match=match) as info:
        G.apply(s, Action.from_key(seat, key))
    assert s.snapshot() == before
    return info.value


# -- driving the game ------------------------------------------------------------------------
def quick_move(s: GoldWestState) -> str:
    """A plain, deterministic policy that ends the game fast: activate the front-most
    non-empty section, drop and use nothing, camp (or loot) on the first face-up token,
    put its resources in section 0, end the final turns at once."""
    legal = sorted(keys(s))
    name = top(s)[0]
    if name in ("activate", "drop", "section"):
        return legal[0] if name != "section" else "section:0"
    if name == "metals":
        for prefix in ("end", "build:camp:", "loot:"):
            found = [k for k in legal if k.startswith(prefix)]
            if found:
                return found[0]
    return "skip"


def play_quickly(s: GoldWestState, until: object = None, limit: int = 5000
                 ) -> GoldWestState:
    """Play `quick_move` until the game ends, or until `until(s)` is true."""
    for _ in range(limit):
        if G.is_over(s) or (until is not None and until(s)):
            return s
        s = step(s, quick_move(s))
    raise AssertionError("the game did not end")
