"""``manage.py exclusively COMMAND [ARGS…]``: a nightly job that cannot run twice at once.

Runs ``COMMAND`` under a lock named after it (``hosting.locks``), shared by every server of
the database: when timers on two servers fire together, or a run outlasts the next one, the
second says so and does nothing (exit 0). The web requests' statement timeout and deadline do
not apply to the job.
"""

from __future__ import annotations

import argparse
from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser
from django.db import connection

from hosting.locks import exclusive
from hosting.postgresql.base import unbounded


class Command(BaseCommand):
    help = "Run a management command unless it is already running on any server."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("job", help="the management command, e.g. purge")
        parser.add_argument("job_args", nargs=argparse.REMAINDER, help="its arguments")

    def handle(self, *args: Any, **options: Any) -> None:
        job = options["job"]
        with unbounded(connection), exclusive(job, wait=False) as held:
            if not held:
                self.stdout.write(f"{job} is already running: nothing done")
                return
            call_command(job, *options["job_args"])
