"""French texts, one module per area: the page (ui) and each game."""
import re

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


def _spaced(text: str) -> str:
    """French typography: a no-break space before « : » and a narrow one before ; ! ?, and
    no-break spaces inside guillemets, so that a narrow phone column never starts a line
    with the punctuation."""
    text = re.sub(r" :(?=\s|$)", "\u00a0:", text)
    text = re.sub(r" ([;!?])", "\u202f\\1", text)
    return text.replace("« ", "«\u00a0").replace(" »", "\u00a0»")


MESSAGES: dict[str, str] = {
    msg_id: _spaced(text)
    for area in AREAS for msg_id, text in area.MESSAGES.items()}
