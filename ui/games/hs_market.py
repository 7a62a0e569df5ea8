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
    """The reference tile with its buttons; it opens by itself when a trade or a debt is
    all the player can do (a payment they are short of), else it stays as they left it."""
    tr = ctx.tr
    rows = []
    for good in GOODS:
        currency, price = MARKET[good]
        buy = [gui.spot(ctx, f"buy:{good}", tr("hs.short.buy"), "trade")]
        with_gold = f"buy:{good}:gold"
        if with_gold in ctx.by_key:  # gold for a silver price: offered only when it can be
            buy.append(gui.spot(ctx, with_gold, [icon("gold"), tr("hs.short.buy")], "trade"))
        rows.append(el(
            "tr", {"data-k": f"hs-market-{seat}-{good}"},
            el("th", {"scope": "row"}, qty(gui, ctx, good, 1)),
            el("td", None, qty(gui, ctx, currency, price)),
            el("td", None, buy),
            el("td", None, gui.spot(ctx, f"sell:{good}", tr("hs.short.sell"), "trade"))))
    main = any(not a.free for a in ctx.legal)
    return el("details", {"class": "hs-market", "data-keep": "hs-market",
                          "open": not main, "data-auto-open": not main,
                          "data-k": f"hs-market-{seat}"},
              el("summary", None, icon("trade"), " ", tr("hs.board.market")),
              el("p", {"class": "muted small"}, tr("hs.market.rule", vp=SALE_VP)),
              el("table", None,
                 el("thead", None, el("tr", None,
                                      el("th", {"scope": "col"}, tr("hs.market.good")),
                                      el("th", {"scope": "col"}, tr("hs.market.price")),
                                      el("th", {"scope": "col"}, tr("hs.short.buy")),
                                      el("th", {"scope": "col"}, tr("hs.short.sell")))),
                 el("tbody", None, rows)),
              el("div", {"class": "row"},
                 gui.spot(ctx, "hire", [*qtys(gui, ctx, {"trade": 1, "food": 1}),
                                        el("span", {"class": "arrow"}, "→"),
                                        qty(gui, ctx, "worker", 1, "+")], "trade"),
                 gui.spot(ctx, "debt", [qty(gui, ctx, "debt", 1, "+"),
                                        el("span", {"class": "arrow"}, "→"),
                                        qty(gui, ctx, "silver", DEBT_SILVER, "+")], "trade")))
