"""The scenario framework, for any game pack: explanation rows and results, HTML tables,
argument checking, editable forms, and a trace table.

A scenario (:class:`Scenario`) is a named, editable situation of one pack's game, played
by the real engine. It is a frozen, keyword-only dataclass whose every argument is declared
once, as a field made by :func:`arg`: its label, the kind of control that edits it and the
parser that checks it (a bad value is a ValueError naming the argument) live in the
field's metadata, so the constructor, :attr:`Scenario.params` and the form all read them
from there. :meth:`Scenario.position` builds the table, :meth:`Scenario.run` plays it (with
:mod:`.runner`) and returns a :class:`ScenarioResult` (rows of what happened, with the value
the scenario tracks and the rule ids), and :meth:`Scenario.form` is an ipywidgets form that
reruns it on every change. Each pack's scenarios live beside this module (:mod:`.dml`,
:mod:`.merc`, :mod:`.terrus`); nothing here defaults to a game: a scenario names its pack,
and a result takes it from the game it holds. ipywidgets is only imported inside
:meth:`Scenario.form`.

A scenario is shown in the language it is given (``language=``, English by default): its
texts are :class:`Said`, the English string they always were that keeps its message, read in
that language where they are shown (:func:`read`); the game it plays is the same in every one.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Any, ClassVar

from .. import games
from ..core.driver import Driver, IllegalActionError, is_int
from ..core.text import Text, say
from ..i18n import SOURCE, Messages, check_language

__all__ = [
    "Html",
    "Param",
    "Row",
    "Said",
    "Scenario",
    "ScenarioResult",
    "Value",
    "arg",
    "bool_arg",
    "choice_arg",
    "error_html",
    "int_arg",
    "pct",
    "read",
    "rules_html",
    "table_html",
    "to_text",
    "trace_table",
]

Value = int | str | None


class Said(str):
    """A scenario's text as the English it always was (it prints, compares and splits as
    before: notebooks and tests read it so) that keeps the message it was said as, ``said``,
    so a scenario shown in another language reads it there (:func:`read`)."""

    said: Text

    def __new__(cls, said: Text) -> Said:
        made = super().__new__(cls, str(said))
        made.said = said
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (Said, (self.said,))


def read(messages: Messages, text: object) -> str:
    """A scenario's text in the language of ``messages``: a :class:`Said` or a message by its
    message, a number or plain text as it is."""
    return messages.text(text.said if isinstance(text, Said) else text)


# ----------------------------------------------------------------------- rows


@dataclass(frozen=True)
class Row:
    """One line of a scenario's explanation table.

    ``value`` is what the scenario tracks (the Target Value, a score, the Stack...)
    right after the step; it is None where it means nothing (a decision before it
    takes effect, a step before the first decision, an attempt already resolved).
    """

    step: int
    what: str
    value: Value
    rules: tuple[str, ...]
    where: str = ""
    kind: str = "step"
    trace_index: int | None = None


# ------------------------------------------------------------------ rendering


def rules_html(rules: Iterable[str], pack: str, language: str = SOURCE) -> str:
    """Rule ids as ``<code>`` with the pack's rule text, in ``language``, as the tooltip."""
    found = games.get(pack)
    cat = found.catalog()
    messages = Messages(language, found.package)
    out = []
    for r in rules:
        rule = cat.get(r)
        tip = (
            messages(
                "scene-rule-tip", title=messages.rule_title(rule), text=messages.rule_text(rule), section=rule.section
            )
            if rule
            else messages("scene-rule-unknown")
        )
        out.append(f'<code title="{html.escape(tip)}">{html.escape(r)}</code>')
    return " ".join(out)


def table_html(caption: str, headers: Sequence[str], body: Iterable[Sequence[str]], notes: Iterable[str] = ()) -> str:
    """A plain HTML table (cells already escaped) with a caption and notes under it."""
    head = "".join(f"<th style='text-align:left'>{html.escape(h)}</th>" for h in headers)
    lines = ["<tr>" + "".join(f"<td style='text-align:left'>{c}</td>" for c in row) + "</tr>" for row in body]
    foot = "".join(f"<p>{html.escape(n)}</p>" for n in notes)
    return (
        f"<table class='dml-scenario'><caption style='text-align:left'><b>{html.escape(caption)}</b></caption>"
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(lines)}</tbody></table>{foot}"
    )


