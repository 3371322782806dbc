"""DML's tutor panel: the table (Event, Stocks, piles, Character Power Stack), the seats,
the Acquisition Attempt with its Target Value and chance, and the Wheel of Profit.

Its front end is ``panel.js`` beside this module; the JSON it draws is described in docs/widget.md.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from ....core.driver import Driver
from ....core.sequence import Decision
from ....core.text import Text
from ....core.trace import Frame, TraceEntry
from ....i18n import SOURCE, Messages
from ....tutor.panel import Diagram, Panel, Step, joined
from ..actions import (
    SEAT_PREFIX,
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
from ..cards import SUIT_SYMBOL, SUITS, Card, primary_buying, secondary_buying
from ..dice import success_probability
from ..events import CARNIVAL_OF_COIN, Event
from ..game import Game
from ..observer import owner, sees
from ..scoring import EGG_POINTS, Score
from ..target import TargetValue
from ..words import action_words, event_type, market_effect, player_effect, resource, say
from .drawings import (
    SUIT_COLOR,
    card_json,
    card_symbol,
    resource_name,
    sequence_html,
    stored_sequence_svg,
    stored_svg,
    warm_sequence_layouts,
    wheel_dot,
    words,
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
            "tv": tv,
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
    "setup": "panel-no-event-setup",
    "round": "panel-no-event-round",
    "end": "panel-no-event-end",
}
_MODE: Final = {"full": "option-mode-full", "quickstart": "option-mode-quickstart"}  # the restart form's words
#: The words panel.js shows as they are (a value it fills in is written ``{name}``).
_SCRIPT_WORDS: Final = (
    "panel-empty",
    "panel-none",
    "panel-no-card",
    "panel-active-event",
    "panel-bought-with",
    "panel-face-down",
    "panel-drawn",
    "panel-set-aside",
    "panel-stack",
    "panel-resolving",
    "panel-black-markets",
    "panel-hoard",
    "panel-nest",
    "panel-nest-tip",
    "panel-exile",
    "panel-event-deck",
    "panel-badge-dealer-tip",
    "panel-badge-dealer",
    "panel-badge-active",
    "panel-badge-affected-tip",
    "panel-badge-affected",
    "panel-secret",
    "panel-king-tip",
    "panel-not-dealt",
    "panel-treasury-tip",
    "panel-seize-card",
    "panel-merchant-king",
    "panel-court",
    "panel-no-emblems",
    "panel-target-type",
    "panel-primary-buying",
    "panel-secondary",
    "panel-declared",
    "panel-target-value",
    "panel-chance-tip",
)


@functools.cache
def _script_words(language: str) -> dict[str, str]:
    m = words(Messages(language))
    out = {mid: m(mid) for mid in _SCRIPT_WORDS}
    out["panel-chance"] = m("panel-chance", fraction="{fraction}", percent="{percent}")
    return out


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


def _resource(suit: str, m: Messages) -> dict[str, str]:
    return {"suit": suit, "resource": resource_name(suit, m), "symbol": SUIT_SYMBOL[suit]}


def _target_text(zone: str, m: Messages) -> str:
    """The target of an attempt in words ("stock:S" -> "the Iron Stock")."""
    kind, _, rest = zone.partition(":")
    if kind == "stock":
        return m("panel-target-stock", resource=resource_name(rest, m))
    if kind == "black_market":
        return m("panel-target-black-market", number=rest)
    if kind == "court":
        return m("panel-target-court", seat=rest)
    return m("panel-target-event")


def _terms(tv: TargetValue, m: Messages) -> list[dict[str, Any]]:
    """The Target Value term by term, in the order R-02 adds them up (``TargetValue.terms``)."""
    if tv.fixed is not None:
        return [{"label": m("panel-term-black-market"), "amount": tv.fixed}]

    def symbols(cards: Sequence[Card]) -> str:
        return " ".join(card_symbol(c.code, m) for c in cards)

    declared = "panel-term-declared-emblem" if tv.values else "panel-term-declared"
    out = [
        {"label": m(declared, card=card_symbol(c.code, m)), "amount": v}
        for c, v in zip(tv.declared, tv.declared_values, strict=True)
    ]
    out += [
        {"label": m("panel-term-event", card=card_symbol(c.code, m)), "amount": mod}
        for c, mod in zip(tv.declared, tv.event_modifiers, strict=False)
        if mod
    ]
    if tv.emblem_bonus:
        out.append({"label": m("panel-term-static-bonus"), "amount": -tv.emblem_bonus})
    out += [
        {"label": m("panel-term-active-primary", card=card_symbol(c.code, m)), "amount": -c.face_value}
        for c in tv.active_primary
    ]
    if tv.seizer_primary:
        if tv.active_secondary:
            label = m(
                "panel-term-seizer-less",
                cards=symbols(tv.seizer_primary),
                secondary=symbols(tv.active_secondary),
                raw=str(sum(c.face_value for c in tv.seizer_primary)),
                less=str(sum(c.face_value for c in tv.active_secondary)),
            )
        else:
            label = m("panel-term-seizer", cards=symbols(tv.seizer_primary))
        out.append({"label": label, "amount": tv.seize_pressure})
    return out


def _score_lines(sc: Score, m: Messages) -> list[str]:
    """A seat's Victory Points line by line, as ``Score.lines`` reads them, in the reader's words."""
    out = []
    for st in sc.stacks:
        if not st.cards:
            continue
        out.append(
            m(
                "panel-score-stack",
                resource=resource_name(st.suit, m),
                cards=" + ".join(card_symbol(c.code, m) for c in st.cards),
                face=st.face_total,
                doubled=st.face_total * 2 if st.desired else 0,
                guild=st.guild_bonus,
                total=st.total,
            )
        )
    if sc.eggs:
        out.append(m("panel-score-eggs", eggs=sc.eggs, points=EGG_POINTS, total=sc.egg_points))
    out.append(m("panel-score-total", total=sc.total))
    return out


class DmlPanel(Panel):
    """Dragon's Money Laundering in the tutor."""

    js: ClassVar[str] = "dml"
    why_example: ClassVar[str] = "bid 5♠ (Iron, primary)"
    # ------------------------------------------------------------ games and seats

    def game_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any]:
        assert isinstance(game, Game)
        m = words(messages)
        mode = m(_MODE[game.mode])
        subtitle = m("panel-subtitle", mode=mode, players=game.players, seed=str(game.seed))
        position = game.position is not None
        return {
            "seed": game.seed,
            "players": game.players,
            "mode": game.mode,
            "mode_name": mode,
            "position": position,
            "subtitle": m("panel-subtitle-from-position", subtitle=subtitle) if position else subtitle,
        }

    def public_game_json(self, data: dict[str, Any], messages: Messages | None = None) -> dict[str, Any]:
        m = words(messages)
        subtitle = m("panel-subtitle-public", mode=data["mode_name"], players=data["players"])
        if data["position"]:
            subtitle = m("panel-subtitle-from-position", subtitle=subtitle)
        return {**data, "seed": None, "subtitle": subtitle}

    def result_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any] | None:
        assert isinstance(game, Game)
        result = game.result
        if result is None:
            return None
        winner = "none" if result.winner is None else str(result.winner)
        text = words(messages)("panel-result", winner=winner, reason=result.reason)
        return {"winner": result.winner, "reason": result.reason, "text": text}

    # ------------------------------------------------------------ the table

    def snapshot(self, game: Driver[Any], prev: Any) -> Snap:
        assert isinstance(game, Game)
        return snapshot(game, prev)

    def _visible(self, name: str, knowledge: str, view_as: int | None) -> bool:
        """The observer's verdict on a zone of the snapshot (its knowledge level as recorded)."""
        return sees(view_as, knowledge, owner(name))

    def _cards(
        self, snap: Snap, name: str, m: Messages, view_as: int | None, mods: Event | None = None
    ) -> list[dict[str, Any]] | None:
        knowledge, codes = snap.zones.get(name, ("open", ()))
        if not self._visible(name, knowledge, view_as):
            return None
        if mods is not None:
            return [card_json(c, mods.market_modifier(Card.parse(c)), m) for c in codes]
        return [card_json(c, 0, m) for c in codes]

    def to_json(self, snap: Any, step: Step) -> dict[str, Any]:
        assert isinstance(snap, Snap) and isinstance(step.game, Game)
        m = words(step.messages)
        return {
            "table": self._table(snap, step, m),
            "seats": self._seats(snap, step, m),
            "attempt": self._attempt(snap, step.view_as, m),
            "stack": self._stack(snap, m),
            "words": _script_words(m.language),
        }

    def _table(self, snap: Snap, step: Step, m: Messages) -> dict[str, Any]:
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
                "resource": resource_name(s, m),
                "color": SUIT_COLOR[s],
                "bought_with": resource_name(primary_buying(s), m),
                "bought_with_suit": primary_buying(s),
                "bought_with_symbol": SUIT_SYMBOL[primary_buying(s)],
                "cards": self._cards(snap, f"stock:{s}", m, view_as, event),
            }
            for s in SUITS
        ]
        hoard = z["hoard"][1]
        full = g.mode == "full"
        said = Event(ev["type"], ev["value"])  # its name and effects in the pack's words
        market = m("panel-market-text", effect=m.text(market_effect(said)))
        if not full:
            players = m("panel-players-none", mode=m(_MODE["quickstart"]))
        elif snap.affected:
            hits = joined([m("panel-seat", seat=str(s)) for s in snap.affected], m)
            players = m("panel-players-text-hits", effect=m.text(player_effect(said)), seats=hits)
        else:
            players = m("panel-players-text", effect=m.text(player_effect(said)))
        pending = {}
        for name, label in (("set_aside", "panel-set-aside"), ("drawn", "panel-drawn")):
            key = f"pending:{name}"
            if key in z:
                cards = self._cards(snap, key, m, view_as)
                pending[name] = {"count": len(z[key][1]), "cards": cards, "label": m(label)}
        return {
            "stocks": stocks,
            "black_markets": [
                {
                    "id": int(n.split(":")[1]),
                    "count": len(cards),
                    "title": m("panel-black-market-tip", number=n.split(":")[1], count=len(cards)),
                }
                for n, (_, cards) in z.items()
                if n.startswith("black_market:")
            ],
            "event": {
                "none": None if shown else m(_NO_EVENT[_stage(step.entry)]),
                "card": card_json(ev["card"], 0, m) if ev["card"] else None,
                "type": ev["type"],
                "name": m.text(event_type(ev["type"])),
                "value": ev["value"],
                "value_text": m("panel-event-value", value=ev["value"]) if ev["value"] else "",
                "player_effect": m.text(player_effect(said)) if full else None,
                "market_effect": m.text(market_effect(said)),
                "rule": event.rule,
                "affected": list(snap.affected),
                "market_text": market,
                "players_text": players,
            },
            "hoard": {"count": len(hoard), "top": card_json(hoard[0], 0, m) if hoard else None},
            "nest": len(z["nest"][1]),
            "exile": len(z["exile"][1]),
            "deck": len(z["deck"][1]),
            "pending": pending,
            "full": full,
        }

    def _seats(self, snap: Snap, step: Step, m: Messages) -> list[dict[str, Any]]:
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
                seize = {"cards": self._cards(snap, seize_key, m, view_as)}
            item: dict[str, Any] = {
                "seat": s,
                "name": m("panel-seat-name", seat=str(s)),
                "mode": step.seat_modes[s],
                "dealer": s == snap.dealer and snap.badge,
                "active": s == snap.active,
                "deciding": s == step.deciding,
                "affected": s in snap.affected,
                "court": self._cards(snap, f"court:{s}", m, view_as),
                "treasury": {
                    "count": len(tcodes),
                    "label": m("panel-treasury", count=len(tcodes)),
                    "cards": [card_json(c, 0, m) for c in sorted(tcodes, key=lambda c: Card.parse(c).order)]
                    if self._visible(f"treasury:{s}", tk, view_as)
                    else None,
                },
                "king": {
                    "card": card_json(kcodes[0], 0, m) if kcodes and self._visible(f"king:{s}", kk, view_as) else None,
                    "count": len(kcodes),
                    "revealed": kk == "open",
                    "secret_tip": m("panel-secret-tip", seat=str(s)),
                },
                "seize": seize,
            }
            if result is not None and result.scores:
                sc = result.scores[s]
                item["score"] = {
                    "total": sc.total,
                    "text": m("panel-vp", points=sc.total),
                    "lines": _score_lines(sc, m),
                    "eggs": sc.eggs,
                }
            seats.append(item)
        return seats

    def _attempt(self, snap: Snap, view_as: int | None, m: Messages) -> dict[str, Any] | None:
        if snap.attempt is None:
            return None
        at = snap.attempt
        total = at["total"]
        p = success_probability(total)
        suit = at["suit"]
        seizer = at["seizer"]
        bid_labels = {
            "active_primary": m("panel-bids-active-primary"),
            "active_secondary": m("panel-bids-active-secondary"),
            "seizer_primary": m("panel-bids-seizer")
            if seizer is None
            else m("panel-bids-seizer-seat", seat=str(seizer)),
        }
        return {
            "seat": at["seat"],
            "target": at["target"],
            "target_text": _target_text(at["target"], m),
            "title": m("panel-attempt", seat=str(at["seat"]), target=_target_text(at["target"], m)),
            "black_market": at["black_market"],
            "seizer": seizer,
            "terms": _terms(at["tv"], m),
            "total": total,
            "probability": {
                "fraction": str(p),
                "percent": m("panel-percent", value=float(p)),
                "value": float(p),
            },
            "declared": self._cards(snap, "pending:declared", m, view_as) or [],
            "bids": {k: self._cards(snap, f"pending:{k}", m, view_as) or [] for k in bid_labels},
            "bid_labels": bid_labels,
            "type": None
            if suit is None
            else {
                **_resource(suit, m),
                "primary": _resource(primary_buying(suit), m),
                "secondary": _resource(secondary_buying(suit), m),
            },
        }

    @staticmethod
    def _stack(snap: Snap, m: Messages) -> list[dict[str, Any]]:
        kinds = {"power": "panel-stack-power", "emblem": "panel-stack-emblem"}
        stack = [
            {
                "card": card_json(code, 0, m),
                "seat": seat,
                "kind": kind,
                "source": source,
                "text": m(kinds.get(kind, "panel-stack-emblem"), seat=str(seat)),
            }
            for code, seat, kind, source in snap.stack
        ]
        if snap.resolving:
            stack.append(
                {
                    "card": card_json(snap.resolving, 0, m),
                    "seat": None,
                    "kind": "resolving",
                    "source": "",
                    "text": m("panel-resolving"),
                }
            )
        return stack

    def diagrams(self, snap: Any, messages: Messages | None = None) -> list[Diagram]:
        assert isinstance(snap, Snap)
        att = snap.attempt
        target = att["suit"] if att and not att["black_market"] else None
        m = words(messages)
        return [Diagram("wheel", m("panel-wheel"), wheel_dot(target, m.language))]

    def sequence_svg(self, path: Sequence[Frame], messages: Messages | None = None) -> str:
        return sequence_html(path, words(messages).language)

    def stored_sequence_svg(self, path: Sequence[Frame], messages: Messages | None = None) -> str:
        return stored_sequence_svg(path) if words(messages).language == SOURCE else ""

    def stored_svg(self, dot: str, *, exact: bool = True) -> str:
        return stored_svg(dot, exact=exact)

    def warm(self, paths: Sequence[Sequence[Frame]]) -> None:
        warm_sequence_layouts(paths)

    # ------------------------------------------------------------ actions and text

    def label(self, action: Any) -> Text:
        words = action_words(action) if isinstance(action, Action) else None
        return SEAT_PREFIX.sub("", str(action), count=1) if words is None else words

    def group(self, action: Any, decision: Decision[Any]) -> Text:
        if isinstance(action, Declare):
            kind = action.target.partition(":")[0]
            if kind == "stock":
                suit = action.target[6:]
                return say("group-attempt-stock", resource=resource(suit), symbol=SUIT_SYMBOL[suit])
            if kind == "black_market":
                return say("group-attempt-black-markets")
            if kind == "court":
                return say("group-attempt-courts")
            return say("group-attempt-event")
        if isinstance(action, Bid):
            bid_suit = action.cards[0].suit if action.cards else None
            if bid_suit is None:
                return say("group-bid", role=action.role)
            symbol = SUIT_SYMBOL[bid_suit]
            return say("group-bid-resource", role=action.role, resource=resource(bid_suit), symbol=symbol)
        if isinstance(action, Play):
            return say("group-play", kind=action.kind)
        other = {
            Pass: "pass",
            Seize: "seize",
            Reroll: "dice",
            DeclareWin: "win",
            ChooseZone: "choose",
            TakeCard: "take",
            GiveCard: "give",
            Steal: "steal",
            BlackMarketDraw: "draw",
        }.get(type(action))
        return type(action).__name__ if other is None else say("group-other", kind=other)

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
