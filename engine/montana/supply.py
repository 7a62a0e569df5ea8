"""Montana's limited supply (rulebook, "Ouvriers et ressources limités"): what a player
takes when the supply is short, and (rules v2) the town places that a squash given back
leaves unpaid.
"""
from __future__ import annotations

from .data import TOWN_COLUMN_COSTS
from .state import MontanaState


def take(s: MontanaState, seat: int, kind: str, n: int, workers: bool = False,
         incoming: bool = False) -> int:
    """Take `n` of `kind`; while the supply is short, every player in turn gives one
    back from their board (the taker too, even a worker just recruited) until it can
    be taken at once."""
    supply = s.worker_supply if workers else s.supply
    seats = [(seat + i) % s.num_players for i in range(s.num_players)]
    givers: set[int] = set()
    while supply[kind] < n:
        gave = []
        for other in seats:
            q = s.players[other]
            # workers just recruited stand on the player's board too
            pools = (q.workers, q.incoming) if workers else (q.goods,)
            held = next((pool for pool in pools if pool[kind]), None)
            if held is not None:
                held[kind] -= 1
                supply[kind] += 1
                gave.append(other)
        if not gave:
            break
        givers.update(gave)
        s.log("mt.give_back", kind=kind, seats=gave)
    got = min(n, supply[kind])
    supply[kind] -= got
    p = s.players[seat]
    target = (p.incoming if incoming else p.workers) if workers else p.goods
    target[kind] += got
    if kind == "squash" and givers and s.town and s.rules >= 2:
        drop_unpaid_places(s, givers)
    return got


def drop_unpaid_places(s: MontanaState, seats: set[int]) -> None:
    """Rules v2: a placed representative whose player gave a squash back to the short
    supply and can no longer pay its column is treated as having passed (no cost, no
    reward): it leaves the town, and its reward is not asked for. Under v1 the cost was
    paid anyway, leaving the player with fewer than no squash."""
    for seat in sorted(seats):
        place = s.town.get(seat)
        if place is None or s.players[seat].goods["squash"] >= TOWN_COLUMN_COSTS[place[1]]:
            continue
        s.town = {o: rc for o, rc in s.town.items() if o != seat}
        s.tasks = tuple(t for t in s.tasks if t[:2] != ("town_reward", seat))
        s.log("mt.town_unpaid", seat=seat, row=place[0], col=place[1])
