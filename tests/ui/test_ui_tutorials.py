"""The tutorials (`ui.tutorials`, `ui.tutorial`): each step file checked against the engine
(its moves replay, each taught move is legal at its step, each target is on the board, each
text is in every language, every kind of decision is taught), and the guided game played
through the page's controller: wrong moves explained, leaving and resuming, the end."""
import re

import pytest

import engine
from engine import Action
from ui.html import esc
from ui.messages import TABLES
from ui.store import MemoryStorage
from ui.tutorial import TutorialSession
from ui.tutorials import TUTORIALS

from .fakes import make_app

GAMES = sorted(TUTORIALS)
TARGET = re.compile(r'<[^>]*\bdata-tutorial-target\b[^>]*>')


def _target(html: str) -> str:
    found = TARGET.findall(html)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_script_replays_to_the_end_and_each_taught_move_is_legal_at_its_step(game_id):
    tut = TUTORIALS[game_id]
    game = engine.GAMES[game_id]
    state = game.new(tut.players, tut.seed, dict(tut.options))
    for k, (seat, key) in enumerate(tut.script):
        assert game.to_act(state) == [seat], k
        if k in tut.at:
            assert seat == tut.person
            assert key in {a.key for a in game.legal_actions(state, seat)}, (k, key)
        state = game.apply(state, Action.from_key(seat, key))
    assert game.is_over(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_steps_teach_every_kind_of_decision_and_end_with_the_scoring(game_id):
    tut = TUTORIALS[game_id]
    assert {step.kind for step in tut.steps} == set(tut.kinds)
    assert tut.steps[-1].kind == "end"


#: the engine's action kinds (`engine/<game>/`) that make each kind of decision a step may
#: say it teaches ("end": the last move of the learner before the final scoring)
ACTION_KINDS = {
    "homesteaders": {"place": {"work", "done"}, "bid": {"bid"}, "pass": {"pass"},
                     "rail": {"rail"}, "trade": {"rail"}, "debt": {"debt", "repay"},
                     "market": {"buy", "sell"}, "build": {"build"}, "pay": {"pay"},
                     "end": {"done", "repay"}},
    "goldwest": {"activate": {"activate", "drop"}, "section": {"section"}, "build": {"build"},
                 "loot": {"loot"}, "ship": {"ship"}, "freeship": {"freeship"},
                 "boomtown": {"boomtown"}, "freeboomtown": {"freeboomtown", "extraboomtown"},
                 "invest": {"invest"}, "peek": {"peek"}, "end": {"end"}},
    "montana": {"start": {"start"}, "recruit": {"recruit", "noadvance", "advance", "take"},
                "harvest": {"harvest", "send", "small", "nosmall"}, "bank": {"bank"},
                "build": {"build", "stop"}, "cow": {"cow"}, "town": {"town", "reward"},
                "canteen": {"canteen"}, "end": {"build"}},
}


@pytest.mark.parametrize("game_id", GAMES)
def test_each_step_teaches_a_move_of_the_kind_it_names(game_id):
    tut = TUTORIALS[game_id]
    for step in tut.steps:
        kind = Action.from_key(tut.person, step.move).kind
        assert kind in ACTION_KINDS[game_id][step.kind], (step.move, step.kind)


#: the engine's action kinds a newcomer must have made once, by game: inside a kind of
#: decision, the moves that are easy to leave out (a sale beside a purchase, repaying a debt
#: beside taking one, paying wheat on the wheel beside a plain recruit)
MOVES_TAUGHT = {
    "homesteaders": {"work", "done", "bid", "pass", "rail", "debt", "repay", "buy", "sell",
                     "build", "pay"},
    "montana": {"start", "town", "reward", "build", "stop", "cow", "harvest", "send", "small",
                "recruit", "advance", "canteen", "bank"},
}


@pytest.mark.parametrize("game_id", sorted(MOVES_TAUGHT))
def test_the_steps_make_the_learner_take_each_kind_of_move_once(game_id):
    tut = TUTORIALS[game_id]
    taught = {Action.from_key(tut.person, step.move).kind for step in tut.steps}
    assert MOVES_TAUGHT[game_id] <= taught, MOVES_TAUGHT[game_id] - taught


@pytest.mark.parametrize("game_id", GAMES)
def test_the_last_step_is_the_learners_last_move(game_id):
    tut = TUTORIALS[game_id]
    last = max(k for k, (seat, _) in enumerate(tut.script) if seat == tut.person)
    assert tut.steps[-1].at == last


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_of_a_tutorial_is_written_in_every_language(game_id):
    tut = TUTORIALS[game_id]
    game = engine.GAMES[game_id]
    state = engine.load({**game.save(game.new(tut.players, tut.seed, dict(tut.options))),
                         "actions": [list(m) for m in tut.script]})
    ids = [tut.intro] + [step.text for step in tut.steps]
    ids += [f"{tut.scoring}.{cat}" for cat in game.scores(state)[tut.person] if cat != "total"]
    for lang, table in TABLES.items():
        missing = [i for i in ids if i not in table]
        assert not missing, (lang, missing)


@pytest.mark.parametrize("game_id", GAMES)
def test_playing_the_targets_reaches_the_end_with_the_scoring_and_a_real_game(game_id):
    tut = TUTORIALS[game_id]
    app, dom = make_app()
    assert f'data-cmd="tutorial" data-arg="{game_id}"' in dom.html
    app.on_cmd("tutorial", game_id)
    for n, step in enumerate(tut.steps):
        assert f'data-tutorial-step="{n + 1}"' in dom.html
        target = _target(dom.html)
        assert f'data-action="{step.move}"' in target
        board = dom.html.index('class="board-area"')
        if f'data-action="{step.move}"' in dom.html[board:]:  # the board shows the move
            assert dom.html.index(target) > board, "the target is on the board"
        assert dom.focus == "[data-tutorial-target]"
        app.on_action(step.move)
    assert app.screen == "end"
    assert "data-tutorial-finished" in dom.html
    assert f'data-cmd="new" data-arg="{game_id}"' in dom.html
    assert 'class="panel scores" data-tutorial-target' in dom.html
    lines = re.search(r'<ul class="tutorial-lines">(.*?)</ul>', dom.html).group(1)
    score = app.session.game.scores(app.session.state)[tut.person]
    assert lines.count("<li>") == len(score) - 1


def test_another_legal_move_is_explained_and_not_played():
    app, _ = make_app()
    app.on_cmd("tutorial", "homesteaders")
    before = app.session.moves()
    step = app.session.step()
    other = next(a.key for a in app.session.legal() if a.key != step.move)
    app.on_action(other)
    assert app.session.moves() == before
    kind, text = app.flash
    assert kind == "error" and app.tr(step.text) in text


def test_an_illegal_move_gets_the_engines_reason():
    app, _ = make_app()
    app.on_cmd("tutorial", "homesteaders")
    before = app.session.moves()
    app.on_action("build:church")
    assert app.session.moves() == before
    assert app.flash[0] == "error" and "not allowed" in app.flash[1]
    assert "this step asks for" not in app.flash[1]


def test_a_tutorial_left_at_a_step_resumes_at_that_step_after_a_reload():
    storage = MemoryStorage()
    app, dom = make_app(storage)
    app.on_cmd("tutorial", "homesteaders")
    tut = TUTORIALS["homesteaders"]
    for step in tut.steps[:3]:
        app.on_action(step.move)
    save_id = app.session.id
    app.on_cmd("home")
    assert "data-tutorial-step" not in dom.html
    assert f"· {app.tr('tut.title')}</span>" in dom.html  # the saved games say which it is
    app, dom = make_app(storage)  # a reload: the page opens on the home screen
    app.on_cmd("resume", save_id)
    assert isinstance(app.session, TutorialSession)
    assert 'data-tutorial-step="4"' in dom.html
    assert f'data-action="{tut.steps[3].move}"' in _target(dom.html)


def test_a_command_keeps_the_focus_on_its_control_and_a_move_moves_it_to_the_target():
    app, dom = make_app()
    app.on_cmd("tutorial", "homesteaders")
    app.on_cmd("guide")
    assert dom.focus == '[data-cmd="guide"]'
    app.on_action(TUTORIALS["homesteaders"].steps[0].move)
    assert dom.focus == "[data-tutorial-target]"


def test_a_tutorial_takes_no_move_back():
    app, dom = make_app()
    app.on_cmd("tutorial", "homesteaders")
    app.on_action(TUTORIALS["homesteaders"].steps[0].move)
    assert app.session.undo_seat() is None and 'data-cmd="undo"' not in dom.html


def test_the_first_step_says_the_goal_and_later_ones_say_whose_moves_were_played_between():
    tut = TUTORIALS["homesteaders"]
    app, dom = make_app()
    app.on_cmd("tutorial", "homesteaders")
    intro = esc(app.tr(tut.intro))
    assert intro in dom.html
    said = set()
    for n, step in enumerate(tut.steps[:-1]):
        app.on_action(step.move)
        between = tut.script[step.at + 1:tut.steps[n + 1].at]
        mine = sum(seat == tut.person for seat, _ in between)
        if len(between) > 1:
            text = (app.tr("tut.played_on", n=len(between), mine=mine) if mine
                    else app.tr("tut.played_by_others", n=len(between)))
            assert esc(text) in dom.html, n
            said.add(bool(mine))
        assert intro not in dom.html
    assert said == {True, False}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_introduction_has_a_page_of_its_own_before_the_first_instruction(game_id):
    """On a phone the introduction and the first instruction together overflowed the box:
    the introduction comes first, with its Start and Leave buttons, the target already
    ringed; Start shows the instruction and puts the focus on its target."""
    tut = TUTORIALS[game_id]
    app, dom = make_app()
    app.on_cmd("tutorial", game_id)
    box = re.search(r"<aside class=\"tutorial-step.*?</aside>", dom.html, re.S).group(0)
    assert esc(app.tr(tut.intro)) in box and esc(app.tr(tut.steps[0].text)) not in box
    assert 'data-cmd="tutorial_begin"' in box and 'data-cmd="home"' in box
    assert f'data-action="{tut.steps[0].move}"' in _target(dom.html)
    app.on_cmd("tutorial_begin")
    box = re.search(r"<aside class=\"tutorial-step.*?</aside>", dom.html, re.S).group(0)
    assert esc(app.tr(tut.intro)) not in box and esc(app.tr(tut.steps[0].text)) in box
    assert dom.focus == "[data-tutorial-target]"


def test_a_wrong_move_on_the_introduction_shows_the_first_instruction_and_why():
    app, dom = make_app()
    app.on_cmd("tutorial", "goldwest")
    step = app.session.step()
    other = next(a.key for a in app.session.legal() if a.key != step.move)
    app.on_action(other)
    assert esc(app.tr(step.text)) in dom.html and "tutorial-why" in dom.html


def test_the_gold_west_script_is_the_one_its_generator_makes():
    """The learner's look at face-down tokens, free shipping and extra BoomTown marker come
    from the generator's forced decisions (`scripts/tutorial_script.py`): the steps stand
    where it puts them."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from tutorial_script import script
    assert tuple(script("goldwest")) == TUTORIALS["goldwest"].script
