"""Who is at a table for people: a browser is recognised by the person's key it keeps in its
session (no account needed); the host is the person who opened the table."""

from __future__ import annotations

from django.http import HttpRequest

from together.models import Person

SESSION_KEY = "together"
#: Tables a browser remembers at once (the oldest is forgotten first).
REMEMBERED = 30


def remember(request: HttpRequest, person: Person) -> None:
    """This browser is ``person`` at the person's table from now on."""
    known = dict(request.session.get(SESSION_KEY) or {})
    public_id = person.gathering.table.public_id
    known.pop(public_id, None)
    known[public_id] = person.key
    while len(known) > REMEMBERED:
        known.pop(next(iter(known)))
    request.session[SESSION_KEY] = known


def person_at(request: HttpRequest, public_id: str) -> Person | None:
    """The person this browser is at the table ``public_id``, if any."""
    known = request.session.get(SESSION_KEY) or {}
    key = known.get(public_id) if isinstance(known, dict) else None
    if not isinstance(key, str):
        return None
    return (
        Person.objects.select_related("gathering__table", "learner")
        .filter(key=key, gathering__table__public_id=public_id)
        .first()
    )
