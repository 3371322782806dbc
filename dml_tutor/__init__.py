"""dml-tutor: a faithful Dragon's Money Laundering rules engine, stepped through in Jupyter.

The engine (everything imported here) is pure Python with no display imports.
"""

from .actions import Action, Bid, ChooseZone, Declare, DeclareWin, GiveCard, Pass, Play, Reroll, Seize, Steal, TakeCard
from .cards import RESOURCE_NAME, SUIT_SYMBOL, SUITS, Card, cards, primary_buying, secondary_buying
from .dice import success_probability
from .events import Event
from .game import Game, IllegalActionError, Options, Result
from .position import PositionError
from .rules import Rule, catalog, rule
from .scoring import Score, decide_winner, score
from .sequences import Decision
from .target import TargetValue, target_value
from .trace import Frame, TraceEntry

__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    # The widget is imported on first use, so the engine never loads display libraries.
    if name == "Tutor":
        from .tutor import Tutor

        return Tutor
    raise AttributeError(f"module 'dml_tutor' has no attribute {name!r}")


__all__ = [
    "RESOURCE_NAME",
    "SUITS",
    "SUIT_SYMBOL",
    "Action",
    "Bid",
    "Card",
    "ChooseZone",
    "Decision",
    "Declare",
    "DeclareWin",
    "Event",
    "Frame",
    "Game",
    "GiveCard",
    "IllegalActionError",
    "Options",
    "Pass",
    "Play",
    "PositionError",
    "Reroll",
    "Result",
    "Rule",
    "Score",
    "Seize",
    "Steal",
    "TakeCard",
    "TargetValue",
    "TraceEntry",
    "Tutor",
    "cards",
    "catalog",
    "decide_winner",
    "primary_buying",
    "rule",
    "score",
    "secondary_buying",
    "success_probability",
    "target_value",
]
