"""The table server's routes: the HTTP and websocket contract of docs/table.md, on Starlette.

Every URL a table gives out is ``/t/<table id>/<token>``: the token (``secrets.token_urlsafe``)
is the role's key, a path segment, so ``<url>/state``, ``<url>/act``, ``<url>/op`` and ``<url>/ws``
append one segment; the id lets a proxy route a table to the process that holds it
(docs/table.md). The handlers are module-level and find the :class:`Hub` on ``app.state``;
a :class:`~.room.Refusal` anywhere becomes its JSON answer through Starlette's exception
handlers. Every message a page sends, over HTTP or the websocket, goes through one
:func:`handle`. A move is written to SQLite (:mod:`.store`) before anyone hears of it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Final

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.inputs import short_repr
from ..tutor.assets import front_end, viz_module
from . import pages
from .room import TEACHER_OPS, Refusal, Role, Room, new_room, restore_room
from .store import Event, Store

__all__ = ["MAX_MESSAGE", "Hub", "Limits", "RateLimit", "create_app", "handle"]

log = logging.getLogger("dml_tutor.table")

#: The largest request body or websocket message read (bytes); larger is 413 or closes the socket.
MAX_MESSAGE: Final = 64 * 1024


@dataclass(frozen=True)
class Limits:
    """Message size and rate limits: ``rate`` messages a second, in bursts of ``burst``."""

    max_message: int = MAX_MESSAGE
    rate: float = 20.0
    burst: int = 60
    max_tables: int = 1000


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


@dataclass
class Hub:
    """The server's tables, their tokens, the store, and each table's open websockets."""

    store: Store
    limits: Limits = field(default_factory=Limits)
    #: The address join links and QR codes name (None: the one the teacher's browser used).
    public_url: str | None = None
    #: This process's name in a bigger event: every table id it makes starts ``<shard>-``.
    shard: str = ""
    rooms: dict[str, Room] = field(default_factory=dict)
    roles: dict[str, Role] = field(default_factory=dict)
    sockets: dict[str, set[tuple[WebSocket, Role]]] = field(default_factory=dict)
    buckets: dict[str, RateLimit] = field(default_factory=dict)

    def load(self) -> None:
        """Every stored table, replayed to where its log left it."""
        for row in self.store.load():
            try:
                self.add(restore_room(row))
            except Exception:  # one broken table must not keep the others from the room
                log.exception("table %s could not be restored", row.id)

    def add(self, room: Room) -> None:
        self.rooms[room.id] = room
        self.roles.update(room.roles())

    def role(self, table_id: str, token: str) -> Role:
        role = self.roles.get(token)
        if role is None or role.room.id != table_id:
            raise Refusal(404, "no table has this link: check it, or ask the teacher for a new one")
        return role

    def commit(self, room: Room, events: list[Event]) -> None:
        """Write ``events`` before anything is answered; if the write fails, the table goes back
        to what is stored and the change is refused."""
        room.changed()
        if not events:
            return
        try:
            self.store.append(room.id, room.logged, events)
        except sqlite3.Error as e:
            log.exception("table %s: write failed", room.id)
            self.add(restore_room(room.row))
            raise Refusal(503, f"the table could not be saved, so the change was not made ({e})") from None
        room.logged += len(events)
        room.row.events.extend(events)
        room.updated = time.time()

    def allow(self, key: str) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) > 10_000:
                self.buckets.clear()
            bucket = self.buckets[key] = RateLimit(self.limits.rate, self.limits.burst)
        return bucket.allow()

    async def broadcast(self, room: Room) -> None:
        """Send every open page of ``room`` its role's new state (one JSON text per role)."""
        texts: dict[str, str] = {}
        sends: list[Awaitable[None]] = []
        for ws, role in list(self.sockets.get(room.id, ())):
            if role.key not in texts:
                texts[role.key] = frame_text(room.text(role))
            sends.append(_send(ws, texts[role.key]))
        if sends:
            await asyncio.gather(*sends)


def frame(state: dict[str, Any], kind: str = "state") -> str:
    """A websocket frame: ``{"type": "state", "state": {...}}``."""
    return json.dumps({"type": kind, "state": state}, ensure_ascii=False, separators=(",", ":"))


def frame_text(state: str) -> str:
    """:func:`frame` of a state already JSON text."""
    return '{"type":"state","state":' + state + "}"


#: Seconds a page may take to take in a frame before it is disconnected (it reconnects).
SEND_TIMEOUT: Final = 10.0


