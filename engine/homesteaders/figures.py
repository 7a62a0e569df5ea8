"""The end screen's telling figures of a game, computed from its moves and its log."""
from __future__ import annotations

from .data import ROUNDS
from .state import HomesteadersState

#: figure ids, in the order the end screen shows them (messages ``hs.fig.<name>``)
FIGURES = ("hs.fig.auctions_won", "hs.fig.bid_silver", "hs.fig.passes",
           "hs.fig.buildings_built", "hs.fig.income_silver", "hs.fig.trades",
           "hs.fig.workers_hired", "hs.fig.debts_taken", "hs.fig.debts_repaid")
#: the moves that spend a trade token at the market (or at a Market or a Bank)
TRADES = frozenset({"buy", "sell", "hire", "market", "bank"})


def progress(s: HomesteadersState) -> int:
    """The round, 1 to 10; 11 for the final income round, its final actions and the end."""
    return max(1, min(s.round, ROUNDS + 1))


def figures(s: HomesteadersState) -> list[tuple[str, list[int]]]:
    """Per seat: auctions won and the silver their bids cost, passes, buildings built, the
    silver collected as income, market trades, workers hired, debts taken and repaid."""
    count = {f: [0] * s.num_players for f in FIGURES}

    def add(fig: str, seat: int, n: int = 1) -> None:
        count[f"hs.fig.{fig}"][seat] += n

    for msg, params, _ in s.log_entries:
        seat = params.get("seat")
        if msg == "hs.won":
            add("auctions_won", seat)
            add("bid_silver", seat, params["value"])
        elif msg == "hs.pass":
            add("passes", seat)
        elif msg == "hs.build":
            add("buildings_built", seat)
        elif msg in ("hs.income", "hs.bank_silver"):
            add("income_silver", seat, params["gains"].get("silver", 0))
    for action in s.history:
        if action.kind in TRADES:
            add("trades", action.seat)
        if action.kind == "hire":
            add("workers_hired", action.seat)
        elif action.kind == "debt":
            add("debts_taken", action.seat)
        elif action.kind == "repay":
            add("debts_repaid", action.seat)
    return [(f, count[f]) for f in FIGURES]
