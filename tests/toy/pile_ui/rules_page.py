"""Pile's rules page (`scripts/rules_pages.py` builds it, as it builds every registered
game's): the printed values its text quotes, from the engine package; no tables, no
figures, no pictures of the board."""
from __future__ import annotations

from tests.toy.pile.rules import TAKES, TOKENS

BLOCKS: dict = {}
FIGURES: dict = {}
VALUES: dict[str, object] = {"tokens": TOKENS, "most": max(TAKES)}
