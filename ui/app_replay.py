"""Looking back and sharing, part of the page's controller (mixed into `ui.app.App`, whose
fields they use): the replay's steps, the full log, the link to a position, and the open
game's positions and statistics."""
from __future__ import annotations

from . import hooks, keys, share, stats
from .html import attribute, command


class ReplayCommands:
    """The replay, the full log and the shared links."""

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
        self.render(command("copy-link"))

    def cmd_share_close(self) -> None:
        self.share_link = None
        self.render(command("share"))

    def cmd_to_board(self) -> None:
        """From the top of the board straight to its first choice (keyboard)."""
        board = "." + hooks.BOARD
        self.render(keys.move_focus(self.session.legal(), self.gui.closing, (board,),
                                    f"{board} {attribute(hooks.ACTION)}"))

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
        self._look(now + step, command("replay", where))

    def cmd_goto(self, move: str) -> None:
        """The position after a move of the log."""
        if self.session is not None and move.isdigit():
            self._look(int(move), command("goto") + "[aria-current]")

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
