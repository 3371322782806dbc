"""The view model: the JSON a seat is sent, as typed dictionaries (docs/widget.md, "The view model").

A :class:`~dml_tutor.tutor.session.TutorSession` builds one :class:`ViewModel` per seat
(``session.view_model(seat)``), holding only what that seat may know; the anywidget
:class:`~dml_tutor.tutor.widget.Tutor` syncs each of its keys as the trait of the same name,
and a server may send it whole over a websocket. ``version`` is :data:`VIEW_MODEL_VERSION`,
raised whenever a key changes meaning or goes away.

The operations a front end may send back (``{op, args, kwargs}``) are named once, in
``static/operations.json``: :data:`OPERATIONS` reads it here, and the view model carries the
names (``controls["operations"]``) for the front end to check what it sends.
"""

from __future__ import annotations

import json
import pathlib
from typing import Any, Final, TypedDict

from ..core.redaction import PUBLIC

__all__ = [
    "OPERATIONS",
    "PUBLIC",
    "VIEW_MODEL_VERSION",
    "Controls",
    "DecisionOption",
    "DiagramJSON",
    "ForkState",
    "HintOption",
    "HintView",
    "LogFilter",
    "LogRow",
    "Nav",
    "Predict",
    "ShellView",
    "StepJSON",
    "ViewModel",
    "Why",
]

#: The view model's version: 1 is the first documented one (``controls.operations`` is new in it;
#: every other key is what the tutor sent before it was versioned). 2: with ``browser_render``,
#: ``sequence_svg`` and a diagram's ``svg`` hold a stored drawing where the kernel has one without
#: running Graphviz (DML's shipped layouts), and ``sequence_dot`` or ``dot`` is then empty: the
#: front end draws DOT only where no SVG came.
VIEW_MODEL_VERSION: Final = 3  # 3: a roll's results are ``chance`` (the pack's ``Pack.chance``), not two ``dice``

#: The *View as* of the public view (the core's :data:`~dml_tutor.core.redaction.PUBLIC`): what
#: every seat knows alike. It is no seat's number, so every panel hides every seat's private cards
#: and steps from it; ``view_model(PUBLIC)`` sends ``view_as: -1`` (docs/widget.md, "The public view").
_OPERATIONS_FILE: Final = pathlib.Path(__file__).parent / "static" / "operations.json"

#: Each operation's name and the names of its arguments (``**choices``: any keyword), from
#: ``static/operations.json``, the one list the front end and Python share.
OPERATIONS: Final[dict[str, tuple[str, ...]]] = {
    name: tuple(args) for name, args in json.loads(_OPERATIONS_FILE.read_text(encoding="utf-8"))["operations"].items()
}


class Choice(TypedDict):
    """One field of the restart form: ``options`` are ``{value, label}``."""

    key: str
    label: str
    value: Any
    options: list[dict[str, Any]]


class Controls(TypedDict):
    """What the controls offer, from the pack and the tutor."""

    title: str
    name: str
    seat_modes: list[str]
    seats: list[str]
    choices: list[Choice]
    round_names: list[str]
    why_example: str
    operations: list[str]
    #: The front end's words in the session's language, by message id (``say(id)`` in the script).
    text: dict[str, str]


class Rule(TypedDict, total=False):
    """A rule or ruling beside a step; ``see`` (rules only) names the rulings it points to."""

    id: str
    title: str
    text: str
    section: str
    cited: bool
    see: list[str]


class ChanceJSON(TypedDict):
    """A roll's results as the pack describes them (``Pack.chance``): each value a die of
    ``sides`` sides (0: a number), their total, and the pack's name for the result: ``name`` in
    English (a display's class names are made of it), ``said`` in the reader's language."""

    values: list[int]
    sides: int
    total: int
    name: str | None
    said: str | None


