"""Positions (start a game anywhere) and player views (what a seat may know).

The position format is documented in docs/formats.md. Loading checks every card and
zone against the rules, so a scenario cannot start from a table the game could not
reach in spirit (an Egg in a Stock, a Queen in a Market Mayhem deck...).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...core.driver import is_int
from .cards import RESOURCE_NAME, SUITS, Card, mode_cards, primary_buying, secondary_buying
from .chance import read_chance
from .events import Event

if TYPE_CHECKING:
    from .game import Game

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

#: A zone name, matched whole (``fullmatch``) with ASCII digits only.
ZONE_NAME = re.compile(
    r"deck|event|hoard|nest|exile|stock:[SCHD]|black_market:[1-9][0-9]{0,5}|(?:treasury|court|king):[0-9]",
    re.ASCII,
)


class PositionError(ValueError):
    """A position the rules refuse: ``field`` ("zones.stock:S"), the ``card`` at fault if
    one is, and the ``reason``, so a scenario can say which of its arguments to fix."""

    def __init__(self, field: str, reason: str, card: Card | None = None) -> None:
        super().__init__(f"position field {field!r}: {reason}")
        self.field = field
        self.reason = reason
        self.card = card


def load_position(g: Game, pos: dict[str, Any]) -> None:
    """Lay out ``g``'s table from a position dict; raise ``ValueError`` naming the field."""
    if pos.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise PositionError("format", f"must be {POSITION_FORMAT!r}")
    version = pos.get("version", FORMAT_VERSION)
    if not is_int(version) or version != FORMAT_VERSION:
        raise PositionError("version", f"unsupported version {version!r}; this dml-tutor reads {FORMAT_VERSION}")
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
    n = g.players
    dealer = pos.get("dealer", 0)
    if not is_int(dealer) or not 0 <= dealer < n:
        raise PositionError("dealer", f"must be a seat 0..{n - 1}")
    rnd = pos.get("round", 1)
    if not is_int(rnd) or rnd < 1:
        raise PositionError("round", "must be a Round number, 1 or more")
    begin = pos.get("begin", {"at": "round"})
    if not isinstance(begin, dict) or begin.get("at") not in BEGIN_AT:
        raise PositionError("begin", f"must be {{'at': one of {', '.join(BEGIN_AT)}}} (with 'seat' for the last two)")
    if begin["at"] == "setup":  # the whole game from its Setup Stage, with its dice and chance scripted
        if pos.get("zones"):
            raise PositionError("zones", "the Setup Stage deals every card: leave zones empty for begin.at 'setup'")
        g.dealer, g.round, g.begin = dealer, 0, None
        _chance_and_dice(g, pos)
        return
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

    allowed = set(mode_cards(g.mode))
    placed: dict[Card, str] = {}
    parsed: dict[str, list[Card]] = {}
    for name, items in zones.items():
        if not isinstance(name, str) or not ZONE_NAME.fullmatch(name):
            raise PositionError(
                f"zones.{name}",
                "unknown zone name (deck, event, hoard, nest, exile, stock:S, black_market:1, "
                "treasury:0, court:0, king:0)",
            )
        if ":" in name and name.split(":")[0] in ("treasury", "court", "king") and int(name.split(":")[1]) >= n:
            raise PositionError(f"zones.{name}", f"there are only seats 0..{n - 1}")
        if g.mode == "quickstart" and name.split(":")[0] in ("court", "black_market", "hoard") and items:
            raise PositionError(
                f"zones.{name}",
                "Market Mayhem has no Emblems, no Black Markets and no Dragon's Hoard (mode.quickstart, R-31)",
            )
        if isinstance(items, str):
            items = items.replace(",", " ").split()
        if not isinstance(items, list):
            raise PositionError(f"zones.{name}", "must be a list of cards")
        cards = []
        for item in items:
            try:
                c = Card.parse(item)
            except ValueError as e:
                raise PositionError(f"zones.{name}", str(e)) from None
            if c not in allowed:
                raise PositionError(f"zones.{name}", f"{c} is not in a {g.mode_name} deck (mode.quickstart)", c)
            if c in placed:
                raise PositionError(
                    f"zones.{name}",
                    f"{c} is already in {placed[c]}: every card is in exactly one zone",
                    c,
                )
            placed[c] = name
            _check_card_zone(name, c)
            cards.append(c)
        parsed[name] = cards
    if len(parsed.get("event", [])) > 1:
        raise PositionError("zones.event", "the Event Zone holds at most one card")
    for name, cards in parsed.items():
        if name.startswith("king:") and len(cards) > 1:
            raise PositionError(f"zones.{name}", "one Merchant King per seat")
    if parsed.get("event") and begin["at"] == "round":
        raise PositionError(
            "zones.event", "a Round begins by drawing its Event: leave the Event Zone empty for begin.at 'round'"
        )

    table = _begin_cards(g, begin, placed)
    unplaced = [c for c in mode_cards(g.mode) if c not in placed]
    g.dealer, g.round, g.begin = dealer, rnd, begin
    g.deck = parsed.get("deck", [])[::-1]
    g.event_card = parsed["event"][0] if parsed.get("event") else None
    g.hoard = parsed.get("hoard", [])[::-1]
    g.exile = parsed.get("exile", [])[::-1]
    g.nest = parsed.get("nest", []) + [c for c in unplaced if c.is_egg]
    for s in SUITS:
        g.stocks[s] = parsed.get(f"stock:{s}", [])
    for name, cards in sorted(parsed.items()):
        kind, _, rest = name.partition(":")
        if kind == "black_market" and cards:
            g.black_markets[int(rest)] = cards
        elif kind == "treasury":
            g.treasury[int(rest)] = cards
        elif kind == "court":
            g.court[int(rest)] = cards
        elif kind == "king" and cards:
            g.king[int(rest)] = cards[0]
    g._next_black_market = max(g.black_markets, default=0) + 1
    g.stack = table.get("stack", [])
    g.begin_attempt = table.get("attempt")
    kings = [c for c in unplaced if c.is_king]
    g.rng.shuffle(kings)
    for seat in range(n):
        if g.king[seat] is None:
            g.king[seat] = kings.pop()
    g.exile.extend(kings)
    rest_cards = [c for c in unplaced if not (c.is_egg or c.is_king)]
    g.rng.shuffle(rest_cards)
    g.deck = rest_cards + g.deck  # unlisted cards lie, shuffled, under any listed top cards
    _chance_and_dice(g, pos)
    # A set already held is not asked about on its own, but may be declared at any decision (P-05).
    g.standing_wins = {seat for seat in range(n) if g.instant_wins(seat)}


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


