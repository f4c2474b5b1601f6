"""SQLite with django-prometheus' counters (its counting cursor class built once), and its
connections kept open from one request to the next.

The library's SQLite backend builds a new class for every cursor it opens (a fifth of a
millisecond, on every query of every request); this one builds it once per database alias.
The counters are the library's own, unchanged.

Opening a connection costs more than most requests' queries: SQLite maps the write-ahead log
and reads the whole schema again (about 1.4 ms of CPU and 2 to 4 ms of waiting, measured on
the benchmark machine). Under ASGI every request runs in a thread of its own, so Django's
persistent connections (``CONN_MAX_AGE``, kept per thread) are never reused. Here a connection
Django closes outside any transaction goes back to its process's idle list instead, which holds
``OPTIONS["pool"]`` of them at most (``ATOUT_DB_POOL_SIZE``); the next request, in whatever
thread, takes it instead of opening one. A forked worker starts with an empty list and never
touches its parent's connections (SQLite forbids using one across ``fork()``).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from functools import cache
from typing import Any

from django_prometheus.db.backends.sqlite3 import base
from django_prometheus.db.common import ExportingCursorWrapper


@cache
def _cursor_class(alias: str, vendor: str) -> Any:
    return ExportingCursorWrapper(base.DatabaseWrapper.CURSOR_CLASS, alias, vendor)


class Idle:
    """The open connections of one database file that this process keeps for reuse."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.lock = threading.Lock()
        self.connections: list[sqlite3.Connection] = []
        self.pid = os.getpid()

    def take(self) -> sqlite3.Connection | None:
        """A kept connection, if there is one."""
        with self.lock:
            self._forget_after_fork()
            return self.connections.pop() if self.connections else None

    def give(self, conn: sqlite3.Connection) -> bool:
        """Keep ``conn`` for the next request; whether it was kept (there is room)."""
        with self.lock:
            self._forget_after_fork()
            if len(self.connections) >= self.size:
                return False
            self.connections.append(conn)
            return True

    def _forget_after_fork(self) -> None:
        if self.pid != os.getpid():
            # the parent's connections: never used here, never closed here either
            _INHERITED.extend(self.connections)
            self.connections, self.pid = [], os.getpid()


#: Connections a forked process found in its parent's lists, kept so that none is closed here.
_INHERITED: list[sqlite3.Connection] = []
#: One list per database file (the tests' databases have names of their own).
_IDLE: dict[str, Idle] = {}
_IDLE_LOCK = threading.Lock()


def idle_for(name: str, size: int) -> Idle:
    """The idle list of the database file ``name``."""
    with _IDLE_LOCK:
        return _IDLE.setdefault(name, Idle(size))


class DatabaseWrapper(base.DatabaseWrapper):  # type: ignore[misc]
    """django-prometheus' SQLite backend, with one counting cursor class per alias and its
    connections kept between requests."""

    def create_cursor(self, name: str | None = None) -> Any:
        return self.connection.cursor(factory=_cursor_class(self.alias, self.vendor))

    def get_connection_params(self) -> dict[str, Any]:
        params: dict[str, Any] = super().get_connection_params()
        params.pop("pool", None)  # ours (``_idle``), not sqlite3.connect's
        return params

    def get_new_connection(self, conn_params: dict[str, Any]) -> Any:
        idle = self._idle()
        kept = idle.take() if idle is not None else None
        if kept is None:
            return super().get_new_connection(conn_params)
        # as Django opens them, whatever a command that turned the checks off left behind
        kept.execute("PRAGMA foreign_keys = ON")
        return kept

    def _close(self) -> None:
        idle = self._idle()
        conn = self.connection
        reusable = not self.in_atomic_block and conn is not None and not conn.in_transaction
        if idle is not None and reusable and idle.give(conn):
            return
        super()._close()

    def _idle(self) -> Idle | None:
        """This database's idle list, or ``None`` where connections are not kept (the
        setting is 0, or the database lives in memory and is never closed anyway)."""
        size = int(self.settings_dict["OPTIONS"].get("pool", 0))
        if size <= 0 or self.is_in_memory_db():
            return None
        return idle_for(str(self.settings_dict["NAME"]), size)
