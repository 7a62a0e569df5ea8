"""What the home screen's card of each game says of it (one line a game), known without
importing the game's rules: the page's first screen imports none (`engine.GAMES` imports a
game's package when the game is first asked for). Each game's `Game` class takes these
from its line."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Card:
    """A game's name, who plays it and how long it takes; its package is ``engine.<id>``."""

    id: str
    title: str
    min_players: int
    max_players: int
    #: how long a game takes by the publisher's box, in minutes
    play_minutes: tuple[int, int]


#: game id -> its card, in the order the engine registered them
CARDS: dict[str, Card] = {card.id: card for card in (
    Card("goldwest", "Gold West", 2, 4, (45, 60)),  # the box of Tasty Minstrel Games
    # the box of Tasty Minstrel Games' second edition
    Card("homesteaders", "Homesteaders", 2, 4, (60, 90)),
    Card("montana", "Montana", 2, 4, (45, 60)),  # the box of White Goblin Games
)}
