"""The market reference tile every player has beside their screen (rulebook, "Le commerce et
le marché"), drawn in the area of the person choosing: buying and selling each good for a
trade token at its printed price, hiring a worker, taking a debt. These trades may be made
at any decision of the player, so they are offered with every step; each is a `spot`, so
the engine says why one is not possible. The Market's and the Bank's own exchanges are
drawn on those buildings' cards (`hs_cards.powers`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.homesteaders.data import DEBT_SILVER, GOODS, MARKET, SALE_VP

from ..html import Markup, el
from .hs_cards import qty, qtys
from .hs_icons import icon

if TYPE_CHECKING:
    from . import Ctx
    from .homesteaders import HomesteadersUI


def market(gui: "HomesteadersUI", ctx: "Ctx", seat: int) -> Markup:
    """The reference tile with its buttons: a column per good (its price, buy, sell), then
    hiring a worker and taking a debt. Always in view: trades are part of every decision."""
    tr = ctx.tr
    cols = []
    for good in GOODS:
        currency, price = MARKET[good]
        buy = [gui.spot(ctx, f"buy:{good}", tr("hs.short.buy"), "trade")]
        with_gold = f"buy:{good}:gold"
        if with_gold in ctx.by_key:  # gold for a silver price: offered only when it can be
            buy.append(gui.spot(ctx, with_gold, [icon("gold"), tr("hs.short.buy")], "trade"))
        cols.append(el("div", {"class": "good", "data-k": f"hs-market-{seat}-{good}"},
                       el("span", {"class": "what"}, qty(gui, ctx, good, 1)),
                       el("span", {"class": "price"}, qty(gui, ctx, currency, price)),
                       buy, gui.spot(ctx, f"sell:{good}", tr("hs.short.sell"), "trade")))
    return el("div", {"class": "hs-market", "role": "group", "aria-label": tr("hs.board.market"),
                      "data-k": f"hs-market-{seat}"},
              el("div", {"class": "head"},
                 el("h4", None, icon("trade"), " ", tr("hs.board.market")),
                 el("span", {"class": "muted small"}, tr("hs.market.rule", vp=SALE_VP)),
                 el("span", {"class": "extra"},
                    gui.spot(ctx, "hire", [*qtys(gui, ctx, {"trade": 1, "food": 1}),
                                           el("span", {"class": "arrow"}, "→"),
                                           qty(gui, ctx, "worker", 1, "+")], "trade"),
                    gui.spot(ctx, "debt", [qty(gui, ctx, "debt", 1, "+"),
                                           el("span", {"class": "arrow"}, "→"),
                                           qty(gui, ctx, "silver", DEBT_SILVER, "+")], "trade"))),
              el("div", {"class": "goods"}, cols))
