"""Pictures of each game's board as the game draws it, built under CPython by the game's own
rendering code (`ui.games`), so a picture can never disagree with the board on screen.

A picture is an SVG file whose `<foreignObject>` holds the board's markup (made well-formed
XML) with the page's stylesheets inside it: an `<img>` shows it scaled, not interactive,
without the page's ids or focus stops. Its media queries are settled for the width the board
is drawn at (inside an image they would follow the image's own size). The home screen's
cards show the set-up of each game in the page's language
(``assets/pictures/<game>.<lang>.svg``); the rules pages show the
set-up and a position from the middle of a game with numbered labels on the parts the text
explains (`scripts/rules_figures.py`).
"""
from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from rules_html import pictures  # noqa: E402  (scripts/, beside this module)

import engine  # noqa: E402
from engine.core.saves import load  # noqa: E402
from ui import hooks  # noqa: E402
from ui.art import mark, markers  # noqa: E402
from ui.gamecards import picture_src  # noqa: E402
from ui.games import ui_for  # noqa: E402
from ui.games.base import Ctx  # noqa: E402
from ui.i18n import LANGS, Translator  # noqa: E402
from ui.registry import PRESENTATIONS  # noqa: E402

HOME = ROOT / "assets" / "pictures"
CORPUS = ROOT / "tests" / "corpus"
#: the seed and player count of every set-up shown (three players, as on the box's cover)
SEED, PLAYERS = 7, 3
#: a board drawn at this width (a laptop's board column) and this tall, in CSS px, unless its
#: game's rules module says otherwise (`size`)
DEFAULT_SIZE = (1000, 760)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
#: SVG names that XML spells in mixed case (the HTML parser lowers them)
SVG_CASE = {n.lower(): n for n in (
    "viewBox", "preserveAspectRatio", "gradientUnits", "gradientTransform", "patternUnits",
    "patternContentUnits", "patternTransform", "clipPath", "clipPathUnits", "linearGradient",
    "radialGradient", "foreignObject", "textPath", "markerWidth", "markerHeight", "refX",
    "refY", "markerUnits", "stdDeviation", "feGaussianBlur", "feOffset", "feMerge",
    "feMergeNode", "feFlood", "feComposite", "feBlend", "feColorMatrix", "maskUnits",
    "maskContentUnits", "textLength", "lengthAdjust", "startOffset", "spreadMethod",
    "stopColor", "stopOpacity")}
XHTML, SVG = "http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg"
#: what is left out of a picture: handlers, tips and hooks only the live page uses
DROPPED = re.compile("^(on|aria-describedby|"
                     + "|".join((hooks.TIP, hooks.ACTION, hooks.CMD, hooks.ARG)) + ")")


class _Xml(HTMLParser):
    """Re-writes HTML as XML: quoted attributes, closed void elements, SVG's case."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []

    def _open(self, tag: str, attrs: list[tuple[str, str | None]], close: bool) -> None:
        tag = SVG_CASE.get(tag, tag)
        kept = [(SVG_CASE.get(k, k), v if v is not None else k) for k, v in attrs
                if not DROPPED.match(k) and k != "xmlns"]
        if tag == "svg":
            kept.insert(0, ("xmlns", SVG))
        text = "".join(f" {k}={quoteattr(v)}" for k, v in kept)
        self.out.append(f"<{tag}{text}{'/' if close else ''}>")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open(tag, attrs, tag in VOID)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open(tag, attrs, True)

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID:
            self.out.append(f"</{SVG_CASE.get(tag, tag)}>")

    def handle_data(self, data: str) -> None:
        self.out.append(escape(data))


def xml(markup: str) -> str:
    """The board's HTML as well-formed XML (an SVG image is parsed as XML)."""
    parser = _Xml()
    parser.feed(markup)
    parser.close()
    return "".join(parser.out)


# -- stylesheets ---------------------------------------------------------------------------
MEDIA = re.compile(r"@media\s*([^{]+)\{")


def _blocks(css: str) -> list[tuple[str | None, str]]:
    """The stylesheet as top-level pieces: (media condition or None, text)."""
    out, i = [], 0
    while i < len(css):
        match = MEDIA.search(css, i)
        if not match:
            out.append((None, css[i:]))
            break
        out.append((None, css[i:match.start()]))
        depth, j = 1, match.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(css[j], 0)
            j += 1
        out.append((match.group(1).strip(), css[match.end():j - 1]))
        i = j
    return out


def applies(condition: str, width: int) -> bool:
    """Whether a media condition holds for a screen `width` px wide that asks for nothing
    else (no print, no reduced motion)."""
    for part in re.findall(r"\(([^)]*)\)", condition):
        name, _, value = (s.strip() for s in part.partition(":"))
        px = int(re.sub(r"\D", "", value) or 0)
        if (name == "min-width" and width < px) or (name == "max-width" and width > px):
            return False
        if name not in ("min-width", "max-width"):
            return False
    return not re.search(r"\bprint\b", condition)


