"""Lighthouse (mobile, simulated throttling: a mid-range phone on slow 4G) on the home page,
served gzipped as GitHub Pages serves it.

    python3 bench/lighthouse.py [--root DIR] [--runs N]

Needs what scripts/setup installs (Lighthouse from npm, pinned in package.json) and Debian's
Chromium. --root serves another copy of the site (a build of an older commit, to compare).
Prints the performance score and the metrics of each run, then the medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from devserver import SiteServer  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
METRICS = {"first-contentful-paint": "FCP", "largest-contentful-paint": "LCP",
           "speed-index": "Speed Index", "total-blocking-time": "TBT",
           "interactive": "TTI"}


def run(url: str) -> dict:
    with tempfile.TemporaryDirectory(prefix="westbound-lighthouse-") as tmp:
        out = Path(tmp) / "report.json"
        subprocess.run([str(LIGHTHOUSE), url, "--only-categories=performance",
                        "--output=json", f"--output-path={out}", "--quiet",
                        "--chrome-flags=--headless=new --no-sandbox --disable-gpu "
                        "--disable-dev-shm-usage"],
                       check=True, env={**os.environ, "CHROME_PATH": CHROMIUM})
        report = json.loads(out.read_text())
    audits = report["audits"]
    result = {"score": report["categories"]["performance"]["score"],
              "bytes": audits["total-byte-weight"]["numericValue"]}
    for key, name in METRICS.items():
        result[name] = audits[key]["numericValue"]
    return result


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the site's folder")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args(argv)
    if not LIGHTHOUSE.exists():
        sys.exit("bench/lighthouse.py: node_modules/.bin/lighthouse is missing: scripts/setup")
    results = []
    with SiteServer(args.root, gzip=True) as server:
        for _ in range(args.runs):
            one = run(server.url)
            results.append(one)
            print(json.dumps(one), flush=True)
    print(f"\nLighthouse (mobile, simulated), {args.root}, served gzipped; medians of "
          f"{len(results)}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(f"  performance score: {statistics.median(r['score'] for r in results):.2f}")
    for name in METRICS.values():
        print(f"  {name}: {statistics.median(r[name] for r in results) / 1000:,.1f} s")
    print(f"  bytes transferred: {statistics.median(r['bytes'] for r in results):,.0f} B")


if __name__ == "__main__":
    main()
