"""The games the page, the bots, the saves and the tests know about.

`GAMES` imports a game's package when the game is first asked for (`engine` lists the
packages it has): the page's first screen draws each game's card from `engine.cards`,
so a page that opens no game imports no game's rules."""
from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from importlib import import_module
from typing import Any

from .game import Game
from .search import make_hard_bot


class Games(MutableMapping[str, Game]):
    """Game id -> its `Game`; a game whose package is known but not yet imported is
    imported when asked for (its package registers it)."""

    def __init__(self) -> None:
        self._games: dict[str, Game] = {}
        self._packages: dict[str, str] = {}
        self._cards: dict[str, Any] = {}

    def expect(self, game_id: str, package: str, card: Any) -> None:
        """`package` registers `game_id` when imported; till then `card` stands for it
        (an `engine.cards.Card`: its title, players and playing time)."""
        self._packages[game_id] = package
        self._cards[game_id] = card

    def cards(self) -> list[Any]:
        """What the home screen shows of each game, importing none: its card, or the game
        itself when it was registered without one."""
        return [self._cards.get(game_id) or self[game_id] for game_id in self]

    def __getitem__(self, game_id: str) -> Game:
        if game_id not in self._games and game_id in self._packages:
            import_module(self._packages[game_id])
        return self._games[game_id]

    def __setitem__(self, game_id: str, game: Game) -> None:
        self._games[game_id] = game

    def __delitem__(self, game_id: str) -> None:
        self._packages.pop(game_id, None)
        self._cards.pop(game_id, None)
        del self._games[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*self._packages, *self._games]))

    def __len__(self) -> int:
        return len(self._packages.keys() | self._games.keys())

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._packages or game_id in self._games


GAMES = Games()


def register(game: Game) -> Game:
    GAMES[game.id] = game
    return game


def searches(game: Game) -> bool:
    """Whether `game` gives a searching bot what it needs: sampled worlds and a leaf value."""
    kind = type(game)
    return kind.determinize is not Game.determinize and kind.evaluate is not Game.evaluate


def add_hard_bot(game: Game) -> None:
    """Give `game` its `hard` level if it `searches`, after its own bots (each game's
    package calls it once they are set)."""
    if searches(game) and "medium" in game.bots:
        game.bots["hard"] = make_hard_bot(game)
