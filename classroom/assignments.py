"""Assignments as a student meets them: which exercise key an answer is stored under, where
« Revoir mes erreurs » sends a mistake made in an assignment, and how far each student is.

An answer to an assignment is a trainer attempt keyed ``(game, "classe", kind, "classe",
"<token>:<position>")``: the student's progress and mistakes work as for any exercise, and two
assignments of one set never mix.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.db.models import Count, Q
from django.urls import reverse
from django.utils import timezone

from classroom.models import Assignment, Response, Student
from trainer.exercises.base import Key

ASSIGNMENT_MARKER = "classe"
ASSIGNMENT_SEED = re.compile(r"(?P<token>[a-z0-9]{12}):(?P<position>[1-9][0-9]{0,3})")


def item_key(assignment: Assignment, game: str, kind: str, position: int) -> Key:
    """The key an answer to one exercise of ``assignment`` is stored under."""
    seed = f"{assignment.token}:{position}"
    return Key(game, ASSIGNMENT_MARKER, kind, ASSIGNMENT_MARKER, seed)


def review_place(key: Key) -> str | None:
    """Where a mistake made in an assignment is answered again (``None`` once it is gone)."""
    match = ASSIGNMENT_SEED.fullmatch(key.seed)
    if match is None:
        return None
    assignment = Assignment.objects.filter(token=match["token"]).first()
    if assignment is None:
        return None
    position = int(match["position"])
    name = "classroom:revise" if assignment.one_attempt else "classroom:play"
    return reverse(name, args=[assignment.id, position])


@dataclass(frozen=True)
class Standing:
    """How far a student is in an assignment."""

    assignment: Assignment
    total: int
    answered: int
    right: int

    @property
    def done(self) -> bool:
        return self.total > 0 and self.answered >= self.total

    @property
    def late(self) -> bool:
        due = self.assignment.due
        return due is not None and not self.done and timezone.localdate() > due

    @property
    def due(self) -> date | None:
        return self.assignment.due


def standings(student: Student) -> list[Standing]:
    """Every set given to the student's class as homework, newest first, with the student's
    progress (three queries, whatever the number of assignments)."""
    assignments = list(
        Assignment.objects.filter(classroom_id=student.classroom_id, live=False)
        .select_related("teacher_set__exercise_set")
        .annotate(total=Count("teacher_set__exercise_set__items", distinct=True))
    )
    counts: dict[Any, tuple[int, int]] = {
        found: (answered, right)
        for found, answered, right in Response.objects.filter(student=student)
        .values("assignment")
        .annotate(answered=Count("id"), right=Count("id", filter=Q(correct=True)))
        .values_list("assignment", "answered", "right")
    }
    return [Standing(a, a.total, *counts.get(a.id, (0, 0))) for a in assignments]
