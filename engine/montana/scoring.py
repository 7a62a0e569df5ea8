"""The end (rulebook, "Fin de partie"): most camps on the landscape wins; ties go to the
most cows plus canteens, then to the most goods, coins and workers together."""
from __future__ import annotations

from .state import MontanaState


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


def winners(s: MontanaState) -> list[int]:
    if not s.over:
        return []
    key = [(sc["camps"], sc["cows"] + sc["canteens"], sc["goods"] + sc["coins"] + sc["workers"])
           for sc in scores(s)]
    best = max(key)
    return [seat for seat, k in enumerate(key) if k == best]
