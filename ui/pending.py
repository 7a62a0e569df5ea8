"""The teacher's pace setting and the computer move it holds until Next (`ui.teacher`
says it on screen; `ui.app` chooses and plays it)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: the pace setting that waits for Next before each computer move
TEACHER = "teacher"


@dataclass
class Pending:
    """A computer move chosen and not yet played: `at` moves were made before it."""

    at: int
    seat: int
    key: str
    #: the position it was chosen in (a move taken back or made elsewhere makes it stale)
    state: Any
    #: its log lines, per viewer (the person on screen, or None for the open view)
    said: dict = field(default_factory=dict)
