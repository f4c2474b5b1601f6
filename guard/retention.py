"""What the guard keeps only for a while (counts per address and failed-login records), and the
list of every app's own retention that ``manage.py purge`` runs (``register``): the guard
stands alone, so the apps bring their rules to it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from axes.models import AccessAttempt
from django.conf import settings

from guard.models import RateCount


def expired_delete(now: datetime) -> dict[str, int]:
    """Delete the counts whose windows are over and the failed logins older than the lockout's
    cool-off (they no longer count); how many of each."""
    counts, _ = RateCount.objects.filter(expires__lt=now).delete()
    attempts, _ = AccessAttempt.objects.filter(
        attempt_time__lt=now - settings.AXES_COOLOFF_TIME
    ).delete()
    return {"rate counts": counts, "failed logins": attempts}


type Purger = Callable[[datetime], dict[str, int]]
"""An app's retention: deletes what is past keeping at ``now``; how many of each kind."""

PURGERS: list[Purger] = []


def register(purger: Purger) -> None:
    """Add an app's retention to ``manage.py purge`` (from its ``AppConfig.ready``)."""
    if purger not in PURGERS:
        PURGERS.append(purger)


def purge_all(now: datetime) -> dict[str, int]:
    """Run the guard's own retention and every app's; how many records of each kind went."""
    done = expired_delete(now)
    for purger in PURGERS:
        done |= purger(now)
    return done
