"""One game being played on this page: the engine state plus who sits in each seat.

Everything about legality is asked of the engine (`legal_actions`, `apply`, `undoable`);
the session only knows the page's side: seat names, person or bot, which person's private
view is on screen (pass-and-play), and the record that autosave writes.
"""
from __future__ import annotations

from typing import Any

import engine
from engine import Action, IllegalAction, Rng

from .store import new_id
from .thinking import move_seed

#: how long a bot may think per move (ms); the page stays on the main thread
BOT_BUDGET_MS = 200


def player_levels(game: Any) -> list[str]:
    """The bot levels offered to people: every level except the fuzzing `random` player,
    unless that is all the game has so far."""
    levels = [k for k in game.bots if k != "random"]
    return levels or list(game.bots)


def _shown(value: Any) -> Any:
    """What a view shows: an empty field (None, [], {}) shows nothing, so a seat's own
    empty list of private things equals another seat's hidden (None) one."""
    if isinstance(value, dict):
        out = {k: _shown(v) for k, v in value.items()}
        return {k: v for k, v in out.items() if v not in (None, [], {})}
    if isinstance(value, list | tuple):
        return [_shown(v) for v in value]
    return value


def _alike(a: Any, b: Any) -> bool:
    """Whether `a` and `b` are the same thing as two seats see it: equal, one of them
    hidden (None), or with every part that both show alike (a seat's holdings shown to
    it and hidden from another); two different log lines are not."""
    if a == b or a is None or b is None:
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        return all(_alike(a[k], b[k]) for k in a.keys() & b.keys())
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return all(_alike(x, y) for x, y in zip(a, b, strict=True))
    return False


def _common(a: Any, b: Any) -> Any:
    """What two views both show: equal parts as they are, the fields of two dicts that both
    have, two lists of alike items item by item (another list, such as a log with each
    seat's private lines, keeps the items of `a` also in `b`, in order), and nothing (None)
    where they differ."""
    if a == b:
        return a
    if isinstance(a, dict) and isinstance(b, dict):
        return {k: _common(v, b[k]) for k, v in a.items() if k in b}
    if isinstance(a, list) and isinstance(b, list):
        if _alike(a, b):
            return [_common(x, y) for x, y in zip(a, b, strict=True)]
        out, start = [], 0
        for x in a:
            at = next((i for i in range(start, len(b)) if b[i] == x), None)
            if at is not None:
                out.append(x)
                start = at + 1
        return out
    return None


