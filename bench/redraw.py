"""A move's redraw, timed (issue 18, "moves you can watch"): from the move to the first
animation frame of its motion, and where that time goes.

    python3 bench/redraw.py [--cases homesteaders-work,...] [--size 1920x1080] [--present]
        [--text normal] [--pace normal] [--runs 3] [--bots 2]

Each case is a person's move of bench/motion_frames.py (Tess, in the first seat, against
two easy bots) in the position just before it; the move is pressed, then the computer
players' next `--bots` moves are timed as well. A redraw is one call of the page's
`westbound.render` with a motion; its parts are timed from outside, by wrapping what
render.js calls: Python's part (the click's event to the render's call: the engine's move
and the screen's HTML; for a bot's move, nothing before the call is counted), motion.js
`record`, morphdom, the board's fitting (present.js when presenting; on a laptop from
board-view.js's `reset` to its `apply`), motion.js `play`, the
rest of render (snapshots, marking), and the first animation frame after `play` (its
style, layout and paint come in that frame). Chromium's long animation frames (over 50 ms)
in the redraw are listed with the time their scripts forced style and layout.
Goal (issue 3): a move rendered within 100 ms. Run it with nothing else of yours running.
"""
from __future__ import annotations

import argparse
import contextlib
import statistics

from motion_frames import _press, _start
from pages import ready_page
from playing import go_home
from playwright.sync_api import TimeoutError as PlaywrightTimeout

#: wraps what render.js calls; `window.__redraw` gathers one record per render with motion
PROBE = """() => {
  if (window.__redraw) return;
  const probe = window.__redraw = { renders: [], click: null, long: [] };
  const now = () => performance.now();
  let cur = null;
  const wrap = (obj, name, part) => {
    const f = obj[name];
    obj[name] = function () {
      const t = now();
      try { return f.apply(this, arguments); } finally { if (cur) cur[part] += now() - t; }
    };
  };
  document.addEventListener('click', (e) => { probe.click = e.timeStamp; }, true);
  const render = window.westbound.render;
  window.westbound.render = function (root, html, highlight, motion) {
    if (!(highlight && motion > 0)) return render.apply(this, arguments);
    cur = { start: now(), click: probe.click, record: 0, morph: 0, fit: 0, play: 0,
            html: html.length, frame: null, end: 0 };
    probe.click = null;
    from = null;  // (a phone's or a presenting board's reset has no apply)
    const mine = cur;
    try { return render.apply(this, arguments); } finally {
      mine.end = now();
      probe.renders.push(mine);
      cur = null;
      requestAnimationFrame(() => { mine.frame = now(); });
    }
  };
  wrap(window.westboundMotion, 'record', 'record');
  wrap(window.westboundMotion, 'play', 'play');
  wrap(window, 'morphdom', 'morph');
  wrap(window.westboundPresent, 'fit', 'fit');
  // on a laptop render.js fits the board itself, between board-view.js's reset and apply
  const view = window.westboundView, reset = view.reset, apply = view.apply;
  let from = null;
  // (from morphdom's end: render.js reads the text size before it resets the board, or
  // instead, when it checks a board kept panned by its quick fit)
  const morph = window.morphdom, still = view.still;
  window.morphdom = function () {
    try { return morph.apply(this, arguments); } finally { if (cur) cur.morphed = now(); }
  };
  if (still) {
    view.still = function () {
      const kept = still.apply(this, arguments);
      if (cur && kept) cur.fit += now() - (cur.morphed || now());
      return kept;
    };
  }
  view.reset = function () {
    if (cur && from === null) from = cur.morphed || now();
    return reset.apply(this, arguments);
  };
  view.apply = function () {
    try { return apply.apply(this, arguments); } finally {
      if (cur && from !== null) cur.fit += now() - from;
      from = null;
    }
  };
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const scripts = e.scripts || [];
        probe.long.push({ start: e.startTime, duration: e.duration,
                          forced: scripts.reduce((t, x) => t + x.forcedStyleAndLayoutDuration, 0),
                          style: e.styleAndLayoutStart
                            ? e.startTime + e.duration - e.styleAndLayoutStart : 0 });
      }
    }).observe({ type: 'long-animation-frame' });
  }
}"""

PARTS = ("python", "record", "morph", "fit", "play", "other", "frame", "total")


