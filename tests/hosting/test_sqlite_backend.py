"""The SQLite backend counts every query for the metrics, as django-prometheus' does, with one
counting cursor class per database instead of a new class for every cursor; and it keeps the
connections Django closes, for the next request whatever its thread, within the setting's
number, never one left in a transaction, never one of a parent process."""

from __future__ import annotations

import os
import sqlite3
import threading
from typing import Any

import pytest
from django.db import connection
from django_prometheus.db.metrics import execute_total

from hosting.sqlite3.base import DatabaseWrapper

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's backend"),
]


def executed() -> float:
    return float(execute_total.labels(connection.alias, connection.vendor)._value.get())


def test_every_query_is_counted_by_one_cursor_class():
    before = executed()
    classes = set()
    for _query in range(3):
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            classes.add(type(cursor.cursor))
    assert len(classes) == 1
    assert executed() == before + 3


# --- connections kept between requests -------------------------------------------------------


@pytest.fixture
def database_file(tmp_path):
    """Settings of a database file of its own, keeping two connections."""

    def settings(pool: int = 2) -> dict[str, Any]:
        options = {**connection.settings_dict["OPTIONS"], "pool": pool}
        return {
            **connection.settings_dict,
            "NAME": str(tmp_path / "kept.sqlite3"),
            "OPTIONS": options,
        }

    return settings


def opened(settings: dict[str, Any]) -> DatabaseWrapper:
    """A connection as a request's thread has it: its own wrapper, connected."""
    wrapper = DatabaseWrapper(settings, alias="kept")
    wrapper.ensure_connection()
    return wrapper


def usable(raw: sqlite3.Connection) -> bool:
    try:
        raw.execute("SELECT 1")
    except sqlite3.ProgrammingError:  # closed
        return False
    return True


def test_the_next_request_takes_the_connection_the_last_one_closed(database_file):
    settings = database_file()
    first = opened(settings)
    raw = first.connection
    first.close()
    taken: list[Any] = []
    other_thread = threading.Thread(target=lambda: taken.append(opened(settings).connection))
    other_thread.start()
    other_thread.join()
    assert taken == [raw]
    assert usable(raw)


def test_a_connection_closed_in_a_transaction_is_not_kept(database_file):
    settings = database_file()
    wrapper = opened(settings)
    raw = wrapper.connection
    raw.execute("BEGIN")
    wrapper.close()
    assert not usable(raw)
    assert opened(settings).connection is not raw


def test_no_more_are_kept_than_the_setting_says(database_file):
    settings = database_file(pool=2)
    wrappers = [opened(settings) for _ in range(3)]
    raws = [w.connection for w in wrappers]
    for wrapper in wrappers:
        wrapper.close()
    assert [usable(raw) for raw in raws] == [True, True, False]
    assert {opened(settings).connection for _ in range(2)} == set(raws[:2])


def test_with_none_kept_every_connection_is_closed(database_file):
    settings = database_file(pool=0)
    wrapper = opened(settings)
    raw = wrapper.connection
    wrapper.close()
    assert not usable(raw)


def test_a_forked_worker_opens_its_own_and_leaves_its_parents_alone(database_file, monkeypatch):
    settings = database_file()
    wrapper = opened(settings)
    raw = wrapper.connection
    wrapper.close()
    parent = os.getpid()
    monkeypatch.setattr(os, "getpid", lambda: parent + 1)  # the worker gunicorn forked
    mine = opened(settings)
    assert mine.connection is not raw
    mine.close()
    assert usable(raw)  # never closed in the worker either


def test_a_kept_connection_checks_foreign_keys_again(database_file):
    settings = database_file()
    wrapper = opened(settings)
    raw = wrapper.connection
    raw.execute("PRAGMA foreign_keys = OFF")  # as a data load does for a while
    wrapper.close()
    again = opened(settings)
    assert again.connection is raw
    assert raw.execute("PRAGMA foreign_keys").fetchone() == (1,)
