"""Gold West game state: the map, BoomTown, investments, and each player's board."""
from __future__ import annotations

from ..core import BaseState
from .data import INVESTMENTS, METALS, RESOURCES, SECTIONS, TERRAINS, Hex

VP_CATEGORIES = ("supply", "shipping", "investments", "boomtown", "largest_group",
                 "majorities", "wanted")


class Player:
    """One seat's board: supply track, this turn's pool, coaches, cards, pieces, points."""

    __slots__ = (
        "boomtowned",
        "camps_left",
        "cards",
        "coaches",
        "invested",
        "peeked",
        "pool",
        "ship_tiles",
        "supply",
        "vp",
        "wanted",
    )

    def __init__(self, camps: int) -> None:
        #: resources in each supply section, 0 (front) to 3 (back), as sorted tuples
        self.supply: tuple[tuple[str, ...], ...] = ((),) * SECTIONS
        self.pool: dict[str, int] = dict.fromkeys(RESOURCES, 0)
        self.coaches: dict[str, int] = dict.fromkeys(METALS, 0)
        self.cards: tuple[int, ...] = ()
        self.camps_left = camps
        self.wanted = 0
        #: points scored during play, by category
        self.vp: dict[str, int] = {"supply": 0, "shipping": 0, "investments": 0,
                                   "boomtown": 0, "wanted": 0}
        self.ship_tiles = 0
        #: face-down tokens this seat looked at (investment card): hex -> resources
        self.peeked: dict[Hex, tuple[str, ...]] = {}
        self.invested = False    # an investment this turn (at most one)
        self.boomtowned = False  # a BoomTown marker this turn, paid or free (at most one)

    def copy(self) -> "Player":
        new = Player.__new__(Player)
        new.supply = self.supply
        new.pool = self.pool.copy()
        new.coaches = self.coaches.copy()
        new.cards = self.cards
        new.camps_left = self.camps_left
        new.wanted = self.wanted
        new.vp = self.vp.copy()
        new.ship_tiles = self.ship_tiles
        new.peeked = self.peeked
        new.invested = self.invested
        new.boomtowned = self.boomtowned
        return new

    def supply_count(self) -> int:
        return sum(len(s) for s in self.supply)

    def add_to_section(self, section: int, resources: tuple[str, ...]) -> None:
        sections = list(self.supply)
        sections[section] = tuple(sorted(sections[section] + tuple(resources)))
        self.supply = tuple(sections)


class GoldWestState(BaseState):
    def __init__(self, game_id: str, players: int, seed: int, options: dict) -> None:
        super().__init__(game_id, players, seed, options)
        self.players: list[Player] = []
        self.terrain: dict[Hex, str] = {}      # land hexes in play
        self.tokens: dict[Hex, tuple[str, ...]] = {}  # mining tokens still on the map
        self.face_up: frozenset[Hex] = frozenset()
        self.buildings: dict[Hex, tuple[int, str]] = {}  # hex -> (seat, camp|settlement)
        self.looted: frozenset[Hex] = frozenset()
        self.offices: tuple[str, ...] = ()     # per BoomTown space: office name or "vp4"
        self.markers: tuple[tuple[int, ...], ...] = ((),) * 9  # seats per space
        self.investments: tuple[int, ...] = ()  # cards still on offer
        self.invest_bonus: tuple[int, ...] = ()  # bonus tiles left, highest first
        self.ship_stacks: dict[str, tuple[tuple[int, ...], ...]] = {}
        self.order: tuple[int, ...] = ()       # turn order, first player first
        self.turn = 0                          # turns started so far
        self.final = False                     # the last round: activate and metals only
        self.over = False

    def _copy_fields(self, new: "GoldWestState") -> None:
        new.players = [p.copy() for p in self.players]

    def influence(self, seat: int) -> dict[str, int]:
        """Camps 1, settlements 2, plus matching investment cards."""
        out = dict.fromkeys(TERRAINS, 0)
        for h, (owner, kind) in self.buildings.items():
            if owner == seat:
                out[self.terrain[h]] += 2 if kind == "settlement" else 1
        for card in self.players[seat].cards:
            ability = INVESTMENTS[card].ability
            if ability.startswith("influence:"):
                out[ability.split(":")[1]] += 1
        return out
