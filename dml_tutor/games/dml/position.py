"""Positions: start a game anywhere (what a seat may know is :mod:`.observer`).

The position format is documented in docs/formats.md. Loading checks every card and
zone against the rules, so a scenario cannot start from a table the game could not
reach in spirit (an Egg in a Stock, a Queen in a Market Mayhem deck...).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ...core import draws
from ...core.driver import is_int
from ...core.inputs import read_name, short_repr
from .cards import RESOURCE_NAME, SUITS, Card, mode_cards, primary_buying, secondary_buying
from .chance import KINDS, LOAD_KINDS
from .events import CONTRABAND_CRACKDOWN, GRAND_OPENING, Event
from .table import MODES, Attempt, StackItem, Table
from .variants import Options

POSITION_FORMAT = "dml-tutor-position"
FORMAT_VERSION = 1
BEGIN_AT = (
    "setup",
    "round",
    "character_power_phase",
    "market_phase",
    "declaration",
    "seize_attempt",
    "bidding",
    "restock",
    "end_phase",
)
#: Begin points inside a seat's Turn: they name the seat (the Active Player).
TURN_BEGINS = ("market_phase", "declaration", "seize_attempt", "bidding", "restock")
#: The fields of ``begin`` (each begin point reads its own; docs/formats.md).
BEGIN_FIELDS = (
    "at",
    "seat",
    "after",
    "stack",
    "event",
    "affected",
    "declined_wins",
    "target",
    "declared",
    "active_primary",
    "active_secondary",
    "seizer",
    "seizer_primary",
    "next",
)

#: Longest position name (a label such as a scenario's title).
MAX_POSITION_NAME = 200
#: A zone name, matched whole (``fullmatch``) with ASCII digits only.
ZONE_NAME = re.compile(
    r"deck|event|hoard|nest|exile|stock:[SCHD]|black_market:[1-9][0-9]{0,5}|(?:treasury|court|king):[0-9]",
    re.ASCII,
)


class PositionError(ValueError):
    """A position the rules refuse: ``field`` ("zones.stock:S"), the ``card`` at fault if
    one is, and the ``reason``, so a scenario can say which of its arguments to fix."""

    def __init__(self, field: str, reason: str, card: Card | None = None) -> None:
        super().__init__(f"position field {short_repr(field)}: {reason}")  # a hostile key, briefly
        self.field = field
        self.reason = reason
        self.card = card


def read_chance(raw: object) -> list[tuple[str, Any]]:
    """The position's ``chance`` field as (kind, value) pairs; a bad entry is a ValueError."""
    if not isinstance(raw, list):
        raise PositionError("chance", "must be a list of entries like {'dice': [3, 4]} or {'black_market': '5H'}")
    out: list[tuple[str, Any]] = []
    for i, entry in enumerate(raw):
        where = f"chance[{i}]"
        if not isinstance(entry, dict) or len(entry) != 1:
            raise PositionError(where, f"must be one {{kind: result}} pair; kinds: {', '.join(KINDS)}")
        ((kind, value),) = entry.items()
        if kind not in KINDS:
            raise PositionError(where, f"unknown kind {short_repr(kind)}; kinds: {', '.join(KINDS)}")
        try:
            if kind == "dice":
                if not (isinstance(value, list) and len(value) == 2 and all(is_int(x) and 1 <= x <= 6 for x in value)):
                    raise ValueError("a roll is [die, die], each 1..6")
                value = (value[0], value[1])
            elif kind in ("shuffle", "kings", "deck"):
                value = [Card.parse(c) for c in _cards(value)]
            elif kind == "thief":
                if not (is_int(value) and value >= 0):
                    raise ValueError("how many cards lie above the Thief: a whole number, 0 (the top) or more")
            elif kind == "piles":
                if not isinstance(value, list) or not all(isinstance(p, list) and len(p) == 2 for p in value):
                    raise ValueError("piles are a list of [two, three] pairs")
                value = [[Card.parse(a), Card.parse(b)] for a, b in value]
            else:
                value = Card.parse(value)
        except ValueError as e:
            raise PositionError(where, f"{kind}: {e}") from None
        out.append((kind, value))
    return out


def _cards(value: object) -> list[Any]:
    if isinstance(value, str):
        return value.replace(",", " ").split()
    if isinstance(value, list):
        return value
    raise ValueError("must be a list of cards")


