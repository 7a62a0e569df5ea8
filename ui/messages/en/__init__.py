"""English texts, one module per area (`ui.messages.AREAS`): the page and each game."""
from .. import gather

MESSAGES: dict[str, str] = gather("en")
