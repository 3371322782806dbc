"""DML's scenarios: named, editable situations played by the real engine, for the notebooks.

One module per area of the rulebook: :mod:`.acquisition` (the bidding example, the odds of
an attempt), :mod:`.events` (an Event's effects, the Foreign Merchant, the Dragon Siege),
:mod:`.characters` (the Character Power Stack) and :mod:`.end` (Victory Points, the
instant wins); :mod:`.base` holds what they share (DML's runner, the arguments' parsers
and fields). ``SCENARIOS`` lists them in the learning order.

A scenario is a small table (``.position()``) plus a script of decisions. ``.run()``
starts the engine from that position, watching every step from the very first, and
applies the script by matching the engine's own legal actions, so every number shown
comes from the engine and cannot drift from it. A scripted decision the rules forbid
raises the engine's :class:`IllegalActionError` with its reason and rule ids.

Every result has ``.rows`` (step, what happened, value after the step, rule ids),
``.game`` (the engine ``Game``, left at the first decision after the part of the game
the scenario shows) and ``_repr_html_``; every scenario has ``.form()``, an ipywidgets
form that reruns it on every change. ipywidgets (and matplotlib) are only imported
inside the methods that need them.
"""

from __future__ import annotations

from ....scenarios.core import Param, Row, Scenario, ScenarioResult, trace_table
from ....scenarios.runner import Step
from .acquisition import (
    RULEBOOK_BIDDING,
    AttemptOdds,
    BiddingExample,
    BiddingResult,
    Discrepancy,
    OddsResult,
    OddsRow,
    SimRow,
    SimulationResult,
)
from .base import PHASE_RULES, DmlScenario, Milestone
from .characters import CharacterStack, StackResult
from .end import FatherOfDragons, Monopoly, ScenarioMismatch, VictoryPoints, VictoryResult
from .events import DragonSiege, EventEffects, ForeignMerchantRestock

SCENARIOS: dict[str, type[Scenario]] = {
    cls.__name__: cls
    for cls in (
        BiddingExample,
        AttemptOdds,
        VictoryPoints,
        Monopoly,
        FatherOfDragons,
        EventEffects,
        CharacterStack,
        ForeignMerchantRestock,
        DragonSiege,
    )
}


def list_scenarios() -> list[tuple[str, str]]:
    """(name, one-line summary) of every scenario, in the learning order."""
    return [(name, " ".join((cls.__doc__ or "").split("\n\n")[0].split())) for name, cls in SCENARIOS.items()]


__all__ = [
    "PHASE_RULES",
    "RULEBOOK_BIDDING",
    "SCENARIOS",
    "AttemptOdds",
    "BiddingExample",
    "BiddingResult",
    "CharacterStack",
    "Discrepancy",
    "DmlScenario",
    "DragonSiege",
    "EventEffects",
    "FatherOfDragons",
    "ForeignMerchantRestock",
    "Milestone",
    "Monopoly",
    "OddsResult",
    "OddsRow",
    "Param",
    "Row",
    "Scenario",
    "ScenarioMismatch",
    "ScenarioResult",
    "SimRow",
    "SimulationResult",
    "StackResult",
    "Step",
    "VictoryPoints",
    "VictoryResult",
    "list_scenarios",
    "trace_table",
]
