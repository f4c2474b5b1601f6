"""New, empty databases of the suite's own kind (SQLite under ``make test``, PostgreSQL under
``make test-pg``), reached as a separate process would reach them: by ``DATABASE_URL``."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

import psycopg
from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]


def _postgres_url(name: str) -> str:
    s = connection.settings_dict
    credentials = quote(s["USER"]) + (f":{quote(s['PASSWORD'])}" if s["PASSWORD"] else "")
    return f"postgres://{credentials}@{s['HOST']}:{s['PORT']}/{name}"


def current_url() -> str:
    """The URL of the database the tests use."""
    if connection.vendor == "postgresql":
        return _postgres_url(connection.settings_dict["NAME"])
    return f"sqlite:///{connection.settings_dict['NAME']}"


@contextmanager
def fresh_database(tmp_path: Path, label: str) -> Iterator[str]:
    """A new empty database for the duration; yields its ``DATABASE_URL``."""
    if connection.vendor != "postgresql":
        yield f"sqlite:///{tmp_path / f'{label}.sqlite3'}"
        return
    name = f"atout_{label}_{os.getpid()}"
    with _maintenance() as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield _postgres_url(name)
    finally:
        with _maintenance() as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextmanager
def _maintenance() -> Iterator[psycopg.Connection[Any]]:
    with psycopg.connect(_postgres_url("postgres"), autocommit=True) as admin:
        yield admin


def environment(database_url: str) -> dict[str, str]:
    """The environment of a process of the site's own on the database ``database_url``."""
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_SECRET_KEY": str(settings.SECRET_KEY),
    }


def manage(database_url: str, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``manage.py ARGS`` in a process of its own, on the database ``database_url``."""
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=environment(database_url),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def query(database_url: str, sql: str) -> list[tuple[Any, ...]]:
    """The rows ``sql`` selects, read with the database's own driver."""
    if database_url.startswith("sqlite:///"):
        with closing(sqlite3.connect(database_url.removeprefix("sqlite:///"))) as db:
            return list(db.execute(sql))
    with psycopg.connect(database_url.replace("postgres://", "postgresql://", 1)) as db:
        return db.execute(sql).fetchall()


def rows(database_url: str) -> dict[str, list[str]]:
    """Every row of every table of the database, as text, in a stable order."""
    tables = (
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'"
        if database_url.startswith("sqlite:///")
        else "select tablename from pg_tables where schemaname = 'public'"
    )
    names = [r[0] for r in query(database_url, tables)]
    return {n: sorted(map(repr, query(database_url, f'select * from "{n}"'))) for n in names}
