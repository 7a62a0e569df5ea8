"""What one seat may see (`seat=None`: the open, teacher view), as JSON-ready data."""
from __future__ import annotations

from .data import NEUTRAL_LEVELS, TILES
from .scoring import player_score
from .state import NEUTRAL, HomesteadersState, Player


def tile_view(tile_id: int) -> dict:
    t = TILES[tile_id]
    return {"id": t.id, "stack": t.stack, "stage": t.stage,
            "build_types": list(t.build_types), "bonuses": [list(b) for b in t.bonuses]}


def _player_view(p: Player, seat: int, passed: bool, hidden: bool) -> dict:
    score = player_score(p)
    out = {
        "seat": seat,
        "workers": p.workers,
        "rail_lines": p.rail_lines,
        "rail_pos": p.rail_pos,
        "buildings": list(p.buildings),
        "placed": [[k, i, n] for (k, i), n in sorted(p.placed.items())],
        "passed": passed,
        "holdings": None if hidden else dict(p.h),
        "score": {"buildings": score["buildings"]} if hidden else score,
    }
    return out


def view(s: HomesteadersState, seat: int | None, winners: list[int]) -> dict:
    over = s.phase == "over"
    screens = s.options["hidden_resources"] and not over
    task = s.tasks[-1] if s.tasks else None
    return {
        "game": "homesteaders",
        "seat": seat,
        "players": s.num_players,
        "options": dict(s.options),
        "round": s.round,
        "phase": s.phase,
        "stages": list(s.stages),
        "start_player": s.start,
        "to_act": [task[1]] if task and not over else [],
        "task": None if task is None or over else {"step": task[0], "seat": task[1],
                                                   "args": [_plain(x) for x in task[2:]]},
        "seats": [_player_view(p, i, s.passed[i], screens and seat is not None and i != seat)
                  for i, p in enumerate(s.players)],
        "offer": dict(s.offer),
        "auctions": [{"auction": a + 1, "tile": tile_view(t) if t is not None else None,
                      "bid": None if b is None else
                      {"seat": None if b[0] == NEUTRAL else b[0], "neutral": b[0] == NEUTRAL,
                       "value": b[1]}}
                     for a, (t, b) in enumerate(zip(s.tiles, s.bids, strict=False))],
        # stack 1 lies face up in order; the other stacks are face down: only their size
        "stack1": list(s.stacks[0]) if s.stacks else [],
        "face_down": [len(st) for st in s.stacks[1:]],
        "neutral_level": NEUTRAL_LEVELS[s.neutral_level] if s.num_players == 2 else None,
        "log": [{"id": mid, "params": params} for mid, params, private in s.log_entries
                if private is None or seat is None or private == seat or over],
        "over": over,
        "winners": winners,
    }


def _plain(x: object) -> object:
    if isinstance(x, tuple):
        return list(x)
    return x
