"""Setting up a game, part of the page's controller (mixed into `ui.app.App`, whose fields
they use): the new-game form, its players, Start and a rematch."""
from __future__ import annotations

import time

import engine

from . import tutorial
from .session import Session, player_levels
from .store import (
    clean_seats,
)

MAX_SEED = 2**31 - 1


class SetupCommands:
    """The new-game form and the start of a game."""

    def cmd_new(self, game_id: str) -> None:
        game = engine.GAMES.get(game_id)
        if game is None:
            return
        level = player_levels(game)[0]
        self.setup = {"game": game_id, "players": min(3, game.max_players), "seed": "",
                      "options": {},
                      "seats": [{"name": "", "who": "person" if i == 0 else f"bot:{level}"}
                                for i in range(game.max_players)]}
        self.screen = "new_game"
        self.render('[name="players"]')

    def _read_setup(self) -> None:
        """Keep what was typed in the new-game form across re-renders."""
        values = self.dom.form("new-game")
        game = engine.GAMES[self.setup["game"]]
        for i, seat in enumerate(self.setup["seats"]):
            seat["name"] = values.get(f"name-{i}", seat["name"])
            seat["who"] = values.get(f"who-{i}", seat["who"])
        self.setup["seed"] = values.get("seed", "")
        for name, (default, allowed) in game.option_choices.items():
            raw = values.get(f"opt-{name}")
            if isinstance(default, bool):
                self.setup["options"][name] = raw == "true"
            else:
                self.setup["options"][name] = next(
                    (a for a in allowed if str(a) == raw), default)

    def cmd_players(self, n: str) -> None:
        self._read_setup()
        game = engine.GAMES[self.setup["game"]]
        if n.isdigit() and game.min_players <= int(n) <= game.max_players:
            self.setup["players"] = int(n)
        self.render('[name="players"]')

    def cmd_start(self) -> None:
        self._read_setup()
        setup = self.setup
        seed_text = setup["seed"].strip()
        if seed_text and not (seed_text.isdigit() and int(seed_text) <= MAX_SEED):
            self.say("error", self.tr("ui.err.seed", max=MAX_SEED))
            self.render('[name="seed"]')
            return
        seed = int(seed_text) if seed_text else int(time.time() * 1000) % MAX_SEED
        seats = []
        for i, s in enumerate(setup["seats"][: setup["players"]]):
            kind, _, level = s["who"].partition(":")
            default = self.tr("ui.bot_default" if kind == "bot" else "ui.seat_default", n=i + 1)
            seats.append({"name": s["name"] or default, "kind": kind, "level": level or None})
        seats = clean_seats(seats, setup["players"], setup["game"])
        try:
            session = Session.start(setup["game"], seats, seed, dict(setup["options"]))
        except ValueError as exc:
            self.say("error", self.tr("ui.err.setup", reason=str(exc)))
            self.render()
            return
        self._open(session)
        self.autosave()
        self.show_game()

    def cmd_tutorial(self, game_id: str) -> None:
        """A game's guided first game (`ui.tutorial`)."""
        tutorial.start(self, game_id)

    def cmd_tutorial_begin(self) -> None:
        """The tutorial's introduction read: its first step (`ui.tutorial`)."""
        tutorial.begin(self)

    def cmd_tutorial_fold(self) -> None:
        """The step's box lowered to its heading, or raised again (`ui.tutorial`)."""
        tutorial.fold(self)

    def cmd_rematch(self) -> None:
        """The same seats and options again, on a new deal."""
        s = self.session
        if s is None:
            return
        options = s.game.save(s.state)["options"]
        self.setup = {"game": s.game.id, "players": len(s.seats), "seed": "",
                      "options": options,
                      "seats": [{"name": seat["name"],
                                 "who": f"bot:{seat['level']}" if seat["kind"] == "bot"
                                 else "person"} for seat in s.seats]}
        self._close_game()
        self.screen = "new_game"
        self.render()