@dataclass(frozen=True)
class Position:
    """A described position, read and checked (:func:`read_position`): what
    :func:`build` lays out on a table, as often as the game replays, without reading the
    JSON again. ``zones`` are the listed zones' cards (piles top first, as listed),
    ``placed`` every card the position names (zones, the Stack, the attempt), ``stack``
    the Character Power Stack built at ``character_power_phase``, ``attempt`` the
    Acquisition Attempt under way at ``seize_attempt`` or ``bidding``."""

    dealer: int
    round: int
    begin: Mapping[str, Any]
    zones: Mapping[str, tuple[Card, ...]]
    placed: frozenset[Card]
    stack: tuple[StackItem, ...]
    attempt: Mapping[str, Any] | None
    chance: tuple[tuple[str, Any], ...]
    dice: tuple[tuple[int, int], ...]
    name: str | None = None

    @property
    def setup(self) -> bool:
        """Whether the game starts at its Setup Stage (nothing is laid out)."""
        return bool(self.begin["at"] == "setup")


def load_position(g: Table, pos: dict[str, Any]) -> None:
    """Lay out ``g``'s table from a position dict; raise ``ValueError`` naming the field."""
    build(g, read_position(pos, players=g.players, mode=g.mode, options=g.options))


def read_position(pos: dict[str, Any], *, players: int, mode: str, options: Options) -> Position:
    """Read and check a position dict for a game of ``players`` seats in ``mode`` with
    these rule options: a frozen :class:`Position`, or a ``PositionError`` naming the field.
    What only the laid-out table can tell (the cap of 12 with Emblems, a Seizer under
    Contraband Crackdown, declined instant wins, a scripted load shuffle) :func:`build` checks."""
    if pos.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise PositionError("format", f"must be {POSITION_FORMAT!r}")
    version = pos.get("version", FORMAT_VERSION)
    if not is_int(version) or version != FORMAT_VERSION:
        raise PositionError(
            "version", f"unsupported version {short_repr(version)}; this dml-tutor reads {FORMAT_VERSION}"
        )
    known = {
        "format",
        "version",
        "players",
        "seed",
        "mode",
        "options",
        "dealer",
        "round",
        "begin",
        "zones",
        "dice",
        "chance",
        "name",
    }
    for key in pos:
        if key not in known:
            raise PositionError(key, f"unknown field; known fields: {', '.join(sorted(known))}")
    name = None
    if "name" in pos:  # a label (a scenario's title): shown and saved, so it must type and encode back
        try:
            name = read_name(pos["name"], "a position's name", max_len=MAX_POSITION_NAME)
        except ValueError as e:
            raise PositionError("name", str(e)) from None
    n = players
    dealer = pos.get("dealer", 0)
    if not is_int(dealer) or not 0 <= dealer < n:
        raise PositionError("dealer", f"must be a seat 0..{n - 1}")
    rnd = pos.get("round", 1)
    if not is_int(rnd) or rnd < 1:
        raise PositionError("round", "must be a Round number, 1 or more")
    begin = pos.get("begin", {"at": "round"})
    if not isinstance(begin, dict) or begin.get("at") not in BEGIN_AT:
        raise PositionError("begin", f"must be {{'at': one of {', '.join(BEGIN_AT)}}} (with 'seat' for the last two)")
    for key in begin:
        if key not in BEGIN_FIELDS:
            raise PositionError(f"begin.{key}", f"unknown field; known fields: {', '.join(BEGIN_FIELDS)}")
    chance = tuple(read_chance(pos.get("chance", [])))
    if begin["at"] == "setup":  # the whole game from its Setup Stage, with its dice and chance scripted
        if pos.get("zones"):
            raise PositionError("zones", "the Setup Stage deals every card: leave zones empty for begin.at 'setup'")
        if "declined_wins" in begin:
            raise PositionError("begin.declined_wins", "nobody holds an instant win before the Setup Stage deals")
        _load_entries_used(chance, 0, "the Setup Stage shuffles with 'shuffle' entries")
        return Position(
            dealer,
            0,
            MappingProxyType(dict(begin)),
            MappingProxyType({}),
            frozenset(),
            (),
            None,
            chance,
            _dice(pos),
            name,
        )
    if begin["at"] in TURN_BEGINS:
        seat = begin.get("seat")
        if not is_int(seat) or not 0 <= seat < n:
            raise PositionError("begin.seat", f"must be a seat 0..{n - 1}: whose Turn begins")
    if begin["at"] == "character_power_phase" and begin.get("after") is not None:
        after = begin["after"]
        if not is_int(after) or not 0 <= after < n:
            raise PositionError(
                "begin.after", f"must be null (before the Turns) or the seat 0..{n - 1} whose Turn ended"
            )
    for key in ("event", "affected"):
        if key in begin and begin["at"] == "round":
            raise PositionError(f"begin.{key}", "a Round that begins at its Event Phase draws its own Event")
    if begin.get("event") is not None:
        try:
            Event.of(begin["event"])
        except ValueError as e:
            raise PositionError("begin.event", f"the Round's Event as a card: {e}") from None
    hit = begin.get("affected")
    if hit is not None and (not isinstance(hit, list) or not all(is_int(s) and 0 <= s < n for s in hit)):
        raise PositionError("begin.affected", f"must be a list of the seats (0..{n - 1}) the Player Effect hits")
    zones = pos.get("zones", {})
    if not isinstance(zones, dict):
        raise PositionError("zones", "must be an object of zone name -> list of cards")

    allowed = set(mode_cards(mode))
    placed: dict[Card, str] = {}
    parsed: dict[str, list[Card]] = {}
    for zone, items in zones.items():
        if not isinstance(zone, str) or not ZONE_NAME.fullmatch(zone):
            raise PositionError(
                f"zones.{zone}",
                "unknown zone name (deck, event, hoard, nest, exile, stock:S, black_market:1, "
                "treasury:0, court:0, king:0)",
            )
        if ":" in zone and zone.split(":")[0] in ("treasury", "court", "king") and int(zone.split(":")[1]) >= n:
            raise PositionError(f"zones.{zone}", f"there are only seats 0..{n - 1}")
        if mode == "quickstart" and zone.split(":")[0] in ("court", "black_market", "hoard") and items:
            raise PositionError(
                f"zones.{zone}",
                "Market Mayhem has no Emblems, no Black Markets and no Dragon's Hoard (mode.quickstart, R-31)",
            )
        if isinstance(items, str):
            items = items.replace(",", " ").split()
        if not isinstance(items, list):
            raise PositionError(f"zones.{zone}", "must be a list of cards")
        cards = []
        for item in items:
            try:
                c = Card.parse(item)
            except ValueError as e:
                raise PositionError(f"zones.{zone}", str(e)) from None
            if c not in allowed:
                raise PositionError(f"zones.{zone}", f"{c} is not in a {MODES[mode]} deck (mode.quickstart)", c)
            if c in placed:
                raise PositionError(
                    f"zones.{zone}",
                    f"{c} is already in {placed[c]}: every card is in exactly one zone",
                    c,
                )
            placed[c] = zone
            _check_card_zone(zone, c)
            cards.append(c)
        parsed[zone] = cards
    if len(parsed.get("event", [])) > 1:
        raise PositionError("zones.event", "the Event Zone holds at most one card")
    for zone, cards in parsed.items():
        if zone.startswith("king:") and len(cards) > 1:
            raise PositionError(f"zones.{zone}", "one Merchant King per seat")
    if parsed.get("event") and begin["at"] == "round":
        raise PositionError(
            "zones.event", "a Round begins by drawing its Event: leave the Event Zone empty for begin.at 'round'"
        )

    table = _begin_cards(players, mode, options, begin, placed, parsed)
    attempt = table.get("attempt")
    if attempt is not None and attempt["target"] == "event":
        if parsed.get("event"):
            raise PositionError(
                "zones.event", "the Grand Opening card is the declared card: leave the Event Zone empty"
            )
        if begin.get("event") is None:  # the Round's Event is the declared Grand Opening card
            begin = {**begin, "event": attempt["declared"][0].code}
    return Position(
        dealer,
        rnd,
        MappingProxyType(dict(begin)),
        MappingProxyType({zone: tuple(cards) for zone, cards in parsed.items()}),
        frozenset(placed),
        tuple(table.get("stack", ())),
        MappingProxyType(attempt) if attempt is not None else None,
        chance,
        _dice(pos),
        name,
    )


