// Compiles the page's Python to bytecode with the page's own interpreter (Pyodide, in
// Node.js), since the CPython that runs the set-up is another version whose .pyc files
// Pyodide would not read. Run by scripts/setup:
//
//     node scripts/precompile.mjs STDLIB_ZIP SOURCE_ZIP OUT_ZIP
//
// SOURCE_ZIP holds .py files; OUT_ZIP gets the same files plus, for each, its bytecode in
// __pycache__/ as an unchecked-hash .pyc (PEP 552): Pyodide's file system is new at every
// start, so modification times mean nothing there, and the hash is checked by the set-up,
// which rebuilds the archive whenever a source changes.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [stdlib, source, out] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdLibURL: stdlib, stdout: () => {}, stderr: console.error });
pyodide.FS.writeFile("/tmp/source.zip", new Uint8Array(readFileSync(source)));
pyodide.runPython(`
import io, py_compile, zipfile

with zipfile.ZipFile("/tmp/source.zip") as src, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
    for info in src.infolist():
        data = src.read(info)
        dst.writestr(info, data)
        if not info.filename.endswith(".py"):
            continue
        folder, _, name = info.filename.rpartition("/")
        with open("/tmp/module.py", "wb") as f:
            f.write(data)
        py_compile.compile("/tmp/module.py", cfile="/tmp/module.pyc", dfile=info.filename,
                           doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        pyc = zipfile.ZipInfo(f"{folder}/__pycache__/{name[:-3]}.{__import__('sys').implementation.cache_tag}.pyc",
                              info.date_time)
        pyc.compress_type = zipfile.ZIP_DEFLATED
        pyc.external_attr = info.external_attr
        with open("/tmp/module.pyc", "rb") as f:
            dst.writestr(pyc, f.read())
`);
writeFileSync(out, pyodide.FS.readFile("/tmp/out.zip"));
