"""Homesteaders components: every printed value the rules code uses, and only here.

Provenance: the building and auction-tile values come from `shared/data/homesteaders.json`
(transcribed from a long-running public implementation, cross-checked, not checked against
printed tiles). The rail track, the bid values, the market rates, the 2-player copies and
the neutral-bid steps are stated in the rulebook (`shared/seeds/000_*.txt`) and agree with
the data notes. Where the two disagree the rulebook wins (see docs/rules/homesteaders.md).
"""
from __future__ import annotations

from typing import NamedTuple

RES, COM, IND, SPE = "residential", "commercial", "industrial", "special"
TYPES = (RES, COM, IND, SPE)

#: goods a player holds as cubes (rulebook, "Matériel de jeu")
GOODS = ("wood", "food", "steel", "gold", "copper", "livestock")
#: everything a player can hold; silver, trade, VP tokens and debt sit behind the screen
HOLDINGS = ("silver", "trade", "vp", "debt", *GOODS)
#: goods worth 2 VP each at the end (rulebook, "Dernier tour de jeu")
SCORING_GOODS = ("gold", "copper", "livestock")

STAGES = ("settlement", "settlement_or_town", "town", "city")
#: stages on offer from a round on (rulebook, "Mise en place des tuiles enchères")
OFFER_BY_ROUND = {
    1: ("settlement", "settlement_or_town"),
    5: ("settlement_or_town", "town"),
    9: ("city",),
    11: (),
}

ROUNDS = 10
#: bid steps printed on each auction row (rulebook, "Faire une offre")
BID_VALUES = (3, 4, 5, 6, 7, 9, 12, 16, 21)
#: the 2-player neutral level moves on the bid steps between 3 and 9 and starts at 5
NEUTRAL_LEVELS = (3, 4, 5, 6, 7, 9)
NEUTRAL_START = 5

START_SILVER = 6
START_WORKERS = 1
GOLD_AS_SILVER = 5
DEBT_SILVER = 2
DEBT_REPAY_SILVER = 5

#: market, per 1 trade token (rulebook, "Le commerce et le marché"): buy price and sale
#: gain are the same amount of the same currency; each sale also gives 1 VP
MARKET = {
    "wood": ("silver", 1),
    "food": ("silver", 2),
    "steel": ("silver", 3),
    "gold": ("silver", 4),
    "copper": ("gold", 1),
    "livestock": ("gold", 1),
}
SALE_VP = 1

#: Railroad Development Track: the bonuses each space adds (rulebook). The marker stops on
#: the 5th space; every later advance chooses from all five.
RAIL_TRACK = (
    ("trade",),
    ("rail_line",),
    ("worker",),
    GOODS,
    ("vp3",),
)
RAIL_TRACK_VP = 3


class Building(NamedTuple):
    key: str
    type: str
    stage: str
    copies: tuple[int, int]  # (2 players, 3-4 players)
    cost: dict
    vp: int = 0
    income: dict = {}
    #: computed income instead of or beside `income`: "clear_debt" (Bank), "rodeo"
    income_rule: str | None = None
    #: worker slots: (workers needed, output); the River Port slot needs two workers
    slots: tuple = ()
    #: effects resolved once when built, in order
    on_build: tuple = ()
    #: end-game bonus: ((what is counted, VP each), ...)
    end_vp: tuple = ()


def B(key: str, type_: str, stage: str, copies: tuple[int, int], **kw) -> Building:
    return Building(key, type_, stage, copies, **kw)


HOMESTEAD = Building("homestead", RES, "start", (1, 1), cost={}, income={"silver": 2},
                     slots=((1, {"wood": 1}), (1, {"vp": 1})))

