"""Scenario builders for the Montana rule tests.

Positions start from a real `G.new` set-up (quick start: the start tile on the centre);
the only shortcuts are `new_game`'s fixed turn order and the `edit*` / `with_spin`
functions, which change a *copy* of a state (never the state given) so that a test can
start from the goods, coins, workers, cows, camps or wheel position a rule needs without
playing for them. Containers that `state.copy()` shares between states (the camps,
areas, town dicts, the bank tuple) are always replaced, never changed in place.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

import engine
from engine import Action, IllegalAction
from engine.core import Rng
from engine.montana.board import neighbours
from engine.montana.data import (
    AREAS,
    BANK,
    COLOURS,
    GOODS,
    START_COINS,
    TILES,
    WHEEL,
    Hex,
)
from engine.montana.state import MontanaState

G = engine.GAMES["montana"]
__all__ = ["G"]
#: the most moves a helper loop plays (and 8 times the seeds `with_spin` tries)
LOOP_CAP = 64


# -- making and editing positions ------------------------------------------------------------
def new_game(players: int = 3, seed: int = 0, *, start: int = 0,
             rules: int | None = None) -> MontanaState:
    """A quick-start game at the first turn of seat `start`, who is the start player.

    The set-up draws the start player at random; tests fix it so that seats are
    predictable (turn order `start`, `start`+1, ...) and re-deal the 3/4/5/6 coins by it.
    The workers from the two set-up spins stay as drawn (copper for a free choice):
    tests set them with `edit`. `rules` is the rules version (default: the current one).
    """
    s = G.new(players, seed, {"quick_start": True}, rules)
    s = free_choices(s, "copper")  # a free-choice set-up spin: take copper
    assert top(s) == ("turn", s.order[0]), top(s)
    s = s.copy()
    s.order = tuple((start + i) % players for i in range(players))
    for position, seat in enumerate(s.order):
        s.players[seat].coins = START_COINS[position]
    s.active = start
    s.tasks = (("turn", start),)
    return s


def edit(s: MontanaState, seat: int, *, goods: dict[str, int] | None = None,
         coins: int | None = None, workers: dict[str, int] | None = None,
         cows: int | None = None, canteens: int | None = None,
         camps_left: int | None = None) -> MontanaState:
    """A copy of `s` in which `seat` holds exactly what is given (test-only shortcut).

    `goods` and `workers` list every kind held; the kinds not named are set to 0.
    """
    s = s.copy()
    p = s.players[seat]
    if goods is not None:
        assert set(goods) <= set(GOODS), goods
        p.goods = {g: goods.get(g, 0) for g in GOODS}
    if workers is not None:
        assert set(workers) <= set(COLOURS), workers
        p.workers = {c: workers.get(c, 0) for c in COLOURS}
    if coins is not None:
        p.coins = coins
    if cows is not None:
        p.cows = cows
    if canteens is not None:
        p.canteens = canteens
    if camps_left is not None:
        p.camps_left = camps_left
    return s


def edit_all(s: MontanaState, **holdings: object) -> MontanaState:
    """`edit` applied to every seat (the same holdings for all)."""
    for seat in range(s.num_players):
        s = edit(s, seat, **holdings)
    return s


def edit_board(s: MontanaState, *, supply: dict[str, int] | None = None,
               worker_supply: dict[str, int] | None = None, cow_supply: int | None = None,
               bank: Iterable[tuple[str, ...]] | None = None,
               areas: dict[str, Iterable[tuple[tuple[str, ...], tuple[str, ...]]]] | None = None,
               wheel: int | None = None) -> MontanaState:
    """A copy of `s` with parts of the general supply (only the kinds named change), the
    bank's and the harvest areas' boxes, or the wheel's arrow replaced (test-only)."""
    s = s.copy()
    if supply is not None:
        s.supply.update(supply)
    if worker_supply is not None:
        s.worker_supply.update(worker_supply)
    if cow_supply is not None:
        s.cow_supply = cow_supply
    if bank is not None:
        s.bank = tuple(tuple(w) for w in bank)
        assert len(s.bank) == len(BANK)
    if areas is not None:
        new = dict(s.areas)
        for area, boxes in areas.items():
            new[area] = tuple((tuple(lg), tuple(sm)) for lg, sm in boxes)
            assert len(new[area]) == len(AREAS[area][2])
        s.areas = new
    if wheel is not None:
        s.wheel = wheel
    return s


def edit_camps(s: MontanaState, camps: dict[Hex, tuple[int, int]]) -> MontanaState:
    """A copy of `s` with camps added (region -> (seat, camps there)); the owners' camps
    left drop by as many, and the buildable frontier is worked out again."""
    s = s.copy()
    for h, (seat, count) in camps.items():
        assert s.regions[h].kind == "land" and h != s.start_region and h not in s.camps
        s.players[seat].camps_left -= count
    s.camps = {**s.camps, **camps}
    occupied = {s.start_region, *s.camps}
    s.frontier = frozenset(nb for h in occupied for nb in neighbours(h)
                           if nb in s.regions and s.regions[nb].kind == "land"
                           and nb not in occupied)
    return s


def with_spin(s: MontanaState, segment: int) -> MontanaState:
    """A copy of `s` whose seeded generator makes the next spin stop on `segment`
    (test-only: the generator's state is replaced by the first one that does)."""
    s = s.copy()
    s.rng = Rng(next(x for x in range(LOOP_CAP * len(WHEEL))
                     if Rng(x).below(len(WHEEL)) == segment))
    return s


def middle_tile(s: MontanaState) -> str:
    """Which landscape tile lies in the middle of the layout (centred on 0,0)."""
    return next(name for name, hexes in TILES.items()
                if all(s.regions.get(h) == r for h, r in hexes.items()))


