"""Gold West in the real page, one seat played on the board (the list of moves only for
the moves that end a step) by a person who thinks like the easy computer opponent, the others
bots: a whole 3-player game clicked through, and at 2 and 4 players the start, a middle
position and the last moves to the end screen; screenshots of the start, the middle and the
end saved under test-results/boards/."""
from __future__ import annotations

import re

import pytest
from board_play import play_a_whole_game, play_the_end_of_a_game
from playing import check_end_scores, go_home, new_game, set_pace, settle

#: moves that end a step: nothing on the table stands for them
LIST_ONLY = ("skip", "end")
CATEGORIES = ("Supply track", "Shipping", "Investments", "BoomTown", "Largest group",
              "Terrain majorities", "Wanted", "Total")

#: the player count whose whole game is clicked through (the others: their start, a middle
#: position and their last moves, reached in the engine: see `play_the_end_of_a_game`)
WHOLE = 3


@pytest.mark.parametrize("players,seed", [(2, 22), (3, 21), (4, 24)])
def test_a_gold_west_game_is_played_on_the_board_to_its_end(app_page, players, seed):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    seats = [("Tess", "person")] + [("", "bot:easy")] * (players - 1)
    new_game(page, seats, seed=seed, game="goldwest")
    assert settle(page) == "move"
    assert "Tess to play" in page.locator(".turn").inner_text()
    assert page.locator(".board.gw svg[role=img]").count() >= 1
    if players == WHOLE:
        clicks = play_a_whole_game(page, "goldwest", players, seed)
        assert clicks["board"] >= 30, clicks
    else:
        clicks = play_the_end_of_a_game(page, "goldwest", players, seed)
        assert clicks["board"] >= 1, clicks
    assert set(clicks) - {"board"} <= {f"list:{k}" for k in LIST_ONLY}, clicks

    check_end_scores(page, players, CATEGORIES)
    totals = page.locator(".scores table tr.total td").all_inner_texts()
    assert len(totals) == players and all(re.fullmatch(r"-?\d+", t) for t in totals)
    assert page.locator(".replay .board.gw").count() == 1