BUILDINGS_LIST = (
    # Settlement (rounds 1-4)
    B("grain_mill", RES, "settlement", (1, 1), cost={"wood": 1, "steel": 1}, vp=2,
      income={"food": 1}),
    B("farm", RES, "settlement", (2, 3), cost={"wood": 1},
      slots=((1, {"silver": 2, "trade": 1}), (1, {"food": 1}))),
    B("market", COM, "settlement", (2, 3), cost={"wood": 1}, vp=2, income={"trade": 1},
      slots=((1, {"silver": 2}),)),
    B("foundry", IND, "settlement", (2, 3), cost={}, slots=((1, {"steel": 1}),)),
    B("steel_mill", IND, "settlement", (1, 1), cost={"wood": 2, "gold": 1},
      income={"steel": 1}),
    # Settlement/Town (rounds 1-8)
    B("boarding_house", RES, "settlement_or_town", (1, 1), cost={"wood": 2},
      income={"silver": 2}, on_build=("clear_debt",), end_vp=(("industrial", 1),)),
    B("railworkers_house", RES, "settlement_or_town", (1, 1), cost={"steel": 2},
      income={"silver": 1, "trade": 1}, end_vp=(("worker", 1), ("rail_line", 1))),
    B("ranch", RES, "settlement_or_town", (1, 2), cost={"wood": 1, "food": 1, "steel": 1},
      slots=((1, {"livestock": 1}),), on_build=("trade",)),
    B("trading_post", COM, "settlement_or_town", (1, 1), cost={"gold": 1},
      income={"trade": 2}),
    B("general_store", COM, "settlement_or_town", (1, 2), cost={"steel": 1}, vp=2,
      income={"trade": 1}),
    B("gold_mine", IND, "settlement_or_town", (1, 2), cost={"wood": 1, "steel": 1},
      slots=((1, {"gold": 1}),)),
    B("copper_mine", IND, "settlement_or_town", (1, 2), cost={"wood": 2, "steel": 1},
      slots=((1, {"copper": 1}),)),
    B("river_port", IND, "settlement_or_town", (1, 2), cost={"wood": 1},
      slots=((2, {"gold": 1}),)),
    # Town (rounds 5-8)
    B("church", RES, "town", (1, 1), cost={"wood": 1, "steel": 1, "gold": 1, "copper": 1},
      vp=10, income={"vp": 2}),
    B("workshop", RES, "town", (1, 2), cost={"steel": 1}, vp=2, income={"vp": 1},
      on_build=("worker",)),
    B("depot", COM, "town", (1, 2), cost={"wood": 1, "steel": 1}, income={"silver": 2},
      on_build=("rail_advance",), end_vp=(("rail_line", 1),)),
    B("stables", COM, "town", (1, 1), cost={"livestock": 1}, income={"trade": 1, "vp": 1},
      end_vp=((RES, 1),)),
    B("bank", COM, "town", (1, 1), cost={"steel": 1, "copper": 1}, vp=3,
      income_rule="clear_debt", end_vp=((SPE, 1),)),
    B("meatpacking_plant", IND, "town", (1, 1), cost={"wood": 1, "livestock": 1}, vp=2,
      slots=((1, {"vp": 2}), (1, {"vp": 2}))),
    B("forge", IND, "town", (1, 2), cost={"steel": 2}, vp=1, slots=((1, {"vp": 2}),),
      on_build=("rail_advance",)),
    B("factory", SPE, "town", (1, 1), cost={"steel": 2, "copper": 1}, vp=6,
      income={"vp": 2}, end_vp=((IND, 1),)),
    B("rodeo", SPE, "town", (1, 1), cost={"food": 1, "livestock": 1}, vp=4,
      income_rule="rodeo"),
    B("lawyer", SPE, "town", (1, 1), cost={"wood": 1, "gold": 1, "livestock": 1}, vp=4,
      income={"vp": 2}, end_vp=((COM, 1),)),
    B("fairgrounds", SPE, "town", (1, 1),
      cost={"wood": 2, "copper": 1, "livestock": 1}, vp=6, income={"gold": 1},
      end_vp=((RES, 1),)),
    # City (rounds 9-10)
    B("dude_ranch", RES, "city", (1, 2), cost={"wood": 1, "food": 1}, vp=3,
      end_vp=(("worker", 1),)),
    B("town_hall", RES, "city", (1, 1), cost={"wood": 2, "copper": 1}, vp=10,
      end_vp=((COM, 1),)),
    B("terminal", COM, "city", (1, 2), cost={"steel": 2}, vp=6, end_vp=(("rail_line", 1),)),
    B("restaurant", COM, "city", (1, 2), cost={"wood": 1, "livestock": 1}, vp=8,
      end_vp=((SPE, 1),)),
    B("train_station", IND, "city", (1, 2), cost={"wood": 1, "copper": 1}, vp=3,
      on_build=("rail_line", "extra_build")),
    B("circus", SPE, "city", (1, 1), cost={"food": 2, "livestock": 1}, vp=8,
      end_vp=(("worker", 1),)),
    B("rail_yard", SPE, "city", (1, 1), cost={"steel": 2, "gold": 1, "copper": 1}, vp=6,
      on_build=("rail_advance",), end_vp=(("building", 1),)),
)
BUILDINGS = {b.key: b for b in BUILDINGS_LIST}
BUILDINGS["homestead"] = HOMESTEAD

