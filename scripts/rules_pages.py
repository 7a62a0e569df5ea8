#!/usr/bin/env python3
"""Builds the static rules pages, ``rules/<game>.<lang>.html``, from their sources.

    python3 scripts/rules_pages.py            build every page (scripts/setup runs this)
    python3 scripts/rules_pages.py --out DIR  build them into DIR instead (the tests do)

The games with a rules page are those of the page's registry (`ui.registry`) whose
`Presentation` names a rules module. Each source, ``rules/src/<game>.<lang>.html`` (the
game's `Presentation.rules_sources`), is the text of one page: its sections, written by hand
in that language. The build wraps it in the page frame (head, language links, table
of contents from the sections' headings, footer) and fills its placeholders from the game's
data module, so a printed value is typed once, in ``engine/<game>/data.py``:

    {{name}}         a value (the rules module's VALUES[name])
    {{block:name}}   a table or list of components (BLOCKS[name])
    {{fig:name}}     one of our SVG figures (FIGURES[name]), labelled in the language
    {{board:moment}} the board as the game draws it, with numbered parts (rules_figures.py)

Each game's values, tables and figures are in its rules module (``scripts/rules_<game>.py``
for the three games: `Presentation.rules`), made with
``scripts/rules_html.py``. Every word of the frame, the tables and the figures is a message
of the page's one translation mechanism (``ui.i18n``; ``ui/messages/<lang>/rules.py``), and
the names of components are the board's own messages, so the rules say what the board says.
The remembered text size applies through the page's own script (``assets/text-size.js``).

The pages are built, not committed: a change of a value or of a name can never leave a
stale page behind (``.gitignore`` lists them; the sources are committed).
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
import rules_figures  # noqa: E402
from rules_html import ARROW_HEAD, Page, content, esc  # noqa: E402

from engine import GAMES as ENGINES  # noqa: E402
from ui.i18n import LANG_NAMES, LANGS, Translator  # noqa: E402
from ui.messages.fr import spaced as french_spacing  # noqa: E402
from ui.registry import PRESENTATIONS  # noqa: E402

RULES = ROOT / "rules"
PLACEHOLDER = re.compile(r"\{\{(?:(block|fig|board):)?([a-z0-9_]+)\}\}")
SECTION = re.compile(r'<section id="([a-z0-9-]+)"[^>]*>\s*<h2>(.*?)</h2>', re.S)


def games() -> tuple[str, ...]:
    """The registered games with a rules page (`Presentation.rules`), in the home screen's
    order."""
    return tuple(game for game, p in PRESENTATIONS.items() if p.rules)


def source(game: str, lang: str) -> Path:
    """The page's source in `lang` (`Presentation.rules_sources`)."""
    return ROOT / PRESENTATIONS[game].rules_sources.format(game=game, lang=lang)


#: the games with a rules page when the build started (the tests' parameters)
GAMES = games()


# -- the frame --------------------------------------------------------------------------------
def fill(game: str, lang: str, source: str) -> str:
    page = Page(game, lang)

    def one(match: re.Match) -> str:
        kind, name = match.group(1), match.group(2)
        if kind == "board":
            if name not in rules_figures.moments(game):
                raise KeyError(f"{game}.{lang}: unknown board {{{{board:{name}}}}}")
            return rules_figures.figure(page, name)
        module = content(game)
        table_ = {"block": module.BLOCKS, "fig": module.FIGURES}.get(kind)
        if table_ is None:
            if name not in module.VALUES:
                raise KeyError(f"{game}.{lang}: unknown value {{{{{name}}}}}")
            return esc(module.VALUES[name])
        if name not in table_:
            raise KeyError(f"{game}.{lang}: unknown {kind} {{{{{kind}:{name}}}}}")
        made = table_[name](page)
        return f'<figure class="figure">{made}</figure>' if kind == "fig" else made

    return PLACEHOLDER.sub(one, source)


