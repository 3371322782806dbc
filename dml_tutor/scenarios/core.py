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
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Any, ClassVar

from .. import games
from ..core.driver import Driver, IllegalActionError, is_int

__all__ = [
    "Html",
    "Param",
    "Row",
    "Scenario",
    "ScenarioResult",
    "Value",
    "arg",
    "bool_arg",
    "choice_arg",
    "error_html",
    "int_arg",
    "pct",
    "rules_html",
    "table_html",
    "to_text",
    "trace_table",
]

Value = int | str | None

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


def rules_html(rules: Iterable[str], pack: str) -> str:
    """Rule ids as ``<code>`` with the pack's rule text as the tooltip."""
    cat = games.get(pack).catalog()
    out = []
    for r in rules:
        rule = cat.get(r)
        tip = f"{rule.title}: {rule.text} ({rule.section})" if rule else "not in the rule catalog"
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


def error_html(error: Exception, pack: str) -> str:
    """How a form shows a refused edit: the engine's reason and its rule ids."""
    if isinstance(error, IllegalActionError):
        return (
            "<div class='dml-error' style='color:#a00'><b>Not allowed by the rules:</b> "
            f"{html.escape(str(error))}<br>Rules: {rules_html(error.rules, pack)}</div>"
        )
    return (
        f"<div class='dml-error' style='color:#a00'><b>Cannot build this scenario:</b> {html.escape(str(error))}</div>"
    )


@dataclass
class ScenarioResult:
    """What a run produced: the explanation rows and the engine game they came from.

    ``pack`` is the pack whose rule catalog explains the rows' rule ids: the game's, unless
    given (a result with no game must name it)."""

    title: str
    rows: list[Row]
    game: Driver[Any] | None
    value_label: str = "Value"
    notes: list[str] = field(default_factory=list)
    pack: str = field(default="", kw_only=True)

    def __post_init__(self) -> None:
        if not self.pack:
            if self.game is None:
                raise ValueError("pack: a result with no game must name the pack that explains its rule ids")
            self.pack = self.game.pack

    def _repr_html_(self) -> str:
        body = [
            [
                str(r.step),
                (f"<i>{html.escape(r.what)}</i>" if r.kind == "action" else html.escape(r.what)),
                "" if r.value is None else html.escape(str(r.value)),
                rules_html(r.rules, self.pack),
            ]
            for r in self.rows
        ]
        return table_html(self.title, ["Step", "What happened", self.value_label, "Rules"], body, self.notes)

    def table(self) -> str:
        """The rows as plain text, one per line."""
        out = [self.title]
        for r in self.rows:
            value = "" if r.value is None else f" [{self.value_label}: {r.value}]"
            out.append(f"{r.step:>3}. {r.what}{value} ({', '.join(r.rules)})")
        return "\n".join(out + self.notes)


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
) -> Any:
    """A scenario argument, declared once: a dataclass field whose metadata holds its form
    control (``label``, ``kind``, ``choices``, ``low``..``high``; ``text`` writes a "text"
    value back) and ``parse(name, value)``, which checks a value (a ValueError naming the
    argument) and returns its normal form. ``default`` is written as a user would (text),
    and parsed once, here."""
    spec = _Spec(label, kind, parse, tuple(choices), low, high, text)
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


class Scenario:
    """Base of every scenario: arguments, a position, a run through the engine, a form.

    A scenario is a ``@dataclass(frozen=True, kw_only=True)`` subclass whose arguments are
    :func:`arg` fields and which names its ``pack``; :meth:`check` adds the checks that
    join several arguments.
    """

    title: ClassVar[str] = "Scenario"
    #: The game pack the scenario plays (its rule catalog explains the rule ids).
    pack: ClassVar[str]
    value_label: ClassVar[str] = "Value"

    def __post_init__(self) -> None:
        for name, spec in _specs(type(self)):
            self._set(name, spec.parse(name, getattr(self, name)))
        self.check()

    def _set(self, name: str, value: Any) -> None:
        """Store an argument's normal form (the dataclass is frozen to everyone else)."""
        object.__setattr__(self, name, value)

    def check(self) -> None:
        """Checks that join several arguments (a ValueError names the first of them)."""

    @property
    def params(self) -> tuple[Param, ...]:
        """The editable arguments, in order, as their fields declare them."""
        return tuple(Param(name, s.label, s.kind, s.choices, s.low, s.high) for name, s in _specs(type(self)))

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
        """The same scenario with some arguments changed."""
        return type(self)(**{**self.kwargs(), **changes})

    def _repr_html_(self) -> str:
        try:
            return self.run()._repr_html_()
        except ValueError as e:  # IllegalActionError too
            return error_html(e, self.pack)

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
            typed = {"description": p.label, "style": style, "continuous_update": False}  # not on every key
            if p.kind == "choice":
                w = widgets.Dropdown(options=list(p.choices), value=value, description=p.label, style=style)
            elif p.kind == "int":
                w = widgets.BoundedIntText(value=value, min=p.low, max=p.high, **typed)
            elif p.kind == "bool":
                w = widgets.Checkbox(value=value, description=p.label, style=style)
            elif p.kind in ("seats", "plays", "text"):
                w = widgets.Textarea(value=self._field_text(p.name, p.kind, value), rows=4, **typed)
            else:
                w = widgets.Text(value=self._field_text(p.name, p.kind, value), **typed)
            controls[p.name] = w
        output = widgets.HTML(value=self._repr_html_())
        heading = widgets.HTML(f"<b>{html.escape(self.heading())}</b>")
        current: dict[str, Scenario] = {"scenario": self}

        def rerun(_change: object = None) -> None:
            try:  # text is parsed (and refused, naming the argument) by the constructor
                scenario = type(self)(**{name: w.value for name, w in controls.items()})
            except ValueError as e:  # IllegalActionError too
                output.value = error_html(e, self.pack)
                return
            current["scenario"] = scenario
            heading.value = f"<b>{html.escape(scenario.heading())}</b>"
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
) -> Html:
    """Trace entries ``start:stop`` of ``game`` as an HTML table: index, Round, where in the
    rulebook's nesting, seat, what happened and the rule ids (hover an id for its text).
    ``kinds`` keeps only some entry kinds ("step", "roll", "decision", "action")."""
    keep = None if kinds is None else set(kinds)
    entries = [e for e in game.trace[start:stop] if keep is None or e.kind in keep]
    body = [
        [
            str(e.index),
            str(e.round),
            html.escape(" › ".join(str(f.label) for f in e.path[-2:])),
            "" if e.seat is None else str(e.seat),
            html.escape(e.kind),
            (f"<i>{html.escape(e.text)}</i>" if e.kind == "action" else html.escape(e.text)),
            rules_html(e.rules, game.pack),
        ]
        for e in entries
    ]
    caption = title or f"Trace entries {start}..{(stop if stop is not None else len(game.trace)) - 1}"
    return Html(table_html(caption, ["#", "Round", "Where", "Seat", "Kind", "What happened", "Rules"], body))
