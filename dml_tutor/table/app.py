"""The table server's routes: the HTTP and websocket contract of docs/table.md, on Starlette.

Every URL a table gives out is ``/t/<table id>/<token>``: the token (``secrets.token_urlsafe``)
is the role's key, a path segment, so ``<url>/state``, ``<url>/act``, ``<url>/op`` and ``<url>/ws``
append one segment; the id lets a proxy route a table to the process that holds it
(docs/table.md). The handlers are module-level and find the :class:`Hub` on ``app.state``;
a :class:`~.room.Refusal` anywhere becomes its JSON answer through Starlette's exception
handlers. Every message a page sends, over HTTP or the websocket, goes through one
:func:`handle`, under the table's lock, so two changes of a table never interleave. A move
is written to SQLite (:mod:`.store`) before anyone hears of it.

The event loop never runs a bot: each bot move is asked of the agent in a worker thread
(one move per task, so the tables' bots take turns), within :attr:`Limits.bot_seconds`;
a table is answered as soon as it exists and its bots play on. Each websocket has its own
sender holding only the latest frame, so a page that does not read slows nobody else and
is dropped after :data:`SEND_TIMEOUT`.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import hmac
import ipaddress
import json
import logging
import sqlite3
import time
import urllib.parse
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, Final

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from .. import i18n
from ..core.inputs import short_repr
from ..core.text import Text, say
from ..i18n import Messages
from ..tutor import protocol
from ..tutor.assets import front_end, viz_module
from . import pages, quiz
from .room import NAVIGATION, TEACHER_OPS, Refusal, Role, Room, new_room, refused, restore_room
from .store import Event, Store

__all__ = ["MAX_MESSAGE", "SEND_TIMEOUT", "Hub", "Limits", "RateLimit", "create_app", "handle"]

log = logging.getLogger("dml_tutor.table")

#: The largest request body or websocket message read (bytes); larger is 413 or closes the socket.
MAX_MESSAGE: Final = 64 * 1024
#: The deepest nesting of arrays and objects a message may have (deeper is a 400).
MAX_DEPTH: Final = 32
#: Seconds a client may take to send a request's body (slower is a 408).
BODY_TIMEOUT: Final = 10.0
#: The most frames waiting for one websocket (a page that does not read loses the oldest).
OUTBOX: Final = 4
#: The name of the bots' worker threads.
BOT_THREADS: Final = "dml-tutor-bot"
#: Seconds a page may take to take in a frame before it is dropped (it reconnects).
SEND_TIMEOUT: Final = 10.0
#: The bots whose thinking takes longer where they have a choice (the coach's rollouts): each of
#: their moves takes :attr:`Limits.bot_pace` exactly, so how long one took tells nobody whether
#: the seat had a choice.
PACED: Final = ("coach",)

#: Every page's security headers: scripts and styles only from this server (viz.js is imported
#: from a Blob URL and compiles WebAssembly; the tutor sets widths in style attributes), no
#: framing by another site, no sniffing, and no URL (a token) in a Referer.
SECURITY_HEADERS: Final = {
    "content-security-policy": (
        "default-src 'self'; script-src 'self' blob: 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
        "form-action 'self'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}


@dataclass(frozen=True)
class Limits:
    """The server's limits: message size; each page's messages (``rate`` a second in bursts of
    ``burst``, across all its sockets) and its why-not and hint questions (``ask_rate``,
    ``ask_burst``); sockets per page; live tables; seconds per bot move; the pace of a thinking
    bot's moves (``bot_pace``, 0: none); and the seconds after which a finished or an idle table
    expires."""

    max_message: int = MAX_MESSAGE
    rate: float = 20.0
    burst: int = 60
    ask_rate: float = 2.0
    ask_burst: int = 6
    sockets_per_token: int = 4
    max_tables: int = 1000
    bot_seconds: float = 10.0
    bot_pace: float = 1.0
    bot_workers: int = 2
    expire_over: float = 2 * 3600.0
    expire_idle: float = 12 * 3600.0


class RateLimit:
    """A token bucket: :meth:`allow` is False once a caller outruns ``rate`` per second beyond ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = float(burst)
        self.at = clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Outbox:
    """One websocket's sender: it holds at most :data:`OUTBOX` frames (each a whole state; a
    page that reads slowly loses the oldest, never the latest), so a page that does not read
    slows nobody else; a send that takes longer than :data:`SEND_TIMEOUT` drops the page
    (``dropped`` is set; its handler ends)."""

    def __init__(self, ws: WebSocket, role: Role, token: str, language: str | None = None) -> None:
        self.ws = ws
        self.role = role
        self.token = token
        self.language = language
        self.since = time.monotonic()
        self.frames: collections.deque[str] = collections.deque(maxlen=OUTBOX)
        self.ready = asyncio.Event()
        self.dropped = asyncio.Event()
        self.task = asyncio.create_task(self._run())

    def post(self, text: str) -> None:
        self.frames.append(text)
        self.ready.set()

    async def _run(self) -> None:
        try:
            while True:
                await self.ready.wait()
                self.ready.clear()
                while self.frames:
                    await asyncio.wait_for(self.ws.send_text(self.frames.popleft()), SEND_TIMEOUT)
        except asyncio.CancelledError:
            raise
        except Exception:  # gone, or too slow to read: its handler ends and forgets it
            self.dropped.set()


