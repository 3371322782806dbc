"""The table server's routes: the HTTP and websocket contract of docs/table.md, on Starlette.

Every URL a table gives out is ``/t/<table id>/<token>``: the token (``secrets.token_urlsafe``)
is the role's key, a path segment, so ``<url>/state``, ``<url>/act``, ``<url>/op`` and ``<url>/ws``
append one segment; the id lets a proxy route a table to the process that holds it
(docs/table.md). The game's work is synchronous and short, so each request runs on the event
loop from start to end: no two changes of a table interleave, and a move is written to
SQLite (:mod:`.store`) before anyone hears of it.
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
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.inputs import short_repr
from ..tutor.assets import front_end, viz_module
from . import pages
from .room import TEACHER_OPS, Refusal, Role, Table, new_table, restore_table
from .store import Event, Store

__all__ = ["MAX_MESSAGE", "Hub", "Limits", "RateLimit", "create_app"]

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
    tables: dict[str, Table] = field(default_factory=dict)
    roles: dict[str, Role] = field(default_factory=dict)
    sockets: dict[str, set[tuple[WebSocket, Role]]] = field(default_factory=dict)
    buckets: dict[str, RateLimit] = field(default_factory=dict)

    def load(self) -> None:
        """Every stored table, replayed to where its log left it."""
        for row in self.store.load():
            try:
                self.add(restore_table(row))
            except Exception:  # one broken table must not keep the others from the room
                log.exception("table %s could not be restored", row.id)

    def add(self, table: Table) -> None:
        self.tables[table.id] = table
        self.roles.update(table.roles())

    def role(self, table_id: str, token: str) -> Role:
        role = self.roles.get(token)
        if role is None or role.table.id != table_id:
            raise Refusal(404, "no table has this link: check it, or ask the teacher for a new one")
        return role

    def commit(self, table: Table, events: list[Event]) -> None:
        """Write ``events`` before anything is answered; if the write fails, the table goes back
        to what is stored and the change is refused."""
        table.changed()
        if not events:
            return
        try:
            self.store.append(table.id, table.logged, events)
        except sqlite3.Error as e:
            log.exception("table %s: write failed", table.id)
            self.add(restore_table(table.row))
            raise Refusal(503, f"the table could not be saved, so the change was not made ({e})") from None
        table.logged += len(events)
        table.row.events.extend(events)
        table.updated = time.time()

    def allow(self, key: str) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) > 10_000:
                self.buckets.clear()
            bucket = self.buckets[key] = RateLimit(self.limits.rate, self.limits.burst)
        return bucket.allow()

    async def broadcast(self, table: Table, *, skip: WebSocket | None = None) -> None:
        """Send every open page of ``table`` its role's new state (one JSON text per role)."""
        texts: dict[str, str] = {}
        sends: list[Awaitable[None]] = []
        for ws, role in list(self.sockets.get(table.id, ())):
            if ws is skip:
                continue
            if role.key not in texts:
                texts[role.key] = frame_text(table.text(role))
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


def _json(data: Any, status: int = 200) -> JSONResponse:
    return JSONResponse(data, status_code=status)


def _refused(r: Refusal) -> JSONResponse:
    return _json(r.json(), r.status)


async def _body(request: Request, limit: int) -> Any:
    """The request's JSON; too long is a 413 Refusal, unreadable a 400."""
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
    return _parse(b"".join(chunks))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _parse(raw: bytes | str) -> Any:
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except (ValueError, UnicodeDecodeError):
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        raise Refusal(400, f"malformed JSON: {short_repr(text[:80])}") from None


