"""The end screen's numbers: `progress` (the round of the table, what the score chart runs
along) and `figures` (each seat's telling figures, from the log and the turns played)."""
import pytest

from engine.montana.data import GOODS
from engine.montana.stats import FIGURES
from ui.i18n import LANGS, Translator

from .helpers import G, bot_moves, edit, edit_board, end_turn, new_game, play, step, top, with_spin

PLENTY = dict.fromkeys(GOODS, 3)


def figs(s) -> dict[str, list[int]]:
    out = dict(G.figures(s))
    assert list(out) == list(FIGURES)
    return out


# -- progress ------------------------------------------------------------------------------
def test_progress_is_0_while_setting_up_then_the_round_of_the_table():
    s = G.new(3, 8)
    assert top(s)[0] == "start_region" and G.progress(s) == 0
    s = new_game(3, 0, start=1)  # seat 1 starts: the rounds turn at seat 1
    assert G.progress(s) == 1 and G.view(s, None)["round"] == 1
    for seat, round_ in ((1, 1), (2, 1), (0, 1), (1, 2), (2, 2)):
        assert top(s) == ("turn", seat) and G.progress(s) == round_
        s = end_turn(step(edit(s, seat, workers={"copper": 1}), "bank:0", seat))
        if s.bank[0]:  # free the bank for the next seat
            s = s.copy()
            s.bank = ((),) * len(s.bank)


def test_an_extra_turn_from_a_canteen_stays_in_its_round():
    s = edit(new_game(2, 0, start=0), 0, workers={"copper": 3}, canteens=1)
    s = play(s, (0, "bank:0"), (0, "canteen"))
    assert top(s) == ("turn", 0) and G.progress(s) == 1
    s = play(s, (0, "bank:1"))
    assert top(s) == ("turn", 1) and G.progress(s) == 1
    assert s.turns == (2, 0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_progress_never_goes_back_and_counts_the_start_player_s_regular_turns(players):
    levels = ("medium", "random", "easy", "medium")
    for seed in range(2):
        for s, _, action in bot_moves(players, 90 + seed, levels):
            new = G.apply(s, action)
            assert G.progress(new) - G.progress(s) in (0, 1)
        s = new
        assert G.is_over(s)
        first = s.order[0]
        drunk = figs(s)["mt.fig.canteens_drunk"][first]
        assert G.progress(s) == s.turns[first] - drunk


# -- figures -------------------------------------------------------------------------------
def test_figures_of_a_build_turn_a_bank_visit_and_a_cow_trade():
    """Seed 0's map: (-1,1) is a double region; (-1,0) has a cow and borders a lake with a
    canteen; (1,-1) costs a wheat and a small copper."""
    s = edit(new_game(3, 0, start=0), 0, goods={**PLENTY, "copper_small": 1}, cows=1)
    s = play(s, (0, "build:-1,1"), (0, "build:-1,0"), (0, "cow:copper_small"),
             (0, "build:1,-1"))
    assert top(s) == ("canteen", 0)
    s = play(s, (0, "canteen"))  # an extra turn: a bank visit
    s = step(edit(s, 0, workers={"stone": 2}), "bank:1", 0)
    s = end_turn(s)
    f = figs(s)
    assert s.turns == (2, 0, 0)
    assert f["mt.fig.turns"] == [2, 0, 0]
    assert f["mt.fig.build_turns"] == [1, 0, 0]
    assert f["mt.fig.best_turn"] == [4, 0, 0]  # 2 + 1 + 1 camps
    assert f["mt.fig.free_camps"] == [1, 0, 0]
    assert f["mt.fig.cows_taken"] == [1, 0, 0] and f["mt.fig.cows_traded"] == [1, 0, 0]
    assert f["mt.fig.canteens_taken"] == [1, 0, 0] and f["mt.fig.canteens_drunk"] == [1, 0, 0]
    assert f["mt.fig.bank_coins"] == [8, 0, 0]
    assert f["mt.fig.recruits"] == [0, 0, 0]


def test_figures_of_recruits_wheat_harvests_town_and_give_backs():
    s = edit(new_game(2, 0, start=0), 0, goods={"wheat": 3, "squash": 3}, workers={})
    s = edit(s, 1, goods={"squash": 1}, coins=9, workers={"wheat": 1})
    # seat 0 recruits (stone + stone) and pays 2 wheat to advance to wheat + wheat
    s = play(with_spin(s, 5), (0, "recruit"), (0, "advance:2"))
    # seat 1 harvests 4 wheat for 6 coins and leaves the small box
    s = play(s, (1, "harvest:wheat_field:2"), (1, "nosmall"))
    # seat 0 goes to town while the supply has no squash: both give one back first
    s = edit_board(s, supply={"squash": 0})
    s = play(s, (0, "town:1:0"), (1, "pass"), (0, "reward:1:1:1"))
    assert top(s) == ("turn", 1)
    f = figs(s)
    assert f["mt.fig.turns"] == [2, 1]
    assert f["mt.fig.recruits"] == [1, 0]  # the set-up spins are no recruits
    assert f["mt.fig.wheat_on_wheel"] == [2, 0]
    assert f["mt.fig.harvests"] == [0, 1] and f["mt.fig.goods_harvested"] == [0, 4]
    assert f["mt.fig.town_rewards"] == [1, 0]
    assert f["mt.fig.given_back"] == [1, 1]
    assert f["mt.fig.build_turns"] == [0, 0] and f["mt.fig.best_turn"] == [0, 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_figures_of_finished_games_add_up(players):
    levels = ("medium", "easy", "random", "medium")
    for seed in range(3):
        turns = [0] * players  # the seat's decisions at the start of a turn
        for s, seat, action in bot_moves(players, 95 + seed, levels):
            turns[seat] += top(s)[0] == "turn" and not action.free
        s = G.apply(s, action)
        assert G.is_over(s)
        f = figs(s)
        scores = G.scores(s)
        builds = [0] * players
        for mid, params, _ in s.log_entries:
            if mid == "mt.build":
                builds[params["seat"]] += 1
        assert f["mt.fig.turns"] == turns
        for seat in range(players):
            assert builds[seat] + f["mt.fig.free_camps"][seat] == scores[seat]["camps"]
            assert f["mt.fig.best_turn"][seat] <= scores[seat]["camps"]
            assert f["mt.fig.build_turns"][seat] <= f["mt.fig.turns"][seat]
            assert f["mt.fig.canteens_drunk"][seat] <= f["mt.fig.canteens_taken"][seat]
            assert f["mt.fig.lines"][seat] <= f["mt.fig.free_camps"][seat]
            assert f["mt.fig.recruits"][seat] == sum(
                1 for a in s.history if a.seat == seat and a.kind == "recruit")


@pytest.mark.parametrize("lang", LANGS)
def test_every_figure_has_a_name_in_every_language(lang):
    tr = Translator(lang, strict=True)
    for fig in FIGURES:
        assert tr(fig)
