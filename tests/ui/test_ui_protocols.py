"""The Protocols that keep the layers apart say the truth: the app and each board have
every member their Protocol lists (same parameters), and the panels and board parts use
nothing of the app or of their board that their Protocol does not list. So a new use is
added to the Protocol (and stays visible there), never smuggled past it."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import engine
from ui import app_protocols
from ui.games import boards, gw_board, hs_board, mt_board, ui_for

from .fakes import make_app

UI = Path(__file__).resolve().parents[2] / "ui"
#: each Protocol, with the modules whose functions take it
USERS = {
    "HintApp": ["hint.py"], "HandoverApp": ["passplay.py"], "ReplayApp": ["replay.py"],
    "SavesApp": ["saved.py"],
    "ScreensApp": ["frame.py", "home_screen.py", "new_game_screen.py", "game_screen.py",
                   "moves_panel.py", "scores_panel.py", "end_screen.py"],
    "HomesteadersBoard": ["games/hs_auction.py", "games/hs_cards.py", "games/hs_market.py",
                          "games/hs_town.py"],
    "GoldWestBoard": ["games/gw_seat.py", "games/gw_town.py", "games/gw_tracks.py"],
    "MontanaBoard": ["games/mt_seat.py", "games/mt_town.py", "games/mt_wheel.py",
                     "games/mt_workers.py"],
}
GAMES = {"HomesteadersBoard": "homesteaders", "GoldWestBoard": "goldwest",
         "MontanaBoard": "montana"}


#: the modules that define Protocols
DEFINED = (app_protocols, boards, hs_board, gw_board, mt_board)


def _protocol(name: str) -> type:
    return next(getattr(m, name) for m in DEFINED if hasattr(m, name))


def members(protocol: type) -> dict[str, object]:
    """A Protocol's attributes (name -> annotation) and methods (name -> function), its
    bases' included."""
    found: dict[str, object] = {}
    for cls in reversed(protocol.__mro__):
        if cls.__module__ not in {m.__name__ for m in DEFINED}:
            continue
        found.update(inspect.get_annotations(cls))
        found.update({k: v for k, v in vars(cls).items()
                      if inspect.isfunction(v) and not k.startswith("_")})
    return found


def used(protocol: str, module: Path) -> set[str]:
    """What functions of `module` read or call of a parameter annotated as `protocol`."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    found = set()
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        names = {a.arg for a in fn.args.args if a.annotation is not None
                 and protocol in ast.unparse(a.annotation)}
        found |= {node.attr for node in ast.walk(fn) if isinstance(node, ast.Attribute)
                  and isinstance(node.value, ast.Name) and node.value.id in names}
    return found


@pytest.mark.parametrize("protocol", sorted(USERS))
def test_a_protocol_lists_everything_its_modules_use_of_it(protocol):
    listed = set(members(_protocol(protocol)))
    for module in USERS[protocol]:
        seen = used(protocol, UI / module)
        assert seen, f"ui/{module} takes no {protocol}: the list of users is stale"
        assert seen <= listed, f"ui/{module} uses {sorted(seen - listed)} beyond {protocol}"


def _agrees(protocol: type, thing: object) -> None:
    for name, member in members(protocol).items():
        assert hasattr(thing, name), f"{type(thing).__name__} has no {name} ({protocol})"
        if inspect.isfunction(member):
            wanted = list(inspect.signature(member).parameters)[1:]
            assert list(inspect.signature(getattr(thing, name)).parameters) == wanted, name


@pytest.mark.parametrize("protocol", sorted(GAMES))
def test_each_board_has_what_its_parts_ask_of_it(protocol):
    _agrees(_protocol(protocol), ui_for(engine.GAMES[GAMES[protocol]]))


def test_the_app_has_what_every_screen_and_panel_asks_of_it():
    app, _ = make_app()
    _agrees(app_protocols.ScreensApp, app)


def test_a_member_missing_from_a_board_is_noticed():
    class Bare:
        def name(self, ctx, value): ...

    with pytest.raises(AssertionError, match="has no amount"):
        _agrees(boards.Board, Bare())
