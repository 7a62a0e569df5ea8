"""What a seat sees: Montana has no hidden information, so every view is the open view."""
from __future__ import annotations

from .data import AREAS, BANK, BUILDS_PER_TURN, TOWN_COLUMN_COSTS, TOWN_ROWS, WHEEL
from .scoring import scores
from .state import MontanaState


def _key(h: tuple[int, int]) -> str:
    return f"{h[0]},{h[1]}"


def view(s: MontanaState, seat: int | None, winners: list[int]) -> dict:
    task = s.tasks[-1] if s.tasks and not s.over else None
    return {
        "game": "montana",
        "seat": seat,
        "players": s.num_players,
        "options": dict(s.options),
        "order": list(s.order),
        "active": s.active,
        "round": s.round,
        "ending": s.ending,
        "over": s.over,
        "to_act": [task[1]] if task else [],
        "task": None if task is None else {"step": task[0], "seat": task[1],
                                           "args": list(task[2:])},
        "regions": [{
            "hex": _key(h), "kind": r.kind, "cost": dict(r.cost), "double": r.double,
            "cow": h in s.cows_on_map, "canteen": h in s.canteens_on_map,
            "start": h == s.start_region,
            "camps": None if h not in s.camps else {"seat": s.camps[h][0],
                                                    "count": s.camps[h][1]},
        } for h, r in sorted(s.regions.items())],
        "supply": dict(s.supply),
        "worker_supply": dict(s.worker_supply),
        "cow_supply": s.cow_supply,
        "wheel": {"segments": [list(seg) for seg in WHEEL], "at": s.wheel},
        "bank": [{"workers_needed": need, "coins": coins, "workers": list(w)}
                 for (need, coins), w in zip(BANK, s.bank, strict=True)],
        "areas": {area: {"good": good, "colour": colour, "spaces": [
            {"coins": sp.coins, "goods": sp.goods, "small": sp.small, "large_box": list(lg),
             "small_box": list(sm)}
            for sp, (lg, sm) in zip(spaces, s.areas[area], strict=True)]}
            for area, (good, colour, spaces) in AREAS.items()},
        "town": {"rows": list(TOWN_ROWS), "costs": list(TOWN_COLUMN_COSTS),
                 "placed": {str(o): list(rc) for o, rc in s.town.items()}},
        "seats": [{"seat": i, "goods": dict(p.goods), "coins": p.coins, "cows": p.cows,
                   "canteens": p.canteens, "workers": dict(p.workers),
                   "incoming": dict(p.incoming), "camps_left": p.camps_left,
                   "builds_left": BUILDS_PER_TURN - p.builds}
                  for i, p in enumerate(s.players)],
        "scores": scores(s),
        "log": [{"id": mid, "params": params} for mid, params, _ in s.log_entries],
        "winners": winners,
    }
