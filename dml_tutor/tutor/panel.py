"""The contract between the tutor shell and a game pack's panel (see docs/widget.md).

The shell (:class:`~dml_tutor.tutor.widget.Tutor`) is the same for every game: controls,
breadcrumb, the live nesting diagram, the step's rule text, decisions with why-not, the
log and the history. What only a game knows comes from its :class:`Panel`, which the
pack's descriptor names (``Pack.panel``, ``"module:Class"``, a subclass of :class:`Panel`
in the pack's ``display`` subpackage, imported on first use: :func:`panel_for`). A pack
without one gets this module's :class:`Panel`, which shows each seat and the game's
``view(seat)`` data as plain rows.

A panel only draws: every game fact (new games and restarts, agents by name, seat counts,
settings) comes from the pack's descriptor (:class:`~dml_tutor.core.pack.Pack`, read by
:mod:`dml_tutor.tutor.start`). On the Python side a panel:

- names the seats (:meth:`Panel.seats`; the restart form's fields and their words are the
  pack's, :meth:`Pack.choices <dml_tutor.core.pack.Pack.choices>`);
- takes a small snapshot of the table after every trace entry (:meth:`Panel.snapshot`),
  so moving through history never replays the game;
- turns one snapshot into JSON for its front end, respecting *View as*
  (:meth:`Panel.to_json`), and names extra diagrams (:meth:`Panel.diagrams`);
- reads actions for people (:meth:`Panel.label`, :meth:`Panel.group`), offers a few
  refused actions with the engine's reason (:meth:`Panel.illegal_examples`). What a seat
  may read of the record (another seat's private move, its prompt) is the pack's
  ``Pack.redaction``, applied by the tutor (:mod:`.seen`), never by a panel.

On the front end, the pack's script (``Pack.script``, a file of its package) registers a
function that draws that JSON (``registerPanel(name, {render(el, view, ctx)})``); the
shell ships every pack's script inside the one ES module the widget loads
(:func:`~dml_tutor.tutor.assets.front_end`). No game logic runs in JavaScript.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from ..core.driver import Driver
from ..core.pack import Pack, load
from ..core.sequence import Decision
from ..core.text import Text, say
from ..core.trace import Frame, TraceEntry
from ..i18n import SOURCE, Messages
from ..view.diagrams import sequence_dot
from ..view.render import render_html
from .viewmodel import PUBLIC

__all__ = ["SHELL_KEYS", "Diagram", "Panel", "Step", "common", "joined", "panel_for", "predict_kind_message"]

#: Keys of the ``view`` trait that belong to the shell; a panel's JSON may not use them.
SHELL_KEYS = frozenset({"pack", "game", "step", "decision", "nav", "status", "view_as"})

_SEAT_PREFIX = re.compile(r"^seat \d+: ")


#: What :func:`common` puts where the seats' views differ.
NOT_PUBLIC: Final = "(not known to every seat)"


def common(views: Sequence[Any]) -> Any:
    """What every one of ``views`` holds alike (the public view of a game whose pack gives only
    each seat's view): a dict keeps the keys all of them have, a list of one length goes item by
    item, and a value the views differ on becomes :data:`NOT_PUBLIC`."""
    if not views:
        return {}
    first = views[0]
    if all(v == first for v in views[1:]):
        return first
    if all(isinstance(v, dict) for v in views):
        keys = [k for k in first if all(k in v for v in views[1:])]
        return {k: common([v[k] for v in views]) for k in keys}
    if all(isinstance(v, list) and len(v) == len(first) for v in views):
        return [common([v[n] for v in views]) for n in range(len(first))]
    return NOT_PUBLIC


@dataclass(frozen=True, slots=True)
class Diagram:
    """An extra diagram of the pack, drawn beside the sequence tree: a name, a title, DOT text."""

    name: str
    title: str
    dot: str


@dataclass(frozen=True, slots=True)
class Step:
    """What a panel is told about the step under the cursor, beside its snapshot.

    ``view_as`` is None (everything), a seat, or :data:`~.viewmodel.PUBLIC` (what every seat
    knows alike: a seat number that is nobody's, so every seat's private part is hidden);
    ``deciding`` is the seat asked at a decision entry; ``final`` is true on the last step
    of a finished game (show the result there); ``seat_modes`` is who decides for each seat;
    ``messages`` is the reader's language (:meth:`Panel.language`: English when None).
    """

    game: Driver[Any]
    entry: TraceEntry
    view_as: int | None
    seat_modes: tuple[str, ...]
    deciding: int | None
    final: bool
    messages: Messages | None = None


class Panel:
    """A pack's part of the tutor; this base class is what a pack without a panel gets."""

    #: The name the pack's script registers (``registerPanel(js, ...)``); "generic" draws this class's JSON.
    js: ClassVar[str] = "generic"
    #: The log filter's names: what Round 0 is called, and the word for a round.
    round_names: ClassVar[tuple[str, str]] = ("Setup", "Round")
    #: An example for the "Why not…?" box, written as the game prints actions.
    why_example: ClassVar[str] = ""

    @property
    def predict_kinds(self) -> dict[str, str]:
        """Predict, then reveal: the kinds of question the pack can ask (name -> what is predicted),
        from the module its descriptor names (``Pack.predictions``); none without one."""
        return dict(load(self.pack.predictions).KINDS) if self.pack.predictions else {}

    def predict_kind_words(self, messages: Messages | None = None) -> dict[str, str]:
        """:attr:`predict_kinds` in the reader's language: each kind's words are the pack's message
        ``predict-kind-<kind>`` where it has one, else the module's own."""
        m = self.language(messages)
        out = {}
        for kind, about in self.predict_kinds.items():
            try:
                out[kind] = m(predict_kind_message(kind))
            except KeyError:  # a pack without these messages keeps its module's words
                out[kind] = about
        return out

    def predictor(self, game: Driver[Any], kinds: Sequence[str]) -> Any:
        """An on_step hook that finds prediction questions (``.found``, ``.finish()``) on ``game``:
        the ``Watcher`` of the pack's predictions module."""
        if not self.pack.predictions:
            raise ValueError(f"predict: the {self.pack.name} pack has no predict-then-reveal questions")
        return load(self.pack.predictions).Watcher(game, set(kinds))

    def __init__(self, pack: Pack) -> None:
        self.pack = pack

    def language(self, messages: Messages | None) -> Messages:
        """The words a panel shows, in the reader's language: ``messages`` (the session's, or one
        seat's at a table) if given, else English; the pack's own messages
        (``locales/<lang>/*.ftl`` of its package) first, then the shell's."""
        if messages is None or messages.package != self.pack.package:
            return Messages(messages.language if messages else SOURCE, self.pack.package)
        return messages

    # ------------------------------------------------------------ games and seats

    def seats(self, game: Driver[Any]) -> list[str]:
        """Each seat's name; their number is the number of players."""
        names = self.pack.seats(game)
        return names if names else [f"seat {s}" for s in range(int(getattr(game, "players", 0)))]

    def round_words(self, messages: Messages | None = None) -> list[str]:
        """:attr:`round_names` in the reader's language: the messages ``panel-round-zero`` and
        ``panel-round`` (the pack's, else the shell's "Setup" and "Round") where their English is
        these names; a pack that names its rounds without messages keeps its names."""

        def words(messages: Messages) -> list[str]:
            return [messages("panel-round-zero"), messages("panel-round")]

        if words(self.language(None)) != list(self.round_names):
            return list(self.round_names)
        return words(self.language(messages))

    def seat_names(self, game: Driver[Any], messages: Messages | None = None) -> list[str]:
        """Each seat's name as the reader reads it: a numbered seat ("seat 2", the core's default
        name) in the reader's words, any other name (a ruler's, a side's) as the pack gives it."""
        messages = self.language(messages)
        return [
            messages("panel-seat", seat=str(s)) if name == f"seat {s}" else name
            for s, name in enumerate(self.seats(game))
        ]

    def default_seats(self, players: int, modes: Sequence[str]) -> list[str]:
        """Who decides when the tutor is not told (``modes`` are the pack's seat modes): seat 0 is
        a person, the others the last mode (an agent)."""
        return ["person"] + [modes[-1]] * (players - 1)

    def game_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any]:
        """The header's facts: seed, players, and a subtitle line (in ``messages``' language)."""
        seed = getattr(game, "seed", None)
        players = len(self.seats(game))
        messages = self.language(messages)
        return {
            "seed": seed,
            "players": players,
            "subtitle": messages("panel-players-seed", players=players, seed=str(seed)),
        }

    def public_game_json(self, data: dict[str, Any], messages: Messages | None = None) -> dict[str, Any]:
        """:meth:`game_json` as sent under *View as*: without the seed, which rebuilds every
        hidden card of the game."""
        messages = self.language(messages)
        subtitle = messages("panel-players", players=data.get("players") or 0)
        return {**{k: v for k, v in data.items() if k != "seed"}, "seed": None, "subtitle": subtitle}

    def result_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any] | None:
        """The end of the game in words, from the core's Outcome."""
        out = game.outcome
        if out is None:
            return None
        messages = self.language(messages)
        names = self.seat_names(game, messages)
        if out.draw or not out.winners:
            text = messages("panel-nobody-wins")
        else:
            who = [names[s] if s < len(names) else messages("panel-seat", seat=str(s)) for s in out.winners]
            text = messages("panel-wins", winners=joined(who, messages), count=len(who))
        return {"winners": list(out.winners), "reason": out.reason, "rule": out.rule, "text": text}

    # ------------------------------------------------------------ the table

    def snapshot(self, game: Driver[Any], prev: Any) -> Any:
        """The table right after a trace entry (called once per entry; share unchanged parts with ``prev``).

        This default keeps ``game.view(seat)`` for everything (None) and for each seat, as JSON text.
        """
        view = getattr(game, "view", None)
        if not callable(view):
            return None
        seats = [None, *range(len(self.seats(game)))]
        return tuple(json.dumps(view(s), ensure_ascii=False, sort_keys=True, default=str) for s in seats)

    def seats_json(self, step: Step) -> list[dict[str, Any]]:
        """Each seat as the shell's ``seatCard`` draws it: number, name, who decides, deciding now."""
        return [
            {"seat": s, "name": name, "mode": step.seat_modes[s], "deciding": s == step.deciding}
            for s, name in enumerate(self.seat_names(step.game, step.messages))
        ]

    def to_json(self, snap: Any, step: Step) -> dict[str, Any]:
        """The panel's part of ``view``: JSON its front end draws (no key of :data:`SHELL_KEYS`)."""
        seats = self.seats_json(step)
        rows: list[list[str]] = []
        if snap is not None:
            v = step.view_as
            if v == PUBLIC:  # what every seat's view holds alike
                data = common([json.loads(text) for text in snap[1:]])
            else:
                data = json.loads(snap[0 if v is None else v + 1])
            items = data.items() if isinstance(data, dict) else [("state", data)]
            rows = [[str(k), v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)] for k, v in items]
        return {"seats": seats, "rows": rows}

    def diagrams(self, snap: Any, messages: Messages | None = None) -> list[Diagram]:
        """Extra diagrams for this snapshot (DML: the Wheel of Profit), their titles and labels
        in ``messages``' language."""
        return []

    def sequence_svg(self, path: Sequence[Frame], messages: Messages | None = None) -> str:
        """The sequence tree with ``path`` highlighted, as inline SVG, its names in ``messages``'
        language (the pack's ``seq-<name>`` messages)."""
        return render_html(sequence_dot(path, pack=self.pack, messages=messages))

    def stored_sequence_svg(self, path: Sequence[Frame], messages: Messages | None = None) -> str:
        """The sequence tree's SVG for ``path`` made without running Graphviz (stored layouts, as
        DML ships), or "": where the browser draws, a stored SVG is sent instead of DOT text."""
        return ""

    def stored_svg(self, dot: str, *, exact: bool = True) -> str:
        """An extra diagram's SVG made without running Graphviz (DML: the Wheel of Profit's five
        pictures ship drawn), or "". ``exact``: only one this process's Graphviz would draw byte
        for byte (the kernel's SVG); False: any Graphviz's (instead of DOT for the browser)."""
        return ""

    def warm(self, paths: Sequence[Sequence[Frame]]) -> None:
        """Lay out the coming paths' diagrams ahead of need (optional)."""

    # ------------------------------------------------------------ actions and text

    def label(self, action: Any) -> Text:
        """An action as a button shows it (without the "seat N: " prefix)."""
        return _SEAT_PREFIX.sub("", str(action), count=1)

    def group(self, action: Any, decision: Decision[Any]) -> Text:
        """Which group of buttons an action goes in."""
        return say("panel-choices")

    def illegal_examples(self, game: Driver[Any], decision: Decision[Any]) -> list[tuple[Any, str]]:
        """A few actions a new player might try that the rules refuse, each with ``game.why_not``."""
        return []


def predict_kind_message(kind: str) -> str:
    """The message id of a kind of prediction question ("target_value" -> "predict-kind-target-value")."""
    return "predict-kind-" + kind.replace("_", "-")


def joined(items: Sequence[str], messages: Messages) -> str:
    """Names as one list in the reader's language ("Ana, Bo and Cyd"; "Ana, Bo und Cyd")."""
    if len(items) < 2:
        return "".join(items)
    return messages("panel-list", rest=", ".join(items[:-1]), last=items[-1])


def panel_for(pack: Pack) -> Panel:
    """The tutor panel of ``pack``: the class its descriptor names (``Pack.panel``), else the generic one."""
    if not pack.panel:
        return Panel(pack)
    panel_class = load(pack.panel)
    if not (isinstance(panel_class, type) and issubclass(panel_class, Panel)):
        raise TypeError(f"the {pack.name} pack's panel {pack.panel!r} is not a dml_tutor.tutor.Panel")
    return panel_class(pack)