def pct(p: Fraction | float) -> str:
    return f"{float(p):.1%}"


def error_html(error: Exception, pack: str, language: str = SOURCE) -> str:
    """How a form shows a refused edit: the engine's reason (in ``language`` where the engine
    said it as a message) and its rule ids."""
    messages = Messages(language)
    if isinstance(error, IllegalActionError):
        why = messages.text(error.text) + (f" [{', '.join(error.rules)}]" if error.rules else "")
        return (
            f"<div class='dml-error' style='color:#a00'><b>{html.escape(messages('scene-not-allowed'))}</b> "
            f"{html.escape(why)}<br>{html.escape(messages('scene-error-rules'))} "
            f"{rules_html(error.rules, pack, language)}</div>"
        )
    return (
        f"<div class='dml-error' style='color:#a00'><b>{html.escape(messages('scene-cannot-build'))}</b> "
        f"{html.escape(str(error))}</div>"
    )


@dataclass
class ScenarioResult:
    """What a run produced: the explanation rows and the engine game they came from.

    ``pack`` is the pack whose rule catalog explains the rows' rule ids: the game's, unless
    given (a result with no game must name it). Its title, rows, label and notes are shown in
    ``language`` (what is a message reads in it; English by default)."""

    title: str
    rows: list[Row]
    game: Driver[Any] | None
    value_label: str = Said(say("scene-value"))
    notes: list[str] = field(default_factory=list)
    pack: str = field(default="", kw_only=True)
    #: The language it is shown in (a shipped locale, ``dml_tutor.languages()``).
    language: str = field(default=SOURCE, kw_only=True)

    def __post_init__(self) -> None:
        if not self.pack:
            if self.game is None:
                raise ValueError("pack: a result with no game must name the pack that explains its rule ids")
            self.pack = self.game.pack
        check_language(self.language)

    @property
    def messages(self) -> Messages:
        """The result's words: its language's, the pack's messages first."""
        return Messages(self.language, games.get(self.pack).package)

    def text(self, said: object) -> str:
        """A text of the result (a :class:`Said`, a message, or plain text) in its language."""
        return read(self.messages, said)

    def _repr_html_(self) -> str:
        messages = self.messages
        body = [
            [
                str(r.step),
                (
                    f"<i>{html.escape(read(messages, r.what))}</i>"
                    if r.kind == "action"
                    else html.escape(read(messages, r.what))
                ),
                "" if r.value is None else html.escape(read(messages, r.value)),
                rules_html(r.rules, self.pack, self.language),
            ]
            for r in self.rows
        ]
        heads = [
            messages("scene-step"),
            messages("scene-what-happened"),
            read(messages, self.value_label),
            messages("scene-rules"),
        ]
        return table_html(read(messages, self.title), heads, body, [read(messages, n) for n in self.notes])

    def table(self) -> str:
        """The rows as plain text, one per line."""
        messages = self.messages
        out = [read(messages, self.title)]
        for r in self.rows:
            value = (
                ""
                if r.value is None
                else " ["
                + messages("scene-row-value", label=read(messages, self.value_label), value=read(messages, r.value))
                + "]"
            )
            out.append(f"{r.step:>3}. {read(messages, r.what)}{value} ({', '.join(r.rules)})")
        return "\n".join(out + [read(messages, n) for n in self.notes])


# ------------------------------------------------------------ argument parsing
#
# Every helper takes the constructor argument's name, so a bad value is a ValueError that
# says which argument to fix, never a TypeError (or worse, a silent surprise) from deep
# inside a run.


def int_arg(name: str, value: object) -> int:
    """A whole number that is not a bool: True is no seat, count or seed."""
    if not is_int(value):
        raise ValueError(f"{name} must be a whole number, got {value!r}")
    return value


