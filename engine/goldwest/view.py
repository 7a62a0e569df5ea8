"""What one seat may see (`seat=None`: the open, teacher view), as JSON-ready data.

Face-down mining tokens are unknown to everybody at the table, so no view shows them; a
token a seat looked at with an investment card shows only in that seat's view (and the
open view).
"""
from __future__ import annotations

from .board import SPACE_COSTS, hex_key
from .data import INVESTMENTS, SHIP_END
from .scoring import scores, winners
from .state import GoldWestState


def view(s: GoldWestState, seat: int | None) -> dict:
    task = s.tasks[-1] if s.tasks and not s.over else None
    known: dict = {}
    for i, p in enumerate(s.players):
        if seat is None or seat == i:
            known.update(p.peeked)
    hexes = []
    for h in sorted(s.terrain):
        face_up = h in s.face_up
        token = s.tokens.get(h) if face_up or h in known else None
        building = s.buildings.get(h)
        hexes.append({
            "hex": hex_key(h), "terrain": s.terrain[h], "face_up": face_up,
            "token": list(token) if token is not None and h in s.tokens else None,
            "building": None if building is None else {"seat": building[0],
                                                       "kind": building[1]},
            "looted": h in s.looted,
        })
    return {
        "game": "goldwest",
        "seat": seat,
        "players": s.num_players,
        "order": list(s.order),
        "turn": s.turn,
        "final_round": s.final,
        "over": s.over,
        "to_act": [task[1]] if task else [],
        "task": None if task is None else {"step": task[0], "seat": task[1],
                                           "args": [list(a) if isinstance(a, tuple) else a
                                                    for a in task[2:]]},
        "map": hexes,
        "boomtown": [{"space": i, "office": o, "cost": SPACE_COSTS[i], "markers": list(m)}
                     for i, (o, m) in enumerate(zip(s.offices, s.markers, strict=True))],
        "investments": [{"id": c, "cost": INVESTMENTS[c].cost, "vp": INVESTMENTS[c].vp,
                         "ability": INVESTMENTS[c].ability} for c in s.investments],
        "investment_bonus": list(s.invest_bonus),
        "ship_stacks": {m: [list(st) for st in stacks] for m, stacks in s.ship_stacks.items()},
        "ship_end": SHIP_END,
        "seats": [{
            "seat": i,
            "supply": [list(sec) for sec in p.supply],
            "pool": dict(p.pool),
            "coaches": dict(p.coaches),
            "cards": list(p.cards),
            "camps_left": p.camps_left,
            "wanted": p.wanted,
            "influence": s.influence(i),
            "ship_tiles": p.ship_tiles,
            "peeked": ([[hex_key(h), list(t)] for h, t in sorted(p.peeked.items())]
                       if seat is None or seat == i else None),
        } for i, p in enumerate(s.players)],
        "scores": scores(s),
        "log": [{"id": mid, "params": params} for mid, params, private in s.log_entries
                if private is None or seat is None or private == seat],
        "winners": winners(s),
    }
