"""What every game state shares: identity, the seeded generator, history, log, undo marks.

History and log are append-only lists shared between a state and the states made from it;
each state knows its own length, so `apply` costs O(1) instead of copying the whole game.
A state branched from an older one copies the shared prefix once (see `_append`).
"""
from __future__ import annotations

from typing import Any

from .action import Action
from .rng import Rng

LogEntry = tuple  # (message id, params dict, private-to seat or None)


def _append(shared: list, length: int, item: Any) -> list:
    if len(shared) != length:  # another branch already appended here: fork the prefix
        shared = shared[:length]
    shared.append(item)
    return shared


class BaseState:
    """Common part of a game state. Game modules subclass it and add their own fields.

    A state is never changed once a game function has returned it; `copy` gives the
    mutable working copy that `Game.apply` fills in.
    """

    def __init__(self, game_id: str, players: int, seed: int, options: dict) -> None:
        self.game_id = game_id
        self.num_players = players
        self.seed = seed
        self.options = dict(options)
        #: the rules version this game is played under (`Game.rules_version` when new)
        self.rules = 1
        self.rng = Rng(seed)
        self._hist: list = []
        self.hist_len = 0
        self._log: list = []
        self.log_len = 0
        self.irreversible_at = 0  # history length at the last irreversible event
        #: pending steps, top last: decisions such as ("bid", seat) and automatic steps
        #: (TAG-style nesting: an auction pushes pay -> build -> bonuses)
        self.tasks: tuple = ()

    # -- copying -------------------------------------------------------------------
    def copy(self) -> "BaseState":
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        d.pop("_legal", None)
        d["rng"] = self.rng.copy()
        new.__dict__ = d
        self._copy_fields(new)
        return new

    def _copy_fields(self, new: "BaseState") -> None:
        """Subclasses copy their mutable containers into `new` here."""

    # -- the task stack --------------------------------------------------------------
    def push(self, *task: Any) -> None:
        self.tasks = (*self.tasks, task)

    def pop(self) -> tuple:
        top = self.tasks[-1]
        self.tasks = self.tasks[:-1]
        return top

    # -- history, log, undo marks ----------------------------------------------------
    @property
    def history(self) -> list[Action]:
        return self._hist[: self.hist_len]

    def record(self, action: Action) -> None:
        self._hist = _append(self._hist, self.hist_len, action)
        self.hist_len += 1

    def log(self, msg_id: str, private_to: int | None = None, **params: Any) -> None:
        """Add a log entry: a message id plus parameters, translated by the page."""
        self._log = _append(self._log, self.log_len, (msg_id, params, private_to))
        self.log_len += 1

    @property
    def log_entries(self) -> list[LogEntry]:
        return self._log[: self.log_len]

    def mark_irreversible(self) -> None:
        """Hidden information was revealed or randomness drawn: no undo past this point."""
        self.irreversible_at = self.hist_len

    # -- inspection ------------------------------------------------------------------
    def snapshot(self) -> dict:
        """Every field as plain data: for tests that compare whole states."""
        out = {}
        for name, value in sorted(self.__dict__.items()):
            if name in ("_legal", "_hist", "_log"):
                continue
            out[name] = _plain(value)
        out["history"] = [a.to_json() for a in self.history]
        out["log"] = [_plain(e) for e in self.log_entries]
        return out


#: the exact types `_plain` returns as they are, tested first: nearly every value in a
#: state is one of them, and a snapshot of a late state visits hundreds of thousands
_SCALARS = frozenset((int, str, float, bool, type(None)))


def _plain(value: Any) -> Any:
    if type(value) in _SCALARS:
        return value
    if isinstance(value, Rng):
        return value.state
    if isinstance(value, Action):
        return value.to_json()
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return {k: _plain(v) for k, v in sorted(value.__dict__.items())}
    if hasattr(value, "__slots__"):
        return {k: _plain(getattr(value, k)) for k in value.__slots__}
    return value
