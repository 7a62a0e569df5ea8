"""The first paint (what shows before Python is ready), written at build time from the
registries (`ui.registry`, `engine.GAMES`) and the page's message catalogs (`ui.i18n`), so
that adding a game never means editing the page by hand and the first paint says what the
page says, in one translation mechanism.

    python3 scripts/first_paint.py   rewrite index.html and assets/start.js (scripts/setup does)

In index.html, its ``<meta name="description">`` names the games; between
``<!-- games:styles -->`` and ``<!-- /games:styles -->``: each game's
stylesheet; between ``<!-- games:list -->`` and ``<!-- /games:list -->``: the home screen's
list; and every element marked ``data-msg`` (`hooks.MSG`) gets its message's English text.
In assets/start.js, between ``// first-paint:texts`` and ``// /first-paint:texts``: those
messages in every language, which the script puts in the player's language before Python
starts, with the messages the script says itself (`SCRIPT_MESSAGES`).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ui import hooks  # noqa: E402
from ui.gamecards import picture_src  # noqa: E402
from ui.html import esc  # noqa: E402
from ui.i18n import LANGS, Translator  # noqa: E402
from ui.registry import PRESENTATIONS  # noqa: E402

INDEX = ROOT / "index.html"
START = ROOT / "assets" / "start.js"
#: the messages assets/start.js says itself: the board pictures' text (an ``alt``), the
#: progress of Python's start and what a failed or stalled start says
SCRIPT_MESSAGES = ("ui.board_picture", "start.loading", "start.interpreter", "start.files",
                   "start.opening", "start.failed", "start.stalled", "start.advice",
                   "start.retry", "start.meanwhile", "start.details")
#: an element marked with its message id, its text up to its closing tag
MARKED = re.compile(rf'(<(\w+)\b[^>]*\s{hooks.MSG}="([\w.]+)"[^>]*>)([^<]*)(</\2>)')


def styles() -> list[str]:
    return [f'<link rel="stylesheet" href="./{esc(p.styles)}">' for p in PRESENTATIONS.values()
            if p.styles]


def game_list() -> list[str]:
    """One ``li.game`` a registered game, in the home screen's order: the picture of its
    board (`ui.gamecards`), its title, its number of players (``data-min``/``data-max`` for
    the translation), how long it plays and its rules page."""
    tr = Translator("en")
    lines = []
    for game_id in PRESENTATIONS:
        game = engine.GAMES[game_id]
        title = tr.opt(f"ui.game.{game_id}", game.title)
        low, high = game.min_players, game.max_players
        times = game.play_minutes
        time = (f' <span class="game-time" {hooks.MSG}="ui.play_time" data-min="{times[0]}" '
                f'data-max="{times[1]}">'
                f'{esc(tr("ui.play_time", min=times[0], max=times[1]))}</span>'
                if times else "")
        lines.append(
            f'<li class="game" {hooks.GAME}="{esc(game_id)}">'
            f'<img class="{hooks.BOARD_PICTURE}" src="{esc(picture_src(game_id, "en"))}" '
            f'alt="{esc(tr("ui.board_picture", game=title))}" {hooks.TITLE}="{esc(title)}" '
            f'width="1000" height="760"><span class="{hooks.GAME_TITLE}">{esc(title)}</span> '
            f'<span class="game-players" {hooks.MSG}="ui.players_range" data-min="{low}" '
            f'data-max="{high}">'
            f'{esc(tr("ui.players_range", min=low, max=high))}</span>{time} '
            f'<a class="game-rules" href="rules/{esc(game_id)}.en.html" '
            f'{hooks.RULES}="{esc(game_id)}" {hooks.MSG}="ui.rules">{esc(tr("ui.rules"))}'
            '</a></li>')
    return lines


#: the page's description for search engines and shared links (English, as the first paint)
DESCRIPTION = re.compile(r'(<meta name="description" content=")[^"]*(">)')


def description() -> str:
    """What the page is, naming the registered games in the home screen's order."""
    tr = Translator("en", strict=True)
    titles = [tr.opt(f"ui.game.{g}", engine.GAMES[g].title) for g in PRESENTATIONS]
    games = (tr("ui.and", some=", ".join(titles[:-1]), last=titles[-1]) if len(titles) > 1
             else "".join(titles))
    return tr("ui.description", games=games)


def english(text: str) -> str:
    """`text` (index.html) with each element marked ``data-msg`` holding its message's
    English text, its fields filled from the element's ``data-<field>`` attributes."""
    tr = Translator("en", strict=True)

    def one(match: re.Match) -> str:
        opening, _tag, msg_id, _old, closing = match.groups()
        fields = dict(re.findall(r'\sdata-(\w+)="([^"]*)"', opening))
        return opening + esc(tr(msg_id, **fields)) + closing

    return MARKED.sub(one, text)


def messages(page: str) -> list[str]:
    """The ids of the first paint's messages: those marked in `page`, then the script's."""
    marked = dict.fromkeys(m.group(3) for m in MARKED.finditer(page))
    return [*marked, *(m for m in SCRIPT_MESSAGES if m not in marked)]


def texts(page: str) -> list[str]:
    """assets/start.js's table of the first paint's messages in every language (`page`:
    index.html), as the catalogs hold them."""
    table = {lang: {m: Translator(lang, strict=True).template(m) for m in messages(page)}
             for lang in LANGS}
    return ("var TEXTS = " + json.dumps(table, ensure_ascii=False, indent=2) + ";").split("\n")


def _between(text: str, name: str, lines: list[str], comment: str = "<!-- {} -->") -> str:
    """`text` with the lines between the `name` markers (`comment` with the name in it)
    replaced by `lines`, indented as the opening marker is."""
    opening, closing = (re.escape(comment.format(n)) for n in (name, "/" + name))
    pattern = re.compile(rf"^([ \t]*){opening}\n.*?^[ \t]*{closing}$", re.M | re.S)
    match = pattern.search(text)
    if match is None:
        raise ValueError(f"no {comment.format(name)} markers")
    pad = match.group(1)
    block = "\n".join([pad + comment.format(name), *(pad + line for line in lines),
                       pad + comment.format("/" + name)])
    return text[:match.start()] + block + text[match.end():]


def refresh(text: str) -> str:
    """index.html's text with its game parts written from the registries and its marked
    texts from the English catalog."""
    text = _between(_between(text, "games:styles", styles()), "games:list", game_list())
    text = DESCRIPTION.sub(lambda m: m.group(1) + esc(description()) + m.group(2), text, count=1)
    return english(text)


def refresh_script(script: str, page: str) -> str:
    """assets/start.js's text with its table of messages written from the catalogs (`page`:
    index.html, refreshed)."""
    return _between(script, "first-paint:texts", texts(page), comment="// {}")


def write(path: Path = INDEX, script: Path = START) -> list[Path]:
    """Rewrites index.html and assets/start.js where they are out of date; those changed."""
    page = refresh(path.read_text(encoding="utf-8"))
    changed = []
    for target, make in ((path, lambda _old: page),
                         (script, lambda old: refresh_script(old, page))):
        old = target.read_text(encoding="utf-8")
        new = make(old)
        if new != old:
            target.write_text(new, encoding="utf-8")
            changed.append(target)
    return changed


if __name__ == "__main__":
    changed = write()
    print("first_paint:", ", ".join(p.name for p in changed) + " rewritten" if changed
          else "index.html and start.js already up to date")
