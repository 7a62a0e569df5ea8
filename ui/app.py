"""The page's controller: which screen is up, what each click does, autosave and bots.

`App` knows the browser only through a small `dom` object (see `ui.dom.BrowserDom`; tests
pass a fake), so every command, save and bot turn is exercised on CPython. `main()` wires
it to the real page.
"""
from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any, Protocol

from engine import BadSave, IllegalAction

from . import keys, screens, share, tutorial
from .app_bots import MOTION_SECONDS, BotTurns
from .app_play import PlayCommands
from .app_replay import ReplayCommands
from .app_saves import SaveCommands
from .app_settings import SettingsCommands
from .app_setup import SetupCommands
from .games.base import Ctx, GameUI
from .i18n import Translator, pick_language
from .keeper import Keeper
from .pending import Pending
from .saved import SAVES_PAGE
from .session import Session
from .store import BadFile, SaveStore, StorageFull, parse_file
from .thinking import InlineThinker, Thinker, WorkerThinker


class Dom(Protocol):
    """What the app needs from the browser (`ui.dom.BrowserDom`; a fake in tests)."""

    def show(self, html: str, focus: str | None, highlight: bool = False,
             motion: float = 0.0) -> int: ...
    async def motion_done(self) -> bool: ...
    def form(self, form_id: str) -> dict[str, str]: ...
    def download(self, filename: str, text: str) -> None: ...
    def spawn(self, coro: Any) -> None: ...
    async def pause(self, seconds: float) -> None: ...
    def set_document(self, lang: str, title: str, text: str) -> None: ...
    def fragment(self) -> str: ...
    def set_fragment(self, text: str) -> None: ...
    def page_url(self) -> str: ...
    def copy(self, text: str) -> None: ...
    def update(self) -> None: ...


