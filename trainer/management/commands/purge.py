"""``manage.py purge [--days N]``: delete anonymous learners idle for N days (default
``ATOUT_PURGE_ANONYMOUS_DAYS``, 30), expired sessions, the guard's expired records, and what
each app keeps only for a while (tables and deals, score sheets and quarters)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone

from trainer.purge import purge, shortest_idle_days


class Command(BaseCommand):
    help = (
        "Delete learners without an account idle for N days (with their answers), expired "
        "sessions, expired counts per address and failed logins, and the tables and score "
        "sheets past keeping (ATOUT_PURGE_TABLE_DAYS, ATOUT_PURGE_SCOREPAD_DAYS)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--days",
            type=int,
            default=settings.PURGE_ANONYMOUS_DAYS,
            help=f"idle days before an anonymous learner goes (default "
            f"{settings.PURGE_ANONYMOUS_DAYS}, at least {shortest_idle_days()})",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            done = purge(days=options["days"], now=timezone.now())
        except ValueError as error:
            raise CommandError(
                f"--days {options['days']} is too short: {error} "
                f"(use at least {shortest_idle_days()})"
            ) from None
        others = ", ".join(f"{count} {kind}" for kind, count in done.others.items())
        self.stdout.write(
            f"purged: {done.learners} anonymous learners idle for {options['days']} days "
            f"(with their answers), {done.sessions} expired sessions, {others}"
        )
