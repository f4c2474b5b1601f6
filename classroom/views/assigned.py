"""A student's assignments: the list of exercises with what is done, each exercise through the
trainer's answer flow, and at the end the score and a review of the misses."""

from __future__ import annotations

import uuid
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django_htmx.http import HttpResponseClientRedirect

from classroom import policy, services
from classroom.answers import explain_item
from classroom.assignments import item_key
from classroom.items import Item, item_at, set_items
from classroom.models import Assignment, Response, Student
from classroom.results import set_key
from classroom.situations import describe
from guard.limits import limited
from reference.http import HtmxHttpRequest
from trainer.flow import Place, respond
from trainer.services import Recorded


@policy.checked("GET")
def summary(request: HttpRequest, assignment_id: uuid.UUID) -> HttpResponse:
    """The assignment's exercises with the student's results; once all are answered, the score
    and each miss with the right answer and the engine's reasons."""
    assignment, student = policy.student_assignment(request, assignment_id)
    items = set_items(assignment.teacher_set)
    responses = {
        r.position: r for r in Response.objects.filter(assignment=assignment, student=student)
    }
    rows = [(item, responses.get(item.position)) for item in items]
    done = bool(items) and all(r is not None for _i, r in rows)
    misses = [
        {
            "item": item,
            "shown": describe(item.exercise),
            "explained": explain_item(item, response.answer, set_key(assignment)),
            "response": response,
        }
        for item, response in rows
        if done and response is not None and not response.correct
    ]
    next_item = next((item for item, r in rows if r is None), None)
    context = {
        "assignment": assignment,
        "rows": rows,
        "done": done,
        "right": sum(1 for _i, r in rows if r is not None and r.correct),
        "answered": sum(1 for _i, r in rows if r is not None),
        "misses": misses,
        "next_item": next_item,
    }
    return render(request, "classroom/assignment.html", context)


def _item(assignment: Assignment, position: int) -> tuple[Item, int]:
    items = set_items(assignment.teacher_set)
    item = item_at(assignment.teacher_set, position)
    if item is None:
        raise Http404("no such exercise")
    return item, len(items)


@limited("answers", "learners")
@policy.checked("GET", "POST")
def play(request: HtmxHttpRequest, assignment_id: uuid.UUID, position: int) -> HttpResponse:
    """One exercise of the assignment, answered and checked like any other. In « one attempt »
    mode, the first answer is final: the page then shows its verdict."""
    assignment, student = policy.student_assignment(request, assignment_id)
    item, count = _item(assignment, position)
    here = reverse("classroom:play", args=[assignment.id, position])
    first = Response.objects.filter(
        assignment=assignment, student=student, position=position
    ).first()
    if (
        assignment.one_attempt
        and first is not None
        and (request.method == "POST" or "reponse" not in request.GET)
    ):  # the first answer is final: any other post or page shows its verdict
        verdict = f"{here}?reponse={first.attempt_id or 0}"
        return HttpResponseClientRedirect(verdict) if request.htmx else redirect(verdict)
    return _respond(request, assignment, student, item, count, here, record=True)


@limited("answers", "learners")
@policy.checked("GET", "POST")
def revise(request: HtmxHttpRequest, assignment_id: uuid.UUID, position: int) -> HttpResponse:
    """An exercise already answered, answered again to practise (« Revoir mes erreurs »): it
    never changes the answer the teacher sees."""
    assignment, student = policy.student_assignment(request, assignment_id)
    item, count = _item(assignment, position)
    if not Response.objects.filter(
        assignment=assignment, student=student, position=position
    ).exists():
        return redirect("classroom:play", assignment.id, position)
    here = reverse("classroom:revise", args=[assignment.id, position])
    return _respond(request, assignment, student, item, count, here, record=False)


def _respond(
    request: HtmxHttpRequest,
    assignment: Assignment,
    student: Student,
    item: Item,
    count: int,
    here: str,
    *,
    record: bool,
) -> HttpResponse:
    key = item_key(assignment, item.case["game"], item.kind, item.position)
    after = (
        reverse("classroom:play", args=[assignment.id, item.position + 1])
        if record and item.position < count
        else reverse("classroom:assignment", args=[assignment.id])
    )
    heading = f"{assignment.teacher_set.exercise_set.title} — {item.position}/{count}"

    def keep(recorded: Recorded) -> None:
        services.response_record(
            assignment=assignment,
            student=student,
            position=item.position,
            kind=item.kind,
            game=item.case["game"],
            attempt=recorded.attempt,
        )

    extra: dict[str, Any] = {"note": item.note}
    if not (record and item.position < count):  # the last one leads to the score
        extra["next_label"] = _("Voir mon score") if record else _("Revenir à la série")
    place = Place(
        here,
        after,
        heading=heading,
        extra=extra,
        after_answer=keep if record else None,
        second_try=not (record and assignment.one_attempt),
    )
    return respond(request, item.keyed(key), item.ruleset, place)
