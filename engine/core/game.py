"""The contract every game implements (docs/architecture.md, "The engine contract").

A game subclasses `Game` and fills in the underscore hooks; the public methods here do the
checks that every game needs in the same way: whose turn, legality, immutability, saves
and undo.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .action import Action
from .errors import IllegalAction
from .state import BaseState
from .ties import TieBreak, leaders

#: 2 added "rules" (the rules version); format 1 saves were all played under version 1
SAVE_FORMAT = 2

Bot = Callable[..., Action]
#: why a move is refused: an `IllegalAction` code and its parameters
Refusal = tuple[str, dict[str, Any]]


class Game:
    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    #: how long a game takes by the publisher's box, in minutes (None: not said)
    play_minutes: tuple[int, int] | None = None
    #: option name -> (default, allowed values); documented per game
    option_choices: dict[str, tuple[Any, tuple]] = {}
    bots: dict[str, Bot] = {}
    #: the rules new games are played under. A rules change adds a version; a state keeps
    #: the version it started with (`state.rules`) and the rules branch on it, so a save
    #: of any earlier version replays and plays on exactly as it was played.
    rules_version: int = 1
    #: rules version -> the message id that says what changed in it (for the page)
    rules_changes: dict[int, str] = {}
    #: every refusal code of this game's own (``hs.lacks_goods``) that `why` may give;
    #: the page has a message for each in every language (tests check both)
    refusal_codes: frozenset[str] = frozenset()
    #: how many moves a searching bot's rollout plays before it asks `evaluate` (None: to
    #: the end of the game; what every game plays best with so far, `bench/search.py`)
    search_horizon: int | None = None
    #: how far, in points, a seat's final score still typically strays from what
    #: `evaluate` expects of it: number of players -> (progress, spread) steps, the spread
    #: from each progress value on (`search.spread_at`), fitted by `bench/search.py
    #: --calibrate`. Every game declares its own: a searching bot turns margins into
    #: chances of winning with it.
    search_spread: dict[int, tuple[tuple[int, float], ...]] = {}
    #: how the rulebook breaks a tie on the total, in order (`ties.TieBreak`): `winners`
    #: is computed from it and the end screen shows it, so the two always agree
    tie_breaks: tuple[TieBreak, ...] = ()
    #: the decisions (the view's ``task`` step) taken in the open: their moves, less the
    #: free ones (market, trade, debt), depend on nothing a seat hides, and choosing needs
    #: nothing the seat hides, so pass-and-play shows them on a screen that hides every
    #: seat's secrets, with no hand-over (a Homesteaders bid)
    open_steps: frozenset[str] = frozenset()

    # -- hooks a game fills in ----------------------------------------------------------
    def _setup(self, state: BaseState) -> None:
        raise NotImplementedError

    def _legal(self, state: BaseState, seat: int) -> list[Action]:
        raise NotImplementedError

    def _apply(self, state: BaseState, action: Action) -> None:
        """Carry out a legal action on the working copy `state`."""
        raise NotImplementedError

    def _state_class(self) -> type:
        raise NotImplementedError

    def _explain(self, state: BaseState, action: Action) -> str | None:
        """Why a tempting move is not allowed now (None: use the generic message)."""
        return None

    def _why(self, state: BaseState, action: Action) -> Refusal | None:
        """The rule in the way of `action`, which the legal moves do not offer, as a code of
        this game and its parameters (None: the key means nothing here, "not_legal")."""
        return None

    def to_act(self, state: BaseState) -> list[int]:
        raise NotImplementedError

    def is_over(self, state: BaseState) -> bool:
        raise NotImplementedError

    def scores(self, state: BaseState) -> list[dict[str, int]]:
        raise NotImplementedError

    def winners(self, state: BaseState) -> list[int]:
        """The seats that won a finished game (none before the end): the best total, then
        the game's `tie_breaks` in turn; those still tied share the win."""
        if not self.is_over(state):
            return []
        return leaders(self.tie_breaks, self.scores(state), self.tie_counts(state))

    def tie_counts(self, state: BaseState) -> list[dict[str, int]]:
        """Per seat, what the tie-breaks count that `scores` does not hold (the scores'
        categories are the saved games' record, so they are not widened for this)."""
        return [{} for _ in range(state.num_players)]

    def view(self, state: BaseState, seat: int | None) -> dict:
        raise NotImplementedError

    def determinize(self, state: BaseState, seat: int, rng: Any) -> BaseState:
        """A full state that agrees with everything `view(state, seat)` shows and samples
        everything it hides with `rng` (what a searching bot may use)."""
        raise NotImplementedError

    def evaluate(self, state: BaseState, seat: int) -> float:
        """The expected final points margin of `seat` over the best other seat, counting
        income and position, not only today's score: a search's leaf value."""
        raise NotImplementedError

    def progress(self, state: BaseState) -> int:
        """The round or turn the game is in (the end screen charts scores by it)."""
        raise NotImplementedError

    def figures(self, state: BaseState) -> list[tuple[str, list[int]]]:
        """The game's telling figures for a finished game, per seat, computed from its
        history and log: ``[(figure id, [value per seat]), ...]``."""
        raise NotImplementedError

    # -- the shared public API -------------------------------------------------------
    def check_options(self, options: dict | None) -> dict:
        """Fill in defaults; refuse unknown options or values with a clear message."""
        options = {} if options is None else options
        if not isinstance(options, dict):
            raise ValueError(f"options must be an object, not {options!r}")
        unknown = sorted(set(options) - set(self.option_choices))
        if unknown:
            raise ValueError(f"{self.title} has no option {unknown[0]!r}")
        out = {}
        for name, (default, allowed) in self.option_choices.items():
            value = options.get(name, default)
            if value not in allowed or type(value) is not type(default):
                raise ValueError(f"option {name!r} cannot be {value!r}")
            out[name] = value
        return out

    def new(self, players: int, seed: int = 0, options: dict | None = None,
            rules: int | None = None) -> BaseState:
        """A new game; `rules` is the rules version (default: the current one)."""
        if (not isinstance(players, int) or isinstance(players, bool)
                or not self.min_players <= players <= self.max_players):
            raise ValueError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, "
                f"not {players!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        rules = self.rules_version if rules is None else rules
        if (not isinstance(rules, int) or isinstance(rules, bool)
                or not 1 <= rules <= self.rules_version):
            raise ValueError(f"{self.title} has rules versions 1 to {self.rules_version}, "
                             f"not {rules!r}")
        state = self._state_class()(self.id, players, seed, self.check_options(options))
        state.rules = rules
        self._setup(state)
        state.mark_irreversible()
        return state

    def legal_actions(self, state: BaseState, seat: int) -> list[Action]:
        return list(self._legal_map(state, seat).values())

    def _legal_map(self, state: BaseState, seat: int) -> dict[str, Action]:
        cache = state.__dict__.setdefault("_legal", {})
        found = cache.get(seat)
        if found is None:
            if seat in self.to_act(state):
                found = {a.key: a for a in self._legal(state, seat)}
            else:
                found = {}
            cache[seat] = found
        return found

    def apply(self, state: BaseState, action: Action) -> BaseState:
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}", "not_an_action")
        legal = self._legal_map(state, action.seat).get(action.key)
        if legal is None:
            code, params = self._refusal(state, action)
            raise IllegalAction(self.explain(state, action), code, **params)
        new = state.copy()
        new.record(legal)
        self._apply(new, legal)
        return new

    def why(self, state: BaseState, action: Action) -> Refusal | None:
        """None when `action` is legal now; else why not, as ``(code, params)``: what
        `apply` would raise. The page asks this for every choice a board shows."""
        if not isinstance(action, Action):
            return "not_an_action", {}
        if action.key in self._legal_map(state, action.seat):
            return None
        return self._refusal(state, action)

    def explain(self, state: BaseState, action: Action) -> str:
        """A sentence saying why `action` is not legal now."""
        code, params = self._refusal(state, action)
        if code == "game_over":
            return "the game is over"
        if code == "not_your_turn":
            return f"it is not seat {action.seat}'s turn"
        found = self._explain(state, action)
        if found:
            return found
        if code == "not_legal":
            return f"{action.key!r} is not a legal move now"
        return f"{action.key!r} is not allowed now: {code} {params}"

    def _refusal(self, state: BaseState, action: Action) -> Refusal:
        """The `IllegalAction` code and params for a refused `action`."""
        if self.is_over(state):
            return "game_over", {}
        if action.seat not in self.to_act(state):
            return "not_your_turn", {}
        return self._why(state, action) or ("not_legal", {})

    def save(self, state: BaseState) -> dict:
        return {
            "format": SAVE_FORMAT,
            "game": self.id,
            "rules": state.rules,
            "players": state.num_players,
            "seed": state.seed,
            "options": dict(state.options),
            "actions": [a.to_json() for a in state.history],
        }

    def replay(self, state: BaseState, upto: int) -> BaseState:
        """The position after the first `upto` actions of `state`'s history."""
        out = self.new(state.num_players, state.seed, state.options, state.rules)
        for action in state.history[:upto]:
            out = self.apply(out, action)
        return out

    # -- undo ------------------------------------------------------------------------
    def undoable(self, state: BaseState, seat: int) -> int:
        """How many of its latest moves `seat` may take back.

        Only the seat's own moves since the last irreversible event count: hidden
        information revealed, randomness drawn, or another seat acted.
        """
        hist = state.history
        n = 0
        i = len(hist) - 1
        while i >= state.irreversible_at and hist[i].seat == seat:
            n += 1
            i -= 1
        return n

    def undo(self, state: BaseState, seat: int) -> BaseState:
        """Take back `seat`'s latest move (a replay of a shorter action list)."""
        if self.undoable(state, seat) == 0:
            raise IllegalAction("there is no move of yours to take back", "nothing_to_undo")
        return self.replay(state, state.hist_len - 1)