class App(SettingsCommands, BotTurns, SetupCommands, SaveCommands, PlayCommands,
          ReplayCommands):
    """The screen on display and everything a click can change; renders after each change."""

    def __init__(self, dom: Dom, store: SaveStore, browser_lang: str | None) -> None:
        self.dom = dom
        self.store = store
        self.keeper = Keeper(store)
        #: a new version of the site is installed and waits for a reload (`cmd_update`)
        self.update_ready = False
        #: the hand-over screen asked to give the device back to the previous person
        self.handback = False
        self.lang = pick_language(store.lang(), browser_lang)
        self.tr = Translator(self.lang)
        self.settings = store.settings()
        self.screen = "home"
        self.flash: tuple[str, str] | None = None
        self.session: Session | None = None
        self.gui: GameUI | None = None
        self.setup: dict = {}
        self.confirm_delete: str | None = None
        #: how many stored games the home screen lists (more on demand)
        self.saves_shown = SAVES_PAGE
        self.thinking: int | None = None
        #: the position a replay shows (None: the present, where one plays)
        self.replay_pos: int | None = None
        self.full_log = False
        #: the panels brought back in presentation mode (`ui.present`), until it ends
        self.unfolded: set[str] = set()
        self._token = 0  # bumped whenever the game on screen changes: stale bot loops stop
        self._bot_loop: int | None = None  # the token of the running bot loop
        #: a move was made (or the replay stepped) since the last render: the next render
        #: of the same board marks what changed
        self._moved = False
        self._drawn: tuple | None = None  # (screen, game id) of the last render
        #: the open game came from a link: shown in replay, saved only once played on
        self.shared = False
        #: the link made by "Share this position", shown until closed or a move
        self.share_link: str | None = None
        self._stats: tuple | None = None  # (game id, moves, series, figures)
        #: where searches run (hard moves, hints): the worker in the browser (`main`)
        self.thinker: Thinker = InlineThinker(dom.pause)
        self.hint: dict | None = None  # the hint asked for (`ui.hint`)
        #: at the teacher's pace, the computer move chosen and waiting for Next
        self.pending: Pending | None = None
        #: the computer move Next played last (`BotTurns.played_move`)
        self.played: Pending | None = None

    # -- start-up and rendering -----------------------------------------------------------
    def boot(self) -> None:
        """Open a game link if the page was opened with one; else show the open game if
        there is one (a reload lands where it was), else home. Nothing stored can stop the
        start: whatever goes wrong, the home screen shows."""
        if share.is_link(self.dom.fragment()):
            self.on_link(self.dom.fragment())
            return
        try:
            current = self.store.current()
            if current and self.store.raw(current) is not None:
                self.cmd_resume(current)
                return
        except Exception:
            print(traceback.format_exc())
            self.session = None
            self.say("error", self.tr("ui.saving.open_failed"))
        self.screen = "home"
        self.render()

    def render(self, focus: str | None = None) -> None:
        draw: Callable[[App], Any] = getattr(screens, self.screen)
        if self.session is not None:
            self.session.open_view = self.settings["open_view"]
            self.session.pass_device()
        html, focus = tutorial.decorate(self, draw(self), focus)
        drawn = (self.screen, self.session.id if self.session else None,
                 self.session is not None and self.session.needs_handover())
        highlight = self._moved and drawn == self._drawn and self.screen in ("game", "end")
        self._moved = False
        self._drawn = drawn
        self.dom.set_document(self.lang, self.tr("ui.title"), self.settings["text"])
        self.dom.show(html, focus, highlight,
                      MOTION_SECONDS[self.settings["pace"]] if highlight else 0.0)

    def move_focus(self) -> str:
        """Where keyboard focus goes after a move: the next decision's first choice."""
        return keys.move_focus(self.session.legal(), self.gui.closing)

    def say(self, kind: str, text: str) -> None:
        self.flash = (kind, text)

    def refusal(self, exc: IllegalAction | BadSave) -> str:
        """The engine's refusal in the player's language, from its code and parameters
        (the engine's English sentence is for programs; it goes to the console)."""
        if isinstance(exc, tutorial.TutorialWants):
            return tutorial.wants(self, exc)
        print(f"Westbound: {type(exc).__name__}: {exc}")
        if isinstance(exc, BadSave):
            reason = self.tr(f"ui.err.save.{exc.code}", **exc.params)
            return self.tr("ui.err.bad_save", reason=reason)
        if self.gui is None or self.session is None:
            return self.tr("ui.err.illegal", reason=self.tr(f"ui.err.move.{exc.code}"))
        ctx = Ctx(self.tr, screens.seat_names(self.session.seats), {})
        return self.tr("ui.err.illegal", reason=self.gui.reason(ctx, exc.code, exc.params))

    # -- events -------------------------------------------------------------------------
    def on_action(self, key: str) -> None:
        """A move button was pressed: the engine applies it or says why not."""
        if self.session is None:
            return
        self.flash = None
        try:
            self.session.play(key)
        except IllegalAction as exc:
            self.say("error", self.refusal(exc))
            self.render()
            return
        self.after_move()

    def on_cmd(self, cmd: str, arg: str | None = None) -> None:
        handler = getattr(self, "cmd_" + cmd.replace("-", "_"), None)
        if handler is None:
            return
        if cmd != "dismiss":
            self.flash = None
        handler(arg) if arg is not None else handler()

    def on_storage(self, key: str | None) -> None:
        """Another tab (or another page of this origin) changed `localStorage`: show the
        newer position of the game open here, and write again what a full storage refused."""
        s = self.session
        if (s is not None and s.id not in self.keeper.unsaved
                and (key is None or key.endswith(s.id)) and self.keeper.changed_elsewhere(s.id)):
            self.reload_changed(s.id)
        if self.retry_unsaved() or self.screen == "home":
            self.render()

    def on_update(self) -> None:
        """A new version of the site is installed: say so, with a button to reload."""
        if not self.update_ready:
            self.update_ready = True
            self.render()

    def search_moved(self) -> None:
        """The search worker failed (`ui.thinking.WorkerThinker`): the computer thinks on
        the page from now on; the status line says so, and the game goes on."""
        self.say("warn", self.tr("ui.search_on_page"))
        self.render()

    def on_import(self, text: str) -> None:
        """A file was chosen for import: keep it only if it replays; lose nothing else."""
        self.flash = None
        try:
            record, _ = parse_file(text)
            self.store.put(record)
        except BadFile as exc:
            self.say("error", self.tr(f"ui.err.{exc.code}", **exc.params))
        except BadSave as exc:
            self.say("error", self.refusal(exc))
        except StorageFull:
            self.say("error", self.tr("ui.err.storage_full"))
        else:
            self.say("info", self.tr("ui.imported"))
        self.render()

    def on_link(self, fragment: str) -> None:
        """A game link was opened: its game at its position, in replay, not yet saved; a
        link that is damaged or holds no playable game is refused and nothing changes.
        The link leaves the address before it is decoded and comes back only once it
        opened: whatever a crafted link does to this page, a reload starts clean."""
        if not share.is_link(fragment):
            return
        self.dom.set_fragment("")
        self.flash = None
        try:
            record, state, at = share.decode(fragment)
        except share.BadLink as exc:
            self.say("error", self.tr(f"ui.err.link.{exc.code}"))
        except BadFile:
            self.say("error", self.tr("ui.err.link.not_game"))
        except BadSave as exc:
            print(f"Westbound: BadSave: {exc}")
            self.say("error", self.tr("ui.err.link.bad_save", reason=self.tr(
                f"ui.err.save.{exc.code}", **exc.params)))
        else:
            self._open(Session(record, state))
            self.dom.set_fragment(fragment.lstrip("#"))
            self.shared = True
            self.replay_pos = at
            self.screen = "game"
            self.render()
            return
        if self.session is None:
            self.screen = "home"
        self.render()

    # -- commands (data-cmd) ---------------------------------------------------------------
    def cmd_dismiss(self) -> None:
        self.flash = None
        self.render()

    def cmd_home(self) -> None:
        self._close_game()
        self.screen = "home"
        self.render()

    def cmd_update(self) -> None:
        """Reload into the new version (every tab of the site reloads with it)."""
        self.dom.update()


def main() -> None:
    """Start the page: the browser DOM layer, the stored saves and the first screen."""
    from .dom import BrowserDom
    dom = BrowserDom()
    from .worker import PyScriptWorker
    app = App(dom, SaveStore(dom.storage, dom.tab_storage), dom.browser_language())
    app.thinker = WorkerThinker(PyScriptWorker, dom.pause, app.search_moved)
    dom.bind(app)
    app.boot()
    dom.ready()
