"""Autosave that loses nothing: not to a full storage, not to another tab.

Every write says which stored text it replaces (the text this tab last read or wrote), so a
tab never overwrites a game another tab moved on or deleted: it is told (`CHANGED`) and
shows the newer game instead. A game that does not fit in a full storage stays in memory
(`unsaved`), listed and exportable, and is written again as soon as there is room.
"""
from __future__ import annotations

from typing import Any

from .records import new_id
from .store import ABSENT, Changed, SaveStore, StorageFull

SAVED = "saved"
FULL = "full"
CHANGED = "changed"


class Keeper:
    """Writes games for one tab; `unsaved` holds, by id, each game the storage refused."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        #: save id -> the stored text this tab last read or wrote
        self.known: dict[str, str] = {}
        #: save id -> the game (a `Session`) whose latest moves are not stored, oldest first
        self.unsaved: dict[str, Any] = {}

    def opened(self, save_id: str, text: str) -> None:
        """This tab read `text` for `save_id`: later writes replace that text only."""
        self.known[save_id] = text

    def forget(self, save_id: str) -> None:
        self.known.pop(save_id, None)
        self.unsaved.pop(save_id, None)

    def save(self, session: Any) -> str:
        """Write the game: `SAVED`, `FULL` (kept in `unsaved`) or `CHANGED` (another tab
        changed or deleted the stored record since this tab read it; nothing written)."""
        try:
            text = self.store.write(session.record(), self.known.get(session.id, ABSENT))
        except StorageFull:
            self.unsaved[session.id] = session
            return FULL
        except Changed:
            return CHANGED
        self.known[session.id] = text
        self.unsaved.pop(session.id, None)
        return SAVED

    def retry(self) -> list[str]:
        """Write again every game the storage refused; returns the ids now saved. A game
        another tab changed meanwhile is kept as a copy under a new id: both survive."""
        saved = []
        for save_id, session in list(self.unsaved.items()):
            outcome = self.save(session)
            if outcome == CHANGED:
                del self.unsaved[save_id]
                self.known.pop(save_id, None)
                session.id = new_id()
                self.unsaved[session.id] = session
                outcome = self.save(session)
            if outcome == SAVED:
                saved.append(session.id)
        return saved

    def changed_elsewhere(self, save_id: str) -> bool:
        """Whether the stored record is no longer what this tab last read or wrote."""
        return save_id in self.known and self.store.raw(save_id) != self.known[save_id]
