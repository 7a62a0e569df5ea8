"""The last move on the board: every holding a board draws keeps its `data-k` from one
position to the next and carries its number in `data-count`, so the page
(`assets/render.js`) can mark it as gone up or down after a bot's move or a person's."""
import re

import pytest

from ui.art import mark, markers
from ui.games import Ctx, gw_seat, ui_for
from ui.i18n import Translator

from .fakes import make_app, start_game

NAMES = ["Ann", "Bot B", "Bot C"]
#: positions looked at per game (a whole game has hundreds): enough for many changes
LOOKED_AT = 160


def _hs(ctx: Ctx, seat: dict) -> dict[str, int | None]:
    out = {f"hold-{seat['seat']}-{k}": n for k, n in (seat["holdings"] or {}).items()}
    out[f"hold-{seat['seat']}-worker"] = seat["workers"]
    return out


def _gw(ctx: Ctx, seat: dict) -> dict[str, int | None]:
    k = f"hold-{seat['seat']}"
    # the hand: this turn's pool, or the mining token's resources being put away
    out = {f"{k}-{r}": n for r, n in gw_seat.held(ctx, seat)[0].items()}
    out.update({f"{k}-inf-{t}": n for t, n in seat["influence"].items()})
    out[f"{k}-camps"] = seat["camps_left"]
    out.update({f"gw-sec-{seat['seat']}-{i}": len(held) for i, held in enumerate(seat["supply"])})
    # the investment cards taken: each its own key (a new one is marked when it comes)
    out.update({f"gw-held-{seat['seat']}-{c}": None for c in seat["cards"]})
    return out


def _mt(ctx: Ctx, seat: dict) -> dict[str, int | None]:
    k = f"hold-{seat['seat']}"
    out = {f"{k}-{g}": n for g, n in seat["goods"].items()}
    out.update({f"{k}-{what}": seat[what] for what in ("coins", "cows", "canteens")})
    out[f"{k}-camps"] = seat["camps_left"]
    return out


#: each game's holdings in its view: data-k -> the number its element must carry (None:
#: a thing without a number, keyed all the same)
HOLDINGS = {"homesteaders": _hs, "goldwest": _gw, "montana": _mt}


def _counts(html: str) -> dict[str, list[str]]:
    """data-k -> every data-count drawn with it (an element's attributes, in any order)."""
    out: dict[str, list[str]] = {}
    for tag in re.findall(r"<[a-z]+ [^>]*data-k=[^>]*>", html):
        k = re.search(r'data-k="([^"]*)"', tag).group(1)
        n = re.search(r'data-count="([^"]*)"', tag)
        out.setdefault(k, []).append(n.group(1) if n else "")
    return out


@pytest.mark.parametrize("game_id", list(HOLDINGS))
def test_a_holding_that_goes_up_or_down_keeps_its_key_and_shows_its_new_count(game_id):
    app, dom = make_app()
    start_game(app, dom, ["bot:easy"] * 3, seed=8, game=game_id, names=NAMES)
    game = app.session.game
    gui = ui_for(game)
    tr = Translator("en", strict=True)
    labels = markers(NAMES)
    marks = [mark(i, label) for i, label in enumerate(labels)]
    changes = 0
    before: dict[str, int | None] | None = None
    for state in app.positions()[:LOOKED_AT]:
        view = game.view(state, None)
        ctx = Ctx(tr, NAMES, view, labels=labels)
        held = {k: n for s in view["seats"] for k, n in HOLDINGS[game_id](ctx, s).items()}
        drawn = _counts(gui.board(ctx, marks))
        for k, n in held.items():
            # once, with its count
            assert drawn.get(k) == ["" if n is None else str(n)], (k, n, drawn.get(k))
        if before is not None:
            changes += sum(before.get(k) != n for k, n in held.items())
        before = held
    assert changes >= 10
