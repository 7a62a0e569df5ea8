"""Every name a game's motion steps use (ui/games/*_motion.py) matches something on its board
right after a move of that kind, as assets/motion.js names what moves: a dead name (one
left over from a board drawn otherwise) would silently send its things to the end of the
move, out of the rules' order."""
from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser

import pytest

import engine
from engine.core import Rng
from ui import hooks
from ui.art import mark
from ui.games import Ctx, ui_for
from ui.i18n import Translator

#: a player's holding (what "pay" and "gain" name), the tokens that are money, and the
#: classes that say nothing of what a drawing is (as motion.js has them)
SEAT_HOLDING = re.compile(r"^hold-\d+-")
MONEY = {"coins", "silver"}
PLAIN = re.compile(rf"^({hooks.ICON}|{hooks.PIECE}|{hooks.FLYING}|{hooks.SEAT}\d+)$")
#: bots' games that reach every kind of move a game names steps for, and how many boards
#: after a kind of move are looked at (drawing a board takes a while)
GAMES = [(players, seed, bot) for seed in (1, 2, 3) for bot in ("random", "easy")
         for players in (2, 3, 4)]
BOARDS_PER_KIND = 3


def family(key: str) -> str:
    """A place's family, as motion.js says it: its key up to its first number."""
    return re.sub(r"-\d.*$", "", key)


def token(key: str) -> str:
    return re.sub(r"^.*-supply-", "", re.sub(r"^hold-\d+-", "", key))


class _BoardNames(HTMLParser):
    """The names motion.js could give what moves on a board: its pieces (a seat's marker, a
    symbol drawing that is a game piece; a drawing inside a map lands), its counted
    holdings, its turned wheel and what a move brings from another place."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.stack: list[tuple[str, dict]] = []
        self.piece: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = {k: v or "" for k, v in attrs}
        classes = a.get("class", "").split()
        keyed = [x for _, x in self.stack if hooks.KEY in x]
        if tag == "use" and self.piece is not None and self.stack[-1][0] == "svg":
            href = a.get("href", "").lstrip("#")
            self.names.update(self.piece + [href] + (["land"] if "camp" in href else []))
        counted = any(hooks.COUNT in x and hooks.PIECES not in x for _, x in self.stack)
        if keyed and not counted and (hooks.MARK in classes
                                      or (tag == "svg" and hooks.PIECE in classes)):
            names = [family(keyed[-1][hooks.KEY])] + [c for c in classes if not PLAIN.match(c)]
            if hooks.MARK in classes:
                self.names.update([*names, "land" if tag == "g" else "piece"])
            else:  # a symbol drawing: a piece once it is seen to use its symbol
                self.piece = [*names, "piece"]
        k = a.get(hooks.KEY)
        if k and hooks.COUNT in a and hooks.PIECES not in a:
            t = a.get(hooks.TOKEN) or token(k)
            self.names.update([t, family(k), "money" if t in MONEY else "goods"])
            if SEAT_HOLDING.match(k):
                self.names.update(["pay", "gain"])
        if k and "rotate" in a.get("style", ""):
            self.names.update(["wheel", family(k)])
        if k and hooks.FROM in a:
            self.names.update(["piece", family(k)])
        if tag not in ("use", "path", "rect", "circle", "ellipse", "line", "polygon", "polyline",
                       "br", "img", "input", "stop"):
            self.stack.append((tag, a))

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self.handle_starttag(tag, attrs)
        if self.stack and self.stack[-1][0] == tag:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag not in (t for t, _ in self.stack):
            return
        while self.stack:
            t, _ = self.stack.pop()
            if t == "svg":
                self.piece = None
            if t == tag:
                break


def board_names(board: str) -> set[str]:
    parser = _BoardNames()
    parser.feed(board)
    return parser.names


def boards_after_each_kind(game_id: str) -> dict[str, set[str]]:
    """For each kind of move, the names on the board of the player who made it, just after
    it, gathered over random bots' games (a name seen after any move of the kind counts)."""
    game = engine.GAMES[game_id]
    gui = ui_for(game)
    tr = Translator("en", strict=True)
    names = ["Ann", "Bob", "Cy", "Di"]
    marks = [mark(i, n) for i, n in enumerate(names)]
    seen: dict[str, set[str]] = {}
    looked: Counter[str] = Counter()
    for players, seed, bot in GAMES:
        if all(looked[kind] >= BOARDS_PER_KIND for kind in gui.motion_steps):
            break
        state = game.new(players, seed, {})
        rng = Rng(seed)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            action = game.bots[bot](state, seat, rng, 0)
            state = game.apply(state, action)
            if action.kind in gui.motion_steps and looked[action.kind] < BOARDS_PER_KIND:
                looked[action.kind] += 1
                board = gui.board(Ctx(tr, names, game.view(state, seat), []), marks)
                seen.setdefault(action.kind, set()).update(board_names(board))
    return seen


@pytest.mark.parametrize("game_id", ["homesteaders", "goldwest", "montana"])
def test_every_name_of_a_moves_steps_matches_something_on_its_board(game_id):
    """A kind of move the bots' games never make (an investment card's free shipping, the
    Bank's exchange) is checked against every board looked at."""
    gui = ui_for(engine.GAMES[game_id])
    seen = boards_after_each_kind(game_id)
    anywhere = set().union(*seen.values())
    dead = {kind: sorted({n for step in steps for n in step} - seen.get(kind, anywhere))
            for kind, steps in gui.motion_steps.items()}
    assert not {kind: names for kind, names in dead.items() if names}
