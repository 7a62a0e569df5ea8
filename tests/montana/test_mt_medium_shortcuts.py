"""The medium bot's shortcuts give what the plain computation gives, to the last bit.

`_goods_value` skips a candidate region whose progress could not beat the best so far
(bounded by its whole cost held, then by what it showed in an earlier pick): here it is
compared with the plain greedy that works out every candidate at every pick, on the plans
of seeded medium games and on goods around the ones held.
"""
from __future__ import annotations

from engine.core import Rng
from engine.montana import bots, model
from engine.montana.data import GOODS

from .helpers import G


def plain_goods_value(plan: model.Plan, held: tuple[int, ...]) -> tuple[float, frozenset]:
    """`_goods_value` without skipping: every region not yet taken worked out each pick."""
    goods = list(held)
    left = list(range(len(plan.cands)))
    lacking = set()
    total = 0.0
    for _ in range(min(model.PLAN, len(left))):
        best_c, best_i = -1.0, -1
        for i in left:
            items, rate, _ = plan.cands[i]
            held_w = 0.001
            for g, k, w, small in items:
                have = goods[g]
                if have >= k:
                    held_w += w * k
                elif small is None:
                    held_w += w * have
                else:
                    held_w += w * (have + 0.5 * min(goods[small], k - have))
            if rate * held_w > best_c:
                best_c, best_i = rate * held_w, i
        left.remove(best_i)
        total += best_c
        for g, k, _, small in plan.cands[best_i][0]:
            have = goods[g]
            if have >= k:
                goods[g] = have - k
            else:
                goods[g] = 0
                lacking.add(bots.COLOUR_OF[GOODS[g]])
                if small is not None:
                    goods[small] -= min(goods[small], k - have)
    urgency = plan.urgency
    total *= model.READY * urgency
    for g, k in zip(GOODS, goods, strict=True):
        total += model.SPARE[g] * k * urgency
    squash = goods[GOODS.index("squash")]
    total += model.SQUASH_FUEL * min(squash, model.FUEL) * urgency
    return total, frozenset(lacking)


def test_goods_value_equals_the_plain_greedy():
    medium = G.bots["medium"]
    checked = 0
    for players, seed in ((2, 71), (3, 72), (4, 73)):
        s = G.new(players, seed)
        rng = Rng(seed)
        for n in range(400):
            if G.is_over(s):
                break
            seat = G.to_act(s)[0]
            if n % 5 == 0 and s.started:
                p = s.players[seat]
                plan = model.plan_of(s, seat, model.urgency_of(s, seat), p)
                held = tuple(p.goods.values())
                for _ in range(8):  # the goods held, and goods around them
                    total, lacking = model._goods_value(plan, held)
                    assert (total, frozenset(lacking)) == plain_goods_value(plan, held)
                    held = tuple(max(0, k + rng.below(5) - 2) for k in held)
                    checked += 1
            s = G.apply(s, medium(s, seat, rng, 0))
    assert checked > 300
