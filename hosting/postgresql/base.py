"""PostgreSQL with a deadline on every answer, and django-prometheus' counters.

``OPTIONS["statement_timeout"]`` (seconds, ``ATOUT_DB_STATEMENT_TIMEOUT``) is sent to the server,
which cancels a statement running longer. A server that is frozen (stopped process, stalled
disk or virtual machine) cancels nothing and answers nothing, and a connection waiting on it
would wait for ever; so:

- every wait for an answer ends ``GRACE`` after the statement timeout; the connection is then
  closed (its state is unknown);
- the check of a kept connection before its reuse (``CONN_HEALTH_CHECKS``) waits
  ``CHECK_WITHIN`` at most: a server that cannot answer ``SELECT 1`` that fast is not usable;
- connecting waits libpq's ``connect_timeout`` (from the URL; 2 s in the settings' default);
- once the server has failed to answer in time, this process does not ask it again for
  ``PAUSE``: its requests fail at once instead of each waiting the deadline again. A refused
  connection (a stopped server) fails at once anyway and pauses nothing, so a restarted server
  is used again by the very next request.

Each ends in ``OperationalError``, which the site answers with its 503 page. The worst wait of a
request is the statement timeout plus ``GRACE``: nginx's read timeout must stay above it
(``deploy/nginx-atout-proxy.conf``). Batch commands (release, backups, nightly jobs) lift the
timeout and the deadline for their own connection: ``unbounded``.
"""

from __future__ import annotations

import time
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
GRACE = 0.5
#: How long the check of a kept connection may take.
CHECK_WITHIN = 1.0
#: How long a process leaves a server alone after it failed to answer in time.
PAUSE = 5.0


class Silence:
    """When this process may ask the database again (one per process: gunicorn's workers)."""

    until = 0.0

    @classmethod
    def begin(cls) -> None:
        cls.until = time.monotonic() + PAUSE

    @classmethod
    def check(cls) -> None:
        left = cls.until - time.monotonic()
        if left > 0:
            raise psycopg.OperationalError(
                f"the database did not answer in time: not asked again for {left:.1f} s"
            )


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
            Silence.begin()
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
        Silence.check()
        try:
            connection: psycopg.Connection[Any] = super().get_new_connection(conn_params)
        except psycopg.errors.ConnectionTimeout:
            Silence.begin()
            raise
        connection.__class__ = BoundedConnection
        assert isinstance(connection, BoundedConnection)
        timeout = self.statement_timeout()
        connection.deadline = timeout + GRACE if timeout else None
        return connection

    def is_usable(self) -> bool:
        raw = self.connection
        if not isinstance(raw, BoundedConnection) or raw.deadline is None:
            return bool(super().is_usable())
        kept, raw.deadline = raw.deadline, min(raw.deadline, CHECK_WITHIN)
        try:
            return bool(super().is_usable())
        finally:
            raw.deadline = kept

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
