"""dml-tutor: a rules tutor for card and board games, stepped through in Jupyter.

``import dml_tutor as dml`` is Dragon's Money Laundering, the first game pack
(:mod:`dml_tutor.games.dml`); the game-agnostic core is :mod:`dml_tutor.core`, and the
other packs are under :mod:`dml_tutor.games`. The engine runs compiled where the install
could compile it (``dml.compiled`` says so; ``DML_TUTOR_PURE=1`` forces pure Python). The
display side (``dml.Tutor``, ``dml.Branches``, ``dml.lab``, ``dml.view``, a game's notebook
HTML) is imported on first use, so ``import dml_tutor`` loads no display library.
"""

from . import _build
from .core import Decision, Frame, Outcome, TraceEntry
from .games.dml import (
    RESOURCE_NAME,
    SUIT_SYMBOL,
    SUITS,
    Action,
    Bid,
    BlackMarketDraw,
    Card,
    ChanceError,
    ChooseZone,
    Declare,
    DeclareWin,
    Event,
    Game,
    GiveCard,
    IllegalActionError,
    Options,
    Pass,
    Play,
    PositionError,
    Reroll,
    Result,
    Rule,
    Score,
    Seize,
    Steal,
    TakeCard,
    TargetValue,
    cards,
    catalog,
    decide_winner,
    primary_buying,
    rule,
    score,
    secondary_buying,
    success_probability,
    target_value,
)
from .games.dml import game as _game_module

__version__ = "0.1.0"

#: True when the engine runs compiled (mypyc), False when it runs as pure Python.
compiled: bool = _build.is_compiled(_game_module)


#: Display things by name -> the module that holds them, imported on first use.
#: Name -> (module, attribute). ``dml.Tutor`` is DML's tutor (the generic one takes a pack).
_LAZY = {
    "Tutor": ("dml_tutor.tutor.widget", "DmlTutor"),
    "Branches": ("dml_tutor.tutor", "Branches"),
    "languages": ("dml_tutor.i18n", "languages"),
}
_LAZY_MODULES = ("lab", "scenarios", "tutor", "view")


def __getattr__(name: str) -> object:
    # Imported on first use, so the engine never loads display libraries (PEP 562).
    from importlib import import_module

    if name in _LAZY:
        module, attribute = _LAZY[name]
        return getattr(import_module(module), attribute)
    if name in _LAZY_MODULES:
        return import_module(f"dml_tutor.{name}")
    raise AttributeError(f"module 'dml_tutor' has no attribute {name!r}")


__all__ = [
    "RESOURCE_NAME",
    "SUITS",
    "SUIT_SYMBOL",
    "Action",
    "Bid",
    "BlackMarketDraw",
    "Card",
    "ChanceError",
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
    "Outcome",
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
    "compiled",
    "decide_winner",
    "languages",
    "primary_buying",
    "rule",
    "score",
    "secondary_buying",
    "success_probability",
    "target_value",
]
