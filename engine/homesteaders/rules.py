"""Homesteaders rules: set-up, the ten rounds, bidding, resolution and the final round.

Each legal move comes from the task on top of `state.tasks` (TAG-style nesting: an
auction pushes pay -> build -> the building's effects -> the tile's bonuses). Automatic
steps run in `_advance` until a player has to decide.
"""
from __future__ import annotations

from dataclasses import astuple
from functools import cached_property

from ..cards import CARDS
from ..core import Action, Game, Rng
from ..core.steps import Step, advance
from . import economy as eco
from . import figures, refusals, scoring, valuation, worlds
from . import view as views
from .data import (
    BID_VALUES,
    BUILDINGS,
    BUILDINGS_LIST,
    GOODS,
    NEUTRAL_LEVELS,
    NEUTRAL_START,
    OFFER_BY_ROUND,
    RAIL_TRACK,
    ROUNDS,
    STACKS_BY_PLAYERS,
    TILE_STAGE_ORDER,
    TILES,
    TILES_LIST,
    TYPES,
)
from .state import NEUTRAL, HomesteadersState, Player

DECISIONS = frozenset({"place", "pay", "neutral", "bid", "rail", "build", "worker",
                       "exchange", "endgame"})
RAIL_CHOICES = tuple(c for space in RAIL_TRACK for c in space)


