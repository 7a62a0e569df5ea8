"""The stored games, part of the page's controller (mixed into `ui.app.App`, whose fields
they use): resuming, deleting and exporting one, a game changed in another tab, and
writing the open game after each move."""
from __future__ import annotations

from collections.abc import Callable

from engine import BadSave

from . import tutorial
from .html import command
from .keeper import CHANGED, FULL
from .records import safe_filename
from .saved import SAVES_PAGE
from .store import (
    BadFile,
    SaveStore,
    StorageFull,
)


class SaveCommands:
    """The stored games and the autosave."""

    def cmd_resume(self, save_id: str) -> None:
        held = self.keeper.unsaved.get(save_id)
        if held is not None:  # kept in memory while the storage is full: newer than stored
            held.shown = held.persons()[0] if len(held.persons()) == 1 else None
            self._open(held)
            self.show_game()
            return
        try:
            opened = self.store.open(save_id)
        except BadFile as exc:
            self.say("error", self.tr("ui.saving.cannot_open", reason=self.tr(
                f"ui.saving.why.{exc.code}", **exc.params)))
        except BadSave as exc:
            self.say("error", self.refusal(exc))
        else:
            self.keeper.opened(save_id, opened.text)
            self._open(tutorial.session_for(opened.record, opened.state))
            self._store(lambda: self.store.set_current(save_id))
            self.show_game()
            return
        self._store(lambda: self.store.set_current(None))
        self.screen = "home"
        self.render()

    def reload_changed(self, save_id: str, lost_move: bool = False) -> None:
        """The game open here was changed or deleted by another tab: show what is stored
        now, and say so (and that the move just made here was not saved, if it was not)."""
        kind, lost = ("error", "_lost") if lost_move else ("info", "")
        if self.store.raw(save_id) is None:
            self.keeper.forget(save_id)
            self._close_game()
            self.screen = "home"
            self.say(kind, self.tr(f"ui.saving.deleted_elsewhere{lost}"))
            self.render()
            return
        self.say(kind, self.tr(f"ui.saving.changed_elsewhere{lost}"))
        self.cmd_resume(save_id)

    def cmd_more_saves(self) -> None:
        """The next stored games; focus goes to the first of them (keyboard)."""
        ids = self.store.ids()
        first = ids[self.saves_shown] if self.saves_shown < len(ids) else ""
        self.saves_shown += SAVES_PAGE
        # an id is a key any page of the site could write: only a plain one is a selector
        self.render(f'[data-save="{first}"] button' if first.isalnum() else None)

    def cmd_delete(self, save_id: str) -> None:
        self.confirm_delete = save_id
        self.render(command("delete-yes", save_id))

    def cmd_delete_no(self, save_id: str = "") -> None:
        self.confirm_delete = None
        self.render(command("delete", save_id))

    def cmd_delete_yes(self, save_id: str) -> None:
        self.store.delete(save_id)
        self.keeper.forget(save_id)
        self.confirm_delete = None
        self.say("info", self.tr("ui.deleted"))
        self.retry_unsaved()
        self.render()

    def cmd_export(self, save_id: str) -> None:
        """A saved game as a file; a game the storage refused, from memory; a damaged
        entry, exactly as it is stored."""
        held = self.keeper.unsaved.get(save_id)
        if held is not None:
            text = SaveStore.encode(held.record())
        else:
            text = self.store.export_text(save_id)
        self.dom.download(f"westbound-{safe_filename(save_id)}.json", text)

    def autosave(self) -> bool:
        """Write the open game after every move. A full storage keeps it in memory (the
        page says so and offers its export); if another tab changed the stored game, that
        newer game is shown instead. Returns False then: the game on screen was replaced."""
        s = self.session
        outcome = self.keeper.save(s)
        if outcome == CHANGED:
            self.reload_changed(s.id, lost_move=True)
            return False
        if outcome != FULL:
            self._store(lambda: self.store.set_current(s.id))
            self.retry_unsaved()
        return True

    def retry_unsaved(self) -> bool:
        """Write again the games a full storage refused; say so once they are all stored.
        Returns whether any was written."""
        saved = bool(self.keeper.unsaved) and bool(self.keeper.retry())
        if saved and not self.keeper.unsaved:
            self.say("info", self.tr("ui.saving.saved_again"))
        return saved

    def _store(self, write: Callable[[], None]) -> bool:
        try:
            write()
        except StorageFull:
            self.say("error", self.tr("ui.err.storage_full"))
            return False
        return True
