"""Reading the board: region keys and neighbours, the worker sets a space accepts, and the
squash the town's free one leaves. Pure functions of data and state that the rules, the
refusals and the bots share (kept apart so that none of them imports another)."""
from __future__ import annotations

from itertools import combinations_with_replacement

from .data import COLOURS, DIRECTIONS, Hex
from .state import MontanaState

#: the three straight-line axes of the hex grid
AXES = ((1, 0), (1, -1), (0, 1))


def hex_key(h: Hex) -> str:
    """The text form of a region in action keys: ``q,r``."""
    return f"{h[0]},{h[1]}"


def parse_hex(text: object) -> Hex:
    q, r = str(text).split(",")
    return int(q), int(r)


def neighbours(h: Hex) -> list[Hex]:
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


#: every multiset of 1 to 3 worker colours, with how many of each colour it needs
_MULTISETS = {size: [(combo, tuple((c, combo.count(c)) for c in sorted(set(combo))))
                     for combo in combinations_with_replacement(COLOURS, size)]
              for size in (1, 2, 3)}


def worker_sets(workers: dict[str, int], size: int) -> list[tuple[str, ...]]:
    """Every multiset of `size` colours the player can send."""
    out = []
    for combo, needs in _MULTISETS[size]:  # asked for every space valued: plain loops
        for c, k in needs:
            if workers[c] < k:
                break
        else:
            out.append(combo)
    return out


def box_options(workers: dict[str, int], colour: str) -> list[tuple[str, ...]]:
    """A harvest box takes 1 worker of the area's colour or 2 of any colours."""
    out = [(colour,)] if workers[colour] else []
    return out + worker_sets(workers, 2)


def joined(workers: tuple[str, ...]) -> str:
    return "+".join(workers)


def squash_after_free(s: MontanaState, seat: int) -> int:
    """The active player's squash once the town's free squash is taken, as `_take` would
    leave it, without copying the state (asked at every turn). With the supply empty,
    everybody holding squash gives one back first, the taker too."""
    held = s.players[seat].goods["squash"]
    if s.supply["squash"]:
        return held + 1
    if held:  # gives one back and takes it again
        return held
    return int(any(p.goods["squash"] for p in s.players))
