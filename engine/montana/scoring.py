"""The end (rulebook, "Fin de partie"): most camps on the landscape wins; ties go to the
most cows plus canteens, then to the most goods, coins and workers together."""
from __future__ import annotations

from ..core.ties import TieBreak
from .state import MontanaState

#: the rulebook's ties: most cows and canteens together, then most goods, coins and workers
TIE_BREAKS = (TieBreak("cows_canteens", ("cows", "canteens")),
              TieBreak("goods_coins_workers", ("goods", "coins", "workers")))


def scores(s: MontanaState) -> list[dict[str, int]]:
    out = []
    for seat, p in enumerate(s.players):
        camps = sum(k for owner, k in s.camps.values() if owner == seat)
        out.append({
            "total": camps,
            "camps": camps,
            "cows": p.cows,
            "canteens": p.canteens,
            "goods": sum(p.goods.values()),
            "coins": p.coins,
            "workers": p.worker_count(),
        })
    return out

