"""Stored and imported games checked entry by entry before anything uses them.

`localStorage` is shared by every page of an origin (project sites on one
``<user>.github.io`` share it) and an import is any file a person picks, so neither can be
trusted. Text is measured before it is parsed (size, then nesting depth, without recursion),
then every field the page reads is checked for its type and size, and a clean record is
rebuilt from the known fields only: anything unknown is dropped. Replaying the moves
(`engine.load`) is the last check, done only when a game is opened.
"""
from __future__ import annotations

import json
import re
import time
from typing import Any

import engine
from engine.core.game import SAVE_FORMAT

#: the largest save, file or stored record, in characters; a finished 4-player game is
#: about 6,000 and the longest random-bot games about 11,000, so this leaves room for
#: games a hundred times longer while parsing stays instant
MAX_CHARS = 1_000_000
#: how deep a save's JSON nests (a record is 5 levels deep); checked before parsing, since
#: parsing JSON nested thousands deep exhausts the interpreter's stack
MAX_DEPTH = 12
#: moves in one save: the longest games are ~550 moves; replaying 5,000 takes well under
#: a second in the page
MAX_MOVES = 5_000
#: an action key's length ("place:camp:-2,1" is 15)
MAX_KEY = 64
#: a seat's name on screen
NAME_MAX = 24
#: the latest time a record may say it was saved (ms since 1970: the year 5138)
MAX_TIME = 10**14
#: a save id's length in a file name
ID_CHARS = 64
RECORD_VERSION = 1
KINDS = ("person", "bot")

#: a JSON string, or an unterminated one up to the end: always matches, so scanning stays
#: linear whatever the text (a pattern that can fail rescans from every quote)
_STRING = re.compile(r'"(?:[^"\\]|\\.?)*(?:"|\Z)', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}|\[\}|\{\]")


