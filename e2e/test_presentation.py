"""Presentation mode on a projector (1920 x 1080): the board fills the screen at every text
size, its smallest text grows with the text size, and the board and the prompt are in view
without scrolling, in each game at 2, 3 and 4 players, at the start, in the middle and near
the end. Also: every game's header says where the game is, and the end screen opens at its
top with the winner's line in view.

Positions come from the rules corpus (tests/corpus: the middle and the end of saved games),
resumed by importing a save (one page for the whole module). Every position is measured at
"very large" text (the projector's); the middle positions at normal and large too. Pictures:
test-results/presentation/.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from board_play import bots_save_before, resume_with_bots
from playing import (
    NO_HORIZONTAL_SCROLL,
    at_rest,
    go_home,
    play_a_save,
    set_pace,
    settle,
    still,
)
from playwright.sync_api import Page

import engine

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-results" / "presentation"
CORPUS = ROOT / "tests" / "corpus"
NAMES = ["Tess", "Dora", "Abe", "Lou"]
GAMES = ("homesteaders", "goldwest", "montana")
#: the smallest text on the board, in screen pixels, at each text size (normal: no floor)
SMALLEST = {"large": 18, "larger": 24}
#: the room assets/present.js leaves under the board it fits (8 px, give or take 1)
ROOM_UNDER = 7

#: every text of the board (HTML text and SVG text) with its size on screen: an HTML
#: element's font size times its effective zoom; an SVG text's font size in user units times
#: the picture's scale on screen
MEASURE = r"""() => {
  const board = document.querySelector('.game-grid .board');
  const rect = board.getBoundingClientRect();
  let smallest = Infinity, where = '';
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue.trim()) continue;
    const el = node.parentElement;
    if (!el.getClientRects().length || el.closest('.sr-only, [hidden], .skip')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    let px;
    if (el instanceof SVGElement) {
      const text = el.closest('text') || el;
      const box = text.getBBox(), shown = text.getBoundingClientRect();
      if (!box.height || !shown.height) continue;
      px = parseFloat(style.fontSize) * shown.height / box.height;
    } else {
      let zoom = 1;
      for (let e = el; e; e = e.parentElement) zoom *= parseFloat(getComputedStyle(e).zoom) || 1;
      px = parseFloat(style.fontSize) * zoom;
    }
    if (px < smallest) {
      smallest = px;
      where = (el.className.baseVal ?? el.className) + ': ' + node.nodeValue.trim().slice(0, 30);
    }
  }
  // the letters of a symbol's copies (a metal's, a worker's): the symbol's font size times
  // the copy's width over the symbol's, times the copy's scale on screen
  let symbol = Infinity, symbolWhere = '', mapSymbol = Infinity;
  for (const use of board.querySelectorAll('use')) {
    const drawn = document.getElementById((use.getAttribute('href') || '#').slice(1));
    const texts = drawn ? [...drawn.querySelectorAll('text')] : [];
    if (!texts.length || !use.getClientRects().length) continue;
    const svg = use.ownerSVGElement;
    const wide = use.hasAttribute('width') ? use.width.baseVal.value : svg.viewBox.baseVal.width;
    const box = use.getBBox(), shown = use.getBoundingClientRect();
    if (!box.width || !shown.width || !wide) continue;
    const scale = wide / drawn.viewBox.baseVal.width
      * Math.min(shown.width / box.width, shown.height / box.height);
    for (const text of texts) {
      if (!text.textContent.trim()) continue;
      const px = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (use.closest('.hexmap')) mapSymbol = Math.min(mapSymbol, px);
      else if (px < symbol) [symbol, symbolWhere] = [px, drawn.id + ': ' + text.textContent.trim()];
    }
  }
  // the pictures of the board's icons that count (a good, a resource, a coin beside its
  // number; goods in a row, one per good; a lone good with at most a sign beside it, not
  // the supply tray's): the smaller of their width and height on screen (a map's are
  // measured below)
  const words = /[^\s+\u2212\u00d7\/\u2192-]/;
  const counts = (svg) => {
    if (svg.parentElement.hasAttribute('data-supply')) return false;
    const href = (n) => n.querySelector('use') && n.querySelector('use').getAttribute('href');
    const beside = [...svg.parentElement.childNodes].filter((n) => n !== svg);
    const said = (n) => n.nodeType === 3 ? n.nodeValue
      : n.nodeType === 1 && n.localName !== 'svg'
        ? n.textContent + (n.getAttribute('data-fig') || '') : '';
    return beside.some((n) => /\d/.test(said(n))
                       || n.localName === 'svg' && href(svg) && href(n) === href(svg))
      || !beside.some((n) => words.test(said(n)));
  };
  let icon = Infinity, iconWhere = '';
  for (const svg of board.querySelectorAll('svg.ic')) {
    if (svg.closest('.hexmap') || !svg.getClientRects().length || !counts(svg)) continue;
    const r = svg.getBoundingClientRect(), px = Math.min(r.width, r.height);
    if (px < icon) {
      const use = svg.querySelector('use');
      const part = svg.parentElement.closest('[class]');
      [icon, iconWhere] = [px, (use ? use.getAttribute('href') : svg.getAttribute('class'))
                           + ' in ' + (part ? part.className.baseVal ?? part.className : '')];
    }
  }
  // the words of a building supply card under its count of copies (in its corner)
  const covered = [];
  for (const card of board.querySelectorAll('.hs-supply .hs-card')) {
    const foot = card.querySelector('.hc-foot');
    if (!foot) continue;
    const f = foot.getBoundingClientRect();
    const words = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      if (!node.nodeValue.trim() || foot.contains(node) || node.parentElement.closest('.sr-only'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (Math.min(r.right, f.right) - Math.max(r.left, f.left) > 1
            && Math.min(r.bottom, f.bottom) - Math.max(r.top, f.top) > 1)
          covered.push(node.nodeValue.trim().slice(0, 30));
      }
    }
  }
  const prompt = document.querySelector('.band .turn');
  const p = prompt.getBoundingClientRect();
  const h = document.querySelector('.game-head h1').getBoundingClientRect();
  const s = document.querySelector('.game-head .status').getBoundingClientRect();
  return {width: rect.width, height: rect.height, top: rect.top, bottom: rect.bottom,
          left: rect.left, right: rect.right, smallest, where, symbol, symbolWhere, mapSymbol,
          icon, iconWhere, covered,
          promptTop: p.top, promptBottom: p.bottom, headOneLine: s.height < 1.5 * h.height,
          scrollY: window.scrollY, vw: innerWidth, vh: innerHeight};
}"""

#: the map's size on screen, and the bottom of the acting seat's supply track and hand (Gold
#: West: where its metals come from and go to)
MAP_AND_HAND = """() => {
  const map = document.querySelector('.game-grid .board .hexmap');
  const m = map ? map.getBoundingClientRect() : {width: 0, height: 0};
  const hand = document.querySelector('.game-grid .board .seat-card.acting .supply-track');
  // the smallest of Montana's goods on the landscape (a region's cost), its drawing's width
  // on screen
  let mapIcon = Infinity;
  for (const use of document.querySelectorAll(
      '.game-grid .board .hexmap svg.flat use[href^="#mt-good-"]')) {
    if (!use.getClientRects().length) continue;
    const svg = use.ownerSVGElement;
    mapIcon = Math.min(mapIcon, use.width.baseVal.value
                       * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width);
  }
  // one hexagon of the map, its width on screen
  const hex = document.querySelector('.game-grid .board .hexmap svg.flat polygon.hex');
  // Montana's worker board: where its areas start (beside the landscape or under it)
  const work = document.querySelector('.game-grid .board .mt-board .areas');
  // Montana's harvest areas: those whose name takes more than one line, or whose rule's
  // workers ("Cu or any any") run past the area's edge
  const areas = [];
  for (const area of document.querySelectorAll('.game-grid .board .mt-board .area')) {
    const a = area.getBoundingClientRect(), name = area.querySelector('h4');
    const tops = new Set();
    for (const node of name ? name.childNodes : []) {
      if (node.nodeType !== 3 || !node.nodeValue.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 1) tops.add(Math.round(r.top));
        if (r.right > a.right - 1) tops.add('past the edge');
      }
    }
    const lines = tops.size;
    const workers = [...area.querySelectorAll('.rule svg')];
    const out = workers.some((w) => w.getBoundingClientRect().right > a.right + 0.5);
    if (lines > 1 || out) areas.push(name.textContent.trim() + (out ? ' (workers cut)' : ''));
  }
  // the players' holdings (Gold West: a count beside each thing), their smallest text
  let holdings = Infinity;
  for (const el of document.querySelectorAll('.game-grid .board .seat-card > .counts *')) {
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.nodeValue.trim())
        || !el.getClientRects().length || el.closest('.sr-only')) continue;
    let zoom = 1;
    for (let e = el; e; e = e.parentElement) zoom *= parseFloat(getComputedStyle(e).zoom) || 1;
    holdings = Math.min(holdings, parseFloat(getComputedStyle(el).fontSize) * zoom);
  }
  return {mapW: m.width, mapH: m.height, mapIcon, mapRight: map ? m.right : 0, areas, holdings,
          workLeft: work ? work.getBoundingClientRect().left : 0,
          hexW: hex && hex.getClientRects().length ? hex.getBoundingClientRect().width : 0,
          handBottom: hand ? hand.getBoundingClientRect().bottom : 0,
          // Homesteaders' players' markers at the rail track's start past its box's edge
          railCut: [...document.querySelectorAll('.game-grid .board .hs-rail li.rail-start')]
            .flatMap((li) => { const box = li.getBoundingClientRect();
              return [...li.querySelectorAll('.marker')].filter((m) => {
                const r = m.getBoundingClientRect();
                return r.width && (r.left < box.left - 1 || r.right > box.right + 1); }); })
            .length};
}"""


def _corpus(game: str, players: int, when: str) -> dict:
    path = sorted((CORPUS / f"rules-{game}-v{engine.GAMES[game].rules_version}").glob(
        f"{players}p-{when}-*.json"))[0]
    return json.loads(path.read_text())["save"]


def position(game: str, players: int, when: str) -> dict:
    """A save of `game` at `when`: "start" (a new game), "middle" (a corpus game in its
    middle, or a finished short one before its end) or "end" (a finished corpus game a few
    moves before its end)."""
    if when == "start":
        return engine.GAMES[game].save(engine.GAMES[game].new(players, seed=11, options={}))
    save = _corpus(game, players, "mid" if when == "middle" else "end")
    for back in range(0 if when == "middle" else 2, 40):
        cut = dict(save, actions=save["actions"][:len(save["actions"]) - back])
        if not engine.GAMES[game].is_over(engine.load(cut)):
            return cut
    raise AssertionError("no unfinished position near the end")


def _delete_saves(page: Page) -> None:
    """Home, with no saved game (the next one imported is the only one to resume)."""
    go_home(page)
    while page.locator('.save [data-cmd="delete"]').count():
        page.locator('.save [data-cmd="delete"]').first.click()
        page.locator('.save [data-cmd="delete-yes"]').first.click()


def _open(page: Page, game: str, players: int, when: str, size: str | None = None) -> None:
    """Resume the position, past every hand-over (Montana asks each seat in turn whether it
    takes part in a town reward); at text `size`, chosen on the home screen first (a draw
    of the home screen instead of three of the board through the settings panel)."""
    _delete_saves(page)
    if size and page.evaluate("document.documentElement.dataset.text") != size:
        page.select_option('[data-cmd="text"]', size)
        page.wait_for_function(f"document.documentElement.dataset.text === '{size}'")
    record = json.dumps({"engine": position(game, players, when), "page": {"seats": [
        {"name": name, "kind": "person"} for name in NAMES[:players]]}})
    page.set_input_files('input[data-cmd="import"]', files=[
        {"name": "save.json", "mimeType": "application/json", "buffer": record.encode()}])
    page.wait_for_selector(".flash.info")
    page.locator('.save [data-cmd="resume"]').first.click()
    for _ in range(players):
        if settle(page) != "handover":
            break
        page.click('[data-cmd="handover"]')
    assert settle(page) == "move"


def _text(page: Page, size: str) -> None:
    """The text size, from the settings panel brought back for a moment."""
    page.locator('.panel-toggle[data-arg="settings"]').click()
    page.select_option('.drawer [data-cmd="text"]', size)
    page.wait_for_function(f"document.documentElement.dataset.text === '{size}'")
    page.locator('.panel-toggle[data-arg="settings"]').click()
    page.wait_for_selector(".drawer", state="detached")


def _brief(m: dict) -> str:
    """A measure in a few words, for a failure's message."""
    return (f"board {m['width']:.0f}x{m['height']:.0f} bottom {m['bottom']:.0f}/{m['vh']}, "
            f"smallest {m['smallest']:.1f}px ({m['where']})")


