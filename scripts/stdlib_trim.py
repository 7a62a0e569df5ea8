"""A smaller `python_stdlib.zip`: only the standard library the page can import.

Pyodide's `python_stdlib.zip` (2.5 MB, already deflated: HTTP gzip gains nothing on it) holds
the whole standard library; the page imports a small part of it. scripts/setup writes, in
its place, a zip of the modules reachable from the page's own Python: every import written
in engine/, ui/, main.py and search_worker.py, PyScript's Python package, Pyodide's own
packages (`pyodide`, `_pyodide`) and what Python's start needs (`START`), closed over every
import statement found in those modules (at any depth, in any branch: a module imported
only inside a function or a `try` is kept too, so the closure errs on the side of keeping).

Imports are found with a regular expression, not `ast`: the zip holds Pyodide's Python
(3.14) sources, whose syntax the CPython running the set-up may not parse. tests/core/
test_stdlib_trim.py checks that every standard module the engine and UI import is in the
trimmed zip, with everything it imports in turn.
"""

from __future__ import annotations

import ast
import hashlib
import re
import zipfile
from collections.abc import Iterable
from pathlib import Path

import slim_source

#: what Python's own start and Pyodide's loader import before any code of ours, some of it
#: inside functions (measured: `sys.modules` of a started page; Pyodide's package loader
#: imports `zipfile`), and the codecs
#: a page may name by string (`zipfile` reads names in cp437; utf-8 with and without BOM,
#: latin-1 and ascii are the usual ones)
START = ["site", "_sitebuiltins", "encodings", "encodings.aliases", "encodings.utf_8",
         "encodings.utf_8_sig", "encodings.latin_1", "encodings.ascii", "encodings.cp437",
         "encodings.idna", "encodings.unicode_escape", "encodings.raw_unicode_escape",
         "zipfile", "zipimport", "shutil", "importlib.abc", "importlib.util",
         "_sysconfigdata__emscripten_wasm32-emscripten", "pyodide", "pyodide.code",
         "pyodide.common", "pyodide.ffi", "pyodide.http", "pyodide.webloop",
         "pyodide._package_loader", "pyodide._state"]
#: packages kept whole: Pyodide's internals (its JavaScript side calls into them by name)
WHOLE = ("_pyodide",)
#: modules Pyodide never imports, though an import statement names them: Windows' event
#: loop (`asyncio` imports it on Windows only) and the pure-Python `datetime`, whose C
#: version `_datetime` is built into Pyodide (tests/test_stdlib_trim.py imports them there)
NEVER = {"asyncio.windows_events", "_pydatetime"}

_IMPORT = re.compile(r"^[ \t]*import[ \t]+([\w. \t,]+)", re.M)
_FROM = re.compile(r"^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+"
                   r"(\([^)]*\)|[\w. \t,*]+(?:\\\n[\w. \t,*]+)*)", re.M)


def module_files(names: Iterable[str]) -> dict[str, str]:
    """Module name -> zip entry: "json/__init__.py" -> "json", "json/decoder.py" -> ..."""
    out = {}
    for name in names:
        if not name.endswith(".py"):
            continue
        parts = name[:-3].split("/")
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = name
    return out


def module_level(source: str) -> str:
    """The lines of `source` that run when the module is imported: those not inside a
    `def` nor under `if __name__ == "__main__"` (a line scanner on indentation; a string
    that fools it only keeps more)."""
    kept, defs = [], []
    for line in source.splitlines():
        text = line.lstrip()
        if not text or text.startswith("#"):
            continue
        indent = len(line) - len(text)
        while defs and indent <= defs[-1]:
            defs.pop()
        if not defs:
            kept.append(line)
        if re.match(r"(async[ \t]+)?def[ \t]|if[ \t]+__name__[ \t]*==", text):
            defs.append(indent)
    return "\n".join(kept)


