"""Loading a save by replaying its moves, so no save can hold an impossible state."""
from __future__ import annotations

from typing import Any

from .action import Action
from .errors import BadSave, IllegalAction
from .game import SAVE_FORMAT
from .registry import GAMES
from .state import BaseState


def load(data: Any) -> BaseState:
    """Rebuild the state a save describes; a bad save raises `BadSave` saying what is wrong."""
    if not isinstance(data, dict):
        raise BadSave("this is not a Westbound save (expected a JSON object)", "not_save")
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise BadSave("this is not a Westbound save (it has no format version)", "not_save")
    if fmt > SAVE_FORMAT:
        raise BadSave(f"this save has format {fmt}, made by a newer version of Westbound",
                      "newer_format", format=fmt)
    if fmt < 1:
        raise BadSave(f"unknown save format {fmt}", "unknown_format", format=fmt)
    missing = [k for k in ("game", "players", "seed", "options", "actions") if k not in data]
    if missing:
        raise BadSave(f"the save is incomplete: it has no {missing[0]!r}", "incomplete",
                      field=missing[0])
    game = GAMES.get(data["game"]) if isinstance(data["game"], str) else None
    if game is None:
        raise BadSave(f"unknown game {data['game']!r}", "unknown_game", game=str(data["game"]))
    rules = data.get("rules") if fmt >= 2 else 1
    if not isinstance(rules, int) or isinstance(rules, bool) or rules < 1:
        raise BadSave("the save's rules version is missing or wrong", "incomplete",
                      field="rules")
    if rules > game.rules_version:
        raise BadSave(f"this save follows rules version {rules} of {game.title}, made by a "
                      "newer version of Westbound", "newer_rules", version=rules)
    try:
        state = game.new(data["players"], data["seed"], data["options"], rules)
    except ValueError as exc:
        raise BadSave(f"the save's set-up is wrong: {exc}", "bad_setup") from None
    actions = data["actions"]
    if not isinstance(actions, list):
        raise BadSave("the save's move list is not a list", "bad_moves")
    for number, entry in enumerate(actions, start=1):
        try:
            action = Action.from_json(entry)
        except ValueError as exc:
            raise BadSave(f"move {number} is malformed: {exc}", "bad_move",
                          number=number) from None
        try:
            state = game.apply(state, action)
        except IllegalAction as exc:
            raise BadSave(f"move {number} ({action.key!r} by seat {action.seat}) "
                          f"is not legal: {exc}", "illegal_move", number=number) from None
    return state
