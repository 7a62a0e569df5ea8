"""The home screen's saved games, and the notices every screen carries about keeping games.

The list shows the newest stored games at once and the others on demand ("Show more" adds
`SAVES_PAGE` at a time). It shows three kinds of entry: games kept only in this tab because
the storage is full (newest first, with their export), stored games, and damaged entries
(what is wrong, with the export of their text as it is and delete). Notices: a storage that
refused this tab's games, and a new version of the site that waits for a reload.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import engine

from . import hooks
from .html import Markup, button, el, isolated
from .records import MAX_CHARS

if TYPE_CHECKING:
    from .app_protocols import SavesApp

#: stored games listed at once, and how many more each "Show more" adds: each one listed
#: is read and checked, so hundreds of stored games must not all be at the first paint
SAVES_PAGE = 20


def saved_when(page: dict) -> str:
    """The local date and time a record was last saved (ISO order reads in every language)."""
    updated = page.get("updated")
    if not isinstance(updated, int | float) or updated <= 0:
        return "—"
    try:
        when = time.localtime(updated / 1000)
    except (OverflowError, OSError, ValueError):
        return "—"
    # non-breaking hyphens and space: a narrow column wraps around the date, never inside it
    return time.strftime("%Y\u2011%m\u2011%d\u00a0%H:%M", when)


def _why_damaged(app: "SavesApp", entry: dict) -> str:
    code, params = entry["damage"]
    if code.startswith("save."):
        return app.tr(f"ui.err.{code}", **params)
    return app.tr(f"ui.saving.why.{code}", **params)


def _about(app: "SavesApp", record: dict, stored: bool) -> tuple[str, str]:
    """A game's title (its seats) and what the list says about it: when it was saved, or
    that it is not (`stored` False: kept in memory while the storage is full)."""
    tr = app.tr
    data = record["engine"]
    game = engine.GAMES[data["game"]]
    title = " · ".join(isolated(s["name"]) for s in record["page"]["seats"])
    about = {"game": tr.opt(f"ui.game.{game.id}", game.title), "moves": len(data["actions"])}
    meta = (tr("ui.save_meta", when=saved_when(record["page"]), **about) if stored
            else tr("ui.saving.unsaved_meta", **about))
    if data["rules"] < game.rules_version:
        meta += " · " + tr("ui.rules_version.short", version=data["rules"])
    if record["page"]["over"]:
        meta += " · " + tr("ui.save_finished")
    if record["page"].get("tutorial"):  # a guided game (`ui.tutorial`): resumes at its step
        meta += " · " + tr("tut.title")
    return title, meta


def _actions(app: "SavesApp", sid: str, can_resume: bool) -> list[Markup]:
    tr = app.tr
    if app.confirm_delete == sid:
        return [el("span", None, tr("ui.delete_really")),
                button(tr("ui.delete_yes"), "delete-yes", sid, cls="danger"),
                button(tr("ui.cancel"), "delete-no", sid)]
    return [button(tr("ui.resume"), "resume", sid, cls=hooks.PRIMARY) if can_resume else None,
            button(tr("ui.export"), "export", sid),
            button(tr("ui.delete"), "delete", sid)]


def _row(sid: str, title: str, meta: str, actions: list, cls: str = "") -> Markup:
    return el("li", {"class": f"save {cls}".strip(), "data-save": sid},
              el("div", {"class": "save-info"}, el("strong", None, title),
                 el("span", {"class": hooks.MUTED}, meta)),
              el("div", {"class": "save-actions"}, actions))


def saves_panel(app: "SavesApp") -> Markup:
    tr = app.tr
    held = app.keeper.unsaved
    rows = []
    for sid, session in reversed(held.items()):
        title, meta = _about(app, session.record(), stored=False)
        rows.append(_row(sid, title, meta, _actions(app, sid, True), "unsaved"))
    ids = app.store.ids()
    for entry in map(app.store.entry, ids[:app.saves_shown]):
        sid, record = entry["id"], entry["record"]
        if sid in held:
            continue  # the copy in memory is newer
        if record is None:
            meta = tr("ui.saving.damaged_meta", why=_why_damaged(app, entry),
                      size=max(1, round(entry["size"] / 1000)))
            rows.append(_row(sid, tr("ui.save_damaged"), meta, _actions(app, sid, False),
                             "damaged"))
        else:
            title, meta = _about(app, record, stored=True)
            rows.append(_row(sid, title, meta, _actions(app, sid, True)))
    listing = el("ul", {"class": "saves"}, rows) if rows else el("p", {"class": hooks.MUTED},
                                                                  tr("ui.no_saves"))
    hidden = len(ids) - app.saves_shown
    more = (button(tr("ui.saves_more", n=min(hidden, SAVES_PAGE), left=hidden), "more-saves",
                   cls="saves-more") if hidden > 0 else None)
    upload = el("label", {"class": "file-button"}, tr("ui.import"),
                el("input", {"type": "file", "accept": ".json,application/json",
                             hooks.CMD: "import", "class": "sr-only"}))
    limit = el("p", {"class": f"{hooks.MUTED} import-limit"}, tr("ui.saving.import_limit",
                                                        limit=MAX_CHARS // 1000))
    return el("section", {"class": "panel"}, el("h2", None, tr("ui.saves")), listing, more,
              upload, limit)


def notices(app: "SavesApp") -> Markup:
    """What the page must say on every screen until it is resolved: games the full storage
    refused (with their export), and a new version ready to load."""
    tr = app.tr
    out = []
    held = app.keeper.unsaved
    if held:
        s = app.session
        if s is not None and s.id in held and app.screen in ("game", "end"):
            text = tr("ui.saving.full_open")
            export: Any = button(tr("ui.saving.export_open"), "export", s.id, cls=hooks.PRIMARY)
        else:
            text, export = tr("ui.saving.full_kept", n=len(held)), None
        out.append(el("div", {"class": "notice warn", "role": "alert", hooks.UNSAVED: True},
                      el("p", None, text), export))
    if app.update_ready:
        out.append(el("div", {"class": "notice update", "role": "status",
                              "data-update-ready": True},
                      el("p", None, tr("ui.update.ready")),
                      button(tr("ui.update.reload"), "update", cls=hooks.PRIMARY)))
    return Markup("".join(out))