def imports_in(source: str, module: str, is_package: bool) -> set[str]:
    """Every module name an import statement of `source` may bring in (with the parents of
    dotted names, and `from X import y` read as both X and X.y)."""
    found: set[str] = set()
    source = module_level(source)
    for match in _IMPORT.finditer(source):
        for part in match.group(1).split(","):
            words = part.split()
            if words:
                found.add(words[0])
    package = module if is_package else module.rpartition(".")[0]
    for match in _FROM.finditer(source):
        base = match.group(1)
        if base.startswith("."):
            dots = len(base) - len(base.lstrip("."))
            anchor = package.split(".")
            anchor = anchor[:len(anchor) - (dots - 1)] if dots > 1 else anchor
            base = ".".join([*anchor, base.lstrip(".")]).strip(".")
        found.add(base)
        for name in match.group(2).strip("()").replace("\\", " ").split(","):
            words = name.split()
            if words:
                found.add(f"{base}.{words[0]}")
    with_parents = set()
    for name in found:
        parts = name.split(".")
        with_parents.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return with_parents


def closure(roots: Iterable[str], files: dict[str, str], read) -> set[str]:
    """The modules of `files` reachable from `roots` through import statements."""
    keep: set[str] = set()
    todo = [r for r in roots if r in files and r not in NEVER]
    while todo:
        name = todo.pop()
        if name in keep:
            continue
        keep.add(name)
        entry = files[name]
        found = imports_in(read(entry), name, entry.endswith("/__init__.py"))
        todo.extend(n for n in found if n in files and n not in keep and n not in NEVER)
    return keep


def imports_of_code(paths: Iterable[Path]) -> set[str]:
    """The absolute imports written in our own Python files (parsed: they are ours)."""
    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {".".join(n.split(".")[:i]) for n in found for i in range(1, n.count(".") + 2)}


def roots_of(code: Iterable[Path], pyscript_sources: Iterable[Path]) -> set[str]:
    """Where the closure starts: our imports, PyScript's package's imports and `START`."""
    roots = set(START) | imports_of_code(code)
    for path in pyscript_sources:
        roots |= imports_in(path.read_text(encoding="utf-8"), "pyscript", True)
    return roots


def trim(full: Path, out: Path, roots: set[str]) -> set[str]:
    """Writes the trimmed zip (entries in the full zip's order, each without its comments
    and docstrings: `slim_source`); returns the modules kept. The zip's comment is a hash of
    what it was made from, so an unchanged one is not rebuilt (slimming takes seconds)."""
    with zipfile.ZipFile(full) as source:
        files = module_files(source.namelist())
        keep = closure(roots, files, lambda entry: source.read(entry).decode("utf-8"))
        keep |= {m for m in files if m.split(".")[0] in WHOLE}
        entries = {files[m] for m in keep}
        key = hashlib.sha256(full.read_bytes())
        for part in (*sorted(entries), Path(__file__).read_text(),
                     Path(slim_source.__file__).read_text()):
            key.update(part.encode() + b"\0")
        stamp = key.hexdigest().encode()
        if out.is_file():
            with zipfile.ZipFile(out) as old:
                if old.comment == stamp:
                    return keep
        tmp = out.with_suffix(".zip.tmp")
        with zipfile.ZipFile(tmp, "w") as zf:
            zf.comment = stamp
            for info in source.infolist():
                if info.filename in entries:
                    text = slim_source.slim(source.read(info).decode("utf-8"))
                    zf.writestr(info, text.encode("utf-8"), compress_type=zipfile.ZIP_DEFLATED,
                                compresslevel=9)
        tmp.replace(out)
    return keep


def missing(full: Path, trimmed: Path, code: Iterable[Path]) -> list[str]:
    """What the trimmed zip lacks: each standard module of the full zip that `code` imports
    (at any depth), or that a module of the trimmed zip imports when it is imported."""
    with zipfile.ZipFile(full) as whole, zipfile.ZipFile(trimmed) as small:
        files = module_files(whole.namelist())
        kept = module_files(small.namelist())
        wanted = {m for m in imports_of_code(code) if m in files}
        for name, entry in kept.items():
            source = small.read(entry).decode("utf-8")
            wanted |= {m for m in imports_in(source, name, entry.endswith("/__init__.py"))
                       if m in files}
    return sorted(wanted - kept.keys() - NEVER)
