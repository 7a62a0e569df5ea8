"""Playing a game on its board in the real page, and keeping screenshots of it.

`play_on_board` is a person who plays on the table: each move is pressed where the board
shows it (a hex, a box, a wheel segment, a track space...); only the moves that end a step,
which nothing on the table stands for, are pressed in the list of moves. The person thinks
like a computer opponent of the page (the game is read back from the page's own save and
given to the engine's bot), so that games reach their end in a sensible number of moves.
`shoot` keeps the screen as a test artefact under test-results/, at the sizes people use: a
laptop, a projector at each text size, a phone.
"""
from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from playing import at_rest, fits_a_phone, go_home, resume_a_save, settle, show_part_with
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.core import Action, BaseState, Rng  # noqa: E402

SHOTS = ROOT / "test-results" / "boards"
#: (name, width, height, text size) of each screen a screenshot is taken on
SCREENS = (("laptop", 1280, 800, "normal"), ("projector", 1920, 1080, "normal"),
           ("projector", 1920, 1080, "large"), ("projector", 1920, 1080, "larger"),
           ("phone", 390, 844, "normal"))
SAVED = """() => localStorage.getItem('westbound.save.'
                                   + localStorage.getItem('westbound.current'))"""


def choice(page: Page, level: str, seed: int) -> str:
    """The move the person makes now: what the engine's `level` bot would play in the
    game as the page saved it (a settlement rather than a camp on the same hex: with
    wood and stone in hand, a camp gains nothing)."""
    import json
    state = engine.load(json.loads(page.evaluate(SAVED))["engine"])
    game = engine.GAMES[state.game_id]
    seat = game.to_act(state)[0]
    key = game.bots[level](state, seat, Rng(seed + len(state.history)), 0).key
    settlement = key.replace("build:camp:", "build:settlement:")
    legal = {a.key for a in game.legal_actions(state, seat)}
    return settlement if settlement in legal else key


def play_on_board(page: Page, moves: int | None = None, level: str = "easy", seed: int = 1,
                  cap: int = 2000) -> Counter:
    """Play the person's seat until `moves` were made or the game ended; returns where
    each move was pressed: "board", or "list:<kind>" for a move the board does not show."""
    clicks: Counter = Counter()
    for _ in range(cap):
        screen = settle(page)
        if screen == "end" or (moves is not None and clicks.total() >= moves):
            return clicks
        if screen == "handover":
            page.click('[data-cmd="handover"]')
            continue
        key = choice(page, level, seed)
        spot = page.locator(f'.board button.spot[data-action="{key}"]:visible')
        if not spot.count():  # on a part of the board shown in turn, as a player finds it
            show_part_with(page, spot)
        if spot.count():
            spot.first.click()
            clicks["board"] += 1
        else:
            page.locator(f'#moves [data-action="{key}"]').first.click()
            clicks[f"list:{key.split(':')[0]}"] += 1
    raise AssertionError(f"no end after {cap} moves")


def text_size(page: Page, size: str) -> None:
    """The text size from the game screen's settings (on a phone folded into a line under
    the board: opened first, as a player taps it)."""
    picker = page.locator('[data-cmd="text"]')
    if picker.count() and picker.first.input_value() != size:
        folded = page.locator('.side-fold[data-keep="settings-fold"]:not([open]) > summary')
        if not picker.first.is_visible() and folded.count():
            folded.first.click()
        picker.first.select_option(size)
        page.wait_for_function(
            "(size) => document.documentElement.dataset.text === size", arg=size)


