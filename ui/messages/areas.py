"""The areas every language has, one module each, and how a language's areas make one
table. Below the languages' packages, which gather their areas with `gather`."""
from importlib import import_module

#: the areas every language has, one module each: the page (ui, saving), each game's board
#: and log, its engine's reasons and notes, its phase guide, the hint, and the rules pages
AREAS = ("ui", "saving", "hs", "hs_engine", "hs_guide", "gw", "gw_engine", "gw_guide",
         "mt", "mt_engine", "mt_guide", "hint", "rules", "tut")


def gather(lang: str) -> dict[str, str]:
    """Every message of `lang`'s area modules in one table."""
    return {msg_id: text for area in AREAS
            for msg_id, text in import_module(f".{lang}.{area}", __package__).MESSAGES.items()}