class BadFile(ValueError):
    """A file or stored entry that is not a usable save; `code` says why, `params` what."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def nesting(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep `text`'s brackets nest, counted up to `limit + 1` (no recursion: each pass
    removes the innermost pairs, once strings are blanked out)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = 0
    while brackets and depth <= limit:
        brackets, found = _INNERMOST.subn("", brackets)
        if not found:
            break  # unbalanced: the parser will say it is not JSON
        depth += 1
    return depth


def read_json(text: object, limit: int = MAX_CHARS) -> Any:
    """Parse text from storage or a file, or raise `BadFile` (too large, too deep, not JSON).
    Never raises anything else, whatever the text."""
    if not isinstance(text, str):
        raise BadFile("not_json")
    if len(text) > limit:
        raise BadFile("too_large", limit=limit // 1000)
    if nesting(text) > MAX_DEPTH:
        raise BadFile("too_deep")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise BadFile("not_json") from None


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def clean_name(value: object, fallback: str) -> str:
    text = " ".join(value.split())[:NAME_MAX] if isinstance(value, str) else ""
    return text or fallback


def clean_seats(raw: object, players: int, game_id: str) -> list[dict]:
    """Page seat data made safe: one entry per player, known kinds and bot levels only."""
    levels = list(engine.GAMES[game_id].bots)
    seats = raw if isinstance(raw, list) else []
    out = []
    for i in range(players):
        s = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
        kind = s.get("kind") if s.get("kind") in KINDS else "person"
        level = s.get("level") if isinstance(s.get("level"), str) else None
        level = level if level in levels else None
        if kind == "bot" and level is None:
            kind = "person"
        out.append({"name": clean_name(s.get("name"), f"#{i + 1}"), "kind": kind,
                    "level": level if kind == "bot" else None})
    return out


def clean_engine_save(data: object) -> dict:
    """The engine's save with every field checked for type and size, unknown ones dropped.
    Raises `BadFile` (not a save, too many moves) or `engine.BadSave` (a damaged field, in
    the engine's own words); the moves themselves are checked by replaying them."""
    if not isinstance(data, dict) or not _int(data.get("format")):
        raise BadFile("not_save")
    fmt = data["format"]
    if fmt > SAVE_FORMAT:
        raise engine.BadSave("newer format", "newer_format", format=fmt)
    if fmt < 1:
        raise engine.BadSave("unknown format", "unknown_format", format=fmt)
    for field in ("game", "players", "seed", "options", "actions"):
        if field not in data:
            raise engine.BadSave(f"no {field}", "incomplete", field=field)
    game = engine.GAMES.get(data["game"]) if isinstance(data["game"], str) else None
    if game is None:
        raise engine.BadSave("unknown game", "unknown_game", game=str(data["game"])[:40])
    rules = data.get("rules", 1) if fmt >= 2 else 1
    if not _int(rules) or rules < 1:
        raise engine.BadSave("no rules version", "incomplete", field="rules")
    if rules > game.rules_version:
        raise engine.BadSave("newer rules", "newer_rules", version=rules)
    players, seed, options = data["players"], data["seed"], data["options"]
    if (not _int(players) or not game.min_players <= players <= game.max_players
            or not _int(seed) or abs(seed) > 2**63 or not isinstance(options, dict)
            or len(options) > len(game.option_choices)
            or not all(isinstance(k, str) and isinstance(v, bool | int | str) and len(k) < 64
                       for k, v in options.items())):
        raise engine.BadSave("bad set-up", "bad_setup")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise engine.BadSave("bad moves", "bad_moves")
    if len(actions) > MAX_MOVES:
        raise BadFile("too_long", moves=MAX_MOVES)
    for number, entry in enumerate(actions, start=1):
        if not (isinstance(entry, list) and len(entry) == 2 and _int(entry[0])
                and 0 <= entry[0] < players and isinstance(entry[1], str)
                and 0 < len(entry[1]) <= MAX_KEY):
            raise engine.BadSave("bad move", "bad_move", number=number)
    return {"format": fmt, "game": game.id, "rules": rules, "players": players, "seed": seed,
            "options": dict(options), "actions": [list(a) for a in actions]}


def clean_record(data: object) -> dict:
    """A stored record (or a bare engine save) rebuilt from its checked, known fields:
    ``{"westbound", "id", "rev", "engine", "page": {"seats", "updated", "over"}}``. "over"
    is only what the record claims (the list shows it; opening a game recomputes it)."""
    if not isinstance(data, dict):
        raise BadFile("not_save")
    if "engine" in data:
        engine_save, page = clean_engine_save(data["engine"]), data.get("page")
    elif "actions" in data and "format" in data:
        engine_save, page = clean_engine_save(data), None
    else:
        raise BadFile("not_save")
    page = page if isinstance(page, dict) else {}
    updated = page.get("updated")
    rev = data.get("rev")
    return {
        "westbound": RECORD_VERSION,
        "id": data["id"] if isinstance(data.get("id"), str) and len(data["id"]) <= 64 else "",
        "rev": rev if _int(rev) and rev >= 0 else 0,
        "engine": engine_save,
        "page": {"seats": clean_seats(page.get("seats"), engine_save["players"],
                                      engine_save["game"]),
                 "updated": updated if _number(updated) and 0 <= updated < MAX_TIME else 0,
                 "over": page.get("over") is True,
                 **({"tutorial": page["tutorial"]} if _tutorial(page.get("tutorial")) else {})},
    }


def _tutorial(value: object) -> bool:
    """A tutorial's name as a record may carry it (`ui.tutorial`): a short plain word."""
    return isinstance(value, str) and value.isalpha() and len(value) <= 32


def check_record(data: object) -> tuple[dict, Any]:
    """A record (or a bare engine save) checked and replayed: (clean record, engine state).

    Raises `BadFile` for anything that is not a save and `engine.BadSave` for a save whose
    moves do not replay.
    """
    record = clean_record(data)
    state = engine.load(record["engine"])
    record["engine"] = engine.GAMES[record["engine"]["game"]].save(state)
    record["page"]["over"] = engine.GAMES[record["engine"]["game"]].is_over(state)
    return record, state


def parse_file(text: str) -> tuple[dict, Any]:
    """An imported file's text as a checked record with a fresh id (never overwrites)."""
    record, state = check_record(read_json(text))
    record["id"] = new_id()
    record["rev"] = 0
    return record, state


_last_id = [0]


def new_id() -> str:
    """A unique, time-ordered save id."""
    stamp = max(int(time.time() * 1000), _last_id[0] + 1)
    _last_id[0] = stamp
    return format(stamp, "x")


def safe_filename(save_id: str) -> str:
    """A save id as part of a file name (a stored id may be anything another page wrote)."""
    return re.sub(r"[^0-9A-Za-z_-]", "_", save_id)[:ID_CHARS] or "save"