def versions(game: str, lang: str) -> str:
    """The last section: today's rules version and each version's note, in the words the
    game screen uses when it resumes an older game (`Game.rules_changes`)."""
    rules, tr = ENGINES[game], Translator(lang, strict=True)
    notes = [tr("rules.version_1")] + [tr(rules.rules_changes[v])
                                       for v in range(2, rules.rules_version + 1)
                                       if v in rules.rules_changes]
    items = "\n".join(f"<li>{esc(note)}</li>" for note in notes)
    return (f'<section id="versions">\n<h2>{esc(tr("rules.versions"))}</h2>\n'
            f'<p>{esc(tr("rules.version_now", n=rules.rules_version))}</p>\n'
            f"<ul>\n{items}\n</ul>\n</section>")


def sections(body: str) -> list[tuple[str, str]]:
    """(anchor, heading) of each section, in order: the table of contents."""
    return [(anchor, re.sub(r"<[^>]+>", "", heading).strip())
            for anchor, heading in SECTION.findall(body)]


ENHANCE = """(function () {
  // another language opens at the same section
  document.querySelectorAll("a[hreflang]").forEach(function (a) {
    a.addEventListener("click", function () { a.hash = location.hash; });
  });
  var print = document.getElementById("print");
  if (print) {
    print.hidden = false;
    print.addEventListener("click", function () { window.print(); });
  }
})();"""


def render(game: str, lang: str, source: str) -> str:
    tr = Translator(lang, strict=True)
    title = ENGINES[game].title
    body = fill(game, lang, source).strip() + "\n\n" + versions(game, lang)
    if lang == "fr":  # the same typography as the page's French messages
        body = french_spacing(body).replace(" :<", "\u00a0:<")  # a colon before a tag
    toc = "\n".join(f'<li><a href="#{a}">{esc(h)}</a></li>' for a, h in sections(body))
    others = "\n".join(
        f'<li><a href="{game}.{other}.html" hreflang="{other}" lang="{other}"'
        + (' aria-current="page"' if other == lang else "") + f">{esc(LANG_NAMES[other])}</a></li>"
        for other in LANGS)
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(tr('rules.description', game=title))}">
<title>{esc(tr('rules.title', game=title))} · Westbound</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="rules.css">
<script src="../assets/text-size.js"></script>
</head>
<body class="rules rules-{game}">
{ARROW_HEAD}
<a class="skip controls" href="#main">{esc(tr('rules.skip'))}</a>
<header class="top">
<nav class="controls" aria-label="{esc(tr('rules.langs'))}">
<a class="back" href="../index.html" data-home>{esc(tr('rules.back'))}</a>
<span class="langs-label">{esc(tr('rules.langs'))}</span>
<ul class="langs">
{others}
</ul>
<button type="button" id="print" class="print" hidden>{esc(tr('rules.print'))}</button>
</nav>
<h1>{esc(tr('rules.title', game=title))}</h1>
</header>
<nav class="toc" aria-labelledby="toc-title">
<h2 id="toc-title">{esc(tr('rules.toc'))}</h2>
<ol>
{toc}
</ol>
</nav>
<main id="main">
{body.strip()}
</main>
<footer class="about">
<p>{esc(tr('rules.about'))}</p>
</footer>
<script>{ENHANCE}</script>
</body>
</html>
"""


def build(out: Path = RULES, only: tuple[str, ...] | None = None) -> list[Path]:
    """Builds every page (or `only` those games') into `out`; a source with an unknown
    placeholder stops the build."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    chosen = games() if only is None else only
    for game in chosen:
        for lang in LANGS:
            text = source(game, lang).read_text(encoding="utf-8")
            target = out / f"{game}.{lang}.html"
            target.write_text(render(game, lang, text), encoding="utf-8")
            written.append(target)
    rules_figures.build(out, chosen, LANGS)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=RULES, help="where the pages go")
    args = parser.parse_args(argv)
    pages = build(args.out)
    print(f"rules_pages: {len(pages)} pages in {args.out}")


if __name__ == "__main__":
    main()
