"""assets/preload.js asks early for the files of the start-up chain, by name; PyScript's
chunks are named by their content, so an upgrade of PyScript renames them. A name that no
longer exists would preload nothing (and the page would still start, only later): this test
fails instead. Each must also be a file the service worker caches (offline start-up)."""
from __future__ import annotations

import re

from tests.test_rules_pages import ROOT, _setup_module


def _named() -> list[str]:
    text = (ROOT / "assets" / "preload.js").read_text(encoding="utf-8")
    return re.findall(r'"((?:assets/)[^"]+|[\w.]+\.(?:py|toml|xz))"', text)


def test_every_file_preload_names_exists_and_is_cached_for_offline_use():
    named = _named()
    assert "assets/pyscript/core.js" not in named  # index.html's own module, not a chunk
    assert len(named) >= 15, named
    cached = set(_setup_module().site_files())
    for rel in named:
        assert (ROOT / rel).is_file(), rel
        assert rel in cached, rel
