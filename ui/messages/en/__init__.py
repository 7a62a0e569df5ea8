"""English texts, one module per area (`ui.messages.areas`): the page and each game."""
from ..areas import gather

MESSAGES: dict[str, str] = gather("en")
