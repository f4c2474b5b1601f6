"""``manage.py backup FOLDER [--keep N]``: a whole dump of the database into FOLDER, keeping the
N newest (README: Backups). Run nightly by ``deploy/atout-backup.timer``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.db import connection

from hosting.backups import backup
from hosting.postgresql.base import unbounded


class Command(BaseCommand):
    help = "Dump the database into a folder (PostgreSQL: pg_dump; SQLite: an online copy)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("folder", type=Path)
        parser.add_argument("--keep", type=int, default=14, help="dumps kept (default 14)")

    def handle(self, *args: Any, **options: Any) -> None:
        with unbounded(connection):
            written = backup(options["folder"], max(1, options["keep"]))
        self.stdout.write(f"{written} ({written.stat().st_size} bytes)")