def _measure(page: Page, shot: str) -> dict:
    at_rest(page)
    still(page)  # the zoom is fitted in the frame after the render
    found = {**page.evaluate(MEASURE), **page.evaluate(MAP_AND_HAND), **page.evaluate(PARTS)}
    page.screenshot(path=str(SHOTS / f"{shot}.png"))
    return found


#: the board's zoom (assets/present.js); how far down Homesteaders' auction board with the
#: player in front, and its market, building supply and other players' areas reach on screen,
#: and how many of these parts lie over another
PARTS = r"""() => {
  const low = (s) => Math.max(0, ...[...document.querySelectorAll(
    `.game-grid .board.hs ${s}`)].map((e) => e.getBoundingClientRect().bottom));
  const parts = [...document.querySelectorAll('.game-grid .board.hs :is(.hs-auction-board,'
    + ' .hs-seats-front, .hs-market, .hs-supply, .hs-seats-others)')]
    .map((e) => e.getBoundingClientRect()).filter((r) => r.height);
  const over = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  return {overlaps: parts.filter((a, i) => parts.slice(i + 1).some((b) => over(a, b))).length,
          auctionLow: low(':is(.hs-auction-board, .hs-seats-front)'),
          marketLow: low(':is(.hs-market, .hs-supply, .hs-seats-others)'),
          zoom: document.querySelector('.game-grid .board').style.zoom};
}"""


