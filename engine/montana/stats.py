"""The end screen's telling figures of a Montana game, computed from its log and the turns
each seat played: how it built (turns, camps in the best turn, free camps, lines), its cows
and canteens, and how it gathered (recruits, wheat on the wheel, harvests, bank, town, the
pieces the short supply took back)."""
from __future__ import annotations

from .data import START_SPINS
from .state import MontanaState

#: figure ids, in the order the end screen shows them (messages ``mt.fig.<name>``)
FIGURES = ("mt.fig.turns", "mt.fig.build_turns", "mt.fig.best_turn", "mt.fig.free_camps",
           "mt.fig.lines", "mt.fig.cows_taken", "mt.fig.cows_traded", "mt.fig.canteens_taken",
           "mt.fig.canteens_drunk", "mt.fig.recruits", "mt.fig.wheat_on_wheel",
           "mt.fig.harvests", "mt.fig.goods_harvested", "mt.fig.bank_coins",
           "mt.fig.town_rewards", "mt.fig.given_back")
#: log entries that one turn's builds bring along (anything else ends a build turn)
BUILD_TURN = frozenset({"mt.build", "mt.cow", "mt.canteen_taken", "mt.line", "mt.last_camp",
                        "mt.cow_trade", "mt.give_back"})
#: log entries counted one each for their seat
COUNTED = {"mt.line": "lines", "mt.cow": "cows_taken", "mt.cow_trade": "cows_traded",
           "mt.canteen_taken": "canteens_taken", "mt.canteen": "canteens_drunk",
           "mt.spin": "recruits", "mt.town_reward": "town_rewards"}


def figures(s: MontanaState) -> list[tuple[str, list[int]]]:
    """Per seat, each of `FIGURES` (see the module text)."""
    count = {f: [0] * s.num_players for f in FIGURES}

    def add(fig: str, seat: int, n: int = 1) -> None:
        count[f"mt.fig.{fig}"][seat] += n

    turn: list[int] | None = None  # [seat, camps] of the build turn under way
    for msg, params, _ in s.log_entries:
        seat = params.get("seat")
        if turn is not None and (msg not in BUILD_TURN
                                 or (msg == "mt.build" and seat != turn[0])):
            turn = None
        if msg == "mt.build":
            if turn is None:
                turn = [seat, 0]
                add("build_turns", seat)
            turn[1] += params["camps"]
            count["mt.fig.best_turn"][seat] = max(count["mt.fig.best_turn"][seat], turn[1])
            add("free_camps", seat, params["camps"] - 1)
        elif msg in COUNTED:
            add(COUNTED[msg], seat)
        elif msg == "mt.advance":
            add("wheat_on_wheel", seat, params["steps"])
        elif msg == "mt.harvest":
            add("harvests", seat, 0 if params["small"] else 1)
            add("goods_harvested", seat, params["count"])
        elif msg == "mt.bank":
            add("bank_coins", seat, params["coins"])
        elif msg == "mt.give_back":
            for other in params["seats"]:
                add("given_back", other)
    count["mt.fig.turns"] = list(s.turns)
    # the set-up spins are no recruits
    count["mt.fig.recruits"] = [max(0, n - START_SPINS) for n in count["mt.fig.recruits"]]
    return [(f, count[f]) for f in FIGURES]
