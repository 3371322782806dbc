"""DML's sentences as messages of its own catalog (``locales/<lang>/*.ftl``), and the names
its sentences share: a Resource, a card, an Event, an instant win.

``say`` is made once here with the pack's root package, so every message of the pack comes
from one catalog; ``str()`` of a message is the English the trace has always shown. Card
symbols ("J♥") are no words and stay as they are.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from ...core.text import Say, Text, speaker
from .cards import CHARACTER_NAMES, Card
from .events import RULE_OF, Event

#: DML's ``say(id, **values)``: a message of this pack's catalog.
say: Final = speaker("dml_tutor.games.dml")

#: "nothing", where a list of cards is empty.
NOTHING: Final = say("word-nothing")


def resource(suit: str) -> Say:
    """A Resource Type's name by its suit ("S": Iron)."""
    return say("word-resource", suit=suit)


def cards_said(cards: Iterable[Card]) -> Text:
    """Card symbols with a space between ("5♠ 7♠"), or "nothing"."""
    return " ".join(c.symbol for c in cards) or NOTHING


def card_said(card: Card) -> Text:
    """A card's name: its symbol, with a Character's name ("Q♠ (Dragon Empress of Khitamar)")."""
    if card.is_foreign_merchant:
        return say("word-foreign-merchant")
    if card.is_thief:
        return say("word-thief")
    if card.code in CHARACTER_NAMES:
        return say("word-character-card", card=card.symbol, code=card.code)
    return card.symbol


def win_said(kind: str) -> Say:
    """An instant win's name ("monopoly": Monopoly)."""
    return say("word-win", kind=kind)


def either_win(kinds: list[str]) -> Say:
    """One instant win's name, or two as "Monopoly or Father of Dragons"."""
    if len(kinds) == 1:
        return win_said(kinds[0])
    return say("word-win-either", first=win_said(kinds[0]), second=win_said(kinds[1]))


def _event_key(rule: str) -> str:
    return rule.partition(".")[2]  # "event.tax-relief" -> "tax-relief"


def event_type(type: str) -> Say:
    """An Event type's name, by its English name ("Carnival of Coin")."""
    return say("word-event", type=_event_key(RULE_OF[type]))


def event_said(event: Event) -> Say:
    """The Event's name, with its value V when it has one ("Marauders, V = 5")."""
    name = say("word-event", type=_event_key(event.rule))
    return say("word-event-value", event=name, value=event.value) if event.value else name


def market_effect(event: Event) -> Say:
    """What the Event does to the Marketplace this Round."""
    return say("word-market-effect", type=_event_key(event.rule), value=event.value)


def player_effect(event: Event) -> Say:
    """What the Event does to each affected player ("cannot make Seize Attempts")."""
    return say("word-player-effect", type=_event_key(event.rule))


def commas(items: Sequence[Text]) -> Text:
    """Items one after another with commas between ("seat 1 5♠, seat 2 7♠"): a list read as
    the rulebook's log reads it, not a sentence's "A, B and C"."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = say("word-comma", head=item, tail=out)
    return out


def semicolons(items: Sequence[Text]) -> Text:
    """Items one after another with semicolons between (a score's lines)."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = say("word-semicolon", head=item, tail=out)
    return out