POSITIONS = [(game, players, when) for game in GAMES for players in (2, 3, 4)
             for when in ("start", "middle", "end")]


#: the text sizes each position is measured at, one pass of the positions per size (the
#: size chosen once on the home screen: changing it on the game screen drew the board three
#: times, fitted each time, 2.4 s)
PASSES = (("larger", lambda when: True), ("normal", lambda when: when == "middle"),
          ("large", lambda when: when == "middle"))


@pytest.fixture(scope="module")
def measured(app_page):
    """Every position measured presenting at 1920 x 1080: at very large text, and in the
    middle of each game at normal and large text too: {(game, players, when, size): ...}."""
    page = app_page
    page.set_viewport_size({"width": 1920, "height": 1080})
    SHOTS.mkdir(parents=True, exist_ok=True)
    found: dict = {}
    try:
        for size, measured_at in PASSES:
            for game, players, when in POSITIONS:
                if not measured_at(when):
                    continue
                _open(page, game, players, when, size)
                if page.locator(".presenting").count() == 0:
                    page.keyboard.press("p")  # the key; then remembered for every position
                page.wait_for_selector(".presenting .band")
                found[game, players, when, size] = _measure(
                    page, f"{game}-{players}p-{when}-{size}")
                found[game, players, when, size]["status"] = page.locator(
                    ".game-head .status").inner_text()
    finally:
        _delete_saves(page)
        page.select_option('[data-cmd="text"]', "normal")
        page.set_viewport_size({"width": 1280, "height": 720})
    (SHOTS / "measures.json").write_text(json.dumps(
        {" ".join(map(str, k)): v for k, v in found.items()}, indent=1))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_presenting_the_board_and_the_prompt_are_in_view_without_scrolling(measured, game):
    """At every position and text size, presenting at 1920 x 1080, the board ending where
    assets/present.js fits it: 8 px above the screen's bottom, within a pixel."""
    bad = [(k, _brief(m)) for k, m in measured.items()
           if k[0] == game and (m["scrollY"] or m["bottom"] > m["vh"] - ROOM_UNDER
                                or m["promptTop"] < 0 or m["promptBottom"] > m["vh"])]
    assert not bad, bad