def build(g: Table, p: Position) -> None:
    """Lay a read position out on ``g``'s table (fresh lists every time: a replay builds
    again); what only the laid-out table can tell is a ``PositionError`` here."""
    g.chance = list(p.chance)
    begin = dict(p.begin)
    if p.setup:
        g.dealer, g.round, g.begin = p.dealer, 0, None
        g.forced_dice += p.dice  # after any the game was given
        return
    n = g.players
    parsed = p.zones
    unplaced = [c for c in mode_cards(g.mode) if c not in p.placed]
    g.dealer, g.round, g.begin = p.dealer, p.round, begin
    g.badge_taken = True  # a position after the Setup: its dealer holds the Initiative Badge
    g.deck = list(parsed.get("deck", ()))[::-1]
    g.event_card = parsed["event"][0] if parsed.get("event") else None
    g.hoard = list(parsed.get("hoard", ()))[::-1]
    g.exile = list(parsed.get("exile", ()))[::-1]
    g.nest = list(parsed.get("nest", ())) + [c for c in unplaced if c.is_egg]
    for s in SUITS:
        g.stocks[s] = list(parsed.get(f"stock:{s}", ()))
    for zone, cards in sorted(parsed.items()):
        kind, _, rest = zone.partition(":")
        if kind == "black_market" and cards:
            g.black_markets[int(rest)] = list(cards)
        elif kind == "treasury":
            g.treasury[int(rest)] = list(cards)
        elif kind == "court":
            g.court[int(rest)] = list(cards)
        elif kind == "king" and cards:
            g.king[int(rest)] = cards[0]
    g._next_black_market = max(g.black_markets, default=0) + 1
    g.stack = [StackItem(i.card, i.seat, i.kind, i.source) for i in p.stack]
    attempt = None
    if p.attempt is not None:
        attempt = {k: list(v) if isinstance(v, list) else v for k, v in p.attempt.items()}
        _check_attempt(g, begin, attempt)
    g.begin_attempt = attempt
    kings = [c for c in unplaced if c.is_king]
    lacking = [seat for seat in range(n) if g.king[seat] is None]
    _load_shuffle(g, kings, "kings", "the Merchant Kings not listed", len(lacking))
    for seat in lacking:
        g.king[seat] = kings.pop()
    g.exile.extend(kings)
    rest_cards = [c for c in unplaced if not (c.is_egg or c.is_king)]
    _load_shuffle(g, rest_cards, "deck", "the unlisted cards", len(rest_cards))
    g.deck = rest_cards + g.deck  # unlisted cards lie, shuffled, under any listed top cards
    _load_entries_used(
        p.chance, g.chance_used, "it takes a 'kings' entry, then a 'deck' entry, at the head of the script"
    )
    g.forced_dice += p.dice  # after any the game was given
    g.standing_wins = _declined_wins(g, begin)


