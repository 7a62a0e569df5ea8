"""A toy fourth game, Pile, that proves a game is its engine package (`pile`) and its UI
package (`pile_ui`) plus one line in each registry (the `registered` fixture in
tests/test_toy_game.py): nothing shared names it."""
