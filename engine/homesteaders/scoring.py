"""Final scoring (rulebook, "Dernier tour de jeu") and what breaks a tie."""
from __future__ import annotations

from ..core.ties import TieBreak
from .data import BUILDINGS, SCORING_GOODS, TYPES
from .state import HomesteadersState, Player

CATEGORIES = ("vp_tokens", "buildings", "building_bonuses", "goods", "debt")
#: the rulebook's tie: the most silver (money) wins
TIE_BREAKS = (TieBreak("silver", ("silver",)),)
GOODS_VP = 2


def debt_penalty(debts: int) -> int:
    """1 VP for the first unpaid debt, 2 for the second, ...: 5 debts cost 15."""
    return debts * (debts + 1) // 2


def _count(p: Player, what: str) -> int:
    if what in TYPES:  # the Homestead counts as a residential building
        return sum(1 for k in p.buildings if BUILDINGS[k].type == what)
    if what == "building":
        return len(p.buildings)
    if what == "worker":
        return p.workers
    if what == "rail_line":
        return p.rail_lines
    raise ValueError(what)


def player_score(p: Player) -> dict[str, int]:
    parts = {
        "vp_tokens": p.h["vp"],
        "buildings": sum(BUILDINGS[k].vp for k in p.buildings),
        "building_bonuses": sum(vp * _count(p, what) for k in p.buildings
                                for what, vp in BUILDINGS[k].end_vp),
        "goods": GOODS_VP * sum(p.h[g] for g in SCORING_GOODS),
        "debt": -debt_penalty(p.h["debt"]),
    }
    parts["total"] = sum(parts.values())
    return parts


def scores(s: HomesteadersState) -> list[dict[str, int]]:
    return [player_score(p) for p in s.players]


def tie_counts(s: HomesteadersState) -> list[dict[str, int]]:
    """The silver each player ends with, which breaks ties and is not in the scores."""
    return [{"silver": p.h["silver"]} for p in s.players]

