"""One holder at a time, across every server that shares the database.

With PostgreSQL, a session-level advisory lock on the command's own connection: every server
sees it, and it goes when the connection does (a killed command leaves nothing held). With the
SQLite default, a file lock beside the database file (one machine holds that file anyway).
"""

from __future__ import annotations

import fcntl
import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from django.db import connection


def lock_key(name: str) -> int:
    """A stable 64-bit advisory lock key for ``name`` (the same on every server)."""
    digest = hashlib.sha256(f"atout:{name}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def lock_file(name: str) -> Path:
    """The file locked for ``name`` beside the SQLite database file."""
    database = Path(str(connection.settings_dict["NAME"]))
    return database.with_name(f"{database.name}.{name}.lock")


@contextmanager
def exclusive(name: str, *, wait: bool) -> Iterator[bool]:
    """Hold the lock called ``name`` for the duration. With ``wait``, wait for a holder to
    finish; without, yield ``False`` at once when someone else holds it."""
    if connection.vendor == "postgresql":
        with _advisory(lock_key(name), wait) as held:
            yield held
    else:
        with _flock(lock_file(name), wait) as held:
            yield held


@contextmanager
def _advisory(key: int, wait: bool) -> Iterator[bool]:
    with connection.cursor() as cursor:
        if wait:
            cursor.execute("SELECT pg_advisory_lock(%s), true", [key])
        else:
            cursor.execute("SELECT 1, pg_try_advisory_lock(%s)", [key])
        held = bool(cursor.fetchone()[1])
    try:
        yield held
    finally:
        if held and connection.is_usable():
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_unlock(%s)", [key])


@contextmanager
def _flock(path: Path, wait: bool) -> Iterator[bool]:
    with path.open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
