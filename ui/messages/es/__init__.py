"""Spanish texts, one module per area: the page (ui) and each game."""
from . import gw, hs, mt, ui

MESSAGES: dict[str, str] = {**ui.MESSAGES, **hs.MESSAGES, **gw.MESSAGES, **mt.MESSAGES}
