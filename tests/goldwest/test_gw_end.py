"""Last turn and end of the game: once the last camp is placed, everyone plays one more
turn with the supply track and metals only; then the final scoring."""
import pytest

from engine.goldwest.data import CAMPS

from .helpers import (
    G,
    at_metals,
    edit_board,
    keys,
    keys_of,
    new_game,
    play_quickly,
    refused,
    step,
    top,
)


def _turns(s):
    return [e[1]["seat"] for e in s.log_entries if e[0] == "gw.turn"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_places_all_camps_then_plays_one_final_turn(players):
    s = new_game(players, 5)
    s = play_quickly(s, until=lambda s: s.final)
    camps = CAMPS[players]
    assert all(p.camps_left == 0 for p in s.players)
    assert [sum(1 for b in s.buildings.values() if b[0] == seat) + s.players[seat].wanted
            for seat in range(players)] == [camps] * players
    assert s.turn == camps * players + 1
    assert top(s) == ("activate", 0)  # the final round begins with the first player
    final_start = len(_turns(s)) - 1
    s = play_quickly(s)
    assert G.is_over(s) and G.to_act(s) == []
    assert _turns(s)[final_start:] == list(range(players))
    assert [e[0] for e in s.log_entries].count("gw.final_round") == 1
    assert s.log_entries[-1][0] == "gw.game_over"


def test_the_final_turn_has_no_build_or_loot_step():
    s = play_quickly(new_game(3, 6), until=lambda s: s.final)
    s = edit_board(s, investments=(0,), markers=dict.fromkeys(range(9), ()))
    s = at_metals(s, 0, wood=1, stone=1, copper=4)
    assert {k.split(":")[0] for k in keys(s)} == {"invest", "boomtown", "ship", "end"}
    s = at_metals(s, 0)
    assert keys(s) == {"end"}
    spot = sorted(s.face_up)[0]
    refused(s, 0, f"build:camp:{spot[0]},{spot[1]}")
    refused(s, 0, f"loot:{spot[0]},{spot[1]}")


def test_metals_may_still_be_used_in_the_final_turn_and_leftovers_are_discarded():
    s = play_quickly(new_game(3, 6), until=lambda s: s.final)
    s = edit_board(s, investments=(0,))
    s = at_metals(s, 0, copper=6, wood=1)
    tokens = dict(s.tokens)
    s = step(s, "invest:0", 0)
    s = step(s, "ship:copper", 0)
    s = step(s, "end", 0)
    p = s.players[0]
    assert p.cards == (0,) and p.coaches["copper"] == 1
    assert sum(p.pool.values()) == 0
    assert s.tokens == tokens and p.camps_left == 0  # nothing taken, no camp placed
    assert G.to_act(s) == [1]


def test_nothing_can_be_played_once_the_game_is_over():
    s = play_quickly(new_game(2, 7))
    assert G.is_over(s)
    for seat in (0, 1):
        assert G.legal_actions(s, seat) == []
        refused(s, seat, "activate:0", "the game is over")
        refused(s, seat, "end", "the game is over")


def test_winners_are_only_known_at_the_end():
    s = play_quickly(new_game(3, 8), until=lambda s: s.final)
    assert G.winners(s) == []
    s = play_quickly(s)
    assert G.winners(s)


def test_when_no_face_up_token_is_left_the_camp_is_spent_without_a_move():
    """Cannot happen on the printed map (rules note), but the engine does not lock up."""
    s = at_metals(new_game(3, 9), 0, wood=1)
    s = edit_board(s, face_up=())
    assert keys(s) == {"end"}
    assert keys_of(at_metals(s, 0, copper=2), "ship") == {"ship:copper"}
    s = step(s, "end", 0)
    assert s.players[0].camps_left == 11
    assert s.buildings == {} and s.players[0].wanted == 0
    assert G.to_act(s) == [1]
