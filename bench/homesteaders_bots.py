"""Homesteaders bot benchmark: seeded three-player games, win rates and move times.

    python3 bench/homesteaders_bots.py [--games N] [--players P] [--seed S]

Each match puts one "hero" bot against two copies of a weaker bot, rotating the hero's
seat from game to game. The hero counts when it is among the winners; shared wins (a tie
on VP and silver) are counted apart, so both figures are printed. The goals: medium among
the winners in at least 80 % of games against easy, easy in at least 90 % against random.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.arena import report
from engine.homesteaders import GAME

MATCHES = (("medium", "easy", 0.80), ("easy", "random", 0.90))

if __name__ == "__main__":
    sys.exit(report(GAME, MATCHES, __doc__.split("\n")[0]))
