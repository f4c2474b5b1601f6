"""The seats of a table for people as its page lists them: the seat's name at this table,
who sits there, and whether a person or the computer plays it now."""

from __future__ import annotations

from typing import Any

from django.utils.text import capfirst

from table.state import ruleset_of
from together.models import Gathering, Person


def seat_rows(gathering: Gathering, viewer: Person) -> list[dict[str, Any]]:
    """Each seat in the order of play, from the viewer's point of view."""
    table = gathering.table
    names = ruleset_of(table).seat_names(table.players, table.rules)
    people = list(gathering.people.all())
    by_seat = {p.seat: p for p in people if p.seat is not None}
    humans = table.people
    return [
        {
            "number": number,
            "name": capfirst(str(name)),
            "person": by_seat.get(number),
            "computer": number not in humans,
            "waiting": number in humans and number not in by_seat,
            "you": viewer.seat == number,
            "movable": [p for p in people if p.seat != number],
        }
        for number, name in enumerate(names)
    ]


def waiting_people(gathering: Gathering) -> list[Person]:
    """People in the room without a seat yet (the table was full when they came in)."""
    return list(gathering.people.filter(seat=None))