class StepJSON(TypedDict):
    """The step under the cursor: where it is, what happened, the rules."""

    index: int
    kind: str
    seat: int | None
    round: int
    breadcrumb: list[dict[str, str]]
    text: str
    chance: ChanceJSON | None
    rules: list[Rule]
    rulings: list[Rule]


class DecisionJSON(TypedDict):
    """The decision at the step (``live``: still to take; ``chosen``: the action taken)."""

    seat: int
    mode: str
    kind: str
    prompt: str
    rules: list[dict[str, str]]
    live: bool
    chosen: str | None
    hidden: bool
    count: int | None


class Nav(TypedDict):
    """Which moves are possible from the step; ``waiting`` is the person who must decide now."""

    can_back: bool
    can_forward: bool
    at_end: bool
    can_step: bool
    waiting: int | None
    over: bool


class ShellView(TypedDict):
    """The shell's keys of ``view``; the pack's panel adds its own beside them (DML: table,
    seats, attempt, stack), never one of these."""

    pack: str
    game: dict[str, Any]
    step: StepJSON
    decision: DecisionJSON | None
    nav: Nav
    status: str
    view_as: int | None


class DiagramJSON(TypedDict):
    """An extra diagram: ``svg`` from the kernel (drawn, or stored), or else ``dot`` for the browser to draw."""

    name: str
    title: str
    svg: str
    dot: str


class LogRow(TypedDict):
    i: int
    round: int
    seat: int | None
    kind: str
    text: str
    chance: list[int] | None
    roll: str | None
    roll_said: str | None
    depth: int


class LogFilter(TypedDict):
    round: str | int | None
    seat: int | None
    rounds: int
    total: int
    first: int
    shown: int


class DecisionOption(TypedDict):
    """A decision's button: a legal option (``index``), or a refused example (``why``)."""

    index: int | None
    text: str
    label: str
    group: str
    legal: bool
    why: str | None
    chosen: bool


class Predict(TypedDict):
    """Predict, then reveal: the question waiting at the cursor, the last reveal, the score."""

    on: bool
    kinds: list[str]
    all_kinds: dict[str, str]
    question: dict[str, Any] | None
    reveal: dict[str, Any] | None
    score: str


class Why(TypedDict, total=False):
    """The answer to the last ``why_not``, at step ``at`` (empty: none)."""

    query: str
    legal: bool
    answer: str
    at: int
    #: What would make a refused move legal (None: nothing the seat can do at this decision);
    #: absent where the engine gave no reason as data (a legal move, an unreadable one).
    remedy: str | None


class HintOption(TypedDict):
    """One option's bar: its chance of winning with the 95% interval."""

    index: int
    label: str
    win_rate: float
    low: float
    high: float
    rollouts: int
    value: float | None
    pruned: bool
    #: Stopped early by racing: it trailed when the rollouts doubled (``coach.Option.raced``).
    raced: bool
    best: bool


class HintView(TypedDict, total=False):
    """The hint at step ``at`` for ``seat`` (empty: none): running with its progress, or done."""

    at: int
    seat: int
    running: bool
    done: int
    total: int
    stopped: bool
    rollouts: int
    value_name: str
    #: Rounds each rollout played before the evaluation scored it (None: to the game's end).
    horizon: int | None
    options: list[HintOption]


class ForkState(TypedDict):
    """The Fork button: off (``enabled`` false) with the reason."""

    enabled: bool
    reason: str


class ViewModel(TypedDict):
    """Everything one seat is sent for the step under the cursor (the widget's traits)."""

    version: int
    pack: str
    controls: Controls
    view: dict[str, Any]  # a ShellView with the panel's keys beside it
    sequence_svg: str
    sequence_dot: str
    browser_render: bool
    diagrams: list[DiagramJSON]
    log: list[LogRow]
    log_filter: LogFilter
    decisions: list[DecisionOption]
    cursor: int
    length: int
    seats: list[str]
    view_as: int | None
    error: str
    predict: Predict
    why: Why
    hint_view: HintView
    fork_state: ForkState
    divergence: int | None
