"""One protocol for every host of the tutor: ``{"op": name, "args": [...], "kwargs": {...}}``.

The widget (comm messages), the lite site's entry page (a Web Worker's messages) and the
workshop table (websocket frames and HTTP bodies) all send the same message. :func:`read`
checks one, whole, before anything runs: a bad message is a ``ValueError`` naming the field
(``op``, ``args``, ``kwargs``, or the operation's own parameters) and changes nothing.
:func:`run` then runs it on a session, or on a host object whose methods are the session's
operations (the widget: the same names, syncing its traits after each). The Hint is the one
operation that runs long: :func:`run` starts it, reports its progress after each round of
rollouts and finishes it in the host's ``background`` (a widget's thread) or at once (the
page, which has no threads). The operations' names are :data:`~.viewmodel.OPERATIONS`.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Collection, Mapping
from typing import Any, Final, NamedTuple

from ..core.inputs import short_repr
from .hints import HintRun
from .session import TutorSession, arguments_check
from .viewmodel import OPERATIONS

__all__ = ["FIELDS", "MESSAGE_MAX", "OPERATIONS", "Message", "read", "run"]

#: The fields of a message.
FIELDS: Final = ("op", "args", "kwargs")
#: The longest message read as text (an operation is a few hundred bytes).
MESSAGE_MAX: Final = 20_000


def _check(op: str) -> Callable[..., None]:
    """A check of ``op``'s arguments against the session's method of that name (the widget's
    Fork operations, not the session's, take none)."""
    method = getattr(TutorSession, op, None)
    if method is not None:
        return functools.partial(arguments_check(method), None)

    def none(*args: Any, **kwargs: Any) -> None:
        if args or kwargs:
            raise ValueError(f"{op}() takes no arguments, got {short_repr([*args, *kwargs])}")

    return none


#: Each operation's check of its arguments (a wrong count or name is a ValueError naming them).
_CHECKS: Final = {op: _check(op) for op in OPERATIONS}


class Message(NamedTuple):
    """A checked message: an operation's name and its arguments."""

    op: str
    args: tuple[Any, ...] = ()
    kwargs: Mapping[str, Any] = {}


def read(message: object, offered: Collection[str] = OPERATIONS) -> Message:
    """A message from a front end, checked whole: a dict, or its JSON text (at most
    :data:`MESSAGE_MAX` characters). ``op`` must be one of ``offered``; ``args`` a list and
    ``kwargs`` an object with text keys (either may be left out); no other field; and the
    arguments must fit the operation's parameters. Anything else is a ``ValueError`` naming
    the field and quoting the value briefly."""
    if isinstance(message, str):
        if len(message) > MESSAGE_MAX:
            raise ValueError(f"a message is at most {MESSAGE_MAX} characters of JSON, got {len(message):,}")
        try:
            message = json.loads(message)
        except json.JSONDecodeError as e:
            raise ValueError(f"a message must be JSON: {e.msg}") from None
    if not isinstance(message, dict):
        raise ValueError(f"a message must be an object {{op, args, kwargs}}, got {short_repr(message)}")
    unknown = [k for k in message if k not in FIELDS]
    if unknown:
        raise ValueError(f"unknown field {short_repr(unknown[0])}: a message has op, args and kwargs")
    op = message.get("op")
    if isinstance(op, str) and op in OPERATIONS and op not in offered:
        raise ValueError(f"op: {op!r} is not offered here: this host offers {', '.join(offered)}")
    if not isinstance(op, str) or op not in offered:
        raise ValueError(f"op: unknown operation {short_repr(op)}: the view model's controls.operations lists them")
    args = message.get("args")
    if args is None:
        args = []
    if not isinstance(args, list):
        raise ValueError(f"args must be a list ({op}'s arguments), got {short_repr(args)}")
    kwargs = message.get("kwargs")
    if kwargs is None:
        kwargs = {}
    if not isinstance(kwargs, dict) or not all(isinstance(k, str) for k in kwargs):
        raise ValueError(f"kwargs must be an object ({op}'s keyword arguments), got {short_repr(kwargs)}")
    _CHECKS[op](*args, **kwargs)
    return Message(op, tuple(args), dict(kwargs))


def run(
    session: TutorSession,
    message: Message,
    *,
    host: object = None,
    progress: Callable[[], None] | None = None,
    background: Callable[[Callable[[], Any]], None] | None = None,
    refresh: Callable[[], None] | None = None,
) -> Any:
    """Run a checked message's operation: on ``host`` (an object with the operations as
    methods, the widget) or else on the session. A refusal is the operation's ``ValueError``,
    also in the session's ``error``. The Hint runs here for every host: it starts (then
    ``refresh``), calls ``progress`` after each round of rollouts, and finishes (then
    ``refresh``) in ``background(finish)`` if given, the call returning the started
    ``HintRun``, else at once, the call returning the ``Hint``."""
    op, args, kwargs = message
    if op != "hint":
        return getattr(session if host is None else host, op)(*args, **kwargs)
    try:
        started: HintRun = session.attempt(lambda: session.start_hint(*args, **kwargs))
    finally:
        if refresh is not None:
            refresh()
    started.on_progress = progress

    def finish() -> Any:
        try:
            return session.attempt(lambda: session.finish_hint(started))
        finally:
            if refresh is not None:
                refresh()

    if background is None:
        return finish()
    background(finish)
    return started
