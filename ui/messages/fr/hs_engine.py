"""French texts of Homesteaders: what the engine says in codes: why a move is refused
(the refusal ``hs.<name>`` is the message ``hs.why.<name>``), what each rules version changed
(``hs.rules.v<N>``) and the names of the end-of-game figures (``hs.fig.<name>``)."""

MESSAGES: dict[str, str] = {
}
