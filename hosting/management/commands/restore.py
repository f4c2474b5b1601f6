"""``manage.py restore DUMP``: load a dump made by ``manage.py backup`` into the database
``DATABASE_URL`` names, which must be new and empty (README: Backups)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from hosting.backups import restore


class Command(BaseCommand):
    help = "Restore a dump into a new, empty database."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("dump", type=Path)

    def handle(self, *args: Any, **options: Any) -> None:
        restore(options["dump"])
        self.stdout.write(f"restored {options['dump']}")
