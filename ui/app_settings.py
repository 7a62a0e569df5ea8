"""The settings' commands, part of the page's controller (mixed into `ui.app.App`, whose
fields they use): language, open view, guide, presentation mode and its panels, pace,
text size, thinking time."""
from __future__ import annotations

from .html import command
from .i18n import LANGS, Translator
from .pending import TEACHER
from .present import PANEL_KEYS
from .store import (
    PACES,
    TEXT_SIZES,
)
from .thinking import think_seconds


class SettingsCommands:
    """The settings' commands, each stored and drawn at once."""

    def cmd_lang(self, lang: str) -> None:
        if lang not in LANGS:
            return
        self.lang = lang
        self.tr = Translator(lang)
        self._store(lambda: self.store.set_lang(lang))
        self.render(command("lang"))

    def cmd_open_view(self, checked: str = "") -> None:
        self.settings["open_view"] = checked == "true"
        self._store(lambda: self.store.set_settings(self.settings))
        self.render(command("open-view"))

    def cmd_guide(self) -> None:
        """Fold or unfold the phase guide; the choice is remembered."""
        self.settings["guide"] = not self.settings["guide"]
        self._store(lambda: self.store.set_settings(self.settings))
        self.render(command("guide"))

    def cmd_present(self) -> None:
        """Presentation mode on or off (remembered): the board fills the screen, the
        panels fold away."""
        self.settings["present"] = not self.settings["present"]
        self.unfolded = set()
        self._store(lambda: self.store.set_settings(self.settings))
        self.render(command("present"))

    def cmd_panel(self, name: str) -> None:
        """In presentation mode, bring a folded panel back, or fold it again."""
        if name in PANEL_KEYS:
            self.unfolded ^= {name}
        self.render(command("panel", name))

    def cmd_pace(self, pace: str) -> None:
        if pace in PACES:
            self.settings["pace"] = pace
            self._store(lambda: self.store.set_settings(self.settings))
        if pace != TEACHER and self.pending_move() is not None:
            self.pending = None  # the move held for Next is played at the new pace
            self.show_game()
            return
        self.render(command("pace"))

    def cmd_text(self, size: str) -> None:
        """The text size of the whole page (larger for a projector)."""
        if size in TEXT_SIZES:
            self.settings["text"] = size
            self._store(lambda: self.store.set_settings(self.settings))
        self.render(command("text"))

    def cmd_think(self, value: str) -> None:
        """How long a hard bot or a hint thinks (seconds)."""
        if think_seconds(value) is not None:
            self.settings["think"] = value
            self._store(lambda: self.store.set_settings(self.settings))
        self.render(command("think"))
