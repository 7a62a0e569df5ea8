"""Montana rules: set-up, a turn of exactly one action (recruit, harvest or build) with
cow trades at any time of one's own turn, canteens for an extra turn, the limited supply,
and the end of the round after somebody builds their last camp.

Legal moves come from the task on top of `state.tasks`; automatic steps (a spin, taking
a pair of workers, the end of a turn) run in `_advance` until somebody has to decide.
"""
from __future__ import annotations

from dataclasses import astuple
from functools import cached_property

from ..cards import CARDS
from ..core import Action, Game, Rng
from ..core.steps import Step, advance
from . import evaluate as evaluation
from . import refusals, scoring, stats
from . import view as views
from .board import (
    AXES,
    hex_key,
    neighbours,
    parse_hex,
)
from .data import (
    AREAS,
    BANK,
    BUILDS_PER_TURN,
    CAMPS,
    COLOURS,
    COW_TRADE_COINS,
    COWS_TOTAL,
    LANDSCAPE_TILES_BY_PLAYERS,
    LAYOUTS,
    MAX_WORKERS,
    START_COINS,
    START_COWS,
    START_GOODS,
    START_REGION,
    START_SPINS,
    SUPPLY,
    TILES,
    TOWN_COLUMN_COSTS,
    TOWN_GOODS,
    TOWN_REWARDS,
    TOWN_ROWS,
    UPGRADES,
    WHEEL,
    WORKERS_PER_COLOUR,
    Hex,
)
from .moves import legal, send_options
from .state import MontanaState, Player
from .supply import take

DECISIONS = frozenset({"start_region", "turn", "choose_worker", "advance", "release",
                       "send", "small", "town_place", "town_reward", "build_more", "canteen"})


