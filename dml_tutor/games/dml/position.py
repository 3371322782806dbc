"""Positions (start a game anywhere) and player views (what a seat may know).

The position format is documented in docs/formats.md. Loading checks every card and
zone against the rules, so a scenario cannot start from a table the game could not
reach in spirit (an Egg in a Stock, a Queen in a Market Mayhem deck...).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...core.driver import is_int
from .cards import SUITS, Card, mode_cards

if TYPE_CHECKING:
    from .game import Game

POSITION_FORMAT = "dml-tutor-position"
FORMAT_VERSION = 1
BEGIN_AT = ("round", "market_phase", "declaration")

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
    if begin["at"] != "round":
        seat = begin.get("seat")
        if not is_int(seat) or not 0 <= seat < n:
            raise PositionError("begin.seat", f"must be a seat 0..{n - 1}: whose Turn begins")
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
    kings = [c for c in unplaced if c.is_king]
    g.rng.shuffle(kings)
    for seat in range(n):
        if g.king[seat] is None:
            g.king[seat] = kings.pop()
    g.exile.extend(kings)
    rest_cards = [c for c in unplaced if not (c.is_egg or c.is_king)]
    g.rng.shuffle(rest_cards)
    g.deck = rest_cards + g.deck  # unlisted cards lie, shuffled, under any listed top cards
    dice = pos.get("dice", [])
    if not isinstance(dice, list) or not all(
        isinstance(d, list) and len(d) == 2 and all(is_int(x) and 1 <= x <= 6 for x in d) for d in dice
    ):
        raise PositionError("dice", "must be a list of [die, die] pairs, each 1..6")
    g.forced_dice = [(a, b) for a, b in dice]
    # A set already held is not asked about on its own, but may be declared at any decision (P-05).
    g.standing_wins = {seat for seat in range(n) if g.instant_wins(seat)}


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