def _parts(r: dict) -> dict[str, float]:
    """One render's parts, ms; `python` only for a person's click (its event to the call)."""
    python = r["start"] - r["click"] if r["click"] is not None else 0.0
    inside = r["end"] - r["start"]
    frame = (r["frame"] or r["end"]) - r["end"]
    other = inside - r["record"] - r["morph"] - r["fit"] - r["play"]
    return {"python": python, "record": r["record"], "morph": r["morph"], "fit": r["fit"],
            "play": r["play"], "other": other, "frame": frame, "total": python + inside + frame}


def measure(page, case: str, text: str, present: bool, pace: str, bots: int,
            wait: float = 12) -> list[dict]:
    """The case's move and the bots' next `bots` moves: one record per render with motion."""
    key = _start(page, case, text, present, pace)
    page.evaluate(PROBE)
    page.evaluate("window.__redraw.renders = []; window.__redraw.long = []")
    _press(page, key)
    done = "n => window.__redraw.renders.length >= n && window.__redraw.renders.every(r => r.frame)"
    page.wait_for_function(done, arg=1, timeout=60_000)
    # the bots' moves, when the next decision is theirs (some moves are followed by the
    # same player's next one)
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_function(done, arg=1 + bots, timeout=wait * 1000)
    probe = page.evaluate("window.__redraw")
    go_home(page)
    out = []
    for r in probe["renders"][:1 + bots]:
        parts = _parts(r)
        until = r["frame"] or r["end"]
        longs = [x for x in probe["long"]
                 if x["start"] < until and x["start"] + x["duration"] > r["start"]]
        parts["long"] = sum(x["duration"] for x in longs)
        parts["forced"] = sum(x["forced"] for x in longs)
        out.append(parts)
    return out


def profile(page, case: str, text: str, present: bool, pace: str, top: int = 25) -> None:
    """The case's move under Chromium's sampling profiler: the functions that took the most
    time of their own (a browser's style and layout count as "(program)" or as the script
    that forced them), from the press to the first frame of its motion."""
    key = _start(page, case, text, present, pace)
    page.evaluate(PROBE)
    page.evaluate("window.__redraw.renders = []")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Profiler.enable")
    cdp.send("Profiler.setSamplingInterval", {"interval": 200})
    cdp.send("Profiler.start")
    _press(page, key)
    page.wait_for_function(
        "() => window.__redraw.renders.length && window.__redraw.renders[0].frame")
    nodes = cdp.send("Profiler.stop")["profile"]
    go_home(page)
    prof = nodes
    by_id = {n["id"]: n for n in prof["nodes"]}
    gaps = prof["timeDeltas"]
    self_ms: dict[str, float] = {}
    for sample, dt in zip(prof["samples"], [*gaps[1:], 0], strict=True):
        f = by_id[sample]["callFrame"]
        where = f"{f['url'].rsplit('/', 1)[-1]}:{f['lineNumber'] + 1}"
        name = f"{f['functionName'] or '(anon)'} {where}"
        self_ms[name] = self_ms.get(name, 0) + dt / 1000
    print(f"-- {case}: self time, ms")
    for name, ms in sorted(self_ms.items(), key=lambda kv: -kv[1])[:top]:
        if "(idle)" not in name:
            print(f"{ms:8.1f}  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default="homesteaders-work,goldwest-build,montana-recruit")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--text", default="normal")
    parser.add_argument("--present", action="store_true")
    parser.add_argument("--pace", default="normal")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--bots", type=int, default=2)
    parser.add_argument("--profile", action="store_true",
                        help="the functions that took the time, instead of the timings")
    args = parser.parse_args()
    width, height = map(int, args.size.split("x"))
    print(f"{args.size} text {args.text}" + (" presenting" if args.present else "")
          + f", median of {args.runs} runs, ms")
    print(f"{'move':28}" + "".join(f"{p:>8}" for p in PARTS) + f"{'longAF':>8}{'forced':>8}")
    with ready_page(width, height) as page:
        for case in args.cases.split(","):
            if args.profile:
                profile(page, case, args.text, args.present, args.pace)
                continue
            runs = [measure(page, case, args.text, args.present, args.pace, args.bots)
                    for _ in range(args.runs)]
            for i in range(1 + args.bots):
                label = case + (" (click)" if i == 0 else f" next {i}")
                if any(len(run) <= i for run in runs):
                    break
                cols = [statistics.median(run[i][p] for run in runs)
                        for p in (*PARTS, "long", "forced")]
                print(f"{label:28}" + "".join(f"{c:8.0f}" for c in cols), flush=True)


if __name__ == "__main__":
    main()
