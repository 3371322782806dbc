"""One base for every pack's rule options: each option a dataclass field whose metadata
says the ruling it reads and our text of each reading.

A pack's options are a frozen dataclass on :class:`Options`, each field made by
:func:`option`::

    @dataclass(frozen=True)
    class Options(core.Options):
        mutual_lethal: str = option(
            "draw", rule="P-09", readings={"draw": "It is a draw.", "source_wins": "The source wins."}
        )

Reading options from a save file or a form (:meth:`Options.from_dict`: an unknown name or
a value that is no reading is a ``ValueError`` naming the option and quoting the value
briefly), the restart form's choices (:meth:`Options.choices`) and the pack's rule
variants (:meth:`Options.variants`, one per reading that is not the default) all come
from that metadata, so an option is declared once. In the manner of OpenFisca, whose
parameters and reforms carry their own references and descriptions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Self

from .inputs import short_repr
from .text import Text
from .variants import Variant

__all__ = ["Options", "option"]


def option(
    default: Any,
    *,
    rule: str,
    readings: Mapping[Any, Text],
    names: Mapping[Any, str] | None = None,
    label: str = "",
    labels: Mapping[Any, str] | None = None,
) -> Any:
    """A field of a pack's options: its ``default``, the ``rule`` id of the ruling it reads,
    and our text of each reading (value -> text, a message read in the reader's language; the
    default's text is the default reading).
    ``names`` gives a variant a name other than the option's (value -> name); ``label`` and
    ``labels`` are a form's words for the option and for each reading (default: the option's
    name and the reading's text)."""
    if default not in readings:
        raise ValueError(f"option default {short_repr(default)} is not one of its readings")
    unknown = [v for v in labels or {} if v not in readings]
    if unknown:
        raise ValueError(f"option labels for {short_repr(unknown[0])}, which is not one of its readings")
    return dataclasses.field(
        default=default,
        metadata={
            "rule": rule,
            "readings": dict(readings),
            "names": dict(names or {}),
            "label": label,
            "labels": dict(labels or {}),
        },
    )


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same type (``1`` is not ``True``)."""
    return type(a) is type(b) and a == b


@dataclasses.dataclass(frozen=True)
class Options:
    """The base of a pack's options (see the module doc); a subclass may add :meth:`check`."""

    @classmethod
    def _fields(cls) -> dict[str, dataclasses.Field[Any]]:
        return {f.name: f for f in dataclasses.fields(cls)}

    @classmethod
    def from_dict(cls, data: object) -> Self:
        """Options from a dict of some option names to values (None: every default)."""
        if data is None:
            return cls()
        if isinstance(data, Options):
            data = dataclasses.asdict(data)  # an instance is checked like the dict it saves as
        if not isinstance(data, dict):
            raise ValueError(f"options must be a dict, got {type(data).__name__}")
        known = cls._fields()
        for key, value in data.items():
            if key not in known:
                raise ValueError(f"unknown option {short_repr(key)}; known options: {', '.join(known)}")
            meta = known[key].metadata
            readings = meta.get("readings", {})
            if readings and not any(_same(value, r) for r in readings):
                rule = f" ({meta['rule']})" if meta.get("rule") else ""
                if all(isinstance(r, bool) for r in readings):
                    raise ValueError(f"option {key!r} must be true or false{rule}, got {short_repr(value)}")
                allowed = ", ".join(map(str, readings))
                raise ValueError(f"option {key!r} must be one of {allowed}{rule}, got {short_repr(value)}")
        made = cls(**data)
        made.check()
        return made

    def check(self) -> None:
        """Refuse a combination of readings that cannot go together (a ``ValueError``)."""

    def to_dict(self) -> dict[str, Any]:
        """The options as a save file holds them."""
        return dataclasses.asdict(self)

    @classmethod
    def choices(cls) -> list[dict[str, Any]]:
        """Each option for a form: ``{key, label, rule, default, options: [{value, label}]}`` (the
        field's ``label`` and ``labels``, else its name and our text of each reading)."""
        out = []
        for f in dataclasses.fields(cls):
            labels: Mapping[Any, str] = f.metadata.get("labels", {})
            readings: Mapping[Any, Text] = f.metadata.get("readings", {})
            out.append(
                {
                    "key": f.name,
                    "label": f.metadata.get("label") or f.name,
                    "rule": f.metadata.get("rule", ""),
                    "default": f.default,
                    "options": [{"value": v, "label": labels.get(v, str(text))} for v, text in readings.items()],
                }
            )
        return out

    @classmethod
    def variants(cls, pack: str) -> tuple[Variant, ...]:
        """One :class:`Variant` per reading that is not an option's default, in field order."""
        out = []
        for f in dataclasses.fields(cls):
            readings: dict[Any, Text] = dict(f.metadata.get("readings", {}))
            names: dict[Any, str] = dict(f.metadata.get("names", {}))
            for value, text in readings.items():
                if _same(value, f.default):
                    continue
                out.append(
                    Variant(pack, f.name, f.metadata["rule"], readings[f.default], text, value, names.get(value, ""))
                )
        return tuple(out)
