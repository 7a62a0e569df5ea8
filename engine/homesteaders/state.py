"""Homesteaders game state: plain containers, copied on every `apply`."""
from __future__ import annotations

from ..core import BaseState
from .data import HOLDINGS, START_SILVER, START_WORKERS

NEUTRAL = -1  # the 2-player neutral bid token, in the place of a seat


class Player:
    """One seat's holdings and town."""

    __slots__ = ("buildings", "h", "placed", "rail_lines", "rail_pos", "workers")

    def __init__(self) -> None:
        self.h = dict.fromkeys(HOLDINGS, 0)
        self.h["silver"] = START_SILVER
        self.workers = START_WORKERS
        self.rail_lines = 0
        self.rail_pos = 0  # 0 = before the first space of the Railroad Development Track
        self.buildings: tuple[str, ...] = ("homestead",)
        #: workers on slots this round: (building key, slot index) -> workers there
        self.placed: dict[tuple[str, int], int] = {}

    def copy(self) -> "Player":
        new = Player.__new__(Player)
        new.h = self.h.copy()
        new.workers = self.workers
        new.rail_lines = self.rail_lines
        new.rail_pos = self.rail_pos
        new.buildings = self.buildings
        new.placed = self.placed.copy()
        return new

    def owns(self, key: str) -> bool:
        return key in self.buildings

    def idle_workers(self) -> int:
        return self.workers - sum(self.placed.values())


class HomesteadersState(BaseState):
    """Whole-table state. `tasks` is the stack of pending steps (top = last): decisions
    such as ("bid", seat) and automatic steps such as ("resolve", auction)."""

    def __init__(self, game_id: str, players: int, seed: int, options: dict) -> None:
        super().__init__(game_id, players, seed, options)
        self.players = [Player() for _ in range(players)]
        self.round = 0
        self.phase = "setup"  # place, bid, resolve, endgame, over
        self.start = 0
        self.offer: dict[str, int] = {}
        self.stages: tuple[str, ...] = ()  # building stages on offer
        self.stacks: list[tuple[int, ...]] = []
        self.tiles: list = []   # tile id per auction this round
        self.bids: list = []    # (holder seat or NEUTRAL, value) or None, per auction
        self.passed: tuple[bool, ...] = (False,) * players
        self.bid_from = 0       # bidding resumes with the first eligible seat from here
        self.neutral_level = 0  # index into NEUTRAL_LEVELS (2 players)
        self.winners_this_round: tuple[int, ...] = ()

    def _copy_fields(self, new: "HomesteadersState") -> None:
        new.players = [p.copy() for p in self.players]
        new.offer = self.offer.copy()
        new.tiles = list(self.tiles)
        new.bids = list(self.bids)

    def order_from(self, first: int) -> list[int]:
        n = self.num_players
        return [(first + i) % n for i in range(n)]
