"""A reason for every choice that is not allowed (issue: teach the rules): on every board,
each choice drawn is either a legal move (with no reason) or a refused one whose reason is
exactly what `apply` says when it is tried, in the player's language. The engine decides;
the page only words its answer."""
from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest

import engine
from engine import Action, IllegalAction
from engine.core import Rng
from ui.art import mark
from ui.games import Ctx, ui_for
from ui.i18n import LANGS, Translator

#: a board drawing no refused choice yet fails: each game's mark goes when its board does
GAMES = ["homesteaders", "goldwest", "montana"]


class Choices(HTMLParser):
    """The choices a board draws: legal ones (``data-action``) and refused ones
    (``data-choice`` with ``aria-disabled`` and ``data-why``)."""

    def __init__(self) -> None:
        super().__init__()
        self.legal: list[dict] = []
        self.refused: list[dict] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        if "data-action" in a:
            self.legal.append(a)
        elif "data-choice" in a:
            self.refused.append(a)


#: a start tag that carries a choice (attribute values are escaped: no raw ">" in a tag)
CHOICE_TAG = re.compile(r"<[a-zA-Z][^<>]*?\sdata-(?:action|choice)=[^<>]*>")


def choices(board: str) -> Choices:
    """The board's choices, parsed from its choice tags alone: a board is thousands of
    tags, and parsing them all took most of this module's time. Every choice attribute
    the board holds must be in a tag found, so a tag the pattern missed fails the test."""
    parser = Choices()
    parser.feed("".join(CHOICE_TAG.findall(board)))
    drawn = board.count(" data-action=") + board.count(" data-choice=")
    assert len(parser.legal) + len(parser.refused) == drawn
    return parser


def positions(game, players: int, seed: int, every: int):
    """Every `every`-th position of a seeded random game, with the seat to act."""
    state = game.new(players, seed, {})
    rng = Rng(seed)
    n = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        if n % every == 0:
            yield state, seat
        state = game.apply(state, game.bots["random"](state, seat, rng, 0))
        n += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_every_choice_on_the_board_is_legal_or_refused_with_the_reason_apply_gives(game_id):
    game = engine.GAMES[game_id]
    gui = ui_for(game)
    names = ["Ann", "Bob", "Cy", "Di"]
    marks = [mark(i, n) for i, n in enumerate(names)]
    refused_seen = 0
    for lang, (players, seed) in zip(LANGS, ((3, 21), (2, 22), (4, 23)), strict=True):
        tr = Translator(lang, strict=True)
        for state, seat in positions(game, players, seed, every=3):
            legal = game.legal_actions(state, seat)
            ctx = Ctx(tr, names, game.view(state, seat), legal, state=state, seat=seat)
            found = choices(gui.board(ctx, marks))
            keys = {a.key for a in legal}
            for attrs in found.legal:
                assert attrs["data-action"] in keys
                assert "data-why" not in attrs and attrs.get("aria-disabled") != "true"
            for attrs in found.refused:
                key = attrs["data-choice"]
                assert key not in keys, key
                assert attrs.get("aria-disabled") == "true"
                with pytest.raises(IllegalAction) as refused:
                    game.apply(state, Action.from_key(seat, key))
                # a choice drawn on a board always means something: its reason is specific
                assert refused.value.code != "not_legal", key
                said = gui.reason(ctx, refused.value.code, refused.value.params)
                assert html.unescape(attrs["data-why"]) == said, key
                refused_seen += 1
    assert refused_seen > 0, "the board draws no choice that is not allowed"
