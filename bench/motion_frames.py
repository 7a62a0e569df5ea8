"""Moves one can watch, looked at mid-flight (issue 18): one move of each game with several
steps, its motion stopped at chosen moments and photographed, and a screen recording of it.

    python3 bench/motion_frames.py [--cases goldwest-build,...] [--size 1280x800]
        [--text normal] [--present] [--pace slow] [--video [--seconds 8]] [--out DIR]

Each case is a person's move (Tess, in the first seat, against two easy bots) in a position
the engine's bots reached just before it, played at the slow pace (--pace). As the page starts the
move's motion, every animation of it is paused at its start; the page is then photographed
at moments measured from that start (a quarter, a half and three quarters of each step, and
the end), every animation set to the same moment (`currentTime`): what a room sees then.
With --video the move plays on, unstopped, in a Playwright recording (one per case), with
the computer players' moves that follow it for --seconds, and ffmpeg takes ten frames a
second of it. Output: test-results/motion9/ (--out). The classroom's recordings (README,
"Presenting to a class"):

    python3 bench/motion_frames.py --video --size 1920x1080 --present --pace normal \
        --text large --out test-results/motion-videos \
        --cases homesteaders-build,goldwest-build,montana-recruit

A recording needs Playwright's ffmpeg (`playwright install ffmpeg`); the system's ffmpeg
does as well, linked as ffmpeg-<revision>/ffmpeg-linux (the revision in Playwright's
browsers.json) in a folder named by $PLAYWRIGHT_BROWSERS_PATH for the run.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys

from pages import ROOT, ready_page

sys.path.insert(0, str(ROOT))

from board_play import bots_save_before, resume_with_bots
from playing import click_preferred, go_home, set_pace

OUT = ROOT / "test-results" / "motion9"
#: case -> (game, seed, the kind of Tess's move)
CASES = {
    "homesteaders-build": ("homesteaders", 4, "build"),
    "homesteaders-work": ("homesteaders", 4, "work"),
    "goldwest-build": ("goldwest", 5, "build"),
    "goldwest-invest": ("goldwest", 7, "invest"),
    "montana-recruit": ("montana", 5, "recruit"),
    "montana-start": ("montana", 3, "start"),
}
#: the next motion the page plays is paused at its start; `window.frozen` then says its
#: steps, a step's length and its end (ms from its start)
FREEZE_NEXT = """() => {
  const motion = window.westboundMotion;
  if (motion.frozenPlay) return;
  const play = motion.play;
  window.westboundMotion = Object.assign({}, motion, {frozenPlay: true, play(root, before, s) {
    const steps = play(root, before, s);
    if (window.freezeNext && steps) {
      window.freezeNext = false;
      const ours = document.getAnimations().filter((a) => a.id === 'westbound-motion');
      ours.forEach((a) => { a.pause(); a.currentTime = 0; });
      const presenting = !!document.querySelector('.presenting');
      window.frozen = {steps, ms: s * 1000 * (presenting ? 1.5 : 1),
                       end: Math.max(...ours.map((a) => a.effect.getComputedTiming().endTime))};
    }
    return steps;
  }});
}"""
#: every animation of the motion at moment `t` (ms from its start); one that ends by then
#: is finished (its token gone, its piece shown)
AT = """(t) => {
  for (const a of document.getAnimations().filter((a) => a.id === 'westbound-motion')) {
    if (t >= a.effect.getComputedTiming().endTime) a.finish(); else a.currentTime = t;
  }
}"""
RESUME = """() => document.getAnimations().filter((a) => a.id === 'westbound-motion')
  .forEach((a) => a.play())"""


def _start(page, case: str, text: str, present: bool, pace: str) -> str:
    """The position before the case's move on screen, at `pace`; returns its key."""
    game, seed, kind = CASES[case]
    go_home(page)
    set_pace(page, pace)
    page.select_option('[data-cmd="text"]', text)
    engine_save, key = bots_save_before(game, 3, seed=seed, kind=kind)
    resume_with_bots(page, engine_save)
    if present and not page.locator(".presenting").count():
        page.click('[data-cmd="present"]')
    return key


def _start_bots(page, case: str, text: str, present: bool) -> None:
    """The position before the case's move on screen with bots at every seat, at the
    teacher's pace: each bot's move waits for Next (a classroom watching the computer)."""
    game, seed, kind = CASES[case]
    go_home(page)
    set_pace(page, "teacher")
    page.select_option('[data-cmd="text"]', text)
    engine_save, _ = bots_save_before(game, 3, seed=seed, kind=kind)
    seats = [{"name": name, "kind": "bot", "level": "easy"} for name in ("Tess", "Bot B", "Bot C")]
    record = json.dumps({"engine": engine_save, "page": {"seats": seats}})
    page.set_input_files('input[data-cmd="import"]', files=[
        {"name": "save.json", "mimeType": "application/json", "buffer": record.encode()}])
    page.locator('.save [data-cmd="resume"]').first.click()
    page.locator('[data-cmd="next"]').wait_for()
    if present and not page.locator(".presenting").count():
        page.click('[data-cmd="present"]')


