"""Reading untrusted input safely: JSON text and JSON-like data of any depth or size
become a ``ValueError`` naming the field, never a ``RecursionError`` or Python's own
integer-limit message, and error messages quote input briefly."""

from __future__ import annotations

import json
import reprlib
from typing import Any

#: Deepest nesting of lists and objects accepted anywhere (a save file needs 4 levels).
MAX_DEPTH = 32
#: Largest integer accepted anywhere (seeds, seats, counts): 20 digits.
MAX_INT = 10**20

_repr = reprlib.Repr()
_repr.maxlevel = 3
_repr.maxstring = 40
_repr.maxother = 40
_repr.maxlist = _repr.maxdict = _repr.maxtuple = 6


def short_repr(value: object) -> str:
    """A short ``repr`` for error messages, safe for huge integers and deep nesting."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= MAX_INT:
        return f"an integer of about {value.bit_length() * 3 // 10 + 1} digits"
    try:
        return _repr.repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"


def check_data(value: Any, field: str) -> None:
    """Refuse JSON-like data nested deeper than :data:`MAX_DEPTH` or holding an integer
    beyond :data:`MAX_INT`, as a ``ValueError`` naming ``field``. Iterative: any depth."""
    todo: list[tuple[Any, int]] = [(value, 0)]
    while todo:
        v, depth = todo.pop()
        if isinstance(v, (dict, list, tuple)):
            if depth >= MAX_DEPTH:
                raise ValueError(f"{field} is nested more than {MAX_DEPTH} levels deep")
            items = v.values() if isinstance(v, dict) else v
            todo.extend((item, depth + 1) for item in items)
            if isinstance(v, dict):
                todo.extend((k, depth + 1) for k in v if not isinstance(k, str))
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) >= MAX_INT:
            raise ValueError(f"{field} holds {short_repr(v)}; integers must stay below {MAX_INT:.0e}")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 20:
        raise ValueError(f"an integer of {len(text.lstrip('-'))} digits")
    return int(text)


def load_json(text: str, field: str) -> Any:
    """Parse JSON text; malformed, too deep or with huge integers is a ``ValueError``
    naming ``field``."""
    if not isinstance(text, str):
        raise ValueError(f"{field} must be JSON text, got {short_repr(text)}")
    try:
        data = json.loads(text, parse_int=_bounded_int)
    except RecursionError:  # the json module recurses once per level of nesting
        raise ValueError(f"{field} is nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:
        raise ValueError(f"{field} is not valid JSON: {e}") from None
    check_data(data, field)
    return data
