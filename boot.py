"""Unpacks engine.xz into Python's working folder before anything imports `engine` or `ui`
(imported first by main.py and by search_worker.py; PyScript has fetched the file there).

engine.xz is the bytecode of engine/ and ui/ (scripts/precompile.mjs): a dict of path ->
.pyc file, written with `marshal` by the page's own Python and compressed with xz as one
block, which makes it half the size of a zip of the same files."""
import lzma
import marshal
from pathlib import Path

for _path, _pyc in marshal.loads(lzma.decompress(Path("engine.xz").read_bytes())).items():
    Path(_path).parent.mkdir(parents=True, exist_ok=True)
    Path(_path).write_bytes(_pyc)