async def _send(ws: WebSocket, text: str) -> None:
    try:
        await asyncio.wait_for(ws.send_text(text), SEND_TIMEOUT)
    except Exception:  # a page gone or too slow: closed, its own handler drops it
        with contextlib.suppress(Exception):
            await ws.close(code=1013)


# ------------------------------------------------------------ reading requests


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse(raw: bytes | str) -> Any:
    """A request's or message's JSON; unreadable is a 400 :class:`Refusal`."""
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except (ValueError, UnicodeDecodeError):
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        raise Refusal(400, f"malformed JSON: {short_repr(text[:80])}") from None


async def _body(request: Request) -> Any:
    """The request's JSON; too long is a 413 Refusal, unreadable a 400."""
    limit = _hub(request).limits.max_message
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise Refusal(413, f"a request body is at most {limit:,} bytes")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise Refusal(413, f"a request body is at most {limit:,} bytes")
        chunks.append(chunk)
    return parse(b"".join(chunks))


def _hub(request: Request | WebSocket) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _role(request: Request) -> Role:
    """The role of the URL's token, its page within its rate."""
    hub = _hub(request)
    token = request.path_params["token"]
    role = hub.role(request.path_params["table"], token)
    if not hub.allow(f"http:{token}"):
        raise Refusal(429, "too many requests from this page: slow down")
    return role


# ------------------------------------------------------------ one handler for every message


def _args(msg: Any) -> tuple[str, list[Any]]:
    if not isinstance(msg, dict) or not isinstance(msg.get("op"), str):
        raise Refusal(400, f'a message is {{"op": name, "args": [...]}}, got {short_repr(msg)}')
    args = msg.get("args", [])
    if not isinstance(args, list):
        raise Refusal(400, f"args must be a list, got {short_repr(args)}")
    return msg["op"], args


def _one(name: str, args: list[Any], what: str) -> Any:
    if len(args) != 1:
        raise Refusal(400, f"{name} takes one argument: {what}")
    return args[0]


def handle(hub: Hub, role: Role, msg: Any) -> bool:
    """One message from a page, ``{op, args, kwargs}``, the same over HTTP and the websocket:
    a seat's ``choose``, ``why_not`` and ``commit_prediction``, the teacher's operations. True
    if the table changed (everyone is sent the new state); a :class:`Refusal` changes nothing."""
    name, args = _args(msg)
    room = role.room
    if name == "choose":
        action = _one(name, args, "the move")
        d = room.game.pending
        if role.kind == "seat" and isinstance(action, int) and not isinstance(action, bool):
            if d is None or d.seat != role.seat or not 0 <= action < len(d.actions):
                raise Refusal(409, f"no option {short_repr(action)} for this page now")
            action = str(d.actions[action])
        hub.commit(room, room.act(role, action))
        return True
    if name == "commit_prediction":
        hub.commit(room, room.guess(role, _one(name, args, "the guess")))
        return True
    if name == "why_not":
        room.why_not(role, _one(name, args, "the move"))
        return False
    if name in TEACHER_OPS or role.kind == "teacher":
        hub.commit(room, room.steer(role, name, args))
        return True
    raise Refusal(403, f"{short_repr(name)} is for the teacher's page: a {role.kind}'s page plays its own moves")


async def _answer(request: Request, msg: Any) -> Response:
    """An HTTP message: handled, broadcast if it changed the table, answered with the role's state."""
    hub = _hub(request)
    role = _role(request)
    if handle(hub, role, msg):
        await hub.broadcast(role.room)
    return Response(role.room.text(role), media_type="application/json")


# ------------------------------------------------------------ the routes


async def index(request: Request) -> Response:
    return HTMLResponse(pages.index_page())


async def packs(request: Request) -> Response:
    return JSONResponse(pages.packs_json())


async def create(request: Request) -> Response:
    hub = _hub(request)
    if not hub.allow(f"create:{request.client.host if request.client else ''}"):
        raise Refusal(429, "too many new tables at once: wait a moment")
    if len(hub.rooms) >= hub.limits.max_tables:
        raise Refusal(503, f"this server holds {hub.limits.max_tables} tables, its most")
    room, _ = new_room(await _body(request), shard=hub.shard)
    try:
        hub.store.add_table(room.row)
    except sqlite3.Error as e:
        log.exception("a new table could not be saved")
        raise Refusal(503, f"the new table could not be saved ({e})") from None
    hub.add(room)
    return JSONResponse(room.urls(), 201)