def _begin_cards(g: Game, begin: dict[str, Any], placed: dict[Card, str]) -> dict[str, Any]:
    """The cards a mid-sequence begin puts on the table: a built Stack, or an attempt's."""
    from .sequences.common import StackItem

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
            if not is_int(seat) or not 0 <= seat < g.players or source not in ("treasury", "court"):
                raise PositionError(f, f"seat must be 0..{g.players - 1} and source treasury or court")
            if (kind == "power" and not card.is_character) or (kind == "emblem" and not card.is_court):
                raise PositionError(f, f"{card} cannot be played as {'a Power' if kind == 'power' else 'an Emblem'}")
            items.append(StackItem(card, seat, kind, source))
        out["stack"] = items
    if begin["at"] not in ("seize_attempt", "bidding"):
        return out
    target = begin.get("target", "")
    kind, _, rest = str(target).partition(":")
    if kind not in ("stock", "event", "court") or (kind == "stock" and rest not in SUITS):
        raise PositionError("begin.target", "must be stock:S (a suit), event (a Grand Opening card) or court:SEAT")
    declared = _cards_of("begin.declared", begin.get("declared", []), placed)
    if not declared or (kind != "stock" and len(declared) != 1):
        raise PositionError("begin.declared", "name the declared cards: one or more from a Stock, else one card")
    suit = declared[0].suit
    if any(c.suit != suit or not (c.is_resource or c.is_court) for c in declared) or suit is None:
        raise PositionError("begin.declared", "the declared cards share one Resource Type (R-01)")
    primary, secondary = primary_buying(suit), secondary_buying(suit)
    bids = {}
    for pile, want in (("active_primary", primary), ("active_secondary", secondary), ("seizer_primary", primary)):
        bids[pile] = _cards_of(f"begin.{pile}", begin.get(pile, []), placed)
        wrong = [c for c in bids[pile] if not c.is_resource or c.suit != want]
        if wrong:
            raise PositionError(f"begin.{pile}", f"{wrong[0]} is not {RESOURCE_NAME[want]} (Wheel of Profit)", wrong[0])
    seizer = begin.get("seizer")
    if begin["at"] == "seize_attempt":
        if seizer is not None or bids["active_secondary"] or bids["seizer_primary"]:
            raise PositionError("begin.seizer", "at the Seize Attempt Phase nobody holds a Seize Attempt yet")
    elif seizer is not None and (not is_int(seizer) or not 0 <= seizer < g.players or seizer == begin["seat"]):
        raise PositionError("begin.seizer", "must be another seat than the Active Player's, or null")
    if seizer is None and (bids["seizer_primary"] or bids["active_secondary"]):
        raise PositionError("begin.seizer", "bids against a Seizer need a seizer")
    if begin.get("next", "active") not in ("active", "seizer") or (begin.get("next") == "seizer" and seizer is None):
        raise PositionError("begin.next", "who bids next: 'active' or 'seizer' (when there is one)")
    out["attempt"] = {"target": target, "declared": declared, "seizer": seizer, **bids}
    return out


