"""The seats of a table for people as its page lists them: the seat's name at this table,
who sits there, and whether a person or the computer plays it now."""

from __future__ import annotations

from typing import Any

from django.utils.text import capfirst

from table.state import ruleset_of
from together.models import Gathering, Person
from together.presence import away_since


def seat_rows(gathering: Gathering, viewer: Person, people: list[Person]) -> list[dict[str, Any]]:
    """Each seat in the order of play, from the viewer's point of view (``people``: everyone
    in the gathering's room, as ``gathering.people.all()``)."""
    table = gathering.table
    names = ruleset_of(table).seat_names(table.players, table.rules)
    by_seat = {p.seat: p for p in people if p.seat is not None}
    humans = table.people
    return [
        {
            "number": number,
            "name": capfirst(str(name)),
            "person": by_seat.get(number),
            "away": away_since(by_seat[number]) if number in by_seat else None,
            "handable": handable(by_seat.get(number)),
            "computer": number not in humans,
            "waiting": number in humans and number not in by_seat,
            "you": viewer.seat == number,
            "movable": [p for p in people if p.seat != number],
        }
        for number, name in enumerate(names)
    ]


def handable(person: Person | None) -> bool:
    """Whether the host may let the computer play this person's seat: an empty seat, the
    host's own, or a person away long enough (``presence.AWAY_SECONDS``)."""
    return person is None or person.host or away_since(person) is not None


def waiting_people(people: list[Person]) -> list[Person]:
    """Of ``people``, those without a seat yet (the table was full when they came in)."""
    return [p for p in people if p.seat is None and not p.watching]


def watchers(people: list[Person]) -> list[Person]:
    """Of ``people``, those who came in to watch."""
    return [p for p in people if p.seat is None and p.watching]
