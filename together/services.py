"""Everything « Jouer ensemble » writes: keyword-only, one transaction each, and the push once
it is committed (``together.push.announce``).

The deals are the table's (``table.services``): a person's action is the table's action for
that person's seat, under the same version check, so two people acting at once get one
applied and the other a conflict. Seats change only through ``table_people``, which lets the
computer play at once a seat just handed to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.db import transaction
from django.utils import timezone

from reference.engine.deals import Action
from reference.ruleset import RuleSet, seats
from table.models import Table
from table.services import Acted, table_act, table_close, table_create, table_next_deal
from table.services import table_people as set_people
from together.models import Gathering, Person, new_code, new_invitation
from together.push import announce
from trainer.models import Learner


class Refused(Exception):
    """What the host or a person asked cannot be done now (the message says why)."""


def open_table(
    *,
    ruleset: RuleSet,
    players: str,
    options: Mapping[str, Any],
    end: str,
    coach: bool,
    name: str,
    learner: Learner | None,
) -> Person:
    """A new table for people, every seat « une personne », the host seated at the learner's
    seat of the rule set; the host, seated."""
    every = range(seats(players))
    with transaction.atomic():
        table = table_create(
            learner=None,
            ruleset=ruleset,
            players=players,
            options=options,
            end=end,
            coach=coach,
            humans=every,
        )
        gathering = Gathering.objects.create(table=table)
        return Person.objects.create(
            gathering=gathering, name=name, seat=table.seat, host=True, learner=learner
        )


def join(
    *, gathering: Gathering, name: str, learner: Learner | None, watch: bool = False
) -> Person:
    """A person comes in by the invitation: seated at the first free seat people play, or
    waiting for the host to seat them when there is none; with ``watch``, to watch only."""
    with transaction.atomic():
        Gathering.objects.select_for_update().get(pk=gathering.pk)
        table = gathering.table
        taken = set(gathering.people.exclude(seat=None).values_list("seat", flat=True))
        free = [s for s in table.people if s not in taken]
        seat = min(free) if free and not watch else None
        person = Person.objects.create(
            gathering=gathering, name=name, seat=seat, learner=learner, watching=watch
        )
        changed(gathering)  # a new version: every seat list shows them
    return person


def act(*, person: Person, version: int, action: Action) -> Acted:
    """A seated person's action at the table (the engine refuses it if it is not theirs)."""
    table = person.gathering.table
    if person.seat is None:
        raise Refused("not seated")
    if person.gathering.paused:
        raise Refused("paused")
    acted = table_act(
        table=table, version=version, action=action, seat=person.seat, learner=person.learner
    )
    if acted.applied:
        announce(table.public_id, table.version)
    return acted


def next_deal(*, person: Person, version: int) -> None:
    """Deal the next deal (any seated person may, unless the game is paused)."""
    if person.gathering.paused:
        raise Refused("paused")
    table = person.gathering.table
    table_next_deal(table=table, version=version)
    announce(table.public_id, table.version)


def changed(gathering: Gathering) -> None:
    """A new version of the table with the same seats: every screen fetches its view again
    (the table's state did not change, what its page says around it did)."""
    _reseat(gathering, set(gathering.table.people))


def _reseat(gathering: Gathering, humans: set[int]) -> None:
    table = gathering.table
    version = set_people(table=table, humans=humans)
    announce(table.public_id, version)


def hand_to_computer(*, gathering: Gathering, seat: int) -> None:
    """The computer plays ``seat`` from now on; whoever sits there keeps the seat."""
    with transaction.atomic():
        table = _locked(gathering)
        _reseat(gathering, set(table.people) - {seat})


def give_to_person(*, gathering: Gathering, seat: int) -> None:
    """A person plays ``seat`` again: whoever sits there, or the next person to come in."""
    with transaction.atomic():
        table = _locked(gathering)
        if seat not in range(seats(table.players)):
            raise Refused("no such seat")
        _reseat(gathering, set(table.people) | {seat})


def take_back(*, person: Person) -> None:
    """A person whose seat the computer played takes it back."""
    if person.seat is None:
        raise Refused("not seated")
    give_to_person(gathering=person.gathering, seat=person.seat)


def move(*, gathering: Gathering, person: Person, seat: int) -> None:
    """Seat ``person`` at ``seat``; whoever sat there takes the person's old seat. A seat
    left empty is played by the computer until someone sits there again."""
    with transaction.atomic():
        table = _locked(gathering)
        if seat not in range(seats(table.players)) or person.gathering_id != gathering.pk:
            raise Refused("no such seat")
        old = person.seat
        other = gathering.people.filter(seat=seat).exclude(pk=person.pk).first()
        Person.objects.filter(pk=person.pk).update(seat=None)
        if other is not None:
            Person.objects.filter(pk=other.pk).update(seat=old)
        Person.objects.filter(pk=person.pk).update(seat=seat, watching=False)
        person.seat, person.watching = seat, False
        humans = set(table.people) | {seat}
        if other is None and old is not None:
            humans.discard(old)
        _reseat(gathering, humans)


def show_hands(*, gathering: Gathering, shown: bool) -> None:
    """Open the table (those who watch see every hand) or close it again; a new version, so
    that every seat's screen says which it is now."""
    with transaction.atomic():
        _locked(gathering)
        Gathering.objects.filter(pk=gathering.pk).update(open_hands=shown)
        gathering.open_hands = shown
        changed(gathering)


def close(*, gathering: Gathering) -> None:
    """Close the table: the game ends where it is, the invitation stops working."""
    with transaction.atomic():
        table = _locked(gathering)
        Gathering.objects.filter(pk=gathering.pk).update(closed=timezone.now())
        gathering.closed = timezone.now()
        version = table_close(table=table)
        announce(table.public_id, version)


def reopen(*, gathering: Gathering) -> None:
    """Undo « Fermer la table »: the game goes on where it stopped."""
    with transaction.atomic():
        table = _locked(gathering)
        Gathering.objects.filter(pk=gathering.pk).update(closed=None)
        gathering.closed = None
        version = table_close(table=table, closed=False)
        announce(table.public_id, version)


def renew_invitation(*, gathering: Gathering) -> None:
    """A new invitation link and code: the old ones stop letting anyone in."""
    gathering.invitation, gathering.code = new_invitation(), new_code()
    gathering.save(update_fields=["invitation", "code"])


def _locked(gathering: Gathering) -> Table:
    """The gathering's table, locked until the transaction ends."""
    return Table.objects.select_for_update().get(pk=gathering.table_id)


__all__ = [
    "Refused",
    "act",
    "changed",
    "close",
    "give_to_person",
    "hand_to_computer",
    "join",
    "move",
    "next_deal",
    "open_table",
    "renew_invitation",
    "reopen",
    "show_hands",
    "take_back",
]
