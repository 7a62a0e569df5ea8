"""Player identity: every seat has a colour, a shape and a marker of its own; no two seats
share a marker, and no marker is the letter of one of the game's resources, in every
language and for the names people and the page give seats."""
import re
from pathlib import Path

import pytest

import engine
from ui.art import SHAPES, mark, markers
from ui.games import ui_for
from ui.i18n import LANGS, Translator

from .fakes import make_app, start_game

STYLE = Path(__file__).resolve().parents[2] / "assets" / "style.css"
#: Okabe & Ito's palette for colour-blind readers (black left out: it is the ink)
OKABE_ITO = {"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"}


def _name_sets(tr: Translator) -> list[list[str]]:
    bots = [tr("ui.bot_default", n=n) for n in range(1, 5)]
    people = [tr("ui.seat_default", n=n) for n in range(1, 5)]
    return [["Bot B", "Bot C"], ["Bot A", "Bot B", "Bot C", "Bot D"],
            ["Computer 2", "Computer 3"], ["Computer 1", "Computer 2", "Computer 3"],
            bots, people, [people[0], bots[1], bots[2], bots[3]],
            ["Ann", "Anna", "Annie", "Ann"], ["Carl", "Cora", "Cid", "Cy"], ["", "", "", ""]]


@pytest.mark.parametrize("game_id", list(engine.GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_two_seats_share_a_marker_and_none_is_a_resource_letter(game_id, lang):
    tr = Translator(lang)
    gui = ui_for(engine.GAMES[game_id])
    banned = gui.resource_letters(tr)
    assert banned, "the game names its resources"
    for names in _name_sets(tr):
        labels = markers(names, banned)
        assert len(set(labels)) == len(labels), (names, labels)
        assert not set(labels) & banned, (names, labels)


def test_numbered_names_are_told_apart_by_their_number_or_letter():
    assert markers(["Bot B", "Bot C"]) == ["B", "C"]
    assert markers(["Computer 2", "Computer 3"]) == ["2", "3"]
    # copper's C in Homesteaders: "Cora" is not C there
    tr = Translator("en")
    banned = ui_for(engine.GAMES["homesteaders"]).resource_letters(tr)
    assert "C" in banned and markers(["Cora"], banned)[0] != "C"


def test_every_seat_has_its_own_shape_and_colour_from_a_colour_blind_safe_palette():
    labels = markers(["ann", "Bob", "<c>", ""])
    marks = [mark(i, label) for i, label in enumerate(labels)]
    assert len(SHAPES) == 4
    for i, m in enumerate(marks):
        assert f"seat-{i}" in m and 'aria-hidden="true"' in m
    assert "<tspan>A</tspan>" in marks[0] and "<tspan>&lt;</tspan>" in marks[2]
    assert "<tspan>4</tspan>" in marks[3]
    shapes = {m.split('<g class="shape">')[1].split("</g>")[0] for m in marks}
    assert len(shapes) == 4
    colours = dict(re.findall(r"--seat-(\d): (#[0-9a-f]{6});", STYLE.read_text()))
    assert sorted(colours) == ["0", "1", "2", "3"]
    assert len(set(colours.values())) == 4 and set(colours.values()) <= OKABE_ITO


def test_the_game_screen_marks_bot_b_and_bot_c_apart():
    """Homesteaders has copper: Bot C's marker is not C there."""
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy", "bot:easy"], seed=4,
               names=["Ann", "Bot B", "Bot C"])
    letters = {seat: set(re.findall(rf'class="mark seat-{seat}".*?<tspan>([^<]+)</tspan>',
                                    dom.html)) for seat in range(3)}
    assert letters == {0: {"A"}, 1: {"B"}, 2: {"Bo"}}
