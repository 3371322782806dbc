"""dml-tutor: a rules tutor for card and board games, stepped through in Jupyter.

``import dml_tutor as dml`` is Dragon's Money Laundering, the first game pack
(:mod:`dml_tutor.games.dml`); the game-agnostic core is :mod:`dml_tutor.core`, and the
other packs are under :mod:`dml_tutor.games`. The engine runs compiled where the install
could compile it (``dml.compiled`` says so; ``DML_TUTOR_PURE=1`` forces pure Python). The
display side (``dml.Tutor``, ``dml.Branches``, ``dml.lab``, ``dml.view``, a game's notebook
HTML) is imported on first use, so ``import dml_tutor`` loads no display library.
"""

from typing import TYPE_CHECKING

from . import _build  # first: it picks the compiled or the pure Python engine for every import after it

__version__ = "0.1.0"

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

#: The core's names kept here for DML's notebooks.
_CORE = ("Decision", "Frame", "Outcome", "TraceEntry")
#: Display things by name -> (module, attribute), imported on first use: ``dml.Tutor`` is DML's
#: tutor (the generic one takes a pack).
_LAZY = {
    "Tutor": ("dml_tutor.games.dml.display.tutor", "DmlTutor"),
    "Branches": ("dml_tutor.tutor", "Branches"),
    "languages": ("dml_tutor.i18n", "languages"),
}
#: DML's public names (the rest of ``__all__``), each imported from DML's pack on first use
#: (PEP 562), so importing the core or another pack (``dml_tutor.games.merc``) loads no DML.
_DML = frozenset(__all__) - {*_CORE, *_LAZY, "compiled"}
_LAZY_MODULES = ("lab", "scenarios", "tutor", "view")

if TYPE_CHECKING:
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
    from .games.dml.display.tutor import DmlTutor as Tutor
    from .i18n import languages

    #: True when the engine runs compiled (mypyc), False when it runs as pure Python.
    compiled: bool


def __getattr__(name: str) -> object:
    # Imported on first use (PEP 562): the engine loads no display library, and one game no other.
    from importlib import import_module

    if name in _DML:
        return getattr(import_module("dml_tutor.games.dml"), name)
    if name in _CORE:
        return getattr(import_module("dml_tutor.core"), name)
    if name == "compiled":  # the core is compiled exactly when every engine module is (_build)
        return _build.is_compiled(import_module("dml_tutor.core.driver"))
    if name in _LAZY:
        module, attribute = _LAZY[name]
        return getattr(import_module(module), attribute)
    if name in _LAZY_MODULES:
        return import_module(f"dml_tutor.{name}")
    raise AttributeError(f"module 'dml_tutor' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__, *_LAZY_MODULES})
