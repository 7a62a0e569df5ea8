"""Page benchmark: start-up, bytes of a first visit, move rendering, frame gaps while a bot thinks.

    python3 bench/page.py [--runs N] [--moves M]
    python3 bench/page.py --hard [--moves M] [--think S]

Needs what scripts/test installs (Debian's Chromium, playwright) and the runtime in assets/
(scripts/setup). It serves the repository root on 127.0.0.1 and measures, in Chromium with a
persistent profile (a real disk cache, as a returning visitor has):

  * start-up to ready: navigation start -> body[data-py-ready], cold (new profile), warm (a
    reload: the service worker answers from its cache) and warm after a browser restart;
    and, in the same run, a bare Pyodide start (loadPyodide() on an empty page) to compare;
  * bytes downloaded on a first visit: until Python is ready, and by the service worker's
    precache afterwards (the local server does not compress; the gzip figure is what a host
    that gzips, like GitHub Pages, would send);
  * click -> next rendered position: from a click on a <button data-action> to the first
    animation frame after the page changed (Homesteaders, one person and two bots);
  * the longest gap between animation frames while a bot thinks (body has [data-thinking]).

With --hard, the hard search instead (issue 13), each figure on its own: (1) the longest
frame gap while the hard bot thinks in the worker (Gold West, 2 players), (2) while a hint is
computed (Homesteaders; in the worker, then with no worker: sliced on the main thread), and
(3) the frame gap in which the page takes the answer in (applies the move and draws it, or
draws the hint); next to each, Chromium's long animation frames (over 50 ms of main-thread
work, with their scripts and the layout they forced): a gap with no long frame is the
machine's load, not the page's work.

Goals (issue 3): ready within 0.5 s of a bare Pyodide start; warm start under 2.5 s; a move
rendered within 100 ms; no frame gap above 100 ms while a bot thinks.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "e2e"))

from conftest import CHROMIUM, CHROMIUM_ARGS, READY_SELECTOR  # noqa: E402
from devserver import SiteServer  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

BARE_PATH = "/__bench__/bare.html"
BARE_PAGE = b"""<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>bare Pyodide</title></head><body><script type="module">
import { loadPyodide } from "../assets/pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("import sys");
document.body.dataset.pyReady = "1";
</script></body></html>"""

# Installed before any page script: the time Python declared itself ready, animation frames
# (with whether a bot was thinking), and click -> next rendered frame.
PROBE = """
(() => {
  const probe = window.__probe = { readyAt: null, frames: [], clicks: [] };
  const thinking = () => !!document.querySelector("[data-thinking]");
  new MutationObserver((_, observer) => {
    if (document.body && document.body.hasAttribute("data-py-ready")) {
      probe.readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-py-ready"] });
  const frame = (t) => {
    if (probe.recordFrames) probe.frames.push([performance.now(), thinking()]);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener("click", (event) => {
    const button = event.target.closest && event.target.closest("button[data-action]");
    if (!button) return;
    const click = { key: button.dataset.action, at: performance.now(), changed: null,
                    painted: null };
    probe.clicks.push(click);
    const app = document.getElementById("app");
    const observer = new MutationObserver(() => {
      observer.disconnect();
      click.changed = performance.now();
      requestAnimationFrame(() => { click.painted = performance.now(); });
    });
    observer.observe(app, { childList: true, subtree: true, attributes: true,
                            characterData: true });
  }, true);
})();
"""


def median(values):
    return statistics.median(values) if values else float("nan")


def fmt_ms(values):
    if not values:
        return "n/a"
    if len(values) == 1:
        return f"{values[0]:,.0f} ms"
    return (f"{median(values):,.0f} ms (median of {len(values)}; "
            f"min {min(values):,.0f}, max {max(values):,.0f})")


class Browser:
    """A persistent Chromium profile; records every request of the context."""

    def __init__(self, playwright, profile: Path):
        self.context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 800})
        self.context.add_init_script(PROBE)
        self.finished = []
        self.offsite = []
        self.context.on("requestfinished", lambda request: self.finished.append(request))
        self.context.on("request", self._check)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()

    def _check(self, request):
        host = urlsplit(request.url).hostname
        if request.url.startswith(("http:", "https:")) and host != "127.0.0.1":
            self.offsite.append(request.url)

    def open(self, url, reload=False):
        self.finished.clear()
        if reload:
            self.page.reload()
        else:
            self.page.goto(url)
        self.page.wait_for_selector(READY_SELECTOR, state="attached", timeout=120_000)
        return self.page.evaluate("window.__probe.readyAt")

    def close(self):
        self.context.close()


def transferred(requests):
    """(bytes on the wire, files) for the requests that went to the network."""
    total, files = 0, []
    for request in requests:
        response = request.response()
        if response is None or response.from_service_worker:
            continue
        sizes = request.sizes()
        total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        if sizes["responseBodySize"] > 0:
            files.append(urlsplit(request.url).path)
    return total, files


def gzip_size(server_root: Path, paths) -> int:
    size = 0
    for path in paths:
        rel = path.lstrip("/") or "index.html"
        file = server_root / rel
        if file.is_file():
            size += len(gzip.compress(file.read_bytes(), compresslevel=6))
    return size


def startup(playwright, url, label):
    """One cold, warm (reload) and warm-after-restart start-up of ``url``, new profile."""
    with tempfile.TemporaryDirectory(prefix="westbound-profile-") as profile:
        browser = Browser(playwright, Path(profile))
        cold = browser.open(url)
        page_bytes, page_files = transferred(browser.finished)
        # Let the service worker (if any) finish its precache before the warm loads.
        has_sw = browser.page.evaluate("""async () => {
          if (!("serviceWorker" in navigator)) return false;
          const deadline = performance.now() + 60000;
          while (!(await navigator.serviceWorker.getRegistration())) {
            if (performance.now() > deadline) return false;
            await new Promise((r) => setTimeout(r, 50));
          }
          await navigator.serviceWorker.ready;
          return true;
        }""")
        sw_bytes, _ = transferred(r for r in browser.finished if r.service_worker)
        # and the start-up snapshot (assets/snapshot.mjs), made in a worker after a first start
        if browser.page.evaluate("!!document.documentElement.dataset.snapshot"):
            browser.page.wait_for_selector("html[data-snapshot-made], html[data-snapshot=off]",
                                           state="attached", timeout=180_000)
        warm = browser.open(url, reload=True)
        kinds = [browser.page.evaluate("document.documentElement.dataset.snapshot || ''")]
        offsite = list(browser.offsite)
        browser.close()
        browser = Browser(playwright, Path(profile))
        restart = browser.open(url)
        kinds.append(browser.page.evaluate("document.documentElement.dataset.snapshot || ''"))
        offsite += browser.offsite
        browser.close()
    if offsite:
        sys.exit(f"{label}: requests to non-local addresses: {offsite}")
    if any(kinds):
        print(f"{label}: the warm and restarted starts' snapshot: {kinds}", flush=True)
    return {"cold": cold, "warm": warm, "restart": restart, "bytes": page_bytes,
            "files": page_files, "sw_bytes": sw_bytes if has_sw else 0}


def startups(playwright, urls, runs):
    """Runs each kind in turn, ``runs`` times, so that both see the same machine load."""
    results = {label: {"cold": [], "warm": [], "restart": []} for label in urls}
    for _ in range(runs):
        for label, url in urls.items():
            one = startup(playwright, url, label)
            for kind in ("cold", "warm", "restart"):
                results[label][kind].append(one[kind])
            results[label].setdefault("first_visit", one)
    return results


def play(playwright, url, moves):
    """Homesteaders, seat 1 a person and seats 2-3 bots: click moves, watch bots think."""
    with tempfile.TemporaryDirectory(prefix="westbound-profile-") as profile:
        browser = Browser(playwright, Path(profile))
        page = browser.page
        browser.open(url)
        new = page.locator('button[data-cmd="new"][data-arg="homesteaders"]')
        if new.count() == 0:
            browser.close()
            return None
        pace = page.locator('select[data-cmd="pace"]')
        if pace.count():
            pace.select_option("instant")
        new.click()
        page.locator('button[data-cmd="start"]').click()
        page.evaluate("window.__probe.recordFrames = true")
        clicked = 0
        deadline = time.monotonic() + 60 + 10 * moves
        while clicked < moves and time.monotonic() < deadline:
            if page.locator(".screen-end").count():
                break
            if page.locator('[data-cmd="handover"]').count():
                page.locator('[data-cmd="handover"]').first.click()
                continue
            buttons = page.locator("button[data-action]:not([disabled]):not([data-free]):visible")
            if page.locator("[data-thinking]").count() or buttons.count() == 0:
                page.wait_for_timeout(50)
                continue
            before = page.evaluate("window.__probe.clicks.length")
            buttons.first.click()
            page.wait_for_function("n => window.__probe.clicks.length > n "
                                   "&& window.__probe.clicks[n].painted !== null",
                                   arg=before, timeout=30_000)
            clicked += 1
        # Let the bots answer the last move.
        page.wait_for_timeout(500)
        page.wait_for_function("!document.querySelector('[data-thinking]')", timeout=60_000)
        probe = page.evaluate("window.__probe")
        offsite = browser.offsite
        browser.close()
    if offsite:
        sys.exit(f"play: requests to non-local addresses: {offsite}")
    clicks = [c["painted"] - c["at"] for c in probe["clicks"] if c["painted"] is not None]
    frames = probe["frames"]
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(frames) if a[1] or b[1]]
    all_gaps = [b[0] - a[0] for a, b in itertools.pairwise(frames)]
    thinking_frames = sum(1 for f in frames if f[1])
    return {"clicks": clicks, "gaps": gaps, "all_gaps": all_gaps,
            "thinking_frames": thinking_frames}


# Frames while a search runs: each frame notes which move of the hard seat is being thought
# about (a new one when the turn banner names it anew, or when the last move's number
# changes: the page morphs its DOM, so one banner may stay through the seat's several moves;
# 0: none), whether a hint is being computed (its button is busy) and how many suggested
# moves show. Chromium's own view of the page's main thread comes with them: its long
# animation frames (over 50 ms), each with the time its scripts ran, the part of it spent in
# style and layout they forced, and the longest script's entry point.
SEARCH_PROBE = """(name) => {
  const probe = window.__search = { frames: [], moves: 0, banner: null, last: null,
                                    long: [] };
  const frame = () => {
    const turn = document.querySelector('.turn[data-thinking]');
    const hard = !!(turn && turn.textContent.includes(name));
    const made = document.querySelector('[data-last-move]');
    const last = made ? made.dataset.lastMove : null;
    if (hard && (turn !== probe.banner || last !== probe.last)) probe.moves += 1;
    probe.banner = hard ? turn : null;
    probe.last = last;
    probe.frames.push([performance.now(), hard ? probe.moves : 0,
                       !!document.querySelector('[data-cmd="hint"][aria-busy]'),
                       document.querySelectorAll('[data-hint-panel] .hint-moves li').length]);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  if (PerformanceObserver.supportedEntryTypes.includes("long-animation-frame")) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const scripts = e.scripts || [];
        const top = scripts.reduce((a, b) => (b.duration > a.duration ? b : a),
                                   { duration: 0, invoker: "" });
        probe.long.push([e.startTime, e.duration,
                         scripts.reduce((t, x) => t + x.duration, 0),
                         scripts.reduce((t, x) => t + x.forcedStyleAndLayoutDuration, 0),
                         top.invoker]);
      }
    }).observe({ type: "long-animation-frame" });
  }
}"""
HARD_NAME = "Hardy"


class Episode(NamedTuple):
    """A search seen from the page: from the first frame that shows it to the first frame
    after it (the answer taken in: the move applied and drawn, or the hint shown)."""
    start: float  # the first frame showing the search
    last: float  # the last frame showing it
    end: float  # the first frame after it

    @property
    def duration(self) -> float:
        return self.end - self.start

    @property
    def answer(self) -> float:
        """The frame gap in which the page took in the answer."""
        return self.end - self.last


def _episodes(frames, column):
    """(episode, longest frame gap while it searched) of each run of frames with the same
    true value in `column`; the gap in which the answer is taken in is not counted there
    (`Episode.answer`)."""
    out, start, gap = [], None, 0.0
    for before, now in itertools.pairwise(frames):
        if start is not None and now[column] != before[column]:
            out.append((Episode(start, before[0], now[0]), gap))
            start = None
        if now[column] and start is None:
            start, gap = now[0], 0.0
        elif now[column]:
            gap = max(gap, now[0] - before[0])
    return out


def _long_frames(long, episodes, answer):
    """Chromium's long animation frames within the searches (`answer` False: from the
    first frame showing a search to its last) or in the frame gaps that took their answers
    in (`answer` True)."""
    found = []
    for frame in long:
        start, end = frame[0], frame[0] + frame[1]
        for episode, _ in episodes:
            if answer and start < episode.end and end > episode.last:
                found.append(frame)
                break
            if not answer and start >= episode.start and end <= episode.last:
                found.append(frame)
                break
    return found


def fmt_long(frames) -> str:
    """The longest of Chromium's long animation frames, with what its time went to."""
    if not frames:
        return "none (no frame over 50 ms)"
    top = max(frames, key=lambda f: f[1])
    return (f"{len(frames)}, the longest {top[1]:,.0f} ms (scripts {top[2]:,.0f} ms, of which "
            f"style and layout they forced {top[3]:,.0f} ms; from {top[4] or 'no script'})")


