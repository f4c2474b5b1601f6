"""Dumps of the database and their restore (``manage.py backup``, ``manage.py restore``).

PostgreSQL: ``pg_dump --format=custom`` of the database ``DATABASE_URL`` names (a consistent
snapshot taken while the site runs), restored by ``pg_restore`` into a new, empty database
without the old owner (the new database's owner owns everything). SQLite: SQLite's online
backup (consistent while the site writes, WAL included) into a plain database file, copied back
the same way. A dump is written under a temporary name and renamed when complete, so a file
named ``atout-*`` is always whole.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.core.management.base import CommandError
from django.db import connection
from psycopg.conninfo import make_conninfo

#: Django's own OPTIONS, and ours, that are not libpq connection parameters.
NOT_LIBPQ = {"statement_timeout", "isolation_level", "assume_role", "pool", "server_side_binding"}


def suffix() -> str:
    """The file suffix of this database's dumps."""
    return ".dump" if connection.vendor == "postgresql" else ".sqlite3"


def backup(folder: Path, keep: int) -> Path:
    """Dump the database into ``folder``; keep the ``keep`` newest dumps there."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = folder / f"atout-{stamp}{suffix()}"
    partial = folder / f".{target.name}.partial"
    try:
        if connection.vendor == "postgresql":
            _run(["pg_dump", "--format=custom", f"--file={partial}"])
        else:
            _sqlite_copy(Path(str(connection.settings_dict["NAME"])), partial)
        partial.rename(target)
    finally:
        partial.unlink(missing_ok=True)
    for old in sorted(folder.glob(f"atout-*{suffix()}"))[:-keep]:
        old.unlink()
    return target


def restore(dump: Path) -> None:
    """Load ``dump`` into the database, which must be new and empty."""
    if not dump.is_file():
        raise CommandError(f"{dump}: no such dump")
    if connection.introspection.table_names():
        raise CommandError(
            "this database already has tables: restore into a new, empty database "
            "(README: Backups), then point DATABASE_URL at it"
        )
    if connection.vendor == "postgresql":
        options = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"]
        _run(["pg_restore", *options, str(dump)])
    else:
        connection.close()
        _sqlite_copy(dump, Path(str(connection.settings_dict["NAME"])))


def _sqlite_copy(source: Path, target: Path) -> None:
    with closing(sqlite3.connect(source)) as src, closing(sqlite3.connect(target)) as dst:
        src.backup(dst)


def _run(command: list[str]) -> None:
    """Run a PostgreSQL client tool against this database (the password in the environment,
    never on the command line)."""
    params = _libpq_params(connection.settings_dict)
    password = params.pop("password", "")
    env = {**os.environ, "PGPASSWORD": password} if password else dict(os.environ)
    finished = subprocess.run(
        [*command, f"--dbname={make_conninfo(**params)}"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if finished.returncode:
        raise CommandError(f"{command[0]} failed: {finished.stderr.strip()}")


def _libpq_params(settings: dict[str, Any]) -> dict[str, Any]:
    params = {k: v for k, v in settings["OPTIONS"].items() if k not in NOT_LIBPQ}
    named = {
        "dbname": settings["NAME"],
        "user": settings["USER"],
        "password": settings["PASSWORD"],
        "host": settings["HOST"],
        "port": settings["PORT"],
    }
    return params | {k: v for k, v in named.items() if v}