def test_presenting_larger_text_never_shrinks_the_board(measured):
    """In the middle of each game at 2, 3 and 4 players: the board at large and very large
    text is as wide and as tall as at normal text."""
    bad = []
    for game, players, when in POSITIONS:
        if when != "middle":
            continue
        normal = measured[game, players, when, "normal"]
        for size in ("large", "larger"):
            m = measured[game, players, when, size]
            if m["width"] < normal["width"] - 1 or m["height"] < normal["height"] - 1:
                bad.append(((game, players, size), _brief(normal), _brief(m)))
    assert not bad, bad


def test_presenting_the_smallest_text_on_the_board_is_18_px_at_large_and_24_at_larger(
        measured):
    bad = [(k, _brief(m)) for k, m in measured.items()
           if k[3] in SMALLEST and m["smallest"] < SMALLEST[k[3]] - 0.05]
    assert not bad, bad


def test_presenting_the_letters_of_the_metals_and_workers_are_18_px_at_large_and_24_at_larger(
        measured):
    """The letters inside a symbol's copies (Cu, Ag, Au on a metal; a worker's letter) on
    the wheel, the tracks, the cards and the players' boards: they say which metal or worker
    it is, with its colour."""
    bad = [(k, f"{m['symbol']:.1f}px ({m['symbolWhere']})") for k, m in measured.items()
           if k[3] in SMALLEST and m["symbol"] < SMALLEST[k[3]] - 0.05]
    assert not bad, bad


def test_presenting_the_letters_of_the_metals_on_the_map_are_18_px_at_large_and_24_at_larger(
        measured):
    """Gold West's mining tokens drawn for the room: a coin per kind of resource with its
    count (ui/games/gw_token.py), on a map large enough for their letters (at four players
    and very large text too: the map half the room's height)."""
    bad = [(k, f"{m['mapSymbol']:.1f}px") for k, m in measured.items()
           if k[3] in SMALLEST and m["mapSymbol"] < SMALLEST[k[3]] - 0.05]
    assert not bad, bad


def test_presenting_montana_s_goods_on_the_map_are_18_px_at_large_and_24_at_larger(measured):
    """A region's cost drawn for the room (ui/games/mt_goods.py): each good at least as wide
    on screen as the smallest text may be (at four players and very large text too: the
    landscape at the left from the top, assets/present.css)."""
    bad = [(k, f"{m['mapIcon']:.1f}px") for k, m in measured.items()
           if k[0] == "montana" and k[3] in SMALLEST and m["mapIcon"] < SMALLEST[k[3]] - 0.05]
    assert not bad, bad


#: the least share of the board's height Montana's landscape takes, where not 0.76: by
#: (players, text size)
MONTANA_MAP_SHARE = {(3, "large"): 0.6, (3, "larger"): 0.6, (2, "larger"): 0.7}


def test_presenting_montana_s_landscape_stands_at_the_left_at_full_height(measured):
    """Montana at large and very large text: the landscape, the heart of the game, 0.76 of
    the board's height or more at four players and at two at large text (at 0.72 it was
    632-670 px wide, 90 px left empty under the general supply), 0.7 at two players and
    very large text (the worker board beside it as wide as its areas' names), 0.6 at three
    (where it is half again as wide as tall: 857 px wide), the worker board beside it (not
    under it: there the landscape was 510 px wide on a 1920 px screen at two players, 760
    at three)."""
    bad = [(k, f"map {m['mapW']:.0f}x{m['mapH']:.0f} of {m['height']:.0f}, right "
               f"{m['mapRight']:.0f}, worker board from {m['workLeft']:.0f}")
           for k, m in measured.items()
           if k[0] == "montana" and k[3] in SMALLEST
           and (m["mapH"] < MONTANA_MAP_SHARE.get((k[1], k[3]), 0.76) * m["height"]
                or m["workLeft"] < m["mapRight"])]
    assert not bad, bad


def _gold_west_hexes_below(measured: dict, least: dict) -> list:
    """Gold West's positions whose map's hexes are narrower than `least` says for their
    (players, text size)."""
    return [(k, f"map {m['mapW']:.0f}x{m['mapH']:.0f} of {m['width']:.0f}, hex {m['hexW']:.0f}")
            for k, m in measured.items()
            if k[0] == "goldwest" and (k[1], k[3]) in least and m["hexW"] < least[k[1], k[3]]]