def _settings(page, think):
    page.evaluate("t => localStorage.setItem('westbound.settings', JSON.stringify("
                  "{think: t, pace: 'instant'}))", think)
    page.reload()
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=120_000)


def _new_game(page, game, seats, seed):
    page.locator(f'button[data-cmd="new"][data-arg="{game}"]').click()
    page.select_option('[name="players"]', str(len(seats)))
    for i, (name, who) in enumerate(seats):
        page.fill(f'[name="name-{i}"]', name)
        page.select_option(f'[name="who-{i}"]', who)
    page.fill('[name="seed"]', str(seed))
    page.locator('button[data-cmd="start"]').click()


def hard_bot(playwright, url, moves, think):
    """Gold West, the hard bot against a medium one: its time per move (the turn banner
    says it thinks) and the longest frame gap meanwhile."""
    with tempfile.TemporaryDirectory(prefix="westbound-profile-") as profile:
        browser = Browser(playwright, Path(profile))
        page = browser.page
        browser.open(url)
        _settings(page, think)
        _new_game(page, "goldwest", [(HARD_NAME, "bot:hard"), ("Mel", "bot:medium")], 5)
        page.evaluate(SEARCH_PROBE, HARD_NAME)
        page.wait_for_function(
            "n => window.__search.moves > n || document.querySelector('.screen-end')",
            arg=moves, timeout=(120 + 5 * moves * float(think)) * 1000)
        probe = page.evaluate("window.__search")
        browser.close()
    return _episodes(probe["frames"], 1), probe["long"]