async def page(request: Request) -> Response:
    hub = _hub(request)
    role = hub.role(request.path_params["table"], request.path_params["token"])
    base = hub.public_url or str(request.base_url).rstrip("/")
    return HTMLResponse(pages.role_page(role, base))


async def state(request: Request) -> Response:
    role = _role(request)
    return Response(role.room.text(role), media_type="application/json")


async def act(request: Request) -> Response:
    body = await _body(request)
    if not isinstance(body, dict) or "action" not in body:
        raise Refusal(400, f'a move is {{"action": <a printed move, or its JSON>}}, got {short_repr(body)}')
    if not isinstance(body["action"], str | dict):  # an option's number is the websocket's shorthand
        raise Refusal(400, f"action: a printed move as offered, or its JSON; got {short_repr(body['action'])}")
    return await _answer(request, {"op": "choose", "args": [body["action"]]})


async def op(request: Request) -> Response:
    return await _answer(request, await _body(request))


async def predict(request: Request) -> Response:
    body = await _body(request)
    if not isinstance(body, dict) or "guess" not in body:
        raise Refusal(400, f'a guess is {{"guess": <a choice or a number>}}, got {short_repr(body)}')
    return await _answer(request, {"op": "commit_prediction", "args": [body["guess"]]})


async def socket(ws: WebSocket) -> None:
    """A page's websocket: its state on connecting and after every change; its messages
    through :func:`handle` (a refusal comes back as its state with ``error`` set)."""
    hub = _hub(ws)
    limit = hub.limits.max_message
    role = hub.roles.get(ws.path_params["token"])
    await ws.accept()
    if role is None or role.room.id != ws.path_params["table"]:
        await ws.send_text(json.dumps({"type": "error", **Refusal(404, "no table has this link").json()}))
        await ws.close(code=4404)
        return
    room = role.room
    here = (ws, role)
    hub.sockets.setdefault(room.id, set()).add(here)
    bucket = RateLimit(hub.limits.rate, hub.limits.burst)
    try:
        await ws.send_text(frame_text(room.text(role)))
        while True:
            text = await ws.receive_text()
            if len(text) > limit:
                await ws.close(code=1009, reason="message too big")
                return
            try:
                if not bucket.allow():
                    raise Refusal(429, "too many messages from this page: slow down")
                changed = handle(hub, role, parse(text))
            except Refusal as r:
                st = room.state(role)
                st["error"] = r.error
                await ws.send_text(frame(st))
                continue
            if changed:
                await hub.broadcast(room)
            else:
                await ws.send_text(frame_text(room.text(role)))
    except WebSocketDisconnect:
        pass
    finally:
        hub.sockets.get(room.id, set()).discard(here)


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


async def refused(request: Request, exc: Exception) -> Response:
    """A :class:`Refusal` (or Starlette's own 404/405) as ``{"error", "rules"}`` with its status."""
    if isinstance(exc, Refusal):
        return JSONResponse(exc.json(), exc.status)
    assert isinstance(exc, HTTPException)
    return JSONResponse({"error": exc.detail, "rules": []}, exc.status_code, headers=exc.headers)


ROUTES: Final = [
    Route("/", index),
    Route("/api/packs", packs),
    Route("/api/tables", create, methods=["POST"]),
    Route("/static/tutor.js", _front("js", "text/javascript")),
    Route("/static/tutor.css", _front("css", "text/css")),
    Route("/static/viz.js", viz),
    Mount("/static", StaticFiles(directory=pages.STATIC), name="static"),
    Route("/t/{table}/{token}", page),
    Route("/t/{table}/{token}/state", state),
    Route("/t/{table}/{token}/act", act, methods=["POST"]),
    Route("/t/{table}/{token}/op", op, methods=["POST"]),
    Route("/t/{table}/{token}/predict", predict, methods=["POST"]),
    WebSocketRoute("/t/{table}/{token}/ws", socket),
]


@contextlib.asynccontextmanager
async def _lifespan(app: Starlette) -> AsyncIterator[None]:
    yield
    hub: Hub = app.state.hub
    for conns in list(hub.sockets.values()):
        for ws, _ in list(conns):
            with contextlib.suppress(Exception):
                await ws.close(code=1001)


def create_app(hub: Hub) -> Starlette:
    """The Starlette application serving ``hub``'s tables (docs/table.md, "The contract")."""
    app = Starlette(
        routes=ROUTES,
        exception_handlers={Refusal: refused, HTTPException: refused},
        lifespan=_lifespan,
    )
    app.state.hub = hub
    return app
