"""Accessibility: axe-core (npm, pinned; injected by the test from node_modules, never part
of the site) on every screen of every game at each viewport: home, new game, the game, the
hand-over, the end. Any serious or critical violation fails.

The boards' own faults (`BOARD_FAULTS`) are strict expected failures until each board's
owner fixes them and removes its line: a fixed board then fails here as an unexpected pass.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playing import at_rest, go_home, new_game, play, set_pace, settle

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
CORPUS = ROOT / "tests" / "corpus"
VIEWPORTS = {"laptop": (1280, 800), "projector": (1920, 1080), "phone": (390, 844)}
GAMES = ("homesteaders", "goldwest", "montana")
#: a finished game of each title, from the saves corpus, for the end screen
FINISHED = {game: CORPUS / f"rules-{game}-v1" / "3p-end-1017.json" for game in GAMES}

#: (screen, game, viewport or None for all) -> what axe finds on that board today (none)
BOARD_FAULTS: dict[tuple[str, str, str | None], str] = {}

# The page at rest (`at_rest`): what fades in or flashes is measured once it has finished,
# as a person reads it.
RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.length,
                   first: v.nodes[0].target.join(" "), help: v.help }));
}"""


def violations(page) -> list[dict]:
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    at_rest(page)
    return page.evaluate(RUN_AXE)


@pytest.fixture(scope="module", params=sorted(VIEWPORTS))
def screen(request, app_page):
    """The module's page at one viewport (the tests' usual 1280 x 720 afterwards)."""
    width, height = VIEWPORTS[request.param]
    app_page.set_viewport_size({"width": width, "height": height})
    go_home(app_page)
    set_pace(app_page, "instant")
    yield app_page
    app_page.set_viewport_size({"width": 1280, "height": 720})


def expect_board_faults(request, screen_name: str, game: str) -> None:
    viewport = request.node.callspec.params["screen"]
    for key in ((screen_name, game, None), (screen_name, game, viewport)):
        if key in BOARD_FAULTS:
            request.applymarker(pytest.mark.xfail(strict=True, reason=BOARD_FAULTS[key]))


def _finished_record(game: str) -> str:
    save = json.loads(FINISHED[game].read_text())["save"]
    seats = [{"name": name, "kind": "person"} for name in ("Ada", "Bo", "Cy")][:save["players"]]
    return json.dumps({"westbound": 1, "id": f"axe-{game}", "engine": save,
                       "page": {"seats": seats, "updated": 0}})


def test_home(screen):
    go_home(screen)
    assert violations(screen) == []


def test_hand_over(screen):
    go_home(screen)
    new_game(screen, [("Ada", "person"), ("Bo", "person")], seed=3)
    assert play(screen, moves=60, handover=False) == "handover"
    assert violations(screen) == []


@pytest.mark.parametrize("game", GAMES)
def test_new_game(screen, game):
    go_home(screen)
    screen.click(f'[data-cmd="new"][data-arg="{game}"]')
    screen.wait_for_selector("#new-game")
    assert violations(screen) == []


@pytest.mark.parametrize("game", GAMES)
def test_game(screen, game, request):
    expect_board_faults(request, "game", game)
    go_home(screen)
    new_game(screen, [("Ada", "person"), ("", "bot:easy"), ("", "bot:easy")], seed=5, game=game)
    assert settle(screen) == "move"
    assert violations(screen) == []


@pytest.mark.parametrize("game", GAMES)
def test_end(screen, game, request):
    expect_board_faults(request, "end", game)
    go_home(screen)
    screen.evaluate("([key, text]) => localStorage.setItem(key, text)",
                    [f"westbound.save.axe-{game}", _finished_record(game)])
    go_home(screen)
    screen.click(f'[data-save="axe-{game}"] [data-cmd="resume"]')
    assert settle(screen) == "end"
    assert violations(screen) == []
