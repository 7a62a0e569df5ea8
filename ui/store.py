"""Saved games, language and settings in `localStorage`, behind a small `Storage` interface.

A stored game is a record: the engine's own save (game, players, seed, options, action keys)
plus what belongs to the page (seat names, person or bot and its level). Loading always goes
through `engine.load`, which replays the moves, so a damaged or tampered record is refused
with a message and never half-loaded. Writing a record that does not fit raises
`StorageFull`, which the page reports instead of losing the game silently.
"""
from __future__ import annotations

import json
import time
from collections.abc import Iterable
from typing import Any, Protocol

import engine

from .thinking import THINK_SECONDS, think_seconds

PREFIX = "westbound.save."
CURRENT_KEY = "westbound.current"
LANG_KEY = "westbound.lang"
SETTINGS_KEY = "westbound.settings"
RECORD_VERSION = 1
NAME_MAX = 24
#: the page's settings and their defaults: open (teacher) view, bot pace, text size, and
#: whether the phase guide is unfolded
DEFAULT_SETTINGS: dict[str, Any] = {"open_view": False, "pace": "normal", "text": "normal",
                                    "guide": True, "think": THINK_SECONDS[0]}
PACES = ("instant", "normal", "slow")
#: text sizes: "large" and "larger" are for a projector seen from the back of a room
TEXT_SIZES = ("normal", "large", "larger")
KINDS = ("person", "bot")


class StorageFull(Exception):
    """The browser refused to store more (QuotaExceededError)."""


class BadFile(ValueError):
    """An imported file or stored entry that is not a usable save; the text says why."""


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> Iterable[str]: ...


class MemoryStorage:
    """A dict standing in for `localStorage` (tests); `quota` limits the characters held."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise StorageFull(key)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


def _clean_name(value: object, fallback: str) -> str:
    text = " ".join(str(value).split())[:NAME_MAX] if isinstance(value, str) else ""
    return text or fallback


def clean_seats(raw: object, players: int, game_id: str) -> list[dict]:
    """Page seat data made safe: one entry per player, known kinds and bot levels only."""
    levels = list(engine.GAMES[game_id].bots)
    seats = raw if isinstance(raw, list) else []
    out = []
    for i in range(players):
        s = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
        kind = s.get("kind") if s.get("kind") in KINDS else "person"
        level = s.get("level") if s.get("level") in levels else None
        if kind == "bot" and level is None:
            kind = "person"
        out.append({"name": _clean_name(s.get("name"), f"#{i + 1}"), "kind": kind,
                    "level": level if kind == "bot" else None})
    return out


def check_record(data: object) -> tuple[dict, Any]:
    """A record (or a bare engine save) checked by replay: (clean record, engine state).

    Raises `BadFile` for anything that is not a save and `engine.BadSave` for a save whose
    moves do not replay.
    """
    if not isinstance(data, dict):
        raise BadFile("not_save")
    if "engine" in data:
        engine_save, page = data["engine"], data.get("page")
    elif "actions" in data and "format" in data:
        engine_save, page = data, None
    else:
        raise BadFile("not_save")
    state = engine.load(engine_save)
    page = page if isinstance(page, dict) else {}
    game_id = engine_save["game"]
    record = {
        "westbound": RECORD_VERSION,
        "id": data.get("id") if isinstance(data.get("id"), str) else new_id(),
        "engine": engine_save,
        "page": {"seats": clean_seats(page.get("seats"), engine_save["players"], game_id),
                 "updated": page.get("updated") if isinstance(page.get("updated"),
                                                              int | float) else 0,
                 "over": engine.GAMES[game_id].is_over(state)},
    }
    return record, state


def parse_file(text: str) -> tuple[dict, Any]:
    """An imported file's text as a checked record with a fresh id (never overwrites)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadFile("not_json") from None
    record, state = check_record(data)
    record["id"] = new_id()
    return record, state


_last_id = [0]


def new_id() -> str:
    """A unique, time-ordered save id."""
    stamp = max(int(time.time() * 1000), _last_id[0] + 1)
    _last_id[0] = stamp
    return format(stamp, "x")


class SaveStore:
    """Records, the open game, the language and the settings, all in one `Storage`."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    # -- games -----------------------------------------------------------------------
    def put(self, record: dict) -> None:
        """Store (or overwrite) a record; `StorageFull` if it does not fit."""
        record["page"]["updated"] = int(time.time() * 1000)
        self.storage.set(PREFIX + record["id"], json.dumps(record, separators=(",", ":")))

    def raw(self, save_id: str) -> str | None:
        return self.storage.get(PREFIX + save_id)

    def open(self, save_id: str) -> tuple[dict, Any]:
        """A stored record and its replayed state; `BadFile`/`BadSave` if it is damaged."""
        text = self.raw(save_id)
        if text is None:
            raise BadFile("missing")
        try:
            data = json.loads(text)
        except ValueError:
            raise BadFile("not_json") from None
        record, state = check_record(data)
        record["id"] = save_id
        return record, state

    def delete(self, save_id: str) -> None:
        self.storage.remove(PREFIX + save_id)
        if self.current() == save_id:
            self.set_current(None)

    def list(self) -> list[dict]:
        """Every stored game, newest first, without replaying: `{"id", "record"}` where
        `record` is None for an entry that is not readable (it can still be deleted)."""
        out = []
        for key in list(self.storage.keys()):
            if not key.startswith(PREFIX):
                continue
            save_id = key[len(PREFIX):]
            try:
                record = json.loads(self.storage.get(key) or "")
                ok = (isinstance(record, dict) and isinstance(record.get("engine"), dict)
                      and isinstance(record.get("page"), dict))
            except ValueError:
                ok = False
            out.append({"id": save_id, "record": record if ok else None})
        out.sort(key=lambda e: (e["record"] or {}).get("page", {}).get("updated", 0),
                 reverse=True)
        return out

    def export_text(self, save_id: str) -> str:
        """The file an export writes: the stored record, readable."""
        return json.dumps(json.loads(self.raw(save_id) or "null"), indent=1)

    # -- the open game, language, settings -------------------------------------------------
    def current(self) -> str | None:
        return self.storage.get(CURRENT_KEY)

    def set_current(self, save_id: str | None) -> None:
        if save_id is None:
            self.storage.remove(CURRENT_KEY)
        else:
            self.storage.set(CURRENT_KEY, save_id)

    def lang(self) -> str | None:
        return self.storage.get(LANG_KEY)

    def set_lang(self, lang: str) -> None:
        self.storage.set(LANG_KEY, lang)

    def settings(self) -> dict:
        try:
            stored = json.loads(self.storage.get(SETTINGS_KEY) or "{}")
        except ValueError:
            stored = {}
        out = dict(DEFAULT_SETTINGS)
        if isinstance(stored, dict):
            for flag in ("open_view", "guide"):
                if isinstance(stored.get(flag), bool):
                    out[flag] = stored[flag]
            if stored.get("pace") in PACES:
                out["pace"] = stored["pace"]
            if stored.get("text") in TEXT_SIZES:
                out["text"] = stored["text"]
            if think_seconds(stored.get("think")) is not None:
                out["think"] = str(stored["think"])
        return out

    def set_settings(self, settings: dict) -> None:
        self.storage.set(SETTINGS_KEY, json.dumps(settings))
