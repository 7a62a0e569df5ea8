"""Pile's UI package: its board (`board.PileUI`) and its messages (`messages.<lang>`)."""
