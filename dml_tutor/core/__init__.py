"""The game-agnostic core of dml-tutor: sequences, the driver, the trace, rule catalogs,
outcomes, agents and the pack protocol. Standard library only; no game's vocabulary.

A game pack (``dml_tutor.games.<name>``) writes its rulebook's sequences as generator
functions marked with :func:`sequence`, subclasses :class:`Driver` for its table, and
keeps its rule text in a ``rules.toml`` read by :class:`Catalog`.
"""

from .agents import Agent, AgentFactory, RandomAgent, agent_seed, each_seat, play_out
from .driver import SAVE_FORMAT, Driver, IllegalActionError, is_int
from .options import Options, option
from .outcome import Outcome
from .pack import Pack, Setting
from .rules import Catalog, Rule
from .sequence import Decision, Seq, sequence, sequence_name
from .trace import Frame, TraceEntry
from .tree import SeqNode, derive_tree

__all__ = [
    "SAVE_FORMAT",
    "Agent",
    "AgentFactory",
    "Catalog",
    "Decision",
    "Driver",
    "Frame",
    "IllegalActionError",
    "Options",
    "Outcome",
    "Pack",
    "RandomAgent",
    "Rule",
    "Seq",
    "SeqNode",
    "Setting",
    "TraceEntry",
    "agent_seed",
    "derive_tree",
    "each_seat",
    "is_int",
    "option",
    "play_out",
    "sequence",
    "sequence_name",
]
