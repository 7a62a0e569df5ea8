"""Gold West rules: set-up, a turn (activate the supply track, use metals, build or loot),
the investments' abilities, the last round.

Legal moves come from the task on top of `state.tasks`; an investment with an ability
pushes its decision above the turn's "metals" step.
"""
from __future__ import annotations

from dataclasses import astuple

from ..cards import CARDS
from ..core import Action, Game, Rng
from ..core.steps import advance
from . import scoring
from . import view as views
from .abilities import ABILITY_STEPS, STEPS, ability_moves, void_reason
from .board import SPACE_COSTS, domino_tilings, hex_key, parse_hex
from .data import (
    BOOMTOWN_SINGLE_SPOTS,
    BOOMTOWN_TILE_VP,
    CAMPS,
    INVESTMENT_BONUS,
    INVESTMENTS,
    INVESTMENTS_IN_PLAY,
    LOOT_VP,
    METALS,
    OFFICES,
    OFFICES_IN_PLAY,
    RESOURCES,
    SECTIONS,
    SHIP_BONUS,
    SHIP_END,
    SHIP_LINES,
    SHIP_STACKS,
    SLOTS,
    SLOTS_UNUSED_WITH_2,
    START_SUPPLY,
    TERRAIN_TILES,
    TERRAINS,
    TOKENS,
    WATER,
    Hex,
    neighbours,
)
from .determinize import determinize
from .evaluate import SEARCH_SPREAD, evaluate
from .figures import figures
from .state import GoldWestState, Player
from .why import CODES, Refusal, why

DECISIONS = frozenset({"activate", "drop", "metals", "section", "freeship", "freeboomtown",
                       "extraboomtown", "upgrade", "gain", "peek"})


