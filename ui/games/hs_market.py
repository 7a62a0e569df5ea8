"""The market reference tile every player has beside their screen (rulebook, "Le commerce et
le marché"), drawn in the area of the person choosing: buying and selling each good for a
trade token at its printed price, hiring a worker, taking a debt. These trades may be made
at any decision of the player, so they are offered with every step; each is a `spot`, so
the engine says why one is not possible. The Market's and the Bank's own exchanges are
drawn on those buildings' cards (`hs_cards.powers`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.homesteaders.data import DEBT_SILVER, GOODS, MARKET, SALE_VP

from .. import hooks
from ..html import Markup, el
from .hs_cards import qty, qtys
from .hs_icons import icon
from .seat_fold import front_seat

if TYPE_CHECKING:
    from .base import Ctx
    from .hs_board import HomesteadersBoard


def market(gui: "HomesteadersBoard", ctx: "Ctx", marks: list[Markup]) -> Markup:
    """The reference tile as a small table, a column per good: its price, then buying and
    selling it; beside it, hiring a worker and taking a debt. Its buttons are the trades of
    the person choosing now. During a bot's turn or a replay it is drawn hidden, not left
    out: the DOM morph would draw it and what stands after it anew when it came back
    (e2e/test_phone_parts_kept.py)."""
    tr = ctx.tr
    seat = front_seat(ctx)
    head, prices, buys, sells = [], [], [], []
    for good in GOODS:
        currency, price = MARKET[good]
        head.append(el("th", {"scope": "col"}, icon(good, gui.name(ctx, good))))
        prices.append(el("td", None, qty(gui, ctx, currency, price)))
        buy = [gui.spot(ctx, f"buy:{good}", "+", "trade")]
        with_gold = f"buy:{good}:gold"
        if with_gold in ctx.by_key:  # gold for a silver price: offered only when it can be
            buy.append(gui.spot(ctx, with_gold, [el("b", None, "+"), icon("gold")], "trade"))
        buys.append(el("td", {hooks.KEY: f"hs-buy-{good}"}, buy))
        sells.append(el("td", {hooks.KEY: f"hs-sell-{good}"},
                        gui.spot(ctx, f"sell:{good}", "−", "trade")))
    return el("section", {"class": "hs-market", hooks.KEY: "hs-market", hooks.NOW: True,
                          "hidden": not ctx.legal,
                          "aria-label": tr("hs.board.market")},
              el("h3", None, icon("trade"), " ", tr("hs.board.market"), " ", marks[seat],
                 el("span", {"class": "who"}, gui.seat_name(ctx, seat))),
              el("p", {"class": "rule"}, tr("hs.market.rule", vp=SALE_VP)),
              el("div", {"class": "hs-market-body"},
                 el("table", None,
                    el("thead", None, el("tr", None, el("td", None), head)),
                    el("tbody", None,
                       el("tr", {"class": "price"},
                          el("th", {"scope": "row"}, tr("hs.market.price")), prices),
                       el("tr", None, el("th", {"scope": "row"}, tr("hs.short.buy")), buys),
                       el("tr", None, el("th", {"scope": "row"}, tr("hs.short.sell")), sells))),
                 el("div", {"class": "extra"},
                    gui.spot(ctx, "hire", [*qtys(gui, ctx, {"trade": 1, "food": 1}),
                                           el("span", {"class": "arrow"}, "→"),
                                           qty(gui, ctx, "worker", 1, "+")], "trade"),
                    gui.spot(ctx, "debt", [qty(gui, ctx, "debt", 1, "+"),
                                           el("span", {"class": "arrow"}, "→"),
                                           qty(gui, ctx, "silver", DEBT_SILVER, "+")],
                             "trade"))))
