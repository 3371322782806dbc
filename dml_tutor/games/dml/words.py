"""DML's sentences as messages of its own catalog (``locales/<lang>/*.ftl``), and the names
its sentences share: a Resource, a card, an Event, an instant win.

``say`` is made once here with the pack's root package, so every message of the pack comes
from one catalog; ``str()`` of a message is the English the trace has always shown. Card
symbols ("J♥") are no words and stay as they are.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ...core.text import Say, Text, speaker
from .actions import (
    Action,
    Bid,
    BlackMarketDraw,
    ChooseZone,
    Declare,
    DeclareWin,
    GiveCard,
    Pass,
    Play,
    Reroll,
    Seize,
    Steal,
    TakeCard,
)
from .cards import CHARACTER_NAMES, Card
from .events import RULE_OF, Event

#: DML's ``say(id, **values)``: a message of this pack's catalog.
say: Final = speaker("dml_tutor.games.dml")

#: "nothing", where a list of cards is empty.
NOTHING: Final = say("word-nothing")


def resource(suit: str) -> Say:
    """A Resource Type's name by its suit ("S": Iron), each made once."""
    name = _RESOURCE.get(suit)
    if name is None:
        name = _RESOURCE[suit] = say("word-resource", suit=suit)
    return name


_RESOURCE: Final[dict[str, Say]] = {}


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


# ------------------------------------------------------------------ actions as said


def action_said(action: Action) -> Text:
    """What the record says a seat did ("seat 2: bid 4♦ (Spice, primary)"), as a message; an
    action no message says (a field no offered action has) in its typed English."""
    words = action_words(action)
    return str(action) if words is None else say("action-by-seat", seat=action.seat, action=words)


def action_words(action: Action) -> Say | None:
    """An action without its seat, as a button shows it ("bid 4♦ (Spice, primary)"); None for
    one no message says."""
    if isinstance(action, Declare):
        return _declare_words(action)
    if isinstance(action, Bid):
        suit = action.cards[0].suit if action.cards else None
        if action.role not in ("primary", "secondary"):
            return None
        return say(
            "action-bid",
            cards=cards_said(action.cards),
            resource="?" if suit is None else resource(suit),
            role=action.role,
        )
    if isinstance(action, Pass):
        if not action.what:
            return _PASS
        what = _PASS_WHAT.get(action.what)
        return None if what is None else say("action-pass-what", what=what)
    if isinstance(action, Seize):
        return say("action-seize", card=action.card.symbol)
    if isinstance(action, Reroll):
        return _REROLL if action.reroll else _KEEP
    if isinstance(action, DeclareWin):
        if action.kind not in ("monopoly", "father_of_dragons"):
            return None
        return say("action-declare-win", win=win_said(action.kind), declare=str(action.declare).lower())
    if isinstance(action, Play):
        if action.kind not in ("power", "emblem") or action.source not in ("treasury", "court"):
            return None
        return say("action-play", card=card_said(action.card), kind=action.kind, source=action.source)
    if isinstance(action, BlackMarketDraw):
        return _TAKE_DRAW if action.take else _LEAVE_DRAW
    if isinstance(action, ChooseZone):
        kind, _, rest = action.zone.partition(":")
        if kind == "stock":
            return say("action-choose-stock", resource=resource(rest))
        if kind == "black_market":
            return say("action-choose-black-market", market=rest)
        if kind == "event":
            return say("action-choose-event")
        return None
    if isinstance(action, TakeCard):
        return say("action-take", card=card_said(action.card))
    if isinstance(action, GiveCard):
        return say("action-give", card=card_said(action.card), to=action.to)
    if isinstance(action, Steal):
        return say("action-steal", victim=action.victim)
    return None


def _declare_words(action: Declare) -> Say | None:
    kind, _, rest = action.target.partition(":")
    if kind == "black_market":
        return say("action-attempt-black-market", market=rest)
    cards = cards_said(action.cards)
    if kind == "stock":
        return say("action-attempt-stock", cards=cards, resource=resource(rest))
    if kind == "court":
        return say("action-attempt-court", cards=cards, seat=rest)
    if kind == "event":
        return say("action-attempt-event", cards=cards)
    return None


_PASS: Final = say("action-pass")
_REROLL: Final = say("action-reroll")
_KEEP: Final = say("action-keep")
_TAKE_DRAW: Final = say("action-take-draw")
_LEAVE_DRAW: Final = say("action-leave-draw")
#: What a pass passes, by the engine's word for it (``Pass.what``).
_PASS_WHAT: Final = {
    "market action": say("word-pass-market-action"),
    "extra market action (carnival of coin)": say("word-pass-extra-carnival"),
    "extra market action (grand opening)": say("word-pass-extra-grand-opening"),
    "extra market action (diamonds emblem)": say("word-pass-extra-diamonds"),
    "black market action": say("word-pass-black-market-action"),
    "no bid at Declaration": say("word-pass-no-bid"),
    "Seize Attempt": say("word-pass-seize"),
    "bid": say("word-pass-bid"),
    "Character Power Phase": say("word-pass-character-power-phase"),
}