def _declined_wins(g: Table, begin: dict[str, Any]) -> set[int]:
    """The seats whose held instant win counts as declined (P-05). Without
    ``begin.declined_wins`` every held win does (so older positions load as before);
    with it, a held win not listed is offered at once (R-27)."""
    held = {seat for seat in range(g.players) if g.instant_wins(seat)}
    if "declined_wins" not in begin:
        return held
    declined = begin["declined_wins"]
    if not isinstance(declined, list) or not all(is_int(s) and 0 <= s < g.players for s in declined):
        raise PositionError("begin.declined_wins", f"must be a list of seats 0..{g.players - 1}")
    for seat in declined:
        if seat not in held:
            raise PositionError(
                "begin.declined_wins",
                f"seat {seat} holds no instant win (Monopoly or Father of Dragons, R-27) to have declined",
            )
    return set(declined)


def wins_to_offer(g: Table) -> list[int]:
    """The seats a position's load leaves holding an instant win not declined yet: they are
    asked at once (R-27, P-05), from the Active Player (or the Dealer) on; with the variant
    ``instant_wins_at_once`` off they wait for the end of the Turn."""
    if g.begin is None or not g.options.instant_wins_at_once:
        return []
    first = g.begin.get("seat", g.dealer) if g.begin["at"] in TURN_BEGINS else g.dealer
    return [s for s in g.seats_from(first) if s not in g.standing_wins and g.instant_wins(s)]


