"""No word is broken inside itself (issue 19): the game screens of each game, in English,
French and Spanish, on the two laptops (1280 x 800, 1366 x 768) and the two phones
(390 x 844, 360 x 740), and the home screen with the new-game form, show every word on one
line ("no buildin/g", "Zone d'usag/e" were cut by the page's old `overflow-wrap: anywhere`).
A break where a word allows one (after a hyphen, a dash or a slash) is no cut, and neither
is a hyphenation break where the text asks for one (`hyphens: auto`, nothing allowed to cut
words anywhere, so the browser shows the hyphen)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playing import NO_HORIZONTAL_SCROLL, at_rest, go_home, resume_a_save

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
SHOTS = ROOT / "test-results" / "whole-words"
NAMES = ["Tess", "Bartholomew", "Maximiliana", "Dora"]
SIZES = [{"width": 1280, "height": 800}, {"width": 1366, "height": 768},
         {"width": 390, "height": 844}, {"width": 360, "height": 740}]
#: a game in its middle and one at its end (the end screen), per game
SAVES = {
    "homesteaders": ["rules-homesteaders-v2/3p-mid-1272", "rules-homesteaders-v2/4p-end-1136"],
    "goldwest": ["rules-goldwest-v2/3p-mid-1170", "rules-goldwest-v2/2p-end-1102"],
    "montana": ["rules-montana-v2/4p-mid-1187", "rules-montana-v2/3p-end-1119"],
}

# Every visible text's words (split at spaces, and after hyphens, dashes and slashes, where
# a line may end) whose boxes lie on more than one line, with the element's classes.
SPLIT_WORDS = r"""() => {
  const found = [];
  const walker = document.createTreeWalker(document.getElementById('app'),
                                           NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest('svg, .sr-only, [hidden], [aria-hidden="true"] .sr-only')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const hyphenated = style.hyphens === 'auto' && style.overflowWrap === 'normal'
      && style.wordBreak === 'normal';
    const re = /[^\s\-\u2010\u2013\u2014\/]+[\-\u2010\u2013\u2014\/]?/g;
    for (let m = re.exec(node.data); m; m = re.exec(node.data)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length < 2) continue;
      const tops = rects.map((r) => r.top);
      const lines = Math.max(...tops) - Math.min(...tops);
      if (lines > Math.min(...rects.map((r) => r.height)) / 2 && !hyphenated) {
        found.push(`${m[0]} (in .${[...el.classList].join('.') || el.tagName})`);
      }
    }
  }
  return [...new Set(found)];
}"""


def _open_save(page, save: str) -> None:
    """Import a corpus game with a person in every seat and show it (its end screen when it
    is over)."""
    engine_save = json.loads((CORPUS / f"{save}.json").read_text(encoding="utf-8"))["save"]
    go_home(page)
    resume_a_save(page, engine_save, [{"name": name, "kind": "person"}
                                      for name in NAMES[:engine_save["players"]]],
                  until=("move", "end"))
    at_rest(page)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("game", list(SAVES))
def test_no_word_is_cut_across_two_lines_on_a_laptop_or_a_phone(app_page, game, lang):
    page = app_page
    cut: dict[str, list[str]] = {}
    try:
        go_home(page)
        page.select_option('[data-cmd="lang"]', lang)
        page.select_option('[data-cmd="text"]', "normal")
        for save in SAVES[game]:
            page.set_viewport_size(SIZES[0])
            _open_save(page, save)  # once: the layout follows the viewport
            for size in SIZES:
                page.set_viewport_size(size)
                at_rest(page)
                where = f"{save} at {size['width']} px"
                SHOTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(SHOTS / f"{where.replace('/', '-')} {lang}.png"),
                                full_page=size["width"] > 1000)
                found = page.evaluate(SPLIT_WORDS)
                # a word kept whole must not push the page sideways instead
                if not page.evaluate(NO_HORIZONTAL_SCROLL):
                    found.append("the page scrolls sideways")
                if found:
                    cut[where] = found
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        page.select_option('[data-cmd="lang"]', "en")
    assert not cut, "\n".join(f"{k}: {v}" for k, v in cut.items())


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_no_word_is_cut_on_the_home_screen_or_the_new_game_form(app_page, lang):
    """The cards' lines, the saves, the settings and the form's labels, at each size."""
    page = app_page
    cut: dict[str, list[str]] = {}
    try:
        go_home(page)
        page.select_option('[data-cmd="lang"]', lang)
        for size in SIZES:
            page.set_viewport_size(size)
            for screen in ("home", "new-game"):
                go_home(page)
                if screen == "new-game":
                    page.click('[data-cmd="new"][data-arg="goldwest"]')
                    page.wait_for_selector("#new-game")
                    page.select_option('[name="players"]', "4")
                at_rest(page)
                found = page.evaluate(SPLIT_WORDS)
                if not page.evaluate(NO_HORIZONTAL_SCROLL):
                    found.append("the page scrolls sideways")
                if found:
                    cut[f"{screen} at {size['width']} px"] = found
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        page.select_option('[data-cmd="lang"]', "en")
    assert not cut, "\n".join(f"{k}: {v}" for k, v in cut.items())
