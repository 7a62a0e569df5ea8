"""The page's Python entry point, run by PyScript: start the Westbound interface.

The performance marks time the page's own part of the start (bench/page.py prints them).
Once the first screen is drawn and the page idle, the rest of engine.xz is unpacked
(`boot.unpack_rest`), so that opening a game later finds its files."""
import js
from js import performance
from pyodide.ffi import create_once_callable, to_js

performance.mark("westbound:main")
import boot  # noqa: E402  (unpacks the start's part of engine.xz)

performance.mark("westbound:unpacked")
from ui.app import main  # noqa: E402

performance.mark("westbound:imported")
main()
performance.mark("westbound:drawn")
_later = create_once_callable(lambda *_: boot.unpack_rest())
if hasattr(js, "requestIdleCallback"):  # not in WebKit
    js.requestIdleCallback(_later, to_js({"timeout": 2000}, dict_converter=js.Object.fromEntries))
else:
    js.setTimeout(_later, 500)
