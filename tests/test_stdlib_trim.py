"""The trimmed standard library (assets/pyodide/python_stdlib.zip, built by scripts/setup
from Pyodide's): it holds every standard module the engine and the UI import, with all
they import in turn, so a module left out fails here, not in a player's browser."""
from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import slim_source  # noqa: E402
import stdlib_trim  # noqa: E402

FULL = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
TRIMMED = ROOT / "assets" / "pyodide" / "python_stdlib.zip"
ENGINE = ROOT / "engine.xz"
CODE = sorted(p for pkg in ("engine", "ui") for p in (ROOT / pkg).rglob("*.py"))


def _built():
    if not (FULL.is_file() and TRIMMED.is_file() and ENGINE.is_file()):
        pytest.skip("scripts/setup has not run (no node_modules/ or assets/pyodide/)")


def test_trimmed_library_holds_every_standard_module_the_code_imports():
    _built()
    assert stdlib_trim.missing(FULL, TRIMMED, [*CODE, ROOT / "search_worker.py"]) == []


def test_trimmed_library_is_smaller_than_pyodides():
    _built()
    assert TRIMMED.stat().st_size < FULL.stat().st_size / 2


def test_a_module_left_out_is_reported(tmp_path):
    _built()
    broken = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(TRIMMED) as src, zipfile.ZipFile(broken, "w") as dst:
        for info in src.infolist():
            if not info.filename.startswith("json/"):
                dst.writestr(info, src.read(info))
    assert "json" in stdlib_trim.missing(FULL, broken, CODE)


def _module_names():
    names = []
    for path in CODE:
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")
def test_every_module_imports_in_pyodide_from_the_trimmed_library():
    """The real check: Pyodide itself (under Node.js) imports every module of engine/ and
    ui/ from the trimmed library and engine.xz (their bytecode, compiled by Pyodide), and
    the modules the trim leaves out as never imported there (`stdlib_trim.NEVER`) are indeed
    not needed by those that name them."""
    _built()
    run = subprocess.run(["node", str(ROOT / "scripts" / "pyodide_imports.mjs"), str(TRIMMED),
                          str(ENGINE), *_module_names(), "asyncio", "datetime"],
                         capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]


def test_slimming_keeps_every_statement_on_its_line():
    source = ('"""Module doc."""\nimport os  # a comment\n\n\ndef f(x):\n    """Doc\n    on two'
              ' lines."""\n    # alone\n    return "#not a comment"  # but this is\n')
    slim = slim_source.slim(source)
    assert "comment" not in slim.replace("#not a comment", "")
    assert "Doc" not in slim and "Module doc" not in slim
    assert slim.count("\n") == source.count("\n")
    assert slim.splitlines()[8].strip() == 'return "#not a comment"'


def test_slimming_leaves_a_file_it_cannot_parse_as_it_is():
    source = "def f(:\n    # comment\n"
    assert slim_source.slim(source) == source
