"""Terrus's tutor panel: the rulers at the table (vitae, structures, Relics, INT, team, in or
out), the active ruler, and the result (the restart form, P-09's reading, is the pack's)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar, Final

from ....core.driver import Driver
from ....core.pack import Pack
from ....core.sequence import Decision
from ....core.text import Text, commas
from ....i18n import Messages
from ....tutor.panel import Panel, Step, joined
from .. import Game
from ..moves import (
    BeginTurn,
    Concede,
    Damage,
    DominionVote,
    Effect,
    IntentionalDraw,
    Loop,
    Penalty,
    Priority,
    Restart,
)
from ..words import say

#: The thresholds of section 5.2, shown beside each count (5.2b, 5.2d, 5.2c).
GOALS = {"structures": 10, "relics": 4, "int": 15}
#: Decision button groups, by move kind, in the order they are shown.
GROUPS: dict[type, Text] = {
    BeginTurn: say("action-group-turn"),
    Priority: say("action-group-priority"),
    Damage: say("action-group-damage"),
    DominionVote: say("action-group-vote"),
    Effect: say("action-group-effects"),
    Concede: say("action-group-concede"),
    Loop: say("action-group-loops"),
    Penalty: say("action-group-tournament"),
    IntentionalDraw: say("action-group-tournament"),
    Restart: say("action-group-restart"),
}


#: The words panel.js shows as they are.
_SCRIPT_WORDS: Final = (
    "panel-wins",
    "panel-low",
    "panel-low-tip",
    "panel-cannot-win",
    "panel-cannot-win-tip",
    "panel-in",
    "panel-active",
    "panel-deciding",
)


#: The rulers table's column heads (the team's only when a team plays).
_HEAD: Final = (
    "panel-head-ruler",
    "panel-head-team",
    "panel-head-vitae",
    "panel-count-structures",
    "panel-count-relics",
    "panel-count-int",
    "panel-head-status",
    "panel-head-who",
)


class TerrusPanel(Panel):
    js: ClassVar[str] = "terrus"
    round_names: ClassVar[tuple[str, str]] = ("Start", "Turn")
    why_example: ClassVar[str] = "damage 0 -> 1:3"

    def __init__(self, pack: Pack) -> None:
        super().__init__(pack)
        self._names: list[str] = []  # the rulers' names, as :meth:`seats` last saw them

    def default_seats(self, players: int, modes: Sequence[str]) -> list[str]:
        """Every ruler a person: a designer reports each event at the table."""
        return ["person"] * players

    def game_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any]:
        assert isinstance(game, Game)
        seed = game.seed
        subtitle = self.language(messages)(
            "panel-subtitle",
            rulers=len(game.rulers),
            teams="yes" if game.teams else "no",
            kind="tournament" if game.tournament else "casual",
            mutual=game.options.mutual_lethal,
            seed="none" if seed is None else str(seed),
        )
        return {"seed": seed, "players": len(game.rulers), "subtitle": subtitle}

    def result_json(self, game: Driver[Any], messages: Messages | None = None) -> dict[str, Any] | None:
        assert isinstance(game, Game)
        data = game.table()
        return self._result_text(data["rulers"], data["result"], self.language(messages))

    @staticmethod
    def _result_text(rulers: list[dict[str, Any]], result: dict[str, Any] | None, m: Messages) -> dict[str, Any] | None:
        """The result in words, with its rule id (``Ana and Cyd win (5.2g).``)."""
        if result is None:
            return None
        names = [r["name"] for r in rulers]
        winners = result["winners"]
        rule = result["rule"]
        if result["draw"]:
            text = m("panel-result-draw", rule=rule)
        elif winners:
            text = m("panel-result-wins", winners=joined([names[w] for w in winners], m), count=len(winners), rule=rule)
        else:
            text = m("panel-result-none", rule=rule)
        return {**result, "text": text}

    # ------------------------------------------------------------ the table

    def snapshot(self, game: Driver[Any], prev: Any) -> Any:
        """The table as JSON text (small; shared with ``prev`` when nothing changed)."""
        assert isinstance(game, Game)
        text = json.dumps(game.table(), sort_keys=True)
        return prev if prev == text else text

    def to_json(self, snap: Any, step: Step) -> dict[str, Any]:
        """The rulers as the table shows them after this step (the game has no hidden
        information, so *View as* hides nothing)."""
        data = json.loads(snap)
        m = self.language(step.messages)
        result = data["result"]
        winners = set(result["winners"]) if result else set()
        counts = (
            ("structures", "panel-count-structures"),
            ("relics", "panel-count-relics"),
            ("int", "panel-count-int"),
        )
        rulers = [
            {
                "seat": i,
                "name": r["name"],
                "team": r["team"],
                "vitae": r["vitae"],
                "low": r["vitae"] <= 0 and not r["out"],
                "counts": [
                    {
                        "label": m(label),
                        "value": r[key],
                        "goal": GOALS[key],
                        "met": r[key] >= GOALS[key],
                        "title": m("panel-goal", goal=GOALS[key], label=m(label)),
                    }
                    for key, label in counts
                ],
                "cannot_win": r["cannot_win"],
                "out": r["out"],
                "left_by": r["lost_by"],
                "out_text": m("panel-out-by", rule=r["lost_by"]) if r["lost_by"] else m("panel-out"),
                "winner": i in winners,
                "active": i == data["active"] and not r["out"] and result is None,
                "deciding": i == step.deciding,
                "mode": step.seat_modes[i] if i < len(step.seat_modes) else "random",
            }
            for i, r in enumerate(data["rulers"])
        ]
        in_game = sum(1 for r in rulers if not r["out"])
        teams = any(r["team"] is not None for r in rulers)
        facts = "panel-in-game-tournament" if data["tournament"] else "panel-in-game"
        return {
            "terrus": {
                "rulers": rulers,
                "tournament": data["tournament"],
                "teams": teams,
                "in_game": in_game,
                "facts": m(facts, in_game=in_game, rulers=len(rulers)),
                "head": [m(h) for h in _HEAD if h != "panel-head-team" or teams],
                "result": self._result_text(data["rulers"], result, m),
                "words": {mid: m(mid) for mid in _SCRIPT_WORDS},
            }
        }

    # ------------------------------------------------------------ actions

    def seats(self, game: Driver[Any]) -> list[str]:
        """The rulers' names (kept for :meth:`label`, which is given a move without its game)."""
        names = super().seats(game)
        self._names = names
        return names

    def label(self, action: Any) -> Text:
        """A move in words, who does what, with its rule (``Ana: an effect says Ana wins (5.2f)``);
        the printed form the engine reads (``effect 0 win``) stays the option's text."""
        names = self._names

        def who(seat: int) -> Text:
            return names[seat] if 0 <= seat < len(names) else say("action-ruler", ruler=str(seat))

        if isinstance(action, Effect):
            return say("action-effect", name=who(action.ruler), outcome=action.outcome)
        if isinstance(action, Priority):
            return say("action-priority", name=who(action.ruler))
        if isinstance(action, Damage):
            hits = commas([say("action-hit", damage=n, name=who(r)) for r, n in action.amounts])
            return say("action-damage", source=who(action.source), hits=hits)
        if isinstance(action, Concede):
            return say("action-concede", name=who(action.ruler))
        if isinstance(action, DominionVote):
            return say("action-dominion-vote", name=who(action.winner))
        if isinstance(action, BeginTurn):
            return say("action-begin-turn", name=who(action.active))
        if isinstance(action, Loop):
            return say("action-loop", optional="yes" if action.optional else "no")
        if isinstance(action, Penalty):
            return say("action-penalty", name=who(action.ruler))
        if isinstance(action, IntentionalDraw):
            return say("action-intentional-draw")
        if isinstance(action, Restart):
            return say("action-restart")
        return super().label(action)

    def group(self, action: Any, decision: Decision[Any]) -> Text:
        return GROUPS.get(type(action)) or super().group(action, decision)

    def illegal_examples(self, game: Driver[Any], decision: Decision[Any]) -> list[tuple[Any, str]]:
        """Moves a newcomer might try: a tournament-only move at a casual table, a move for a
        ruler who has left, the active ruler's vote without the INT is legal, so not here."""
        assert isinstance(game, Game)
        tries: list[Any] = []
        if not game.tournament:
            tries += [Penalty(decision.seat), IntentionalDraw(decision.seat)]
        tries += [Priority(r) for r, ruler in enumerate(game.rulers) if ruler.out][:1]
        out = []
        for move in tries:
            why = game.why_not(move)
            if why is not None:
                out.append((move, why))
        return out
