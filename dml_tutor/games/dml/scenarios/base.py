"""What DML's scenarios share: the DML runner, the parsers of their arguments, their
fields, and :class:`DmlScenario`.

The runner (:class:`_Run`) is the generic :class:`~dml_tutor.scenarios.runner.Run` with
what only DML's engine can say: a scripted decision is matched up to card order, an
unscripted one gets DML's default (pass when passing is allowed, re-roll a Dabo! exactly
when it would fail (R-10), declare an instant win (R-27), otherwise the first legal
choice), a forced choice that is not the scripted one is explained by DML's legality
check, and the Target Value is kept after every step of an attempt.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ....core.driver import is_int
from ....core.trace import TraceEntry
from ....scenarios.core import Said, Scenario, Value, arg, bool_arg, choice_arg, int_arg
from ....scenarios.runner import Run, Step, frame_names, inside
from ..actions import Action, Declare, DeclareWin, Pass
from ..cards import Card, mode_cards
from ..game import Game, IllegalActionError
from ..legality import explain
from ..sequences import Decision
from ..target import TargetValue
from ..words import say

Dice = tuple[tuple[int, int], ...]
Cards = tuple[str, ...]
Seats = tuple[Cards, ...]

#: Rule ids to cite when a scripted decision is never offered, by the phase it was meant for.
PHASE_RULES: dict[str, tuple[str, ...]] = {
    "Market Action": ("market.action", "acq.declaration", "R-13"),
    "Declaration": ("acq.declaration", "R-03", "R-04"),
    "Seize Attempt Phase": ("seize.sequence", "R-05"),
    "Bid Action": ("bid.sequence", "R-04", "R-07"),
    "Resolution Step": ("resolution.step", "R-27"),
    "Character Power Phase": ("cpp.sequence", "R-16"),
}


_names = frame_names
_in = inside


def _key(action: Action) -> tuple[tuple[str, str], ...]:
    """Identity of an action up to card order (a bid of 2♦ 4♦ is a bid of 4♦ 2♦)."""
    data = action.to_json()
    if isinstance(action, Pass):
        data = {"type": "Pass", "seat": action.seat}
    if isinstance(data.get("cards"), list):
        data["cards"] = sorted(data["cards"])
    return tuple(sorted((k, str(v)) for k, v in data.items()))


def _default(g: Game, declare_wins: bool = True) -> Action:
    """The unscripted choice: pass if allowed; Dabo! re-rolled only when failing (R-10);
    instant wins declared (R-27) unless told not to; else the first legal action."""
    d = g.pending
    assert d is not None
    if d.kind == "reroll":
        want = bool(d.context.get("fails"))
        return next(a for a in d.actions if getattr(a, "reroll", None) is want)
    if d.kind == "instant_win":
        return next(a for a in d.actions if isinstance(a, DeclareWin) and a.declare is declare_wins)
    for a in d.actions:
        if isinstance(a, Pass):
            return a
    return d.actions[0]


def _forced(g: Game, entry: TraceEntry) -> bool:
    """An action the engine took by itself (a single legal choice): it is not preceded by
    the "Seat N decides" entry that every asked decision records."""
    return entry.index == 0 or g.trace[entry.index - 1].kind != "decision"


class _Run(Run[Game]):
    """One DML game from a position, observed step by step, with its scripted decisions."""

    def __init__(
        self,
        position: dict[str, Any],
        value: Callable[[Game], Value],
        steps: Sequence[Step] = (),
        watch: Callable[[Game, TraceEntry], None] | None = None,
        declare_wins: bool = True,
    ) -> None:
        self.tvs: dict[int, TargetValue] = {}  # filled from the first step, inside the constructor

        def start(hook: Callable[[TraceEntry], None]) -> Game:
            return Game(
                position.get("players", 4),
                position.get("seed", 0),
                position.get("mode", "full"),
                options=position.get("options"),
                position=position,
                on_step=hook,
            )

        super().__init__(start, value, steps, watch, lambda g: _default(g, declare_wins))

    def _observe(self, g: Game, entry: TraceEntry) -> None:
        super()._observe(g, entry)
        if g.attempt is not None and (g.attempt.declared or g.attempt.is_black_market):
            self.tvs[entry.index] = g.attempt.tv()
        if self.todo and isinstance(entry.action, Action) and _forced(g, entry):
            self._check_forced(g, self.todo[0], entry, entry.action)

    def key(self, action: Any) -> object:
        return _key(action)

    def _check_forced(self, g: Game, step: Step, e: TraceEntry, taken: Action) -> None:
        """The engine took the only legal choice where ``step`` was meant to decide: either
        it is the scripted action, or the engine's legality check says (now, while the
        state is live) why the scripted one was not allowed."""
        if e.seat != step.seat or step.phase not in _names(e.path):
            return
        self.todo.pop(0)
        if _key(taken) == _key(step.action):
            self.scripted.add(e.index)
            return
        assert step.seat is not None and step.kind is not None
        only = Decision(step.seat, step.kind, f"the only legal choice is {taken}", [taken], e.rules)
        said, rules = explain(g, only, step.action)
        message = str(said)  # a scenario's refusal is in English
        if " is not among the legal choices" in message or " is not a choice here" in message:
            message, rules = f"{step.action} is not allowed here", e.rules
        self.refused = IllegalActionError(f"{message}; the only legal choice was: {taken}", rules)

    def never_offered(self, step: Step, since: int) -> IllegalActionError:
        """The scripted decision never came up: say why with the engine's own step."""
        rules = PHASE_RULES.get(step.phase or "", ())
        if step.kind == "play" and step.seat is not None:  # whether a card may be played hardly depends on the moment
            said, found = explain(self.game, Decision(step.seat, step.kind, "", [step.action], rules), step.action)
            message = str(said)
            if " is not among the legal choices" not in message:
                return IllegalActionError(f"{step.label}: {message}", found)
        later = [e for e in self.game.trace[since:] if e.kind in ("step", "action")]
        why = next((e for e in later if e.seat == step.seat and step.phase in _names(e.path)), None)
        if why is None:
            why = next((e for e in later if e.seat in (None, step.seat) and set(e.rules) & set(rules)), None)
        reason = f": {why.text}" if why is not None else ""
        return IllegalActionError(
            f"{step.label} ({step.action}) is never offered{reason}", why.rules if why is not None else rules
        )


