"""The page's controller: which screen is up, what each click does, autosave and bots.

`App` knows the browser only through a small `dom` object (see `ui.dom.BrowserDom`; tests
pass a fake), so every command, save and bot turn is exercised on CPython. `main()` wires
it to the real page.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

import engine
from engine import BadSave, IllegalAction

from . import hint, screens
from .games import Ctx, GameUI, ui_for
from .i18n import LANGS, Translator, pick_language
from .session import Session, player_levels
from .store import PACES, TEXT_SIZES, BadFile, SaveStore, StorageFull, clean_seats, parse_file
from .thinking import SEARCHING, InlineThinker, Thinker, think_seconds

#: seconds a bot's move stays on screen before the next one, per pace setting
PACE_SECONDS = {"instant": 0.0, "normal": 0.35, "slow": 1.0}
MAX_SEED = 2**31 - 1
#: where keyboard focus goes after a move: the next person's first move, or the hand-over
MOVE_FOCUS = '#moves [data-action], [data-cmd="handover"]'


class Dom(Protocol):
    """What the app needs from the browser (`ui.dom.BrowserDom`; a fake in tests)."""

    def show(self, html: str, focus: str | None) -> None: ...
    def form(self, form_id: str) -> dict[str, str]: ...
    def download(self, filename: str, text: str) -> None: ...
    def spawn(self, coro: Any) -> None: ...
    async def pause(self, seconds: float) -> None: ...
    def set_document(self, lang: str, title: str, text: str) -> None: ...


class App:
    """The screen on display and everything a click can change; renders after each change."""

    def __init__(self, dom: Dom, store: SaveStore, browser_lang: str | None) -> None:
        self.dom = dom
        self.store = store
        self.lang = pick_language(store.lang(), browser_lang)
        self.tr = Translator(self.lang)
        self.settings = store.settings()
        self.screen = "home"
        self.flash: tuple[str, str] | None = None
        self.session: Session | None = None
        self.gui: GameUI | None = None
        self.setup: dict = {}
        self.confirm_delete: str | None = None
        self.thinking: int | None = None
        self.replay_pos = 0
        self.full_log = False
        self._positions: list | None = None
        self._token = 0  # bumped whenever the game on screen changes: stale bot loops stop
        self._bot_loop: int | None = None  # the token of the running bot loop
        #: where searches run (hard moves, hints): the worker in the browser (`main`)
        self.thinker: Thinker = InlineThinker(dom.pause)
        self.hint: dict | None = None  # the hint asked for (`ui.hint`)

    # -- start-up and rendering -----------------------------------------------------------
    def boot(self) -> None:
        """Show the open game if there is one (a reload lands where it was), else home."""
        current = self.store.current()
        if current and self.store.raw(current) is not None:
            self.cmd_resume(current)
        else:
            self.render()

    def render(self, focus: str | None = None) -> None:
        draw: Callable[[App], Any] = getattr(screens, self.screen)
        self.dom.set_document(self.lang, self.tr("ui.title"), self.settings["text"])
        self.dom.show(draw(self), focus)

    def say(self, kind: str, text: str) -> None:
        self.flash = (kind, text)

    def refusal(self, exc: IllegalAction | BadSave) -> str:
        """The engine's refusal in the player's language, from its code and parameters
        (the engine's English sentence is for programs; it goes to the console)."""
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

    def on_import(self, text: str) -> None:
        """A file was chosen for import: keep it only if it replays; lose nothing else."""
        self.flash = None
        try:
            record, _ = parse_file(text)
            self.store.put(record)
        except BadFile as exc:
            self.say("error", self.tr(f"ui.err.{exc}"))
        except BadSave as exc:
            self.say("error", self.refusal(exc))
        except StorageFull:
            self.say("error", self.tr("ui.err.storage_full"))
        else:
            self.say("info", self.tr("ui.imported"))
        self.render()

    # -- commands (data-cmd) ---------------------------------------------------------------
    def cmd_dismiss(self) -> None:
        self.flash = None
        self.render()

    def cmd_home(self) -> None:
        self._close_game()
        self.screen = "home"
        self.render()

    def cmd_lang(self, lang: str) -> None:
        if lang not in LANGS:
            return
        self.lang = lang
        self.tr = Translator(lang)
        self._store(lambda: self.store.set_lang(lang))
        self.render('[data-cmd="lang"]')

    def cmd_open_view(self, checked: str = "") -> None:
        self.settings["open_view"] = checked == "true"
        self._store(lambda: self.store.set_settings(self.settings))
        self.render('[data-cmd="open-view"]')

    def cmd_guide(self) -> None:
        """Fold or unfold the phase guide; the choice is remembered."""
        self.settings["guide"] = not self.settings["guide"]
        self._store(lambda: self.store.set_settings(self.settings))
        self.render('[data-cmd="guide"]')

    def cmd_pace(self, pace: str) -> None:
        if pace in PACES:
            self.settings["pace"] = pace
            self._store(lambda: self.store.set_settings(self.settings))
        self.render('[data-cmd="pace"]')

    def cmd_text(self, size: str) -> None:
        """The text size of the whole page (larger for a projector)."""
        if size in TEXT_SIZES:
            self.settings["text"] = size
            self._store(lambda: self.store.set_settings(self.settings))
        self.render('[data-cmd="text"]')

    def cmd_think(self, value: str) -> None:
        """How long a hard bot or a hint thinks (seconds)."""
        if think_seconds(value) is not None:
            self.settings["think"] = value
            self._store(lambda: self.store.set_settings(self.settings))
        self.render('[data-cmd="think"]')

    def cmd_hint(self) -> None:
        """"Suggest a move": the hard search for the person choosing, off the main thread."""
        if self.session is not None and self.session.legal():
            self.dom.spawn(hint.ask(self))

    def cmd_new(self, game_id: str) -> None:
        game = engine.GAMES.get(game_id)
        if game is None:
            return
        level = player_levels(game)[0]
        self.setup = {"game": game_id, "players": min(3, game.max_players), "seed": "",
                      "options": {},
                      "seats": [{"name": "", "who": "person" if i == 0 else f"bot:{level}"}
                                for i in range(game.max_players)]}
        self.screen = "new_game"
        self.render('[name="players"]')

    def _read_setup(self) -> None:
        """Keep what was typed in the new-game form across re-renders."""
        values = self.dom.form("new-game")
        game = engine.GAMES[self.setup["game"]]
        for i, seat in enumerate(self.setup["seats"]):
            seat["name"] = values.get(f"name-{i}", seat["name"])
            seat["who"] = values.get(f"who-{i}", seat["who"])
        self.setup["seed"] = values.get("seed", "")
        for name, (default, allowed) in game.option_choices.items():
            raw = values.get(f"opt-{name}")
            if isinstance(default, bool):
                self.setup["options"][name] = raw == "true"
            else:
                self.setup["options"][name] = next(
                    (a for a in allowed if str(a) == raw), default)

    def cmd_players(self, n: str) -> None:
        self._read_setup()
        game = engine.GAMES[self.setup["game"]]
        if n.isdigit() and game.min_players <= int(n) <= game.max_players:
            self.setup["players"] = int(n)
        self.render('[name="players"]')

    def cmd_start(self) -> None:
        self._read_setup()
        setup = self.setup
        seed_text = setup["seed"].strip()
        if seed_text and not (seed_text.isdigit() and int(seed_text) <= MAX_SEED):
            self.say("error", self.tr("ui.err.seed", max=MAX_SEED))
            self.render('[name="seed"]')
            return
        seed = int(seed_text) if seed_text else int(time.time() * 1000) % MAX_SEED
        seats = []
        for i, s in enumerate(setup["seats"][: setup["players"]]):
            kind, _, level = s["who"].partition(":")
            default = self.tr("ui.bot_default" if kind == "bot" else "ui.seat_default", n=i + 1)
            seats.append({"name": s["name"] or default, "kind": kind, "level": level or None})
        seats = clean_seats(seats, setup["players"], setup["game"])
        try:
            session = Session.start(setup["game"], seats, seed, dict(setup["options"]))
        except ValueError as exc:
            self.say("error", self.tr("ui.err.setup", reason=str(exc)))
            self.render()
            return
        self._open(session)
        self.autosave()
        self.show_game()

    def cmd_rematch(self) -> None:
        """The same seats and options again, on a new deal."""
        s = self.session
        if s is None:
            return
        options = s.game.save(s.state)["options"]
        self.setup = {"game": s.game.id, "players": len(s.seats), "seed": "",
                      "options": options,
                      "seats": [{"name": seat["name"],
                                 "who": f"bot:{seat['level']}" if seat["kind"] == "bot"
                                 else "person"} for seat in s.seats]}
        self._close_game()
        self.screen = "new_game"
        self.render()

    def cmd_resume(self, save_id: str) -> None:
        try:
            record, state = self.store.open(save_id)
        except BadFile as exc:
            self.say("error", self.tr(f"ui.err.{exc}"))
        except BadSave as exc:
            self.say("error", self.refusal(exc))
        else:
            self._open(Session(record, state))
            self._store(lambda: self.store.set_current(save_id))
            self.show_game()
            return
        self.store.set_current(None)
        self.screen = "home"
        self.render()

    def cmd_delete(self, save_id: str) -> None:
        self.confirm_delete = save_id
        self.render(f'[data-cmd="delete-yes"][data-arg="{save_id}"]')

    def cmd_delete_no(self, save_id: str = "") -> None:
        self.confirm_delete = None
        self.render(f'[data-cmd="delete"][data-arg="{save_id}"]')

    def cmd_delete_yes(self, save_id: str) -> None:
        self.store.delete(save_id)
        self.confirm_delete = None
        self.say("info", self.tr("ui.deleted"))
        self.render()

    def cmd_export(self, save_id: str) -> None:
        text = self.store.export_text(save_id)
        self.dom.download(f"westbound-{save_id}.json", text)

    def cmd_handover(self) -> None:
        if self.session is not None:
            self.session.confirm_handover()
            self.render(MOVE_FOCUS)

    def cmd_undo(self) -> None:
        if self.session is None:
            return
        try:
            self.session.undo()
        except IllegalAction as exc:
            self.say("error", self.refusal(exc))
        self._token += 1  # a bot about to answer the taken-back move must not
        self.autosave()
        self.show_game()

    def cmd_full_log(self) -> None:
        self.full_log = True
        self.render()

    def cmd_replay(self, where: str) -> None:
        last = len(self.positions()) - 1
        step = {"first": -last, "prev": -1, "next": 1, "last": last}.get(where, 0)
        self.replay_pos = max(0, min(last, self.replay_pos + step))
        self.render(f'[data-cmd="replay"][data-arg="{where}"]')

    # -- the game on screen -------------------------------------------------------------
    def _open(self, session: Session) -> None:
        self._token += 1
        self.full_log = False
        self.session = session
        self.gui = ui_for(session.game)
        self.thinking = None
        self._positions = None
        self.hint = None
        if any(seat["level"] in SEARCHING for seat in session.seats):
            self.thinker.warm()  # the worker starts while the page shows the game

    def _close_game(self) -> None:
        self._token += 1
        self.session = None
        self.thinking = None
        self._positions = None
        self.confirm_delete = None
        self._store(lambda: self.store.set_current(None))

    def positions(self) -> list:
        """Every position of the finished game, replayed once for the end screen."""
        if self._positions is None:
            self._positions = self.session.positions()
        return self._positions

    def show_game(self) -> None:
        """The game or end screen for the open session; bots take their turns after it."""
        s = self.session
        if s.over:
            self.screen = "end"
            self.replay_pos = len(self.positions()) - 1
            self.render()
            return
        self.screen = "game"
        self.render(MOVE_FOCUS)
        if s.bot_to_act() is not None and self._bot_loop != self._token:
            self.dom.spawn(self.run_bots(self._token))

    def after_move(self) -> None:
        self.autosave()
        self.show_game()

    def autosave(self) -> None:
        """Write the open game after every move; a full storage is reported, not ignored."""
        s = self.session
        record = s.record()
        if self._store(lambda: self.store.put(record)):
            self._store(lambda: self.store.set_current(s.id))

    def _store(self, write: Callable[[], None]) -> bool:
        try:
            write()
        except StorageFull:
            self.say("error", self.tr("ui.err.storage_full"))
            return False
        return True

    async def run_bots(self, token: int) -> None:
        """Bots play their seats one move at a time; "thinking" is painted before each
        move is computed, and a game change (home, another game) stops the loop."""
        self._bot_loop = token
        try:
            while token == self._token and self.session.bot_to_act() is not None:
                seat = self.session.bot_to_act()
                self.thinking = seat
                self.render()
                await self.dom.pause(PACE_SECONDS[self.settings["pace"]])
                if token != self._token:
                    return
                key = None
                if self.session.seats[seat]["level"] in SEARCHING:
                    answer = await self.thinker.think(hint.search_request(self, seat))
                    if token != self._token:
                        return
                    key = answer["best"]
                self.session.bot_move(key)
                self.thinking = None
                self.autosave()
            if token == self._token:
                self.show_game()
        finally:
            if self._bot_loop == token:
                self._bot_loop = None


def main() -> None:
    """Start the page: the browser DOM layer, the stored saves and the first screen."""
    from .dom import BrowserDom
    dom = BrowserDom()
    from .worker import WorkerThinker
    app = App(dom, SaveStore(dom.storage), dom.browser_language())
    app.thinker = WorkerThinker(dom.pause)
    dom.bind(app)
    app.boot()
    dom.ready()