class GoldWest(Game):
    id = "goldwest"
    title, min_players, max_players, play_minutes = astuple(CARDS["goldwest"])[1:]
    option_choices = {}
    refusal_codes = CODES
    #: 2: in the last round the camp upgrade (card 17) does nothing, as card 18 already did;
    #: an ability with nothing to act on is passed over and the log says why; the board is
    #: told beforehand when a card's free BoomTown marker would go unused (docs/rules)
    rules_version = 2
    rules_changes = {2: "gw.rules.v2"}
    tie_breaks = scoring.TIE_BREAKS
    search_spread = SEARCH_SPREAD

    def _state_class(self) -> type:
        return GoldWestState

    # -- set-up (rulebook, "Mise en place et matériel") ----------------------------------
    def _setup(self, s: GoldWestState) -> None:
        rng = s.rng
        n = s.num_players
        tiles = list(range(len(TERRAIN_TILES)))
        rng.shuffle(tiles)
        terrain: dict[Hex, str] = {}
        for slot, ((centre, ring), tile) in enumerate(zip(SLOTS, tiles, strict=True)):
            turn = rng.below(6)
            if n == 2 and slot in SLOTS_UNUSED_WITH_2:
                continue
            ring_terrains, centre_terrain = TERRAIN_TILES[tile]
            terrain[centre] = centre_terrain
            for i, h in enumerate(ring):
                terrain[h] = ring_terrains[(i + turn) % 6]
        s.terrain = terrain
        tokens: dict[Hex, tuple[str, ...]] = {}
        for kind in TERRAINS:
            pile = list(TOKENS[kind])
            rng.shuffle(pile)
            for h in sorted(h for h, t in terrain.items() if t == kind):
                tokens[h] = pile.pop()
        s.tokens = tokens
        s.face_up = frozenset(h for h in terrain if any(w in WATER for w in neighbours(h)))
        hole = rng.choice(BOOMTOWN_SINGLE_SPOTS)
        tilings = domino_tilings(hole)
        dominoes = tilings[rng.below(len(tilings))]
        offices = list(OFFICES)
        rng.shuffle(offices)
        spaces = ["vp4"] * 9
        for (a, b), office in zip(dominoes, offices[:OFFICES_IN_PLAY], strict=True):
            spaces[a] = spaces[b] = office
        s.offices = tuple(spaces)
        cards = list(range(len(INVESTMENTS)))
        rng.shuffle(cards)
        s.investments = tuple(sorted(cards[:INVESTMENTS_IN_PLAY]))
        s.invest_bonus = INVESTMENT_BONUS[n]
        s.ship_stacks = {m: (SHIP_BONUS[m], SHIP_BONUS[m]) for m in METALS}
        first = rng.below(n)
        s.order = tuple((first + i) % n for i in range(n))
        s.players = [Player(CAMPS[n]) for _ in range(n)]
        for position, seat in enumerate(s.order):
            p = s.players[seat]
            for section, resources in enumerate(START_SUPPLY[position]):
                if resources:
                    p.add_to_section(section, resources)
        # each office once, in grid order (its two halves need not be next in that order)
        in_play = list(dict.fromkeys(o for o in s.offices if o != "vp4"))
        s.log("gw.setup", first=first, offices=in_play)
        self._start_turn(s)

    # -- turns -------------------------------------------------------------------------
    def _start_turn(self, s: GoldWestState) -> None:
        n = s.num_players
        regular = CAMPS[n] * n
        if s.turn == regular + n:
            s.over = True
            s.log("gw.game_over")
            return
        if s.turn == regular and not s.final:
            s.final = True
            s.log("gw.final_round")
        seat = s.order[s.turn % n]
        s.turn += 1
        p = s.players[seat]
        p.invested = p.boomtowned = False
        s.push("metals", seat)
        if any(p.supply):
            s.push("activate", seat)
        s.log("gw.turn", seat=seat)

    def to_act(self, s: GoldWestState) -> list[int]:
        if s.over or not s.tasks:
            return []
        return [s.tasks[-1][1]]

    def is_over(self, s: GoldWestState) -> bool:
        return s.over

    def scores(self, s: GoldWestState) -> list[dict[str, int]]:
        return scoring.scores(s)

    def tie_counts(self, s: GoldWestState) -> list[dict[str, int]]:
        return scoring.tie_counts(s)

    def view(self, s: GoldWestState, seat: int | None) -> dict:
        return views.view(s, seat, self.winners(s))

    def _why(self, s: GoldWestState, action: Action) -> Refusal | None:
        return why(s, action)

    def determinize(self, s: GoldWestState, seat: int, rng: Rng) -> GoldWestState:
        return determinize(s, seat, rng)

    def evaluate(self, s: GoldWestState, seat: int) -> float:
        return evaluate(s, seat)

    def progress(self, s: GoldWestState) -> int:
        """The turn: turns go round the table, one camp each, then one final turn each."""
        return s.turn

    def figures(self, s: GoldWestState) -> list[tuple[str, list[int]]]:
        return figures(s)

    # -- legal moves -------------------------------------------------------------------
    def _legal(self, s: GoldWestState, seat: int) -> list[Action]:
        task = s.tasks[-1]
        step = task[0]
        p = s.players[seat]
        if step == "activate":
            return [Action(seat, "activate", i) for i in range(SECTIONS) if p.supply[i]]
        if step == "drop":
            return [Action(seat, "drop", r) for r in RESOURCES if p.pool[r]]
        if step == "section":
            return [Action(seat, "section", i) for i in range(SECTIONS)]
        if step == "metals":
            return self._metal_moves(s, p, seat)
        return [*ability_moves(s, seat, step), Action(seat, "skip")]

    def _metal_moves(self, s: GoldWestState, p: Player, seat: int) -> list[Action]:
        pool = p.pool
        out = []
        if not p.invested:
            out += [Action(seat, "invest", c) for c in s.investments
                    if all(pool[m] >= k for m, k in INVESTMENTS[c].cost.items())]
        if not p.boomtowned:
            out += [Action(seat, "boomtown", i) for i in range(9) if not s.markers[i]
                    and all(pool[m] >= k for m, k in SPACE_COSTS[i].items())]
        out += [Action(seat, "ship", m) for m in METALS if pool[m] and p.coaches[m] < SHIP_END]
        if s.final:
            out.append(Action(seat, "end"))
            return out
        spots = [hex_key(h) for h in sorted(s.face_up)]
        if pool["wood"] and pool["stone"]:
            out += [Action(seat, "build", "settlement", h) for h in spots]
        if pool["wood"] or pool["stone"]:
            out += [Action(seat, "build", "camp", h) for h in spots]
        else:
            out += [Action(seat, "loot", h) for h in spots]
        if not spots:  # no token can be taken: the camp still goes (rules note)
            out.append(Action(seat, "end"))
        return out

    # -- applying ----------------------------------------------------------------------
    def _apply(self, s: GoldWestState, action: Action) -> None:
        seat, kind, params = action.seat, action.kind, action.params
        p = s.players[seat]
        task = s.pop()
        step = task[0]
        if step == "activate":
            self._activate(s, p, seat, params[0])
        elif step == "drop":
            self._drop(s, p, seat, task[2], params[0])
        elif step == "metals":
            self._use_metal(s, p, seat, action, task)
        elif step == "section":
            p.add_to_section(params[0], task[2])
            p.vp["supply"] += params[0]
            s.log("gw.section", seat=seat, section=params[0], resources=list(task[2]))
            self._start_turn(s)
        elif kind != "skip":
            self._ability(s, p, seat, step, action, task)
        self._auto(s)

    def _activate(self, s: GoldWestState, p: Player, seat: int, section: int) -> None:
        taken = p.supply[section]
        sections = list(p.supply)
        sections[section] = ()
        p.supply = tuple(sections)
        for r in taken:
            p.pool[r] += 1
        s.log("gw.activate", seat=seat, section=section, resources=list(taken))
        for target in range(section):  # pushed so that section-1 is decided first
            s.push("drop", seat, target)

    def _drop(self, s: GoldWestState, p: Player, seat: int, target: int, res: str) -> None:
        p.pool[res] -= 1
        p.add_to_section(target, (res,))
        s.log("gw.drop", seat=seat, section=target, resource=res)

    def _auto(self, s: GoldWestState) -> None:
        """Every step is a decision, but some leave nothing to choose (`_settle`)."""
        advance(s, {}, settle=self._settle)

    def _settle(self, s: GoldWestState, task: tuple) -> bool:
        """Carry out a step with nothing to choose: a drop with one kind left or an empty
        pool, and (rules version 2) an investment's ability with nothing to act on."""
        step, seat = task[:2]
        if step == "drop":
            p = s.players[seat]
            kinds = [r for r in RESOURCES if p.pool[r]]
            if len(kinds) > 1:
                return False
            target = s.pop()[2]
            if kinds:
                self._drop(s, p, seat, target, kinds[0])
            return True
        if s.rules >= 2 and step in STEPS:
            reason = void_reason(s, seat, step)
            if reason is None:
                return False
            while s.tasks and s.tasks[-1][:2] == (step, seat):  # its second use too
                s.pop()
            _log_void(s, seat, reason)
            return True
        return False

    def _use_metal(self, s: GoldWestState, p: Player, seat: int, action: Action,
                   task: tuple) -> None:
        kind, params = action.kind, action.params
        if kind in ("build", "loot"):
            self._construct(s, p, seat, action)
            return
        if kind == "end":
            self._discard_pool(s, p, seat)
            if not s.final:  # nothing could be taken, yet the camp piece is spent
                p.camps_left -= 1
            self._start_turn(s)
            return
        s.push(*task)  # metals stay open after an investment, BoomTown or shipping
        if kind == "ship":
            p.pool[params[0]] -= 1
            self._ship(s, p, seat, params[0])
        elif kind == "boomtown":
            for m, k in SPACE_COSTS[params[0]].items():
                p.pool[m] -= k
            self._place_marker(s, p, seat, params[0])
        elif kind == "invest":
            self._invest(s, p, seat, params[0])

    def _ship(self, s: GoldWestState, p: Player, seat: int, metal: str) -> None:
        pos = p.coaches[metal] + 1
        if pos in SHIP_STACKS:  # the bonus stack is jumped: take its top tile if any
            stack = SHIP_STACKS.index(pos)
            pile = s.ship_stacks[metal][stack]
            if pile:
                stacks = list(s.ship_stacks[metal])
                stacks[stack] = pile[1:]
                s.ship_stacks = {**s.ship_stacks, metal: tuple(stacks)}
                p.vp["shipping"] += pile[0]
                p.ship_tiles += 1
                s.log("gw.ship_bonus", seat=seat, metal=metal, vp=pile[0])
            pos += 1
        p.coaches[metal] = pos
        gained = SHIP_LINES.get(pos, 0)
        p.vp["shipping"] += gained
        s.log("gw.ship", seat=seat, metal=metal, position=pos, vp=gained)

    def _place_marker(self, s: GoldWestState, p: Player, seat: int, space: int) -> None:
        """Paid or from a card, it is the turn's one BoomTown marker (rules note)."""
        p.boomtowned = True
        markers = list(s.markers)
        markers[space] = (*markers[space], seat)
        s.markers = tuple(markers)
        vp = BOOMTOWN_TILE_VP if s.offices[space] == "vp4" else 0
        p.vp["boomtown"] += vp
        s.log("gw.boomtown", seat=seat, space=space, office=s.offices[space], vp=vp)

    def _invest(self, s: GoldWestState, p: Player, seat: int, card_id: int) -> None:
        card = INVESTMENTS[card_id]
        for m, k in card.cost.items():
            p.pool[m] -= k
        p.invested = True
        p.cards = (*p.cards, card_id)
        s.investments = tuple(c for c in s.investments if c != card_id)
        bonus = s.invest_bonus[0] if s.invest_bonus else 0
        s.invest_bonus = s.invest_bonus[1:]
        p.vp["investments"] += card.vp + bonus
        s.log("gw.invest", seat=seat, card=card_id, vp=card.vp, bonus=bonus)
        for step in ABILITY_STEPS.get(card.ability, ()):
            s.push(step, seat)

    def _ability(self, s: GoldWestState, p: Player, seat: int, step: str, action: Action,
                 task: tuple) -> None:
        params = action.params
        if step == "freeship":
            self._ship(s, p, seat, params[0])
        elif step in ("freeboomtown", "extraboomtown"):
            self._place_marker(s, p, seat, params[0])
        elif step == "upgrade":
            h = parse_hex(params[0])
            s.buildings = {**s.buildings, h: (seat, "settlement")}
            s.log("gw.upgrade", seat=seat, hex=params[0])
        elif step == "gain":
            p.add_to_section(params[1], (params[0],))
            s.log("gw.gain", seat=seat, resource=params[0], section=params[1])
        elif step == "peek":
            h = parse_hex(params[0])
            p.peeked = {**p.peeked, h: s.tokens[h]}
            s.log("gw.peek", seat=seat, hex=params[0])
            s.mark_irreversible()  # hidden information was revealed to this seat

    def _discard_pool(self, s: GoldWestState, p: Player, seat: int) -> None:
        left = {r: n for r, n in p.pool.items() if n}
        if left:
            s.log("gw.discard", seat=seat, resources=left)
        p.pool = dict.fromkeys(RESOURCES, 0)

    def _construct(self, s: GoldWestState, p: Player, seat: int, action: Action) -> None:
        if action.kind == "loot":
            h = parse_hex(action.params[0])
            p.wanted += 1
            p.vp["wanted"] -= LOOT_VP
            s.looted = s.looted | {h}
            s.log("gw.loot", seat=seat, hex=action.params[0])
        else:
            building, key = action.params
            h = parse_hex(key)
            # the materials are spent, so the discard below (and its log) is only the rest
            spent = ("wood", "stone") if building == "settlement" else (
                "wood" if p.pool["wood"] else "stone",)
            for r in spent:
                p.pool[r] -= 1
            s.buildings = {**s.buildings, h: (seat, building)}
            s.log("gw.build", seat=seat, building=building, hex=key)
        p.camps_left -= 1
        resources = s.tokens[h]
        tokens = dict(s.tokens)
        del tokens[h]
        s.tokens = tokens
        s.face_up = (s.face_up - {h}) | {n for n in neighbours(h) if n in tokens}
        s.mark_irreversible()  # the tokens around the hex are turned face up
        self._discard_pool(s, p, seat)
        s.push("section", seat, resources)


def _log_void(s: GoldWestState, seat: int, reason: str) -> None:
    """Say why the card just taken does nothing (each reason its own log text)."""
    card = s.players[seat].cards[-1]
    if reason == "one_marker":
        s.log("gw.void.one_marker", seat=seat, card=card)
    elif reason == "final_round":
        s.log("gw.void.final_round", seat=seat, card=card)
    elif reason == "no_space":
        s.log("gw.void.no_space", seat=seat, card=card)
    elif reason == "no_camp":
        s.log("gw.void.no_camp", seat=seat, card=card)
    elif reason == "no_token":
        s.log("gw.void.no_token", seat=seat, card=card)
    else:
        s.log("gw.void.coaches_at_end", seat=seat, card=card)
