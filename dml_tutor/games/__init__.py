"""The game packs and their registry: each pack is a folder with a ``PACK`` (core.Pack)."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from ..core.driver import Driver, read_save
from ..core.pack import Pack

#: Pack name -> its module (imported on first use, so one game never loads another).
PACKS = {"dml": "dml_tutor.games.dml", "merc": "dml_tutor.games.merc", "terrus": "dml_tutor.games.terrus"}


def get(name: str) -> Pack:
    """The registered pack called ``name``; an unknown name is a ``ValueError``."""
    if not isinstance(name, str) or name not in PACKS:
        raise ValueError(f"unknown game {name!r}: the packs are {', '.join(PACKS)}")
    pack: Pack = import_module(PACKS[name]).PACK
    return pack


def packs() -> list[Pack]:
    """Every registered pack, in registry order."""
    return [get(name) for name in PACKS]


def load(text: str, *, trace: bool = True) -> Driver[Any]:
    """Load any pack's save file (one without a game name is DML's, from before packs)."""
    data = read_save(text)
    game = data.get("game", "dml")
    return get(game).game.from_json(text, trace=trace)