def create_app(hub: Hub) -> Starlette:
    """The Starlette application serving ``hub``'s tables (docs/table.md, "The contract")."""
    limit = hub.limits.max_message

    def guarded(
        fn: Callable[[Request], Awaitable[Response]],
    ) -> Callable[[Request], Awaitable[Response]]:
        async def run(request: Request) -> Response:
            try:
                return await fn(request)
            except Refusal as r:
                return _refused(r)

        return run

    async def index(request: Request) -> Response:
        return HTMLResponse(pages.index_page())

    async def packs(request: Request) -> Response:
        return _json(pages.packs_json())

    async def create(request: Request) -> Response:
        if not hub.allow(f"create:{request.client.host if request.client else ''}"):
            raise Refusal(429, "too many new tables at once: wait a moment")
        if len(hub.tables) >= hub.limits.max_tables:
            raise Refusal(503, f"this server holds {hub.limits.max_tables} tables, its most")
        body = await _body(request, limit)
        table, _ = new_table(body, shard=hub.shard)
        try:
            hub.store.add_table(table.row)
        except sqlite3.Error as e:
            log.exception("a new table could not be saved")
            raise Refusal(503, f"the new table could not be saved ({e})") from None
        hub.add(table)
        return _json(table.urls(), 201)

    def role_of(request: Request) -> Role:
        token = request.path_params["token"]
        role = hub.role(request.path_params["table"], token)
        if not hub.allow(f"http:{token}"):
            raise Refusal(429, "too many requests from this page: slow down")
        return role

    async def page(request: Request) -> Response:
        role = hub.role(request.path_params["table"], request.path_params["token"])
        base = hub.public_url or str(request.base_url).rstrip("/")
        return HTMLResponse(pages.role_page(role, base))

    async def state(request: Request) -> Response:
        role = role_of(request)
        return Response(role.table.text(role), media_type="application/json")

    async def act(request: Request) -> Response:
        role = role_of(request)
        body = await _body(request, limit)
        if not isinstance(body, dict) or "action" not in body:
            raise Refusal(400, f'a move is {{"action": <a printed move, or its JSON>}}, got {short_repr(body)}')
        table = role.table
        hub.commit(table, table.act(role, body["action"]))
        await hub.broadcast(table)
        return Response(table.text(role), media_type="application/json")

    async def op(request: Request) -> Response:
        role = role_of(request)
        body = await _body(request, limit)
        if not isinstance(body, dict) or not isinstance(body.get("op"), str):
            raise Refusal(400, f'a teacher\'s operation is {{"op": name, "args": [...]}}, got {short_repr(body)}')
        args = body.get("args", [])
        if not isinstance(args, list):
            raise Refusal(400, f"args must be a list, got {short_repr(args)}")
        table = role.table
        hub.commit(table, table.steer(role, body["op"], args))
        await hub.broadcast(table)
        return Response(table.text(role), media_type="application/json")

    async def socket(ws: WebSocket) -> None:
        role = hub.roles.get(ws.path_params["token"])
        await ws.accept()
        if role is None or role.table.id != ws.path_params["table"]:
            await ws.send_text(json.dumps({"type": "error", **Refusal(404, "no table has this link").json()}))
            await ws.close(code=4404)
            return
        table = role.table
        here = (ws, role)
        hub.sockets.setdefault(table.id, set()).add(here)
        bucket = RateLimit(hub.limits.rate, hub.limits.burst)
        try:
            await ws.send_text(frame_text(table.text(role)))
            while True:
                text = await ws.receive_text()
                if len(text) > limit:
                    await ws.close(code=1009, reason="message too big")
                    return
                if not bucket.allow():
                    await _error(ws, role, Refusal(429, "too many messages from this page: slow down"))
                    continue
                try:
                    changed = await _message(role, _parse(text), ws)
                except Refusal as r:
                    await _error(ws, role, r)
                    continue
                if changed:
                    await hub.broadcast(table)
                else:
                    await ws.send_text(frame_text(table.text(role)))
        except WebSocketDisconnect:
            pass
        finally:
            hub.sockets.get(table.id, set()).discard(here)

    async def _error(ws: WebSocket, role: Role, r: Refusal) -> None:
        st = role.table.state(role)
        st["error"] = r.error
        await ws.send_text(frame(st))

    async def _message(role: Role, msg: Any, ws: WebSocket) -> bool:
        """One message from a page: ``{op, args, kwargs}``. True if the table changed."""
        if not isinstance(msg, dict) or not isinstance(msg.get("op"), str):
            raise Refusal(400, f'a message is {{"op": name, "args": [...]}}, got {short_repr(msg)}')
        name = msg["op"]
        args = msg.get("args", [])
        if not isinstance(args, list):
            raise Refusal(400, f"args must be a list, got {short_repr(args)}")
        table = role.table
        if name == "choose":
            if len(args) != 1:
                raise Refusal(400, "choose takes one argument: the move")
            action = args[0]
            d = table.game.pending
            if isinstance(action, int) and not isinstance(action, bool):
                if d is None or d.seat != role.seat or not 0 <= action < len(d.actions):
                    raise Refusal(409, f"no option {short_repr(action)} for this page now")
                action = str(d.actions[action])
            hub.commit(table, table.act(role, action))
            return True
        if name == "commit_prediction":
            if len(args) != 1:
                raise Refusal(400, "commit_prediction takes one argument: the guess")
            hub.commit(table, table.guess(role, args[0]))
            return True
        if name == "why_not":
            if len(args) != 1:
                raise Refusal(400, "why_not takes one argument: the move")
            table.why_not(role, args[0])
            return False
        if name in TEACHER_OPS or role.kind == "teacher":
            hub.commit(table, table.steer(role, name, args))
            return True
        raise Refusal(403, f"{short_repr(name)} is for the teacher's page: a {role.kind}'s page plays its own moves")

    async def predict(request: Request) -> Response:
        role = role_of(request)
        body = await _body(request, limit)
        if not isinstance(body, dict) or "guess" not in body:
            raise Refusal(400, f'a guess is {{"guess": <a choice or a number>}}, got {short_repr(body)}')
        table = role.table
        hub.commit(table, table.guess(role, body["guess"]))
        await hub.broadcast(table)
        return Response(table.text(role), media_type="application/json")

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name == "tutor.js":
            return Response(_cached("js"), media_type="text/javascript")
        if name == "tutor.css":
            return Response(_cached("css"), media_type="text/css")
        if name == "viz.js":
            return Response(viz_module(), media_type="text/javascript", headers={"Cache-Control": "max-age=3600"})
        text = pages.static_file(name)
        if text is None:
            return _json({"error": f"no file {short_repr(name)}", "rules": []}, 404)
        return Response(text, media_type="text/javascript" if name.endswith(".js") else "text/css")

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        for conns in list(hub.sockets.values()):
            for ws, _ in list(conns):
                with contextlib.suppress(Exception):
                    await ws.close(code=1001)

    routes = [
        Route("/", index),
        Route("/api/packs", guarded(packs)),
        Route("/api/tables", guarded(create), methods=["POST"]),
        Route("/static/{name}", static),
        Route("/t/{table}/{token}", guarded(page)),
        Route("/t/{table}/{token}/state", guarded(state)),
        Route("/t/{table}/{token}/act", guarded(act), methods=["POST"]),
        Route("/t/{table}/{token}/op", guarded(op), methods=["POST"]),
        Route("/t/{table}/{token}/predict", guarded(predict), methods=["POST"]),
        WebSocketRoute("/t/{table}/{token}/ws", socket),
    ]
    return Starlette(routes=routes, lifespan=lifespan)


_FRONT: dict[str, str] = {}


def _cached(kind: str) -> str:
    if kind not in _FRONT:
        _FRONT[kind] = front_end(kind)
    return _FRONT[kind]
