"""The page's Python entry point, run by PyScript: start the Westbound interface."""
from ui.app import main

main()
