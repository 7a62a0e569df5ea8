"""Why a tempting Gold West move is refused: the rule in its way, as a code and parameters.

`why` is only asked about moves that the legal moves did not offer, and it never decides:
it reads the state to name the rule in the way, and returns None (the generic "not_legal")
only for a key that means nothing: an unknown kind, or a section, card, BoomTown space,
resource or hex that does not exist. The page words each code ``gw.<name>`` with the
message ``gw.why.<name>``; the parameters are JSON-ready and say things as the board
does: resources and metals by their keys, amounts as ``{resource: n}``, supply sections
counted from 1 (``number``), hexes by their printed name (``pos``, ``E3``) and terrain,
BoomTown spaces by their office (``office``, ``vp4`` for the 4 VP tile), investment cards
by their number, seats as ``owner``.

Boards ask this for every hex, card and space they draw on every render, so each answer
is a few dictionary reads.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Action
from .board import HEX_LABELS, SPACE_COSTS, parse_hex
from .data import INVESTMENTS, METALS, RESOURCES, SECTIONS, SHIP_END, WATER, Hex
from .state import GoldWestState

Refusal = tuple[str, dict[str, Any]]

#: the moves of the metals step: using metals, then building or looting (rulebook)
METAL_KINDS = frozenset({"invest", "boomtown", "ship", "build", "loot", "end"})
#: the steps an investment's ability pushes; each may be skipped
ABILITY_STEPS = frozenset({"freeship", "freeboomtown", "extraboomtown", "upgrade", "gain",
                           "peek"})
#: every code `why` may give (each has its message ``gw.why.<name>`` in every language)
CODES = frozenset({
    # the step the turn is in
    "gw.activate_first", "gw.activate_once", "gw.drop_first", "gw.metals_then_build",
    "gw.metals_then_end", "gw.section_first", "gw.freeship_first", "gw.freeboomtown_first",
    "gw.extraboomtown_first", "gw.upgrade_first", "gw.gain_first", "gw.peek_first",
    "gw.build_or_loot_first",
    # activating the supply track
    "gw.section_empty", "gw.drop_not_carried",
    # investments
    "gw.invested_this_turn", "gw.card_not_in_play", "gw.card_yours", "gw.card_taken",
    "gw.card_short",
    # BoomTown
    "gw.one_marker", "gw.space_yours", "gw.space_held", "gw.space_short",
    "gw.free_marker_taken", "gw.extra_marker_empty", "gw.extra_marker_own",
    "gw.extra_marker_full",
    # shipping
    "gw.not_a_metal", "gw.coach_at_end", "gw.no_metal",
    # building and looting
    "gw.settlement_short", "gw.camp_needs_material", "gw.loot_with_material",
    "gw.hex_water", "gw.hex_out_of_play", "gw.hex_built", "gw.hex_built_yours",
    "gw.hex_looted", "gw.hex_face_down",
    # the abilities
    "gw.upgrade_no_camp", "gw.upgrade_not_yours", "gw.upgrade_settled",
    "gw.peek_no_token", "gw.peek_face_up", "gw.peek_seen",
    # the last round
    "gw.final_no_build", "gw.final_no_gain", "gw.final_no_upgrade",
})


def why(s: GoldWestState, action: Action) -> Refusal | None:
    """The rule that stands in the way of `action` (not offered now), or None for a key
    that means nothing."""
    kind, args = action.kind, action.params
    shape = SHAPES.get(kind)
    if shape is None or len(args) != len(shape) or not all(
            fits(a) for fits, a in zip(shape, args, strict=True)):
        return None
    if s.final:  # "Aucune action construction n'est réalisée et aucune ressource n'est prise"
        if kind in ("build", "loot"):
            return "gw.final_no_build", {}
        if kind == "gain":
            return "gw.final_no_gain", {}
        if kind == "upgrade" and s.rules >= 2:
            return "gw.final_no_upgrade", {}
    task = s.tasks[-1]
    if not _in_step(task[0], kind):
        return _wrong_step(s, task, kind)
    reason = REASONS.get(kind)  # none for "skip" and "section", always offered in their step
    return reason(s, action.seat, args) if reason else None


def _in_step(step: str, kind: str) -> bool:
    if step == "metals":
        return kind in METAL_KINDS
    return kind == step or (kind == "skip" and step in ABILITY_STEPS)


def _wrong_step(s: GoldWestState, task: tuple, kind: str) -> Refusal:
    """The step the turn is in, which `kind` does not belong to."""
    step = task[0]
    if kind == "activate":
        return "gw.activate_once", {}
    if step == "drop":
        return "gw.drop_first", {"number": task[2] + 1}
    if step == "metals":
        return ("gw.metals_then_end" if s.final else "gw.metals_then_build"), {}
    return f"gw.{step}_first", {}


# -- reading keys: what exists -------------------------------------------------------------
def _is_section(value: object) -> bool:
    return isinstance(value, int) and 0 <= value < SECTIONS


def _is_resource(value: object) -> bool:
    return value in RESOURCES


def _is_hex(value: object) -> bool:
    return parse_hex(value) in HEX_LABELS


def _is_space(value: object) -> bool:
    return isinstance(value, int) and 0 <= value < len(SPACE_COSTS)


def _is_card(value: object) -> bool:
    return isinstance(value, int) and 0 <= value < len(INVESTMENTS)


def _is_building(value: object) -> bool:
    return value in ("camp", "settlement")


#: the parameters each kind of move takes; a key of another shape means nothing
SHAPES: dict[str, tuple[Callable[[object], bool], ...]] = {
    "activate": (_is_section,), "drop": (_is_resource,), "section": (_is_section,),
    "invest": (_is_card,), "boomtown": (_is_space,), "ship": (_is_resource,),
    "build": (_is_building, _is_hex), "loot": (_is_hex,), "end": (), "skip": (),
    "freeship": (_is_resource,), "freeboomtown": (_is_space,),
    "extraboomtown": (_is_space,), "upgrade": (_is_hex,),
    "gain": (_is_resource, _is_section), "peek": (_is_hex,),
}


# -- naming things as the board does ---------------------------------------------------------
def _hex(s: GoldWestState, h: Hex) -> dict[str, Any]:
    return {"terrain": s.terrain[h], "pos": HEX_LABELS[h]}


def _space(s: GoldWestState, space: int) -> dict[str, Any]:
    return {"office": s.offices[space]}


def _missing(pool: dict[str, int], cost: dict[str, int]) -> dict[str, int]:
    return {m: k - pool[m] for m, k in cost.items() if pool[m] < k}


# -- step 1: activating the supply track -----------------------------------------------------
def _activate(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    if s.players[seat].supply[args[0]]:
        return None
    return "gw.section_empty", {"number": args[0] + 1}


def _drop(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    pool = s.players[seat].pool
    if pool[args[0]]:
        return None
    return "gw.drop_not_carried", {"resource": args[0], "number": s.tasks[-1][2] + 1,
                                   "held": [r for r in RESOURCES if pool[r]]}


# -- step 2: using metals --------------------------------------------------------------------
def _invest(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    card = args[0]
    p = s.players[seat]
    if card not in s.investments:
        owner = next((i for i, q in enumerate(s.players) if card in q.cards), None)
        if owner is None:
            return "gw.card_not_in_play", {"card": card}
        if owner == seat:
            return "gw.card_yours", {"card": card}
        return "gw.card_taken", {"card": card, "owner": owner}
    if p.invested:
        return "gw.invested_this_turn", {}
    cost = INVESTMENTS[card].cost
    missing = _missing(p.pool, cost)
    if missing:
        return "gw.card_short", {"card": card, "cost": dict(cost), "missing": missing}
    return None


def _boomtown(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    space = args[0]
    p = s.players[seat]
    markers = s.markers[space]
    if markers:
        if markers[0] == seat:
            return "gw.space_yours", _space(s, space)
        return "gw.space_held", {**_space(s, space), "owner": markers[0]}
    if p.boomtowned:
        return "gw.one_marker", {}
    cost = SPACE_COSTS[space]
    missing = _missing(p.pool, cost)
    if missing:
        return "gw.space_short", {**_space(s, space), "cost": dict(cost), "missing": missing}
    return None


def _free_marker(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    space = args[0]
    markers = s.markers[space]
    if markers:
        return "gw.free_marker_taken", {**_space(s, space), "owner": markers[0]}
    if s.players[seat].boomtowned:
        return "gw.one_marker", {}
    return None


def _extra_marker(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    space = args[0]
    markers = s.markers[space]
    if not markers:
        return "gw.extra_marker_empty", _space(s, space)
    if len(markers) > 1:
        return "gw.extra_marker_full", _space(s, space)
    if markers[0] == seat:
        return "gw.extra_marker_own", _space(s, space)
    if s.players[seat].boomtowned:
        return "gw.one_marker", {}
    return None


def _shipping(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    metal = args[0]
    if metal not in METALS:
        return "gw.not_a_metal", {"resource": metal}
    if s.players[seat].coaches[metal] >= SHIP_END:
        return "gw.coach_at_end", {"metal": metal}
    return None


def _ship(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    blocked = _shipping(s, seat, args)
    if blocked or s.players[seat].pool[args[0]]:
        return blocked
    return "gw.no_metal", {"metal": args[0]}


# -- step 3: building or looting -------------------------------------------------------------
def _off_land(s: GoldWestState, h: Hex) -> Refusal | None:
    """A hex of the printed map that holds no land in this game."""
    if h in WATER:
        return "gw.hex_water", {"pos": HEX_LABELS[h]}
    if h not in s.terrain:
        return "gw.hex_out_of_play", {"pos": HEX_LABELS[h]}
    return None


def _untakable(s: GoldWestState, seat: int, h: Hex) -> Refusal | None:
    """Why the mining token on `h` cannot be taken: only face-up tokens are open."""
    off = _off_land(s, h)
    if off:
        return off
    if h in s.buildings:
        owner, building = s.buildings[h]
        if owner == seat:
            return "gw.hex_built_yours", {**_hex(s, h), "building": building}
        return "gw.hex_built", {**_hex(s, h), "building": building, "owner": owner}
    if h in s.looted:
        return "gw.hex_looted", _hex(s, h)
    if h not in s.face_up:
        return "gw.hex_face_down", _hex(s, h)
    return None


def _build(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    building, key = args
    taken = _untakable(s, seat, parse_hex(key))
    if taken:
        return taken
    pool = s.players[seat].pool
    if building == "settlement" and not (pool["wood"] and pool["stone"]):
        return "gw.settlement_short", {"missing": {r: 1 for r in ("wood", "stone")
                                                   if not pool[r]}}
    if not (pool["wood"] or pool["stone"]):
        return "gw.camp_needs_material", {}
    return None


def _loot(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    taken = _untakable(s, seat, parse_hex(args[0]))
    if taken:
        return taken
    pool = s.players[seat].pool
    if pool["wood"] or pool["stone"]:
        return "gw.loot_with_material", {}
    return None


def _end(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    if s.final or not s.face_up:
        return None
    return "gw.build_or_loot_first", {}


# -- investment abilities --------------------------------------------------------------------
def _upgrade(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    h = parse_hex(args[0])
    off = _off_land(s, h)
    if off:
        return off
    owner, building = s.buildings.get(h, (None, None))
    if owner is None:
        return "gw.upgrade_no_camp", _hex(s, h)
    if owner != seat:
        return "gw.upgrade_not_yours", {**_hex(s, h), "building": building, "owner": owner}
    if building == "settlement":
        return "gw.upgrade_settled", _hex(s, h)
    return None


def _peek(s: GoldWestState, seat: int, args: tuple) -> Refusal | None:
    h = parse_hex(args[0])
    off = _off_land(s, h)
    if off:
        return off
    if h not in s.tokens:
        return "gw.peek_no_token", _hex(s, h)
    if h in s.face_up:
        return "gw.peek_face_up", _hex(s, h)
    if h in s.players[seat].peeked:
        return "gw.peek_seen", _hex(s, h)
    return None


#: the reason for each kind of move in its own step
REASONS: dict[str, Callable[[GoldWestState, int, tuple], Refusal | None]] = {
    "activate": _activate, "drop": _drop, "invest": _invest, "boomtown": _boomtown,
    "ship": _ship, "build": _build, "loot": _loot, "end": _end, "freeship": _shipping,
    "freeboomtown": _free_marker, "extraboomtown": _extra_marker, "upgrade": _upgrade,
    "peek": _peek,
}
