"""The end screen's figures (issue 12): `progress` is the turn, and `figures` gives the
points by scoring category, the majorities won and what each player did, from the game's
moves and log, each with its message in every language."""
import pytest

from engine.core import Rng, play_out
from engine.goldwest.figures import FIGURES
from engine.goldwest.scoring import majorities
from ui.i18n import LANGS, Translator

from .helpers import G, at_metals, edit, edit_board, new_game, play, step


def _finished(players, seed, level="medium"):
    return play_out(G, G.new(players, seed=seed),
                    dict.fromkeys(range(players), G.bots[level]), Rng(seed))


def test_progress_is_the_turn_a_camp_each_then_one_final_turn_each():
    s = G.new(3, seed=5)
    assert G.progress(s) == 1
    seen = [G.progress(s)]
    end = play_out(G, s, dict.fromkeys(range(3), G.bots["easy"]), Rng(5),
                   check=lambda _old, _a, new: seen.append(G.progress(new)))
    assert seen == sorted(seen) and set(seen) == set(range(1, 12 * 3 + 3 + 1))
    assert G.progress(end) == 39


@pytest.mark.parametrize("players", [2, 3, 4])
def test_figures_add_up_to_the_score_and_count_what_the_game_shows(players):
    end = _finished(players, 60 + players)
    found = dict(G.figures(end))
    assert list(found) == list(FIGURES)
    assert all(len(values) == players for values in found.values())
    totals = [sc["total"] for sc in G.scores(end)]
    points = [sum(found[f][seat] for f in FIGURES if f.startswith("gw.fig.points_"))
              for seat in range(players)]
    assert points == totals
    assert found["gw.fig.majorities_won"] == majorities(end)[1]
    assert found["gw.fig.loots"] == [p.wanted for p in end.players]
    assert found["gw.fig.investments"] == [len(p.cards) for p in end.players]
    assert found["gw.fig.boomtown_markers"] == [sum(m.count(seat) for m in end.markers)
                                                for seat in range(players)]
    assert found["gw.fig.shipping_tiles"] == [p.ship_tiles for p in end.players]
    camps = [found["gw.fig.camps"][i] + found["gw.fig.settlements"][i]
             + found["gw.fig.loots"][i] for i in range(players)]
    assert camps == [{2: 12, 3: 12, 4: 10}[players]] * players  # every camp went somewhere
    for seat in range(players):
        assert found["gw.fig.metals_shipped"][seat] == sum(
            found[f"gw.fig.shipped_{m}"][seat] for m in ("copper", "silver", "gold"))


def test_metals_shipped_count_metals_paid_not_a_cards_free_steps():
    s = edit_board(new_game(3, 3), investments=(4,))
    s = play(at_metals(s, 0, gold=5), "invest:4", "freeship:gold", "freeship:gold", "ship:gold")
    found = dict(G.figures(s))
    assert found["gw.fig.shipped_gold"] == [1, 0, 0]
    assert s.players[0].coaches["gold"] == 3  # two free steps, one paid


def test_resources_discarded_unused_are_counted():
    s = at_metals(new_game(3, 3), 0, wood=1, copper=2, silver=1)
    s = step(s, f"build:camp:{','.join(map(str, sorted(s.face_up)[0]))}", 0)
    assert dict(G.figures(s))["gw.fig.resources_wasted"] == [3, 0, 0]
    assert dict(G.figures(edit(s, 1, wanted=2)))["gw.fig.loots"] == [0, 0, 0]  # from the log


@pytest.mark.parametrize("lang", LANGS)
def test_every_figure_has_its_name_in_every_language(lang):
    tr = Translator(lang, strict=True)
    for fig in FIGURES:
        assert tr(fig)