def _chance_and_dice(g: Game, pos: dict[str, Any]) -> None:
    dice = pos.get("dice", [])
    if not isinstance(dice, list) or not all(
        isinstance(d, list) and len(d) == 2 and all(is_int(x) and 1 <= x <= 6 for x in d) for d in dice
    ):
        raise PositionError("dice", "must be a list of [die, die] pairs, each 1..6")
    g.forced_dice += [(a, b) for a, b in dice]  # after any the game was given
    g.chance = read_chance(pos.get("chance", []))


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


def player_view(g: Game, seat: int | None) -> dict[str, Any]:
    """Zones with knowledge levels: open, implied (seen going in), hidden, private (owner only).

    The Dragon's Hoard is implied, but its top card is open: it also has a ``top`` entry.
    """
    revealed = g.result is not None and g.result.reason == "victory_points"
    out: dict[str, Any] = {}
    for name, cards in g.zones().items():
        kind, _, rest = name.partition(":")
        owner: int | None = None
        if name in ("deck", "exile", "pending:set_aside") or kind == "black_market":
            level = "hidden"  # face down: the cards set aside at Setup too (the 3-player undealt King)
        elif name in ("hoard", "nest"):
            level = "implied"
        elif kind == "treasury" or (kind == "king" and not revealed) or name.startswith("pending:seize:"):
            level = "private"
            owner = int(rest.rsplit(":", 1)[-1])
        else:
            level = "open"
        visible = seat is None or level in ("open", "implied") or owner == seat
        out[name] = {"knowledge": level, "count": len(cards), "cards": [c.code for c in cards] if visible else None}
        if name == "hoard":  # its top card is public (dml-reference 3, Zones)
            out[name]["top"] = cards[0].code if cards else None
    ev = g.event
    return {
        "seat": seat,
        "round": g.round,
        "dealer": g.dealer,
        "active": g.active,
        "to_decide": g.current_player,
        "event": {
            "card": g.event_card.code if g.event_card else None,
            "type": ev.type,
            "value": ev.value,
            "player_effect": ev.player_effect,
            "market_effect": ev.market_effect,
        },
        "path": [f.label for f in g.frames],
        "zones": out,
    }
