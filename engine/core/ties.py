"""Who wins: the most points, then each game's tie-breaks in the rulebook's order.

A game declares its tie-breaks once (`Game.tie_breaks`) and its `winners` is computed from
that declaration, so the end screen, which shows the tie-breaks from the same declaration,
can never say something other than what the engine does.
"""
from __future__ import annotations

from typing import NamedTuple


class TieBreak(NamedTuple):
    """One step of a game's tie-break: `parts` (categories of the scores, or counts the game
    gives with `Game.tie_counts`) are added up and the most wins, or the fewest."""

    id: str
    parts: tuple[str, ...]
    fewest: bool = False


def tie_values(tie_breaks: tuple[TieBreak, ...], scores: list[dict[str, int]],
               counts: list[dict[str, int]] | None = None) -> list[list[int]]:
    """Per tie-break, per seat: the sum that the tie-break compares."""
    counts = counts or [{} for _ in scores]
    return [[sum({**sc, **more}[p] for p in tb.parts)
             for sc, more in zip(scores, counts, strict=True)]
            for tb in tie_breaks]


def leaders(tie_breaks: tuple[TieBreak, ...], scores: list[dict[str, int]],
            counts: list[dict[str, int]] | None = None) -> list[int]:
    """The seats with the best total, then the best of each tie-break in turn; those
    still tied all win."""
    values = tie_values(tie_breaks, scores, counts)
    keys = [(sc["total"], *(-v[seat] if tb.fewest else v[seat]
                            for tb, v in zip(tie_breaks, values, strict=True)))
            for seat, sc in enumerate(scores)]
    best = max(keys)
    return [seat for seat, k in enumerate(keys) if k == best]


def score_parts(tie_breaks: tuple[TieBreak, ...]) -> frozenset[str]:
    """The categories that only break ties: they are not added into the total."""
    return frozenset(p for tb in tie_breaks for p in tb.parts)
