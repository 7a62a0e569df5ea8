"""How a game is shown: the generic presentation every registered game gets, and the
per-game refinements (labels, board) that a game module may add.

The generic `GameUI` uses only the engine contract and the message tables: an action's
label is ``<prefix>.act.<kind>`` with its params as ``p0, p1, ...``; a log entry is its
message id with its params; strings that name things (buildings, goods) are looked up as
``<prefix>.name.<value>``; anything without a translation shows its raw key, so a new game
is playable before its texts are written.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine import Action

from .. import hooks
from ..art import initial, markers
from ..hint_marks import badge, hinted
from ..html import Markup, el, esc
from ..i18n import Translator

#: log and action parameters that name a seat
SEAT_PARAMS = frozenset({"seat", "start", "outbid", "winner", "first", "displaced", "seats",
                         "owner"})


def tally(things: list[str]) -> dict[str, int]:
    """How many of each, in order of first appearance: ``[a, b, a] -> {a: 2, b: 1}``."""
    out: dict[str, int] = {}
    for thing in things:
        out[thing] = out.get(thing, 0) + 1
    return out


@dataclass
class Ctx:
    """What every label needs: the language, the seat names and the view on screen, and
    the moves the person on screen may make now (none in a replay or a bot's turn).

    `state` and `seat` are set when a person is choosing: the board then also draws the
    tempting choices that are not legal, each with the engine's reason (`GameUI.spot`).
    """

    tr: Translator
    names: list[str]
    view: dict
    legal: list[Action] = field(default_factory=list)
    state: Any = None
    seat: int | None = None
    #: each seat's marker letter (`ui.art.markers`; for `map_mark`)
    labels: list[str] = field(default_factory=list)
    #: the moves a hint suggests (`ui.hint.marks`): key -> rank, chance, margin
    hints: dict[str, dict] = field(default_factory=dict)
    by_key: dict[str, Action] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_key = {a.key: a for a in self.legal}
        if not self.labels:
            self.labels = markers(self.names)

    @property
    def choosing(self) -> bool:
        """Whether a person is choosing now (so refused choices show their reasons)."""
        return self.state is not None and self.seat is not None


class GameUI:
    """The presentation of any contract game; subclasses refine it per game."""

    prefix = ""
    #: the kinds of choice each decision (the view's task step) is about: while a person
    #: makes it, a board draws those choices even when the rules refuse them (`shows`)
    step_choices: dict[str, set[str]] = {}
    #: log messages whose consecutive entries by one player add up into one line, with
    #: the parameters that add (numbers, or amounts such as ``{"silver": 4}``): six
    #: "buys 1 gold for 4 silver" read "buys 6 gold for 24 silver"
    log_sums: dict[str, tuple[str, ...]] = {}
    #: the game's resources (names ``<prefix>.name.<key>``): no seat marker is the first
    #: letter of one of them
    resources: tuple[str, ...] = ()
    #: guide entry -> the anchor of its section on the game's rules page (`ui.guide`)
    guide_sections: dict[str, str] = {}
    #: the printed values the guide texts name (``{bids}``…), from the game's data module
    guide_values: dict[str, object] = {}
    #: the kinds of move that end or decline a decision rather than choose in it ("end
    #: the turn", "build nothing"): after a move, keyboard focus goes to them only when
    #: nothing else is offered (`ui.keys.move_focus`)
    closing: frozenset[str] = frozenset()
    #: kind of move -> the steps its motion plays in, in the order the rules apply them
    #: (`ui.motion_steps`, assets/motion.js), each step the names of what moves in it:
    #: "pay" (what a player gives up), "gain" (what a player receives), "wheel", a piece
    #: ("worker", "camp", "mark": a seat's marker; "land": anything landing on a map), a
    #: holding's token ("coins") or the family of the place reached ("hs-bid")
    motion_steps: dict[str, tuple[tuple[str, ...], ...]] = {}

    def motion_flows(self, entries: list[dict]) -> dict[str, tuple[int, int]]:
        """The holdings a move both paid from and gained in, by key: (gained, paid), read
        from the log entries it made (`entries`, as the viewer sees them). Motion shows both
        (the payment leaving, the gain arriving), not only the difference; none by default."""
        return {}

    def __init__(self, game: Any) -> None:
        self.game = game
        self.prefix = self.prefix or game.id

    def resource_letters(self, tr: Translator) -> set[str]:
        """The first letters of the game's resources in the language on screen."""
        return {initial(tr.opt(f"{self.prefix}.name.{k}", k), 0) for k in self.resources}

    # -- parameters ---------------------------------------------------------------------
    def name(self, ctx: Ctx, value: str) -> str:
        return ctx.tr.opt(f"{self.prefix}.name.{value}", value)

    def amount(self, ctx: Ctx, key: str, n: int) -> str:
        """``2 silver``, ``1 worker``: a count of a named thing."""
        msg = f"{self.prefix}.amount.{key}"
        return ctx.tr(msg, n=n) if msg in ctx.tr.table else f"{n} {self.name(ctx, key)}"

    def amounts(self, ctx: Ctx, counts: dict) -> str:
        parts = [self.amount(ctx, k, n) for k, n in counts.items() if n]
        return ", ".join(parts) if parts else ctx.tr("ui.nothing")

    def seat_card(self, ctx: Ctx, marks: list[Markup], seat: int, flags: list,
                  *body: Any) -> Markup:
        """A player's own area: marker, name, "to play" and other badges, then `body`."""
        acting = seat in ctx.view.get("to_act", [])
        badges = [el("span", {"class": "badge now", hooks.NOW: True}, ctx.tr("ui.to_play"))
                  ] if acting else []
        badges += [el("span", {"class": "badge"}, f) for f in flags]
        return el("article", {"class": "seat-card" + (f" {hooks.ACTING}" if acting else ""),
                              hooks.KEY: f"seat-{seat}"},
                  el("h3", None, marks[seat], " ", self.seat_name(ctx, seat), " ", badges),
                  body)

    def seat_name(self, ctx: Ctx, seat: int) -> str:
        return ctx.names[seat] if 0 <= seat < len(ctx.names) else ctx.tr("ui.nobody")

    def param(self, ctx: Ctx, name: str, value: Any) -> str:
        if value is None:
            return ctx.tr("ui.nobody") if name in SEAT_PARAMS else "—"
        if isinstance(value, bool):
            return ctx.tr("ui.yes" if value else "ui.no")
        if name in SEAT_PARAMS and isinstance(value, int):
            return self.seat_name(ctx, value)
        if isinstance(value, int):
            return str(value)
        if isinstance(value, str):
            return self.name(ctx, value)
        if isinstance(value, dict):
            return self.amounts(ctx, value)
        if isinstance(value, list | tuple):
            return ", ".join(self.param(ctx, name, v) for v in value)
        return str(value)

    def params(self, ctx: Ctx, params: dict) -> dict:
        return {k: self.param(ctx, k, v) for k, v in params.items()}

    # -- actions ------------------------------------------------------------------------
    def action_msg(self, ctx: Ctx, action: Action) -> tuple[str, dict]:
        """The message id and raw params that describe `action` (refined per game)."""
        return (f"{self.prefix}.act.{action.kind}",
                {f"p{i}": p for i, p in enumerate(action.params)})

    def action_text(self, ctx: Ctx, action: Action) -> str:
        msg, params = self.action_msg(ctx, action)
        if msg in ctx.tr.table or ctx.tr.strict:
            return ctx.tr(msg, **self.params(ctx, params))
        return action.key

    def free_title(self, ctx: Ctx, n: int) -> str:
        """The heading of the side moves offered beside the main decision."""
        return ctx.tr.opt(f"{self.prefix}.free_moves", ctx.tr("ui.free_moves", n=n), n=n)

    def only_free(self, ctx: Ctx) -> str:
        """Said when only side moves are offered (the main decision needs them first)."""
        return ctx.tr.opt(f"{self.prefix}.only_free", ctx.tr("ui.only_free"))

    def spot(self, ctx: Ctx, key: str, body: Any, cls: str = "", tip: str | None = None,
             label: str | None = None) -> Markup:
        """A board space that is a choice (`key`, the move it would be).

        Legal now: a button carrying the move, named by its full text (or `label`).
        Not legal while a person chooses: a button that does nothing, drawn unavailable
        (``aria-disabled``, still focusable) and carrying the engine's reason in
        ``data-why``, which pointing, focusing or tapping shows under what the choice is
        (its `tip`, else its move's text). Otherwise (a bot's turn, a replay): a plain box.
        `tip` says what the thing is (``data-tip``).
        """
        action = ctx.by_key.get(key)
        if action is not None:
            label = label or self.action_text(ctx, action)
            return el("button", hinted(ctx, key, {
                "type": "button", "class": f"{hooks.SPOT} {cls}".strip(), hooks.ACTION: key,
                "aria-label": label, hooks.TIP: tip or label}), body, badge(ctx, key))
        refusal = self.refusal(ctx, key) if key and ctx.choosing else None
        if refusal is None:
            return el("div", {"class": cls or None, hooks.TIP: tip,
                              "tabindex": "0" if tip else None}, body)
        name = label or self.action_text(ctx, Action.from_key(ctx.seat, key))
        return el("button", {"type": "button",
                             "class": f"{hooks.SPOT} {hooks.UNAVAILABLE} {cls}".strip(),
                             "aria-disabled": "true", hooks.CHOICE: key, hooks.WHY: refusal,
                             "aria-label": ctx.tr("ui.refused_choice", choice=name,
                                                  reason=refusal),
                             hooks.TIP: tip or name}, body)

    def shows(self, ctx: Ctx, kind: str) -> bool:
        """Whether a board draws choices of `kind` now: when one is legal, or while a
        person makes a decision about such choices (the refused ones then say why)."""
        if any(a.kind == kind for a in ctx.legal):
            return True
        task = ctx.view.get("task")
        step = task.get("step") if isinstance(task, dict) else None
        return ctx.choosing and kind in self.step_choices.get(step, ())

    def refusal(self, ctx: Ctx, key: str) -> str | None:
        """Why the person choosing may not make the move `key` now, in their language
        (None when it is legal). The engine decides; this only words its answer."""
        why = self.game.why(ctx.state, Action.from_key(ctx.seat, key))
        return None if why is None else self.reason(ctx, *why)

    def reason(self, ctx: Ctx, code: str, params: dict) -> str:
        """An engine refusal in words: a game's code ``hs.lacks_goods`` is the message
        ``hs.why.lacks_goods``; a generic one (``not_legal``) is ``ui.err.move.<code>``."""
        prefix, dot, name = code.partition(".")
        msg = f"{prefix}.why.{name}" if dot else f"ui.err.move.{code}"
        return ctx.tr(msg, **self.params(ctx, params))

    def action_group(self, ctx: Ctx, action: Action) -> str | None:
        """A heading that gathers related moves (bids on one auction), or None."""
        return None

    def action_short(self, ctx: Ctx, action: Action) -> str:
        """The label inside its group; the full text stays in the aria-label."""
        return self.action_text(ctx, action)

    # -- log -------------------------------------------------------------------------------
    def log_msg(self, entry: dict) -> tuple[str, dict]:
        return entry["id"], entry.get("params") or {}

    def log_text(self, ctx: Ctx, entry: dict) -> str:
        return self.log_words(ctx, *self.log_msg(entry))

    def log_words(self, ctx: Ctx, msg: str, params: dict) -> str:
        """A log message in words: one grammar, the player who acted as the subject."""
        if msg in ctx.tr.table or ctx.tr.strict:
            return ctx.tr(msg, **self.params(ctx, params))
        shown = ", ".join(f"{k}={self.param(ctx, k, v)}" for k, v in params.items())
        return f"{msg} {shown}".strip()

    def log_markup(self, ctx: Ctx, msg: str, params: dict) -> Markup:
        """The log message as HTML: the same words, with each resource as its icon beside
        its count (named for screen readers) when the game draws one (`icon`)."""
        if msg not in ctx.tr.table and not ctx.tr.strict:
            return esc(self.log_words(ctx, msg, params))
        text = self.params(ctx, params)
        shown = {k: self.param_icons(ctx, v) or text[k] for k, v in params.items()}
        return ctx.tr.markup(msg, **shown)

    def icon(self, ctx: Ctx, key: str) -> Markup | None:
        """A resource's icon (`role="img"`, named), or None: the log then says its name."""
        return None

    def param_icons(self, ctx: Ctx, value: Any) -> Markup | None:
        """Amounts (``{"gold": 2}``, or a list of resources) as icons with their counts;
        None when the value is not amounts or a resource has no icon."""
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            value = tally(value)
        if (not isinstance(value, dict) or not value
                or not all(isinstance(n, int) and not isinstance(n, bool)
                           for n in value.values())):
            return None
        icons = {k: self.icon(ctx, k) for k, n in value.items() if n}
        if not icons or any(i is None for i in icons.values()):
            return None
        return Markup(", ".join(el("span", {"class": "amt"}, value[k], "\u2009", i)
                                for k, i in icons.items()))

    def log_merge(self, msg: str, params: dict, msg2: str, params2: dict) -> dict | None:
        """The parameters of one line saying both entries of one player (in this order),
        or None when they stay two lines. Entries of a `log_sums` message merge when all
        their other parameters agree and their amounts are of the same things; any other
        entry merges with an identical one (the line then says how many times)."""
        if msg != msg2:
            return None
        adds = self.log_sums.get(msg, ())
        if any(params.get(k) != params2.get(k) for k in set(params) | set(params2)
               if k not in adds):
            return None
        if any(isinstance(params.get(k), dict) and set(params[k]) != set(params2.get(k) or {})
               for k in adds):
            return None  # the same things only: gold bought after copper is a new line
        merged = dict(params)
        for k in adds:
            merged[k] = _add(params.get(k), params2.get(k))
        return merged

    def log_seat(self, entry: dict) -> int | None:
        """The seat an entry is about (its marker is shown beside it)."""
        seat = (entry.get("params") or {}).get("seat")
        return seat if isinstance(seat, int) and not isinstance(seat, bool) else None

    # -- scores and board --------------------------------------------------------------
    def category(self, ctx: Ctx, key: str) -> str:
        return ctx.tr("ui.score.total") if key == "total" else ctx.tr.opt(
            f"{self.prefix}.score.{key}", key)

    def live_scores(self, state: Any, view: dict) -> list[dict] | None:
        """Scores shown during play; a game whose scores reveal hidden holdings overrides
        this to use only what the view shows."""
        return self.game.scores(state)

    def prompt(self, ctx: Ctx) -> str | None:
        """What the player to act is being asked to decide (None: the moves say it all)."""
        return None

    def phase(self, ctx: Ctx) -> str | None:
        """The phase-guide entry the position on screen is in (`ui.guide`): by default
        the step the game waits for (the view's ``task``)."""
        task = ctx.view.get("task")
        step = task.get("step") if isinstance(task, dict) else None
        return step if isinstance(step, str) else None

    def status(self, ctx: Ctx) -> str:
        """One line on the game's progress (round, phase); empty when the game has none."""
        return ""

    # -- where the game is: what `Game.progress` counts, said one way everywhere -----------
    def progress_total(self, view: dict) -> int | None:
        """How many rounds or turns the game has at this player count (None: play decides)."""
        return None

    def progress_text(self, ctx: Ctx, n: int) -> str:
        """Round or turn `n` in the rulebook's word (``{prefix}.progress``), out of the
        total when the game has one: the header, the log, the replay and the end chart
        all count with it."""
        tr = ctx.tr
        if n <= 0:
            return tr("ui.progress.setup")
        unit = tr.opt(f"{self.prefix}.progress", tr("ui.chart.round"))
        total = self.progress_total(ctx.view)
        return tr("ui.progress.of", unit=unit, n=n, total=total) if total \
            else tr("ui.progress.at", unit=unit, n=n)

    def board_attributes(self, ctx: Ctx, kind: str) -> dict[str, str]:
        """The board's section's attributes: its game's class, its label and how many
        players sit at it (the layouts for a room differ by that count)."""
        return {"class": f"{hooks.BOARD} {kind}", "aria-label": ctx.tr("ui.board"),
                hooks.SEATS: str(len(ctx.view["seats"]))}

    def board(self, ctx: Ctx, marks: list[Markup]) -> Markup:
        """The state as a plain, readable tree of the view: enough to play any game."""
        shown = {k: v for k, v in ctx.view.items() if k != "log"}
        return el("section", {"class": f"{hooks.BOARD} generic"}, _tree(shown))


def _add(a: Any, b: Any) -> Any:
    """Two numbers, or two amounts ``{thing: n}``, added up."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = dict(a)
        for k, n in b.items():
            out[k] = out.get(k, 0) + n
        return out
    if isinstance(a, int) and isinstance(b, int):
        return a + b
    return a if a == b else b


def _tree(value: Any) -> Markup:
    if isinstance(value, dict):
        return el("dl", None, [(el("dt", None, k), el("dd", None, _tree(v)))
                               for k, v in value.items()])
    if isinstance(value, list):
        return el("ol", None, [el("li", None, _tree(v)) for v in value])
    return Markup(el("span", None, "—" if value is None else str(value)))
