"""Saved games, language and settings in `localStorage`, behind a small `Storage` interface.

A stored game is a record: the engine's own save (game, players, seed, options, action keys)
plus what belongs to the page (seat names, person or bot and its level). Whatever is stored
is read through `ui.records`, entry by entry, so a damaged or hostile entry is listed as
damaged and never stops the page; opening a game replays its moves (`engine.load`).
Writing a record that does not fit raises `StorageFull`; writing over a record that another
tab changed since this tab read it raises `Changed` (see `ui.keeper`).
"""
from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable
from typing import Any, NamedTuple, Protocol

from .records import (
    MAX_CHARS,
    BadFile,
    check_record,
    clean_record,
    clean_seats,
    new_id,
    parse_file,
    read_json,
)

__all__ = ["BadFile", "Changed", "MemoryStorage", "SaveStore", "StorageFull", "check_record",
           "clean_seats", "new_id", "parse_file"]

from .thinking import THINK_SECONDS, think_seconds

PREFIX = "westbound.save."
CURRENT_KEY = "westbound.current"
LANG_KEY = "westbound.lang"
SETTINGS_KEY = "westbound.settings"
#: the page's settings and their defaults: open (teacher) view, bot pace, text size,
#: whether the phase guide is unfolded, and presentation mode (the board fills the screen)
DEFAULT_SETTINGS: dict[str, Any] = {"open_view": False, "pace": "normal", "text": "normal",
                                    "guide": True, "think": THINK_SECONDS[0],
                                    "present": False}
#: "teacher": each computer move waits for Next (`ui.teacher`)
PACES = ("instant", "normal", "slow", "teacher")
#: text sizes: "large" and "larger" are for a projector seen from the back of a room
TEXT_SIZES = ("normal", "large", "larger")
#: the longest save id this page writes or accepts as the open game (ids are hex stamps)
ID_MAX = 64
#: `SaveStore.write`'s base for a record that must not exist yet (a new game)
ABSENT = None
_UPDATED = '"updated":'
_DIGITS = re.compile(r"\s*(\d{1,15})")


class StorageFull(Exception):
    """The browser refused to store more (QuotaExceededError)."""


class Changed(Exception):
    """The stored record is not the one this tab last read or wrote: another tab (or another
    page of the site's origin) changed or deleted it."""


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


class Opened(NamedTuple):
    """A stored game opened: its clean record, the replayed state and the exact text read,
    which the next write expects to find still stored (`SaveStore.write`)."""
    record: dict
    state: Any
    text: str


def damage(exc: Exception) -> tuple[str, dict]:
    """Why an entry is damaged, as a message id's last part and its fields: a `BadFile`
    code, or ``save.<code>`` for what `engine.BadSave` found."""
    if isinstance(exc, BadFile):
        return exc.code, exc.params
    return "save." + str(getattr(exc, "code", "invalid")), dict(getattr(exc, "params", {}))


def saved_at(text: str | None) -> int:
    """When a stored record says it was saved (ms), read from its last ``"updated":`` key
    without parsing the text (`encode` writes it near the end); 0 when there is none.
    Such a key cannot sit inside a JSON string (its quote would be escaped), and a doctored
    time only moves its entry in the list, which checks every entry it shows."""
    at = text.rfind(_UPDATED) if isinstance(text, str) else -1
    if at < 0:
        return 0
    digits = _DIGITS.match(text, at + len(_UPDATED))
    return int(digits.group(1)) if digits else 0