def _tv_value(g: Game) -> Value:
    att = g.attempt
    if att is None or not (att.declared or att.is_black_market):
        return None
    return att.tv().total


def _card(name: str, item: object) -> str:
    """One card's canonical code; the parser's complaint is prefixed with the argument."""
    if not isinstance(item, str | Card):
        raise ValueError(f"{name}: not a card: {item!r}")
    try:
        return Card.parse(item).code
    except ValueError as e:
        raise ValueError(f"{name}: {e}") from None


def _codes(name: str, items: object) -> tuple[str, ...]:
    """Cards as canonical codes; a string is split on spaces and commas."""
    if items is None:
        return ()
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    elif isinstance(items, Card):
        items = [items]
    elif not isinstance(items, Iterable):
        raise ValueError(f"{name} must be cards, as text ('5S 9S') or a list, got {items!r}")
    return tuple(_card(name, c) for c in items)


def _code(name: str, item: object) -> str | None:
    """One card, or None for None or blank text."""
    if item is None or (isinstance(item, str) and not item.strip()):
        return None
    return _card(name, item)


def _resources(name: str, items: object) -> tuple[str, ...]:
    """Cards bound for a Stock: X1 and X2 have no Resource Type, so no Stock to lie in."""
    codes = _codes(name, items)
    for c in _cards(codes):
        if c.suit is None:
            raise ValueError(f"{name}: {c} is not a Resource, and only Resources lie in the Stocks (R-15)")
    return codes


