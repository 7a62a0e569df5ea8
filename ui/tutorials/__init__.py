"""Guided first games ("learn by playing"): one data module per game, checked by tests
against the engine (`tests/ui/test_ui_tutorials.py`); `ui.tutorial` plays them.

A tutorial is a whole game of the real rules from a fixed seed, with its moves written out
(`Tutorial.script`, made by `scripts/tutorial_script.py`): the learner's seat is asked for
the moves its steps teach, and every move between two steps (the computer players', and the
learner's routine ones) is played from the script at once, so the tutorial reaches the late
decisions and the final scoring in a few minutes, and the same way every time.
"""
from __future__ import annotations

from importlib import import_module

from ..registry import PRESENTATIONS
from .model import Step, Tutorial

__all__ = ["TUTORIALS", "Step", "Tutorial"]


#: the tutorials by game id, in the home screen's order: each game's registry line names its
#: tutorial's module (`ui.registry`)
TUTORIALS: dict[str, Tutorial] = {game_id: import_module(p.tutorial).TUTORIAL
                                  for game_id, p in PRESENTATIONS.items() if p.tutorial}