def hint(playwright, url, asks, think):
    """Homesteaders, a person against a medium bot: "Suggest a move" `asks` times (a move
    made between two asks): the time until the three moves show, the longest frame gap; and
    the longest frame gap over `IDLE_MS` of the game screen with nothing searching (what the
    machine's own load costs), first. Returns the episodes, the long animation frames within
    them and in their answers' gaps, and that idle gap."""
    results, long, answers = [], [], []
    idle = 0.0
    with tempfile.TemporaryDirectory(prefix="westbound-profile-") as profile:
        browser = Browser(playwright, Path(profile))
        page = browser.page
        browser.open(url)
        _settings(page, think)
        _new_game(page, "homesteaders", [("Ann", "person"), ("Mel", "bot:medium")], 12)
        for ask in range(asks):
            page.wait_for_function("() => document.querySelector('#moves [data-action]') "
                                   "&& !document.querySelector('.turn[data-thinking]')",
                                   timeout=60_000)
            if ask == 0:
                page.evaluate(SEARCH_PROBE, HARD_NAME)
                page.wait_for_timeout(IDLE_MS)
                stamps = [f[0] for f in page.evaluate("window.__search.frames")]
                idle = max(b - a for a, b in itertools.pairwise(stamps))
            page.evaluate(SEARCH_PROBE, HARD_NAME)
            page.click('[data-cmd="hint"]')
            page.wait_for_selector("[data-hint-panel] .hint-moves li", timeout=180_000)
            page.wait_for_timeout(100)
            probe = page.evaluate("window.__search")
            found = _episodes(probe["frames"], 2)
            results += found
            long += _long_frames(probe["long"], found, answer=False)
            answers += _long_frames(probe["long"], found, answer=True)
            # a move the person sees (on the board, or in the list when the board lacks it)
            page.locator("[data-action]:not([data-free]):visible").first.click()
        browser.close()
    return results, long, answers, idle