@dataclass
class Hub:
    """The server's tables, their tokens, the store, each table's open websockets, the
    teacher's key, and the worker threads its bots think in."""

    store: Store
    limits: Limits = field(default_factory=Limits)
    #: The address join links and QR codes name (never a request's Host header).
    public_url: str = "http://127.0.0.1:8765"
    #: The origins this server serves (``scheme://host:port``): a state-changing request or a
    #: websocket from a page of any other origin is refused.
    origins: frozenset[str] = frozenset()
    #: What another machine sends as ``Authorization: Bearer <key>`` to create or end tables.
    teacher_key: str = ""
    #: This process's name in a bigger event: every table id it makes starts ``<shard>-``.
    shard: str = ""
    #: The pages' language where neither ``?lang=`` nor the browser names a shipped one, and the
    #: projector's without ``?lang=`` (None: each table's own, English).
    language: str | None = None
    rooms: dict[str, Room] = field(default_factory=dict)
    roles: dict[str, Role] = field(default_factory=dict)
    sockets: dict[str, set[Outbox]] = field(default_factory=dict)
    buckets: dict[str, RateLimit] = field(default_factory=dict)
    locks: dict[str, asyncio.Lock] = field(default_factory=dict)
    bots: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    pool: ThreadPoolExecutor | None = None
    #: The clock and the wait that keep the bots' pace (a test keeps time with its own).
    clock: Callable[[], float] = time.monotonic
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    def load(self) -> None:
        """Every stored table, replayed to where its log left it (one that cannot be is logged
        and left out: the others still open)."""
        for row in self.store.load():
            try:
                room = restore_room(row)
                self.add(room)
                mark = room.version_mark()
                if mark:  # an older log goes on under this version
                    self.commit(room, mark)
            except Exception:  # one broken table must not keep the others from the room
                log.exception("table %s could not be restored", row.id)

    def host_note(self) -> Text:
        """What the teacher's page says when phones cannot reach the join links ("" if they can)."""
        host = urllib.parse.urlsplit(self.public_url).hostname
        if not loopback(host) and host != "localhost":
            return ""
        return say("table-host-note", url=self.public_url)

    def add(self, room: Room) -> None:
        room.host_note = self.host_note()
        self.rooms[room.id] = room
        self.roles.update(room.roles())

    def remove(self, room: Room) -> None:
        """End ``room``: forget it, its tokens and its log; close its pages (4410)."""
        room.ended = True
        self.store.delete(room.id)
        self.rooms.pop(room.id, None)
        for token, role in list(self.roles.items()):
            if role.room is room:
                del self.roles[token]
        task = self.bots.pop(room.id, None)
        if task is not None:
            task.cancel()
        self.locks.pop(room.id, None)
        for box in self.sockets.pop(room.id, set()):
            box.dropped.set()

    def expire(self, now: float | None = None) -> list[str]:
        """End the tables finished longer than ``expire_over`` ago or idle longer than
        ``expire_idle``; returns their ids."""
        now = time.time() if now is None else now
        gone = [
            r
            for r in list(self.rooms.values())
            if now - r.updated > (self.limits.expire_over if r.game.is_over else self.limits.expire_idle)
        ]
        for room in gone:
            self.remove(room)
        return [r.id for r in gone]

    def role(self, table_id: str, token: str) -> Role:
        role = self.roles.get(token)
        if role is None or role.room.id != table_id:
            raise Refusal(404, say("refusal-no-table"))
        return role

    def lock(self, room: Room) -> asyncio.Lock:
        lock = self.locks.get(room.id)
        if lock is None:
            lock = self.locks[room.id] = asyncio.Lock()
        return lock

    def commit(self, room: Room, events: list[Event]) -> None:
        """Write ``events`` before anything is answered; if the write fails, the table goes back
        to what is stored and the change is refused."""
        room.changed()
        room.updated = time.time()
        if not events:
            return
        try:
            self.store.append(room.id, room.logged, events)
        except sqlite3.Error as e:
            log.exception("table %s: write failed", room.id)
            self.add(restore_room(room.row))
            raise Refusal(503, say("refusal-not-saved", reason=str(e))) from None
        room.logged += len(events)
        room.row.events.extend(events)

    def allow(self, key: str, rate: float | None = None, burst: int | None = None) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) > 10_000:
                self.buckets.clear()
            bucket = self.buckets[key] = RateLimit(rate or self.limits.rate, burst or self.limits.burst)
        return bucket.allow()

    def broadcast(self, room: Room) -> None:
        """Give every open page of ``room`` its role's new state (one JSON text per role); each
        page's own sender sends it."""
        texts: dict[tuple[str, str | None], str] = {}
        for box in list(self.sockets.get(room.id, ())):
            key = (box.role.key, box.language)
            if key not in texts:
                texts[key] = frame_text(room.text(box.role, box.language))
            box.post(texts[key])

    def play(self, room: Room) -> None:
        """Let ``room``'s bots play on, in the background (one task per table)."""
        task = self.bots.get(room.id)
        if (task is None or task.done()) and room.bot() is not None:
            self.bots[room.id] = asyncio.create_task(self._bots(room))

    async def _bots(self, room: Room) -> None:
        """Each bot move: the agent thinks in a worker thread (within ``bot_seconds``, else the
        pack's heuristic or random agent moves for it), then the move is applied, written and
        sent. A :data:`PACED` bot's move takes ``bot_pace`` seconds whether it had one option or
        many: one that has not chosen by then plays its stand-in's move at that time."""
        loop = asyncio.get_running_loop()
        while not room.ended:
            async with self.lock(room):
                asked = room.bot()
                if asked is None:
                    return
                agent, d = asked
                paced = self.limits.bot_pace > 0 and room.seat_modes[d.seat] in PACED
                budget = self.limits.bot_pace if paced else self.limits.bot_seconds
                started = self.clock()
                try:
                    future = loop.run_in_executor(self.pool, agent.choose, room.game, d)
                    action = await asyncio.wait_for(future, budget)
                    if self.clock() - started > budget:  # late by the table's own clock
                        raise TimeoutError
                except TimeoutError:
                    say_late = log.info if paced else log.warning
                    say_late("table %s: seat %s's bot took over %s s: its stand-in moves", room.id, d.seat, budget)
                    action = room.stand_in(d)
                except Exception:  # a broken agent must not stop the table
                    log.exception("table %s: seat %s's bot failed: its stand-in moves", room.id, d.seat)
                    action = room.stand_in(d)
                if paced:
                    await self.sleep(max(0.0, started + budget - self.clock()))
                try:
                    self.commit(room, room.bot_move(d, action))
                except Refusal:
                    return
                # Bots' moves reach the pages together, when a person must decide (or the game
                # ends, or the teacher pauses): a frame per bot move would tell the room which
                # bot had a choice (a single choice the pack takes without asking is taken inside
                # the move before it). A table of bots alone shows every move; where every seat
                # is asked alike (P-23) their number tells nothing there either, nor their time.
                if room.bot() is None or "person" not in room.seat_modes:
                    self.broadcast(room)
            await asyncio.sleep(0)  # let the other tables' requests in between two bot moves


