"""DML's tutor panel: the table (Event, Stocks, piles, Character Power Stack), the seats,
the Acquisition Attempt with its Target Value and chance, and the Wheel of Profit.

Its front end is ``panel.js`` beside this module; the JSON it draws is described in docs/widget.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from ....core.driver import Driver
from ....core.sequence import Decision
from ....core.trace import Frame, TraceEntry
from ....tutor.panel import Diagram, Panel, Step
from ..actions import (
    SEAT_PREFIX,
    Action,
    Bid,
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
    zone_text,
)
from ..cards import RESOURCE_NAME, SUIT_SYMBOL, SUITS, Card, primary_buying, secondary_buying
from ..dice import success_probability
from ..events import CARNIVAL_OF_COIN, Event
from ..game import MODES, Game
from ..observer import owner, sees
from .drawings import (
    SUIT_COLOR,
    card_json,
    sequence_html,
    stored_sequence_svg,
    stored_svg,
    warm_sequence_layouts,
    wheel_dot,
)

__all__ = ["DmlPanel"]


@dataclass(frozen=True, slots=True)
class Snap:
    """The table right after one trace entry (zones share unchanged tuples with the previous snapshot)."""

    round: int
    dealer: int
    badge: bool  # a seat holds the Initiative Badge (from the Setup's roll-off on)
    active: int | None
    event: dict[str, Any]
    zones: dict[str, tuple[str, tuple[str, ...]]]  # name -> (knowledge, card codes top first)
    attempt: dict[str, Any] | None
    stack: tuple[tuple[str, int, str, str], ...]  # (card, seat, kind, source), bottom first
    resolving: str | None
    affected: tuple[int, ...]


def snapshot(game: Game, prev: Snap | None) -> Snap:
    v = game.view(None)
    old = prev.zones if prev else {}
    zones: dict[str, tuple[str, tuple[str, ...]]] = {}
    for name, z in v["zones"].items():
        item = (z["knowledge"], tuple(z["cards"] or ()))
        o = old.get(name)
        zones[name] = o if o == item and o is not None else item
    att = game.attempt
    attempt: dict[str, Any] | None = None
    if att is not None:
        tv = att.tv()
        attempt = {
            "seat": att.seat,
            "target": att.target,
            "suit": att.suit,
            "seizer": att.seizer,
            "black_market": att.is_black_market,
            "terms": tuple(tv.terms()),
            "total": tv.total,
        }
    event = v["event"]
    if prev is not None and prev.event == event:
        event = prev.event
    return Snap(
        round=v["round"],
        dealer=v["dealer"],
        badge=game.badge_taken,
        active=v["active"],
        event=event,
        zones=zones,
        attempt=attempt,
        stack=tuple((i.card.code, i.seat, i.kind, i.source) for i in game.stack),
        resolving=game.resolving.code if game.resolving else None,
        affected=tuple(sorted(game.affected)),
    )


#: What the Event line says where there is no Active Event.
_NO_EVENT: Final = {
    "setup": "No Active Event yet: the Setup Stage comes before the first Round's Event.",
    "round": "No Active Event yet: this Round's Event Phase has not begun.",
    "end": "No Active Event: the game is in the End Stage.",
}


def _stage(entry: TraceEntry) -> str:
    names = {f.name for f in entry.path}
    return "end" if "End Stage" in names else "round" if "Round" in names else "setup"


def _event_shown(g: Game, entry: TraceEntry) -> bool:
    """Is there an Active Event at this entry? Only inside a Round, once its Event Phase has begun
    (a game started from a position inside a Round has its Event from the position)."""
    if _stage(entry) != "round":
        return False
    for e in reversed(g.trace[: entry.index + 1]):
        if e.round != entry.round:
            return False
        if any(f.name == "Event Phase" for f in e.path):
            return True
    return True


def _resource(suit: str) -> dict[str, str]:
    return {"suit": suit, "resource": RESOURCE_NAME[suit], "symbol": SUIT_SYMBOL[suit]}


class DmlPanel(Panel):
    """Dragon's Money Laundering in the tutor."""

    js: ClassVar[str] = "dml"
    why_example: ClassVar[str] = "bid 5♠ (Iron, primary)"
    # ------------------------------------------------------------ games and seats

    def game_json(self, game: Driver[Any]) -> dict[str, Any]:
        assert isinstance(game, Game)
        subtitle = f"{game.mode_name} · {game.players} players · seed {game.seed}"
        return {
            "seed": game.seed,
            "players": game.players,
            "mode": game.mode,
            "mode_name": game.mode_name,
            "position": game.position is not None,
            "subtitle": subtitle + (" · from a position" if game.position is not None else ""),
        }

    def public_game_json(self, data: dict[str, Any]) -> dict[str, Any]:
        subtitle = f"{data['mode_name']} · {data['players']} players"
        return {**data, "seed": None, "subtitle": subtitle + (" · from a position" if data["position"] else "")}

    def result_json(self, game: Driver[Any]) -> dict[str, Any] | None:
        assert isinstance(game, Game)
        result = game.result
        if result is None:
            return None
        who = (
            f"Seat {result.winner} wins"
            if result.winner is not None
            else "Nobody wins (a tie in points and Dragon Eggs)"
        )
        how = {"victory_points": " on Victory Points", "monopoly": " by Monopoly"}.get(
            result.reason, " as Father of Dragons"
        )
        return {"winner": result.winner, "reason": result.reason, "text": f"{who}{how}."}

    # ------------------------------------------------------------ the table

    def snapshot(self, game: Driver[Any], prev: Any) -> Snap:
        assert isinstance(game, Game)
        return snapshot(game, prev)

    def _visible(self, name: str, knowledge: str, view_as: int | None) -> bool:
        """The observer's verdict on a zone of the snapshot (its knowledge level as recorded)."""
        return sees(view_as, knowledge, owner(name))

    def _cards(
        self, snap: Snap, name: str, view_as: int | None, mods: Event | None = None
    ) -> list[dict[str, Any]] | None:
        knowledge, codes = snap.zones.get(name, ("open", ()))
        if not self._visible(name, knowledge, view_as):
            return None
        if mods is not None:
            return [card_json(c, mods.market_modifier(Card.parse(c))) for c in codes]
        return [card_json(c) for c in codes]

    def to_json(self, snap: Any, step: Step) -> dict[str, Any]:
        assert isinstance(snap, Snap) and isinstance(step.game, Game)
        return {
            "table": self._table(snap, step),
            "seats": self._seats(snap, step),
            "attempt": self._attempt(snap, step.view_as),
            "stack": self._stack(snap),
        }

    def _table(self, snap: Snap, step: Step) -> dict[str, Any]:
        g = step.game
        assert isinstance(g, Game)
        view_as = step.view_as
        ev = snap.event
        shown = _event_shown(g, step.entry)
        event = Event(ev["type"], ev["value"]) if shown else Event(CARNIVAL_OF_COIN)
        z = snap.zones
        stocks = [
            {
                "suit": s,
                "symbol": SUIT_SYMBOL[s],
                "resource": RESOURCE_NAME[s],
                "color": SUIT_COLOR[s],
                "bought_with": RESOURCE_NAME[primary_buying(s)],
                "bought_with_suit": primary_buying(s),
                "bought_with_symbol": SUIT_SYMBOL[primary_buying(s)],
                "cards": self._cards(snap, f"stock:{s}", view_as, event),
            }
            for s in SUITS
        ]
        hoard = z["hoard"][1]
        full = g.mode == "full"
        hits = f" (hits {', '.join(f'seat {s}' for s in snap.affected)})" if snap.affected else ""
        pending = {}
        for name in ("set_aside", "drawn"):
            key = f"pending:{name}"
            if key in z:
                pending[name] = {"count": len(z[key][1]), "cards": self._cards(snap, key, view_as)}
        return {
            "stocks": stocks,
            "black_markets": [
                {"id": int(n.split(":")[1]), "count": len(cards)}
                for n, (_, cards) in z.items()
                if n.startswith("black_market:")
            ],
            "event": {
                "none": None if shown else _NO_EVENT[_stage(step.entry)],
                "card": card_json(ev["card"]) if ev["card"] else None,
                "type": ev["type"],
                "value": ev["value"],
                "player_effect": ev["player_effect"] if full else None,
                "market_effect": ev["market_effect"],
                "rule": event.rule,
                "affected": list(snap.affected),
                "market_text": f"Market: {ev['market_effect']}.",
                "players_text": f"Players: each affected player {ev['player_effect']}{hits}."
                if full
                else f"Players: no Player Effects in {MODES['quickstart']}.",
            },
            "hoard": {"count": len(hoard), "top": card_json(hoard[0]) if hoard else None},
            "nest": len(z["nest"][1]),
            "exile": len(z["exile"][1]),
            "deck": len(z["deck"][1]),
            "pending": pending,
            "full": full,
        }

    def _seats(self, snap: Snap, step: Step) -> list[dict[str, Any]]:
        g = step.game
        assert isinstance(g, Game)
        view_as = step.view_as
        z = snap.zones
        result = g.result if step.final else None
        seats = []
        for s in range(g.players):
            tk, tcodes = z[f"treasury:{s}"]
            kk, kcodes = z.get(f"king:{s}", ("private", ()))
            seize_key = f"pending:seize:{s}"
            seize = None
            if seize_key in z:
                seize = {"cards": self._cards(snap, seize_key, view_as)}
            item: dict[str, Any] = {
                "seat": s,
                "mode": step.seat_modes[s],
                "dealer": s == snap.dealer and snap.badge,
                "active": s == snap.active,
                "deciding": s == step.deciding,
                "affected": s in snap.affected,
                "court": self._cards(snap, f"court:{s}", view_as),
                "treasury": {
                    "count": len(tcodes),
                    "cards": [card_json(c) for c in sorted(tcodes, key=lambda c: Card.parse(c).order)]
                    if self._visible(f"treasury:{s}", tk, view_as)
                    else None,
                },
                "king": {
                    "card": card_json(kcodes[0]) if kcodes and self._visible(f"king:{s}", kk, view_as) else None,
                    "count": len(kcodes),
                    "revealed": kk == "open",
                },
                "seize": seize,
            }
            if result is not None and result.scores:
                sc = result.scores[s]
                item["score"] = {"total": sc.total, "lines": sc.lines(), "eggs": sc.eggs}
            seats.append(item)
        return seats

    def _attempt(self, snap: Snap, view_as: int | None) -> dict[str, Any] | None:
        if snap.attempt is None:
            return None
        at = snap.attempt
        total = at["total"]
        p = success_probability(total)
        suit = at["suit"]
        return {
            "seat": at["seat"],
            "target": at["target"],
            "target_text": zone_text(at["target"]),
            "black_market": at["black_market"],
            "seizer": at["seizer"],
            "terms": [{"label": label, "amount": amount} for label, amount in at["terms"]],
            "total": total,
            "probability": {"fraction": str(p), "percent": f"{float(p):.1%}", "value": float(p)},
            "declared": self._cards(snap, "pending:declared", view_as) or [],
            "bids": {
                k: self._cards(snap, f"pending:{k}", view_as) or []
                for k in ("active_primary", "active_secondary", "seizer_primary")
            },
            "type": None
            if suit is None
            else {
                **_resource(suit),
                "primary": _resource(primary_buying(suit)),
                "secondary": _resource(secondary_buying(suit)),
            },
        }

    @staticmethod
    def _stack(snap: Snap) -> list[dict[str, Any]]:
        stack = [
            {"card": card_json(code), "seat": seat, "kind": kind, "source": source}
            for code, seat, kind, source in snap.stack
        ]
        if snap.resolving:
            stack.append({"card": card_json(snap.resolving), "seat": None, "kind": "resolving", "source": ""})
        return stack

    def diagrams(self, snap: Any) -> list[Diagram]:
        assert isinstance(snap, Snap)
        att = snap.attempt
        target = att["suit"] if att and not att["black_market"] else None
        return [Diagram("wheel", "Wheel of Profit", wheel_dot(target))]

    def sequence_svg(self, path: Sequence[Frame]) -> str:
        return sequence_html(path)

    def stored_sequence_svg(self, path: Sequence[Frame]) -> str:
        return stored_sequence_svg(path)

    def stored_svg(self, dot: str, *, exact: bool = True) -> str:
        return stored_svg(dot, exact=exact)

    def warm(self, paths: Sequence[Sequence[Frame]]) -> None:
        warm_sequence_layouts(paths)

    # ------------------------------------------------------------ actions and text

    def label(self, action: Any) -> str:
        return SEAT_PREFIX.sub("", str(action), count=1)

    def group(self, action: Any, decision: Decision[Any]) -> str:
        if isinstance(action, Declare):
            kind = action.target.partition(":")[0]
            if kind == "stock":
                suit = action.target[6:]
                return f"Attempt: {RESOURCE_NAME[suit]} Stock {SUIT_SYMBOL[suit]}"
            if kind == "black_market":
                return "Attempt: Black Markets"
            if kind == "court":
                return "Attempt: Emblems in other Courts"
            return "Attempt: the Grand Opening card"
        if isinstance(action, Bid):
            bid_suit = action.cards[0].suit if action.cards else None
            name = f" ({RESOURCE_NAME[bid_suit]} {SUIT_SYMBOL[bid_suit]})" if bid_suit else ""
            return f"Bid {action.role.title()}{name}"
        if isinstance(action, Play):
            return "Play as an Ultimate Power" if action.kind == "power" else "Play as an Emblem"
        return {
            Pass: "Pass",
            Seize: "Lay a card face down",
            Reroll: "Dice",
            DeclareWin: "Instant win",
            ChooseZone: "Choose",
            TakeCard: "Take a card",
            GiveCard: "Give a card",
            Steal: "Steal",
        }.get(type(action), type(action).__name__)

    def illegal_examples(self, game: Driver[Any], decision: Decision[Any]) -> list[tuple[Any, str]]:
        """A few actions a new player might try that the rules refuse, with the engine's reason
        (the candidates are guessed from the table; ``game.why_not`` gives every reason)."""
        assert isinstance(game, Game)
        d = decision
        seat = d.seat
        hand = game.treasury[seat]
        cands: list[Action] = []
        if d.kind == "declare":
            if "Black Market Action" in d.prompt:
                cands += [Declare(seat, f"stock:{s}", (game.stocks[s][0],)) for s in SUITS if game.stocks[s]][:1]
            else:
                full = [s for s in SUITS if len(game.stocks[s]) >= 2]
                if full:
                    s = max(full, key=lambda s: sum(c.face_value for c in game.stocks[s]))
                    cands.append(Declare(seat, f"stock:{s}", tuple(game.stocks[s])))
                cands += [Declare(seat, f"court:{seat}", (c,)) for c in game.court[seat][:1]]
                ev = game.event_card
                if ev is not None and ev.rank != "T":
                    cands.append(Declare(seat, "event", (ev,)))
        elif d.kind == "bid" and game.attempt is not None and game.attempt.suit is not None:
            att = game.attempt
            res = [c for c in hand if c.is_resource]
            wrong = [c for c in res if c.suit not in (att.primary, att.secondary)]
            cands += [Bid(seat, (c,), "primary") for c in wrong[:1]]
            banned = [c for c in res if c.suit == att.primary and not game.event.may_bid(c)]
            cands += [Bid(seat, (c,), "primary") for c in banned[:1]]
            sec = [c for c in res if c.suit == att.secondary]
            if sec and (seat != att.seat or att.seizer is None):
                cands.append(Bid(seat, (sec[0],), "secondary"))
        elif d.kind == "seize":
            cands += [Seize(seat, c) for c in hand if c.is_egg][:1]
        elif d.kind == "play":
            cands += [Play(seat, c, "emblem") for c in hand if c.is_resource and not c.is_court][:1]
            if seat in game.no_powers:
                cands += [Play(seat, c, "power") for c in hand if c.is_character][:1]
        out: list[tuple[Any, str]] = []
        for a in cands:
            if a in d.actions:
                continue
            why = game.why_not(a)
            if why:
                out.append((a, why))
        return out[:3]
