"""The app (`ui.app.App`) as its screens and panels see it: one Protocol per module that
draws from it, of just what that module reads or calls. The app imports those modules;
they import these Protocols, never `ui.app`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .games.base import GameUI
    from .i18n import Translator
    from .keeper import Keeper
    from .pending import Pending
    from .session import Session
    from .stats import Series
    from .store import SaveStore
    from .thinking import Thinker


class Viewing(Protocol):
    """What every panel reads: the language and the open game (None on other screens)."""

    tr: Translator
    session: Session | None


class HintApp(Viewing, Protocol):
    """What `ui.hint` uses: the settings (thinking time), the hint asked for, the page's
    `Thinker`, and a render when the answer comes."""

    settings: dict
    hint: dict | None
    thinker: Thinker

    def render(self, focus: str | None = None) -> None: ...


class HandoverApp(Viewing, Protocol):
    """What `ui.passplay` uses: whether the hand-over asks to give the device back."""

    handback: bool


class ReplayApp(Viewing, Protocol):
    """What `ui.replay` uses: the position shown and how the log and links are shown."""

    settings: dict
    gui: GameUI | None
    replay_pos: int | None
    full_log: bool
    shared: bool
    share_link: str | None


class SavesApp(Viewing, Protocol):
    """What `ui.saved` uses: the stored games, the one held back, what waits for an answer."""

    screen: str
    store: SaveStore
    keeper: Keeper
    confirm_delete: str | None
    update_ready: bool
    saves_shown: int


class PresentApp(Viewing, Protocol):
    """What `ui.present` uses: the settings, the screen, the position and the panels
    brought back."""

    settings: dict
    screen: str
    replay_pos: int | None
    unfolded: set[str]


class ScreensApp(HintApp, HandoverApp, ReplayApp, SavesApp, PresentApp, Protocol):
    """What `ui.screens` uses: all the panels' needs, and the page's own state."""

    lang: str
    flash: tuple[str, str] | None
    setup: dict
    thinking: int | None

    def stats(self) -> tuple[Series, list]: ...
    def pending_move(self) -> Pending | None: ...
    def played_move(self) -> Pending | None: ...
