"""The code cites only documents of the repository: its design is in docs/ (no file outside,
such as the brief's design or platform notes, is named)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE = ("DESIGN" + ".md", "PLATFORM" + ".md")
PLACES = ("engine", "ui", "scripts", "tests", "e2e", "assets", "bench", "docs")
FILES = ("index.html", "main.py", "search_worker.py", "README.md")
SUFFIXES = {".py", ".js", ".html", ".css", ".md", ".toml", ""}


def sources() -> list[Path]:
    found = [ROOT / name for name in FILES]
    for place in PLACES:
        found += [p for p in (ROOT / place).rglob("*") if p.is_file()
                  and p.suffix in SUFFIXES and not {"pyodide", "pyscript", "morphdom",
                                                    "__pycache__"} & set(p.parts)]
    return found


def test_the_architecture_document_is_there():
    assert "## The engine contract" in (ROOT / "docs" / "architecture.md").read_text("utf-8")


def test_no_source_cites_a_document_outside_the_repository():
    cited = [f"{p.relative_to(ROOT)}: {name}" for p in sources()
             for name in OUTSIDE if name in p.read_text(encoding="utf-8", errors="replace")]
    assert not cited, cited