def test_presenting_gold_west_s_map_stands_at_the_left_at_two_and_three_players(measured):
    """Gold West at two players at normal and large text, at three at large text (at normal
    and very large text 0.58 of the height: the next test): the map, what the room watches,
    at the left from the top, the players' boards under it; at three players at 0.62 of the
    room's height, its hexes 90 px wide or more (beside BoomTown and the investments, 0.34
    of the board's width at two players and 0.45 at three, they were 78 px); at two, whose
    map is taller, at large text at 0.68, its hexes 104 px or more (at 0.62 they were
    97-100 px, the map 765-795 px wide)."""
    assert not _gold_west_hexes_below(
        measured, {(2, "normal"): 90, (2, "large"): 104, (3, "large"): 90})


def test_presenting_gold_west_s_map_at_three_players_and_large_text_is_0_67_of_the_height(
        measured):
    """Gold West at three players at large text: the map 1120 px wide or more (at 0.62 of
    the room's height it was 1053 px in the middle of a game, the players' boards under it
    ending 40 px above the board's bottom)."""
    bad = [(k, f"map {m['mapW']:.0f}x{m['mapH']:.0f}") for k, m in measured.items()
           if k[:2] == ("goldwest", 3) and k[3] == "large" and m["mapW"] < 1120]
    assert not bad, bad


def test_presenting_gold_west_s_map_at_four_players_is_0_58_of_the_height(measured):
    """Gold West at four players at large text: the map at the left from the top
    at 0.58 of the room's height as at three players, its hexes 88 px wide or more (with
    the shipping tracks under it and BoomTown and the investments beside it at 0.44 of the
    height, they were 70 px, the map 745-778 x 394-412); BoomTown, the investments and the
    shipping tracks in the column beside it, the four players' boards in a row under all."""
    assert not _gold_west_hexes_below(measured, {(4, "large"): 88})


def test_presenting_gold_west_s_map_at_three_players_is_0_58_of_the_height(measured):
    """Gold West at three players at normal and very large text, at the start, middle and
    end: the map at the left from the top at 0.58 of the room's height, its hexes 88 px wide
    or more (beside BoomTown and the investments at 0.5 of the height, the players' boards
    two by two under it at very large text, they were 80 px), the players' boards in a row
    under it and the shipping tracks, not the map, narrower."""
    bad = [(k, f"map {m['mapW']:.0f}x{m['mapH']:.0f} of {m['width']:.0f}, hex {m['hexW']:.0f}")
           for k, m in measured.items()
           if k[0] == "goldwest" and k[1] == 3 and k[3] in ("normal", "larger")
           and m["hexW"] < 88]
    assert not bad, bad


def test_presenting_montana_s_harvest_areas_show_their_name_on_one_line_and_their_workers(
        measured):
    """Montana at two players: each harvest area's name on one line and its rule's three
    workers ("Cu or" two of any colour) inside the area (at very large text "Wheat field"
    wrapped and the last worker was cut by the next area)."""
    bad = [(k, m["areas"]) for k, m in measured.items()
           if k[0] == "montana" and k[1] == 2 and m["areas"]]
    assert not bad, bad


def test_presenting_montana_s_harvest_areas_keep_their_rule_s_workers_inside(measured):
    """Montana at every player count and text size: an area's rule's workers ("Cu or" two
    of any colour) inside the area (at three players and large text the last worker ran
    past the edge of each of the four areas)."""
    bad = [(k, m["areas"]) for k, m in measured.items()
           if k[0] == "montana" and any("(workers cut)" in a for a in m["areas"])]
    assert not bad, bad


def test_presenting_montana_s_landscape_at_large_text_at_two_and_four_players(measured):
    """Montana at large text, two and four players: the landscape 760 and 730 px wide or
    more (at 0.78 of the room's height it was 724 and 690-719 px, the smallest map of the
    three games)."""
    least = {2: 760, 4: 730}
    bad = [(k, f"map {m['mapW']:.0f}x{m['mapH']:.0f}") for k, m in measured.items()
           if k[0] == "montana" and k[3] == "large" and k[1] in least
           and m["mapW"] < least[k[1]]]
    assert not bad, bad


def test_presenting_montana_s_landscape_at_very_large_text_at_two_players(measured):
    """Montana at very large text and two players, at the start, middle and end: the
    landscape 685 px wide or more (at 0.72 of the room's height it was 669 px)."""
    bad = [(k, f"map {m['mapW']:.0f}x{m['mapH']:.0f}") for k, m in measured.items()
           if k[:2] == ("montana", 2) and k[3] == "larger" and m["mapW"] < 685]
    assert not bad, bad


def test_presenting_montana_s_landscape_at_three_players_with_the_town_under_it(measured):
    """Montana at three players at large and very large text, at the start, middle and end:
    the landscape 930 px wide or more, the town under it and the general supply under the
    wheel (the town in the worker board beside the landscape, it was 857 px wide, 170 px
    left empty under the general supply)."""
    bad = [(k, f"map {m['mapW']:.0f}x{m['mapH']:.0f}") for k, m in measured.items()
           if k[:2] == ("montana", 3) and k[3] in SMALLEST and m["mapW"] < 930]
    assert not bad, bad


