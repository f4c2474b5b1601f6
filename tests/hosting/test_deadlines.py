"""PostgreSQL's deadlines (``make test-pg``): a statement past its timeout is cancelled by the
server; a server that answers nothing (frozen) is given up by the client half a second later,
and the connection closed; connecting to one waits ``connect_timeout`` at most; after such a
wait the process leaves the server alone for a while, but a refused connection pauses nothing.
Each ends in ``OperationalError``, which the site answers with its 503 page."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import OperationalError, connection

from hosting.postgresql.base import BoundedConnection, DatabaseWrapper, Silence, unbounded

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's deadlines"),
]


@pytest.fixture(autouse=True)
def heard_from():
    """Each test starts, and leaves, with the database not paused."""
    Silence.until = 0.0
    yield
    Silence.until = 0.0


def unpooled(**changes: Any) -> dict[str, Any]:
    """The test database's settings with ``changes``, for a connection of its own outside any
    pool (the deadlines below hold for a pool's connections alike: see the last test)."""
    settings = {**connection.settings_dict, **changes}
    settings["OPTIONS"] = {k: v for k, v in settings["OPTIONS"].items() if k != "pool"}
    return settings


@pytest.fixture
def bounded() -> Iterator[Any]:
    """A second connection to the test database, with a statement timeout of 1 s."""
    settings = unpooled()
    settings["OPTIONS"]["statement_timeout"] = 1
    wrapper = DatabaseWrapper(settings, alias="bounded")
    wrapper.ensure_connection()
    yield wrapper
    wrapper.close()


def test_a_statement_past_its_timeout_is_cancelled_by_the_server(bounded):
    with pytest.raises(OperationalError, match="statement timeout"), bounded.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(3)")
    assert bounded.is_usable()  # the server cancelled it: the connection goes on


def test_a_server_that_answers_nothing_is_given_up(bounded):
    # the server's own timeout lifted, as if the server were frozen and could cancel nothing
    with bounded.cursor() as cursor:
        cursor.execute("SET statement_timeout = 0")
    raw = bounded.connection
    assert isinstance(raw, BoundedConnection) and raw.deadline == 1.5
    with (
        pytest.raises(OperationalError, match=r"did not answer within 1\.5 s"),
        bounded.cursor() as cursor,
    ):
        cursor.execute("SELECT pg_sleep(4)")
    assert raw.closed and not bounded.is_usable()
    # for a while, the next requests fail at once instead of waiting again
    bounded.close()
    with pytest.raises(OperationalError, match="not asked again"):
        bounded.ensure_connection()
    Silence.until = 0.0
    bounded.ensure_connection()


def test_a_kept_connection_is_checked_within_a_second(bounded, monkeypatch):
    checked = []
    original = BoundedConnection.wait

    def wait(self, gen, interval=0.1, timeout=None):
        checked.append(self.deadline)
        return original(self, gen, interval, timeout)

    monkeypatch.setattr(BoundedConnection, "wait", wait)
    assert bounded.is_usable()
    assert checked and set(checked) == {1.0}
    assert bounded.connection.deadline == 1.5


def test_a_refused_connection_pauses_nothing():
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))  # bound, never listening: connections are refused
        settings = unpooled(HOST="127.0.0.1", PORT=closed.getsockname()[1])
        wrapper = DatabaseWrapper(settings, alias="refused")
        with pytest.raises(OperationalError):
            wrapper.ensure_connection()
    assert Silence.until == 0.0


def test_connecting_to_a_server_that_never_answers_waits_connect_timeout():
    with socket.socket() as silent:  # accepts connections, never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        accepted: list[socket.socket] = []
        threading.Thread(target=lambda: accepted.append(silent.accept()[0]), daemon=True).start()
        settings = unpooled(HOST="127.0.0.1", PORT=silent.getsockname()[1])
        wrapper = DatabaseWrapper(settings, alias="silent")
        with pytest.raises(OperationalError, match="timeout"):
            wrapper.ensure_connection()
        for peer in accepted:
            peer.close()
    assert Silence.until > 0  # nobody waits for it again at once


def test_release_and_backups_run_unbounded(bounded):
    with unbounded(bounded), bounded.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(2.5)")  # past both the timeout and the deadline
    with bounded.cursor() as cursor:
        cursor.execute("SHOW statement_timeout")
        assert cursor.fetchone()[0] == "1s"
    assert bounded.connection.deadline == 1.5


@pytest.mark.django_db(transaction=True)
def test_requests_borrow_bounded_connections_from_a_pool():
    """With ``ATOUT_DB_POOL_SIZE`` (the settings' pool options), requests borrow connections
    that keep their deadline."""
    settings = unpooled()
    settings["OPTIONS"]["pool"] = {"min_size": 1, "max_size": 3, "timeout": 0.5}
    pooled = DatabaseWrapper(settings, alias="pooled")
    servers = set()
    try:
        for _request in range(8):
            with pooled.cursor() as cursor:
                cursor.execute("SELECT pg_backend_pid()")
                servers.add(cursor.fetchone()[0])
            raw = pooled.connection
            assert isinstance(raw, BoundedConnection) and raw.deadline == 30.5  # settings_test
            pooled.close()  # a request's end: the connection goes back to the pool, open
            assert not raw.closed
    finally:
        pooled.close_pool()
    # without a pool, every request would be a new server process; the pool's few are lent
    # again and again
    assert len(servers) <= 3
