"""The page's Python entry point, run by PyScript: start the Westbound interface."""
import boot  # noqa: F401  (makes engine/ and ui/ importable)
from ui.app import main

main()
