"""The Target Value of an Acquisition Attempt, term by term (R-02)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import Card, cards
from .events import Event

BLACK_MARKET_TARGET = 7
EMBLEM_VALUE = 10


@dataclass(frozen=True)
class TargetValue:
    """Every term of R-02, so a reader can check the sum; ``fixed`` is a Black Market's 7."""

    declared: tuple[Card, ...] = ()
    event_modifiers: tuple[int, ...] = ()
    emblem_bonus: int = 0
    active_primary: tuple[Card, ...] = ()
    seizer_primary: tuple[Card, ...] = ()
    active_secondary: tuple[Card, ...] = ()
    fixed: int | None = None
    #: What each declared card is worth before Event modifiers: its Face Value, except
    #: that an Emblem in a Court is always worth 10 (R-02), Jacks and Queens included.
    values: tuple[int, ...] = ()

    @property
    def declared_values(self) -> tuple[int, ...]:
        return self.values or tuple(c.face_value for c in self.declared)

    @property
    def seize_pressure(self) -> int:
        """The Seizer's Primary bids less the Active Player's Secondary bids, never below 0."""
        return max(0, sum(c.face_value for c in self.seizer_primary) - sum(c.face_value for c in self.active_secondary))

    @property
    def total(self) -> int:
        if self.fixed is not None:
            return self.fixed
        return (
            sum(self.declared_values)
            + sum(self.event_modifiers)
            - self.emblem_bonus
            - sum(c.face_value for c in self.active_primary)
            + self.seize_pressure
        )

    def terms(self) -> list[tuple[str, int]]:
        """(label, signed amount) pairs in the order R-02 adds them up."""
        if self.fixed is not None:
            return [("Black Market (fixed)", self.fixed)]
        emblem = " (Emblem)" if self.values else ""
        out = [(f"declared {c.symbol}{emblem}", v) for c, v in zip(self.declared, self.declared_values, strict=True)]
        out += [(f"Event on {c.symbol}", m) for c, m in zip(self.declared, self.event_modifiers, strict=False) if m]
        if self.emblem_bonus:
            out.append(("Static Bonus of own Emblems", -self.emblem_bonus))
        out += [(f"Active Player's Primary bid {c.symbol}", -c.face_value) for c in self.active_primary]
        if self.seizer_primary:
            raw = sum(c.face_value for c in self.seizer_primary)
            sec = sum(c.face_value for c in self.active_secondary)
            label = "Seizer's Primary bids " + " ".join(c.symbol for c in self.seizer_primary)
            if self.active_secondary:
                label += " less Secondary " + " ".join(c.symbol for c in self.active_secondary)
                label += f" ({raw} - {sec}, never below 0)"
            out.append((label, self.seize_pressure))
        return out

    def __str__(self) -> str:
        terms = self.terms()
        if len(terms) <= 1:
            return str(self.total)
        parts = []
        for i, (_, amount) in enumerate(terms):
            sign = "-" if amount < 0 else "+"
            parts.append(f"{abs(amount)}" if i == 0 and amount >= 0 else f"{sign} {abs(amount)}")
        return f"{' '.join(parts) or '0'} = {self.total}"


def _cards(items: Iterable[Card | str] | str) -> tuple[Card, ...]:
    return tuple(cards(items))


def target_value(
    declared: Iterable[Card | str] | str,
    *,
    event: object = None,
    emblem_bonus: object = 0,
    active_primary: Iterable[Card | str] | str = (),
    seizer_primary: Iterable[Card | str] | str = (),
    active_secondary: Iterable[Card | str] | str = (),
) -> int:
    """R-02: declared Face Values with the Event's Market Effect, less the Static Bonus and
    the Active Player's Primary bids, plus the Seizer's Primary bids net of the Active
    Player's Secondary bids (never below 0). A lone Jack or Queen is an Emblem, worth 10.
    ``event`` is an Event, an Event card or None; ``emblem_bonus`` an integer. Anything else
    is a ``ValueError`` (typed ``object`` so that the compiled build refuses it the same way)."""
    return breakdown(
        declared,
        event=event,
        emblem_bonus=emblem_bonus,
        active_primary=active_primary,
        seizer_primary=seizer_primary,
        active_secondary=active_secondary,
    ).total


def breakdown(
    declared: Iterable[Card | str] | str,
    *,
    event: object = None,
    emblem_bonus: object = 0,
    active_primary: Iterable[Card | str] | str = (),
    seizer_primary: Iterable[Card | str] | str = (),
    active_secondary: Iterable[Card | str] | str = (),
) -> TargetValue:
    """Like :func:`target_value` but keeps every term."""
    targets = _cards(declared)
    for c in targets:
        if not (c.is_resource or c.is_court):
            raise ValueError(f"{c} cannot be declared: only Resources and Emblems are targets (acq.declaration)")
    if len({c.suit for c in targets}) > 1:
        raise ValueError("declared cards all come from one Stock, so they share one Resource type (R-01)")
    emblem = any(not c.is_resource for c in targets)  # a Jack or Queen can only be an Emblem
    if emblem and len(targets) != 1:
        raise ValueError("an Emblem is declared alone: one card from another player's Court (acq.declaration)")
    if not isinstance(emblem_bonus, int) or isinstance(emblem_bonus, bool):
        raise ValueError(f"emblem_bonus must be an integer (the Static Bonus), got {emblem_bonus!r}")
    ev = event if isinstance(event, Event) or event is None else Event.of(event)
    mods = tuple(ev.market_modifier(c) for c in targets) if ev and not emblem else tuple(0 for _ in targets)
    return TargetValue(
        targets,
        mods,
        emblem_bonus,
        _cards(active_primary),
        _cards(seizer_primary),
        _cards(active_secondary),
        values=(EMBLEM_VALUE,) if emblem else (),
    )