def frame(state: dict[str, Any], kind: str = "state", op: str | None = None) -> str:
    """A websocket frame: ``{"type": "state", "state": {...}}``; a refusal's also names the
    ``op`` refused (the page shows which tap it was)."""
    data = {"type": kind, "state": state} if op is None else {"type": kind, "op": op, "state": state}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def frame_text(state: str) -> str:
    """:func:`frame` of a state already JSON text."""
    return '{"type":"state","state":' + state + "}"


# ------------------------------------------------------------ reading requests


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _depth(value: Any) -> int:
    """How deeply arrays and objects nest in ``value`` (without recursion)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict | list):
            deepest = max(deepest, d)
            if d > MAX_DEPTH:
                break
            stack.extend((x, d + 1) for x in (v.values() if isinstance(v, dict) else v))
    return deepest


def parse(raw: bytes | str) -> Any:
    """A request's or message's JSON; unreadable or nested deeper than :data:`MAX_DEPTH` is a
    400 :class:`Refusal`."""
    try:
        value = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, UnicodeDecodeError):
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        raise Refusal(400, say("refusal-malformed-json", got=short_repr(text[:80]))) from None
    except RecursionError:
        value = None
        raise Refusal(400, say("refusal-json-deep", most=MAX_DEPTH)) from None
    if _depth(value) > MAX_DEPTH:
        raise Refusal(400, say("refusal-json-deep", most=MAX_DEPTH))
    return value


async def _body(request: Request) -> Any:
    """The request's JSON; too long is a 413 Refusal, too slow a 408, unreadable a 400."""
    limit = _hub(request).limits.max_message
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise Refusal(413, say("refusal-body-long", most=limit))
    chunks: list[bytes] = []
    size = 0
    try:
        async with asyncio.timeout(BODY_TIMEOUT):
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise Refusal(413, say("refusal-body-long", most=limit))
                chunks.append(chunk)
    except TimeoutError:
        raise Refusal(408, say("refusal-body-slow", seconds=round(BODY_TIMEOUT))) from None
    return parse(b"".join(chunks))