def bool_arg(name: str, value: object) -> bool:
    """A real bool: "no", 0 or None would otherwise be read as a choice nobody made."""
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, got {value!r}")
    return value


def choice_arg(name: str, value: object, choices: Sequence[str]) -> str:
    if not isinstance(value, str) or value not in choices:
        options = ", ".join(repr(c) for c in choices[:-1]) + f" or {choices[-1]!r}"
        raise ValueError(f"{name} must be {options}, not {value!r}")
    return value


# -------------------------------------------------------------------- forms


@dataclass(frozen=True)
class Param:
    """One editable constructor argument and the control that edits it.

    kinds: "cards" (text), "card" (text, empty = none), "choice", "int", "bool",
    "dice" (text "3 4, 6 6"), "seats" (one line of cards per seat), "plays", and a pack's
    own text forms, "name" (one line) and "text" (several lines), which the field's
    ``text`` writes back (see :func:`arg`).
    """

    name: str
    label: str
    kind: str
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 100
    #: A choice's label where it is not the choice itself, (choice, label) pairs (a label read
    #: in the scenario's language).
    labels: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class _Spec:
    """What :func:`arg` keeps in a field's metadata: the control and the argument's parser."""

    label: str
    kind: str
    parse: Callable[[str, Any], Any]
    choices: tuple[str, ...]
    low: int
    high: int
    text: Callable[[Any], str] | None
    labels: tuple[tuple[str, str], ...] = ()


_SPEC = "dml_tutor.scenario"


def arg(
    label: str,
    kind: str,
    default: Any,
    parse: Callable[[str, Any], Any],
    *,
    choices: Sequence[str] = (),
    low: int = 0,
    high: int = 100,
    text: Callable[[Any], str] | None = None,
    labels: Mapping[str, str] | None = None,
) -> Any:
    """A scenario argument, declared once: a dataclass field whose metadata holds its form
    control (``label``, ``kind``, ``choices`` and their ``labels``, ``low``..``high``; ``text``
    writes a "text" value back) and ``parse(name, value)``, which checks a value (a ValueError
    naming the argument) and returns its normal form. ``default`` is written as a user would
    (text), and parsed once, here."""
    spec = _Spec(label, kind, parse, tuple(choices), low, high, text, tuple((labels or {}).items()))
    return field(default=parse(label, default), metadata={_SPEC: spec})


def _specs(cls: type) -> list[tuple[str, _Spec]]:
    return [(f.name, f.metadata[_SPEC]) for f in fields(cls) if _SPEC in f.metadata]


def to_text(kind: str, value: Any, card: Callable[[str], str] = str) -> str:
    """An argument as a form field shows it; ``card`` writes one card (a pack shows its own
    symbols, DML "5♠" where the code is "5S"; the field reads either back)."""
    if kind == "cards":
        return " ".join(card(c) for c in value or ())
    if kind == "card":
        return card(value) if value else ""
    if kind == "dice":
        return ", ".join(f"{a} {b}" for a, b in value or ())
    if kind == "seats":
        return "\n".join(" ".join(card(c) for c in cards) for cards in value)
    if kind == "plays":
        return "; ".join(" ".join(card(x) if i == 1 else str(x) for i, x in enumerate(p)) for p in value)
    return str(value)


