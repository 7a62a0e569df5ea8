"""Unpacks engine.xz into Python's working folder before anything imports `engine` or `ui`
(imported first by main.py and by search_worker.py; PyScript has fetched the file there).

engine.xz is the bytecode of engine/ and ui/ (scripts/precompile.mjs) in parts, each a
`marshal`-written dict of path -> .pyc file compressed with xz as one stream, the streams
one after another: first the start's (what the page imports up to its first screen, and
the list of the other parts: their sizes and modules), then each language's messages, then
the rest (the boards, the tutorials...). Only the start's is unpacked here; another part is
unpacked when one of its modules is first imported (`_Parts`, first on `sys.meta_path`) or
by `unpack_rest` (main.py calls it once the first screen is drawn and the page is idle).

After a start from a memory snapshot (assets/snapshot.mjs) the modules it imported are
already there but not their files (the file system is not in the snapshot), and the import
caches and the `random` generator are those of the moment it was made: they are renewed."""
import lzma
import marshal
import random
import sys
from pathlib import Path

#: every module of the bundle (dotted names), which assets/snapshot-worker.mjs imports
MODULES: list[str] = []


def _module(path: str) -> str:
    return path.removesuffix(".pyc").removesuffix("/__init__").replace("/", ".")


def _write(files: dict[str, bytes]) -> None:
    for path, pyc in files.items():
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_bytes(pyc)
    # (not importlib.invalidate_caches(): it imports importlib.metadata, not in the trimmed
    # stdlib) the folders and the stdlib zip, as read before the files were written
    for finder in list(sys.path_importer_cache.values()):
        if hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


class _Parts:
    """The parts not yet unpacked: a part is unpacked when one of its modules is first
    imported (then the path finders after this one find its files)."""

    westbound_parts = True  # how a later `import boot` (after a snapshot) finds this one

    def __init__(self, data: bytes, parts: list[tuple[int, list[str]]]) -> None:
        self.blocks: list[bytes | None] = []
        self.part_of: dict[str, int] = {}
        at = 0
        for size, paths in parts:
            for path in paths:
                self.part_of[_module(path)] = len(self.blocks)
            self.blocks.append(data[at:at + size])
            at += size

    def unpack(self, index: int) -> None:
        block, self.blocks[index] = self.blocks[index], None
        if block is not None:
            _write(marshal.loads(lzma.decompress(block)))

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        index = self.part_of.get(name)
        if index is not None:
            self.unpack(index)
        return None  # the files are there now: the path finders import them


def unpack_rest() -> None:
    """Unpack every part not yet unpacked (the page calls it once idle after its first
    screen, so that opening a game finds its files)."""
    for index in range(len(_PARTS.blocks)):
        _PARTS.unpack(index)


_stream = lzma.LZMADecompressor()
_parts, _files = marshal.loads(_stream.decompress(Path("engine.xz").read_bytes()))
sys.meta_path[:] = [f for f in sys.meta_path if not hasattr(f, "westbound_parts")]
_PARTS = _Parts(_stream.unused_data, _parts)
sys.meta_path.insert(0, _PARTS)
_write(_files)
MODULES += [_module(path) for path in _files]
MODULES += [_module(path) for _, paths in _parts for path in paths]
del _stream, _parts, _files
random.seed()