def _hub(request: Request | WebSocket) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _role(request: Request) -> Role:
    """The role of the URL's token, its page within its rate."""
    hub = _hub(request)
    token = request.path_params["token"]
    role = hub.role(request.path_params["table"], token)
    if not hub.allow(f"page:{token}"):
        raise Refusal(429, say("refusal-too-many-requests"))
    return role


def language(request: Request | WebSocket, role: Role | None = None) -> str | None:
    """The language a page reads: ``?lang=`` if shipped, else the first shipped one of the
    browser's ``Accept-Language`` (not the projector's: the room reads the server's), else the
    server's (:attr:`Hub.language`; None: the table's own)."""
    shipped = i18n.languages()
    asked = request.query_params.get("lang")
    if asked in shipped:
        return asked
    default = _hub(request).language
    if role is not None and role.kind == "projector":
        return default
    for part in request.headers.get("accept-language", "").split(","):
        tag = part.split(";", 1)[0].strip()
        for name in (tag, tag.split("-", 1)[0]):
            if name in shipped:
                return None if name == i18n.SOURCE else name
    return default


def loopback(host: str | None) -> bool:
    """Whether a client address is this machine's own (as uvicorn reports it, a proxy's
    forwarded address included)."""
    try:
        return host is not None and ipaddress.ip_address(host.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def _teacher(request: Request) -> None:
    """Creating and ending tables is the teacher's: from this machine as it is, from any other
    with ``Authorization: Bearer <the teacher key>`` (401 otherwise)."""
    hub = _hub(request)
    if loopback(request.client.host if request.client else None):
        return
    given = request.headers.get("authorization", "")
    scheme, _, key = given.partition(" ")
    if scheme.lower() == "bearer" and hub.teacher_key and hmac.compare_digest(key.strip(), hub.teacher_key):
        return
    raise Refusal(401, say("refusal-teacher-key"))


def _origin_ok(hub: Hub, origin: str | None) -> bool:
    """A request with no Origin (not from a browser's page) or from a page this server serves."""
    return origin is None or origin.rstrip("/") in hub.origins


def _changing(request: Request, *, body: bool = True) -> None:
    """A state-changing request: JSON (a cross-site form or ``no-cors`` post cannot send it),
    from a page of this server's own origin."""
    if not _origin_ok(_hub(request), request.headers.get("origin")):
        raise Refusal(403, say("refusal-other-site", origin=short_repr(request.headers.get("origin"))))
    kind = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    if body and kind != "application/json":
        raise Refusal(415, say("refusal-not-json", got=short_repr(kind or "nothing")))


# ------------------------------------------------------------ one handler for every message


def _args(msg: Any) -> tuple[str, list[Any]]:
    if not isinstance(msg, dict) or not isinstance(msg.get("op"), str):
        raise Refusal(400, say("refusal-message", got=short_repr(msg)))
    args = msg.get("args", [])
    if not isinstance(args, list):
        raise Refusal(400, say("refusal-args", got=short_repr(args)))
    return msg["op"], args


def _one(name: str, args: list[Any], what: str) -> Any:
    """The one argument of ``name``, which is a ``what`` ("move" or "guess")."""
    if len(args) != 1:
        raise Refusal(400, say("refusal-one-argument", op=name, what=what))
    return args[0]


#: The messages that ask the server to think for one page (rate-limited apart, per page).
ASKING: Final = ("why_not", "hint")
#: The tutor's own operations a table takes (read by the one protocol, :mod:`~dml_tutor.tutor.protocol`).
TUTOR_OPS: Final = ("choose", "why_not", "commit_prediction", "set_seat", "hint", "stop_hint", *NAVIGATION)
#: Seconds a hint at the table may run before it stops and shows what it has.
HINT_SECONDS: Final = 20.0


def read(msg: Any) -> tuple[str, list[Any]]:
    """A page's message: the table's own operations (pause, resume, ...) checked here, the
    tutor's through the one protocol's :func:`~dml_tutor.tutor.protocol.read`."""
    if isinstance(msg, dict) and msg.get("op") in (*TEACHER_OPS, *quiz.OPS) and msg.get("op") not in TUTOR_OPS:
        return _args(msg)
    try:
        message = protocol.read(msg, offered=TUTOR_OPS)
    except ValueError as e:
        raise refused(e) from None
    if message.kwargs:
        raise Refusal(400, say("refusal-keywords", op=message.op, got=short_repr(dict(message.kwargs))))
    return message.op, list(message.args)


async def handle(hub: Hub, role: Role, token: str, msg: Any) -> bool:
    """One message from a page, ``{op, args, kwargs}``, the same over HTTP and the websocket:
    a seat's ``choose``, ``why_not`` and ``commit_prediction``, the teacher's operations. True
    if the table changed (everyone is sent the new state); a :class:`Refusal` changes nothing.
    Every message counts against its page's rate (all its sockets together), why-not also
    against its rate of questions."""
    if not hub.allow(f"page:{token}"):
        raise Refusal(429, say("refusal-too-many-messages"))
    name, args = read(msg)
    if name in ASKING and not hub.allow(f"ask:{token}", hub.limits.ask_rate, hub.limits.ask_burst):
        raise Refusal(429, say("refusal-too-many-questions", op=name))
    room = role.room
    if name == "quiz":  # the bank's first question on a pack takes seconds: not on the event loop
        await asyncio.get_running_loop().run_in_executor(hub.pool, quiz.warm, room.pack.name)
    async with hub.lock(room):
        if room.ended:
            raise Refusal(410, say("refusal-ended"))
        changed = _apply(hub, role, name, args)
    if changed:
        hub.play(room)
    return changed


def _apply(hub: Hub, role: Role, name: str, args: list[Any]) -> bool:
    room = role.room
    if name == "choose":
        action = _one(name, args, "move")
        d = room.game.pending
        if role.kind == "seat" and isinstance(action, int) and not isinstance(action, bool):
            if d is None or d.seat != role.seat or not 0 <= action < len(d.actions):
                raise Refusal(409, say("refusal-no-option", got=short_repr(action)))
            action = str(d.actions[action])
        hub.commit(room, room.act(role, action))
        return True
    if name == "commit_prediction":
        hub.commit(room, room.guess(role, _one(name, args, "guess")))
        return True
    if name == "why_not":
        room.why_not(role, _one(name, args, "move"))
        return False
    if name in ("hint", "stop_hint"):
        _hint(hub, role, name)
        return False
    if name in quiz.OPS:
        try:
            hub.commit(room, room.quiz.apply(room.pack.name, role.kind, role.key, name, args))
        except quiz.Refused as e:
            raise Refusal(e.status, e.said) from None
        return True
    if name in TEACHER_OPS or role.kind == "teacher":
        hub.commit(room, room.steer(role, name, args))
        return True
    raise Refusal(403, say("refusal-for-the-teacher", op=short_repr(name), role=role.kind))


def _hint(hub: Hub, role: Role, name: str) -> None:
    """A seat's hint at its own live decision, from what that seat knows (the coach's rollouts
    from its own knowledge), when the teacher allows hints: the rollouts run in a worker thread,
    the seat's page follows their progress, and it stops after :data:`HINT_SECONDS`."""
    room = role.room
    if role.kind != "seat":
        raise Refusal(403, say("refusal-hint-role", role=role.kind))
    if not room.hints:
        raise Refusal(403, say("refusal-hints-off"))
    s = room.session
    if name == "stop_hint":
        s.stop_hint()
        return
    room.follow()
    d = room.game.pending
    if d is None or d.seat != role.seat or room.paused:
        raise Refusal(409, say("refusal-hint-not-yours"))
    loop = asyncio.get_running_loop()

    def shown() -> None:  # from the worker thread: the seat's page is sent the hint's progress
        loop.call_soon_threadsafe(_refresh, hub, room)

    def background(finish: Callable[[], Any]) -> None:
        loop.run_in_executor(hub.pool, finish)

    try:
        started = protocol.run(s, protocol.Message("hint"), progress=shown, background=background, refresh=shown)
    except ValueError as e:
        raise refused(e, 409) from None
    loop.call_later(HINT_SECONDS, started.stop)


def _refresh(hub: Hub, room: Room) -> None:
    room.changed()
    hub.broadcast(room)


async def _answer(request: Request, msg: Any) -> Response:
    """An HTTP message: handled, sent to every page if it changed the table, answered with the
    role's state."""
    hub = _hub(request)
    role = _role(request)
    if await handle(hub, role, request.path_params["token"], msg):
        hub.broadcast(role.room)
    return Response(role.room.text(role, language(request, role)), media_type="application/json")


# ------------------------------------------------------------ the routes


async def index(request: Request) -> Response:
    return HTMLResponse(pages.index_page(language(request) or i18n.SOURCE))


async def packs(request: Request) -> Response:
    return JSONResponse(pages.packs_json(language(request) or i18n.SOURCE))


async def create(request: Request) -> Response:
    hub = _hub(request)
    _changing(request)
    _teacher(request)
    if not hub.allow(f"create:{request.client.host if request.client else ''}"):
        raise Refusal(429, say("refusal-too-many-tables"))
    body = await _body(request)
    if len(hub.rooms) >= hub.limits.max_tables:
        hub.expire()
    if len(hub.rooms) >= hub.limits.max_tables:
        raise Refusal(503, say("refusal-tables-full", most=hub.limits.max_tables))
    room = new_room(body, shard=hub.shard)
    try:
        hub.store.add_table(room.row)
    except sqlite3.Error as e:
        log.exception("a new table could not be saved")
        raise Refusal(503, say("refusal-new-not-saved", reason=str(e))) from None
    hub.add(room)
    hub.play(room)
    return JSONResponse(room.urls(), 201)


async def page(request: Request) -> Response:
    hub = _hub(request)
    role = hub.role(request.path_params["table"], request.path_params["token"])
    return HTMLResponse(pages.role_page(role, hub.public_url, language(request, role) or i18n.SOURCE))


async def teacher_url(request: Request) -> Response:
    """``DELETE <teacher url>``: the teacher ends the table (every page is closed, its log deleted)."""
    hub = _hub(request)
    _changing(request, body=False)
    _teacher(request)
    role = hub.role(request.path_params["table"], request.path_params["token"])
    if role.kind != "teacher":
        raise Refusal(403, say("refusal-end-role", role=role.kind))
    async with hub.lock(role.room):
        hub.remove(role.room)
    return Response(status_code=204)


async def state(request: Request) -> Response:
    role = _role(request)
    return Response(role.room.text(role, language(request, role)), media_type="application/json")


async def act(request: Request) -> Response:
    _changing(request)
    body = await _body(request)
    if not isinstance(body, dict) or "action" not in body:
        raise Refusal(400, say("refusal-move-body", got=short_repr(body)))
    if not isinstance(body["action"], str | dict):  # an option's number is the websocket's shorthand
        raise Refusal(400, say("refusal-action", got=short_repr(body["action"])))
    return await _answer(request, {"op": "choose", "args": [body["action"]]})


async def op(request: Request) -> Response:
    _changing(request)
    return await _answer(request, await _body(request))


async def predict(request: Request) -> Response:
    _changing(request)
    body = await _body(request)
    if not isinstance(body, dict) or "guess" not in body:
        raise Refusal(400, say("refusal-guess-body", got=short_repr(body)))
    return await _answer(request, {"op": "commit_prediction", "args": [body["guess"]]})


async def socket(ws: WebSocket) -> None:
    """A page's websocket: its state on connecting and after every change; its messages
    through :func:`handle` (a refusal comes back as its state with ``error`` set). A page of
    another origin is refused before the handshake; a token's oldest socket is closed when it
    opens more than ``sockets_per_token``."""
    hub = _hub(ws)
    if not _origin_ok(hub, ws.headers.get("origin")):
        await ws.close(code=1008)
        return
    token = ws.path_params["token"]
    role = hub.roles.get(token)
    await ws.accept()
    if role is None or role.room.id != ws.path_params["table"]:
        await ws.send_text(json.dumps({"type": "error", **Refusal(404, say("refusal-no-link")).json(language(ws))}))
        await ws.close(code=4404)
        return
    room = role.room
    lang = language(ws, role)
    box = Outbox(ws, role, token, lang)
    mine = hub.sockets.setdefault(room.id, set())
    same = sorted((b for b in mine if b.token == token), key=lambda b: b.since)
    for old in same[: max(0, len(same) - hub.limits.sockets_per_token + 1)]:
        old.dropped.set()  # a phone that reconnects keeps working; its stale sockets go
    mine.add(box)
    box.post(frame_text(room.text(role, lang)))
    receiving: asyncio.Task[str] | None = None
    dropped = asyncio.create_task(box.dropped.wait())
    try:
        while True:
            receiving = asyncio.create_task(ws.receive_text())
            await asyncio.wait({receiving, dropped}, return_when=asyncio.FIRST_COMPLETED)
            if not receiving.done():
                return  # dropped: too slow to read, replaced, or the table ended
            text = receiving.result()
            if len(text) > hub.limits.max_message:
                await ws.close(code=1009, reason="message too big")
                return
            op: Any = None
            try:
                msg = parse(text)
                op = msg.get("op") if isinstance(msg, dict) else None
                changed = await handle(hub, role, token, msg)
            except Refusal as r:
                st = room.state(role, lang)
                st["error"] = r.text(lang)
                box.post(frame(st, op=op if isinstance(op, str) else None))
                continue
            if changed:
                hub.broadcast(room)
            else:
                box.post(frame_text(room.text(role, lang)))
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        mine.discard(box)
        for task in (receiving, dropped, box.task):
            if task is not None:
                task.cancel()
        if room.ended:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(ws.close(code=4410, reason="the teacher ended this table"), 1.0)


def _front(kind: str, media: str) -> Callable[[Request], Awaitable[Response]]:
    """The tutor's own script or style sheet (the shell and every panel, one file)."""
    text: list[str] = []

    async def serve(request: Request) -> Response:
        if not text:
            text.append(front_end(kind))
        return Response(text[0], media_type=media)

    return serve


async def viz(request: Request) -> Response:
    return Response(viz_module(), media_type="text/javascript", headers={"Cache-Control": "max-age=3600"})


async def answer_refusal(request: Request, exc: Exception) -> Response:
    """A :class:`Refusal` (or Starlette's own 404/405) as ``{"error", "rules"}`` with its status,
    its sentence in the requesting page's language (:func:`language`)."""
    lang = language(request, _hub(request).roles.get(request.path_params.get("token", "")))
    if isinstance(exc, Refusal):
        headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
        return JSONResponse(exc.json(lang), exc.status, headers=headers)
    assert isinstance(exc, HTTPException)
    said = STARLETTE_SAYS.get(exc.status_code) if exc.detail == HTTPStatus(exc.status_code).phrase else None
    error = exc.detail if said is None else Messages(lang or i18n.SOURCE).text(said)
    return JSONResponse({"error": error, "rules": []}, exc.status_code, headers=exc.headers)


#: Starlette's own answers the table says in the page's language (by their status).
STARLETTE_SAYS: Final = {404: say("refusal-not-found"), 405: say("refusal-method")}


class SecurityHeaders:
    """Adds :data:`SECURITY_HEADERS` to every HTTP answer (pages, JSON, static files, errors)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.headers = [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *self.headers]
            await send(message)

        await self.app(scope, receive, with_headers)


ROUTES: Final = [
    Route("/", index),
    Route("/api/packs", packs),
    Route("/api/tables", create, methods=["POST"]),
    Route("/static/tutor.js", _front("js", "text/javascript")),
    Route("/static/tutor.css", _front("css", "text/css")),
    Route("/static/viz.js", viz),
    Mount("/static", StaticFiles(directory=pages.STATIC), name="static"),
    Route("/t/{table}/{token}", page),
    Route("/t/{table}/{token}", teacher_url, methods=["DELETE"]),
    Route("/t/{table}/{token}/state", state),
    Route("/t/{table}/{token}/act", act, methods=["POST"]),
    Route("/t/{table}/{token}/op", op, methods=["POST"]),
    Route("/t/{table}/{token}/predict", predict, methods=["POST"]),
    WebSocketRoute("/t/{table}/{token}/ws", socket),
]

#: How often (seconds) finished and idle tables are looked for.
EXPIRY_EVERY: Final = 60.0


async def _expiry(hub: Hub) -> None:
    while True:
        await asyncio.sleep(min(EXPIRY_EVERY, hub.limits.expire_over, hub.limits.expire_idle))
        for table_id in hub.expire():
            log.warning("table %s expired", table_id)


@contextlib.asynccontextmanager
async def _lifespan(app: Starlette) -> AsyncIterator[None]:
    hub: Hub = app.state.hub
    hub.pool = ThreadPoolExecutor(hub.limits.bot_workers, thread_name_prefix=BOT_THREADS)
    hub.expire()
    for room in list(hub.rooms.values()):
        hub.play(room)
    reaper = asyncio.create_task(_expiry(hub))
    try:
        yield
    finally:
        reaper.cancel()
        for task in list(hub.bots.values()):
            task.cancel()
        hub.pool.shutdown(wait=False, cancel_futures=True)
        for boxes in list(hub.sockets.values()):
            for box in list(boxes):
                box.dropped.set()


def create_app(hub: Hub) -> Starlette:
    """The Starlette application serving ``hub``'s tables (docs/table.md, "The contract")."""
    app = Starlette(
        routes=ROUTES,
        exception_handlers={Refusal: answer_refusal, HTTPException: answer_refusal},
        middleware=[Middleware(SecurityHeaders)],
        lifespan=_lifespan,
    )
    app.state.hub = hub
    return app
