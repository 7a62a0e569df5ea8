"""The areas every language has, one module each, and how a language's areas make one
table. Below the languages' packages, which gather their areas with `gather`."""
from importlib import import_module

from ..registry import PRESENTATIONS

#: the page's own areas, one module each in every language: the page (ui, saving), the
#: first paint (start), the hint, the rules pages and the tutorials; each game adds its
#: own (board and log, its engine's reasons and notes, its phase guide) through its
#: `Presentation`
AREAS = ("ui", "saving", "start", "hint", "rules", "tut")


def modules(lang: str) -> list[str]:
    """The message modules of `lang`: the page's areas, then each registered game's."""
    return [*(f"{__package__}.{lang}.{area}" for area in AREAS),
            *(name.format(lang=lang) for p in PRESENTATIONS.values() for name in p.messages)]


def gather(lang: str) -> dict[str, str]:
    """Every message of `lang`'s modules in one table."""
    return {msg_id: text for name in modules(lang)
            for msg_id, text in import_module(name).MESSAGES.items()}
