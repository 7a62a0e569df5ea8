"""Checks of the engine contract that every game's fuzz test runs on its positions."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from engine import Action, IllegalAction
from engine.core import Game, Rng

#: a fuzz run's games at one player count are this many tests of consecutive seeds, so that
#: pytest-xdist spreads them over the cores (a count's 170 games were the suite's longest test)
FUZZ_BLOCKS = 5


def seed_block(games: int, block: int) -> range:
    """The seeds (of 0 to `games` - 1) that test number `block` of `FUZZ_BLOCKS` plays."""
    return range(block * games // FUZZ_BLOCKS, (block + 1) * games // FUZZ_BLOCKS)


def check_moves_apply(game: Game, s: Any, seed: int, rng: Rng, bogus: Iterable[str],
                      fingerprint: Callable[[Any], Any] | None = None) -> None:
    """Every legal action of the seat to act applies; each bogus key and one legal key,
    played by that seat or by the next one, raises `IllegalAction` unless it is legal for
    that seat; and `apply` leaves the state it was given unchanged.

    `fingerprint` stands for the whole state when comparing before and after (default:
    `snapshot()`); a game whose late snapshots are slow passes a cheaper one.
    """
    take = fingerprint or (lambda state: state.snapshot())
    seat = game.to_act(s)[0]
    before = take(s)
    legal = game.legal_actions(s, seat)
    keys = {a.key for a in legal}
    for action in legal:
        game.apply(s, action)
    other = (seat + 1) % s.num_players
    for key in [*bogus, rng.choice(sorted(keys))]:
        for who in (seat, other):
            if who == seat and key in keys:
                continue
            with pytest.raises(IllegalAction):
                game.apply(s, Action.from_key(who, key))
    assert take(s) == before, f"seed {seed}: apply changed the state it was given"


def bot_game(game: Game, players: int, seed: int, levels: list[str],
             options: dict | None = None,
             max_moves: int = 20_000) -> tuple[Any, list[tuple[Any, Action]]]:
    """One seeded game with `levels[seat]` bots (a 50 ms budget): the end state and every
    (state, move) on the way, for checks on what the bots chose. A game still going after
    `max_moves` moves fails (a broken rule must not hang the tests)."""
    state = game.new(players, seed=seed, options=options)
    rng = Rng(seed + 7)
    moves = []
    for _ in range(max_moves):
        if game.is_over(state):
            return state, moves
        seat = game.to_act(state)[0]
        action = game.bots[levels[seat]](state, seat, rng, 50)
        moves.append((state, action))
        state = game.apply(state, action)
    raise AssertionError(f"seed {seed}: the game did not end within {max_moves} moves")
