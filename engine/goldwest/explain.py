"""Why a tempting Gold West move is not allowed: the sentences behind `IllegalAction`.

`explain` is only asked about moves that the legal moves did not offer, and it never
decides: it reads the state to name the rule in the way, and returns None (the generic
message) for a key it cannot read, or for a move the rules allow. Supply sections are
counted from 1, as in the rulebook and on screen (keys count them from 0).
"""
from __future__ import annotations

from collections.abc import Callable

from ..core import Action
from .board import SPACE_COSTS, hex_key, parse_hex
from .data import INVESTMENTS, METALS, RESOURCES, SECTIONS, SHIP_END, WATER, Hex
from .state import GoldWestState

ONE_MARKER = "only one BoomTown marker a turn, a card's free one included"
NO_SUCH_SECTION = f"the supply track has only {SECTIONS} sections"
#: the moves of the metals step: using metals, then building or looting (rulebook)
METAL_KINDS = frozenset({"invest", "boomtown", "ship", "build", "loot", "end"})
#: the steps an investment's ability pushes; each may be skipped
ABILITY_STEPS = frozenset({"freeship", "freeboomtown", "extraboomtown", "upgrade", "gain",
                           "peek"})
#: what the turn waits for, by step ("drop" and "metals" are worded in `_wrong_step`)
STEP_HINTS = {
    "activate": "first choose a supply section to activate",
    "section": "first choose the supply section for the token's resources",
    "freeship": "first take the investment's free shipping step, or skip it",
    "freeboomtown": "first place the investment's free BoomTown marker, or skip it",
    "extraboomtown": "first place the investment's extra BoomTown marker, or skip it",
    "upgrade": "first choose a camp to upgrade to a settlement, or skip it",
    "gain": "first choose a resource to add to your supply track, or skip it",
    "peek": "first choose a face-down token to look at, or skip it",
}


def explain(s: GoldWestState, action: Action) -> str | None:
    """The rule that stands in the way of `action`, or None for the generic message."""
    kind, args = action.kind, action.params
    shape = SHAPES.get(kind)
    if shape is None or len(args) != len(shape) or not all(
            fits(a) for fits, a in zip(shape, args, strict=True)):
        return None
    if s.final and kind in ("build", "loot"):
        return "all camps are placed: the last round has no build or loot step"
    if s.final and kind == "gain":
        return "no resources are taken in the last round"
    task = s.tasks[-1]
    if not _in_step(task[0], kind):
        return _wrong_step(s, task, kind)
    reason = REASONS.get(kind)  # none for "skip", which its steps always offer
    return reason(s, action.seat, args) if reason else None


def _in_step(step: str, kind: str) -> bool:
    if step == "metals":
        return kind in METAL_KINDS
    return kind == step or (kind == "skip" and step in ABILITY_STEPS)


def _wrong_step(s: GoldWestState, task: tuple, kind: str) -> str:
    """Name the step the turn is in."""
    step = task[0]
    if step == "drop":
        hint = f"first choose the resource that stays in section {task[2] + 1}"
    elif step == "metals":
        hint = "now use your metals, then " + ("end your turn" if s.final
                                                else "build or loot")
    else:
        hint = STEP_HINTS[step]
    if kind == "activate":
        return f"the supply track is activated once a turn, at its start; {hint}"
    return hint


# -- reading keys ----------------------------------------------------------------------------
def _is_int(value: object) -> bool:
    return isinstance(value, int)


def _is_resource(value: object) -> bool:
    return value in RESOURCES


def _is_hex(value: object) -> bool:
    return parse_hex(value) is not None


def _is_space(value: object) -> bool:
    return isinstance(value, int) and 0 <= value < len(SPACE_COSTS)


def _is_card(value: object) -> bool:
    return isinstance(value, int) and 0 <= value < len(INVESTMENTS)


def _is_building(value: object) -> bool:
    return value in ("camp", "settlement")


