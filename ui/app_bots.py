"""The computer's moves, part of the page's controller (mixed into `ui.app.App`, whose
fields they use): the bots' turns, the teacher's pace holding each until Next, the hint."""
from __future__ import annotations

from . import hint
from .pending import TEACHER, Pending
from .thinking import SEARCHING

#: seconds a bot's move stays on screen before the next one, per pace setting (after its
#: motion; at the teacher's pace the next move waits for Next)
PACE_SECONDS = {"instant": 0.0, "normal": 0.35, "slow": 1.0, TEACHER: 0.0}
#: seconds each step of a move's motion takes, per pace setting (`assets/motion.js`)
MOTION_SECONDS = {"instant": 0.0, "normal": 0.5, "slow": 0.8, TEACHER: 0.8}


class BotTurns:
    """The computer players' moves, held at the teacher's pace, and hints."""

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

    def cmd_hint(self) -> None:
        """"Suggest a move": the hard search for the person choosing, off the main thread."""
        if self.session is not None and self.session.legal():
            self.dom.spawn(hint.ask(self))

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