def _load_shuffle(g: Table, cards: list[Card], kind: str, what: str, room: int) -> None:
    """A shuffle the load makes (the end of ``cards`` comes out first): scripted by a
    ``kind`` entry at the head of what is left of the script, else the seed's."""
    i = g.chance_used
    if i >= len(g.chance) or g.chance[i][0] != kind:
        draws.shuffle(g.rng, cards)
        return
    listed: list[Card] = g.chance[i][1]
    field = f"chance[{i}]"
    if not room:
        raise PositionError(field, f"{kind}: there is nothing for it to decide ({KINDS[kind]})")
    if len(listed) > room:
        raise PositionError(field, f"{kind}: names {len(listed)} cards, but only {room} are dealt ({KINDS[kind]})")
    for c in listed:
        if c not in cards or listed.count(c) > 1:
            raise PositionError(
                field,
                f"{kind}: {c} is not among {what} ({' '.join(x.code for x in cards) or 'none'})"
                if c not in cards
                else f"{kind}: names {c} twice",
                c,
            )
    g.chance_used += 1
    rest = [c for c in cards if c not in listed]
    draws.shuffle(g.rng, rest)
    cards[:] = rest + listed[::-1]


def _load_entries_used(chance: Sequence[tuple[str, Any]], used: int, why: str) -> None:
    """A load-only entry the load did not take could never fit: refuse it now."""
    for i in range(used, len(chance)):
        kind = chance[i][0]
        if kind in LOAD_KINDS:
            raise PositionError(f"chance[{i}]", f"{kind}: not taken by the load ({why})")


def _cards_of(field: str, raw: object, placed: dict[Card, str]) -> list[Card]:
    if isinstance(raw, str):
        raw = raw.replace(",", " ").split()
    if not isinstance(raw, list):
        raise PositionError(field, "must be a list of cards")
    out = []
    for item in raw:
        try:
            c = Card.parse(item)
        except ValueError as e:
            raise PositionError(field, str(e)) from None
        if c in placed:
            raise PositionError(field, f"{c} is already in {placed[c]}: every card is in exactly one zone", c)
        placed[c] = field
        out.append(c)
    return out


def _begin_cards(
    players: int,
    mode: str,
    options: Options,
    begin: dict[str, Any],
    placed: dict[Card, str],
    zones: dict[str, list[Card]],
) -> dict[str, Any]:
    """The cards a mid-sequence begin puts on the table: a built Stack, or an attempt's."""
    out: dict[str, Any] = {}
    if begin["at"] == "character_power_phase":
        stack = begin.get("stack", [])
        if not isinstance(stack, list):
            raise PositionError("begin.stack", "must be a list of {card, seat, kind, source}, bottom first")
        items = []
        for i, item in enumerate(stack):
            f = f"begin.stack[{i}]"
            if not isinstance(item, dict) or item.get("kind", "power") not in ("power", "emblem"):
                raise PositionError(f, "must be {card, seat, kind: power or emblem, source: treasury or court}")
            (card,) = _cards_of(f + ".card", [item.get("card")], placed)
            seat, kind, source = item.get("seat"), item.get("kind", "power"), item.get("source", "treasury")
            if not is_int(seat) or not 0 <= seat < players or source not in ("treasury", "court"):
                raise PositionError(f, f"seat must be 0..{players - 1} and source treasury or court")
            if (kind == "power" and not card.is_character) or (kind == "emblem" and not card.is_court):
                raise PositionError(f, f"{card} cannot be played as {'a Power' if kind == 'power' else 'an Emblem'}")
            items.append(StackItem(card, seat, kind, source))
        out["stack"] = items
    elif "stack" in begin:
        raise PositionError("begin.stack", "a Stack is built only at begin.at 'character_power_phase'")
    attempt_fields = ("target", "declared", "active_primary", "active_secondary", "seizer", "seizer_primary", "next")
    if begin["at"] not in ("seize_attempt", "bidding"):
        for key in attempt_fields:
            if key in begin:
                raise PositionError(
                    f"begin.{key}", "an Acquisition Attempt is under way only at 'seize_attempt' or 'bidding'"
                )
        return out
    out["attempt"] = _attempt_cards(players, mode, options, begin, placed, zones)
    return out


