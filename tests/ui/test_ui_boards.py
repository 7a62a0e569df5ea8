"""The Gold West and Montana boards: drawn from the view, and a board space is a button only
for a move the engine offers now, named by that move's own text."""
import html
import re

import pytest

import engine
from engine.core import Rng
from ui.art import mark
from ui.games import Ctx, ui_for
from ui.i18n import Translator

SPOT = re.compile(r'<button type="button" class="spot[^"]*" data-action="([^"]+)"[^>]*'
                  r'aria-label="([^"]*)"')
#: the kinds of move each board offers as spaces of its own (the rest stay in the list)
BOARD_KINDS = {
    "goldwest": {"activate", "drop", "section", "build", "loot", "boomtown", "ship", "invest"},
    "montana": {"start", "build", "bank", "harvest", "town", "advance", "take", "release"},
}


@pytest.mark.parametrize("game_id", sorted(BOARD_KINDS))
def test_board_spaces_are_exactly_offered_moves_named_by_their_text(game_id):
    game = engine.GAMES[game_id]
    gui = ui_for(game)
    tr = Translator("en", strict=True)
    names = ["<b>Ann</b>", "Bob", "Cy"]
    marks = [mark(i, n) for i, n in enumerate(names)]
    seen: set[str] = set()
    for seed in (3, 4):
        state = game.new(3, seed, {})
        rng = Rng(seed)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            ctx = Ctx(tr, names, game.view(state, seat), legal)
            board = gui.board(ctx, marks)
            assert "<b>Ann" not in board
            by_key = {a.key: a for a in legal}
            for key, label in SPOT.findall(board):
                assert key in by_key, key
                assert html.unescape(label) == gui.action_text(ctx, by_key[key])
                seen.add(by_key[key].kind)
            state = game.apply(state, game.bots["random"](state, seat, rng, 0))
        final = Ctx(tr, names, game.view(state, None))
        assert not SPOT.findall(gui.board(final, marks))  # a replay offers nothing
    assert BOARD_KINDS[game_id] <= seen, BOARD_KINDS[game_id] - seen
