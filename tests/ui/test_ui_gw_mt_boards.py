"""The Gold West and Montana boards as places to play and to learn (issues 9 and 11): every
main move has its place on the board, every component a tip and a stable key, every picture
a name or none, every holding its count, and every name in the player's language.

The helpers here (an HTML tree, seeded positions) serve `test_ui_gw_board` and
`test_ui_mt_board` too.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from html.parser import HTMLParser

import pytest

import engine
from engine.core import Rng
from ui.art import mark
from ui.games import Ctx, ui_for
from ui.i18n import Translator

from .test_ui_glossary import kept_english

NAMES = ["Ann", "Bob", "Cy", "Di"]
VOID = {"input", "br", "img", "hr", "meta", "link"}
#: the moves that are not places on the table (ending a step), left to the list of moves
LIST_ONLY = {"goldwest": {"skip", "end"}, "montana": {"stop", "endturn"}}
#: components that leave the table for good (an investment card once taken, Montana's start
#: tile from the supply once placed)
LEAVE = {"goldwest": re.compile(r"gw-card-\d+$"), "montana": re.compile(r"mt-start-tile$")}
#: every game, and the players and seeds of the games walked
GAMES = ("goldwest", "montana")
WALKS = ((2, 31), (3, 32), (4, 33))
#: the attributes whose words a person reads or hears
SAID = ("aria-label", "data-tip", "data-why", "title")


class Node:
    def __init__(self, tag: str, attrs: dict, parent: "Node | None") -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node] = []
        self.texts: list[str] = []

    def walk(self) -> Iterator["Node"]:
        """This node and all below it, in document order (with a stack: nested generators
        cost a call per level for every node, and boards nest deep)."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def text(self) -> str:
        return "".join(t for n in self.walk() for t in n.texts)

    def has(self, attr: str) -> bool:
        return any(attr in n.attrs for n in self.walk())

    def ancestors(self) -> Iterator["Node"]:
        node = self.parent
        while node is not None:
            yield node
            node = node.parent


class Tree(HTMLParser):
    """A board's markup as nodes (attributes unescaped by the parser)."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("root", {}, None)
        self.at = self.root
        self._keys: dict[str, list[Node]] | None = None
        self.feed(markup)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        node = Node(tag, dict(attrs), self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self.at.children.append(Node(tag, dict(attrs), self.at))

    def handle_endtag(self, tag: str) -> None:
        node = self.at
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.at = node.parent

    def handle_data(self, data: str) -> None:
        self.at.texts.append(data)

    def all(self, pred=lambda n: True) -> list[Node]:
        return [n for n in self.root.walk() if n is not self.root and pred(n)]

    def keyed(self, key: str) -> Node:
        """The one node of key `key` (the nodes by key are listed once per tree: the tests
        ask for many keys of the same board)."""
        if self._keys is None:
            self._keys = {}
            for n in self.all(lambda n: "data-k" in n.attrs):
                self._keys.setdefault(n.attrs["data-k"], []).append(n)
        found = self._keys.get(key, [])
        assert len(found) == 1, (key, len(found))
        return found[0]


def investor(game, state, seat: int, rng: Rng):
    """A random player that takes every investment it can (so that each card's ability,
    and the decision it asks for, comes up in a few seeded games)."""
    legal = game.legal_actions(state, seat)
    cards = [a for a in legal if a.kind == "invest"]
    return (cards or legal)[rng.below(len(cards or legal))]


def positions(game_id: str, players: int, seed: int, every: int = 1,
              level: str = "easy") -> Iterator[tuple]:
    """(state, seat) of a seeded bots' game, every `every`-th decision, to its end."""
    game = engine.GAMES[game_id]
    state = game.new(players, seed, {})
    rng = Rng(seed)
    for n in range(5000):
        if game.is_over(state):
            return
        seat = game.to_act(state)[0]
        if n % every == 0:
            yield state, seat
        move = (investor(game, state, seat, rng) if level == "investor"
                else game.bots[level](state, seat, rng, 0))
        state = game.apply(state, move)
    raise AssertionError("the game did not end")