def _attempt_cards(
    players: int,
    mode: str,
    options: Options,
    begin: dict[str, Any],
    placed: dict[Card, str],
    zones: dict[str, list[Card]],
) -> dict[str, Any]:
    """The Acquisition Attempt a position begins in: its target, declared cards and bids,
    each checked against the Declaration, the Seize Attempt Phase and the Bidding Phase."""
    at, seat, n = begin["at"], begin["seat"], players
    target = begin.get("target", "")
    kind, _, rest = str(target).partition(":")
    others = [str(s) for s in range(n) if s != seat]
    if (
        not isinstance(target, str)
        or kind not in ("stock", "event", "court")
        or (kind == "stock" and rest not in SUITS)
        or (kind == "event" and target != "event")
        or (kind == "court" and rest not in others)
    ):
        raise PositionError(
            "begin.target",
            f"must be stock:S (a suit), event (a Grand Opening card) or court:SEAT (another seat: {', '.join(others)})",
        )
    if kind == "court" and mode == "quickstart":
        raise PositionError("begin.target", "Market Mayhem has no Emblems to attempt (mode.quickstart, R-31)")
    declared = _cards_of("begin.declared", begin.get("declared", []), placed)
    if not declared or (kind != "stock" and len(declared) != 1):
        raise PositionError("begin.declared", "name the declared cards: one or more from a Stock, else one card")
    for c in declared:
        if kind == "stock" and not (c.is_resource and c.suit == rest):
            raise PositionError(
                "begin.declared", f"{c} is not a Resource of the {RESOURCE_NAME[rest]} Stock (R-01, R-15)", c
            )
        if kind == "event" and Event.of(c).type != GRAND_OPENING:
            raise PositionError("begin.declared", f"{c} is not a Grand Opening card (a Ten, R-06)", c)
        if kind == "court" and not c.is_court:
            raise PositionError("begin.declared", f"{c} is not an Emblem (a Ten, Jack or Queen)", c)
    if kind == "event" and begin.get("event") is not None and Card.parse(begin["event"]) != declared[0]:
        raise PositionError("begin.event", f"the attempt is on the Grand Opening card {declared[0]}: the Round's Event")
    suit = declared[0].suit
    assert suit is not None
    event_card = zones["event"][0] if zones.get("event") else None
    event = Event.of(
        begin["event"] if begin.get("event") is not None else declared[0] if kind == "event" else event_card
    )
    primary, secondary = primary_buying(suit), secondary_buying(suit)
    bids = {}
    for pile, want in (("active_primary", primary), ("active_secondary", secondary), ("seizer_primary", primary)):
        bids[pile] = _cards_of(f"begin.{pile}", begin.get(pile, []), placed)
        for c in bids[pile]:
            if not c.is_resource or c.suit != want:
                role = "Secondary" if pile == "active_secondary" else "Primary"
                raise PositionError(
                    f"begin.{pile}",
                    f"{c} is not {RESOURCE_NAME[want]}, the {role} Buying Resource (Wheel of Profit)",
                    c,
                )
            if not event.may_bid(c):
                raise PositionError(f"begin.{pile}", f"{c} may not be bid this Round: {event} (R-08)", c)
    seizer = begin.get("seizer")
    if at == "seize_attempt":
        if kind == "court":
            raise PositionError(
                "begin.target", "an Emblem is never seized (R-06): its attempt has no Seize Attempt Phase"
            )
        for key in ("seizer", "seizer_primary", "active_secondary"):
            if begin.get(key):
                raise PositionError(f"begin.{key}", "at the Seize Attempt Phase nobody holds a Seize Attempt yet")
    elif seizer is not None:
        if not is_int(seizer) or not 0 <= seizer < n or seizer == seat:
            raise PositionError("begin.seizer", "must be another seat than the Active Player's, or null")
        if kind == "court":
            raise PositionError("begin.seizer", "an Emblem is never seized (R-06): there is no Seizer")
        if not bids["seizer_primary"]:
            raise PositionError("begin.seizer_primary", "the Seizer's Seize card is the first bid (R-05): list it")
    else:
        if options.bidding_needs_seizer:
            raise PositionError(
                "begin.seizer",
                "without a Seizer there is no Bidding Phase (R-04): name the seizer, or switch the option "
                "bidding_needs_seizer off for the Active Player to bid alone",
            )
        for pile in ("seizer_primary", "active_secondary"):
            if bids[pile]:
                raise PositionError(f"begin.{pile}", "bids against a Seizer (R-02, R-07) need a seizer")
    nxt = begin.get("next", "active")
    if nxt not in ("active", "seizer") or (nxt == "seizer" and seizer is None):
        raise PositionError("begin.next", "who bids next: 'active' or 'seizer' (when there is one)")
    if nxt == "seizer" and not (bids["active_primary"] or bids["active_secondary"]):
        raise PositionError(
            "begin.next", "the Seizer bids next only after a Bid Action of the Active Player's put cards down (R-07)"
        )
    return {"target": target, "declared": declared, "seizer": seizer, "event": event, **bids}


