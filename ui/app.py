"""The page's controller: which screen is up, what each click does, autosave and bots.

`App` knows the browser only through a small `dom` object (see `ui.dom.BrowserDom`; tests
pass a fake), so every command, save and bot turn is exercised on CPython. `main()` wires
it to the real page.
"""
from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from typing import Any, Protocol

import engine
from engine import BadSave, IllegalAction

from . import hint, keys, screens, share, stats
from .games import ui_for
from .games.base import Ctx, GameUI
from .i18n import LANGS, Translator, pick_language
from .keeper import CHANGED, FULL, Keeper
from .pending import TEACHER, Pending
from .present import PANEL_KEYS
from .records import safe_filename
from .saved import SAVES_PAGE
from .session import Session, player_levels
from .store import (
    PACES,
    TEXT_SIZES,
    BadFile,
    SaveStore,
    StorageFull,
    clean_seats,
    new_id,
    parse_file,
)
from .thinking import SEARCHING, InlineThinker, Thinker, WorkerThinker, think_seconds

#: seconds a bot's move stays on screen before the next one, per pace setting (after its
#: motion; at the teacher's pace the next move waits for Next)
PACE_SECONDS = {"instant": 0.0, "normal": 0.35, "slow": 1.0, TEACHER: 0.0}
#: seconds each step of a move's motion takes, per pace setting (`assets/motion.js`)
MOTION_SECONDS = {"instant": 0.0, "normal": 0.5, "slow": 0.8, TEACHER: 0.8}
MAX_SEED = 2**31 - 1


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


