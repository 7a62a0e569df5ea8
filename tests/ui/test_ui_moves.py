"""The board is where one plays: the move list keeps only what the board cannot show,
and the full list of moves stays one keypress away (a folded section)."""
import re

import pytest

import engine

from .fakes import click_first, make_app, start_game

MOVES = re.compile(r'<section class="panel moves" id="moves".*?</section>', re.S)
KEYS = re.compile(r'data-action="([^"]+)"')


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_moves_shown_on_the_board_are_folded_out_of_the_list_but_kept_in_the_full_list(game):
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], seed=3, game=game)
    folded_turns = 0
    for _ in range(12):
        if app.screen != "game":
            break
        legal = {a.key for a in app.session.legal()}
        panel = MOVES.search(dom.html).group(0)
        listed, _, full = panel.partition('<details class="all-moves"')
        on_board = set(KEYS.findall(dom.html.replace(panel, ""))) & legal
        assert not set(KEYS.findall(listed)) & on_board  # never said twice
        if on_board:
            folded_turns += 1
            assert set(KEYS.findall(full)) == legal  # every move, one keypress away
            assert "summary" in full
        else:
            assert not full
        click_first(app, dom)
    assert folded_turns >= 3