#: the Rodeo's income: 1 silver per worker owned, at most 5 (rulebook, "Rodéo")
RODEO_MAX = 5
#: Bank income and Boarding House: discard a debt, or 2 silver with none (rulebook)
CLEAR_DEBT_SILVER = 2


class Tile(NamedTuple):
    """An auction tile. Bonuses, resolved after the build, in order:
    ("worker",) optional free worker; ("rail",) a rail advance; ("gain", {...});
    ("exchange", cost, gain, river_port_gold_ok) optional, once."""

    id: int
    stack: int
    stage: str  # settlement (rounds 1-4), town (5-8), city (9-10)
    build_types: tuple
    bonuses: tuple = ()


T = Tile
TILES_LIST = (
    T(1, 1, "settlement", (RES, COM)),
    T(2, 1, "settlement", (IND,)),
    T(3, 1, "settlement", (COM,)),
    T(4, 1, "settlement", (RES, IND)),
    T(5, 1, "town", (COM,), (("worker",),)),
    T(6, 1, "town", (RES,), (("worker",),)),
    T(7, 1, "town", (IND,), (("worker",),)),
    T(8, 1, "town", TYPES),
    T(9, 1, "city", TYPES, (("exchange", {"copper": 1}, {"vp": 4}, True),)),
    T(10, 1, "city", TYPES, (("exchange", {"livestock": 1}, {"vp": 4}, True),)),
    T(11, 2, "settlement", (RES,)),
    T(12, 2, "settlement", (IND,)),
    T(13, 2, "settlement", TYPES),
    T(14, 2, "settlement", (), (("worker",), ("rail",))),
    T(15, 2, "town", (RES, COM)),
    T(16, 2, "town", (IND, COM)),
    T(17, 2, "town", (IND, SPE)),
    T(18, 2, "town", (RES, SPE), (("exchange", {"wood": 1}, {"rail_line": 1}, False),)),
    T(19, 2, "city", (COM, IND), (("exchange", {"food": 1}, {"vp": 2}, False),)),
    T(20, 2, "city", (RES, SPE), (("exchange", {"food": 1}, {"vp": 2}, False),)),
    T(21, 3, "settlement", (RES,)),
    T(22, 3, "settlement", (COM,)),
    T(23, 3, "settlement", (IND,)),
    T(24, 3, "settlement", (), (("worker",), ("rail",))),
    T(25, 3, "town", (RES,)),
    T(26, 3, "town", (COM,)),
    T(27, 3, "town", (IND,), (("exchange", {"wood": 1}, {"rail_line": 1}, False),)),
    T(28, 3, "town", TYPES),
    T(29, 3, "city", (RES, COM), (("exchange", {"food": 1}, {"vp": 2}, False),)),
    T(30, 3, "city", (), (("gain", {"vp": 6}), ("exchange", {"food": 1}, {"vp": 2}, False))),
)
TILES = {t.id: t for t in TILES_LIST}
#: stacks used by player count (rulebook: the 3rd stack only with 4 players)
STACKS_BY_PLAYERS = {2: 2, 3: 2, 4: 3}
TILE_STAGE_ORDER = ("settlement", "town", "city")