def render(game_id: str, state, seat: int, lang: str = "en", players: int | None = None
           ) -> tuple[str, Ctx]:
    """The board a person at `seat` sees while choosing, and its context."""
    game = engine.GAMES[game_id]
    names = NAMES[:players or state.num_players]
    ctx = Ctx(Translator(lang, strict=True), names, game.view(state, seat),
              game.legal_actions(state, seat), state=state, seat=seat)
    return ui_for(game).board(ctx, [mark(i, n) for i, n in enumerate(names)]), ctx


@functools.cache
def boards(game_id: str, every: int = 3, lang: str = "en", level: str = "easy",
           walks: tuple = WALKS) -> list[tuple[str, Ctx]]:
    """The boards of seeded games (drawn once for all the tests that read them)."""
    return [render(game_id, state, seat, lang) for players, seed in walks
            for state, seat in positions(game_id, players, seed, every, level)]


@functools.cache
def trees(game_id: str, every: int) -> list[Tree]:
    return [Tree(markup) for markup, _ in boards(game_id, every)]


def dominated(key: str, on_board: list[str]) -> bool:
    """A Gold West camp where a settlement can go: the hex offers the settlement (with wood
    and stone in hand, the camp gains nothing: what is not built with is discarded), and
    the camp stays in the list of moves."""
    return key.startswith("build:camp:") and key.replace("camp", "settlement") in on_board


@pytest.mark.parametrize("game_id", GAMES)
def test_every_main_move_has_its_place_on_the_board_once(game_id):
    """Issue 11 item 5: the board is where one plays; the list keeps only the moves that
    end a step (nothing on the table stands for them)."""
    kinds = set()
    walks = {"goldwest": ((2, 31), (4, 31), (2, 34), (2, 38), (4, 32), (3, 32), (3, 41)),
             "montana": WALKS}[game_id]
    common = {"activate", "metals", "turn"}
    for players, seed in walks:
        for n, (state, seat) in enumerate(positions(game_id, players, seed, 1, "investor")):
            step = engine.GAMES[game_id].view(state, None)["task"]["step"]
            if step in common and n % 4:
                continue  # the frequent decisions, one in four
            markup, ctx = render(game_id, state, seat)
            on_board = re.findall(r'data-action="([^"]+)"', markup)
            assert len(on_board) == len(set(on_board)), "a move drawn twice"
            for action in ctx.legal:
                if action.kind in LIST_ONLY[game_id] or dominated(action.key, on_board):
                    continue
                assert on_board.count(action.key) == 1, action.key
                kinds.add(action.kind)
    expected = {"goldwest": {"activate", "drop", "section", "invest", "boomtown", "ship",
                             "build", "loot", "freeship", "freeboomtown", "extraboomtown",
                             "upgrade", "gain", "peek"},
                "montana": {"start", "recruit", "advance", "noadvance", "bank", "harvest",
                            "send", "small", "nosmall", "town", "pass", "reward", "build",
                            "take", "release", "cow"}}[game_id]
    assert expected <= kinds, expected - kinds


