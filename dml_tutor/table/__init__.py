"""The workshop table: a server where every player joins from their own device (docs/table.md).

``dml-tutor table`` runs it from a shell; :func:`serve` runs it from a notebook in a background
thread and returns a :class:`TableServer` with ``url`` and ``stop()``. Each table is a game of
any pack held in a tutor session (:mod:`.room`), stored in SQLite (:mod:`.store`), served over
HTTP and websockets by Starlette on uvicorn (:mod:`.app`).
"""

from __future__ import annotations

import contextlib
import pathlib
import socket
import threading
import time
from typing import Final

import uvicorn

from .app import MAX_MESSAGE, Hub, Limits, create_app
from .store import Store

__all__ = ["DEFAULT_PORT", "TableServer", "build", "lan_address", "run", "serve"]

#: ``dml-tutor table``'s port unless told.
DEFAULT_PORT: Final = 8765


def lan_address() -> str:
    """This machine's address on its network (what a phone in the room can reach), or 127.0.0.1."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing interface
        return str(s.getsockname()[0])
    return "127.0.0.1"


def build(
    data: str | pathlib.Path | None,
    *,
    host: str = "127.0.0.1",
    port: int = DEFAULT_PORT,
    limits: Limits | None = None,
    durable: bool = False,
    shard: str = "",
) -> tuple[Hub, uvicorn.Config]:
    """The hub (every stored table restored) and the uvicorn configuration to serve it."""
    hub = Hub(Store(data, durable=durable), limits or Limits(), shard=shard)
    if host in ("0.0.0.0", "::"):
        hub.public_url = f"http://{lan_address()}:{port}"
    hub.load()
    config = uvicorn.Config(
        create_app(hub),
        host=host,
        port=port,
        log_level="warning",
        ws_max_size=(limits or Limits()).max_message,
        ws_ping_interval=20.0,
        # A room's network is fast; compressing every frame for every device costs the server more.
        ws_per_message_deflate=False,
        h11_max_incomplete_event_size=MAX_MESSAGE,
        lifespan="on",
        timeout_graceful_shutdown=5,
    )
    return hub, config


class TableServer:
    """A table server running in a background thread (from :func:`serve`): ``url``, ``stop()``."""

    def __init__(self, hub: Hub, server: uvicorn.Server, thread: threading.Thread, url: str) -> None:
        self.hub = hub
        self.server = server
        self.thread = thread
        self.url = url

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
) -> TableServer:
    """Start a table server in a background thread (a notebook's kernel goes on); ``port=0``
    picks a free port. ``data``: the folder of its SQLite file (None: kept in memory only).
    ``durable``: wait for the disk at every move (survives a power cut, not only a crash).
    Call ``stop()`` when done."""
    hub, config = build(data, host=host, port=port, limits=limits, durable=durable)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="dml-tutor-table", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            server.should_exit = True
            thread.join(5)
            raise RuntimeError(f"the table server did not start on {host}:{port}")
        time.sleep(0.02)
    bound = port
    for s in getattr(server, "servers", []):
        for sock in s.sockets:
            bound = int(sock.getsockname()[1])
            break
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    return TableServer(hub, server, thread, f"http://{shown}:{bound}")


def run(data: str | pathlib.Path, *, host: str = "127.0.0.1", port: int = DEFAULT_PORT, shard: str = "") -> None:
    """Serve in the foreground until interrupted (``dml-tutor table``)."""
    _, config = build(data, host=host, port=port, shard=shard)
    uvicorn.Server(config).run()
