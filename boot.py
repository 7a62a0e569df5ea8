"""Makes engine/ and ui/ importable from engine.xz before anything imports them (imported
first by main.py and by search_worker.py; PyScript has fetched the file into Python's
working folder).

engine.xz is the bytecode of engine/ and ui/ (scripts/precompile.mjs): a dict of path ->
.pyc file, written with `marshal` by the page's own Python and compressed with xz as one
block, which makes it half the size of a zip of the same files. The modules are imported
from memory by a finder placed first on `sys.meta_path`: nothing is written to the file
system, nor looked for there, at each start."""
import lzma
import marshal
import sys
from importlib.machinery import ModuleSpec

#: the .pyc header (PEP 552) before the marshalled code
_HEADER = 16


class _Bytecode:
    """Finds and loads the modules of engine.xz: module name -> (path, .pyc, package?)."""

    def __init__(self, files: dict[str, bytes]) -> None:
        self.modules = {}
        for path, pyc in files.items():
            parts = path[:-len(".pyc")].split("/")
            package = parts[-1] == "__init__"
            if package:
                parts.pop()
            self.modules[".".join(parts)] = (path, pyc, package)

    def find_spec(self, name, path=None, target=None):
        found = self.modules.get(name)
        if found is None:
            return None
        spec = ModuleSpec(name, self, origin=found[0], is_package=found[2])
        spec.has_location = True
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module) -> None:
        _, pyc, _ = self.modules[module.__spec__.name]
        exec(marshal.loads(memoryview(pyc)[_HEADER:]), module.__dict__)


with open("engine.xz", "rb") as _file:
    sys.meta_path.insert(0, _Bytecode(marshal.loads(lzma.decompress(_file.read()))))