def _next_moves(page, moves: int) -> None:
    """Press Next `moves` times, each after the move before it has played its motion and
    the room has read its sentence for a second and a half (a teacher's pause)."""
    for _ in range(moves):
        page.wait_for_timeout(1500)
        page.locator('[data-cmd="next"]').click()
        page.mouse.move(2, page.viewport_size["height"] - 2)
        page.wait_for_function("""() => !document.getAnimations().some(
          (a) => a.id === 'westbound-motion' && a.playState === 'running')""")
    page.wait_for_timeout(1500)


def _press(page, key: str) -> None:
    """Press the move `key` itself (`click_preferred` takes the first of its kind): on the
    board when it is shown there, else in the move list."""
    spot = page.locator(f'.board button.spot[data-action="{key}"]:visible')
    if spot.count():
        spot.first.click()
    else:
        page.locator(f'#moves [data-action="{key}"]').first.dispatch_event("click")


def frames(page, case: str, stem: str, text: str, present: bool, pace: str) -> None:
    """The case's move, stopped at moments of its motion, photographed."""
    key = _start(page, case, text, present, pace)
    page.evaluate(FREEZE_NEXT)
    page.evaluate("window.frozen = null; window.freezeNext = true")
    assert click_preferred(page, [key]) == key
    frozen = page.wait_for_function("() => window.frozen").json_value()
    ms = frozen["ms"]
    moments = [0.0] + [(i + f) * ms for i in range(frozen["steps"]) for f in (0.25, 0.5, 0.75)]
    moments.append(frozen["end"])
    print(case, frozen, flush=True)
    for n, t in enumerate(moments):
        page.evaluate(AT, t)
        page.screenshot(path=str(OUT / f"{stem}-{n:02d}-{t:05.0f}ms.png"))
    page.evaluate(RESUME)
    go_home(page)


def video(width: int, height: int, game_cases: list[str], text: str, present: bool,
          pace: str, seconds: float, teacher: int = 0) -> None:
    """Each case's move and the computer players' moves after it, played at `pace` in a
    recording of its own page, and ten frames a second of the recording from the click on."""
    for case in game_cases:
        stem = f"video-{case}-{width}x{height}-{text}" + ("-present" if present else "")
        folder = OUT / stem
        shutil.rmtree(folder, ignore_errors=True)
        size = {"width": width, "height": height}
        with ready_page(width, height, record_video_dir=str(folder),
                        record_video_size=size) as page:
            if teacher:
                _start_bots(page, case, text, present)
                at = page.evaluate("performance.now()") / 1000
                _next_moves(page, teacher)
                seconds = page.evaluate("performance.now()") / 1000 - at + 0.5
                go_home(page)
            else:
                key = _start(page, case, text, present, pace)
                # the recording starts with the page, about when its clock does
                at = page.evaluate("performance.now()") / 1000
                _press(page, key)
                page.mouse.move(2, height - 2)  # the pointer's tip off the board
                # the recording goes on while the moves play
                page.wait_for_timeout(seconds * 1000)
                go_home(page)
        webm = next(folder.glob("*.webm"))
        shutil.move(webm, OUT / f"{stem}.webm")
        subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-ss", f"{max(0, at - 0.5):.2f}",
                        "-i", str(OUT / f"{stem}.webm"), "-t", f"{seconds:g}", "-vf", "fps=10",
                        str(folder / "frame-%03d.png")], check=True)
        print(case, "video", f"click at {at:.1f} s", flush=True)


def main() -> None:
    global OUT
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--text", default="normal")
    parser.add_argument("--present", action="store_true")
    parser.add_argument("--pace", default="slow")
    parser.add_argument("--video", action="store_true")
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--teacher", type=int, default=0,
                        help="bots at every seat at the teacher's pace, Next pressed N times")
    parser.add_argument("--out", default=str(OUT.relative_to(ROOT)))
    args = parser.parse_args()
    OUT = ROOT / args.out
    width, height = map(int, args.size.split("x"))
    cases = args.cases.split(",")
    OUT.mkdir(parents=True, exist_ok=True)
    if args.video:
        video(width, height, cases, args.text, args.present, args.pace, args.seconds,
              args.teacher)
        return
    with ready_page(width, height) as page:
        for case in cases:
            stem = f"{case}-{args.size}-{args.text}" + ("-present" if args.present else "")
            frames(page, case, stem, args.text, args.present, args.pace)


if __name__ == "__main__":
    main()
