"""Unpacks engine.xz into Python's working folder before anything imports `engine` or `ui`
(imported first by main.py and by search_worker.py; PyScript has fetched the file there).

engine.xz is the bytecode of engine/ and ui/ (scripts/precompile.mjs): a dict of path ->
.pyc file, written with `marshal` by the page's own Python and compressed with xz as one
block, which makes it half the size of a zip of the same files.

After a start from a memory snapshot (assets/snapshot.mjs) the modules it imported are
already there but not their files (the file system is not in the snapshot), and the import
caches and the `random` generator are those of the moment it was made: they are renewed."""
import lzma
import marshal
import random
import sys
from pathlib import Path

#: the bundle's modules (dotted names), which assets/snapshot-worker.mjs imports
MODULES: list[str] = []

for _path, _pyc in marshal.loads(lzma.decompress(Path("engine.xz").read_bytes())).items():
    Path(_path).parent.mkdir(parents=True, exist_ok=True)
    Path(_path).write_bytes(_pyc)
    MODULES.append(_path.removesuffix(".pyc").removesuffix("/__init__").replace("/", "."))

# (not importlib.invalidate_caches(): it imports importlib.metadata, not in the trimmed stdlib)
for _finder in list(sys.path_importer_cache.values()):
    if hasattr(_finder, "invalidate_caches"):  # folders and the stdlib zip, as read before
        _finder.invalidate_caches()
random.seed()
