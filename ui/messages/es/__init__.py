"""Spanish texts, one module per area: the page (ui) and each game."""
from . import (
    gw,
    gw_engine,
    gw_guide,
    hint,
    hs,
    hs_engine,
    hs_guide,
    mt,
    mt_engine,
    mt_guide,
    saving,
    ui,
)

AREAS = (ui, saving, hs, hs_engine, hs_guide, gw, gw_engine, gw_guide, mt, mt_engine, mt_guide,
         hint)

MESSAGES: dict[str, str] = {k: v for area in AREAS for k, v in area.MESSAGES.items()}
