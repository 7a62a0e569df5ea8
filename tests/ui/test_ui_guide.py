"""The phase guide: every step an engine can wait for has a title, a short text and a rules
section in every language, and every section exists on that game's rules page."""
from __future__ import annotations

import html
import importlib
import random
import re
import sys
from pathlib import Path

import pytest

import engine
from engine.homesteaders import data as hs_data
from engine.montana import data as mt_data
from ui.games import Ctx, board_class, ui_for
from ui.guide import phase_guide
from ui.i18n import LANGS, Translator
from ui.messages import TABLES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import rules_pages  # noqa: E402

GAMES = ("homesteaders", "goldwest", "montana")
SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
STEP_CAP = 4000


def decisions(game_id: str) -> frozenset[str]:
    """Every step the engine can stop at for a player's decision (its rules module's own
    list: the task kinds `_advance` leaves on top of the stack)."""
    return importlib.import_module(f"engine.{game_id}.rules").DECISIONS


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rules")
    rules_pages.build(out)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_an_engine_can_wait_for_has_a_rules_section(game_id):
    assert set(board_class(game_id).guide_sections) == set(decisions(game_id))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_has_a_title_and_two_to_four_sentences_in_every_language(game_id, lang):
    tr = Translator(lang, strict=True)
    prefix = ui_for(engine.GAMES[game_id]).prefix
    for step in sorted(decisions(game_id)):
        title = tr(f"{prefix}.guide.{step}.title", **board_class(game_id).guide_values)
        text = tr(f"{prefix}.guide.{step}.text", **board_class(game_id).guide_values)
        assert "{" not in title + text, (step, lang)
        assert title and len(title) < 60, (step, title)
        sentences = len(SENTENCE_END.findall(text))
        assert 2 <= sentences <= 4, (step, lang, sentences, text)


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("game_id", GAMES)
def test_french_and_spanish_guides_name_things_as_the_board_does(game_id, lang):
    """No English name that the board translates (``<prefix>.name.*``) in a guide text."""
    tr = Translator(lang, strict=True)
    prefix = ui_for(engine.GAMES[game_id]).prefix
    english = {TABLES["en"][mid] for mid in TABLES["en"]
               if mid.startswith(f"{prefix}.name.") and TABLES[lang][mid] != TABLES["en"][mid]}
    for step in sorted(decisions(game_id)):
        panel = str(phase_guide(tr, game_id, prefix, step, folded=False))
        text = html.unescape(re.sub(r"<[^>]+>", " ", panel))  # what it says, not its links
        left = [n for n in english if re.search(rf"(?<![\w/]){re.escape(n)}(?![\w/])", text)]
        assert not left, (step, left)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_guide_section_is_an_anchor_of_the_rules_page_in_every_language(
        game_id, lang, pages):
    page = (pages / f"{game_id}.{lang}.html").read_text(encoding="utf-8")
    for step, anchor in board_class(game_id).guide_sections.items():
        assert f'id="{anchor}"' in page, (step, anchor)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_only_stop_at_steps_the_guide_knows(game_id):
    """Seeded random games at every player count: the guide entry of each position a player
    decides in (the view's step, as the game screen asks `GameUI.phase`) has its text."""
    game = engine.GAMES[game_id]
    gui = ui_for(game)
    tr = Translator("en", strict=True)
    seen: set[str] = set()
    for players in range(game.min_players, game.max_players + 1):
        rng = random.Random(f"guide-{game_id}-{players}")
        state = game.new(players=players, seed=rng.randrange(10**6))
        for _ in range(STEP_CAP):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            view = game.view(state, None)
            entry = gui.phase(Ctx(tr, [f"P{i}" for i in range(players)], view))
            assert entry in decisions(game_id), entry
            assert tr.has(f"{gui.prefix}.guide.{entry}.title")
            seen.add(entry)
            state = game.apply(state, rng.choice(game.legal_actions(state, seat)))
        assert game.is_over(state), "the step cap ended a game"
    assert len(seen) >= 4, seen


@pytest.mark.parametrize("lang", LANGS)
def test_the_panel_names_the_step_and_links_to_its_section_in_the_players_language(lang):
    tr = Translator(lang, strict=True)
    panel = str(phase_guide(tr, "goldwest", "gw", "metals", folded=False))
    assert 'data-phase-guide="metals"' in panel
    assert tr("gw.guide.metals.title") in html.unescape(panel)
    assert tr("gw.guide.metals.text") in html.unescape(panel)
    assert f'href="rules/goldwest.{lang}.html#metals"' in panel
    assert 'data-rules="goldwest"' in panel


def test_the_guide_names_printed_values_from_the_data_module():
    tr = Translator("en", strict=True)
    bid = str(phase_guide(tr, "homesteaders", "hs", "bid", folded=False))
    assert ", ".join(map(str, hs_data.BID_VALUES)) in bid
    release = str(phase_guide(tr, "montana", "mt", "release", folded=False))
    assert f"at most {mt_data.MAX_WORKERS} workers" in release


def test_a_folded_panel_keeps_the_name_of_the_step_but_not_the_text():
    tr = Translator("fr", strict=True)
    panel = str(phase_guide(tr, "montana", "mt", "town_place", folded=True))
    assert tr("mt.guide.town_place.title").split(" ")[0] in panel
    assert "rules/montana.fr.html" not in panel
    assert 'aria-expanded="false"' in panel
