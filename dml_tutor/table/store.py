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

import contextlib
import json
import logging
import pathlib
import sqlite3
from dataclasses import dataclass, field
from typing import Any, Final

__all__ = ["DB_NAME", "LOCK_NAME", "DataInUse", "Event", "Store", "TableRow"]

log = logging.getLogger("dml_tutor.table")

#: The database file in ``--data``.
DB_NAME: Final = "tables.sqlite3"
#: The file a server holds locked while it serves a ``--data`` folder (a second one is refused).
LOCK_NAME: Final = "tables.lock"


class DataInUse(OSError):
    """Another server already serves this data folder."""


def _lock(folder: pathlib.Path) -> Any:
    """Hold ``folder``'s lock file for as long as the returned file stays open (the operating
    system drops the lock when the process ends, however it ends)."""
    f = open(folder / LOCK_NAME, "a+")  # noqa: SIM115 (held open: it is the lock)
    try:
        import fcntl  # POSIX; elsewhere SQLite's own locking is all there is
    except ImportError:  # pragma: no cover
        return f
    try:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        f.close()
        raise DataInUse(
            f"another dml-tutor table server already serves {folder}/ (stop it, or use another --data)"
        ) from None
    return f


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
        """Open (or create) the folder's database; a folder another server holds is a
        :class:`DataInUse`, a file that is no database an ``sqlite3.DatabaseError``."""
        self.lock: Any = None
        if data is None:
            path = ":memory:"
        else:
            folder = pathlib.Path(data)
            folder.mkdir(parents=True, exist_ok=True)
            self.lock = _lock(folder)
            path = str(folder / DB_NAME)
        self.path = path
        try:
            self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=2.0)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            self.db.executescript(_SCHEMA)
        except sqlite3.Error:
            self.close()
            raise

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

    def delete(self, table_id: str) -> None:
        """Forget a table and its log (the teacher ended it, or it expired)."""
        with self._transaction():
            self.db.execute("DELETE FROM events WHERE table_id = ?", (table_id,))
            self.db.execute("DELETE FROM tables WHERE id = ?", (table_id,))

    def load(self) -> list[TableRow]:
        """Every stored table with its events in order, oldest table first; a row that cannot
        be read is logged and left out (the others still load)."""
        rows = self.db.execute("SELECT id, pack, settings, seats, tokens, created FROM tables ORDER BY created, id")
        out = []
        for i, pack, settings, seats, tokens, created in rows.fetchall():
            try:
                out.append(TableRow(i, pack, json.loads(settings), json.loads(seats), json.loads(tokens), created))
            except (ValueError, TypeError) as e:
                log.error("table %s: its stored row cannot be read (%s); left out", i, e)
        by_id = {t.id: t for t in out}
        broken: set[str] = set()
        for table_id, kind, data in self.db.execute("SELECT table_id, kind, data FROM events ORDER BY table_id, n"):
            if table_id in by_id and table_id not in broken:
                try:
                    by_id[table_id].events.append(Event(kind, json.loads(data)))
                except (ValueError, TypeError) as e:
                    log.error("table %s: an event of its log cannot be read (%s); the table is left out", table_id, e)
                    broken.add(table_id)
        return [t for t in out if t.id not in broken]

    def close(self) -> None:
        with contextlib.suppress(AttributeError, sqlite3.Error):
            self.db.close()
        if self.lock is not None:
            self.lock.close()
            self.lock = None


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, value: object, tb: object) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
