"""The game facts a tutor session needs, read from the pack's descriptor (:class:`~dml_tutor.core.pack.Pack`):
who may decide for a seat, the agent deciding for it, a new game from a seed and settings, and
a restart. A pack's tutor panel only draws; nothing here is written per game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..core.agents import Agent
from ..core.driver import Driver
from ..core.inputs import short_repr
from ..core.pack import Pack
from ..i18n import Messages

__all__ = ["PERSON", "choices_in", "make_agent", "new_game", "option_message", "restarted", "seat_modes"]

#: The seat mode of a person: the tutor stops and asks; every other mode is one of the pack's agents.
PERSON: Final = "person"


def seat_modes(pack: Pack) -> tuple[str, ...]:
    """Who may decide for a seat: a person, or one of the pack's agents by name."""
    return (PERSON, *pack.agents)


def make_agent(pack: Pack, game: Driver[Any], seat: int, mode: str) -> Agent | None:
    """The agent deciding for ``seat`` in ``mode`` (None for a person), seeded by the game's seed
    (0 for a game from a position without one) as every agent of the pack is."""
    if mode == PERSON:
        return None
    seed = getattr(game, "seed", None)
    return pack.agents[mode](game, seed if isinstance(seed, int) else 0)[seat]


def option_message(key: str, value: Any = None) -> str:
    """The message id of a restart form's field (``option-players``) or of one of its choices
    (``option-players-3``, ``option-rules-implementation-notes``, ``option-strict-true``)."""
    tail = "" if value is None else "-" + str(value).lower()
    return f"option-{key}{tail}".replace("_", "-")


def choices_in(choices: list[dict[str, Any]], messages: Messages) -> list[dict[str, Any]]:
    """The restart form's fields (``Pack.choices``) in the reader's language: a field's label is the
    pack's message :func:`option_message` of its key, a choice's of its key and value, where the pack
    has one (its ``locales/<lang>/*.ftl``); else the pack's own words."""

    def said(msg_id: str, words: str) -> str:
        try:
            return messages(msg_id)
        except KeyError:  # a pack without messages for its form keeps its own words
            return words

    return [
        {
            **f,
            "label": said(option_message(f["key"]), f["label"]),
            "options": [{**o, "label": said(option_message(f["key"], o["value"]), o["label"])} for o in f["options"]],
        }
        for f in choices
    ]


def _options(pack: Pack) -> set[str]:
    """The option names a restart may set directly (the pack's variants' options)."""
    return {v.option for v in pack.variants}


def _apply(pack: Pack, settings: dict[str, Any], choices: Mapping[str, Any]) -> dict[str, Any]:
    """``settings`` with the restart form's ``choices``: a settings field by name, or one of the
    pack's rule options (put in ``options``)."""
    fields = {s.name for s in pack.schema}
    options = _options(pack)
    for key, value in choices.items():
        if key in fields and key != "seed":
            settings[key] = value
        elif key in options and "options" in fields:
            settings["options"] = {**(settings.get("options") or {}), key: value}
        else:
            known = sorted((fields - {"seed"}) | options)
            raise ValueError(f"unknown setting {short_repr(key)}: {pack.name} games have {', '.join(known) or 'none'}")
    return settings


def new_game(pack: Pack, seed: int | None, choices: Mapping[str, Any]) -> Driver[Any]:
    """A new game of ``pack`` from a seed (0 if none) and the settings given (``Pack.start``)."""
    return pack.from_settings(_apply(pack, pack.defaults(0 if seed is None else seed), choices))


def restarted(pack: Pack, game: Driver[Any], seed: int | None, choices: Mapping[str, Any]) -> Driver[Any]:
    """A new game like ``game``: its settings, with a new ``seed`` (the fields a seed deals, such
    as a random position, dealt again) and the ``choices`` given. A described position belongs to
    the settings it was written for: changing one of the pack's choice fields (DML's players or
    mode) starts from the beginning instead. A bad value is a ValueError; ``game`` goes on."""
    settings = pack.settings(game)
    before = dict(settings)
    if seed is not None:
        for s in pack.schema:
            if s.name == "seed":
                settings["seed"] = seed
            elif s.from_seed is not None:
                settings[s.name] = s.value_for(seed)
    settings = _apply(pack, settings, choices)
    changed = [s for s in pack.schema if s.choices and settings.get(s.name) != before.get(s.name)]
    for s in pack.schema:
        if changed and s.name == "position" and s.from_seed is None and settings.get("position") is not None:
            settings["position"] = s.value_for(0)
    try:
        return pack.from_settings(settings)
    except ValueError:
        # A rule option the form sent unchanged gives way to one that was changed (MERC: the
        # Implementation Notes have no reading of the Dictator card, P-08): retry with only the
        # options chosen anew, the others at their defaults; if that fails too, the first reason.
        old = before.get("options") or {}
        chosen = {k: v for k, v in (settings.get("options") or {}).items() if k in choices and old.get(k) != v}
        if "options" not in settings or chosen == settings["options"]:
            raise
        try:
            return pack.from_settings({**settings, "options": chosen})
        except ValueError:
            pass
        raise
