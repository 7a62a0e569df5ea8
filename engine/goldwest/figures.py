"""The telling figures of a Gold West game, per seat, for the end screen (issue 12): the
points of each scoring category as the rulebook counts them, the terrain majorities won,
and what each player did, counted from the game's moves and log (metals shipped, loots,
BoomTown markers, investments, resources wasted...). Each figure's id is its message
``gw.fig.<name>``.
"""
from __future__ import annotations

from .data import METALS
from .scoring import groups, majorities, scores
from .state import VP_CATEGORIES, GoldWestState

#: the figures, in the order the end screen lists them
FIGURES = (*(f"gw.fig.points_{c}" for c in VP_CATEGORIES), "gw.fig.majorities_won",
           "gw.fig.metals_shipped", *(f"gw.fig.shipped_{m}" for m in METALS),
           "gw.fig.shipping_tiles", "gw.fig.investments", "gw.fig.boomtown_markers",
           "gw.fig.loots", "gw.fig.camps", "gw.fig.settlements", "gw.fig.upgrades",
           "gw.fig.largest_group", "gw.fig.tokens_looked_at", "gw.fig.resources_wasted",
           "gw.fig.resources_left")
#: the figures counted from the log: message id -> the figure one entry adds one to
COUNTED = {"gw.loot": "gw.fig.loots", "gw.boomtown": "gw.fig.boomtown_markers",
           "gw.invest": "gw.fig.investments", "gw.upgrade": "gw.fig.upgrades",
           "gw.peek": "gw.fig.tokens_looked_at", "gw.ship_bonus": "gw.fig.shipping_tiles"}


def figures(s: GoldWestState) -> list[tuple[str, list[int]]]:
    """``[(figure id, [value per seat]), ...]`` in the order of `FIGURES`."""
    n = s.num_players
    found: dict[str, list[int]] = {fig: [0] * n for fig in FIGURES}
    for seat, sc in enumerate(scores(s)):
        for category in VP_CATEGORIES:
            found[f"gw.fig.points_{category}"][seat] = sc[category]
    found["gw.fig.majorities_won"] = majorities(s)[1]
    for msg, params, _ in s.log_entries:
        seat = params.get("seat")
        if msg in COUNTED:
            found[COUNTED[msg]][seat] += 1
        elif msg == "gw.discard":
            found["gw.fig.resources_wasted"][seat] += sum(params["resources"].values())
    for action in s.history:  # metals paid to ship (a card's free steps are no metal)
        if action.kind == "ship":
            found[f"gw.fig.shipped_{action.params[0]}"][action.seat] += 1
            found["gw.fig.metals_shipped"][action.seat] += 1
    for owner, kind in s.buildings.values():
        found[f"gw.fig.{kind}s"][owner] += 1
    found["gw.fig.largest_group"] = [max(groups(s, seat), default=0) for seat in range(n)]
    found["gw.fig.resources_left"] = [p.supply_count() for p in s.players]
    return [(fig, found[fig]) for fig in FIGURES]
