"""The tables on disk: SQLite (the standard library's sqlite3) in WAL mode, one file per server.

Every table is one row (its pack, settings, seat modes and tokens) and an append-only log of
events: each decision (a person's or a bot's, as the move's JSON), and each of the teacher's
pauses, rewinds and resumes. A move is committed here before it is acknowledged; a server
started again on the same file replays each table's log and carries on at the same step.
WAL with ``synchronous=NORMAL`` is durable when the process is killed (SIGKILL): a commit is
in the operating system's hands when ``commit()`` returns. ``synchronous=FULL`` (``durable=True``)
also survives a power cut, at an fsync per move.
"""

from __future__ import annotations

import json
import pathlib
import sqlite3
from dataclasses import dataclass, field
from typing import Any, Final

__all__ = ["DB_NAME", "Event", "Store", "TableRow"]

#: The database file in ``--data``.
DB_NAME: Final = "tables.sqlite3"

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    pack TEXT NOT NULL,
    settings TEXT NOT NULL,
    seats TEXT NOT NULL,
    tokens TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
"""


@dataclass
class Event:
    """One entry of a table's log: ``decision`` (data: the move's JSON), ``pause``,
    ``resume`` or ``goto`` (data: ``{"entry": trace index}``)."""

    kind: str
    data: Any = None


@dataclass
class TableRow:
    """A table as stored: enough, with its events, to rebuild it exactly."""

    id: str
    pack: str
    settings: dict[str, Any]
    seats: list[str]
    tokens: dict[str, Any]
    created: float
    events: list[Event] = field(default_factory=list)


class Store:
    """The tables' SQLite file (None: in memory, for a server that keeps nothing)."""

    def __init__(self, data: str | pathlib.Path | None, *, durable: bool = False) -> None:
        if data is None:
            path = ":memory:"
        else:
            folder = pathlib.Path(data)
            folder.mkdir(parents=True, exist_ok=True)
            path = str(folder / DB_NAME)
        self.path = path
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self.db.executescript(_SCHEMA)

    def add_table(self, row: TableRow) -> None:
        """Write a new table with its first events (bots that moved at once) in one transaction."""
        with self._transaction():
            self.db.execute(
                "INSERT INTO tables (id, pack, settings, seats, tokens, created) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    row.id,
                    row.pack,
                    json.dumps(row.settings),
                    json.dumps(row.seats),
                    json.dumps(row.tokens),
                    row.created,
                ),
            )
            self._insert(row.id, 0, row.events)

    def append(self, table_id: str, first: int, events: list[Event]) -> None:
        """Append events ``first``, ``first + 1``, ... to a table's log, all or none."""
        if not events:
            return
        with self._transaction():
            self._insert(table_id, first, events)

    def _insert(self, table_id: str, first: int, events: list[Event]) -> None:
        self.db.executemany(
            "INSERT INTO events (table_id, n, kind, data) VALUES (?, ?, ?, ?)",
            [(table_id, first + i, e.kind, json.dumps(e.data)) for i, e in enumerate(events)],
        )

    def _transaction(self) -> _Transaction:
        return _Transaction(self.db)

    def load(self) -> list[TableRow]:
        """Every stored table with its events in order, oldest table first."""
        rows = self.db.execute("SELECT id, pack, settings, seats, tokens, created FROM tables ORDER BY created, id")
        out = [
            TableRow(i, pack, json.loads(settings), json.loads(seats), json.loads(tokens), created)
            for i, pack, settings, seats, tokens, created in rows.fetchall()
        ]
        by_id = {t.id: t for t in out}
        for table_id, kind, data in self.db.execute("SELECT table_id, kind, data FROM events ORDER BY table_id, n"):
            if table_id in by_id:
                by_id[table_id].events.append(Event(kind, json.loads(data)))
        return out

    def close(self) -> None:
        self.db.close()


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, value: object, tb: object) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
