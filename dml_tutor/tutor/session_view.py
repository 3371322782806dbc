"""A tutor session's state and the view model it builds for a seat (docs/widget.md).

:class:`SessionView` is the half of :class:`~dml_tutor.tutor.session.TutorSession` that
reads: the history, the cursor, the log filter, the last why-not answer, the fork state, and
:meth:`SessionView.view_model`, the JSON one seat is sent. The operations that change it are
the other half (:mod:`.session`). Plain Python, no widget library.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from itertools import islice
from typing import Any, Final, cast

from ..core.driver import Driver, Reason, is_int
from ..core.inputs import short_repr
from ..core.prediction import Session
from ..core.rules import Catalog
from ..core.trace import Frame
from ..i18n import SOURCE, Messages, check_language, pack_title
from ..view.diagrams import sequence_dot, sequence_names
from ..view.render import render_html
from .history import OWN, History, Viewer
from .panel import SHELL_KEYS, Panel, Step
from .seen import Seen
from .start import choices_in
from .viewmodel import (
    OPERATIONS,
    PUBLIC,
    VIEW_MODEL_VERSION,
    Controls,
    DecisionJSON,
    DecisionOption,
    DiagramJSON,
    ForkState,
    HintView,
    LogFilter,
    LogRow,
    Nav,
    Predict,
    Rule,
    StepJSON,
    ViewModel,
    Why,
)

__all__ = ["LOG_LIMIT", "SessionView", "under"]

#: Most log entries sent at once; longer filtered logs are windowed around the cursor.
LOG_LIMIT: Final = 400
_LOG_BLOCK: Final = 100
#: At most this many built log rows are kept (every role of a long game at a table fits).
_LOG_ROWS_KEPT: Final = 20_000


class SessionView:
    """The state of a tutor session and the view model built from it."""

    seat_modes: list[str]
    modes: tuple[str, ...]
    predict_kinds: list[str]
    scores: Session

    def __init__(
        self, game: Driver[Any], panel: Panel, predict_kinds: Sequence[str] = (), language: str = SOURCE
    ) -> None:
        self.panel = panel
        #: The text a person reads, in the session's language (:mod:`dml_tutor.i18n`); the game,
        #: its saves and hints are the same in every language.
        self.messages = Messages(language, panel.pack.package)
        self.catalog: Catalog = panel.pack.catalog()
        self.history = History(game, panel, predict_kinds)
        #: The trace entry under the cursor (under *View as* the step shown is the seat's last at or before it).
        self.cursor = 0
        #: Why the last operation failed or did not move (empty after a success).
        self.notice = ""
        #: The answer to the last why_not: ``{query, legal, answer, at}``.
        self.why: Why = {}
        self._why_key = 0  # decisions taken when `why` was last checked (see settle)
        #: The last hint (:mod:`.hints`): running with its progress, or done; at one decision.
        self.hint_state: HintView = {}
        self.log_round: str | int | None = "cursor"
        self.log_seat: int | None = None
        self._log_cache: tuple[tuple[Any, ...], list[int], dict[int, list[LogRow]]] | None = None
        #: Each log row as built, by (history version, entry, viewer, language): a recorded entry's
        #: row does not change, so a new step builds only its own (a table builds every role's log).
        self._log_rows: dict[tuple[int, int, int | None, str], LogRow] = {}
        self._controls: tuple[Driver[Any], tuple[str, ...], Controls] | None = None  # see _build_controls
        #: Shown beside another branch: the first trace entry where the two games differ.
        self.divergence_at: int | None = None
        #: Fork state: this session's fork is open beside it; it is itself a fork shown beside its
        #: original; it is shown where a fork can be put beside it (a widget's box, a table).
        self.forked = False
        self.is_fork = False
        self.placed = False
        self.closed = False

    @property
    def game(self) -> Driver[Any]:
        """The game in play (any pack's ``Driver``)."""
        return self.history.game

    @property
    def view_as(self) -> int | None:
        """Whose knowledge the session shows: None for everything, a seat, or
        :data:`~.viewmodel.PUBLIC` (what every seat knows alike)."""
        return self.history.view_as

    @property
    def error(self) -> str:
        """Why the last operation failed or could not move (empty after a success)."""
        return self.notice

    @property
    def pack(self) -> str:
        return self.panel.pack.name

    @property
    def language(self) -> str:
        """The language the session's text is in (a locale of :func:`dml_tutor.languages`)."""
        return self.messages.language

    def settle(self) -> None:
        """After an operation: keep the cursor in the history, note how far it revealed, and drop
        a why-not answer that belongs to another step or decision."""
        g = self.game
        h = self.history
        self.cursor = max(0, min(self.cursor, len(g.trace) - 1))
        h.frontier = max(h.frontier, self.cursor)
        pos = h.pos(h.shown_entry(self.cursor))
        if self.why and (self.why.get("at") != pos or self._why_key != len(g.decisions)):
            self.why = {}  # an answer belongs to the decision it was asked at
        if self.hint_state and self.hint_state.get("at") != len(g.decisions):
            self.hint_state = {}  # a hint belongs to the live decision it was asked at
        self._why_key = len(g.decisions)

    def fork_state(self, messages: Messages | None = None) -> ForkState:
        """The Fork button: on, or off with the reason (in the session's language, or ``messages``')."""
        messages = messages or self.messages
        if self.forked:
            reason = messages("fork-off-forked")
        elif self.is_fork:
            reason = messages("fork-off-is-fork")
        elif not self.placed:
            reason = messages("fork-off-not-placed")
        else:
            reason = ""
        return {"enabled": not reason, "reason": reason}

    def check_seat(
        self, seat: Any, what: str = "seat", *, allow_none: bool = False, allow_public: bool = False
    ) -> int | None:
        """A seat number read from Python or the front end (an int, or ASCII digits as text); anything
        else is a ValueError naming ``what`` and quoting the value briefly. ``allow_public``: a view
        may also be :data:`~.viewmodel.PUBLIC` (or ``"public"``), what every seat knows alike."""
        if seat is None and allow_none:
            return None
        if allow_public and (seat == "public" or (is_int(seat) and seat == PUBLIC)):
            return PUBLIC
        n = len(self.panel.seats(self.game))
        value = seat
        if isinstance(seat, str):
            text = seat.strip()
            if text.isascii() and text.isdigit() and len(text) < 7:
                value = int(text)
        if not is_int(value) or not 0 <= value < n:
            also = (", 'public'" if allow_public else "") + (", or None for everything" if allow_none else "")
            raise ValueError(f"{what}: no seat {short_repr(seat)}: seats are 0..{n - 1}{also}")
        return value

    def text(self, i: int, viewer: Viewer = OWN, messages: Messages | None = None) -> str:
        """Entry ``i``'s sentence as *View as* (or ``viewer``) may read it (the pack's secrets:
        another seat's private moves hidden), in the session's language (or ``messages``')."""
        return (messages or self.messages).text(self.seen(viewer).text(self.game.trace[i]))

    # ------------------------------------------------------------ the view model

    def view_model(
        self, seat: Viewer = OWN, *, browser: bool = False, asking: str | None = None, language: str | None = None
    ) -> ViewModel:
        """The JSON ``seat`` is sent for the step under the cursor (by default the session's own
        *View as*; None: everything; :data:`~.viewmodel.PUBLIC`: what every seat knows alike, no
        seat's private cards or steps). Built for another seat than the session's own view, it
        leaves out ``error`` and ``why``: they answer what was asked under the session's view.
        ``browser``: send the diagrams as DOT text for the front end to draw. ``asking``: the kind
        of a question put to the viewer at the cursor elsewhere (a table's question to the room):
        nothing gives its answer away, as for the session's own Predict question. ``language``: the
        words in another shipped language than the session's (each seat at a table its own)."""
        h = self.history
        viewer = (
            h.view_as if seat is OWN else self.check_seat(seat, "view_model: seat", allow_none=True, allow_public=True)
        )
        messages = self.messages
        if language is not None and language != messages.language:
            messages = Messages(check_language(language), messages.package)
        return self._build(viewer, browser, viewer == h.view_as, messages, asking)

    def seen(self, viewer: Viewer = OWN) -> Seen:
        """The record as ``viewer`` (by default the session's *View as*) may read it: the pack's
        secrets (``Pack.redaction``), applied in this one place for every host."""
        return Seen(self.panel.pack.redaction, self.view_as if viewer is OWN else viewer)

    def _build(
        self, viewer: int | None, browser: bool, own: bool, messages: Messages, asking: str | None = None
    ) -> ViewModel:
        """The view model for ``viewer``: a function of the session's state and the viewer,
        changing nothing (every history method is asked for this viewer)."""
        h = self.history
        i = h.shown_entry(self.cursor, viewer)
        pos = h.pos(i, viewer)
        entry = self.game.trace[i]
        view = self._build_view(i, viewer, messages)
        log, log_filter = self._build_log(i, viewer, messages)
        predict = self._build_predict(i, viewer, messages)
        asked = predict["question"]
        waiting = asking if asked is None else asked["kind"]
        view = self.seen(viewer).question(waiting, view)  # the answer is not shown before it is predicted
        if h.predictor is not None or asking is not None:  # no log row from after the cursor gives an answer away
            log = [row for row in log if row["i"] <= pos]
        panel = self.panel
        diagrams: list[DiagramJSON] = []
        for d in panel.diagrams(h.snaps[i], messages):
            # where the browser draws, a stored drawing goes as SVG and only the rest as DOT
            svg = panel.stored_svg(d.dot, exact=not browser) or ("" if browser else render_html(d.dot))
            diagrams.append({"name": d.name, "title": d.title, "svg": svg, "dot": d.dot if browser and not svg else ""})
        if browser:
            sequence_svg = panel.stored_sequence_svg(entry.path, messages)
            dot = "" if sequence_svg else sequence_dot(entry.path, pack=panel.pack, messages=messages)
        else:
            sequence_svg, dot = panel.sequence_svg(entry.path, messages), ""
        return {
            "version": VIEW_MODEL_VERSION,
            "pack": self.pack,
            "controls": self._build_controls(messages),
            "view": view,
            "sequence_svg": sequence_svg,
            "sequence_dot": dot,
            "browser_render": browser,
            "diagrams": diagrams,
            "log": log,
            "log_filter": log_filter,
            "decisions": self._build_decisions(i, viewer, messages),
            "cursor": pos,
            "length": max(1, len(h.shown(viewer)[0])),  # a blank start is one step
            "seats": list(self.seat_modes),
            "view_as": viewer,
            "error": self.notice if own else "",
            "predict": predict,
            "why": self.why if own else {},
            "hint_view": self.hint_state if viewer in (None, self.hint_state.get("seat")) else {},
            "fork_state": self.fork_state(messages),
            "divergence": h.divergence_pos(self.divergence_at, viewer),
        }

    def _build_controls(self, messages: Messages) -> Controls:
        """The controls, built once per game (its settings, so the restart form, do not change
        while it is played; a restart or a replay makes a new game), with the words of ``messages``."""
        kept = self._controls
        if kept is None or kept[0] is not self.game or kept[1] != self.modes:
            kept = self._controls = (self.game, self.modes, self._controls_of_game())
        # the restart form, the seats' and the rounds' names in the reader's words
        words = {
            "title": pack_title(self.panel.pack, messages.language),
            "choices": choices_in(cast("Any", kept[2]["choices"]), messages),
            "seats": self.panel.seat_names(self.game, messages),
            "round_names": self.panel.round_words(messages),
        }
        return cast("Controls", {**kept[2], **words, "text": messages.front_end()})

    def _controls_of_game(self) -> Controls:
        panel = self.panel
        return {
            "title": panel.pack.title,
            "name": panel.pack.name,
            "seat_modes": list(self.modes),
            "seats": panel.seats(self.game),
            "choices": cast("Any", panel.pack.choices(self.game)),
            "round_names": list(panel.round_names),
            "why_example": panel.why_example,
            "operations": list(OPERATIONS),
            "text": {},
        }

    def _rules(self, ids: Sequence[str], messages: Messages) -> tuple[list[Rule], list[Rule]]:
        cat = self.catalog
        m = messages

        def one(rid: str, cited: bool) -> Rule:
            r = cat.get(rid)
            if r is None:
                unknown = messages("rule-not-in-catalog")
                return {"id": rid, "title": rid, "text": unknown, "section": "", "cited": cited}
            return {"id": rid, "title": m.rule_title(r), "text": m.rule_text(r), "section": r.section, "cited": cited}

        rules: list[Rule] = []
        rulings: list[Rule] = []
        seen: set[str] = set()
        for rid in ids:
            if rid in seen:
                continue
            seen.add(rid)
            r = cat.get(rid)
            if r is not None and r.is_ruling:
                rulings.append(one(rid, True))
            else:
                item = one(rid, True)
                item["see"] = list(r.see) if r else []
                rules.append(item)
        for item in rules:
            for rid in item.get("see", []):
                if rid not in seen:
                    seen.add(rid)
                    rulings.append(one(rid, False))
        return rules, rulings

    def _build_view(self, i: int, view_as: int | None, messages: Messages) -> dict[str, Any]:
        g = self.game
        h = self.history
        e = g.trace[i]
        shown, cut = h.shown(view_as)
        pos = h.pos(i, view_as)
        last = pos >= len(shown) - 1
        end = last and not cut  # the end of everything recorded (under View as, revealed)
        blank = h.hidden(e, view_as)  # nothing the seat sees has happened yet (see History.shown_entry)
        found = None if blank else h.record_at(i)
        seen = self.seen(view_as)
        rules, rulings = self._rules(() if blank else seen.rules(e), messages)
        names = sequence_names(self.panel.pack, messages.language)  # a crumb's tooltip: its sequence
        step: StepJSON = {
            "index": pos,
            "kind": "step" if blank else e.kind,
            "seat": None if blank else e.seat,
            "round": e.round,
            "breadcrumb": [
                {"name": f.name, "label": self._frame_label(f, messages), "title": names.get(f.name, f.name)}
                for f in e.path
            ],
            "text": self._blank_text(view_as, messages) if blank else self.text(i, view_as, messages),
            "chance": None if e.chance is None else cast("Any", self.panel.pack.chance.json(e.chance, messages.text)),
            "rules": rules,
            "rulings": rulings,
        }
        final = end and g.is_over
        deciding = e.seat if e.kind == "decision" and not blank else None

        decision: DecisionJSON | None = None
        if found is not None:
            k, rec = found
            d = rec.decision
            chosen = g.decisions[k] if k < len(g.decisions) else None
            cat = self.catalog
            hidden = view_as is not None and view_as != d.seat
            decision = {
                "seat": d.seat,
                "mode": self.seat_modes[d.seat],
                "kind": d.kind,
                "prompt": messages.text(seen.prompt(d)),
                "rules": [{"id": r, "title": messages.rule_title(cat[r]) if r in cat else r} for r in d.rules],
                "live": chosen is None,
                "chosen": self.text(i + 1, view_as, messages) if chosen is not None and i + 1 < len(g.trace) else None,
                "hidden": hidden,
                # How many options another seat had tells what it holds.
                "count": None if hidden else len(d.actions),
            }

        waiting = None
        if end and not g.is_over and g.pending is not None and self.seat_modes[g.pending.seat] == "person":
            waiting = g.pending.seat
        nav: Nav = {
            "can_back": pos > 0,
            "can_forward": not last,
            "at_end": last,
            "can_step": not end or (not g.is_over and waiting is None),
            "waiting": waiting,
            "over": g.is_over and not cut,
        }
        panel = self.panel.to_json(h.snaps[i], Step(g, e, view_as, tuple(self.seat_modes), deciding, final, messages))
        clash = SHELL_KEYS & panel.keys()
        if clash:
            raise RuntimeError(f"the {self.pack} panel uses the shell's view keys {sorted(clash)}")
        game = self.panel.game_json(g, messages)
        if view_as is not None:  # under a view the seed is not sent: it rebuilds every hidden card
            game = self.panel.public_game_json(game, messages)
        if game.get("seed") is not None:  # JavaScript numbers round a 20-digit seed: the seed box shows this text
            game["seed_text"] = str(game["seed"])
        return {
            "pack": self.pack,
            "game": {**game, "result": self.panel.result_json(g, messages) if final else None},
            "step": step,
            "decision": decision,
            "nav": nav,
            "status": _status(messages, pos, max(1, len(shown)), waiting, end and g.is_over),
            "view_as": view_as,
            **panel,
        }

    def _frame_label(self, frame: Frame, messages: Messages) -> str:
        """A frame's label in the reader's words: a plain one (the sequence's own name) as the
        nesting diagram names that sequence."""
        if frame.label == frame.name:
            return sequence_names(self.panel.pack, messages.language).get(frame.name, frame.name)
        return messages.text(frame.label)

    @staticmethod
    def _blank_text(v: int | None, messages: Messages) -> str:
        return messages("nothing-public-yet") if v == PUBLIC else messages("nothing-seen-yet", seat=str(v))

    def _build_decisions(self, i: int, viewer: int | None, messages: Messages) -> list[DecisionOption]:
        found = self.history.record_at(i)
        if found is None:
            return []
        k, rec = found
        if viewer is not None and viewer != rec.decision.seat:
            return []
        chosen = self.game.decisions[k] if k < len(self.game.decisions) else None
        label, group = self.panel.label, self.panel.group
        d = rec.decision
        out: list[DecisionOption] = [
            {
                "index": n,
                "text": str(a),
                "label": messages.text(label(a)),
                "group": messages.text(group(a, d)),
                "legal": True,
                "why": None,
                "chosen": a == chosen,
            }
            for n, a in enumerate(d.actions)
        ]
        out += [
            {
                "index": None,
                "text": str(a),
                "label": messages.text(label(a)),
                "group": messages("options-not-allowed"),
                "legal": False,
                "why": said_reason(messages, why),
                "chosen": False,
            }
            for a, why in rec.examples
        ]
        return out

    def _build_log(self, i: int, viewer: int | None, messages: Messages) -> tuple[list[LogRow], LogFilter]:
        g = self.game
        h = self.history
        trace = g.trace
        rnd = trace[i].round if self.log_round == "cursor" else self.log_round
        seat = self.log_seat
        shown, _ = h.shown(viewer)
        key = (rnd, seat, len(trace), len(g.decisions), viewer, len(shown), h.version, messages.language)
        if self._log_cache is None or self._log_cache[0] != key:
            # under View as, only the seat's steps (P-13): shown leaves out the others
            matches = [
                j for j in shown if (rnd is None or trace[j].round == rnd) and (seat is None or trace[j].seat == seat)
            ]
            self._log_cache = (key, matches, {})
        matches = self._log_cache[1]
        total = len(matches)
        first = 0
        if total > LOG_LIMIT:
            at = bisect.bisect_left(matches, i)
            first = max(0, min(total - LOG_LIMIT, (at - LOG_LIMIT // 2) // _LOG_BLOCK * _LOG_BLOCK))
        windows = self._log_cache[2]
        if first not in windows:
            roll_name = self.panel.pack.chance.name  # a message: English in "roll", read in "roll_said"
            built = self._log_rows
            if len(built) > _LOG_ROWS_KEPT or any(k[0] != h.version for k in islice(built, 1)):
                built.clear()
            rows: list[LogRow] = []
            for j in matches[first : first + LOG_LIMIT]:
                k = (h.version, j, viewer, messages.language)
                row = built.get(k)
                if row is None:
                    e = trace[j]
                    roll = roll_name(e.chance) if e.chance else None
                    row = built[k] = {
                        "i": h.pos(j, viewer),
                        "round": e.round,
                        "seat": e.seat,
                        "kind": e.kind,
                        "text": self.text(j, viewer, messages),
                        "chance": list(e.chance) if e.chance else None,
                        "roll": None if roll is None else str(roll),
                        "roll_said": None if roll is None else messages.text(roll),
                        "depth": len(e.path),
                    }
                rows.append(row)
            windows.clear()
            windows[first] = rows
        rows = windows[first]
        filt: LogFilter = {
            "round": self.log_round,
            "seat": seat,
            "rounds": trace[shown[-1]].round if shown else 0,
            "total": total,
            "first": first,
            "shown": len(rows),
        }
        return rows, filt

    def _build_predict(self, i: int, viewer: int | None, messages: Messages) -> Predict:
        h = self.history
        q = h.question_at(i)
        reveal = h.answered.get(i) or next((r for r in h.answered.values() if r["reveal_at"] == i), None)
        kinds = self.panel.predict_kind_words(messages)
        return {
            "on": h.predictor is not None,
            "kinds": list(self.predict_kinds),
            "all_kinds": kinds,
            "question": None
            if q is None
            else {
                "kind": q.kind,
                "about": kinds[q.kind],
                "prompt": messages.text(q.said_prompt or q.prompt),
                "choices": list(q.choices),  # what a guess sends: the answers' names
                "labels": [messages.text(c) for c in q.said_choices or q.choices],
            },
            "reveal": None if reveal is None else self._reveal_words(reveal, viewer, messages),
            "score": self.scores.score,
        }

    def _reveal_words(self, reveal: dict[str, Any], viewer: int | None, messages: Messages) -> dict[str, Any]:
        """A reveal as the reader reads it: the question's words, the guess and the rules' titles
        in the reader's language (the reveal keeps the English, the question its messages)."""
        h = self.history
        found = h.predictor.found if h.predictor is not None else []
        q = next((x for x in found if x.ask_at == reveal["ask_at"] and x.kind == reveal["kind"]), None)
        words: dict[str, Any] = {}
        if q is not None:
            labels = [messages.text(c) for c in q.said_choices or q.choices]
            guess = reveal["guess"]
            words = {
                "prompt": messages.text(q.said_prompt or q.prompt),
                "explanation": messages.text(q.said_explanation or q.explanation),
                "guess": labels[q.choices.index(guess)] if guess in q.choices else guess,
            }
        rules = [
            {**r, "title": messages.rule_title(self.catalog[r["id"]])} if r["id"] in self.catalog else r
            for r in reveal["rules"]
        ]
        return {**reveal, **words, "rules": rules, "reveal_at": h.pos(reveal["reveal_at"], viewer)}


def under(view_as: int | None) -> str:
    """Where a refusal is given, in words: "under View as seat 2", "in the public view"."""
    if view_as is None:
        return "showing everything"
    return "in the public view" if view_as == PUBLIC else f"under View as seat {view_as}"


def _status(messages: Messages, i: int, n: int, waiting: int | None, over: bool) -> str:
    # the numbers as text: a step's number and a seat's are no quantities (no plural, no grouping),
    # and Fluent formats a number through Babel at a cost every step would pay
    step, length = str(i + 1), str(n)
    if waiting is not None:
        return messages("status-waiting", step=step, length=length, seat=str(waiting))
    if over:
        return messages("status-over", step=step, length=length)
    if i == n - 1:
        return messages("status-plays-on", step=step, length=length)
    return messages("status-recorded", step=step, length=length)


def said_reason(messages: Messages, reason: Reason) -> str:
    """Why the rules refuse a move, in ``messages``' language, with the rule ids as the engine's
    own answer gives them ("... [acq.declaration]")."""
    text = messages.text(reason.text)
    return f"{text} [{', '.join(reason.rules)}]" if reason.rules else text