def _check_attempt(g: Table, begin: dict[str, Any], attempt: dict[str, Any]) -> None:
    """What the attempt's cards alone cannot tell: the cap of 12 (R-03) with the Active
    Player's Emblems, and a Seizer the Round's Contraband Crackdown forbids (R-05)."""
    seat, declared, event = begin["seat"], attempt["declared"], attempt["event"]
    target: str = attempt["target"]
    suit = declared[0].suit
    mods = tuple(event.market_modifier(c) for c in declared) if target.startswith("stock") else (0,) * len(declared)
    at_declaration = Attempt(seat, target, list(declared), suit, g.emblem_bonus(seat, suit), market_mods=mods)
    if g.options.cap_after_bids:
        at_declaration.active_primary += attempt["active_primary"]
    tv = at_declaration.tv().total
    if tv > 12:
        bids = " after every Primary bid of the Active Player's" if g.options.cap_after_bids else ""
        raise PositionError(
            "begin.declared", f"Target Value {tv}{bids} is over 12: no Declaration could make this attempt (R-03)"
        )
    seizer = attempt["seizer"]
    if seizer is not None and event.type == CONTRABAND_CRACKDOWN and g.mode == "full":  # no Player Effects in R-31
        hit = begin.get("affected")
        if hit is None:
            hit = [s for s in range(g.players) if event.affects(len(g.treasury[s]))]
            if not g.options.effects_by_treasury_size:
                hit = list(range(g.players))
        if seizer in hit:
            raise PositionError(
                "begin.seizer", f"seat {seizer} is under Contraband Crackdown and may not make a Seize Attempt"
            )


def _dice(pos: dict[str, Any]) -> tuple[tuple[int, int], ...]:
    dice = pos.get("dice", [])
    if not isinstance(dice, list) or not all(
        isinstance(d, list) and len(d) == 2 and all(is_int(x) and 1 <= x <= 6 for x in d) for d in dice
    ):
        raise PositionError("dice", "must be a list of [die, die] pairs, each 1..6")
    return tuple((a, b) for a, b in dice)


def _check_card_zone(name: str, c: Card) -> None:
    kind, _, rest = name.partition(":")
    where = f"zones.{name}"
    if c.is_egg and kind not in ("nest", "black_market", "treasury"):
        raise PositionError(
            where,
            f"Dragon Egg {c} may rest only in the Nest, a Black Market or a Treasury (egg.placement)",
            c,
        )
    if c.is_king != (kind == "king"):
        raise PositionError(
            where,
            f"{c} {'is' if c.is_king else 'is not'} a Merchant King; kings go in king:SEAT only",
            c,
        )
    if kind == "stock" and not (c.is_resource and c.suit == rest):
        raise PositionError(where, f"{c} is not a Resource of this Stock's type (R-15)", c)
    if kind == "court" and not c.is_court:
        raise PositionError(
            where,
            f"{c} is not a court card (Ten, Jack or Queen) and cannot be an Emblem (emblem.play)",
            c,
        )
    if kind == "event" and not (c.is_resource or c.is_character):
        raise PositionError(where, f"{c} is not an Event class card (event.draw)", c)
    if kind == "treasury" and c.is_foreign_merchant:
        raise PositionError(where, "a Foreign Merchant card taken into a Treasury is drawn at once (P-11)", c)
    if kind == "nest" and not c.is_egg:
        raise PositionError(where, f"only Dragon Eggs go in the Nest, not {c}", c)
