"""Montana in the real page, one seat played on the board (the list of moves only for
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
LIST_ONLY = ("stop", "endturn")
#: the total is the camps; the rest only breaks a tie, in the rulebook's order
CATEGORIES = ("Camps on the landscape", "Total", "1. Cows + canteens",
              "2. Goods + coins + workers")

#: the player count whose whole game is clicked through (the others: their start, a middle
#: position and their last moves, reached in the engine: see `play_the_end_of_a_game`)
WHOLE = 3


@pytest.mark.parametrize("players,seed", [(2, 12), (3, 8), (4, 14)])
def test_a_montana_game_is_played_on_the_board_to_its_end(app_page, players, seed):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    seats = [("Tess", "person")] + [("", "bot:easy")] * (players - 1)
    new_game(page, seats, seed=seed, game="montana")
    assert settle(page) == "move"
    assert page.locator(".board.mt .wheel-disc").count() == 1
    if players == WHOLE:
        clicks = play_a_whole_game(page, "montana", players, seed)
        assert clicks["board"] >= 20, clicks
    else:
        clicks = play_the_end_of_a_game(page, "montana", players, seed)
        assert clicks["board"] >= 1, clicks
    assert set(clicks) - {"board"} <= {f"list:{k}" for k in LIST_ONLY}, clicks

    check_end_scores(page, players, CATEGORIES)
    camps = page.locator(".scores table").get_by_role(
        "row", name=re.compile("Camps on the landscape"))
    assert len(camps.locator("td").all_inner_texts()) == players
    assert page.locator(".replay .board.mt").count() == 1
