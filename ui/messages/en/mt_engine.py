"""English texts of Montana: what the engine says in codes: why a move is refused
(the refusal ``mt.<name>`` is the message ``mt.why.<name>``), what each rules version changed
(``mt.rules.v<N>``) and the names of the end-of-game figures (``mt.fig.<name>``)."""

MESSAGES: dict[str, str] = {
}