class SaveStore:
    """Records, the open game, the language and the settings. `storage` is the site's
    `localStorage`; `tab` is this tab's own `sessionStorage` (the game open in this tab)."""

    def __init__(self, storage: Storage, tab: Storage | None = None) -> None:
        self.storage = storage
        self.tab = tab if tab is not None else MemoryStorage()

    # -- games -----------------------------------------------------------------------
    @staticmethod
    def encode(record: dict) -> str:
        return json.dumps(record, separators=(",", ":"))

    def put(self, record: dict) -> str:
        """Store (or overwrite) a record; returns the text stored. `StorageFull` if it
        does not fit."""
        record["page"]["updated"] = int(time.time() * 1000)
        text = self.encode(record)
        self.storage.set(PREFIX + record["id"], text)
        return text

    def write(self, record: dict, base: str | None) -> str:
        """Store a record only if what is stored is still `base` (the text this tab last
        read or wrote; `ABSENT` for a new game): else `Changed`, and nothing is written."""
        if self.raw(record["id"]) != base:
            raise Changed(record["id"])
        return self.put(record)

    def raw(self, save_id: str) -> str | None:
        return self.storage.get(PREFIX + save_id)

    def open(self, save_id: str) -> Opened:
        """A stored record and its replayed state; `BadFile`/`BadSave` if it is damaged."""
        text = self.raw(save_id)
        if text is None:
            raise BadFile("missing")
        record, state = check_record(read_json(text))
        record["id"] = save_id
        return Opened(record, state, text)

    def delete(self, save_id: str) -> None:
        self.storage.remove(PREFIX + save_id)
        if self.storage.get(CURRENT_KEY) == save_id:
            self.storage.remove(CURRENT_KEY)
        if self.tab.get(CURRENT_KEY) == save_id:
            self.tab.remove(CURRENT_KEY)

    def ids(self) -> list[str]:
        """Every stored game's id, newest first, without parsing any: each entry is ordered
        by the save time its text holds (`saved_at`), so that a long list shows its newest
        games at once."""
        stamps = []
        for key in list(self.storage.keys()):
            if isinstance(key, str) and key.startswith(PREFIX):
                stamps.append((saved_at(self.storage.get(key)), key[len(PREFIX):]))
        stamps.sort(key=lambda stamp: stamp[0], reverse=True)
        return [save_id for _, save_id in stamps]

    def list(self, limit: int | None = None) -> list[dict]:
        """The newest `limit` stored games (all when None), in the order of `ids`, checked
        entry by entry without replaying: ``{"id", "record", "damage", "size"}``, where
        `record` is the checked record, or None for a damaged entry with `damage` saying why
        (see `damage`) and its size; a damaged entry can be exported as it is, and deleted."""
        return [self.entry(save_id) for save_id in self.ids()[:limit]]

    def entry(self, save_id: str) -> dict:
        """One stored game, checked without replaying (see `list`)."""
        text = self.raw(save_id)
        try:
            record = clean_record(read_json(text))
        except ValueError as exc:  # BadFile and engine.BadSave
            return {"id": save_id, "record": None, "damage": damage(exc),
                    "size": len(text or "")}
        record["id"] = save_id
        return {"id": save_id, "record": record, "damage": None, "size": len(text or "")}

    def export_text(self, save_id: str) -> str:
        """The file an export writes: the stored record, readable; a damaged entry's text
        exactly as it is stored (for whoever may repair it)."""
        text = self.raw(save_id) or ""
        try:
            record = clean_record(read_json(text))
        except ValueError:
            return text
        record["id"] = save_id
        return json.dumps(record, indent=1)

    # -- the open game, language, settings -------------------------------------------------
    def current(self) -> str | None:
        """The game open in this tab (a reload returns to it), else the game last opened in
        any tab (a new tab, or the browser restarted)."""
        for area in (self.tab, self.storage):
            value = area.get(CURRENT_KEY)
            if isinstance(value, str) and 0 < len(value) <= ID_MAX:
                return value
        return None

    def set_current(self, save_id: str | None) -> None:
        """Remember the open game in this tab, and as the last one opened; the site-wide
        pointer is cleared only if it names this tab's game (another tab's stays)."""
        if save_id is None:
            mine = self.tab.get(CURRENT_KEY)
            self.tab.remove(CURRENT_KEY)
            if mine is not None and self.storage.get(CURRENT_KEY) == mine:
                self.storage.remove(CURRENT_KEY)
        else:
            self.tab.set(CURRENT_KEY, save_id)
            self.storage.set(CURRENT_KEY, save_id)

    def lang(self) -> str | None:
        value = self.storage.get(LANG_KEY)
        return value if isinstance(value, str) else None

    def set_lang(self, lang: str) -> None:
        self.storage.set(LANG_KEY, lang)

    def settings(self) -> dict:
        try:
            stored = read_json(self.storage.get(SETTINGS_KEY) or "{}", MAX_CHARS // 100)
        except BadFile:
            stored = {}
        out = dict(DEFAULT_SETTINGS)
        if isinstance(stored, dict):
            for flag in ("open_view", "guide", "present"):
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
