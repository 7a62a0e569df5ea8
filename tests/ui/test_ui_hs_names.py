"""Every Homesteaders name in the player's language (issue 9): the board of seeded games,
drawn in French and in Spanish at the start, in the middle and at the end, shows none of
the English names (buildings, stages, types, goods...) and needs no message missing in
that language. The rulebooks' own terms are used where they give one (docs/rules)."""
from __future__ import annotations

import html
import re

import pytest

from ui.games import Ctx
from ui.i18n import Translator
from ui.messages import TABLES

from .test_ui_hs_board import GAME, GUI, NAMES, render, walk

#: names that French or Spanish write as English does, each for a reason
SAME_AS_ENGLISH = {
    "fr": {
        "hs.name.homestead": "the French rulebook's own term (« tuile Homestead »)",
        "hs.name.ranch": "the French rulebook's own term (« le Ranch »)",
        "hs.name.forge": "the French rulebook's own term (« FORGE »)",
        "hs.name.restaurant": "a French word",
        "hs.name.commercial": "a French word (« commercial (rouge) » in the rulebook)",
    },
    "es": {
        "hs.name.homestead": "the Spanish rulebook's own term (« ficha de Homestead »)",
        "hs.name.rodeo": "a Spanish word",
        "hs.name.terminal": "a Spanish word",
        "hs.name.industrial": "a Spanish word (« residencial / industrial / comercial »)",
    },
}


def english_names(lang: str) -> dict[str, str]:
    """The English names a `lang` screen must not show: every ``hs.name.*`` whose
    translation differs from the English."""
    return {mid: text for mid, text in TABLES["en"].items()
            if mid.startswith("hs.name.") and TABLES[lang][mid] != text}


def shown(board: str) -> str:
    """What a person reads or hears on the board: its text, tips, reasons and labels."""
    said = re.findall(r'(?:data-tip|data-why|aria-label|title)="([^"]*)"', board)
    text = re.sub(r"<[^>]+>", " ", board)
    return html.unescape(" ".join([text, *said]))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_names_written_as_in_english_are_the_rulebooks_or_the_languages_own(lang):
    same = {mid for mid, text in TABLES["en"].items()
            if mid.startswith("hs.name.") and TABLES[lang][mid] == text}
    assert same == set(SAME_AS_ENGLISH[lang])


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("players, seed", [(2, 51), (3, 52), (4, 53)])
def test_the_board_shows_no_english_name_in_french_or_spanish(lang, players, seed):
    """Strict translators fail on any message id missing in the language; the English
    names are looked for as whole words in everything the board says."""
    names = english_names(lang)
    patterns = {mid: re.compile(rf"(?<![\w/]){re.escape(text)}(?![\w/])")
                for mid, text in names.items()}
    positions = list(walk(players, seed))
    picked = [*positions[::max(1, len(positions) // 12)], positions[-1]]
    for state, seat in picked:
        for who in (seat, None):
            board, _, view = render(state, who, lang)
            ctx_text = [shown(board)]
            legal = GAME.legal_actions(state, seat) if seat is not None else []
            ctx = Ctx(Translator(lang, strict=True), NAMES[:players], view, legal)
            ctx_text += [GUI.status(ctx), GUI.prompt(ctx) or ""]
            ctx_text += [GUI.action_text(ctx, a) for a in legal]
            ctx_text += [GUI.log_text(ctx, e) for e in view["log"][-30:]]
            said = " ".join(ctx_text)
            for mid, pattern in patterns.items():
                assert not pattern.search(said), (lang, mid, names[mid])
