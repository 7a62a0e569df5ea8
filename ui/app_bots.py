"""The computer's moves, part of the page's controller (mixed into `ui.app.App`, whose
fields they use): the bots' turns, the teacher's pace holding each until Next, the hint."""
from __future__ import annotations

from engine import Action

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
        self.played = pending
        self.session.bot_move(pending.key)
        self.after_move()

    def pending_move(self) -> Pending | None:
        """The computer move waiting for Next, if it is still for the position now."""
        p = self.pending
        return p if p is not None and self.session is not None \
            and p.state is self.session.state else None

    def played_move(self) -> Pending | None:
        """The computer move Next played last, while it is the last move and another
        computer move is chosen after it (the band still says it: `pending_panel`)."""
        p, s = self.played, self.session
        return p if p is not None and s is not None and self.replay_pos is None \
            and self.pending_move() is None and s.moves() == p.at + 1 \
            and s.bot_to_act() is not None else None

    def cmd_hint(self) -> None:
        """"Suggest a move": the hard search for the person choosing, off the main thread."""
        if self.session is not None and self.session.legal():
            self.dom.spawn(hint.ask(self))

    async def run_bots(self, token: int) -> None:
        """Bots play their seats one move at a time; "thinking" is painted before each
        move is computed, after the last move's motion (a click cuts it short, and the
        next move comes at once), and a game change (home, another game) stops the loop.
        At the teacher's pace each move is chosen, then held until Next (`cmd_next`); at
        the instant pace only the screens a player could see are drawn (`_bot_follows`)."""
        self._bot_loop = token
        try:
            while (token == self._token and self.replay_pos is None
                   and self.session.bot_to_act() is not None
                   and self.pending_move() is None):
                seat = self.session.bot_to_act()
                at = self.session.state
                key = self._instant_move(seat)
                if key is None or (self._moved and not self._bot_follows(seat, key)):
                    self.thinking = seat
                    self.render()
                    if not await self.dom.motion_done():
                        await self.dom.pause(PACE_SECONDS[self.settings["pace"]])
                else:
                    await self.dom.pause(0.0)  # the browser's turn; nothing to draw
                if token != self._token or self.replay_pos is not None:
                    return  # another game, or looking back: the bots wait
                if self.session.state is not at:
                    key = None  # changed meanwhile (another tab): chosen anew
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

    def _instant_move(self, seat: int) -> str | None:
        """At the instant pace, the move of a bot that does not search (None otherwise):
        chosen at once, it is drawn only where a player could see it (`_bot_follows`)."""
        if self.settings["pace"] != "instant" or self.session.seats[seat]["level"] in SEARCHING:
            return None
        return self.session.bot_choice()

    def _bot_follows(self, seat: int, key: str) -> bool:
        """Whether another bot's instant move comes right after this one. At the instant
        pace a screen that the next move replaces at once is not drawn (each draw lays the
        page out anew): bots' moves in a row are drawn once, before the last of them, so
        that the screen after it marks what that move changed, as if each had been drawn;
        nor is "thinking" drawn when nothing changed since the last draw."""
        s = self.session
        after = s.game.apply(s.state, Action.from_key(seat, key))
        seats = [] if s.game.is_over(after) else s.game.to_act(after)
        return bool(seats) and s.is_bot(seats[0]) and \
            s.seats[seats[0]]["level"] not in SEARCHING
