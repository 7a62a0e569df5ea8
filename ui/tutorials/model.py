"""What a tutorial is made of (`ui.tutorials`): its set-up, its moves and its steps."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """One thing the learner is asked to do: where it stands in the script (the move's
    index), the move (its key, as the engine names it), the kind of decision it teaches,
    and its instruction (a message id: what to do and why); and the other moves its text
    names (engine keys, legal at that step: "pay with silver, not gold" names the gold), and
    the board elements it speaks of that are no move (`shows`: the keys the board draws them
    with, `hooks.KEY`: "here" is auction 2's tile, "the arrow" Montana's wheel's), which the
    box leaves in view, as it does the target (`assets/tutorial.js`)."""

    at: int
    move: str
    kind: str
    text: str
    names: tuple[str, ...] = ()
    shows: tuple[str, ...] = ()


@dataclass(frozen=True)
class Tutorial:
    """A game's guided first game: its set-up, its moves and the steps that teach."""

    game: str
    players: int
    seed: int
    options: dict
    #: the whole game as (seat, key) moves, from the set-up to the end
    script: tuple[tuple[int, str], ...]
    steps: tuple[Step, ...]
    #: every kind of decision the game has, which the steps must cover ("end": the scoring)
    kinds: tuple[str, ...]
    #: the message prefix of the final scoring's lines, one per score category
    scoring: str
    #: the message shown above the first step: the goal, how a turn goes, how the game ends
    #: (what a newcomer needs before the first move means anything)
    intro: str
    #: the learner's seat
    person: int = 0

    def __post_init__(self) -> None:
        for step in self.steps:
            if self.script[step.at] != (self.person, step.move):
                raise ValueError(f"{self.game} tutorial: move {step.at} is not {step.move}")
            if step.move in step.names:
                raise ValueError(f"{self.game} tutorial: step {step.at} names its own move")

    @property
    def at(self) -> tuple[int, ...]:
        """Where each step stands in the script."""
        return tuple(step.at for step in self.steps)
