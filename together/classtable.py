"""A class table: a teacher opens a table for people for one class, plays a seat or watches,
sees every hand, pauses the game, shows everyone the position of the seat in turn with the
engine's « Pourquoi ? », and turns it into an exercise of one of the teacher's sets (through
the classroom's own checks and set, as an exercise built by hand)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils.text import capfirst

from classroom import handmade
from classroom import services as classroom_services
from classroom.models import Classroom, TeacherSet
from reference.ruleset import RuleSet
from table import present
from table.models import Deal, Table
from table.places import TABLE_KIND_SLUGS
from table.services import current_deal
from table.state import deal_state, ruleset_of
from together.models import Gathering, Person
from together.services import Refused, changed, open_table
from trainer.exercises import KINDS as ALL_KINDS
from trainer.exercises.kind import Moment
from trainer.models import Learner


def open_class_table(
    *,
    classroom: Classroom,
    ruleset: RuleSet,
    table_choices: Mapping[str, Any],
    name: str,
    learner: Learner | None,
    plays: bool,
) -> Person:
    """A table for ``classroom``, its teacher the host: seated, or watching every hand."""
    with transaction.atomic():
        host = open_table(ruleset=ruleset, name=name, learner=learner, **table_choices)
        Gathering.objects.filter(pk=host.gathering_id).update(classroom=classroom)
        if not plays:
            Person.objects.filter(pk=host.pk).update(seat=None, watching=True)
    return host


def pause(*, gathering: Gathering, paused: bool) -> None:
    """Pause the game (nobody may act) or let it go on (the position shown is put away)."""
    with transaction.atomic():
        Gathering.objects.filter(pk=gathering.pk).update(paused=paused, shown=None)
        gathering.paused, gathering.shown = paused, None
        changed(gathering)


def show_position(*, gathering: Gathering) -> None:
    """Show everyone the position of the seat in turn, while the game is paused."""
    table = gathering.table
    deal = current_deal(table)
    seat = deal_state(table, deal).to_act
    if not gathering.paused or seat is None or deal.over:
        raise Refused("nothing to show")
    shown = {"deal": deal.pk, "moment": len(deal.actions), "seat": seat}
    with transaction.atomic():
        Gathering.objects.filter(pk=gathering.pk).update(shown=shown)
        gathering.shown = shown
        changed(gathering)


@dataclass
class Shown:
    """The position a teacher shows: the deal, the moment and the seat whose hand it is."""

    table: Table
    deal: Deal
    moment: int
    seat: int

    def moment_of(self) -> Moment:
        state = deal_state(self.table, self.deal, self.moment)
        return Moment(state, deal_state(self.table, self.deal), self.deal.over, self.seat)


def shown_position(gathering: Gathering) -> Shown | None:
    """The position shown now, if any."""
    shown = gathering.shown
    if not gathering.paused or not isinstance(shown, dict):
        return None
    deal_id = shown.get("deal")
    if not isinstance(deal_id, int):
        return None
    deal = Deal.objects.filter(pk=deal_id, table=gathering.table).first()
    if deal is None:
        return None
    return Shown(gathering.table, deal, int(shown["moment"]), int(shown["seat"]))


def exercise_kinds(shown: Shown) -> list[str]:
    """The exercise kinds the position can become (the table's kinds that ask about it)."""
    moment = shown.moment_of()
    return [
        kind
        for kind in TABLE_KIND_SLUGS
        if kind in handmade.KINDS and ALL_KINDS[kind].question_at(moment) is not None
    ]


def to_exercise(*, shown: Shown, kind: str, tset: TeacherSet) -> int:
    """The position as an exercise of ``kind`` at the end of ``tset``; its number there.
    ``Refused`` when the classroom's checks refuse it; the set's own bounds raise as when
    a teacher adds an exercise built by hand."""
    question = ALL_KINDS[kind].question_at(shown.moment_of()) if kind in ALL_KINDS else None
    if question is None or kind not in exercise_kinds(shown):
        raise Refused("no such exercise here")
    game = ruleset_of(shown.table).game
    case = {"game": game, "rules": dict(shown.table.rules), "kind": kind, "input": question}
    built = handmade.checked(case)
    if built.case is None:
        raise Refused(" ".join(built.problems))
    return classroom_services.set_items_add(tset=tset, cases=[built.case])[0]


def class_context(gathering: Gathering, person: Person) -> dict[str, Any]:
    """What a class table's page adds: the position shown (the seat's hand with the engine's
    verdict on each card, and « Pourquoi ? »), and for the teacher the kinds it can become
    and the teacher's sets to put it in."""
    if gathering.classroom_id is None:
        return {}
    context: dict[str, Any] = {"class_table": True}
    shown = shown_position(gathering)
    if shown is not None:
        table = shown.table
        state = deal_state(table, shown.deal, shown.moment)
        hand = present.hand_cards(state, shown.seat, True, present.game_words(table))
        context["shown"] = {
            "who": capfirst(present.seat_label(ruleset_of(table), table, shown.seat)),
            "hand": hand,
            "why_lines": present.why_lines(hand),
        }
        if person.host:
            context["exercise_kinds"] = [(k, ALL_KINDS[k].title) for k in exercise_kinds(shown)]
            teacher = gathering.classroom.teacher if gathering.classroom else None
            context["teacher_sets"] = (
                classroom_services.sets_taking_items(teacher) if teacher else []
            )
    return context
