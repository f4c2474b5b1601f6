"""PostgreSQL with a deadline on every answer, and django-prometheus' counters.

``OPTIONS["statement_timeout"]`` (seconds, ``ATOUT_DB_STATEMENT_TIMEOUT``) is sent to the server,
which cancels a statement running longer. A server that is frozen (stopped process, stalled
disk or virtual machine) cancels nothing and answers nothing, and a connection waiting on it
would wait for ever: so every wait for an answer on the connection also ends one second after
the statement timeout. The connection is then closed (its state is unknown) and the wait
raises ``OperationalError``, which the site turns into its 503 page. Connecting is bounded by
libpq's ``connect_timeout``.

Batch commands (release, backups, purges) lift both for their own connection: ``unbounded``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import psycopg
from django.db.backends.base.base import BaseDatabaseWrapper
from django_prometheus.db.backends.postgresql import base
from psycopg.abc import PQGen
from psycopg.connection import _WAIT_INTERVAL
from psycopg.errors import _WaitTimeout

RV = TypeVar("RV")

#: How much longer than the statement timeout the client waits before giving the server up.
GRACE = 1.0


class BoundedConnection(psycopg.Connection[Any]):
    """psycopg's connection, giving up on a server that does not answer within ``deadline``."""

    deadline: float | None = None

    def wait(
        self, gen: PQGen[RV], interval: float = _WAIT_INTERVAL, timeout: float | None = None
    ) -> RV:
        limit = timeout if timeout is not None else self.deadline
        try:
            return super().wait(gen, interval, limit)
        except _WaitTimeout:
            self.pgconn.finish()
            raise psycopg.OperationalError(
                f"the database did not answer within {limit:g} s: connection closed"
            ) from None


class DatabaseWrapper(base.DatabaseWrapper):  # type: ignore[misc]
    """Django's PostgreSQL backend (with django-prometheus' counters) on ``BoundedConnection``."""

    def get_connection_params(self) -> dict[str, Any]:
        params: dict[str, Any] = super().get_connection_params()
        params.pop("statement_timeout", None)
        timeout = self.statement_timeout()
        if timeout:
            setting = f"-c statement_timeout={int(timeout * 1000)}"
            params["options"] = f"{params.get('options', '')} {setting}".strip()
        return params

    def get_new_connection(self, conn_params: dict[str, Any]) -> psycopg.Connection[Any]:
        connection: psycopg.Connection[Any] = super().get_new_connection(conn_params)
        connection.__class__ = BoundedConnection
        assert isinstance(connection, BoundedConnection)
        timeout = self.statement_timeout()
        connection.deadline = timeout + GRACE if timeout else None
        return connection

    def statement_timeout(self) -> float:
        """The statement timeout in seconds (0: none)."""
        return float(self.settings_dict["OPTIONS"].get("statement_timeout", 0))


@contextmanager
def unbounded(connection: BaseDatabaseWrapper) -> Iterator[None]:
    """No statement timeout and no deadline on ``connection`` for the duration (a migration or
    a dump may rightly take minutes); nothing to do on SQLite."""
    if not isinstance(connection, DatabaseWrapper):
        yield
        return
    connection.ensure_connection()
    raw = connection.connection
    assert isinstance(raw, BoundedConnection)
    kept = raw.deadline
    raw.deadline = None
    with connection.cursor() as cursor:
        cursor.execute("SET statement_timeout = 0")
    try:
        yield
    finally:
        if not raw.closed:
            raw.deadline = kept
            with connection.cursor() as cursor:
                cursor.execute("RESET statement_timeout")
