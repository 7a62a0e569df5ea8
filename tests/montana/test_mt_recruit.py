"""Recruiting (rulebook, "Action A – Recruter"): a spin of the wheel, then once per turn an
optional paid advance of up to 7 segments (1 wheat each) for a second pair; never more
than 8 workers, the player choosing which to send back."""
from engine.montana.data import COLOURS, WHEEL

from .helpers import (
    G,
    decline_until_turn,
    edit,
    edit_board,
    log_of,
    main_keys,
    new_game,
    play,
    step,
    top,
    with_spin,
    worker_totals,
)

NO_WORKERS = dict.fromkeys(COLOURS, 0)


def _recruiter(workers, wheat=0, segment=0, seed=0):
    s = new_game(3, seed, start=0)
    s = edit(s, 0, workers=workers, goods={"wheat": wheat})
    return with_spin(s, segment)


def test_the_wheel_has_8_pairs_and_two_free_choice_segments():
    assert len(WHEEL) == 8 and all(len(pair) == 2 for pair in WHEEL)
    assert [i for i, pair in enumerate(WHEEL) if pair == ("any", "any")] == [2, 6]


def test_a_spin_takes_the_two_workers_shown_then_offers_the_paid_advance():
    s = step(_recruiter({"copper": 1}, wheat=3, segment=5), "recruit", 0)
    assert s.wheel == 5 and WHEEL[5] == ("stone", "stone")
    assert top(s) == ("advance", 0)
    assert s.players[0].incoming == {**NO_WORKERS, "stone": 2}
    assert main_keys(s) == {"advance:1", "advance:2", "advance:3", "noadvance"}
    s = step(s, "noadvance", 0)
    assert s.players[0].workers == {**NO_WORKERS, "copper": 1, "stone": 2}
    assert s.players[0].incoming == NO_WORKERS
    assert top(s) == ("turn", 1)


def test_the_paid_advance_costs_a_wheat_per_segment_and_wraps_round_the_wheel():
    s = step(_recruiter({}, wheat=4, segment=7), "recruit", 0)
    supply = s.supply["wheat"]
    s = step(s, "advance:3", 0)  # 7 -> 0 -> 1 -> 2: the free-choice segment
    assert s.wheel == 2 and s.players[0].goods["wheat"] == 1
    assert s.supply["wheat"] == supply + 3
    assert log_of(s, "mt.advance") == [{"seat": 0, "steps": 3, "segment": 2}]
    assert top(s) == ("choose_worker", 0)
    s = play(s, (0, "take:copper"), (0, "take:wheat"))
    assert s.players[0].workers == {"copper": 1, "stone": 0, "wheat": 3, "squash": 0}
    # the advance happens once a turn: the turn is over
    assert top(s) == ("turn", 1)


def test_the_advance_is_at_most_7_segments():
    s = step(_recruiter({}, wheat=9), "recruit", 0)
    assert main_keys(s) == {f"advance:{k}" for k in range(1, 8)} | {"noadvance"}


def test_without_wheat_only_no_advance_is_offered():
    s = step(_recruiter({}, wheat=0), "recruit", 0)
    assert main_keys(s) == {"noadvance"}


def test_the_spin_uses_the_state_s_seeded_generator():
    def spins(seed):
        s = new_game(2, seed, start=0)
        out = []
        for _ in range(6):
            seat = s.active
            s = step(s, "recruit", seat)
            out.append(s.wheel)
            s = decline_until_turn(s, seat)
        return out

    assert spins(11) == spins(11)
    assert len({tuple(spins(seed)) for seed in range(6)}) == 6
    # every segment comes up
    assert {seg for seed in range(6) for seg in spins(seed)} == set(range(8))
    # a spin draws randomness: no undo past it
    s = step(new_game(2, 4, start=0), "recruit", 0)
    assert s.irreversible_at == s.hist_len and G.undoable(s, 0) == 0


def test_never_more_than_8_workers_the_player_chooses_which_go_back():
    s = _recruiter({"copper": 5, "wheat": 2}, segment=3)  # squash + squash
    s = play(s, (0, "recruit"), (0, "noadvance"))
    assert top(s) == ("release", 0)
    assert s.players[0].workers == {**NO_WORKERS, "copper": 5, "wheat": 2}
    assert s.players[0].incoming == {**NO_WORKERS, "squash": 2}
    assert main_keys(s) == {"release:copper", "release:wheat", "release:squash"}
    supply = s.worker_supply["copper"]
    s = step(s, "release:copper", 0)  # an older worker makes room for both new ones
    assert s.worker_supply["copper"] == supply + 1
    assert s.players[0].workers == {**NO_WORKERS, "copper": 4, "wheat": 2, "squash": 2}
    assert top(s) == ("turn", 1)


def test_a_player_with_8_workers_sends_back_two_and_may_drop_the_new_ones():
    s = _recruiter({"stone": 8}, segment=0)  # copper + copper
    s = play(s, (0, "recruit"), (0, "noadvance"), (0, "release:copper"))
    assert top(s) == ("release", 0)
    s = step(s, "release:copper", 0)
    assert s.players[0].workers == {**NO_WORKERS, "stone": 8}
    assert worker_totals(s) == worker_totals(_recruiter({"stone": 8}))


def test_free_choice_workers_wait_with_the_pair_and_never_make_a_ninth_on_the_board():
    s = _recruiter({"wheat": 8}, segment=6)
    s = step(s, "recruit", 0)
    assert top(s) == ("choose_worker", 0)
    s = play(s, (0, "take:stone"), (0, "take:stone"))
    assert s.players[0].workers == {**NO_WORKERS, "wheat": 8}
    assert s.players[0].incoming == {**NO_WORKERS, "stone": 2}
    s = play(s, (0, "noadvance"), (0, "release:wheat"), (0, "release:wheat"))
    assert s.players[0].workers == {**NO_WORKERS, "wheat": 6, "stone": 2}


def test_recruiting_takes_from_the_limited_worker_supply():
    s = edit_board(_recruiter({}, segment=5), worker_supply={"stone": 1})
    s = edit(edit(s, 1, workers={"stone": 2}), 2, workers={"wheat": 1})
    s = play(s, (0, "recruit"), (0, "noadvance"))
    # 2 stone wanted, 1 in the supply: the players who have a stone worker give one back
    assert log_of(s, "mt.give_back") == [{"kind": "stone", "seats": [1]}]
    assert s.players[0].workers == {**NO_WORKERS, "stone": 2}
    assert s.players[1].workers == {**NO_WORKERS, "stone": 1}
    assert s.worker_supply["stone"] == 0



def test_a_free_choice_may_name_a_colour_the_supply_lacks_and_the_give_back_applies():
    s = edit_board(_recruiter({}, segment=2), worker_supply={"copper": 0})
    s = edit(edit(s, 1, workers={"copper": 2}), 2, workers={})
    s = step(s, "recruit", 0)
    assert top(s) == ("choose_worker", 0)
    assert main_keys(s) == {"take:copper", "take:stone", "take:wheat", "take:squash"}
    s = step(s, "take:copper", 0)
    assert log_of(s, "mt.give_back") == [{"kind": "copper", "seats": [1]}]
    assert s.players[0].incoming == {**NO_WORKERS, "copper": 1}
    assert s.players[1].workers == {**NO_WORKERS, "copper": 1}
