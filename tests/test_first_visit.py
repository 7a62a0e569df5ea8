"""The first visit's download stays within its budget (issue 21): every file the page and
the service worker's install fetch, gzipped as GitHub Pages sends them, at most 5.0 MB.
The rules pages are not part of it: the service worker caches a rules page, with its
figures, when it is first shown."""
from __future__ import annotations

import gzip
import re

import pytest

from tests.test_rules_pages import ROOT, _setup_module

#: bytes, gzipped (level 6, as `bench/page.py` counts them)
BUDGET = 5_000_000


def _gzipped(path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def _sw_lists(urls: list[str]) -> tuple[str, str]:
    """The service worker built for `urls`: its PRECACHE list and its LAZY map's entries,
    as written in its source."""
    text, _ = _setup_module().sw_source(urls, read=lambda url: url.encode())
    precache = re.search(r"const PRECACHE = (\[.*?\]);", text, re.S).group(1)
    lazy = re.search(r"const LAZY = new Map\((\[.*?\])\.map", text, re.S).group(1)
    return precache, lazy


def test_the_first_visit_downloads_at_most_five_megabytes():
    if not (ROOT / "sw.js").is_file() or not (ROOT / "engine.xz").is_file():
        pytest.skip("scripts/setup has not run")
    setup = _setup_module()
    sizes = {url: _gzipped(ROOT / ("index.html" if url == "./" else url))
             for url in setup.precache_list()}
    sizes["sw.js"] = _gzipped(ROOT / "sw.js")
    biggest = sorted(sizes.items(), key=lambda item: -item[1])[:5]
    assert sum(sizes.values()) <= BUDGET, biggest


def test_the_rules_pages_are_cached_when_first_shown_not_at_install():
    precache, lazy = _sw_lists(["index.html", "assets/style.css", "rules/goldwest.en.html",
                                "rules/figures/goldwest-mid.en.svg"])
    assert "index.html" in precache and "assets/style.css" in precache
    assert "rules/" not in precache
    assert "rules/goldwest.en.html" in lazy and "rules/figures/goldwest-mid.en.svg" in lazy


def test_card_pictures_other_than_english_are_cached_when_shown_with_english_as_fallback():
    precache, lazy = _sw_lists(["index.html", "assets/pictures/montana.en.svg",
                                "assets/pictures/montana.fr.svg",
                                "assets/pictures/gold-west.es.svg"])
    assert "assets/pictures/montana.en.svg" in precache
    assert ".fr.svg" not in precache and ".es.svg" not in precache
    assert '"assets/pictures/montana.fr.svg", "sha256-' in lazy
    assert lazy.count('"assets/pictures/montana.en.svg"]') == 1
    assert lazy.count('"assets/pictures/gold-west.en.svg"]') == 1
