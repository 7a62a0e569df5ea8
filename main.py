"""The page's Python entry point, run by PyScript: start the Westbound interface.

The performance marks time the page's own part of the start (bench/page.py prints them)."""
from js import performance

performance.mark("westbound:main")
import boot  # noqa: E402, F401  (unpacks engine/ and ui/)

performance.mark("westbound:unpacked")
from ui.app import main  # noqa: E402

performance.mark("westbound:imported")
main()
performance.mark("westbound:drawn")