class Montana(Game):
    id = "montana"
    title, min_players, max_players, play_minutes = astuple(CARDS["montana"])[1:]
    #: quick_start: the start tile goes on the centre instead of being chosen
    option_choices = {"quick_start": (False, (False, True))}
    refusal_codes = refusals.CODES
    #: 2: a town place whose cost its player can no longer pay (a squash given back to the
    #: short supply after placing) counts as a pass, never as a debt of squash
    rules_version = 2
    rules_changes = {2: "mt.rules.v2"}
    tie_breaks = scoring.TIE_BREAKS
    search_spread = evaluation.SEARCH_SPREAD

    def _state_class(self) -> type:
        return MontanaState

    # -- set-up (rulebook, "Mise en place") ----------------------------------------------
    def _setup(self, s: MontanaState) -> None:
        rng, n = s.rng, s.num_players
        names = sorted(TILES, key=lambda t: int(t[1:]))
        rng.shuffle(names)
        for (cq, cr), name in zip(LAYOUTS[n], names[: LANDSCAPE_TILES_BY_PLAYERS[n]],
                                  strict=True):
            for (dq, dr), region in TILES[name].items():
                s.regions[(cq + dq, cr + dr)] = region
        s.cows_on_map = frozenset(h for h, r in s.regions.items() if r.cow)
        s.canteens_on_map = frozenset(h for h, r in s.regions.items() if r.canteen)
        s.supply = dict(SUPPLY[n])
        s.worker_supply = dict.fromkeys(COLOURS, WORKERS_PER_COLOUR)
        s.cow_supply = COWS_TOTAL - len(s.cows_on_map) - n * START_COWS
        first = rng.below(n)
        s.order = tuple((first + i) % n for i in range(n))
        s.players = [Player(CAMPS[n]) for _ in range(n)]
        for position, seat in enumerate(s.order):
            p = s.players[seat]
            p.goods.update(START_GOODS)
            p.cows = START_COWS
            p.coins = START_COINS[position]
        s.active = first
        s.log("mt.setup", first=first)
        s.push("first_turn")
        for seat in reversed(s.order):
            s.push("settle", seat)
            for _ in range(START_SPINS):
                s.push("take_pair", seat)
                s.push("spin", seat)
        if s.options["quick_start"]:
            self._place_start(s, START_REGION)
        else:
            s.push("start_region", first)
        self._advance(s)

    def _place_start(self, s: MontanaState, h: Hex) -> None:
        """The start tile goes down before the cows (set-up steps 2 and 3): a cow symbol
        it covers gets no cow, which stays in the box (the cow supply)."""
        s.start_region = h
        if h in s.cows_on_map:
            s.cows_on_map = s.cows_on_map - {h}
            s.cow_supply += 1
        self._occupy(s, h)
        s.log("mt.start_region", region=hex_key(h))

    def _occupy(self, s: MontanaState, h: Hex) -> None:
        """Keep `frontier`: the free land regions next to an occupied one."""
        new = {nb for nb in neighbours(h)
               if nb in s.regions and s.regions[nb].kind == "land"
               and nb not in s.camps and nb != s.start_region}
        s.frontier = (s.frontier - {h}) | new

    # -- whose turn ----------------------------------------------------------------------
    def to_act(self, s: MontanaState) -> list[int]:
        if s.over or not s.tasks:
            return []
        return [s.tasks[-1][1]]

    def is_over(self, s: MontanaState) -> bool:
        return s.over

    def scores(self, s: MontanaState) -> list[dict[str, int]]:
        return scoring.scores(s)

    def view(self, s: MontanaState, seat: int | None) -> dict:
        return views.view(s, seat, self.winners(s))

    def evaluate(self, s: MontanaState, seat: int) -> float:
        return evaluation.evaluate(s, seat)

    def progress(self, s: MontanaState) -> int:
        """The round of the table: 0 while setting up, 1 from the start player's first
        turn, one more each time the turn comes back to the start player (extra turns from
        canteens are part of their turn's round)."""
        return s.round

    def figures(self, s: MontanaState) -> list[tuple[str, list[int]]]:
        return stats.figures(s)

    def determinize(self, s: MontanaState, seat: int, rng: Rng) -> MontanaState:
        """Montana shows every holding and the whole board: the only thing hidden is the
        future, the spins of the recruitment wheel, which the state's own generator will
        draw. A sample is the same state with a generator seeded from `rng`."""
        out = s.copy()
        out.rng = Rng(rng.next64())
        return out

    # -- legal moves (`moves.py`) --------------------------------------------------------
    def _legal(self, s: MontanaState, seat: int) -> list[Action]:
        return legal(s, seat)

    # -- applying ----------------------------------------------------------------------
    def _apply(self, s: MontanaState, action: Action) -> None:
        seat, kind, params = action.seat, action.kind, action.params
        p = s.players[seat]
        if action.free:
            self._cow_trade(s, p, seat, params)
            self._advance(s)  # under rules v2 a trade may drop another's town reward
            return
        task = s.pop()
        step = task[0]
        if step == "start_region":
            self._place_start(s, parse_hex(params[0]))
        elif step == "choose_worker":  # joins the pair's other worker until `settle`
            take(s, seat, params[0], 1, workers=True, incoming=True)
        elif step == "release":
            where = p.incoming if p.incoming[params[0]] else p.workers
            where[params[0]] -= 1
            s.worker_supply[params[0]] += 1
            s.log("mt.release", seat=seat, colour=params[0])
        elif step == "turn":
            s.turns = tuple(t + (other == seat) for other, t in enumerate(s.turns))
            s.push("end_turn", seat)
            self._main_action(s, p, seat, action)
        elif step == "advance":
            if kind == "advance":
                p.goods["wheat"] -= params[0]
                s.supply["wheat"] += params[0]
                s.wheel = (s.wheel + params[0]) % len(WHEEL)
                s.log("mt.advance", seat=seat, steps=params[0], segment=s.wheel)
                s.push("take_pair", seat)
        elif step == "send":
            self._send_workers(s, p, seat, task, tuple(params[0].split("+")))
        elif step == "small":
            if kind == "small":
                self._ask_send(s, p, seat, (task[2], task[3], True))
        elif step == "town_place":
            if kind == "town":
                self._town_place(s, seat, params[0], params[1])
            else:  # a player who passed is not asked again in this town action
                s.log("mt.town_pass", seat=seat)
        elif step == "town_reward":
            self._town_reward(s, p, seat, task[2], task[3], params)
        elif step == "build_more":
            if kind == "build":
                self._build(s, p, seat, parse_hex(params[0]))
            else:
                self._stop_building(s, p, seat)
        elif step == "canteen":
            if kind == "canteen":
                p.canteens -= 1
                s.log("mt.canteen", seat=seat)
                s.push("turn", seat)
            else:
                self._next_turn(s, seat)
        self._advance(s)

    def _main_action(self, s: MontanaState, p: Player, seat: int, action: Action) -> None:
        kind, params = action.kind, action.params
        if kind == "recruit":
            s.push("settle", seat)
            s.push("advance", seat)
            s.push("take_pair", seat)
            s.push("spin", seat)
        elif kind == "bank":
            self._ask_send(s, p, seat, ("bank", params[0]))
        elif kind == "harvest":
            s.push("small", seat, params[0], params[1])
            self._ask_send(s, p, seat, (params[0], params[1], False))
        elif kind == "town":
            s.town = {}
            take(s, seat, "squash", 1)
            s.push("town_rewards", seat)
            n = s.num_players
            for other in reversed([(seat + i) % n for i in range(1, n)]):
                s.push("town_place", other)
            self._town_place(s, seat, params[0], params[1])
        elif kind == "build":
            self._build(s, p, seat, parse_hex(params[0]))

    def _ask_send(self, s: MontanaState, p: Player, seat: int, where: tuple) -> None:
        """Ask which workers go, unless there is only one way to send them."""
        task = ("send", seat, *where)
        options = send_options(p, task)
        if len(options) == 1:
            self._send_workers(s, p, seat, task, options[0])
        else:
            s.push(*task)

    def _send_workers(self, s: MontanaState, p: Player, seat: int, task: tuple,
                      workers: tuple[str, ...]) -> None:
        for c in workers:
            p.workers[c] -= 1
        if task[2] == "bank":
            space = task[3]
            bank = list(s.bank)
            bank[space] = workers
            s.bank = tuple(bank)
            p.coins += BANK[space][1]
            s.log("mt.bank", seat=seat, space=space, workers=list(workers),
                  coins=BANK[space][1])
        else:
            self._harvest_box(s, p, seat, task[2], task[3], workers, small=task[4])

    # -- recruiting (rulebook, "Action A – Recruter") -----------------------------------
    def _spin(self, s: MontanaState, seat: int) -> None:
        s.wheel = s.rng.below(len(WHEEL))
        s.mark_irreversible()  # randomness drawn
        s.log("mt.spin", seat=seat, segment=s.wheel)

    def _take_pair(self, s: MontanaState, seat: int) -> None:
        pair = WHEEL[s.wheel]
        for colour in set(pair) - {"any"}:
            take(s, seat, colour, pair.count(colour), workers=True, incoming=True)
        for _ in range(pair.count("any")):
            s.push("choose_worker", seat)

    def _settle(self, s: MontanaState, seat: int) -> None:
        """New workers join the board; beyond 8 the player sends some back first."""
        p = s.players[seat]
        if p.all_workers() > MAX_WORKERS:
            s.push("settle", seat)
            s.push("release", seat)
            return
        for c, k in p.incoming.items():
            p.workers[c] += k
        p.incoming = dict.fromkeys(COLOURS, 0)

    # -- harvesting (rulebook, "Action B – Récolter") -----------------------------------
    def _harvest_box(self, s: MontanaState, p: Player, seat: int, area: str, index: int,
                     workers: tuple[str, ...], small: bool) -> None:
        good, _, spaces = AREAS[area]
        space = spaces[index]
        boxes = list(s.areas[area])
        large, little = boxes[index]
        boxes[index] = (large, workers) if small else (workers, little)
        s.areas = {**s.areas, area: tuple(boxes)}
        count = space.small if small else space.goods
        if not small:
            p.coins -= space.coins
        got = take(s, seat, good, count)
        s.log("mt.harvest", seat=seat, area=area, space=index, small=small,
              workers=list(workers), good=good, count=got, coins=0 if small else space.coins)

    def _reset_full(self, s: MontanaState) -> None:
        """An area (or the bank) whose large boxes are all taken empties at a turn's end."""
        if all(s.bank):
            for workers in s.bank:
                for c in workers:
                    s.worker_supply[c] += 1
            s.bank = ((),) * len(BANK)
            s.log("mt.reset", area="bank")
        for area, boxes in s.areas.items():
            if all(large for large, _ in boxes):
                for large, little in boxes:
                    for c in large + little:
                        s.worker_supply[c] += 1
                s.areas = {**s.areas, area: (((), ()),) * len(boxes)}
                s.log("mt.reset", area=area)

    # -- the town ----------------------------------------------------------------------
    def _town_place(self, s: MontanaState, seat: int, row: int, col: int) -> None:
        displaced = next((o for o, (r, _) in s.town.items() if r == row and o != seat), None)
        town = {o: rc for o, rc in s.town.items() if o != displaced}
        town[seat] = (row, col)
        s.town = town
        s.log("mt.town", seat=seat, row=row, col=col, displaced=displaced)
        if displaced is not None:  # the displaced representative moves at once or passes
            s.push("town_place", displaced)

    def _town_rewards(self, s: MontanaState, active: int) -> None:
        n = s.num_players
        for seat in reversed([(active + i) % n for i in range(n)]):
            if seat in s.town:
                row, col = s.town[seat]
                s.push("town_reward", seat, row, col)

    def _town_reward(self, s: MontanaState, p: Player, seat: int, row: int, col: int,
                     params: tuple) -> None:
        cost = TOWN_COLUMN_COSTS[col]
        name = TOWN_ROWS[row]
        s.town = {o: rc for o, rc in s.town.items() if o != seat}
        # payable under rules v2 (`supply.drop_unpaid_places`); under v1 a squash given back
        # after placing could leave the player below zero
        p.goods["squash"] -= cost
        s.supply["squash"] += cost
        cows, goods, _, coins = TOWN_REWARDS[name]
        if cows and s.cow_supply:
            s.cow_supply -= 1
            p.cows += 1
        p.coins += coins
        if goods:
            for good, k in zip(TOWN_GOODS, params, strict=True):
                if k:
                    take(s, seat, good, k)
        else:
            # the whole choice is announced first, so each kind is taken in one go
            for (small, large), k in zip(UPGRADES.values(), params, strict=False):
                if k:
                    p.goods[small] -= k
                    s.supply[small] += k
                    take(s, seat, large, k)
        s.log("mt.town_reward", seat=seat, row=row, col=col, cost=cost, choice=list(params))

    # -- building (rulebook, "Action C – Construire") ------------------------------------
    def _build(self, s: MontanaState, p: Player, seat: int, h: Hex) -> None:
        region = s.regions[h]
        for good, k in region.cost:
            p.goods[good] -= k
            s.supply[good] += k
        p.builds += 1
        s.camps = {**s.camps, h: (seat, 0)}
        self._occupy(s, h)
        extra = int(region.double) + int(self._line_bonus(s, seat, h))
        placed = min(1 + extra, p.camps_left)
        p.camps_left -= placed
        s.camps = {**s.camps, h: (seat, placed)}
        s.log("mt.build", seat=seat, region=hex_key(h), camps=placed,
              cost=[[g, k] for g, k in region.cost])
        if h in s.cows_on_map:
            s.cows_on_map = s.cows_on_map - {h}
            p.cows += 1
            s.log("mt.cow", seat=seat, region=hex_key(h))
        for lake in neighbours(h):
            if lake in s.canteens_on_map:
                s.canteens_on_map = s.canteens_on_map - {lake}
                p.canteens += 1
                s.log("mt.canteen_taken", seat=seat, lake=hex_key(lake))
        if not p.camps_left and not s.ending:
            s.ending = True
            s.log("mt.last_camp", seat=seat)
        if p.builds < BUILDS_PER_TURN and p.camps_left:
            s.push("build_more", seat)
        else:
            self._stop_building(s, p, seat)

    def _line_bonus(self, s: MontanaState, seat: int, h: Hex) -> bool:
        """A straight line of 4 of the player's regions earns one free camp on the new
        region, once per line (extending the line earns nothing more). Two lines completed
        by one build give one camp between them, and both count as rewarded."""
        bonus = False
        for axis, (dq, dr) in enumerate(AXES):
            run = {h}
            for sign in (1, -1):
                x = (h[0] + sign * dq, h[1] + sign * dr)
                while s.camps.get(x, (None,))[0] == seat:
                    run.add(x)
                    x = (x[0] + sign * dq, x[1] + sign * dr)
            if len(run) >= 4 and not any(
                    owner == seat and ax == axis and line & run for owner, ax, line in s.lines):
                s.lines = (*s.lines, (seat, axis, frozenset(run)))
                bonus = True
        if bonus:
            s.log("mt.line", seat=seat, region=hex_key(h))
        return bonus

    def _stop_building(self, s: MontanaState, p: Player, seat: int) -> None:
        unused = BUILDS_PER_TURN - p.builds
        p.coins += unused
        if unused:
            s.log("mt.unused_builds", seat=seat, coins=unused)

    def _cow_trade(self, s: MontanaState, p: Player, seat: int, params: tuple) -> None:
        p.cows -= 1
        s.cow_supply += 1
        if params[0] == "coins":
            p.coins += COW_TRADE_COINS
        elif params[0] == "worker":
            take(s, seat, params[1], 1, workers=True)
        else:
            take(s, seat, params[0], 1)
        s.log("mt.cow_trade", seat=seat, got=":".join(map(str, params)))

    # -- turns -------------------------------------------------------------------------
    def _end_turn(self, s: MontanaState, seat: int) -> None:
        self._reset_full(s)
        p = s.players[seat]
        p.builds = 0
        if p.canteens:
            s.push("canteen", seat)
        else:
            self._next_turn(s, seat)

    def _next_turn(self, s: MontanaState, seat: int) -> None:
        if s.ending and seat == s.order[-1]:
            s.over = True
            s.log("mt.game_over")
            return
        s.active = s.order[(s.order.index(seat) + 1) % s.num_players]
        if s.active == s.order[0]:
            s.round += 1
        s.push("turn", s.active)

    def _advance(self, s: MontanaState) -> None:
        advance(s, self._steps)

    @cached_property
    def _steps(self) -> dict[str, Step]:
        """The automatic steps, by name (every other step is a decision, `DECISIONS`)."""
        return {"spin": lambda s, task: self._spin(s, task[1]),
                "take_pair": lambda s, task: self._take_pair(s, task[1]),
                "settle": lambda s, task: self._settle(s, task[1]),
                "town_rewards": lambda s, task: self._town_rewards(s, task[1]),
                "end_turn": lambda s, task: self._end_turn(s, task[1]),
                "first_turn": self._first_turn}

    def _first_turn(self, s: MontanaState, task: tuple) -> None:
        s.started = True
        s.round = 1
        s.push("turn", s.active)

    # -- why a move is refused ---------------------------------------------------------
    def _why(self, s: MontanaState, action: Action) -> tuple[str, dict] | None:
        return refusals.why(s, action)
