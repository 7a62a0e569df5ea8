"""The learner's hint and the thinking-time setting, on the game screen.

"Suggest a move" asks the hard search (through the page's `Thinker`, off the main thread)
for the seat of the person choosing, with only what that seat may see: the search samples
everything else (`Game.determinize`), even in pass-and-play where the device holds every
seat's secrets. The answer is shown for that position and seat only: the search's best
three moves, in the order of the chances they show (`ui.thinking`), each marked on the board
and in the list of moves with its rank and estimated chance of winning, and listed below the
moves with the expected final margin. A move made, a hand-over or another game makes it
stale, and it disappears.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action

from . import hooks
from .hint_marks import percent
from .html import Markup, command, el
from .thinking import THINK_SECONDS, move_seed, request, think_seconds

if TYPE_CHECKING:  # the boards mark suggested moves with `ui.hint_marks`
    from .app_protocols import HintApp
    from .games.base import Ctx


def seconds(app: "HintApp") -> float:
    """The thinking time the setting asks for (the default when it is not valid)."""
    return think_seconds(app.settings.get("think")) or float(THINK_SECONDS[0])


def search_request(app: "HintApp", seat: int) -> dict:
    """The request for a search of `seat`'s move in the game on screen."""
    save = app.session.game.save(app.session.state)
    return request(save, seat, move_seed(save, seat), 1000.0 * seconds(app))


def current(app: "HintApp") -> dict | None:
    """The hint for the position and the person on screen, if one was asked for."""
    hint, s = app.hint, app.session
    if (hint is None or s is None or s.needs_handover() or s.in_the_open()
            or not s.legal()):
        return None
    if (hint["moves"], hint["seat"]) != (s.moves(), s.acting()):
        return None
    return hint


def marks(app: "HintApp") -> dict[str, dict]:
    """Move key -> its suggestion (``rank`` from 1, ``win``, ``margin``), for `Ctx.hints`."""
    hint = current(app)
    if hint is None or "ranking" not in hint:
        return {}
    return {r["key"]: {**r, "rank": i + 1} for i, r in enumerate(hint["ranking"])}


async def ask(app: "HintApp") -> None:
    """Search the move of the person choosing and show the answer (if still current)."""
    s = app.session
    seat = s.acting() if s is not None and s.legal() else None
    if seat is None:
        return
    app.hint = {"moves": s.moves(), "seat": seat}
    app.render(command("hint"))
    got = await app.thinker.think(search_request(app, seat))
    if current(app) is not None and app.hint["moves"] == got["moves"]:
        app.hint = {**app.hint, "ranking": got["ranking"]}
        app.render()


def _margin(ctx: "Ctx", margin: float) -> str:
    n = round(abs(margin))
    if n == 0:
        return ctx.tr("hint.level")
    return ctx.tr("hint.ahead" if margin > 0 else "hint.behind", n=n)


def panel(app: "HintApp", ctx: "Ctx", describe: Any) -> Markup | None:
    """The hint, at the foot of the moves of the person choosing: the button, then the
    search at work or its three moves (`describe(action)` words a move). None when nobody
    is choosing, or in the open: the search weighs what the seat hides."""
    s = app.session
    if not ctx.legal or s is None or s.in_the_open():
        return None
    seat = s.acting()
    name = ctx.names[seat]
    hint = current(app)
    busy = hint is not None and "ranking" not in hint
    body: list[Any] = [el("button", {"type": "button", "class": "hint-ask",
                                     hooks.CMD: "hint", "aria-busy": "true" if busy else None,
                                     "disabled": busy},
                          app.tr("hint.ask_again" if hint and not busy else "hint.ask"))]
    if busy:
        body.append(el("p", {"class": "hint-status", "role": "status"},
                       app.tr("hint.thinking", name=name),
                       el("span", {"class": "spinner", "aria-hidden": "true"})))
    elif hint is not None:
        items = [el("li", {"data-hint-move": r["key"]},
                    el("strong", None, describe(Action.from_key(seat, r["key"]))), " — ",
                    app.tr("hint.chance", pct=percent(r["win"])), ", ",
                    _margin(ctx, r["margin"]),
                    [" (", app.tr("hint.even"), ")"] if r.get("even") else None)
                 for r in hint["ranking"]]
        body += [el("h3", None, app.tr("hint.title", name=name)),
                 el("ol", {"class": "hint-moves", "role": "status"}, items),
                 el("p", {"class": f"{hooks.MUTED} {hooks.SMALL}"}, app.tr("hint.how", name=name))]
    return el("div", {"class": "hint", "data-hint-panel": ""}, body)


def think_picker(app: "HintApp") -> Markup:
    """How long the computer thinks per hard move or hint (1 s by default)."""
    chosen = seconds(app)
    return el("label", {"class": "field"}, app.tr("think"),
              el("select", {hooks.CMD: "think"},
                 [el("option", {"value": v, "selected": float(v) == chosen},
                     app.tr("think.seconds", n=int(v))) for v in THINK_SECONDS]))