@pytest.mark.parametrize("game_id", GAMES)
def test_keys_are_unique_and_stay_with_their_component(game_id):
    """The page morphs the board and highlights what changed by `data-k`: a key names one
    thing, and a thing keeps its key from one position to the next until it leaves."""
    for players, seed in WALKS:
        before: set[str] = set()
        for state, seat in positions(game_id, players, seed):
            keys = re.findall(r'data-k="([^"]+)"', render(game_id, state, seat)[0])
            assert len(keys) == len(set(keys)), [k for k in keys if keys.count(k) > 1][:3]
            gone = {k for k in before - set(keys) if not LEAVE[game_id].match(k)}
            assert not gone, sorted(gone)[:5]
            before = set(keys)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_component_has_a_tip_the_keyboard_reaches(game_id):
    for tree in trees(game_id, 5):
        for node in tree.all(lambda n: "data-k" in n.attrs and n.tag != "g"):
            # its own tip, its parts' tips, or the tip of what it belongs to (the tip box
            # shows the nearest one)
            tipped = node.has("data-tip") or any("data-tip" in a.attrs
                                                 for a in node.ancestors())
            assert tipped, node.attrs["data-k"]
        for node in tree.all(lambda n: "data-tip" in n.attrs):
            assert node.attrs["data-tip"].strip(), node.attrs
            focusable = node.tag == "button" or node.attrs.get("tabindex") == "0"
            assert focusable, node.attrs.get("data-tip")
        hexes = tree.all(lambda n: n.tag == "g" and "data-k" in n.attrs
                         and re.match(r"(gw-hex|mt-region)-[A-Z]\d+$", n.attrs["data-k"]))
        overlays = tree.all(lambda n: "hex-spot" in n.attrs.get("class", "")
                            or "hex-tip" in n.attrs.get("class", ""))
        assert len(hexes) >= 30 and len(overlays) == len(hexes)
        assert all(o.attrs.get("data-tip") for o in overlays)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_picture_is_named_or_decorative_and_holdings_show_their_count(game_id):
    for tree in trees(game_id, 5):
        for svg in tree.all(lambda n: n.tag == "svg"):
            named = svg.attrs.get("role") == "img" and svg.attrs.get("aria-label")
            assert named or svg.attrs.get("aria-hidden") == "true", svg.attrs
        for node in tree.all(lambda n: "data-count" in n.attrs):
            assert re.fullmatch(r"\d+", node.attrs["data-count"]), node.attrs


#: English names that a French or Spanish board must never show (a message left untranslated
#: or a name built in code); words the rulebooks share (Saloon, Docks, Mine) are not here
ENGLISH = {
    "goldwest": ["Wanted", "BoomTown", "Frontier", "Homestead", "Courthouse", "Deeds", "Depot",
                 "Mayor", "Sheriff", "Shipping", "Surveyor", "Town Hall", "Investments?",
                 "Card", "Bonus tiles", "Hand", "Section", "Supply track", "copper", "silver",
                 "gold", "wood", "forest", "settlements?", "looted", "face-down", "Water",
                 "VP", "coach", "track", "space", "turn", "Map key"],
    "montana": ["wheat", "squash", "copper", "stone", "workers?", "coins?", "cows?",
                "canteens?", "camps?", "Bank", "Quarry", "Wheat field", "Garden", "Town",
                "Store", "Recruitment wheel", "General supply", "Worker board", "Spin",
                "Stop here", "Pass", "Drink", "Leave it", "mountain", "lake", "start tile",
                "Map key", "Turn order", "arrow", "segments?", "region", "upgrades?",
                "representative", "large box", "small box", "supply"],
}


def said(markup: str) -> list[str]:
    """Everything a board shows or says: its text and its spoken attributes."""
    tree = Tree(markup)
    out = [t for n in tree.root.walk() for t in n.texts if t.strip()]
    out += [n.attrs[a] for n in tree.all() for a in SAID if n.attrs.get(a)]
    return out


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_no_english_name_and_no_missing_message_on_a_french_or_spanish_board(game_id, lang):
    """Issue 9 item 5; a strict translator fails on any message id missing in `lang`."""
    gui = ui_for(engine.GAMES[game_id])
    english = re.compile(r"\b(" + "|".join(n for n in ENGLISH[game_id]
                                            if not kept_english(game_id, lang, n)) + r")\b")
    code = re.compile(r"\b(?:gw|mt|ui)\.[a-z_]+|\b[a-z]+_[a-z_]+\b")
    shown = 0
    for markup, ctx in boards(game_id, every=6, lang=lang):
        words = said(markup)
        words += [gui.action_text(ctx, a) for a in ctx.legal]
        words += [gui.prompt(ctx) or "", gui.status(ctx)]
        words += [gui.log_text(ctx, e) for e in ctx.view["log"][-6:]]
        for text in words:
            assert not english.search(text), (lang, english.search(text).group(0), text)
            assert not code.search(text), (lang, code.search(text).group(0), text)
        shown += 1
    assert shown > 50
