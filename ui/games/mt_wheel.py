"""Montana's recruitment wheel, drawn as the printed wheel: eight segments of two workers
round a hub, and the arrow. Advancing the arrow is choosing a segment (1 wheat for each
segment past the arrow); the hub is where one spins (the recruit action) or stops.

Each segment and the hub is a `GameUI.spot` laid over the picture, so the engine decides
what may be chosen and says why not.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .. import hooks
from ..art import drawn, use
from ..html import Markup, el, esc
from .base import Ctx

if TYPE_CHECKING:
    from .mt_board import MontanaBoard

#: the wheel's picture, in SVG units: the rim, the segments, the workers' ring, the hub
RIM, WEDGE, PAIR_R, COST_R, HUB = 98.0, 92.0, 59.0, 83.0, 27.0
#: a segment's button: a circle round its two workers, in percent of the wheel's width
SPOT = 27.0


def _xy(angle: float, r: float) -> tuple[float, float]:
    """A point `r` from the centre, `angle` degrees clockwise from the top."""
    a = math.radians(angle)
    return r * math.sin(a), -r * math.cos(a)


def _wedge(i: int, n: int) -> str:
    half = 180 / n
    (x1, y1), (x2, y2) = _xy(i * 360 / n - half, WEDGE), _xy(i * 360 / n + half, WEDGE)
    return (f'<path class="wedge w{i % 2}" d="M0 0 L{x1:.2f} {y1:.2f} A{WEDGE} {WEDGE} 0 0 1 '
            f'{x2:.2f} {y2:.2f} Z"/>')


def _pair_art(ui: MontanaBoard, ctx: Ctx, pair: list[str], angle: float) -> str:
    """The segment's two workers, upright, side by side on its ring."""
    cx, cy = _xy(angle, PAIR_R)
    return "".join(use(f"mt-w-{c}", cx + dx, cy, 22.8)
                   for c, dx in zip(pair, (-10.5, 10.5), strict=True))


def _cost_art(steps: int, angle: float) -> str:
    """How much wheat reaching the segment costs, by the rim."""
    x, y = _xy(angle, COST_R)
    return (f'<g class="seg-cost">{use("mt-good-wheat", x - 5.5, y, 10)}'
            f'<text x="{x + 4:.1f}" y="{y + 3.6:.1f}" text-anchor="middle">{steps}</text></g>')


def wheel(ui: MontanaBoard, ctx: Ctx) -> Markup:
    tr = ctx.tr
    w = ctx.view["wheel"]
    segments, arrow = w["segments"], w["at"]
    n = len(segments)
    step = (ctx.view.get("task") or {}).get("step")
    art, spots = [], []
    for i, pair in enumerate(segments):
        angle = i * 360 / n
        ahead = (i - arrow) % n
        art.append(f'<g {hooks.KEY}="mt-seg-{i}">{_wedge(i, n)}{_pair_art(ui, ctx, pair, angle)}'
                   + (_cost_art(ahead, angle) if ahead else "") + "</g>")
        what = ui.pair(ctx, i)
        tip = (tr("mt.tip.segment.at", pair=what) if not ahead else
               tr("mt.tip.segment.ahead", pair=what, n=ahead))
        key = f"advance:{ahead}" if ahead and ui.shows(ctx, "advance") else ""
        x, y = _xy(angle, PAIR_R)
        style = (f"left:{50 + x / 2 / RIM * 100 - SPOT / 2:.2f}%;"
                 f"top:{50 + y / 2 / RIM * 100 - SPOT / 2:.2f}%;width:{SPOT}%;height:{SPOT}%")
        spots.append(el("div", {"class": "seg-place" + (" at" if not ahead else ""),
                                "style": style},
                        ui.spot(ctx, key, el("span", {"class": "sr-only"}, tip), "seg-spot",
                                tip=tip)))
    pointer = (f'<g class="arrow" {hooks.KEY}="mt-arrow" '
               f'style="transform:rotate({arrow * 360 / n}deg)">'
               f'<path d="M0 -45 L10 -22 H-10 Z"/></g>')
    picture = Markup(
        f'<svg viewBox="{-RIM} {-RIM} {2 * RIM} {2 * RIM}" role="img" '
        f'aria-label="{esc(tr("mt.wheel.picture", pair=ui.pair(ctx, arrow)))}" '
        f'focusable="false"><circle class="rim" r="{RIM}"/>{"".join(art)}'
        f'<circle class="hub" r="{HUB}"/>{pointer}</svg>')
    return el("section", {"class": "mt-wheel", "aria-labelledby": "mt-wheel-h",
                          hooks.PAN_WITH: ".mt-board"},
              el("h3", {"id": "mt-wheel-h"}, tr("mt.wheel")),
              el("div", {"class": "wheel-disc"}, picture, spots,
                 el("div", {"class": "hub-place"}, _hub(ui, ctx, step))))


def _hub(ui: MontanaBoard, ctx: Ctx, step: str | None) -> Markup:
    """The hub: spin the wheel (the recruit action), or keep the arrow where it stands."""
    tr = ctx.tr
    tip = tr("mt.tip.hub")
    if step == "advance" or "noadvance" in ctx.by_key:
        return ui.spot(ctx, "noadvance", drawn(tr("mt.hub.stop")), "hub-spot", tip=tip)
    key = "recruit" if ui.shows(ctx, "recruit") else ""
    return ui.spot(ctx, key, drawn(tr("mt.hub.spin")), "hub-spot", tip=tip)