def _cards(codes: Iterable[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def _dice(name: str, items: object) -> Dice:
    """Forced dice as pairs 1..6: [(3, 4)], or text "3 4, 6 6"."""
    if items is None:
        return ()
    shape = f"{name} must be pairs of dice 1..6, like '3 4, 6 6' or [(3, 4), (6, 6)], not {items!r}"
    if isinstance(items, str):
        words = [w for w in re.split(r"[\s,()\[\]]+", items) if w]
        if len(words) % 2 or not all(w.isdigit() for w in words):
            raise ValueError(shape)
        pairs = [(int(words[i]), int(words[i + 1])) for i in range(0, len(words), 2)]
    elif isinstance(items, Iterable):
        pairs = []
        for p in items:
            if isinstance(p, str) or not isinstance(p, Sequence) or len(p) != 2 or not all(map(is_int, p)):
                raise ValueError(shape)
            pairs.append((int(p[0]), int(p[1])))
    else:
        raise ValueError(shape)
    for die in (d for pair in pairs for d in pair):
        if not 1 <= die <= 6:
            raise ValueError(f"{name}: a die shows 1..6, not {die}")
    return tuple(pairs)


def _per_seat(name: str, items: object) -> Seats:
    """One list of cards per seat; text is one line per seat (``|`` also separates)."""
    if items is None:
        items = ()
    if isinstance(items, str):
        items = items.replace("|", "\n").rstrip().split("\n") if items.strip() else []
    elif not isinstance(items, Sequence):
        raise ValueError(f"{name} must be one line of cards per seat, or a list with one entry per seat, got {items!r}")
    return tuple(_codes(f"{name} (seat {seat})", x) for seat, x in enumerate(items))


def _rest(zones: Mapping[str, Sequence[str]], mode: str = "full") -> list[str]:
    """Cards no zone names (Eggs and Kings excepted: the loader places those itself)."""
    placed = {Card.parse(c) for cards in zones.values() for c in cards}
    return [c.code for c in mode_cards(mode) if c not in placed and not (c.is_egg or c.is_king)]


def _plays(name: str, items: object) -> tuple[tuple[int, str, str, str], ...]:
    """Plays as (seat, card, "power"/"emblem"[, "treasury"/"court"]); text "0 QH power; 1 TS emblem"."""
    if isinstance(items, str):
        raw: list[object] = [p.split() for p in items.replace("\n", ";").split(";") if p.strip()]
    elif isinstance(items, Iterable):
        raw = list(items)
    else:
        raise ValueError(f"{name} must be text like '0 QH power; 1 TS emblem' or a list of plays, got {items!r}")
    out = []
    for p in raw:
        if isinstance(p, str) or not isinstance(p, Sequence) or len(p) not in (3, 4):
            raise ValueError(f"{name}: a play is seat, card, power|emblem [, treasury|court], not {p!r}")
        seat = int(p[0]) if isinstance(p[0], str) and p[0].isdigit() else p[0]
        if not is_int(seat) or not 0 <= seat < 4:
            raise ValueError(f"{name}: no seat {p[0]!r}: seats are 0..3")
        card, kind = _card(name, p[1]), str(p[2]).lower()
        source = str(p[3]).lower() if len(p) == 4 else "treasury"
        if kind not in ("power", "emblem"):
            raise ValueError(f"{name}: a play's kind is 'power' or 'emblem', not {kind!r}")
        if source not in ("treasury", "court"):
            raise ValueError(f"{name}: a play's source is 'treasury' or 'court', not {source!r}")
        out.append((seat, card, kind, source))
    return tuple(out)


def _players(name: str, players: object) -> int:
    n = int_arg(name, players)
    if n not in (3, 4):
        raise ValueError(f"{name} must be 3 or 4, not {n!r} (mode.three-players)")
    return n


def _required(message: str, parse: Callable[[str, object], str | None] = _code) -> Callable[[str, object], str]:
    """A one-card parser that refuses no card, with ``message`` saying which card to name."""

    def read(name: str, item: object) -> str:
        code = parse(name, item)
        if code is None:
            raise ValueError(f"{name}: {message}")
        return code

    return read


def _resource(name: str, item: object) -> str | None:
    """One card bound for a Stock, or None."""
    code = _code(name, item)
    return None if code is None else _resources(name, code)[0]


def _declared(name: str, items: object) -> Cards:
    """The cards of a declaration: at least one, all Resources."""
    codes = _resources(name, items)
    if not codes:
        raise ValueError(f"{name}: declare at least one card (R-01)")
    return codes


# ------------------------------------------------------------- the fields
#
# Each makes one argument: its label, its control and its parser, declared once.


def cards_field(label: str, default: object = (), parse: Callable[[str, object], Cards] = _codes) -> Any:
    """Cards, as text ("5S 9S" or "5♠ 9♠") or a list."""
    return arg(label, "cards", default, parse)


def card_field(label: str, default: object = None, parse: Callable[[str, object], str | None] = _code) -> Any:
    """One card, or none (blank text or None) unless ``parse`` requires one."""
    return arg(label, "card", default, parse)


def dice_field(label: str = "", default: object = ()) -> Any:
    """Forced dice, as text "3 4, 6 6" or pairs (labelled "Dice" unless told)."""
    return arg(label or Said(say("scene-field-dice")), "dice", default, _dice)


def seats_field(label: str, default: object = ()) -> Any:
    """One line of cards per seat (padded to every seat by :meth:`DmlScenario.check`)."""
    return arg(label, "seats", default, _per_seat)


def plays_field(label: str, default: object) -> Any:
    """Character plays, "seat card power|emblem [treasury|court]; ..."."""
    return arg(label, "plays", default, _plays)


def number_field(label: str, default: int, low: int, high: int, parse: Callable[[str, object], int] = int_arg) -> Any:
    return arg(label, "int", default, parse, low=low, high=high)


def seed_field() -> Any:
    """The seed of the engine's generator (shuffles, dice nobody forced)."""
    return number_field(Said(say("scene-field-seed")), 0, 0, 10**6)


def choice_field(label: str, default: str, choices: Sequence[str], labels: Mapping[str, str] | None = None) -> Any:
    return arg(label, "choice", default, lambda name, v: choice_arg(name, v, choices), choices=choices, labels=labels)


def flag_field(label: str, default: bool) -> Any:
    return arg(label, "bool", default, bool_arg)


class DmlScenario(Scenario):
    """A DML scenario: its run is a DML game from :meth:`position`, observed step by step.

    Its arguments hold cards as codes ("5S"); each also reads the text a form writes:
    cards as "5S 9S" or "5♠ 9♠", dice as "3 4, 6 6", one line of cards per seat.
    """

    pack = "dml"

    def seat_count(self) -> int:
        """How many seats the table has (a per-seat argument gives at most this many)."""
        return 4

    def check(self) -> None:
        """Per-seat arguments: no more seats than the table has, padded with empty seats."""
        players = self.seat_count()
        for p in self.params:
            if p.kind == "seats":
                value = getattr(self, p.name)
                if len(value) > players:
                    raise ValueError(f"{p.name}: {len(value)} seats given, but there are {players} players")
                self._set(p.name, tuple(value) + ((),) * (players - len(value)))

    @staticmethod
    def card_text(code: str) -> str:
        """Forms show 5♠ as the widget does (they read "5S" too)."""
        return Card.parse(code).symbol

    def _start(
        self,
        value: Callable[[Game], Value],
        steps: Sequence[Step] = (),
        watch: Callable[[Game, TraceEntry], None] | None = None,
        declare_wins: bool = True,
        position: dict[str, Any] | None = None,
    ) -> _Run:
        """An observed engine game from :meth:`position` (or ``position``), its refusals named."""
        with self._naming_arguments():
            return _Run(self.position() if position is None else position, value, steps, watch, declare_wins)


def _declare_step(seat: int, declared: Sequence[Card]) -> Step:
    suit = declared[0].suit if declared else "S"
    assert suit is not None
    declare = Declare(seat, f"stock:{suit}", tuple(declared))
    return Step(declare, "the declaration", seat=seat, kind="declare", phase="Market Action")


@dataclass(frozen=True)
class Milestone:
    """The Target Value after one named moment of an attempt (``key`` is stable)."""

    key: str
    label: str
    tv: TargetValue

    @property
    def value(self) -> int:
        return self.tv.total


def _milestones(r: _Run) -> list[Milestone]:
    """The Target Value after the declaration, each bid and the Seize award."""
    out: list[Milestone] = []
    counters = 0
    for e in r.game.trace:
        tv = r.tvs.get(e.index)
        if tv is None or e.kind != "step":
            continue
        names = _names(e.path)
        if "acq.declaration" in e.rules and not out:
            out.append(Milestone("declaration", e.text, tv))
        elif "Declaration" in names and "bid.primary" in e.rules:
            out.append(Milestone("declaration_bid", e.text, tv))
        elif "seize.award" in e.rules and tv.seizer_primary:
            out.append(Milestone("seize", e.text, tv))
        elif "Bid Action" in names and ("bid.primary" in e.rules or "bid.secondary" in e.rules):
            counters += 1
            key = "counter" if counters == 1 else f"bid_{counters}"
            out.append(Milestone(key, e.text, tv))
    return out


def _step(seat: int, kind: str, action: Action, phase: str, label: str) -> Step:
    """A scripted DML decision: ``seat`` answers the next ``kind`` decision inside ``phase``."""
    return Step(action, label, seat=seat, kind=kind, phase=phase)
