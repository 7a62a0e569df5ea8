"""No module of `engine/`, `ui/` or `scripts/` is over `MOST` lines: each holds one thing,
named for it. Tables of data may be longer, when listed by name in `LONGER`, and so may the
message catalogs (`ui/messages/`)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MOST = 500
#: modules allowed over `MOST` lines, each a table of data, with what it holds
LONGER = {
    "engine/homesteaders/data.py": "the printed components and values of Homesteaders",
    "engine/goldwest/data.py": "the printed components and values of Gold West",
    "engine/montana/data.py": "the printed components and values of Montana",
}


def test_every_longer_module_listed_is_there():
    assert all((ROOT / path).is_file() for path in LONGER)


def python_modules() -> list[Path]:
    """Every Python module of engine/, ui/ (but its message catalogs) and scripts/ (the
    scripts without a suffix by their ``#!`` line)."""
    found = sorted((ROOT / "engine").rglob("*.py"))
    found += sorted(p for p in (ROOT / "ui").rglob("*.py")
                    if "messages" not in p.relative_to(ROOT / "ui").parts)
    for path in sorted((ROOT / "scripts").iterdir()):
        if path.is_file() and (path.suffix == ".py" or (
                not path.suffix and path.read_text(encoding="utf-8").startswith("#!")
                and "python" in path.read_text(encoding="utf-8").split("\n", 1)[0])):
            found.append(path)
    return found


def test_the_modules_are_found():
    names = {p.relative_to(ROOT).as_posix() for p in python_modules()}
    assert {"engine/core/game.py", "ui/app.py", "scripts/rules_pages.py", "scripts/setup"} <= names
    assert not any(name.startswith("ui/messages/") for name in names)


def test_no_module_of_engine_ui_or_scripts_is_over_500_lines():
    long = {p.relative_to(ROOT).as_posix(): n for p in python_modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST}
    assert not {path: n for path, n in long.items() if path not in LONGER}, long
