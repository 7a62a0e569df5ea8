"""The investment abilities: what each one's step offers, and why one would do nothing.

A card's ability is a step (or two) on top of the turn's metals step; each may be skipped.
The moves here are the ones besides "skip". When there are none the ability does nothing,
and `void_reason` says why; under rules version 2 such a step is not offered at all (the
log says why instead), and the board can say so before the card is taken (`view`).
"""
from __future__ import annotations

from ..core import Action
from .board import hex_key
from .data import INVESTMENTS, METALS, RESOURCES, SECTIONS, SHIP_END
from .state import GoldWestState

#: the step(s) each ability pushes, one per use (cards 3, 4 and 18 give two)
ABILITY_STEPS: dict[str, tuple[str, ...]] = {
    "ship:1": ("freeship",), "ship:2": ("freeship", "freeship"),
    "boomtown_empty": ("freeboomtown",), "boomtown_occupied": ("extraboomtown",),
    "upgrade": ("upgrade",), "gain2": ("gain", "gain"), "peek": ("peek", "peek"),
}
STEPS = frozenset(step for steps in ABILITY_STEPS.values() for step in steps)
#: why an ability may do nothing (`void_reason`)
VOID_REASONS = ("one_marker", "final_round", "no_space", "no_camp", "no_token",
                "coaches_at_end")


def ability_moves(s: GoldWestState, seat: int, step: str) -> list[Action]:
    """The moves an ability step offers besides skipping it."""
    p = s.players[seat]
    if step == "freeship":
        return [Action(seat, "freeship", m) for m in METALS if p.coaches[m] < SHIP_END]
    if step == "freeboomtown":  # one BoomTown marker a turn, free ones included
        return [Action(seat, "freeboomtown", i) for i in range(9)
                if not p.boomtowned and not s.markers[i]]
    if step == "extraboomtown":
        return [Action(seat, "extraboomtown", i) for i in range(9) if not p.boomtowned
                and len(s.markers[i]) == 1 and s.markers[i][0] != seat]
    if step == "upgrade":
        if s.final and s.rules >= 2:
            return []
        return [Action(seat, "upgrade", hex_key(h)) for h, b in sorted(s.buildings.items())
                if b == (seat, "camp")]
    if step == "gain":  # "aucune ressource n'est prise pendant ce dernier tour"
        return [] if s.final else [Action(seat, "gain", r, i) for r in RESOURCES
                                   for i in range(SECTIONS)]
    if step == "peek":
        return [Action(seat, "peek", hex_key(h)) for h in sorted(s.tokens)
                if h not in s.face_up and h not in p.peeked]
    raise ValueError(step)


def void_reason(s: GoldWestState, seat: int, step: str) -> str | None:
    """Why the ability step `step` would offer nothing to `seat` now (None: it offers
    something): one_marker, final_round, no_space, no_camp, no_token, coaches_at_end."""
    if ability_moves(s, seat, step):
        return None
    if step in ("freeboomtown", "extraboomtown"):
        return "one_marker" if s.players[seat].boomtowned else "no_space"
    if step in ("gain", "upgrade") and s.final:
        return "final_round"
    return {"upgrade": "no_camp", "peek": "no_token", "freeship": "coaches_at_end"}[step]


def card_void(s: GoldWestState, seat: int, card: int) -> str | None:
    """Why investing in `card` now would bring `seat` nothing from its ability (None: it
    would, or the card has no ability to choose with)."""
    steps = ABILITY_STEPS.get(INVESTMENTS[card].ability, ())
    return void_reason(s, seat, steps[0]) if steps else None