def test_presenting_gold_west_s_holdings_at_four_players_and_large_text_above_the_floor(
        measured):
    """Gold West at four players and large text: each player's holdings (camps, posters,
    tiles, influence) on a line of their own, their text 20 px or more (beside the name,
    the four boards in a row, 18.3 px: the floor)."""
    bad = [(k, f"{m['holdings']:.1f}px") for k, m in measured.items()
           if k[:2] == ("goldwest", 4) and k[3] == "large" and m["holdings"] < 20]
    assert not bad, bad


def test_presenting_homesteaders_at_four_players_and_larger_text_leaves_no_block_empty(
        measured):
    """Homesteaders at four players and very large text, at the start of the game: the
    market, the supply and the other players' areas reach as low as the auction board and
    the player in front (they ended 280 px higher, the board zoomed to 0.4: an empty block
    under the market and the supply), no part over another, and the board is zoomed to
    0.45 or more."""
    m = measured["homesteaders", 4, "start", "larger"]
    assert m["marketLow"] >= m["auctionLow"] - 60, m
    assert m["overlaps"] == 0, m
    assert float(m["zoom"] or 1) >= 0.45, m


def test_presenting_homesteaders_at_four_players_and_larger_text_at_the_end_fills_the_board(
        measured):
    """Homesteaders at four players and very large text, at the end of the game (no
    building supply): the other players' areas in a row under the auction board, the market
    and the player in front, no part over another, and the board zoomed to 0.85 or more
    (beside them, the other players' column ended 350 px above the player in front's
    bottom, the board zoomed to 0.72)."""
    m = measured["homesteaders", 4, "end", "larger"]
    assert m["overlaps"] == 0, m
    assert float(m["zoom"] or 1) >= 0.85, m


#: where a board's icons that count were under the floor: Homesteaders at four players and
#: very large text, whose building supply in rows as tall as their tallest card was taller
#: than the screen at every zoom with its icons at the floor (15 px; its cards are now in
#: columns, assets/present.css)
ICONS_BELOW_FLOOR = {("homesteaders", 4, "larger")}


def _icons_below_floor(measured: dict, where) -> list:
    return [(k, f"{m['icon']:.1f}px ({m['iconWhere']})") for k, m in measured.items()
            if k[3] in SMALLEST and where((k[0], k[1], k[3]))
            and m["icon"] < SMALLEST[k[3]] - 0.05]


def test_presenting_the_icons_that_count_are_18_px_at_large_and_24_at_larger(measured):
    """An icon beside its number (a holding, a cost, a supply) or copies of it in a row, one
    per good (Montana's harvests on the worker board, Gold West's wood and stone in a
    supply track's section): at least as wide and as tall as the smallest text may be."""
    assert not _icons_below_floor(measured, lambda k: k not in ICONS_BELOW_FLOOR)


def test_presenting_homesteaders_icons_at_4_players_and_larger(measured):
    assert not _icons_below_floor(measured, lambda k: k in ICONS_BELOW_FLOOR)


def test_presenting_larger_text_never_shrinks_the_map(measured):
    """Gold West's and Montana's maps, in the middle of each game at 2, 3 and 4 players: at
    large and very large text as wide and as tall as at normal text."""
    bad = []
    for game, players, when in POSITIONS:
        if when != "middle" or game == "homesteaders":
            continue
        normal = measured[game, players, when, "normal"]
        for size in ("large", "larger"):
            m = measured[game, players, when, size]
            if m["mapW"] < normal["mapW"] - 1 or m["mapH"] < normal["mapH"] - 1:
                bad.append(((game, players, size), f"{normal['mapW']:.0f}x{normal['mapH']:.0f}",
                            f"{m['mapW']:.0f}x{m['mapH']:.0f}"))
    assert not bad, bad


def test_presenting_the_acting_player_s_supply_track_is_in_view(measured):
    """Gold West: the supply track and hand of the player to act, where the metals they
    use come from and the token's resources go, inside the screen (motion flies them)."""
    bad = [(k, f"{m['handBottom']:.0f}/{m['vh']}") for k, m in measured.items()
           if k[0] == "goldwest" and not 0 < m["handBottom"] <= m["vh"]]
    assert not bad, bad


def test_presenting_no_word_of_a_building_supply_card_is_under_its_count(measured):
    """Homesteaders' building supply: a card's count of copies, in its corner, leaves
    every line of the card whole (at normal, large and very large text)."""
    bad = [(k, m["covered"]) for k, m in measured.items() if m["covered"]]
    assert not bad, bad


#: each game's header: where the game is, in the rulebook's terms
PROGRESS = {
    "homesteaders": r"^(Round \d+ of 10|Final income and scoring) · ",
    "goldwest": r"^Turn \d+ of (26|39|44)( · Last round.*)?$",
    "montana": r"^(Set-up|Round \d+) · Camps left: Tess \d+, Dora \d+",
}


def test_presenting_homesteaders_rail_track_s_start_holds_every_player_s_marker(measured):
    """At the rail track's start every player's marker stands inside its box (at four
    players and very large text two of them stood past its edge, cut by the next box)."""
    cut = {k: m["railCut"] for k, m in measured.items() if k[0] == "homesteaders" and m["railCut"]}
    assert cut == {}


