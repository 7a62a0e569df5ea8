"""The game on screen, part of the page's controller (mixed into `ui.app.App`, whose fields
they use): opening and closing it, showing it after each move, the hand-over, undo."""
from __future__ import annotations

from engine import IllegalAction

from .games import ui_for
from .html import command
from .session import Session
from .store import (
    new_id,
)
from .thinking import SEARCHING


class PlayCommands:
    """The open game: shown, played on, handed over, taken back."""

    def cmd_handover(self) -> None:
        if self.session is not None:
            self.session.confirm_handover()
            self.handback = False
            self.render(self.move_focus())

    def cmd_own_screen(self) -> None:
        """The person choosing in the open asks for their own screen: hand the device over."""
        if self.session is not None:
            self.session.ask_own_screen()
            self.render(command("handover"))

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
        self.render(command("handback", "yes") if self.handback else command("handover"))

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
        self.played = None
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
