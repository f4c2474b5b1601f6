"""Keeping the database small: anonymous learners long idle, expired sessions, the guard's
short-lived records, and what each app keeps for a while (tables and deals, score sheets and
quarters: ``guard.retention.register``) go (``manage.py purge``; the README says how to
schedule it and how long each thing is kept).

A learner without an account is reachable only through its browser's session cookie, which
lasts two weeks (``SESSION_COOKIE_AGE``) after it was last changed; once idle for longer than
that, nobody can see its history again, and it is deleted with its answers, mistakes and path
progress. Learners tied to an account are never purged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.sessions.models import Session
from django.db.models import Max, Q

from guard.retention import purge_all
from trainer.models import Learner

BATCH = 500


@dataclass(frozen=True)
class Purged:
    """What a purge deleted, by kind of record."""

    learners: int
    sessions: int
    others: dict[str, int] = field(default_factory=dict)


def shortest_idle_days() -> int:
    """The fewest days of idleness that make a learner unreachable (its session expired)."""
    return -(-settings.SESSION_COOKIE_AGE // 86400) + 1


def purge(*, days: int, now: datetime) -> Purged:
    """Delete anonymous learners idle for ``days`` days, expired sessions and expired guard
    records, in short batches (other writers wait for none of them long)."""
    if days < shortest_idle_days():
        raise ValueError(f"{days} days: a browser may still hold the session of such a learner")
    cutoff = now - timedelta(days=days)
    idle = (
        Learner.objects.filter(user=None, created__lt=cutoff)
        .annotate(last=Max("attempts__created"))
        .filter(Q(last__isnull=True) | Q(last__lt=cutoff))
        .values_list("id", flat=True)
    )
    learners = 0
    while batch := list(idle[:BATCH]):
        Learner.objects.filter(id__in=batch).delete()
        learners += len(batch)
    sessions = 0
    expired = Session.objects.filter(expire_date__lt=now).values_list("session_key", flat=True)
    while keys := list(expired[:BATCH]):
        sessions += Session.objects.filter(session_key__in=keys).delete()[0]
    return Purged(learners, sessions, purge_all(now))