def test_every_game_s_header_says_where_the_game_is_on_one_line(measured):
    bad = [(k, m["status"]) for k, m in measured.items()
           if not re.search(PROGRESS[k[0]], m["status"]) or not m["headOneLine"]]
    assert not bad, bad


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_the_end_screen_opens_at_its_top_with_the_winner_s_line_in_view(app_page, size):
    """The last move made from the bottom of a scrolled game screen: the end screen opens
    at its top, the winner's line in view."""
    page = app_page
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    save = _corpus("goldwest", 2, "end")
    last = save["actions"][-1][1]
    try:
        go_home(page)
        play_a_save(page, dict(save, actions=save["actions"][:-1]), NAMES[:2])
        # as far down as the game screen goes (a phone's: far; a laptop's: a little)
        page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
        page.locator(f'[data-action="{last}"]:visible').first.click()
        page.wait_for_selector(".screen-end")
        at_rest(page)
        assert page.evaluate("window.scrollY") == 0
        box = page.locator(".winners").bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= height
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"end-{width}x{height}.png"))
    finally:
        go_home(page)
        page.locator('.save [data-cmd="delete"]').first.click()
        page.locator('.save [data-cmd="delete-yes"]').first.click()
        page.set_viewport_size({"width": 1280, "height": 720})


def _present(page: Page, game: str, players: int, when: str) -> None:
    """Resume the position presenting (P, the key, when not remembered yet)."""
    _open(page, game, players, when)
    if page.locator(".presenting").count() == 0:
        page.keyboard.press("p")
    page.wait_for_selector(".presenting .band")


def _done(page: Page) -> None:
    """Back to the laptop's size and home, the game resumed deleted."""
    page.set_viewport_size({"width": 1280, "height": 720})
    go_home(page)
    page.locator('.save [data-cmd="delete"]').first.click()
    page.locator('.save [data-cmd="delete-yes"]').first.click()


def test_presenting_on_a_laptop_and_a_phone_and_the_key_that_ends_it(app_page):
    """Presenting at 1280 x 800 and on a 390 px phone: the band and the board, nothing
    sideways; a panel's key brings it back; P ends presentation mode (remembered)."""
    page = app_page
    try:
        page.set_viewport_size({"width": 1280, "height": 800})
        _present(page, "homesteaders", 3, "middle")
        SHOTS.mkdir(parents=True, exist_ok=True)
        for width, height in ((1280, 800), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function(f"innerWidth === {width}")
            at_rest(page)
            page.screenshot(path=str(SHOTS / f"presenting-{width}x{height}.png"))
            assert page.evaluate(NO_HORIZONTAL_SCROLL)
            assert page.locator(".band .turn").is_visible()
            assert page.locator(".board").is_visible()
        page.set_viewport_size({"width": 1280, "height": 800})
        page.evaluate("document.activeElement.blur()")  # keys go to the page, not a field
        page.keyboard.press("l")
        page.wait_for_selector(".drawer .log")
        page.keyboard.press("l")
        page.wait_for_selector(".drawer", state="detached")
        page.keyboard.press("p")
        page.wait_for_selector(".screen-game:not(.presenting) .side .log")
        assert page.evaluate(
            "JSON.parse(localStorage.getItem('westbound.settings')).present") is False
    finally:
        _done(page)


#: the map's hex names shown, and whether the tip box is
MAP_NAMES_AND_TIP = """async () => {
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null)));
  const names = [...document.querySelectorAll('.board .hexmap text.hex-pos')]
    .filter((t) => parseFloat(getComputedStyle(t).opacity) > 0).length;
  return {names, tip: !document.getElementById('tip').hidden};
}"""


def test_presenting_pointing_at_the_map_flashes_no_hex_name_or_tip(app_page):
    """Gold West presenting: the pointer resting over the map (a teacher's, or the one that
    pressed a hex) shows the room neither every hex's name nor a hex's tip (they covered
    the map at a move's start in the recording)."""
    page = app_page
    try:
        page.set_viewport_size({"width": 1920, "height": 1080})
        _present(page, "goldwest", 2, "middle")
        at_rest(page)
        for spot in page.locator(".board .hexmap > :is(.hex-spot, .hex-tip)").all()[:3]:
            box = spot.bounding_box()
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=3)
            assert page.evaluate(MAP_NAMES_AND_TIP) == {"names": 0, "tip": False}
    finally:
        page.mouse.move(0, 0)
        _done(page)


#: the board's top at every frame, from now until `__watch` is cleared
BOARD_TOPS = """() => { window.__tops = []; window.__strips = []; window.__watch = true;
  window.__zooms = new Set(); window.__fonts = new Set();
  (function frame() {
    const board = document.querySelector('.presenting .board');
    if (board) window.__tops.push(Math.round(board.getBoundingClientRect().top));
    if (board) window.__zooms.add(board.style.zoom);
    const text = document.querySelector('.presenting .band .pending > p');
    if (text) window.__fonts.add(getComputedStyle(text).fontSize);
    // the band's empty strip: from its lowest line of words to its bottom
    const band = document.querySelector('.presenting .band-now');
    if (band) {
      let low = 0;
      const walk = document.createTreeWalker(band, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (!n.nodeValue.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.height) low = Math.max(low, r.bottom);
      }
      // the last move's line, kept (hidden) while the move it says plays, or its room
      // before the first move: a line of the band's
      const line = band.querySelector(':scope > :is(.last-move, .last-move-room)');
      if (line && line.getClientRects().length)
        low = Math.max(low, line.getBoundingClientRect().bottom);
      // and the room over the move to come's words, under the turn line's
      const said = band.querySelector('.pending > p');
      const who = [...band.querySelectorAll('.turn > *')].find((e) => e.getClientRects().length);
      const first = said && said.firstChild && said.getClientRects().length
        ? [...(() => { const r = document.createRange(); r.selectNodeContents(said);
                       return r.getClientRects(); })()].find((r) => r.height) : null;
      if (low && first && who) window.__strips.push([
        Math.round(band.getBoundingClientRect().bottom - low),
        Math.round(first.top - who.getBoundingClientRect().bottom)]);
    }
    if (window.__watch) requestAnimationFrame(frame);
  })(); }"""


