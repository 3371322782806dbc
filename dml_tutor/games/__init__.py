"""The game packs and their registry: every package that registers a ``PACK`` (core.Pack).

A pack registers itself as an entry point of the group ``dml_tutor.packs`` in its
distribution's metadata (name -> the module exposing ``PACK``), as the three packs here
do in dml-tutor's ``pyproject.toml``; so ``pip install`` of a game's own package makes it
a game of the tutor, the lab and the command line, with no change to dml-tutor.
"""

from __future__ import annotations

from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

# Every game says its sentences as messages (``dml_tutor.core.text.Say``); importing the message
# layer, as every pack's package does through this one, installs their English.
from .. import i18n  # noqa: F401
from ..core.driver import Driver, read_save
from ..core.inputs import short_repr
from ..core.pack import Pack

#: The entry-point group a pack registers in.
GROUP = "dml_tutor.packs"


class PackError(ValueError):
    """A registered pack that cannot be loaded (a broken entry point)."""


#: dml-tutor's own packs, as its pyproject.toml registers them: used only where the installed
#: metadata predates the entry points (an editable install not refreshed since).
BUILT_IN = {"dml": "dml_tutor.games.dml", "merc": "dml_tutor.games.merc", "terrus": "dml_tutor.games.terrus"}


def _registered() -> dict[str, str]:
    """Pack name -> its module, from the installed entry points: dml-tutor's own packs first
    (in its order), then the others by name."""
    found = list(entry_points(group=GROUP))
    own = [ep for ep in found if ep.dist is not None and ep.dist.name == "dml-tutor"]
    rest = sorted((ep for ep in found if ep not in own), key=lambda ep: ep.name)
    out = {ep.name: ep.value for ep in own} or dict(BUILT_IN)
    return {**out, **{ep.name: ep.value for ep in rest if ep.name not in out}}


#: Pack name -> its module (``"module"`` or ``"module:ATTRIBUTE"``), imported on first use,
#: so one game never loads another.
PACKS: dict[str, str] = _registered()


def get(name: str) -> Pack:
    """The registered pack called ``name``; an unknown name is a ``ValueError`` listing the
    known ones, a broken registration a :class:`PackError` saying what is wrong."""
    if not isinstance(name, str) or name not in PACKS:
        raise ValueError(f"unknown game {short_repr(name)}: the packs are {', '.join(PACKS) or 'none'}")
    where = PACKS[name]
    module, _, attr = where.partition(":")
    try:
        found: Any = import_module(module)
    except Exception as exc:
        raise PackError(f"the {name!r} pack ({where}) failed to import: {type(exc).__name__}: {exc}") from exc
    pack = getattr(found, attr or "PACK", None)
    if not isinstance(pack, Pack):
        raise PackError(f"the {name!r} pack ({where}) has no {attr or 'PACK'} (a dml_tutor.core.Pack)")
    if pack.name != name:
        raise PackError(f"the {name!r} pack ({where}) calls itself {pack.name!r}")
    return pack


def names() -> list[str]:
    """Every registered pack's name, in registry order."""
    return list(PACKS)


def packs() -> list[Pack]:
    """Every registered pack, in registry order."""
    return [get(name) for name in PACKS]


def pack_of(game: Driver[Any]) -> Pack:
    """The pack a game belongs to."""
    return get(game.pack)


def load(text: str, *, trace: bool = True) -> Driver[Any]:
    """Load any pack's save file (one without a game name is DML's, from before packs)."""
    data = read_save(text)
    game = data.get("game", "dml")
    return get(game).game.from_json(text, trace=trace)
