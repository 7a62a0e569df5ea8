"""What one seat may see (`seat=None`: the open, teacher view), as JSON-ready data.

Face-down mining tokens are unknown to everybody at the table, so no view shows them; a
token a seat looked at with an investment card shows only in that seat's view (and the
open view).
"""
from __future__ import annotations

from .abilities import card_void
from .board import SPACE_COSTS, hex_key
from .data import INVESTMENTS, SHIP_END
from .scoring import scores
from .state import GoldWestState


class Notes:
    """What the seat choosing its metals' use should know before it chooses (rules version 2
    made these part of the game: docs/rules/goldwest.md, "One BoomTown marker a turn").

    `void`: card -> why investing in it now would bring nothing from its ability (a reason
    of `abilities.void_reason`, worded by ``gw.note.void.<reason>``). `unused`: BoomTown
    space -> the cards on offer, still affordable after paying for that space, whose free
    marker a marker bought there would leave unused (``gw.note.one_marker``).
    """

    def __init__(self, s: GoldWestState, task: tuple | None) -> None:
        self.void: dict[int, str] = {}
        self.unused: dict[int, list[int]] = {}
        if task is None or task[0] != "metals" or s.players[task[1]].invested:
            return
        seat = task[1]
        p = s.players[seat]
        for card in s.investments:
            reason = card_void(s, seat, card)
            if reason:
                self.void[card] = reason
        if p.boomtowned:
            return
        # the cards whose marker has somewhere to go now (not void)
        markers = [c for c in s.investments if c not in self.void
                   and INVESTMENTS[c].ability.startswith("boomtown_")]
        empty = sum(1 for m in s.markers if not m)
        for space, cost in enumerate(SPACE_COSTS):
            if s.markers[space] or not _affords(p.pool, cost):
                continue
            left = {m: n - cost.get(m, 0) for m, n in p.pool.items()}
            cards = [c for c in markers if _affords(left, INVESTMENTS[c].cost) and (
                empty > 1 or INVESTMENTS[c].ability != "boomtown_empty")]
            if cards:
                self.unused[space] = cards


def _affords(pool: dict[str, int], cost: dict[str, int]) -> bool:
    return all(pool[m] >= k for m, k in cost.items())


def view(s: GoldWestState, seat: int | None, winners: list[int]) -> dict:
    task = s.tasks[-1] if s.tasks and not s.over else None
    known: dict = {}
    for i, p in enumerate(s.players):
        if seat is None or seat == i:
            known.update(p.peeked)
    notes = Notes(s, task)
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
        "boomtown": [{"space": i, "office": o, "cost": SPACE_COSTS[i], "markers": list(m),
                      "unused_cards": notes.unused.get(i, [])}
                     for i, (o, m) in enumerate(zip(s.offices, s.markers, strict=True))],
        "investments": [{"id": c, "cost": INVESTMENTS[c].cost, "vp": INVESTMENTS[c].vp,
                         "ability": INVESTMENTS[c].ability, "void": notes.void.get(c)}
                        for c in s.investments],
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
        "winners": winners,
    }
