"""The workshop table: a server where every player joins from their own device (docs/table.md).

``dml-tutor table`` runs it from a shell; :func:`serve` runs it from a notebook in a background
thread and returns a :class:`TableServer` with ``url`` and ``stop()``. Each table is a game of
any pack held in a tutor session (:mod:`.room`), stored in SQLite (:mod:`.store`), served over
HTTP and websockets by Starlette on uvicorn (:mod:`.app`).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import pathlib
import secrets
import socket
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, Final

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from ..i18n import check_language
from .app import BOT_THREADS, MAX_MESSAGE, Hub, Limits, create_app
from .store import Store

__all__ = [
    "DEFAULT_PORT",
    "HEADER_TIMEOUT",
    "Limits",
    "TableServer",
    "build",
    "is_loopback",
    "lan_address",
    "run",
    "serve",
]

#: ``dml-tutor table``'s port unless told.
DEFAULT_PORT: Final = 8765
#: Seconds a connection may take to send a request's headers (uvicorn itself waits forever).
HEADER_TIMEOUT: Final = 10.0
#: The interpreter's thread switch interval (seconds) in ``dml-tutor table``'s process.
SWITCH_INTERVAL: Final = 0.0005
#: Seconds an idle kept-alive connection stays open (uvicorn's ``timeout_keep_alive``).
KEEP_ALIVE: Final = 5


def lan_address() -> str:
    """This machine's address on its network (what a phone in the room can reach), or 127.0.0.1."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing interface
        return str(s.getsockname()[0])
    return "127.0.0.1"


def is_loopback(host: str) -> bool:
    """Whether ``host`` (an address or ``localhost``) serves this machine only."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _origin(host: str, port: int) -> str:
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def public_url(host: str, port: int, given: str | None = None) -> str:
    """The address join links and QR codes name: ``given`` (``--public-url``), else on every
    interface this machine's LAN address, else the address served."""
    if given:
        return given.rstrip("/")
    if host in ("0.0.0.0", "::"):
        return _origin(lan_address(), port)
    return _origin(host, port)


def origins(host: str, port: int, public: str) -> frozenset[str]:
    """The origins whose pages may change tables here: the public address, this machine's own
    names, and the address listened on."""
    names = {"127.0.0.1", "localhost", "::1"}
    if host in ("0.0.0.0", "::"):
        names.add(lan_address())
    else:
        names.add(host)
    return frozenset({public.rstrip("/"), *(_origin(n, port) for n in names)})


class _Protocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request's headers: a connection that
    sends nothing, or trickles a header, is closed after :data:`HEADER_TIMEOUT` (uvicorn's own
    ``timeout_keep_alive`` only covers the wait between two requests)."""

    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(HEADER_TIMEOUT, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # a whole request line and headers arrived
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)


class _Server(uvicorn.Server):
    """uvicorn's server, telling ``on_started`` once it listens (a failed bind says so and
    exits before any banner)."""

    def __init__(self, config: uvicorn.Config, on_started: Callable[[_Server], None] | None = None) -> None:
        super().__init__(config)
        self.on_started = on_started

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started and self.on_started is not None:
            self.on_started(self)

    def port(self) -> int | None:
        for s in getattr(self, "servers", []):
            for sock in s.sockets:
                return int(sock.getsockname()[1])
        return None


def build(
    data: str | pathlib.Path | None,
    *,
    host: str = "127.0.0.1",
    port: int = DEFAULT_PORT,
    limits: Limits | None = None,
    durable: bool = False,
    shard: str = "",
    public: str | None = None,
    language: str | None = None,
) -> tuple[Hub, uvicorn.Config]:
    """The hub (every stored table restored) and the uvicorn configuration to serve it. A
    folder another server holds is a :class:`~.store.DataInUse`; a file that is no database an
    ``sqlite3.DatabaseError``. ``language``: the pages' language where neither ``?lang=`` nor
    the browser names a shipped one, and the projector's without ``?lang=`` (None: English)."""
    limits = limits or Limits()
    if language is not None:
        language = check_language(language)
    url = public_url(host, port, public)
    hub = Hub(
        Store(data, durable=durable),
        limits,
        public_url=url,
        origins=origins(host, port, url),
        teacher_key=secrets.token_urlsafe(24),
        shard=shard,
        language=language,
    )
    hub.load()
    config = uvicorn.Config(
        create_app(hub),
        host=host,
        port=port,
        http=_Protocol,
        log_level="warning",
        ws_max_size=limits.max_message,
        ws_ping_interval=20.0,
        ws_ping_timeout=20.0,
        # A room's network is fast; compressing every frame for every device costs the server more.
        ws_per_message_deflate=False,
        h11_max_incomplete_event_size=MAX_MESSAGE,
        timeout_keep_alive=KEEP_ALIVE,
        lifespan="on",
        timeout_graceful_shutdown=3,
    )
    return hub, config