def test_presenting_at_the_teacher_s_pace_the_band_says_the_computer_move_and_next_plays_it(
        app_page):
    """The teacher's pace while presenting (1920 x 1080, large text): the band says the
    computer's move to come with Next, and Next plays it (presenting, the band had neither:
    the class's bots stood still, the teacher had nothing to press); from the first computer
    move on, the board keeps its top and its zoom (it moved once a move when the move to
    come took a line more or less, and once more on the second move, when the last move's
    line first came: Montana's landscape 940 -> 800 px), and the move to come keeps its
    size while it waits for Next and while it plays (it was said up to a third larger
    while it played)."""
    page = app_page
    go_home(page)
    set_pace(page, "teacher")
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.select_option('[data-cmd="text"]', "large")
    try:
        # a game resumed in its middle, bots at every seat (the classroom's recording,
        # bench/motion_frames.py --teacher): no last move said before Next is first pressed
        engine_save, _ = bots_save_before("montana", 3, seed=5, kind="recruit")
        seats = [{"name": name, "kind": "bot", "level": "easy"} for name in NAMES[:3]]
        record = json.dumps({"engine": engine_save, "page": {"seats": seats}})
        page.set_input_files('input[data-cmd="import"]', files=[
            {"name": "save.json", "mimeType": "application/json", "buffer": record.encode()}])
        page.locator('.save [data-cmd="resume"]').first.click()
        if page.locator(".presenting").count() == 0:
            page.keyboard.press("p")
        pending = page.locator(".presenting .band .pending")
        pending.wait_for()
        first = int(pending.get_attribute("data-pending"))
        at_rest(page)
        still(page)  # the board fitted under the band of the first computer move
        page.evaluate(BOARD_TOPS)
        for n in (1, 2, 3):
            page.locator('.presenting .band [data-cmd="next"]').click()
            page.wait_for_selector(
                f'.presenting .band .pending[data-pending="{first + n}"]:not([data-played])')
        at_rest(page)
        still(page)
        tops, strips, zooms, fonts = page.evaluate(
            "() => { window.__watch = false; return [window.__tops, window.__strips,"
            " [...window.__zooms], [...window.__fonts]]; }")
        moved = [top for i, top in enumerate(tops) if i == 0 or abs(top - tops[i - 1]) > 2]
        assert len(moved) == 1, moved  # where it stood: it never moved
        assert len(zooms) == 1, zooms
        assert len(fonts) == 1, fonts
        # held, the band shows no empty strip under its lines (60-90 px were left when the
        # move to come took fewer lines than the longest so far): the room left split over
        # and under the move to come
        assert all(under <= over + 12 for under, over in strips), strips
    finally:
        _done(page)
        set_pace(page, "instant")
        page.select_option('[data-cmd="text"]', "normal")
        page.set_viewport_size({"width": 1280, "height": 720})


#: the turn line's visible words at every frame while a move's motion plays, until
#: `__watch` is cleared
TURN_WHILE_MOVING = """() => { window.__said = []; window.__watch = true;
  (function frame() {
    const turn = document.querySelector('.presenting .band .turn');
    if (turn && document.documentElement.hasAttribute('data-moving'))
      window.__said.push([...turn.children].find((p) => p.getClientRects().length)
                         .textContent.trim());
    if (window.__watch) requestAnimationFrame(frame);
  })(); }"""


def test_presenting_the_turn_line_names_the_player_whose_move_plays(app_page):
    """While a person's move plays its motion, the turn line names that person ("Tess's
    move"), not the computer player to come (it said "Bot B is thinking…" over Tess's
    move)."""
    page = app_page
    go_home(page)
    set_pace(page, "slow")
    page.set_viewport_size({"width": 1920, "height": 1080})
    try:
        engine_save, key = bots_save_before("montana", 3, seed=3, kind="start")
        resume_with_bots(page, engine_save)
        if page.locator(".presenting").count() == 0:
            page.keyboard.press("p")
        page.wait_for_selector(".presenting .band")
        page.evaluate(TURN_WHILE_MOVING)
        page.locator(f'.board button.spot[data-action="{key}"]').first.click()
        page.wait_for_function("() => window.__said.length > 0")
        page.wait_for_function("() => !document.documentElement.hasAttribute('data-moving')")
        said = page.evaluate("() => { window.__watch = false; return window.__said; }")
        # the move (her first camp) ended Tess's turn: Bot B is to play meanwhile
        assert "Tess" not in page.locator(".presenting .band .turn-who").text_content()
        assert said and all("Tess" in s and "thinking" not in s for s in said), set(said)
    finally:
        _done(page)
        set_pace(page, "instant")
