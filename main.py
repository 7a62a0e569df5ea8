"""The page's Python entry point, run by PyScript: start the Westbound interface."""
import boot  # noqa: F401  (unpacks engine/ and ui/)
from ui.app import main

main()
