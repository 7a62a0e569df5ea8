"""What every rules page's generated tables and figures are made with: `Page` (a game's
words in one language, through `ui.i18n`), HTML tables, provenance badges and small SVG
figures (`scripts/rules_pages.py` builds the pages)."""
from __future__ import annotations

import html
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType

from ui.games import board_class
from ui.i18n import Translator
from ui.registry import PRESENTATIONS


def content(game: str) -> ModuleType:
    """The module of `game`'s rules page (its `Presentation.rules`): the page's tables
    (``BLOCKS``), figures (``FIGURES``), printed values (``VALUES``) and, if it shows the
    board, how its board is pictured (``PICTURES``, a `BoardPictures`)."""
    return import_module(PRESENTATIONS[game].rules)


@dataclass(frozen=True)
class BoardPictures:
    """How a game's board is pictured, on its home screen card and in its rules page, each
    picture drawn by the game's own board code (`board_pictures.py`, `rules_figures.py`)."""

    #: the board drawn this wide and tall in CSS px
    size: tuple[int, int]
    #: the position from the middle of a game shown: a save of
    #: ``tests/corpus/rules-<game>-v<rules version>/``
    midgame_save: str
    #: each part a label may name: part -> the class (or `data-k`) of its element
    parts: dict[str, str]
    #: the parts labelled at each moment ("setup", "mid"), in the order of their numbers
    moments: dict[str, tuple[str, ...]]
    #: each moment's picture height in CSS px, the tallest of the three languages'
    #: (`e2e/test_pictures.py` checks that each shows the whole board)
    heights: dict[str, int]


def pictures(game: str) -> BoardPictures | None:
    """How `game`'s board is pictured (None: it has no rules page, or it shows no board)."""
    presentation = PRESENTATIONS.get(game)
    if presentation is None or presentation.rules is None:
        return None
    return getattr(content(game), "PICTURES", None)


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


class Page:
    """What a block or figure needs to speak one language."""

    def __init__(self, game: str, lang: str) -> None:
        self.game, self.lang = game, lang
        self.tr = Translator(lang, strict=True)  # a message gone stops the build
        self.prefix = board_class(game).prefix  # its names and amounts in `ui/messages`

    def w(self, key: str, **params: object) -> str:
        """A word of the generated tables and figures (`ui/messages/<lang>/rules.py`)."""
        return self.tr(f"rules.{key}", **params)

    def name(self, key: str) -> str:
        return self.tr.opt(f"{self.prefix}.name.{key}", key)

    def amount(self, key: str, n: int) -> str:
        msg = f"{self.prefix}.amount.{key}"
        return self.tr(msg, n=n) if self.tr.has(msg) else f"{n} {self.name(key)}"

    def amounts(self, counts: dict | tuple) -> str:
        items = counts.items() if isinstance(counts, dict) else counts
        parts = [self.amount(k, n) for k, n in items if n]
        return ", ".join(parts) if parts else self.w("free")


def table(caption: str, head: list[str], rows: list[list[str]], cls: str = "") -> str:
    """A data table in a focusable scrolling wrapper. Tables of four columns or more stack
    their rows on a phone (each cell then says its column: ``data-label``). Cells are HTML
    already escaped by the caller; the headings are plain text."""
    classes = " ".join(c for c in (cls, "stack" if len(head) >= 4 else "") if c)
    out = [f'<div class="table-wrap" role="region" tabindex="0" aria-label="{esc(caption)}">',
           f'<table class="{classes}">' if classes else "<table>",
           f"<caption>{esc(caption)}</caption>", "<thead><tr>"]
    out += [f'<th scope="col">{esc(h)}</th>' for h in head]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + f'<th scope="row">{row[0]}</th>'
                   + "".join(f'<td data-label="{esc(h)}">{c}</td>'
                             for h, c in zip(head[1:], row[1:], strict=True)) + "</tr>")
    out.append("</tbody></table></div>")
    return "\n".join(out)


def badge(p: Page, provenance: str) -> str:
    """A value's provenance mark, for Montana (`engine/montana/data.py`)."""
    return f'<span class="prov prov-{provenance}">{esc(p.w(provenance))}</span>'


# -- SVG helpers -----------------------------------------------------------------------------
def svg(title: str, width: int, height: int, body: list[str]) -> str:
    return (f'<svg class="fig" viewBox="0 0 {width} {height}" role="img" '
            f'aria-label="{esc(title)}" xmlns="http://www.w3.org/2000/svg">'
            f"<title>{esc(title)}</title>" + "".join(body) + "</svg>")


def box(x: float, y: float, w: float, h: float, cls: str = "box", rx: int = 8) -> str:
    return f'<rect class="{cls}" x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}"/>'


def text(x: float, y: float, content: str, cls: str = "t", anchor: str = "middle") -> str:
    return f'<text class="{cls}" x="{x}" y="{y}" text-anchor="{anchor}">{esc(content)}</text>'


def arrow(x1: float, y1: float, x2: float, y2: float) -> str:
    return f'<line class="arrow" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" marker-end="url(#ah)"/>'


#: the arrow head every figure's arrows use, defined once per page (ids are page-wide)
ARROW_HEAD = ('<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false">'
              '<defs><marker id="ah" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
              'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
              'fill="#7a3e1d"/></marker></defs></svg>')


def wrap(words: str, width: int) -> list[str]:
    """Splits a label into lines of about `width` characters (SVG text does not wrap)."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def lines(x: float, y: float, content: str, width: int, cls: str = "t", step: int = 17,
          anchor: str = "middle") -> str:
    return "".join(text(x, y + i * step, part, cls, anchor)
                   for i, part in enumerate(wrap(content, width)))


def listed(values: tuple) -> str:
    return ", ".join(str(v) for v in values)
