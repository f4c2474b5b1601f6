"""Who is at the table now: a person is there while they show signs of life, and away once
they have shown none for ``AWAY_SECONDS``. A sign is a fetch of the table (a page, an action)
or a heartbeat of a page's push channel, which an open page sends every
``HEARTBEAT_SECONDS`` (``static/js/push.js``): no count of open screens is kept, since an app
server that dies never says which of its screens closed. Someone away keeps the seat; the
host may then let the computer play it, and the person takes it back on return. Every screen
of the table is told when someone comes back, and when someone's screen closes, when to look
again (``push.presence``): the host sees « absent » appear without reloading."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone

from together.models import Person
from together.push import presence

#: How long a person may show no sign of life before they count as away.
AWAY_SECONDS = 60
#: How often an open page's push channel says « still here » (well under ``AWAY_SECONDS``, so
#: that one lost heartbeat never makes a person away).
HEARTBEAT_SECONDS = 25
#: A fetch this soon after the last sign written is not written: every screen fetches its view
#: after every move, and a person then counts as away at most this much early.
SIGN_SPACING = 5


def heard(person: int, now: datetime | None = None) -> bool:
    """A sign of life from ``person``: whether they were away until now (they came back)."""
    now = now or timezone.now()
    gone = Person.objects.filter(pk=person, seen__lt=now - timedelta(seconds=AWAY_SECONDS))
    came_back = gone.update(seen=now) > 0
    if not came_back:
        Person.objects.filter(pk=person).update(seen=now)
    return came_back


def fetched(person: Person) -> None:
    """The person fetched the table (a page, an action): they are there; if they were not,
    every screen of the table is told. ``person`` was just read: its last sign tells whether
    they were there, and whether this one need be written at all."""
    now = timezone.now()
    if person.seen is not None and now - person.seen < timedelta(seconds=SIGN_SPACING):
        return
    if away_since(person, now) is None:
        Person.objects.filter(pk=person.pk).update(seen=now)  # there all along
    elif heard(person.pk, now):
        presence(person.gathering.table.public_id, 0)
    person.seen = now


def away_since(person: Person, now: datetime | None = None) -> datetime | None:
    """Since when ``person`` is away, or ``None`` while they are there."""
    now = now or timezone.now()
    if person.seen is None:
        return None
    return person.seen if now - person.seen >= timedelta(seconds=AWAY_SECONDS) else None