class Homesteaders(Game):
    id = "homesteaders"
    title, min_players, max_players, play_minutes = astuple(CARDS["homesteaders"])[1:]
    #: hidden_resources: the screens; a seat's view hides what the others keep behind them.
    #: Up by default since rules 2: the rulebook's game (the open view is for teaching).
    option_choices = {"hidden_resources": (True, (False, True))}
    refusal_codes = refusals.CODES
    #: 2: workers from a tile and the Workshop are taken, not offered; gold buys at the
    #: market whenever wished; behind the screens the public log says only that a Bank
    #: was used; the screens are up by default (docs/rules/homesteaders.md, "Rules versions")
    rules_version = 2
    rules_changes = {2: "hs.rules.v2"}
    tie_breaks = scoring.TIE_BREAKS
    search_spread = valuation.SEARCH_SPREAD
    #: behind the screens, placing workers, the neutral bid, bids and the rail bonus are
    #: public (they need no resources); paying, building and trading are not
    open_steps = frozenset({"place", "neutral", "bid", "rail"})

    def _state_class(self) -> type:
        return HomesteadersState

    # -- set-up (rulebook, "Mise en place") -----------------------------------------------
    def _setup(self, s: HomesteadersState) -> None:
        rng = s.rng
        stacks = []
        for number in range(1, STACKS_BY_PLAYERS[s.num_players] + 1):
            tiles = [t.id for t in TILES_LIST if t.stack == number]
            if number > 1:  # shuffled within each stage, face down
                ordered = []
                for stage in TILE_STAGE_ORDER:
                    part = [i for i in tiles if TILES[i].stage == stage]
                    rng.shuffle(part)
                    ordered += part
                tiles = ordered
            stacks.append(tuple(tiles))
        s.stacks = stacks
        s.start = rng.below(s.num_players)
        s.neutral_level = NEUTRAL_LEVELS.index(NEUTRAL_START)
        s.log("hs.setup", start=s.start)
        self._start_round(s, 1)
        self._advance(s)

    def _start_round(self, s: HomesteadersState, rnd: int) -> None:
        s.round = rnd
        if rnd in OFFER_BY_ROUND:
            self._change_offer(s, OFFER_BY_ROUND[rnd])
        s.passed = (False,) * s.num_players  # the bid markers come back every round
        if rnd <= ROUNDS:
            s.tiles = [stack[0] for stack in s.stacks]
            s.stacks = [stack[1:] for stack in s.stacks]
            s.bids = [None] * len(s.tiles)
            s.log("hs.round", round=rnd, tiles=list(s.tiles))
            s.mark_irreversible()  # face-down auction tiles are revealed
        else:
            s.tiles, s.bids = [], []
            s.log("hs.final_round")
        for p in s.players:
            p.placed = {}
        s.phase = "place"
        for seat in reversed(s.order_from(s.start)):
            s.push("place", seat)

    def _change_offer(self, s: HomesteadersState, stages: tuple) -> None:
        """Unbuilt buildings of stages that end leave; those of new stages arrive."""
        col = 0 if s.num_players == 2 else 1
        offer = {k: n for k, n in s.offer.items() if BUILDINGS[k].stage in stages}
        for b in BUILDINGS_LIST:
            if b.stage in stages and b.stage not in s.stages:
                offer[b.key] = b.copies[col]
        s.offer = offer
        s.stages = stages
        s.log("hs.offer", stages=list(stages))

    # -- whose turn --------------------------------------------------------------------
    def to_act(self, s: HomesteadersState) -> list[int]:
        if s.phase == "over" or not s.tasks:
            return []
        return [s.tasks[-1][1]]

    def is_over(self, s: HomesteadersState) -> bool:
        return s.phase == "over"

    def scores(self, s: HomesteadersState) -> list[dict[str, int]]:
        return scoring.scores(s)

    def tie_counts(self, s: HomesteadersState) -> list[dict[str, int]]:
        return scoring.tie_counts(s)

    def view(self, s: HomesteadersState, seat: int | None) -> dict:
        return views.view(s, seat, self.winners(s))

    # -- legal actions -------------------------------------------------------------------
    def _legal(self, s: HomesteadersState, seat: int) -> list[Action]:
        task = s.tasks[-1]
        kind = task[0]
        p = s.players[seat]
        out: list[Action] = []
        if kind == "place":
            if p.idle_workers() > 0:
                for key in p.buildings:
                    for i, (needed, _) in enumerate(BUILDINGS[key].slots):
                        if p.placed.get((key, i), 0) < needed:
                            out.append(Action(seat, "work", key, i))
            out.append(Action(seat, "done"))
        elif kind == "pay":
            out += [Action(seat, "pay", g) for g in eco.payment_options(p, task[2])]
        elif kind == "neutral":
            out += [Action(seat, "neutral", a + 1) for a in range(len(s.tiles))]
        elif kind == "bid":
            lawyer = p.owns("lawyer")
            for a, bid in enumerate(s.bids):
                for value in BID_VALUES:
                    if bid is None or value > bid[1] or (lawyer and value == bid[1]):
                        out.append(Action(seat, "bid", a + 1, value))
            out.append(Action(seat, "pass"))
        elif kind == "rail":
            for space in RAIL_TRACK[: p.rail_pos]:
                out += [Action(seat, "rail", c) for c in space]
        elif kind == "build":
            for key in s.offer:
                b = BUILDINGS[key]
                if b.type in task[2] and not p.owns(key):
                    out += [Action(seat, "build", *params)
                            for params, _ in eco.build_variants(p, key)]
            out.append(Action(seat, "nobuild"))
        elif kind == "worker":
            out += [Action(seat, "take_worker"), Action(seat, "skip")]
        elif kind == "exchange":
            cost, river_port_ok = task[2], task[4]
            if all(p.h[g] >= n for g, n in cost.items()):
                out.append(Action(seat, "exchange"))
            if river_port_ok and p.owns("river_port") and p.h["gold"] >= 1:
                out.append(Action(seat, "exchange", "gold"))
            out.append(Action(seat, "skip"))
        elif kind == "endgame":
            out += list(eco.repay_options(p, seat))
            out.append(Action(seat, "done"))
        out += eco.free_actions(p, seat, eco.gold_buys_any_time(s))
        return out

    # -- applying ---------------------------------------------------------------------
    def _apply(self, s: HomesteadersState, action: Action) -> None:
        seat, kind, params = action.seat, action.kind, action.params
        p = s.players[seat]
        private = seat if s.options["hidden_resources"] else None
        if action.free:
            eco.apply_free(p, action)
            s.log("hs.free", private, seat=seat, move=action.key)
            return
        task = s.pop()
        step = task[0]
        if step == "place":
            if kind == "work":
                p.placed[(params[0], params[1])] = p.placed.get((params[0], params[1]), 0) + 1
                s.push(*task)
            else:
                self._income_and_wages(s, seat)
        elif step == "pay":
            eco.pay(p, task[2], params[0])
            s.log("hs.paid", private, seat=seat, amount=task[2], gold=params[0],
                  reason=task[3])
        elif step == "neutral":
            s.bids[params[0] - 1] = (NEUTRAL, NEUTRAL_LEVELS[s.neutral_level])
            s.log("hs.neutral", auction=params[0], value=NEUTRAL_LEVELS[s.neutral_level])
        elif step == "bid":
            self._bid_or_pass(s, seat, action)
        elif step == "rail":
            self._rail_bonus(s, p, seat, params[0])
        elif step == "build":
            if kind == "build":
                self._build(s, p, seat, params, extra=task[3])
            else:
                s.log("hs.nobuild", seat=seat)
        elif step == "worker":
            if kind == "take_worker":
                p.workers += 1
                s.log("hs.worker", seat=seat)
        elif step == "exchange":
            if kind == "exchange":
                cost = {"gold": 1} if params else task[2]
                for g, n in cost.items():
                    p.h[g] -= n
                self._gain(p, task[3])
                s.log("hs.exchange", private, seat=seat, cost=cost, gain=task[3])
        elif step == "endgame":
            if kind == "repay":
                if params:
                    p.h["gold"] -= 1
                else:
                    p.h["silver"] -= eco.DEBT_REPAY_SILVER
                p.h["debt"] -= 1
                s.log("hs.repay", private, seat=seat, gold=bool(params))
                s.push(*task)
            else:
                s.log("hs.endgame_done", seat=seat)
        self._advance(s)

    def _gain(self, p: Player, gains: dict) -> None:
        for k, n in gains.items():
            if k == "rail_line":
                p.rail_lines += n
            else:
                p.h[k] += n

    def _income_and_wages(self, s: HomesteadersState, seat: int) -> None:
        p = s.players[seat]
        got = eco.income(p)
        secret = eco.bank_income(p) if self._bank_behind_screen(s, p) else {}
        eco.collect(p, got)
        # income is shown to all (rulebook), but a debt is behind the screen: rules 2 says
        # in public only that the Bank paid its income, and its owner alone reads what
        public = {k: n - secret.get(k, 0) for k, n in got.items() if n != secret.get(k, 0)}
        s.log("hs.income", seat=seat, gains=public)
        if secret:
            s.log("hs.bank_used", seat=seat)
            s.log("hs.bank_debt" if "debt" in secret else "hs.bank_silver", seat,
                  seat=seat, gains=secret)
        if p.workers:
            s.push("pay", seat, p.workers, "wages")

    # -- bidding (rulebook, "Faire une offre" and the 2-player section) ------------------
    def _bid_or_pass(self, s: HomesteadersState, seat: int, action: Action) -> None:
        s.bid_from = (seat + 1) % s.num_players
        if action.kind == "pass":
            passed = list(s.passed)
            passed[seat] = True
            s.passed = tuple(passed)
            s.log("hs.pass", seat=seat)
            if s.num_players == 2:
                s.neutral_level = max(0, s.neutral_level - 1)
            s.push("rail_advance", seat)
            return
        auction, value = action.params
        previous = s.bids[auction - 1]
        s.bids[auction - 1] = (seat, value)
        s.log("hs.bid", seat=seat, auction=auction, value=value,
              outbid=None if previous is None else previous[0])

    def _next_bidder(self, s: HomesteadersState) -> int | None:
        holders = {b[0] for b in s.bids if b is not None}
        for seat in s.order_from(s.bid_from):
            if not s.passed[seat] and seat not in holders:
                return seat
        return None

    # -- rail track (rulebook, "Piste développement du chemin de fer") ------------------
    @staticmethod
    def _bank_behind_screen(s: HomesteadersState, p: Player) -> bool:
        """Rules 2, screens up: the Bank's income (a debt discarded, or 2 silver with no
        debt) would show the owner's debt, which is behind the screen."""
        return s.rules >= 2 and s.options["hidden_resources"] and p.owns("bank")

    def _rail_advance(self, s: HomesteadersState, seat: int) -> None:
        p = s.players[seat]
        p.rail_pos = min(len(RAIL_TRACK), p.rail_pos + 1)
        s.log("hs.rail_advance", seat=seat, space=p.rail_pos)
        s.push("rail", seat)

    def _rail_bonus(self, s: HomesteadersState, p: Player, seat: int, choice: str) -> None:
        eco.gain_rail_bonus(p, choice)
        hidden = choice in GOODS or choice in ("trade", "vp3")
        s.log("hs.rail_bonus", seat if hidden and s.options["hidden_resources"] else None,
              seat=seat, bonus=choice)

    # -- resolving auctions (rulebook, "Construction des bâtiments") --------------------
    def _resolve(self, s: HomesteadersState, a: int) -> None:
        tile = TILES[s.tiles[a]]
        bid = s.bids[a]
        if bid is None or bid[0] == NEUTRAL:
            s.log("hs.tile_discarded", auction=a + 1, tile=tile.id)
            return
        seat, value = bid
        s.winners_this_round = (*s.winners_this_round, seat)
        s.log("hs.won", seat=seat, auction=a + 1, tile=tile.id, value=value)
        for bonus in reversed(tile.bonuses):
            if bonus[0] == "worker":
                s.push(self._worker_step(s), seat)
            elif bonus[0] == "rail":
                s.push("rail_advance", seat)
            elif bonus[0] == "gain":
                s.push("gain", seat, bonus[1])
            else:
                s.push("exchange", seat, bonus[1], bonus[2], bonus[3])
        if tile.build_types:
            s.push("build", seat, tile.build_types, False)
        s.push("pay", seat, value, "bid")

    def _build(self, s: HomesteadersState, p: Player, seat: int, params: tuple,
               extra: bool) -> None:
        key = params[0]
        pay = next(cost for way, cost in eco.build_variants(p, key) if way == params)
        for g, n in pay.items():
            p.h[g] -= n
        forge = p.owns("forge")
        p.buildings = (*p.buildings, key)
        s.offer[key] -= 1
        if not s.offer[key]:
            del s.offer[key]
        s.log("hs.build", seat=seat, building=key, extra=extra)
        if forge:  # +1 VP for each building built after the Forge (rulebook, "Forge")
            p.h["vp"] += 1
        decisions = []
        for effect in BUILDINGS[key].on_build:
            if effect == "clear_debt":
                eco.clear_debt(p)
            elif effect == "trade":
                p.h["trade"] += 1
            elif effect == "rail_line":
                p.rail_lines += 1
            elif effect == "worker":
                decisions.append((self._worker_step(s), seat))
            elif effect == "rail_advance":
                decisions.append(("rail_advance", seat))
            elif effect == "extra_build":
                decisions.append(("build", seat, TYPES, True))
        for task in reversed(decisions):
            s.push(*task)

    @staticmethod
    def _worker_step(s: HomesteadersState) -> str:
        """A tile's or the Workshop's worker: taken at once since rules 2 (« le joueur
        reçoit immédiatement ces bonus »); rules 1 let the player decline it."""
        return "free_worker" if s.rules >= 2 else "worker"

    def _end_round(self, s: HomesteadersState) -> None:
        won = [b[0] if b is not None and b[0] != NEUTRAL else None for b in s.bids]
        if s.num_players == 2:
            # the first auction's winner takes the card, else it passes to the other player
            s.start = won[0] if won[0] is not None else 1 - s.start
            if len(set(s.winners_this_round)) == 2:
                s.neutral_level = min(len(NEUTRAL_LEVELS) - 1, s.neutral_level + 1)
        else:
            # FAQ: auction 1's winner, else auction 2's, else auction 3's, else unchanged
            s.start = next((w for w in won if w is not None), s.start)
        s.winners_this_round = ()
        s.log("hs.start_player", seat=s.start)
        self._start_round(s, s.round + 1)

    # -- the automatic steps between decisions -------------------------------------------
    def _advance(self, s: HomesteadersState) -> None:
        advance(s, self._steps, settle=self._settle, refill=self._next_phase)

    @cached_property
    def _steps(self) -> dict[str, Step]:
        """The automatic steps, by name (every other step is a decision, `DECISIONS`)."""
        return {"rail_advance": lambda s, task: self._rail_advance(s, task[1]),
                "gain": self._gain_step,
                "free_worker": self._free_worker,
                "resolve": lambda s, task: self._resolve(s, task[1]),
                "end_round": lambda s, task: self._end_round(s)}

    def _gain_step(self, s: HomesteadersState, task: tuple) -> None:
        self._gain(s.players[task[1]], task[2])
        s.log("hs.gain", seat=task[1], gain=task[2])

    def _free_worker(self, s: HomesteadersState, task: tuple) -> None:
        s.players[task[1]].workers += 1
        s.log("hs.worker", seat=task[1])

    def _settle(self, s: HomesteadersState, task: tuple) -> bool:
        """A payment with nothing to choose: silver alone pays it."""
        if task[0] != "pay":
            return False
        p = s.players[task[1]]
        if p.h["gold"] or p.h["silver"] < task[2]:
            return False
        s.pop()
        eco.pay(p, task[2], 0)
        s.log("hs.paid", task[1] if s.options["hidden_resources"] else None,
              seat=task[1], amount=task[2], gold=0, reason=task[3])
        return True

    def _next_phase(self, s: HomesteadersState) -> bool:
        """With no task left, the round goes on to its next phase (False: a decision is
        waiting, or the game is over)."""
        if s.phase == "place":
            if s.round > ROUNDS:
                s.phase = "endgame"
                for seat in reversed(s.order_from(s.start)):
                    s.push("endgame", seat)
                return True
            s.phase = "bid"
            s.bid_from = s.start
            if s.num_players == 2:
                s.push("neutral", s.start)
                return True
        if s.phase == "bid":
            seat = self._next_bidder(s)
            if seat is not None:
                s.push("bid", seat)
                return False
            s.phase = "resolve"
            s.push("end_round")
            for a in reversed(range(len(s.tiles))):
                s.push("resolve", a)
            return True
        if s.phase == "endgame":
            s.phase = "over"
            s.log("hs.game_over")
        return False

    # -- for searching bots ----------------------------------------------------------------
    def determinize(self, s: HomesteadersState, seat: int, rng: Rng) -> HomesteadersState:
        return worlds.determinize(self, s, seat, rng)

    def evaluate(self, s: HomesteadersState, seat: int) -> float:
        return valuation.evaluate(s, seat)

    # -- for the end screen ----------------------------------------------------------------
    def progress(self, s: HomesteadersState) -> int:
        return figures.progress(s)

    def figures(self, s: HomesteadersState) -> list[tuple[str, list[int]]]:
        return figures.figures(s)

    # -- why a move is refused ---------------------------------------------------------
    def _why(self, s: HomesteadersState, action: Action) -> tuple[str, dict] | None:
        return refusals.why(s, action)