class TableServer:
    """A table server running in a background thread (from :func:`serve`): ``url``, ``key``
    (the teacher key), ``stop()``."""

    def __init__(self, hub: Hub, server: uvicorn.Server, thread: threading.Thread, url: str) -> None:
        self.hub = hub
        self.server = server
        self.thread = thread
        self.url = url

    @property
    def key(self) -> str:
        """The teacher key another machine sends to create or end tables."""
        return self.hub.teacher_key

    def stop(self, timeout: float = 10.0) -> None:
        """Stop serving and close the database (every move is already written)."""
        self.server.should_exit = True
        self.thread.join(timeout)
        self.hub.store.close()

    def __enter__(self) -> TableServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def __repr__(self) -> str:
        return f"TableServer({self.url!r}, {len(self.hub.rooms)} tables)"

    def _repr_html_(self) -> str:
        return f'<a href="{self.url}" target="_blank">The workshop table: {self.url}</a>'


def serve(
    data: str | pathlib.Path | None = None,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    limits: Limits | None = None,
    durable: bool = False,
    timeout: float = 20.0,
    public: str | None = None,
    language: str | None = None,
) -> TableServer:
    """Start a table server in a background thread (a notebook's kernel goes on); ``port=0``
    picks a free port. ``data``: the folder of its SQLite file (None: kept in memory only).
    ``durable``: wait for the disk at every move (survives a power cut, not only a crash).
    ``language``: the pages' default language (:func:`build`). Call ``stop()`` when done."""
    hub, config = build(data, host=host, port=port, limits=limits, durable=durable, public=public, language=language)

    def started(server: _Server) -> None:
        bound = server.port() or port
        hub.public_url = public_url(host, bound, public)
        hub.origins = origins(host, bound, hub.public_url)

    server = _Server(config, started)
    thread = threading.Thread(target=server.run, name="dml-tutor-table", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            server.should_exit = True
            thread.join(5)
            hub.store.close()
            raise RuntimeError(f"the table server did not start on {host}:{port}")
        time.sleep(0.02)
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    return TableServer(hub, server, thread, _origin(shown, server.port() or port))


def run(
    data: str | pathlib.Path,
    *,
    host: str = "127.0.0.1",
    port: int = DEFAULT_PORT,
    shard: str = "",
    limits: Limits | None = None,
    public: str | None = None,
    on_started: Callable[[Hub], Any] | None = None,
    language: str | None = None,
) -> None:
    """Serve in the foreground until interrupted (``dml-tutor table``); ``on_started(hub)``
    once it listens; ``language``: the pages' default language (:func:`build`)."""
    hub, config = build(data, host=host, port=port, shard=shard, limits=limits, public=public, language=language)
    server = _Server(config, None if on_started is None else lambda _: on_started(hub))
    # Bots think in worker threads: a short switch interval hands the event loop the GIL sooner
    # (Python's default is 5 ms), so the other tables' moves do not queue behind a bot's rollouts.
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        server.run()
    finally:
        hub.store.close()
    if any(t.name.startswith(BOT_THREADS) and t.is_alive() for t in threading.enumerate()):
        # A bot still thinking would hold the interpreter's exit; every move is written already.
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