def shoot(page: Page, game: str, players: int, moment: str, every_size: bool = False) -> None:
    """Screenshots of the screen on display: on a laptop, and with `every_size` also on a
    projector at each text size and on a phone; the page goes back to the laptop size."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    original = page.viewport_size
    try:
        for name, width, height, text in SCREENS if every_size else SCREENS[:1]:
            page.set_viewport_size({"width": width, "height": height})
            text_size(page, text)
            page.evaluate("() => { document.activeElement.blur(); scrollTo(0, 0); }")
            at_rest(page)
            stem = f"{game}-{players}p-{moment}-{name}-{text}"
            page.screenshot(path=str(SHOTS / f"{stem}.png"))
            if name == "laptop":  # the whole page too: every player's board, the scores
                page.screenshot(path=str(SHOTS / f"{stem}-page.png"), full_page=True)
    finally:
        text_size(page, "normal")
        page.set_viewport_size(original)



def play_a_whole_game(page: Page, game: str, players: int, seed: int) -> Counter:
    """Play the game on screen from its first move to its end on the board, with
    screenshots at the start, in the middle (at every size in 3-player games, where the
    page must also fit a phone) and at the end; where each move was pressed."""
    shoot(page, game, players, "start")
    clicks = play_on_board(page, moves=25, seed=seed)
    shoot(page, game, players, "middle", every_size=players == 3)
    assert fits_a_phone(page)
    clicks += play_on_board(page, seed=seed)
    assert settle(page) == "end"
    shoot(page, game, players, "end")
    return clicks


def bots_game(game_id: str, players: int, seed: int, options: dict | None = None,
              level: str = "easy") -> Iterator[tuple[BaseState, Action]]:
    """The positions of a game that `level` bots play at every seat, each with the move
    played there, seeded by the seed and the number of moves before it (the same game for
    the same arguments)."""
    game = engine.GAMES[game_id]
    state = game.new(players=players, seed=seed, options=options or {})
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = game.bots[level](state, seat, Rng(seed + len(state.history)), 0)
        yield state, action
        state = game.apply(state, action)


def bots_save(game_id: str, players: int, seed: int, left: int | None = None,
              options: dict | None = None, level: str = "easy") -> dict:
    """The engine's save of a game that `level` bots play at every seat, stopped where the
    first seat has `left` decisions still to make before the end (None: half of them): a
    position reached in the engine in milliseconds instead of minutes of clicks."""
    played = list(bots_game(game_id, players, seed, options, level))
    firsts = [state for state, action in played if action.seat == 0]
    left = len(firsts) // 2 if left is None else min(left, len(firsts))
    if left:
        return engine.GAMES[game_id].save(firsts[-left])
    last, action = played[-1]
    return engine.GAMES[game_id].save(engine.GAMES[game_id].apply(last, action))


def bots_save_before(game_id: str, players: int, seed: int, kind: str,
                     after: str | None = None, level: str = "easy") -> tuple[dict, str]:
    """The engine's save of a game that `level` bots play at every seat, stopped just before
    the first seat's first move of `kind` (its key, or the key's beginning up to a colon:
    ``rail`` or ``rail:trade``; with `after`, the first that follows a move of kind `after`
    (its key's first part) of the same seat), and that move's key: the move a test presses
    at once instead of watching the page play towards it."""
    previous = None
    for state, action in bots_game(game_id, players, seed, level=level):
        if action.seat == 0:
            if ((action.key == kind or action.key.startswith(kind + ":"))
                    and after in (None, previous)):
                return engine.GAMES[game_id].save(state), action.key
            previous = action.key.split(":")[0]
    raise AssertionError(f"no {kind} move of the first seat in {game_id} seed {seed}")


def resume_with_bots(page: Page, engine_save: dict, level: str = "easy") -> None:
    """Resume an engine's save in the page with Tess, a person, in the first seat and
    `level` bots in the others, until Tess is asked for a move."""
    seats = [{"name": "Tess", "kind": "person"}] + [
        {"name": f"Bot {chr(65 + i)}", "kind": "bot", "level": level}
        for i in range(1, engine_save["players"])]
    resume_a_save(page, engine_save, seats)


def play_the_end_of_a_game(page: Page, game: str, players: int, seed: int,
                           options: dict | None = None, left: int = 8) -> Counter:
    """The start, the middle and the end of a game at a player count whose whole game is
    not clicked through (one count of each title is): the start is the new game on screen,
    the middle a position the engine's bots reached, and the person's last `left` moves are
    played on the board to the end screen. Returns where each move was pressed."""
    shoot(page, game, players, "start")
    go_home(page)
    resume_with_bots(page, bots_save(game, players, seed, options=options))
    shoot(page, game, players, "middle")
    go_home(page)
    resume_with_bots(page, bots_save(game, players, seed, left=left, options=options))
    clicks = play_on_board(page, seed=seed)
    assert settle(page) == "end"
    shoot(page, game, players, "end")
    return clicks
