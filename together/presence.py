"""Who is at the table now: a person is there while one of their screens holds the table's push
channel open, or for a while after they last fetched it (a page without JavaScript). Someone
away keeps the seat; once away for ``AWAY_SECONDS`` the host may let the computer play it,
and the person takes it back on return."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db.models import F
from django.db.models.functions import Greatest
from django.utils import timezone

from together.models import Person

#: How long a person may be away before the host may hand the seat to the computer.
AWAY_SECONDS = 60


def arrived(person: int) -> None:
    """One more screen of ``person`` is open on the table."""
    Person.objects.filter(pk=person).update(screens=F("screens") + 1, seen=timezone.now())


def left(person: int) -> None:
    """One of ``person``'s screens closed (or lost the network)."""
    Person.objects.filter(pk=person).update(
        screens=Greatest(F("screens") - 1, 0), seen=timezone.now()
    )


def fetched(person: Person) -> None:
    """The person fetched the table (a page, an action): they are there."""
    now = timezone.now()
    Person.objects.filter(pk=person.pk).update(seen=now)
    person.seen = now


def away_since(person: Person, now: datetime | None = None) -> datetime | None:
    """Since when ``person`` is away, or ``None`` while they are there."""
    now = now or timezone.now()
    if person.screens > 0 or person.seen is None:
        return None
    return person.seen if now - person.seen >= timedelta(seconds=AWAY_SECONDS) else None