@dataclass(frozen=True, kw_only=True)
class Scenario:
    """Base of every scenario: arguments, a position, a run through the engine, a form.

    A scenario is a ``@dataclass(frozen=True, kw_only=True)`` subclass whose arguments are
    :func:`arg` fields and which names its ``pack``; :meth:`check` adds the checks that
    join several arguments. ``language`` is the one it is shown in (as ``Tutor(language=)``):
    its title, table and notes; the game it plays is the same in every language.
    """

    #: The title (a message of the pack's catalog, read in the scenario's language).
    title: ClassVar[str] = Said(say("scene-scenario"))
    #: The game pack the scenario plays (its rule catalog explains the rule ids).
    pack: ClassVar[str]
    value_label: ClassVar[str] = Said(say("scene-value"))
    #: The language it is shown in (a shipped locale, ``dml_tutor.languages()``).
    language: str = SOURCE

    def __post_init__(self) -> None:
        check_language(self.language)
        for name, spec in _specs(type(self)):
            self._set(name, spec.parse(name, getattr(self, name)))
        self.check()

    @property
    def messages(self) -> Messages:
        """The scenario's words: its language's, its pack's messages first."""
        return Messages(self.language, games.get(self.pack).package)

    def text(self, said: object) -> str:
        """A text (a :class:`Said`, a message, or plain text) in the scenario's language."""
        return read(self.messages, said)

    @classmethod
    def title_in(cls, language: str = SOURCE) -> str:
        """The scenario's title in ``language`` (a picker lists scenarios by it)."""
        return read(Messages(language, games.get(cls.pack).package), cls.title)

    def _set(self, name: str, value: Any) -> None:
        """Store an argument's normal form (the dataclass is frozen to everyone else)."""
        object.__setattr__(self, name, value)

    def check(self) -> None:
        """Checks that join several arguments (a ValueError names the first of them)."""

    @property
    def params(self) -> tuple[Param, ...]:
        """The editable arguments, in order, as their fields declare them."""
        return tuple(Param(name, s.label, s.kind, s.choices, s.low, s.high, s.labels) for name, s in _specs(type(self)))

    @staticmethod
    def card_text(code: str) -> str:
        """How a form writes one card of this pack (its code, unless the pack says otherwise)."""
        return code

    def position(self) -> dict[str, Any]:
        raise NotImplementedError

    def run(self) -> ScenarioResult:
        raise NotImplementedError

    def heading(self) -> str:
        """The title for these arguments (a form retitles with it when they change)."""
        return self.title

    def kwargs(self) -> dict[str, Any]:
        """The constructor arguments as they stand (what the form edits)."""
        return {name: getattr(self, name) for name, _ in _specs(type(self))}

    def replace(self, **changes: Any) -> Scenario:
        """The same scenario with some arguments changed (its language too, if given)."""
        return type(self)(**{"language": self.language, **self.kwargs(), **changes})

    def _repr_html_(self) -> str:
        try:
            return self.run()._repr_html_()
        except ValueError as e:  # IllegalActionError too
            return error_html(e, self.pack, self.language)

    def _card_args(self) -> dict[str, set[str]]:
        """The cards each argument puts on the table, to name it when the engine refuses one."""
        out: dict[str, set[str]] = {}
        for p in self.params:
            value = getattr(self, p.name)
            if p.kind == "cards":
                out[p.name] = set(value)
            elif p.kind == "card":
                out[p.name] = {value} if value else set()
            elif p.kind == "seats":
                out[p.name] = {c for seat in value for c in seat}
            elif p.kind == "plays":
                out[p.name] = {play[1] for play in value}
        return out

    @contextmanager
    def _naming_arguments(self) -> Iterator[None]:
        """Re-raise the engine's refusal of one card of :meth:`position` (an error with ``card``
        and ``reason``, as DML's ``PositionError``) as the argument(s) that put that card on the
        table, with the engine's reason: the user never wrote the zone."""
        try:
            yield
        except ValueError as e:
            card, reason = getattr(e, "card", None), getattr(e, "reason", None)
            code = getattr(card, "code", None)
            args = [name for name, cards in self._card_args().items() if code is not None and code in cards]
            if not args or reason is None:
                raise
            raise ValueError(f"{' and '.join(args)}: {reason}") from e

    def _field_text(self, name: str, kind: str, value: Any) -> str:
        spec = dict(_specs(type(self)))[name]
        return spec.text(value) if spec.text is not None else to_text(kind, value, self.card_text)

    def form(self) -> Any:
        """An ipywidgets form: one control per argument; a change (text and numbers: on Enter
        or leaving the field) reruns the scenario and shows its title and table, or the
        rules' reason when the change is illegal."""
        import ipywidgets as widgets

        controls: dict[str, Any] = {}
        for p in self.params:
            value = getattr(self, p.name)
            style = {"description_width": "initial"}
            label = self.text(p.label)  # the field's label in the scenario's language
            typed = {"description": label, "style": style, "continuous_update": False}  # not on every key
            if p.kind == "choice":  # each choice labelled in the scenario's language, its value the choice
                named = dict(p.labels)
                options = [(self.text(named.get(c, c)), c) for c in p.choices]
                w = widgets.Dropdown(options=options, value=value, description=label, style=style)
            elif p.kind == "int":
                w = widgets.BoundedIntText(value=value, min=p.low, max=p.high, **typed)
            elif p.kind == "bool":
                w = widgets.Checkbox(value=value, description=label, style=style)
            elif p.kind in ("seats", "plays", "text"):
                w = widgets.Textarea(value=self._field_text(p.name, p.kind, value), rows=4, **typed)
            else:
                w = widgets.Text(value=self._field_text(p.name, p.kind, value), **typed)
            controls[p.name] = w
        output = widgets.HTML(value=self._repr_html_())
        heading = widgets.HTML(f"<b>{html.escape(self.text(self.heading()))}</b>")
        current: dict[str, Scenario] = {"scenario": self}

        def rerun(_change: object = None) -> None:
            try:  # text is parsed (and refused, naming the argument) by the constructor
                scenario = type(self)(language=self.language, **{name: w.value for name, w in controls.items()})
            except ValueError as e:  # IllegalActionError too
                output.value = error_html(e, self.pack, self.language)
                return
            current["scenario"] = scenario
            heading.value = f"<b>{html.escape(scenario.text(scenario.heading()))}</b>"
            output.value = scenario._repr_html_()

        for w in controls.values():
            w.observe(rerun, names="value")
        box = widgets.VBox([heading, *controls.values(), output])
        box.heading = heading
        box.controls = controls
        box.output = output
        box.current = current
        return box


