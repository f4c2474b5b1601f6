"""PostgreSQL's deadlines (``make test-pg``): a statement past its timeout is cancelled by the
server; a server that answers nothing (frozen) is given up by the client one second later, and
the connection closed; connecting to one waits ``connect_timeout`` at most. Each ends in
``OperationalError``, which the site answers with its 503 page."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import OperationalError, connection

from hosting.postgresql.base import BoundedConnection, DatabaseWrapper, unbounded

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's deadlines"),
]


@pytest.fixture
def bounded() -> Iterator[Any]:
    """A second connection to the test database, with a statement timeout of 1 s."""
    settings = {**connection.settings_dict}
    settings["OPTIONS"] = {**settings["OPTIONS"], "statement_timeout": 1}
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
    assert isinstance(raw, BoundedConnection) and raw.deadline == 2
    with (
        pytest.raises(OperationalError, match="did not answer within 2 s"),
        bounded.cursor() as cursor,
    ):
        cursor.execute("SELECT pg_sleep(4)")
    assert raw.closed and not bounded.is_usable()


def test_connecting_to_a_server_that_never_answers_waits_connect_timeout():
    with socket.socket() as silent:  # accepts connections, never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        accepted: list[socket.socket] = []
        threading.Thread(target=lambda: accepted.append(silent.accept()[0]), daemon=True).start()
        settings = {**connection.settings_dict, "HOST": "127.0.0.1"}
        settings["PORT"] = silent.getsockname()[1]
        wrapper = DatabaseWrapper(settings, alias="silent")
        with pytest.raises(OperationalError, match="timeout"):
            wrapper.ensure_connection()
        for peer in accepted:
            peer.close()


def test_release_and_backups_run_unbounded(bounded):
    with unbounded(bounded), bounded.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(2.5)")  # past both the timeout and the deadline
    with bounded.cursor() as cursor:
        cursor.execute("SHOW statement_timeout")
        assert cursor.fetchone()[0] == "1s"
    assert bounded.connection.deadline == 2
