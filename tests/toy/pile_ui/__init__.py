"""Pile's UI package: its board (`board.PileUI`), its messages (`messages.<lang>`), its
rules page (`rules_page`, with the page's text in `rules_src/<lang>.html`) and its styles
(`pile.css`)."""