class Html:
    """Anything with a ready HTML form, so a notebook cell displays it."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_html_(self) -> str:
        return self.text


# ---------------------------------------------------------------- trace table


def trace_table(
    game: Driver[Any],
    start: int = 0,
    stop: int | None = None,
    *,
    kinds: Iterable[str] | None = None,
    title: str | None = None,
    language: str = SOURCE,
) -> Html:
    """Trace entries ``start:stop`` of ``game`` as an HTML table: index, Round, where in the
    rulebook's nesting, seat, what happened and the rule ids (hover an id for its text), in
    ``language``. ``kinds`` keeps only some entry kinds ("step", "roll", "decision", "action")."""
    keep = None if kinds is None else set(kinds)
    entries = [e for e in game.trace[start:stop] if keep is None or e.kind in keep]
    from ..view.diagrams import sequence_names  # a plain frame is named as the diagram names its sequence

    pack = games.get(game.pack)
    messages = Messages(check_language(language), pack.package)
    sequences = sequence_names(pack, language)
    body = [
        [
            str(e.index),
            str(e.round),
            html.escape(
                " › ".join(
                    sequences.get(f.name, f.name) if f.label == f.name else messages.text(f.label) for f in e.path[-2:]
                )
            ),
            "" if e.seat is None else str(e.seat),
            html.escape(messages("scene-trace-kind-name", kind=e.kind)),
            (
                f"<i>{html.escape(messages.text(e.said))}</i>"
                if e.kind == "action"
                else html.escape(messages.text(e.said))
            ),
            rules_html(e.rules, game.pack, language),
        ]
        for e in entries
    ]
    last = (stop if stop is not None else len(game.trace)) - 1
    caption = read(messages, title) if title else messages("scene-trace-caption", first=str(start), last=str(last))
    heads = [
        "#",
        messages("scene-trace-round"),
        messages("scene-trace-where"),
        messages("scene-trace-seat"),
        messages("scene-trace-kind"),
    ]
    heads += [messages("scene-what-happened"), messages("scene-rules")]
    return Html(table_html(caption, heads, body))