class App:
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
        html = draw(self)
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

    def cmd_present(self) -> None:
        """Presentation mode on or off (remembered): the board fills the screen, the
        panels fold away."""
        self.settings["present"] = not self.settings["present"]
        self.unfolded = set()
        self._store(lambda: self.store.set_settings(self.settings))
        self.render('[data-cmd="present"]')

    def cmd_panel(self, name: str) -> None:
        """In presentation mode, bring a folded panel back, or fold it again."""
        if name in PANEL_KEYS:
            self.unfolded ^= {name}
        self.render(f'[data-cmd="panel"][data-arg="{name}"]')

    def cmd_pace(self, pace: str) -> None:
        if pace in PACES:
            self.settings["pace"] = pace
            self._store(lambda: self.store.set_settings(self.settings))
        if pace != TEACHER and self.pending_move() is not None:
            self.pending = None  # the move held for Next is played at the new pace
            self.show_game()
            return
        self.render('[data-cmd="pace"]')

    def cmd_next(self) -> None:
        """The teacher's pace: play the computer move said on screen (then the next one is
        chosen and waits in turn)."""
        pending = self.pending_move()
        if pending is None or self.replay_pos is not None:
            return
        self.pending = None
        self.session.bot_move(pending.key)
        self.after_move()

    def pending_move(self) -> Pending | None:
        """The computer move waiting for Next, if it is still for the position now."""
        p = self.pending
        return p if p is not None and self.session is not None \
            and p.state is self.session.state else None

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

    def cmd_update(self) -> None:
        """Reload into the new version (every tab of the site reloads with it)."""
        self.dom.update()

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
            self._open(Session(opened.record, opened.state))
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
        self.render(f'[data-cmd="delete-yes"][data-arg="{save_id}"]')

    def cmd_delete_no(self, save_id: str = "") -> None:
        self.confirm_delete = None
        self.render(f'[data-cmd="delete"][data-arg="{save_id}"]')

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

    def cmd_handover(self) -> None:
        if self.session is not None:
            self.session.confirm_handover()
            self.handback = False
            self.render(self.move_focus())

    def cmd_own_screen(self) -> None:
        """The person choosing in the open asks for their own screen: hand the device over."""
        if self.session is not None:
            self.session.ask_own_screen()
            self.render('[data-cmd="handover"]')

    def cmd_handback(self, answer: str = "ask") -> None:
        """On the hand-over screen, the previous person asks for the device back to take
        back their last move; it is taken back once they confirm that it is them ("yes")."""
        s = self.session
        if s is None or not s.needs_handover() or s.undo_seat() is None:
            return
        self.handback = answer == "ask"
        if answer == "yes":
            self.cmd_undo()
            return
        self.render('[data-cmd="handback"][data-arg="yes"]' if self.handback
                    else '[data-cmd="handover"]')

    def cmd_undo(self) -> None:
        if self.session is None:
            return
        try:
            self.session.undo()
        except IllegalAction as exc:
            self.say("error", self.refusal(exc))
        self._token += 1  # a bot about to answer the taken-back move must not
        self.thinking = None  # nor be said to think: the turn is the person's again
        if self.autosave():
            self.show_game()

    def cmd_share(self) -> None:
        """A link to the game at the position on screen."""
        s = self.session
        if s is None:
            return
        at = len(self.positions()) - 1 if self.replay_pos is None else self.replay_pos
        try:
            self.share_link = f"{self.dom.page_url()}#{share.encode(s.record(), at)}"
        except share.BadLink:
            self.say("error", self.tr("ui.err.link.make_too_long"))
        self.render("#share-link")

    def cmd_copy_link(self) -> None:
        if self.share_link:
            self.dom.copy(self.share_link)
            self.say("info", self.tr("ui.link_copied"))
        self.render('[data-cmd="copy-link"]')

    def cmd_share_close(self) -> None:
        self.share_link = None
        self.render('[data-cmd="share"]')

    def cmd_continue(self) -> None:
        """Play on from the position on screen as a new saved game (the game it came from,
        saved or from a link, stays as it was)."""
        s = self.session
        if s is None or self.replay_pos is None:
            return
        state = s.game.replay(s.state, self.replay_pos)
        record = {"id": new_id(), "engine": s.game.save(state),
                  "page": {"seats": [dict(seat) for seat in s.seats], "updated": 0}}
        self.dom.set_fragment("")
        self._open(Session(record, state))
        self.autosave()
        self.show_game()

    def cmd_to_board(self) -> None:
        """From the top of the board straight to its first choice (keyboard)."""
        self.render(keys.move_focus(self.session.legal(), self.gui.closing, (".board",),
                                    ".board [data-action]"))

    def cmd_full_log(self) -> None:
        self.full_log = True
        self.render()

    def cmd_replay(self, where: str) -> None:
        """First, previous, next or last position; during a game this looks back (read
        only), and reaching the last position is the present again."""
        if self.session is None:
            return
        last = len(self.positions()) - 1
        now = last if self.replay_pos is None else self.replay_pos
        step = {"first": -last, "prev": -1, "next": 1, "last": last}.get(where, 0)
        self._look(now + step, f'[data-cmd="replay"][data-arg="{where}"]')

    def cmd_goto(self, move: str) -> None:
        """The position after a move of the log."""
        if self.session is not None and move.isdigit():
            self._look(int(move), '[data-cmd="goto"][aria-current]')

    def cmd_now(self) -> None:
        """Back from a replay to the game as it is now (a game from a link has no present
        here: it is played on as a new game)."""
        if self.shared:
            return
        self.replay_pos = None
        self._moved = True
        self.show_game()

    def _look(self, k: int, focus: str) -> None:
        last = len(self.positions()) - 1
        k = max(0, min(last, k))
        if self.screen == "game" and k == last and not self.shared:
            self.cmd_now()
            return
        self.share_link = None
        self.replay_pos = k
        self._moved = True
        self.render(focus)

    # -- the game on screen -------------------------------------------------------------
    def _open(self, session: Session) -> None:
        self._token += 1
        self.full_log = False
        self.session = session
        self.gui = ui_for(session.game)
        self.thinking = None
        self.replay_pos = None
        self.share_link = None
        self.shared = False
        self.handback = False
        self.hint = None
        self.pending = None
        if any(seat["level"] in SEARCHING for seat in session.seats):
            self.thinker.warm()  # the worker starts while the page shows the game

    def _close_game(self) -> None:
        self._token += 1
        self.session = None
        self.thinking = None
        self.replay_pos = None
        self.share_link = None
        self.confirm_delete = None
        if self.shared:
            self.dom.set_fragment("")
            self.shared = False
        self._store(lambda: self.store.set_current(None))

    def stats(self) -> tuple[stats.Series, list]:
        """The open game's scores over the rounds and its figures, computed once."""
        s = self.session
        key = (s.id, s.moves())
        if self._stats is None or self._stats[0] != key:
            self._stats = (key, stats.series(s.game, self.positions()),
                           stats.figures(s.game, s.state))
        return self._stats[1], self._stats[2]

    def positions(self) -> list:
        """Every position of the open game, from the set-up to now."""
        return self.session.positions()

    def show_game(self) -> None:
        """The game or end screen for the open session; bots take their turns after it."""
        s = self.session
        if s.over:
            self.screen = "end"
            self.replay_pos = len(self.positions()) - 1
            self.render()
            return
        self.screen = "game"
        self.render(self.move_focus())
        if (s.bot_to_act() is not None and self._bot_loop != self._token
                and self.replay_pos is None):
            self.dom.spawn(self.run_bots(self._token))

    def after_move(self) -> None:
        self._moved = True
        self.share_link = None
        if self.autosave():
            self.show_game()

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

    async def run_bots(self, token: int) -> None:
        """Bots play their seats one move at a time; "thinking" is painted before each
        move is computed, after the last move's motion (a click cuts it short, and the
        next move comes at once), and a game change (home, another game) stops the loop.
        At the teacher's pace each move is chosen, then held until Next (`cmd_next`)."""
        self._bot_loop = token
        try:
            while (token == self._token and self.replay_pos is None
                   and self.session.bot_to_act() is not None
                   and self.pending_move() is None):
                seat = self.session.bot_to_act()
                self.thinking = seat
                self.render()
                if not await self.dom.motion_done():
                    await self.dom.pause(PACE_SECONDS[self.settings["pace"]])
                if token != self._token or self.replay_pos is not None:
                    return  # another game, or looking back: the bots wait
                key = None
                if self.session.seats[seat]["level"] in SEARCHING:
                    answer = await self.thinker.think(hint.search_request(self, seat))
                    if token != self._token:
                        return
                    key = answer["best"]
                if self.settings["pace"] == TEACHER:
                    self.thinking = None
                    self.pending = Pending(self.session.moves(), seat,
                                           key or self.session.bot_choice(), self.session.state)
                    continue  # said on screen, played on Next
                self.session.bot_move(key)
                self.thinking = None
                self._moved = True
                if not self.autosave():
                    return
            if token == self._token and self.replay_pos is None:
                self.show_game()
        finally:
            if self._bot_loop == token:
                self._bot_loop = None


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