def stylesheet(game: str, width: int, markup: str = "") -> str:
    """The page's style and the game's (its `Presentation.styles`), with the media queries
    settled for `width`; given the `markup` drawn, without the rules whose classes it does
    not use."""
    own = PRESENTATIONS[game].styles if game in PRESENTATIONS else None
    css = "\n".join((ROOT / path).read_text(encoding="utf-8")
                    for path in ("assets/style.css", own) if path)
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    kept = "\n".join(text for cond, text in _blocks(css) if cond is None or applies(cond, width))
    if markup:
        kept = used(kept, set(re.findall(r"[\w-]+", " ".join(CLASSES.findall(markup)))))
    return re.sub(r"\s+", " ", kept).replace("url(\"./logo.svg\")", "none")


CLASSES = re.compile(r'\sclass="([^"]*)"')
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def used(css: str, classes: set[str]) -> str:
    """The rules of `css` (without at-rules' blocks, which are kept whole) that some
    selector of could match: every class it names is in `classes`."""
    out, i = [], 0
    while i < len(css):
        at = css.find("@", i)
        chunk = css[i:at if at >= 0 else len(css)]
        for match in RULE.finditer(chunk):
            selectors = match.group(1).split(",")
            if any(set(re.findall(r"\.([\w-]+)", re.sub(r":not\([^)]*\)", "", sel)))
                   <= classes for sel in selectors):
                out.append(match.group(0))
        if at < 0:
            break
        depth, j = 0, css.index("{", at)
        while True:  # an at-rule (keyframes, font-face): kept whole
            depth += {"{": 1, "}": -1}.get(css[j], 0)
            j += 1
            if depth == 0:
                break
        out.append(css[at:j])
        i = j
    return "\n".join(out)


# -- the board -----------------------------------------------------------------------------
def names(lang: str) -> list[str]:
    tr = Translator(lang)
    return [tr("ui.seat_n", n=i + 1) for i in range(4)]


def size(game: str) -> tuple[int, int]:
    """The width and height `game`'s board is drawn at: its `BoardPictures.size` (each
    picture shows the whole board: `e2e/test_pictures.py` measures it in Chromium)."""
    shown = pictures(game)
    return shown.size if shown else DEFAULT_SIZE


def setup(game: str) -> object:
    return engine.GAMES[game].new(players=PLAYERS, seed=SEED)


def midgame(game: str) -> object:
    """The corpus save of the middle of a 3-player game under today's rules that the rules
    page shows (its `BoardPictures.midgame_save`)."""
    rules = engine.GAMES[game].rules_version
    path = CORPUS / f"rules-{game}-v{rules}" / pictures(game).midgame_save
    return load(json.loads(path.read_text(encoding="utf-8"))["save"])


def board(game: str, state: object, lang: str) -> str:
    """The board's markup for `state` as the game screen draws it (the open view)."""
    rules = engine.GAMES[game]
    seats = names(lang)[:state.num_players]
    labels = markers(seats)
    ctx = Ctx(Translator(lang), seats, rules.view(state, None), labels=labels)
    return str(ui_for(rules).board(ctx, [mark(i, labels[i]) for i in range(len(seats))]))


def picture(game: str, markup: str, title: str) -> str:
    """An SVG image of `markup` (a board's HTML), drawn `size(game)` CSS px."""
    return svg(game, xml(markup), title)


def svg(game: str, body: str, title: str, height: int | None = None, css: str = "") -> str:
    """An SVG image of `body` (XML) with the page's styles and `css`, `size(game)` wide and
    `height` (else `size(game)`'s) tall."""
    width, height = size(game)[0], height or size(game)[1]
    css = stylesheet(game, width, body) + (
        f" .picture {{ width: {width}px; padding: 8px; background: var(--paper);"
        " color: var(--ink);"
        " font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;"
        " line-height: 1.4; font-size: 16px; }") + css
    return (f'<svg xmlns="{SVG}" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" style="background: #f6efe2">'
            f"<title>{escape(title)}</title>"
            f"<style>{escape(css)}</style>"
            f'<foreignObject x="0" y="0" width="{width}" height="{height}">'
            f'<div xmlns="{XHTML}" class="picture">{body}</div>'
            "</foreignObject></svg>\n")


def home_picture(game: str, lang: str) -> str:
    """The home screen's card picture: the set-up, in the page's language `lang` (small on
    a card, its words are still those of the page around it)."""
    title = Translator(lang).opt(f"ui.game.{game}", engine.GAMES[game].title)
    return picture(game, board(game, setup(game), lang), title)


def build(out: Path = HOME) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.svg"):  # pictures of a game or a language no longer built
        old.unlink()
    written = []
    for game in engine.GAMES:
        for lang in LANGS:
            target = out / Path(picture_src(game, lang)).name
            target.write_text(home_picture(game, lang), encoding="utf-8")
            written.append(target)
    return written


if __name__ == "__main__":
    for path in build():
        print(f"board_pictures: {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")
