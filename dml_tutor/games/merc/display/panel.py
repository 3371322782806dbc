"""MERC's tutor panel: the sectors with their units, control and value per side, the
base, the Dictator card with its protection, and the Dictator's Tactics hand and deck.

Its front end is ``panel.js`` beside this module; the JSON it draws is described in
docs/widget.md. The Rebels' view (*View as* seat 1) never holds an unrevealed base's
sector, nor the Dictator's choices that would name it.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar, Final

from ....core.driver import Driver
from ....core.redaction import PUBLIC
from ....core.sequence import Decision
from ....core.text import Text
from ....i18n import Messages
from ....tutor.panel import NOT_PUBLIC, Panel, Step, common
from .. import (
    DICTATOR,
    REBELS,
    Combat,
    EndTurn,
    Game,
    PlayTactic,
    RevealBase,
)
from ..words import move_said, say

__all__ = ["MercPanel"]

SIDE_NAME = ("Dictator", "Rebels")
#: The sides' names as the panel shows them, by seat.
_SIDE: Final = ("panel-side-dictator", "panel-side-rebels")
_RULES: Final = {"printed": "option-rules-printed", "implementation_notes": "option-rules-implementation-notes"}
_CONTROL: Final = {"dictator": "panel-side-dictator", "rebels": "panel-side-rebels", None: "panel-control-neutral"}
#: The words panel.js shows as they are.
_SCRIPT_WORDS: Final = (
    "panel-base-badge",
    "panel-base-badge-tip",
    "panel-card-badge",
    "panel-card-badge-killed",
    "panel-card-badge-protected",
    "panel-card-badge-exposed",
    "panel-head-sector",
    "panel-head-value",
    "panel-head-control",
    "panel-side-dictator",
    "panel-side-rebels",
    "panel-label-base",
    "panel-label-card",
    "panel-label-tactics",
)


class MercPanel(Panel):
    """MERC (end of game) in the tutor: two sides, Days of turns, sectors on a map."""

    js: ClassVar[str] = "merc"
    round_names: ClassVar[tuple[str, str]] = ("Start", "Day")
    why_example: ClassVar[str] = "combat in Mine: Dictator loses 1, Rebels lose 0, the Dictator card takes 2 damage"

    # ------------------------------------------------------------ games and seats

    def seats(self, game: Driver[Any]) -> list[str]:
        return list(SIDE_NAME)

    def seat_names(self, game: Driver[Any], messages: Messages | None = None) -> list[str]:
        m = self.language(messages)
        return [m(side) for side in _SIDE]

    def game_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any]:
        assert isinstance(game, Game)
        m = self.language(messages)
        rules = m(_RULES[game.options.rules])
        anywhere = game.options.dictator_card == "anywhere"
        subtitle = m("panel-subtitle-anywhere" if anywhere else "panel-subtitle", rules=rules)
        return {"seed": None, "players": 2, "subtitle": subtitle}

    def result_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any] | None:
        assert isinstance(game, Game)
        r = game.result
        out = game.outcome
        if r is None or out is None:
            return None
        m = self.language(messages)
        if r.rebel_value is None:
            text = m("panel-result", winner=r.winner, reason=r.reason)
        else:
            text = m(
                "panel-result-values", winner=r.winner, reason=r.reason, rebels=r.rebel_value, dictator=r.dictator_value
            )
        return {"winners": list(out.winners), "reason": r.reason, "rule": out.rule, "text": text}

    # ------------------------------------------------------------ the table

    def snapshot(self, game: Driver[Any], prev: Any) -> Any:
        """The table as the observer shows it to everything, the Dictator and the Rebels
        (``game.view(seat)``), as JSON text: small, and immutable."""
        assert isinstance(game, Game)
        texts = tuple(json.dumps(game.view(s), ensure_ascii=False) for s in (None, DICTATOR, REBELS))
        return prev if prev == texts else texts

    def to_json(self, snap: Any, step: Step) -> dict[str, Any]:
        seen = step.view_as
        m = self.language(step.messages)
        if seen == PUBLIC:  # what both sides' views hold alike
            v = common([json.loads(text) for text in snap[1:]])
        else:
            v = json.loads(snap[0 if seen is None else seen + 1])
        d = v["dictator"]
        # Where the base is, the observer says (the Dictator's secret until it is revealed).
        base = d["base"] if d["base"] != NOT_PUBLIC else None
        hidden = base is None and d["base_placed"] is True
        card = d["card"]
        sectors = []
        for name, s in v["sectors"].items():
            here = card is not None and card["sector"] == name
            sectors.append(
                {
                    "name": name,
                    "value": s["value"],
                    "dictator": s["dictator"],
                    "rebels": s["rebels"],
                    "dictator_text": m("panel-units", count=s["dictator"]),
                    "rebels_text": m("panel-units", count=s["rebels"]),
                    "control": s["control"],
                    "control_text": m(_CONTROL[s["control"]]),
                    "base": name == base,
                    "card": (
                        {
                            "health": card["health"],
                            "protected": s["dictator"] > 0,
                            "dead": card["health"] <= 0,
                        }
                        if here
                        else None
                    ),
                }
            )
        if base is not None:
            base_text = m("panel-base-revealed" if d["revealed"] else "panel-base-placed", sector=base)
        elif hidden and d["base_placed"]:
            base_text = m("panel-base-hidden")
        else:
            base_text = m("panel-base-not-placed")
        if card is None:
            card_text = m("panel-card-not-in-play" if d["revealed"] else "panel-card-not-in-play-yet")
        elif card["health"] <= 0:
            card_text = m("panel-card-killed", sector=card["sector"])
        else:
            guards = v["sectors"][card["sector"]]["dictator"]
            where = {"sector": card["sector"], "health": card["health"]}
            card_text = m("panel-card-protected", units=guards, **where) if guards else m("panel-card-exposed", **where)
        values = v["values"]
        seats = [
            {
                "seat": s,
                "name": m(_SIDE[s]),
                "mode": step.seat_modes[s],
                "deciding": s == step.deciding,
                "value": values["dictator" if s == DICTATOR else "rebels"],
                "value_text": m("panel-seat-value", value=values["dictator" if s == DICTATOR else "rebels"]),
            }
            for s in (DICTATOR, REBELS)
        ]
        lead = values["rebels"] > values["dictator"]
        turn = m("panel-turn-dictator" if v["turn"] == "dictator" else "panel-turn-rebels")
        tactics = "panel-tactics-exhausted" if d["hand"] == 0 and d["deck"] == 0 else "panel-tactics"
        if d["tactic_played"] and tactics == "panel-tactics":
            tactics = "panel-tactics-played"
        return {
            "merc": {
                "day": v["day"],
                "turn": turn,
                "title": m("panel-day", day=v["day"], turn=turn),
                "sectors": sectors,
                "values": values,
                "value_text": m(
                    "panel-value-rebels-lead" if lead else "panel-value-dictator-leads",
                    rebels=values["rebels"],
                    dictator=values["dictator"],
                ),
                "base": base_text,
                "card": card_text,
                "tactics": {
                    "hand": d["hand"],
                    "deck": d["deck"],
                    "played": d["tactic_played"],
                    "exhausted": d["hand"] == 0 and d["deck"] == 0,
                    "text": m(tactics, hand=d["hand"], deck=d["deck"]),
                },
                "words": {mid: m(mid) for mid in _SCRIPT_WORDS},
            },
            "seats": seats,
        }

    # ------------------------------------------------------------ actions and text

    def label(self, action: Any) -> Text:
        """Within its group a combat shows its losses, a reveal its sector."""
        if isinstance(action, Combat):
            if action.dictator_damage:
                return say(
                    "action-combat-damage",
                    dictator_losses=action.dictator_losses,
                    rebel_losses=action.rebel_losses,
                    damage=action.dictator_damage,
                )
            return say("action-combat", dictator_losses=action.dictator_losses, rebel_losses=action.rebel_losses)
        if isinstance(action, RevealBase):
            return action.sector
        return move_said(action)

    def group(self, action: Any, decision: Decision[Any]) -> Text:
        if isinstance(action, Combat):
            return say("action-group-combat", sector=action.sector)
        if isinstance(action, PlayTactic):
            return _TACTICS
        if isinstance(action, RevealBase):
            return _REVEAL
        return _END_TURN

    def illegal_examples(self, game: Driver[Any], decision: Decision[Any]) -> list[tuple[Any, str]]:
        """A blow to a protected Dictator card, a second Tactics card, a Tactics card on the
        Rebels' turn: the refusals a new player meets first."""
        assert isinstance(game, Game)
        tries: list[Any] = []
        card = game.card
        seat = decision.seat
        if card is not None and game.sectors[card.sector].dictator and game.sectors[card.sector].rebels:
            tries.append(Combat(seat, card.sector, 0, 0, 1))
        tries.append(PlayTactic(seat))
        if seat == REBELS:
            tries.append(EndTurn(DICTATOR))
        out = []
        for a in tries:
            why = game.why_not(a)
            if why is not None:
                out.append((a, why))
        return out[:3]


_TACTICS: Final = say("action-group-tactics")
_REVEAL: Final = say("action-group-reveal")
_END_TURN: Final = say("action-group-end-turn")
