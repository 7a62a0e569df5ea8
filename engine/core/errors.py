"""The two errors the outside world sees: a refused move and a refused save."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why."""


class BadSave(ValueError):
    """A save that cannot be loaded; the message says what is wrong (and which move)."""
