"""Last Stone: the smallest game pack, a worked example of the pack protocol (docs/howto-game-pack.md).

Two or three seats take 1 to 3 stones in turn from a pile; whoever takes the last one wins.
The pack is the rule text (``rules.toml``), an action, the table with its sequences and the
descriptor; the core gives the rest (the driver, the trace, save and load, the derived tree,
random agents, the conformance suite). Its table view is ``panel.py`` with ``panel.js`` and
``panel.css``, named by the descriptor and imported only by the tutor and the table server.
Its own distribution (``pip install ./examples/last_stone``) registers it as a pack.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from dml_tutor.core import Decision, Driver, IllegalActionError, Outcome, Pack, Seq, Setting, is_int, sequence
from dml_tutor.core.text import Text
from dml_tutor.i18n import speaker

#: The pack's sentences: messages of its catalog (``locales/<lang>/steps.ftl``), read in each reader's language.
say = speaker(__name__)


@dataclass(frozen=True)
class Take:
    """An action: ``seat`` takes ``stones`` stones (the driver needs ``seat`` and ``to_json``)."""

    seat: int
    stones: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "take": self.stones}

    def __str__(self) -> str:
        return f"seat {self.seat}: take {self.stones}"


class LastStone(Driver[Take]):
    """The table: a pile of stones. Its settings are checked once, by the pack's schema."""

    end_rule = "end"

    def __init__(self, seed: int = 0, *, players: int = 2, trace: bool = True) -> None:
        self.seed, self.players = seed, players
        self._start(trace=trace, on_step=None)

    def _new_table(self) -> None:
        self.pile = random.Random(self.seed).randint(7, 12)
        self.winner: int | None = None

    def _play(self) -> Seq[None]:
        return play(self)

    def _coerce(self, action: Any, decision: Decision[Take]) -> Take:
        if isinstance(action, str):  # an offered action's text
            action = next((a for a in decision.actions if str(a) == action.strip()), action)
        if isinstance(action, dict) and is_int(action.get("seat")) and is_int(action.get("take")):
            action = Take(action["seat"], action["take"])  # its JSON
        if isinstance(action, Take):
            return action
        raise IllegalActionError(say("why-no-action", action=repr(action), prompt=decision.said_prompt), decision.rules)

    def _explain(self, decision: Decision[Take], action: Take) -> tuple[Text, tuple[str, ...]]:
        if action.seat != decision.seat:
            return say("why-not-your-turn", seat=decision.seat, other=action.seat), ("take",)
        return say("why-take", pile=self.pile), ("take",)

    def _said(self, action: Take) -> Text:
        return say("move-take", seat=action.seat, stones=action.stones)  # str(action) in English

    def _settings(self) -> dict[str, Any]:
        return {"seed": self.seed, "players": self.players}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> LastStone:
        return cls(**PACK.read_settings(data), trace=trace)

    @property
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        losers = tuple(s for s in range(self.players) if s != self.winner)
        return Outcome((self.winner,), losers, False, "end", "last stone")

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What a seat sees (everything is open in this game)."""
        return {"pile": self.pile, "turn": self.round}


# ------------------------------------------------------------------ the rulebook's sequences


@sequence("Game")
def play(g: LastStone) -> Seq[None]:
    g.step(("setup",), say("step-pile", pile=g.pile))
    while g.winner is None:
        g.round += 1
        yield from turn(g, (g.round - 1) % g.players)


@sequence("Turn", label=lambda g, seat: say("frame-turn", seat=seat))
def turn(g: LastStone, seat: int) -> Seq[None]:
    choices = [Take(seat, n) for n in (1, 2, 3) if n <= g.pile]
    prompt = say("prompt-take", most=len(choices), pile=g.pile)
    act: Take = yield Decision(seat, "take", prompt, choices, ("take",))  # the driver records the step
    g.pile -= act.stones
    g.step(("take",), say("step-left", pile=g.pile))
    if g.pile == 0:
        g.winner = g.result = seat
        g.step(("end",), say("step-wins", seat=seat), seat=seat)


# ------------------------------------------------------------------ the pack

PACK: Pack = Pack(
    name="last_stone",
    title="Last Stone",
    game=LastStone,
    root=play,
    schema=(
        Setting("seed", (int,), 0, doc="the seed of the pile's size"),
        Setting("players", (int,), 2, choices=(2, 3), doc="how many seats"),
    ),
    sample=lambda seed: PACK.start(seed, players=2 + seed % 2),  # the conformance suite's games
    panel=f"{__name__}.panel:LastStonePanel",
    script="panel.js",
    styles="panel.css",
)
