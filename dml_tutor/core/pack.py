"""What a game pack tells the core and the tutor about itself (game metadata as data).

Each pack (``dml_tutor.games.<name>``) exposes one :class:`Pack` as ``PACK``; the games
package keeps the registry. Everything the conformance suite, the tutor shell and the
lab need of a game is here, so a new game is a new folder and no copied code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from types import ModuleType
from typing import Any

from .agents import Agent
from .driver import Driver
from .rules import Catalog
from .tree import SeqNode, derive_tree


@dataclass(frozen=True, eq=False)
class Pack:
    """One game's rules, as the core and the tutor see them."""

    #: Short name, in save files and namespaced rule ids ("chess").
    name: str
    #: The game's title ("Chess").
    title: str
    #: The pack's driver class (``Game``).
    game: type[Driver[Any]]
    #: The pack's rule catalog (its ``rules.toml``).
    catalog: Callable[[], Catalog]
    #: The outermost sequence function, and the modules that hold the sequences.
    root: Callable[..., Any]
    modules: Sequence[ModuleType]
    #: A new game to play at random from a seed (the conformance suite's games).
    new_game: Callable[[int], Driver[Any]]
    #: One agent per seat that plays legal moves at random, from a seed.
    random_agents: Callable[[Driver[Any], int], list[Agent]]
    #: Sequences that may start under any other (drawn apart in the diagram).
    interrupts: tuple[str, ...] = ()
    #: What a seat may not know now: strings that must not appear in its view.
    secrets: Callable[[Driver[Any], int], set[str]] = field(default=lambda game, seat: set())
    #: How many seats a game has, and each seat's name.
    seats: Callable[[Driver[Any]], list[str]] = field(default=lambda game: [])
    #: The pack's package ("dml_tutor.games.chess"): its code is what cites the rule ids.
    package: str = ""

    @cached_property
    def tree(self) -> SeqNode:
        """The sequence tree, derived from the code (:func:`derive_tree`)."""
        return derive_tree(self.root, self.modules, self.interrupts)