# -- moves -----------------------------------------------------------------------------------
def seat_to_act(s: MontanaState) -> int:
    who = G.to_act(s)
    assert len(who) == 1, f"expected one seat to act, got {who}"
    return who[0]


def top(s: MontanaState) -> tuple:
    return s.tasks[-1] if s.tasks else ()


def step(s: MontanaState, key: str, seat: int | None = None) -> MontanaState:
    """Play `key` (parsed by `Action.from_key`) for the seat to act, checking it is `seat`
    when given."""
    actor = seat_to_act(s)
    if seat is not None:
        assert actor == seat, f"seat {actor} is to act, not seat {seat} (task {top(s)})"
    return G.apply(s, Action.from_key(actor, key))


def play(s: MontanaState, *moves: tuple[int, str]) -> MontanaState:
    """Play (seat, key) moves in order, checking each seat is the one to act."""
    for seat, key in moves:
        s = step(s, key, seat)
    return s


def bot_moves(players: int, seed: int, levels: tuple[str, ...], cap: int = 5_000):
    """The moves of a seeded game of bots (`levels[seat]` plays `seat`), in order: each as
    (the position, the seat to act, the move it plays). The game must end within `cap`
    moves (bot games take 100 to 900)."""
    s = G.new(players, seed)
    rng = Rng(seed)
    for _ in range(cap):
        if G.is_over(s):
            return
        seat = seat_to_act(s)
        action = G.bots[levels[seat]](s, seat, rng, 0)
        yield s, seat, action
        s = G.apply(s, action)
    raise AssertionError(f"the game did not end within {cap} moves")


def bot_positions(players: int, seed: int, levels: tuple[str, ...], every: int):
    """Every `every`-th position of a seeded game of bots, with the seat to act."""
    for n, (s, seat, _) in enumerate(bot_moves(players, seed, levels)):
        if n % every == 0:
            yield s, seat


def keys(s: MontanaState, seat: int | None = None) -> set[str]:
    """Every legal key of `seat` (default: the seat to act), cow trades included."""
    seat = seat_to_act(s) if seat is None else seat
    return {a.key for a in G.legal_actions(s, seat)}


def main_keys(s: MontanaState) -> set[str]:
    """The legal keys of the seat to act without the free cow trades."""
    return {a.key for a in G.legal_actions(s, seat_to_act(s)) if not a.free}


def refused(s: MontanaState, seat: int, key: str, code: str | None = None,
            **params: object) -> IllegalAction:
    """Assert that `key` raises IllegalAction (with `code` and at least `params`, when
    given) and leaves `s` untouched."""
    before = s.snapshot()
    with pytest.raises(IllegalAction) as info:
        G.apply(s, Action.from_key(seat, key))
    assert s.snapshot() == before
    exc = info.value
    if code is not None:
        assert exc.code == code, (key, exc.code, exc.params)
        assert {k: exc.params.get(k) for k in params} == params, (key, exc.params)
    return exc


def log_of(s: MontanaState, msg: str) -> list[dict]:
    """The parameters of every log entry `msg`, oldest first."""
    return [params for mid, params, _ in s.log_entries if mid == msg]


def play_while(s: MontanaState, going: Callable[[MontanaState], bool],
               key: Callable[[MontanaState], str], cap: int | None = None) -> MontanaState:
    """Play `key(s)` for the seat to act while `going(s)`, at most `cap` moves (default
    `LOOP_CAP`): a rule gone wrong makes the test fail, never hang."""
    cap = LOOP_CAP if cap is None else cap
    for _ in range(cap):
        if not going(s):
            return s
        s = step(s, key(s))
    raise AssertionError(f"still going after {cap} moves (task {top(s)})")


def free_choices(s: MontanaState, colour: str) -> MontanaState:
    """Answer every free-choice worker of the spins in progress with `colour`."""
    return play_while(s, lambda s: top(s)[0] == "choose_worker", lambda s: f"take:{colour}")


def decline_until_turn(s: MontanaState, seat: int) -> MontanaState:
    """After `seat`'s recruit: the first choice of each question and no paid advance, until
    the next turn (all of them `seat`'s own questions)."""
    def answer(s: MontanaState) -> str:
        assert seat_to_act(s) == seat
        return "noadvance" if top(s)[0] == "advance" else sorted(main_keys(s))[0]

    return play_while(s, lambda s: top(s)[0] != "turn", answer)


def end_turn(s: MontanaState) -> MontanaState:
    """Finish the current turn: decline the canteen's extra turn when it is offered."""
    return play_while(s, lambda s: bool(top(s)) and top(s)[0] == "canteen", lambda s: "endturn")


# -- conservation ----------------------------------------------------------------------------
def goods_totals(s: MontanaState) -> dict[str, int]:
    """Per kind of good: the general supply plus everything the players hold."""
    return {g: s.supply[g] + sum(p.goods[g] for p in s.players) for g in GOODS}


def worker_totals(s: MontanaState) -> dict[str, int]:
    """Per colour: the supply, the players' boards, their incoming workers and the workers
    on the bank's and the harvest areas' boxes."""
    out = {c: s.worker_supply[c] + sum(p.workers[c] + p.incoming[c] for p in s.players)
           for c in COLOURS}
    placed = [c for workers in s.bank for c in workers]
    placed += [c for boxes in s.areas.values() for large, small in boxes
               for c in large + small]
    for c in placed:
        out[c] += 1
    return out


def cow_total(s: MontanaState) -> int:
    """Cows in the box (the cow supply), on the landscape and on the players' boards."""
    return s.cow_supply + len(s.cows_on_map) + sum(p.cows for p in s.players)
