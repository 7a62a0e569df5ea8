"""French texts, one module per area (`ui.messages.areas`): the page and each game."""
import re

from ..areas import gather


def spaced(text: str) -> str:
    """French typography: a no-break space before « : » and a narrow one before ; ! ?, and
    no-break spaces inside guillemets, so that a narrow phone column never starts a line
    with the punctuation."""
    text = re.sub(r" :(?=\s|$)", "\u00a0:", text)
    text = re.sub(r" ([;!?])", "\u202f\\1", text)
    return text.replace("« ", "«\u00a0").replace(" »", "\u00a0»")


MESSAGES: dict[str, str] = {msg_id: spaced(text) for msg_id, text in gather("fr").items()}
