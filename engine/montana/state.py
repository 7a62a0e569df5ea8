"""Montana game state: landscape, worker board, town, supplies, and each player's board."""
from __future__ import annotations

from ..core import BaseState
from .data import AREAS, BANK, COLOURS, GOODS, Hex


class Player:
    __slots__ = (
        "builds",
        "camps_left",
        "canteens",
        "coins",
        "cows",
        "goods",
        "incoming",
        "workers",
    )

    def __init__(self, camps: int) -> None:
        self.goods = dict.fromkeys(GOODS, 0)
        self.coins = 0
        self.cows = 0
        self.canteens = 0
        self.workers = dict.fromkeys(COLOURS, 0)   # on the player's board (at most 8)
        self.incoming = dict.fromkeys(COLOURS, 0)  # just recruited, before sending back
        self.camps_left = camps
        self.builds = 0  # camps built with paid builds this turn

    def copy(self) -> "Player":
        new = Player.__new__(Player)
        new.goods = self.goods.copy()
        new.coins = self.coins
        new.cows = self.cows
        new.canteens = self.canteens
        new.workers = self.workers.copy()
        new.incoming = self.incoming.copy()
        new.camps_left = self.camps_left
        new.builds = self.builds
        return new

    def worker_count(self) -> int:
        return sum(self.workers.values())

    def all_workers(self) -> int:
        """The board's workers and those just recruited: the 8-worker limit counts both."""
        return self.worker_count() + sum(self.incoming.values())


class MontanaState(BaseState):
    def __init__(self, game_id: str, players: int, seed: int, options: dict) -> None:
        super().__init__(game_id, players, seed, options)
        self.players: list[Player] = []
        self.regions: dict = {}                      # hex -> data.Region
        self.start_region: Hex | None = None
        self.camps: dict[Hex, tuple[int, int]] = {}  # hex -> (seat, camps there)
        self.frontier: frozenset[Hex] = frozenset()  # free land next to an occupied region
        self.cows_on_map: frozenset[Hex] = frozenset()
        self.canteens_on_map: frozenset[Hex] = frozenset()
        self.supply: dict[str, int] = {}             # goods in the general supply
        self.worker_supply: dict[str, int] = {}
        self.cow_supply = 0                          # cows neither on the map nor held
        #: workers (colour tuples) on each bank space and on each harvest space's boxes
        self.bank: tuple[tuple[str, ...], ...] = ((),) * len(BANK)
        self.areas: dict[str, tuple] = {a: (((), ()),) * len(AREAS[a][2]) for a in AREAS}
        self.town: dict[int, tuple[int, int]] = {}   # seat -> (row, column) this action
        self.wheel = 0                               # segment the arrow points at
        self.lines: tuple = ()   # (seat, axis, frozenset of hexes): lines that had their camp
        self.order: tuple[int, ...] = ()
        self.active = 0
        self.round = 0           # the round of the table (`Montana.progress`)
        self.turns: tuple[int, ...] = (0,) * players  # turns each seat has played
        self.started = False     # set-up (start tile, first spins) is over
        self.ending = False      # somebody built their last camp
        self.over = False

    def _copy_fields(self, new: "MontanaState") -> None:
        new.players = [p.copy() for p in self.players]
        new.supply = self.supply.copy()
        new.worker_supply = self.worker_supply.copy()
