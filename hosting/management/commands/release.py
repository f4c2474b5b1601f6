"""``manage.py release``: the release step, once per deployment, apart from starting servers.

It applies the migrations under the ``release`` lock (``hosting.locks``): run it from two
machines at once, or twice on one, and the second waits for the first, then finds nothing
left to apply. The statement timeout and the deadline of web requests do not apply to it.
"""

from __future__ import annotations

from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import connection

from hosting.locks import exclusive
from hosting.postgresql.base import unbounded


class Command(BaseCommand):
    help = "Apply the migrations once, even when run from several servers at the same time."

    def handle(self, *args: Any, **options: Any) -> None:
        with unbounded(connection), exclusive("release", wait=True):
            call_command("migrate", interactive=False, verbosity=options["verbosity"])
