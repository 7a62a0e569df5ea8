"""The rules pages' pictures of the board: each game's board as the game draws it, at set-up
and in the middle of a game, with numbered labels on the parts the text below it names.

    {{board:setup}}   the board at set-up (`board_pictures.setup`)
    {{board:mid}}     a position from the middle of a game (a save of tests/corpus)

Each picture is an SVG image built by `board_pictures` from the board code of `ui.games`
(``rules/figures/<game>-<moment>.<lang>.svg``, the board's words in the page's language);
a label is a numbered badge put inside the board element it names (found by its class), and
the figure's caption lists the same numbers with what each part is, so a label and its
words can never drift apart. `scripts/rules_pages.py` builds them with the pages.
"""
from __future__ import annotations

import re
from pathlib import Path

import board_pictures
from rules_html import Page, esc, pictures

from engine import GAMES
from ui import hooks


def moments(game: str) -> dict[str, tuple[str, ...]]:
    """The moments `game`'s rules page shows its board at, each with the parts it labels
    in the order of their numbers, as the game's rules module declares them (none: its page
    shows no board)."""
    shown = pictures(game)
    return shown.moments if shown else {}


def part_class(game: str, part: str) -> str:
    """The class (or `data-k`) of the element a label of `part` names."""
    return pictures(game).parts[part]
BADGE_CSS = (
    " .picture * { scrollbar-width: none; }"
    " .fig-target { position: relative; outline: 3px solid #7a3e1d; outline-offset: -2px; }"
    " .fig-label { position: absolute; z-index: 5; right: -8px; top: -8px; min-width: 34px;"
    " height: 34px; padding: 0 6px; border-radius: 17px; background: #7a3e1d; color: #fff;"
    " border: 3px solid #fff; font: 700 20px/28px system-ui, sans-serif; text-align: center;"
    " box-shadow: 0 1px 3px rgba(0,0,0,.5); }")


def state(game: str, moment: str) -> object:
    return board_pictures.setup(game) if moment == "setup" else board_pictures.midgame(game)


TAG = re.compile(r"<([\w:]+)((?:\s[\w:-]+=\"[^\"]*\")*)\s*(/?)>")
ATTR = re.compile(r'\s([\w:-]+)="([^"]*)"')


def names_of(attrs: str) -> set[str]:
    """What a label may call an element by: its classes and its `data-k` (a board's key
    of the thing it draws)."""
    found = dict(ATTR.findall(attrs))
    return set(found.get("class", "").split()) | {found.get(hooks.KEY, "")} - {""}


def labelled(markup: str, targets: list[str]) -> str:
    """`markup` (XML) with badge n+1 inside the first element called `targets[n]` (a class
    or a `data-k`); a target the board no longer draws stops the build."""
    for n, target in enumerate(targets, 1):
        for match in TAG.finditer(markup):
            tag, attrs, empty = match.groups()
            if target in names_of(attrs) and not empty and tag != "svg":
                attrs = ATTR.sub(lambda a: f' class="{a.group(2)} fig-target"'
                                 if a.group(1) == "class" else a.group(0), attrs)
                if "fig-target" not in attrs:
                    attrs += ' class="fig-target"'
                new = (f'<{tag}{attrs} data-part="{n}">'
                       f'<span class="fig-label" aria-hidden="true">{n}</span>')
                markup = markup[:match.start()] + new + markup[match.end():]
                break
        else:
            raise KeyError(f"the board draws nothing called {target!r} to label")
    return markup


def picture(game: str, moment: str, lang: str) -> str:
    """The labelled SVG image of `game`'s board at `moment`, its words in `lang`."""
    page = Page(game, lang)
    targets = [part_class(game, part) for part in moments(game)[moment]]
    board = board_pictures.xml(board_pictures.board(game, state(game, moment), lang))
    return board_pictures.svg(game, labelled(board, targets), caption(page, moment),
                              pictures(game).heights[moment], BADGE_CSS)


def caption(page: Page, moment: str) -> str:
    return page.w(f"board_{moment}", game=GAMES[page.game].title)


def src(game: str, moment: str, lang: str) -> str:
    return f"figures/{game}-{moment}.{lang}.svg"


def figure(page: Page, moment: str) -> str:
    """The figure of a rules page: the picture, then its numbered parts in words."""
    def item(n: int, part: str) -> str:
        key = f"part.{page.prefix}.{part}"
        return (f'<li value="{n}"><strong>{esc(page.w("part_named", name=page.w(key)))}'
                f"</strong> {esc(page.w(key + '.what'))}</li>")

    items = "\n".join(item(n, part) for n, part in enumerate(moments(page.game)[moment], 1))
    width = board_pictures.size(page.game)[0]
    height = pictures(page.game).heights[moment]
    return (f'<figure class="figure board-figure" data-moment="{moment}">\n'
            f'<a class="board-picture-link" href="{src(page.game, moment, page.lang)}">'
            f'<img src="{src(page.game, moment, page.lang)}" width="{width}" height="{height}"'
            f' alt="{esc(page.w("board_alt", what=caption(page, moment)))}"></a>\n'
            f'<figcaption><p class="board-caption">{esc(caption(page, moment))}</p>\n'
            f'<ol class="board-labels">\n{items}\n</ol></figcaption>\n</figure>')


def build(out: Path, games: tuple[str, ...], langs: tuple[str, ...]) -> list[Path]:
    """Writes every picture into `out`/figures."""
    folder = out / "figures"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for game in games:
        for moment in moments(game):
            for lang in langs:
                target = out / src(game, moment, lang)
                target.write_text(picture(game, moment, lang), encoding="utf-8")
                written.append(target)
    return written
