"""English texts of Gold West: what the engine says in codes: why a move is refused
(the refusal ``gw.<name>`` is the message ``gw.why.<name>``), what each rules version changed
(``gw.rules.v<N>``) and the names of the end-of-game figures (``gw.fig.<name>``)."""

MESSAGES: dict[str, str] = {
}