#: the parameters each kind of move takes; a key of another shape gets the generic message
SHAPES: dict[str, tuple[Callable[[object], bool], ...]] = {
    "activate": (_is_int,), "drop": (_is_resource,), "section": (_is_int,),
    "invest": (_is_card,), "boomtown": (_is_space,), "ship": (_is_resource,),
    "build": (_is_building, _is_hex), "loot": (_is_hex,), "end": (), "skip": (),
    "freeship": (_is_resource,), "freeboomtown": (_is_space,),
    "extraboomtown": (_is_space,), "upgrade": (_is_hex,), "gain": (_is_resource, _is_int),
    "peek": (_is_hex,),
}


# -- naming things ---------------------------------------------------------------------------
def _listing(words: list[str], last: str) -> str:
    """``a, b and c`` (or ``or``)."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def _amounts(counts: dict[str, int]) -> str:
    return _listing([f"{n} {r}" for r, n in counts.items()], "and")


def _space(s: GoldWestState, space: int) -> str:
    office = s.offices[space]
    name = "4 VP tile" if office == "vp4" else office.replace("_", " ")
    return f"BoomTown space {space} ({name})"


def _hex(s: GoldWestState, h: Hex) -> str:
    terrain = s.terrain.get(h)
    return f"the {terrain} hex {hex_key(h)}" if terrain else f"hex {hex_key(h)}"


def _who(seat: int, owner: int) -> str:
    return "you" if owner == seat else f"seat {owner}"


def _whose(seat: int, owner: int) -> str:
    return "your" if owner == seat else f"seat {owner}'s"


# -- step 1: activating the supply track -----------------------------------------------------
def _activate(s: GoldWestState, seat: int, args: tuple) -> str | None:
    section = args[0]
    if not 0 <= section < SECTIONS:
        return NO_SUCH_SECTION
    if not s.players[seat].supply[section]:
        return (f"section {section + 1} of your supply track is empty: activate a section "
                f"holding at least one resource")
    return None


def _drop(s: GoldWestState, seat: int, args: tuple) -> str | None:
    pool = s.players[seat].pool
    if pool[args[0]]:
        return None
    held = [r for r in RESOURCES if pool[r]]
    return (f"you carry no {args[0]} up: leave one {_listing(held, 'or')} in section "
            f"{s.tasks[-1][2] + 1}")


def _section(s: GoldWestState, seat: int, args: tuple) -> str | None:
    if 0 <= args[0] < SECTIONS:
        return None
    return f"the token's resources go together into one section, and {NO_SUCH_SECTION}"


# -- step 2: using metals --------------------------------------------------------------------
def _lack(pool: dict[str, int], cost: dict[str, int]) -> str | None:
    short = {m: k - pool[m] for m, k in cost.items() if pool[m] < k}
    return _amounts(short) if short else None


def _invest(s: GoldWestState, seat: int, args: tuple) -> str | None:
    card = args[0]
    p = s.players[seat]
    if p.invested:
        return "only one investment a turn: you have already invested this turn"
    if card not in s.investments:
        owner = next((i for i, q in enumerate(s.players) if card in q.cards), None)
        if owner is None:
            return f"investment card {card} is not on offer"
        return f"investment card {card} was already taken by {_who(seat, owner)}"
    cost = INVESTMENTS[card].cost
    lack = _lack(p.pool, cost)
    return f"investment card {card} costs {_amounts(cost)}: you lack {lack}" if lack else None


def _boomtown(s: GoldWestState, seat: int, args: tuple) -> str | None:
    space = args[0]
    p = s.players[seat]
    if p.boomtowned:
        return f"{ONE_MARKER}: you have placed yours this turn"
    if s.markers[space]:
        owner = s.markers[space][0]
        return (f"{_space(s, space)} already holds {_whose(seat, owner)} marker, "
                f"and a space takes one marker")
    cost = SPACE_COSTS[space]
    lack = _lack(p.pool, cost)
    return f"{_space(s, space)} costs {_amounts(cost)}: you lack {lack}" if lack else None


def _free_marker(s: GoldWestState, seat: int, args: tuple) -> str | None:
    space = args[0]
    if s.players[seat].boomtowned:
        return f"{ONE_MARKER}: you have placed yours this turn"
    if s.markers[space]:
        return f"the free marker goes on an empty space, and {_space(s, space)} is taken"
    return None


def _extra_marker(s: GoldWestState, seat: int, args: tuple) -> str | None:
    space = args[0]
    markers = s.markers[space]
    if s.players[seat].boomtowned:
        return f"{ONE_MARKER}: you have placed yours this turn"
    if not markers:
        return f"the extra marker goes beside another player's, and {_space(s, space)} is empty"
    if len(markers) > 1:
        return f"{_space(s, space)} already holds two markers, the most a space takes"
    if markers[0] == seat:
        return "the extra marker goes beside another player's marker, not your own"
    return None


def _shipping(s: GoldWestState, seat: int, args: tuple) -> str | None:
    metal = args[0]
    if metal not in METALS:
        return f"only metals are shipped, not {metal}"
    if s.players[seat].coaches[metal] >= SHIP_END:
        return f"your {metal} coach is already at the end of its track"
    return None


def _ship(s: GoldWestState, seat: int, args: tuple) -> str | None:
    metal = args[0]
    blocked = _shipping(s, seat, args)
    if blocked or s.players[seat].pool[metal]:
        return blocked
    return f"you hold no {metal} to ship"


# -- step 3: building or looting -------------------------------------------------------------
def _untakable(s: GoldWestState, seat: int, h: Hex) -> str | None:
    """Why the mining token on `h` cannot be taken: only face-up tokens are open."""
    if h in WATER:
        return f"hex {hex_key(h)} is water"
    if h not in s.terrain:
        return f"hex {hex_key(h)} is not a land hex in play"
    if h in s.buildings:
        owner, building = s.buildings[h]
        return f"{_hex(s, h)} already holds {_whose(seat, owner)} {building}"
    if h in s.looted:
        return f"{_hex(s, h)} was looted: its token is gone"
    if h not in s.face_up:
        return (f"the token on {_hex(s, h)} is face down: only tokens turned up (by the "
                f"water or next to a taken hex) may be taken")
    return None


def _build(s: GoldWestState, seat: int, args: tuple) -> str | None:
    building, key = args
    pool = s.players[seat].pool
    if building == "settlement" and not (pool["wood"] and pool["stone"]):
        return "a settlement needs one wood and one stone"
    if not (pool["wood"] or pool["stone"]):
        return "a camp needs one wood or one stone: with neither you must loot"
    return _untakable(s, seat, parse_hex(key))


def _loot(s: GoldWestState, seat: int, args: tuple) -> str | None:
    pool = s.players[seat].pool
    if pool["wood"] or pool["stone"]:
        return "you may loot only with neither wood nor stone: build a camp instead"
    return _untakable(s, seat, parse_hex(args[0]))


def _end(s: GoldWestState, seat: int, args: tuple) -> str | None:
    if s.final or not s.face_up:
        return None
    return "every turn places exactly one camp: build or loot before your turn ends"


# -- investment abilities --------------------------------------------------------------------
def _upgrade(s: GoldWestState, seat: int, args: tuple) -> str | None:
    h = parse_hex(args[0])
    owner, building = s.buildings.get(h, (None, None))
    if owner is None:
        return f"you have no camp on {_hex(s, h)}"
    if owner != seat:
        return f"the {building} on {_hex(s, h)} is seat {owner}'s, not yours"
    if building == "settlement":
        return f"{_hex(s, h)} already holds your settlement"
    return None


def _gain(s: GoldWestState, seat: int, args: tuple) -> str | None:
    return None if 0 <= args[1] < SECTIONS else NO_SUCH_SECTION


def _peek(s: GoldWestState, seat: int, args: tuple) -> str | None:
    h = parse_hex(args[0])
    if h not in s.tokens:
        return f"there is no mining token on {_hex(s, h)}"
    if h in s.face_up:
        return f"the token on {_hex(s, h)} is already face up"
    if h in s.players[seat].peeked:
        return f"you have already looked at the token on {_hex(s, h)}"
    return None


#: the reason for each kind of move in its own step
REASONS: dict[str, Callable[[GoldWestState, int, tuple], str | None]] = {
    "activate": _activate, "drop": _drop, "section": _section, "invest": _invest,
    "boomtown": _boomtown, "ship": _ship, "build": _build, "loot": _loot, "end": _end,
    "freeship": _shipping, "freeboomtown": _free_marker, "extraboomtown": _extra_marker,
    "upgrade": _upgrade, "gain": _gain, "peek": _peek,
}
