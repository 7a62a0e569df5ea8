"""The learner's hint and the thinking-time setting, on the game screen.

"Suggest a move" asks the hard search (through the page's `Thinker`, off the main thread)
for the seat of the person choosing, with only what that seat may see: the search samples
everything else (`Game.determinize`), even in pass-and-play where the device holds every
seat's secrets. The answer is shown for that position and seat only: its choice and the
next two, each marked on the board and in the list of moves with its rank and estimated
chance of winning, and listed below the moves with the expected final margin. A move made, a
hand-over or another game makes it stale, and it disappears.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action

from .html import Markup, el
from .thinking import THINK_SECONDS, move_seed, request, think_seconds

if TYPE_CHECKING:  # the boards mark suggested moves with `badge` and `hinted`
    from .app import App
    from .games import Ctx


def seconds(app: "App") -> float:
    """The thinking time the setting asks for (the default when it is not valid)."""
    return think_seconds(app.settings.get("think")) or float(THINK_SECONDS[0])


def search_request(app: "App", seat: int) -> dict:
    """The request for a search of `seat`'s move in the game on screen."""
    save = app.session.game.save(app.session.state)
    return request(save, seat, move_seed(save, seat), 1000.0 * seconds(app))


def current(app: "App") -> dict | None:
    """The hint for the position and the person on screen, if one was asked for."""
    hint, s = app.hint, app.session
    if hint is None or s is None or s.needs_handover() or not s.legal():
        return None
    if (hint["moves"], hint["seat"]) != (s.moves(), s.acting()):
        return None
    return hint


def marks(app: "App") -> dict[str, dict]:
    """Move key -> its suggestion (``rank`` from 1, ``win``, ``margin``), for `Ctx.hints`."""
    hint = current(app)
    if hint is None or "ranking" not in hint:
        return {}
    return {r["key"]: {**r, "rank": i + 1} for i, r in enumerate(hint["ranking"])}


async def ask(app: "App") -> None:
    """Search the move of the person choosing and show the answer (if still current)."""
    s = app.session
    seat = s.acting() if s is not None and s.legal() else None
    if seat is None:
        return
    app.hint = {"moves": s.moves(), "seat": seat}
    app.render('[data-cmd="hint"]')
    got = await app.thinker.think(search_request(app, seat))
    if current(app) is not None and app.hint["moves"] == got["moves"]:
        app.hint = {**app.hint, "ranking": got["ranking"]}
        app.render()


def _pct(win: float) -> int:
    return round(100 * win)


def badge(ctx: "Ctx", key: str) -> Markup | None:
    """The rank and chance of a suggested move, shown on its button (None: not suggested)."""
    found = ctx.hints.get(key)
    if found is None:
        return None
    return el("span", {"class": "hint-badge", "aria-hidden": "true"},
              ctx.tr("hint.badge", rank=found["rank"], pct=_pct(found["win"])))


def hinted(ctx: "Ctx", key: str, attrs: dict[str, Any]) -> dict[str, Any]:
    """A move button's attributes, with its rank as a suggestion (``data-hint``) and the
    suggestion said to a screen reader, when it is one."""
    found = ctx.hints.get(key)
    if found is None:
        return attrs
    said = ctx.tr("hint.rank", rank=found["rank"]) + ", " + ctx.tr(
        "hint.chance", pct=_pct(found["win"]))
    label = attrs.get("aria-label")
    return {**attrs, "data-hint": found["rank"],
            "aria-label": f"{label} ({said})" if label else None,
            "aria-description": None if label else said}


def _margin(ctx: "Ctx", margin: float) -> str:
    n = round(abs(margin))
    if n == 0:
        return ctx.tr("hint.level")
    return ctx.tr("hint.ahead" if margin > 0 else "hint.behind", n=n)


def panel(app: "App", ctx: "Ctx", describe: Any) -> Markup | None:
    """The hint, at the foot of the moves of the person choosing: the button, then the
    search at work or its three moves (`describe(action)` words a move). None when nobody
    is choosing."""
    s = app.session
    if not ctx.legal or s is None:
        return None
    seat = s.acting()
    name = ctx.names[seat]
    hint = current(app)
    busy = hint is not None and "ranking" not in hint
    body: list[Any] = [el("button", {"type": "button", "class": "hint-ask",
                                     "data-cmd": "hint", "aria-busy": "true" if busy else None,
                                     "disabled": busy},
                          app.tr("hint.ask_again" if hint and not busy else "hint.ask"))]
    if busy:
        body.append(el("p", {"class": "hint-status", "role": "status"},
                       app.tr("hint.thinking", name=name),
                       el("span", {"class": "spinner", "aria-hidden": "true"})))
    elif hint is not None:
        items = [el("li", {"data-hint-move": r["key"]},
                    el("strong", None, describe(Action.from_key(seat, r["key"]))), " — ",
                    app.tr("hint.chance", pct=_pct(r["win"])), ", ",
                    _margin(ctx, r["margin"]),
                    [" (", app.tr("hint.even"), ")"] if r.get("even") else None)
                 for r in hint["ranking"]]
        body += [el("h3", None, app.tr("hint.title", name=name)),
                 el("ol", {"class": "hint-moves", "role": "status"}, items),
                 el("p", {"class": "muted small"}, app.tr("hint.how", name=name))]
    return el("div", {"class": "hint", "data-hint-panel": ""}, body)


def think_picker(app: "App") -> Markup:
    """How long the computer thinks per hard move or hint (1 s by default)."""
    chosen = seconds(app)
    return el("label", {"class": "field"}, app.tr("think"),
              el("select", {"data-cmd": "think"},
                 [el("option", {"value": v, "selected": float(v) == chosen},
                     app.tr("think.seconds", n=int(v))) for v in THINK_SECONDS]))