class Session:
    """A game in progress (or finished) with its seats and the pass-and-play state."""

    def __init__(self, record: dict, state: Any) -> None:
        self.id: str = record["id"]
        self.game = engine.GAMES[record["engine"]["game"]]
        self.seats: list[dict] = record["page"]["seats"]
        self.state = state
        #: the person whose private view is on screen; None until someone confirms
        self.shown: int | None = None
        #: every position from the set-up to now (replayed once when first asked for,
        #: then kept up to date move by move)
        self._positions: list[Any] | None = None
        #: the open (teaching) view: nothing is hidden, so nobody hands over
        self.open_view = False
        #: (moves made, seat) when that person asked for their own screen for a decision
        #: taken in the open (to trade, or to see their holdings)
        self.asked: tuple[int, int] | None = None
        #: what the views say about the state they were computed for (a page draws the
        #: same position many times: each view once per position)
        self._memo: tuple[Any, dict] = (None, {})
        if len(self.persons()) == 1:
            self.shown = self.persons()[0]

    @classmethod
    def start(cls, game_id: str, seats: list[dict], seed: int, options: dict) -> "Session":
        game = engine.GAMES[game_id]
        state = game.new(len(seats), seed, options)
        record = {"id": new_id(), "engine": game.save(state),
                  "page": {"seats": seats, "updated": 0}}
        return cls(record, state)

    def record(self) -> dict:
        """What autosave stores: the engine's save plus the page's seat data."""
        return {"westbound": 1, "id": self.id, "engine": self.game.save(self.state),
                "page": {"seats": self.seats, "updated": 0, "over": self.over}}

    # -- whose turn -------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def acting(self) -> int | None:
        seats = self.game.to_act(self.state)
        return seats[0] if seats and not self.over else None

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat]["kind"] == "bot"

    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == "person"]

    def bot_to_act(self) -> int | None:
        seat = self.acting()
        return seat if seat is not None and self.is_bot(seat) else None

    def _passing(self) -> int | None:
        """The person to choose when the screen up is not theirs (None: nobody, a bot, the
        open view, or a single person at the device)."""
        seat = self.acting()
        if (seat is None or self.is_bot(seat) or seat == self.shown or self.open_view
                or len(self.persons()) < 2):
            return None
        return seat

    def _others(self, seat: int) -> list[int]:
        """Who may be looking at the device when `seat` is to choose: the person whose view
        is on screen, or (before anyone took the device) every other person."""
        if self.shown is not None:
            return [self.shown]
        return [p for p in self.persons() if p != seat]

    def _hides(self, seat: int) -> bool:
        """Whether `seat`'s view and that of someone who may be looking differ (the
        engine's views say what each seat may see)."""
        mine = self._seen_by(seat)
        return any(self._seen_by(o) != mine for o in self._others(seat))

    def _remembered(self, key: tuple, compute: Any) -> Any:
        """`compute()` for this position, computed once."""
        state, values = self._memo
        if state is not self.state:
            state, values = self._memo = (self.state, {})
        if key not in values:
            values[key] = compute()
        return values[key]

    def in_the_open(self) -> bool:
        """The person to choose does so on a screen that shows no one's secrets, with no
        hand-over: their decision is taken in the open (`Game.open_steps`: a bid), and they
        did not ask for their own screen (`ask_own_screen`)."""
        seat = self._passing()
        if seat is None or self.asked == (self.state.hist_len, seat):
            return False
        task = self._remembered(("task", seat),
                                lambda: self.game.view(self.state, seat).get("task") or {})
        return task.get("step") in self.game.open_steps and self._hides(seat)

    def needs_handover(self) -> bool:
        """A different person must take the device before their private view shows: only
        when that view and the one on screen differ, and their decision is not one taken
        in the open; never in the open view."""
        seat = self._passing()
        return seat is not None and self._hides(seat) and not self.in_the_open()

    def ask_own_screen(self) -> None:
        """The person choosing in the open wants their own screen (to trade at the market,
        or to see what they hold): the device is handed over to them first."""
        seat = self.acting()
        if seat is not None and self.in_the_open():
            self.asked = (self.state.hist_len, seat)

    def _seen_by(self, seat: int) -> Any:
        """What `seat`'s view shows, less whose view it is (the view's own "seat")."""
        def seen() -> Any:
            view = dict(self.game.view(self.state, seat))
            view.pop("seat", None)
            return _shown(view)
        return self._remembered(("seen", seat), seen)

    def pass_device(self) -> None:
        """When the next person may see what is on screen (nothing hidden differs), the
        screen is theirs at once: no hand-over. A decision taken in the open leaves it
        with nobody's secrets."""
        seat = self.acting()
        if (seat is not None and not self.is_bot(seat) and not self.needs_handover()
                and not self.in_the_open()):
            self.shown = seat

    def confirm_handover(self) -> None:
        self.shown = self.acting()

    def viewer(self, open_view: bool) -> int | None:
        """Whose view is drawn: nobody's secrets in the open view or a game of bots only."""
        if open_view or self.over:
            return None
        return self.shown

    def view(self, open_view: bool) -> dict:
        return self.view_of(self.state, open_view)

    def view_of(self, state: Any, open_view: bool) -> dict:
        """`state` (now, or a position of the replay) as the screen shows it: in the open,
        only what the person choosing and everyone who may be looking all see."""
        if open_view or not self.in_the_open():
            return self.game.view(state, self.viewer(open_view))
        seat = self.acting()
        view = self.game.view(state, seat)
        for other in self._others(seat):
            view = _common(view, self.game.view(state, other))
        return {**view, "seat": seat}

    def moves(self) -> int:
        return len(self.game.save(self.state)["actions"])

    def last_seat(self) -> int | None:
        """The seat that made the last move (None before the first): the turn line names
        it while that move's motion plays."""
        actions = self.game.save(self.state)["actions"]
        return actions[-1][0] if actions else None

    # -- moves --------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """The moves the person on screen may make now (none while a bot or hand-over)."""
        seat = self.acting()
        if seat is None or self.is_bot(seat) or self.needs_handover():
            return []
        legal = self.game.legal_actions(self.state, seat)
        # in the open, the free moves (market, trade, debt) would tell what the seat holds
        return [a for a in legal if not a.free] if self.in_the_open() else legal

    def play(self, key: str) -> None:
        """Apply the move with this key for the seat to act; IllegalAction says why not."""
        seat = self.acting()
        if seat is None or self.is_bot(seat) or self.needs_handover():
            raise IllegalAction("it is not your turn", "not_your_turn")
        action = next((a for a in self.legal() if a.key == key), None)
        if action is None and self.in_the_open():
            raise IllegalAction("that move needs your own screen", "not_legal")
        self._advance(self.game.apply(self.state, action or Action.from_key(seat, key)))

    def _advance(self, state: Any) -> None:
        self.state = state
        if self._positions is not None:
            self._positions.append(state)

    def bot_move(self, key: str | None = None) -> Action:
        """Let the bot to act choose and play one move; its generator depends only on the
        game and the move number, so a reloaded game continues the same way. `key`: the
        move a search chose for it off the main thread (`ui.thinking`)."""
        seat = self.bot_to_act()
        if seat is None:
            raise IllegalAction("no bot is to act", "not_your_turn")
        action = Action.from_key(seat, key) if key is not None else self._bot_choice(seat)
        self._advance(self.game.apply(self.state, action))
        return action

    def bot_choice(self) -> str:
        """The key of the move the bot to act would play now (`bot_move` with no key plays
        the same), without playing it: the teacher's pace shows it before it is played."""
        seat = self.bot_to_act()
        if seat is None:
            raise IllegalAction("no bot is to act", "not_your_turn")
        return self._bot_choice(seat).key

    def _bot_choice(self, seat: int) -> Action:
        data = self.game.save(self.state)
        bot = self.game.bots[self.seats[seat]["level"]]
        return bot(self.state, seat, Rng(move_seed(data, seat)), BOT_BUDGET_MS)

    def undo_seat(self) -> int | None:
        """The person who may take back their latest move now, if any: the engine decides
        which moves can be, and in pass-and-play only the person whose screen is up may, so
        that nobody takes back another's move and sees what that seat hides; in the open,
        only the person choosing, their own move made in the open."""
        actions = self.game.save(self.state)["actions"]
        if not actions:
            return None
        seat = actions[-1][0]
        if self.is_bot(seat) or self.game.undoable(self.state, seat) == 0:
            return None
        if self.in_the_open():
            return seat if seat == self.acting() else None
        if len(self.persons()) > 1 and seat != self.shown:
            return None
        return seat

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None:
            raise IllegalAction("there is no move of yours to take back", "nothing_to_undo")
        in_the_open = self.in_the_open()
        self.state = self.game.undo(self.state, seat)
        if not in_the_open:  # taken back in the open, the screen stays nobody's
            self.shown = seat
        if self._positions is not None:
            del self._positions[self.state.hist_len + 1:]

    # -- replay -------------------------------------------------------------------------
    def positions(self) -> list[Any]:
        """Every position of the game from the set-up (0) to now (one per move made),
        replayed through `apply` the first time and kept up to date after that."""
        if self._positions is None:
            state = self.game.replay(self.state, 0)
            out = [state]
            for action in self.state.history:
                state = self.game.apply(state, action)
                out.append(state)
            self._positions = out
        return self._positions