#: a search worker that cannot start: the page must search on its main thread, in slices
#: how long the game screen is watched with nothing searching (ms)
IDLE_MS = 3000
BROKEN_WORKER = {"/search_worker.py": (b"raise ImportError('no search worker')\n",
                                       "text/x-python")}


def searches(playwright, moves, think):
    """The hard bot's and the hint's figures, in the worker and on the main thread."""
    print(f"\nThe hard search in the page (thinking time {think} s; goal: no frame gap over "
          "100 ms):", flush=True)
    with SiteServer(ROOT) as server:
        bot, bot_long = hard_bot(playwright, server.url, moves, think)
        hints = hint(playwright, server.url, 3, think)
    with SiteServer(ROOT, extra=BROKEN_WORKER) as server:
        inline = hint(playwright, server.url, 3, think)
    print(f"  longest frame gap on the game screen with nothing searching: {hints[3]:,.0f} ms "
          f"(the machine's own load; load average {os.getloadavg()[0]:.1f})")
    if bot:
        (first, first_gap), rest = bot[0], bot[1:] or bot
        episodes = [e for e, _ in rest]
        print(f"  hard bot's move, Gold West (2 players, in the worker): "
              f"{fmt_ms([e.duration for e in episodes])} over {len(rest)} moves after the "
              f"first; the first (the worker starting) {first.duration:,.0f} ms")
        print(f"  1. longest frame gap while the hard bot thinks: "
              f"{max(g for _, g in rest):,.0f} ms (while the worker starts: "
              f"{first_gap:,.0f} ms)")
        print(f"     main-thread long frames meanwhile: "
              f"{fmt_long(_long_frames(bot_long, rest, answer=False))}")
        print(f"  3. when its move arrives, the page applies and draws it: frame gap "
              f"{fmt_ms([e.answer for e in episodes])}")
        print(f"     main-thread long frames then: "
              f"{fmt_long(_long_frames(bot_long, rest, answer=True))}")
    for label, (found, long, answers, _) in (("in the worker", hints),
                                              ("on the main thread, no worker", inline)):
        if found:
            (first, first_gap), rest = found[0], found[1:] or found
            print(f"  hint, Homesteaders ({label}): "
                  f"{fmt_ms([e.duration for e, _ in rest])} until the three moves show; the "
                  f"first (which also starts the worker) {first.duration:,.0f} ms")
            print(f"  2. longest frame gap while the hint is computed: "
                  f"{max(g for _, g in rest):,.0f} ms (the first: {first_gap:,.0f} ms); "
                  f"main-thread long frames meanwhile: "
                  f"{fmt_long(_long_frames(long, rest, answer=False))}")
            print(f"  3. when it is drawn: frame gap {fmt_ms([e.answer for e, _ in found])}; "
                  f"long frames then: {fmt_long(answers)}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="start-ups of each kind")
    parser.add_argument("--moves", type=int, default=8, help="moves clicked by the person")
    parser.add_argument("--hard", action="store_true",
                        help="only the hard search: its moves, hints and frame gaps")
    parser.add_argument("--think", default="1", help="the thinking time setting (s)")
    parser.add_argument("--variant", type=Path, action="append", default=[],
                        help="also start another build of the site, served from this folder "
                             "(interleaved with the others, to compare; may be repeated)")
    parser.add_argument("--startup-only", action="store_true",
                        help="only the start-ups and the bytes of a first visit")
    args = parser.parse_args(argv)
    if args.hard:
        subprocess.run([sys.executable, str(ROOT / "scripts" / "setup"), "--build-only"],
                       check=True, stdout=subprocess.DEVNULL)
        with sync_playwright() as playwright:
            print(f"Westbound page benchmark, the hard search: {CHROMIUM}; load average "
                  f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs", flush=True)
            searches(playwright, 2 * args.moves, args.think)
        return

    subprocess.run([sys.executable, str(ROOT / "scripts" / "setup"), "--build-only"],
                   check=True, stdout=subprocess.DEVNULL)
    extra = {BARE_PATH: (BARE_PAGE, "text/html; charset=utf-8")}
    with (SiteServer(ROOT, extra=extra) as server, contextlib.ExitStack() as others,
          sync_playwright() as playwright):
        print(f"Westbound page benchmark: {args.runs} runs of each start-up, {CHROMIUM}, "
              f"served by {server.url}; load average {os.getloadavg()[0]:.1f} on "
              f"{os.cpu_count()} CPUs", flush=True)
        urls = {"bare": server.url + BARE_PATH.lstrip("/"), "site": server.url}
        for folder in args.variant:
            urls[str(folder)] = others.enter_context(SiteServer(folder)).url
        both = startups(playwright, urls, args.runs)
        bare, site = both["bare"], both["site"]
        game = None if args.startup_only else play(playwright, server.url, args.moves)

    print("\nStart-up, navigation start -> Python ready:")
    print(f"  bare Pyodide (loadPyodide only), cold:   {fmt_ms(bare['cold'])}")
    print(f"  Westbound, cold (new profile):           {fmt_ms(site['cold'])}")
    print(f"  Westbound, warm (reload, service worker): {fmt_ms(site['warm'])}")
    print(f"  Westbound, warm after browser restart:   {fmt_ms(site['restart'])}")
    overhead = median(site["cold"]) - median(bare["cold"])
    print(f"  Westbound cold - bare Pyodide cold:      {overhead:,.0f} ms (goal <= 500 ms)")
    print(f"  bare Pyodide, warm (reload, HTTP cache):  {fmt_ms(bare['warm'])}")
    print(f"  bare Pyodide, warm after restart:        {fmt_ms(bare['restart'])}")
    for folder in args.variant:
        variant = both[str(folder)]
        print(f"  {folder}, cold:  {fmt_ms(variant['cold'])}")
        print(f"  {folder}, warm:  {fmt_ms(variant['warm'])}")
        print(f"  {folder}, after restart:  {fmt_ms(variant['restart'])}")

    visit = site["first_visit"]
    gz = gzip_size(ROOT, visit["files"])
    print("\nFirst visit, bytes downloaded:")
    print(f"  until Python is ready: {visit['bytes']:,} B in {len(visit['files'])} files "
          f"(about {gz:,} B if the host gzips)")
    print(f"  service-worker precache afterwards: {visit['sw_bytes']:,} B "
          "(files the HTTP cache already had are revalidated, not downloaded again)")

    print(f"\n(load average at the end: {os.getloadavg()[0]:.1f}; numbers are only comparable "
          "on an otherwise idle machine)")
    if args.startup_only:
        return
    print("\nPlaying Homesteaders (one person, two bots, pace 'instant'):")
    if game is None:
        print("  not measured: the page has no Homesteaders 'new game' button yet")
        return
    print(f"  click -> next rendered position: {fmt_ms(game['clicks'])} (goal <= 100 ms)")
    if game["gaps"]:
        print(f"  longest frame gap while a bot thinks: {max(game['gaps']):,.0f} ms over "
              f"{game['thinking_frames']} frames with a bot thinking (goal <= 100 ms)")
    else:
        print("  longest frame gap while a bot thinks: no frame showed a bot thinking")
    if game["all_gaps"]:
        print(f"  longest frame gap during the whole game: {max(game['all_gaps']):,.0f} ms")


if __name__ == "__main__":
    main()
