"""Where a game's general supply lies on the table, drawn small at the board's edge: a
wooden tray holding one of each thing the supply gives. Motion (assets/motion.js) flies
from it what a player gains from the supply and back to it what a player pays to it (a
holding that changed with no holding of the same thing changing the other way), so that
a gain does not drop from nowhere. Each game places the tray where its supply lies beside
its board and fills it with its own icons; each icon says, in `hooks.SUPPLY`, the
holdings' tokens it stands for."""
from __future__ import annotations

from collections.abc import Sequence

from . import hooks
from .html import Markup, el
from .i18n import Translator


def tray(tr: Translator, items: Sequence[tuple[str, Markup]]) -> Markup:
    """The tray: `items` are (the tokens an icon stands for, space-separated; the icon)."""
    tip = tr("ui.supply_tray")
    return el("span", {"class": "supply-tray", "role": "img", "aria-label": tip,
                       hooks.TIP: tip, "tabindex": "0"},
              [el("span", {"class": "tray-item", hooks.SUPPLY: tokens}, icon)
               for tokens, icon in items])
