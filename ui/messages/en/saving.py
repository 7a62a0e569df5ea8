"""English texts about keeping games: damaged entries, full storage, other tabs, imports,
new versions of the site, rules versions and taking a move back in pass-and-play."""

MESSAGES = {
    # -- stored games ----------------------------------------------------------------------
    "ui.saving.open_failed": "The game that was open could not be opened again. Your saved "
                             "games are listed below.",
    "ui.saving.cannot_open": "This saved game cannot be opened: {reason}. It stays in the "
                             "list, where you can export it as it is or delete it.",
    "ui.saving.damaged_meta": "{why} · {size} KB",
    "ui.saving.why.not_json": "its text is not readable data (not JSON)",
    "ui.saving.why.too_large": "it is larger than {limit} KB",
    "ui.saving.why.too_deep": "its data is nested too deep",
    "ui.saving.why.not_save": "it is not a Westbound game",
    "ui.saving.why.too_long": "it has more than {moves} moves",
    "ui.saving.why.missing": "it is no longer stored here",
    "ui.saving.import_limit": "A save file holds at most {limit} KB.",
    # -- full storage ----------------------------------------------------------------------
    "ui.saving.unsaved_meta": "{game} · {moves} {moves:move|moves} · not saved: the "
                              "storage is full",
    "ui.saving.full_open": "The browser's storage is full: this game's latest moves are kept "
                           "only in this tab. Export it to keep it safe, or delete old saved "
                           "games: saving resumes by itself as soon as there is room.",
    "ui.saving.export_open": "Export this game",
    "ui.saving.full_kept": "The browser's storage is full: {n} {n:game is|games are} kept "
                           "only in this tab (see Saved games). Export {n:it|them}, or delete "
                           "old games: saving resumes by itself as soon as there is room.",
    "ui.saving.saved_again": "There is room again: every game is saved.",
    # -- another tab -----------------------------------------------------------------------
    "ui.saving.changed_elsewhere": "This game was played on in another tab: here is its "
                                   "latest position.",
    "ui.saving.changed_elsewhere_lost": "Your last move was not saved: this game had been "
                                        "played on in another tab. Here is its latest "
                                        "position.",
    "ui.saving.deleted_elsewhere": "The game that was open here was deleted in another tab.",
    "ui.saving.deleted_elsewhere_lost": "Your last move was not saved: this game was deleted "
                                        "in another tab.",
    # -- imports ---------------------------------------------------------------------------
    "ui.err.too_large": "This file is too large to be a Westbound save (more than {limit} KB). "
                        "Nothing was changed.",
    "ui.err.too_deep": "This file is not a Westbound save: its data is nested too deep. "
                       "Nothing was changed.",
    "ui.err.too_long": "This save has more moves than Westbound accepts ({moves} at most). "
                       "Nothing was changed.",
    # -- a new version ---------------------------------------------------------------------
    "ui.update.ready": "A new version of Westbound is ready. Reload to use it: your games are "
                       "saved and come back after the reload.",
    "ui.update.reload": "Reload now",
    # -- rules versions --------------------------------------------------------------------
    "ui.rules_version.older": "This game follows the rules of version {version}, under which "
                              "it began (new games follow version {current}).",
    "ui.rules_version.kept": "A game keeps its rules to the end, so that every move played "
                             "stays legal. What changed since:",
    "ui.rules_version.short": "rules version {version}",
    # -- pass-and-play: taking a move back ---------------------------------------------------
    "ui.handback_ask": "{name}: take back your last move",
    "ui.handback_title": "Give the device back to {name}",
    "ui.handback_text": "Only {name} may take back their own move. {next}, please hand the "
                        "device back: nothing is taken back or shown until {name} confirms.",
    "ui.handback_yes": "I am {name}: take back my move",
}
