"""« En direct » for a class: the teacher shows one exercise of a set on a projector, the
students answer it on their phones as an exercise of an assignment (the classroom's
``Response``, as any assigned answer), the teacher sees how many gave each answer as they
come (each answer is pushed), then reveals the verdict and the engine's reasons to all."""

from __future__ import annotations

from collections import Counter
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from classroom import services as classroom_services
from classroom.answer_charts import answer_chart
from classroom.answers import explain, given_text, right_answer
from classroom.items import Item, item_at
from classroom.models import Assignment, Classroom, Response, Student, TeacherSet
from together.models import LiveQuestion
from together.push import announce


def start(*, classroom: Classroom, tset: TeacherSet, position: int) -> LiveQuestion:
    """Show exercise ``position`` of ``tset`` to ``classroom``; its answers are filed under
    an « En direct » assignment of that set, apart from the set given as homework: the first
    one that has not shown this exercise yet (made when there is none), so that a question
    shown again, after the teacher has explained it, is answered afresh by everyone and the
    earlier answers keep their count. Pressed again while that exercise is still on the
    projector, unrevealed (a double click, a page sent twice), it shows the same question."""
    if item_at(tset, position) is None:
        raise LookupError(position)
    with transaction.atomic():
        Classroom.objects.select_for_update().filter(pk=classroom.pk).first()  # one at a time
        showing = _showing(classroom, tset, position)
        if showing is not None:
            return showing
        assignment = (
            Assignment.objects.filter(classroom=classroom, teacher_set=tset, live=True)
            .exclude(live_questions__position=position)
            .order_by("created")
            .first()
        )
        if assignment is None:
            assignment = classroom_services.assignment_create(
                classroom=classroom, tset=tset, due=None, one_attempt=True, live=True
            )
        return LiveQuestion.objects.create(
            classroom=classroom, assignment=assignment, position=position
        )


def _showing(classroom: Classroom, tset: TeacherSet, position: int) -> LiveQuestion | None:
    """The class's latest question, when it is this exercise of this set and not revealed."""
    latest = LiveQuestion.objects.filter(classroom=classroom).select_related("assignment").first()
    if latest is None or latest.revealed is not None or latest.position != position:
        return None
    return latest if latest.assignment.teacher_set_id == tset.pk else None


def item_of(live: LiveQuestion) -> Item:
    item = item_at(live.assignment.teacher_set, live.position)
    if item is None:
        raise LookupError(live.position)
    return item


def changed(live: LiveQuestion) -> None:
    """A new version: every screen on the question fetches its view again."""
    LiveQuestion.objects.filter(pk=live.pk).update(version=F("version") + 1)
    live.refresh_from_db(fields=["version"])
    announce(live.public_id, live.version)


def reveal(*, live: LiveQuestion) -> None:
    """Show everyone the verdict and its reasons."""
    with transaction.atomic():
        LiveQuestion.objects.filter(pk=live.pk, revealed=None).update(revealed=timezone.now())
        live.refresh_from_db(fields=["revealed"])
        changed(live)


def responses(live: LiveQuestion) -> list[Response]:
    return list(Response.objects.filter(assignment=live.assignment, position=live.position))


def counts(live: LiveQuestion) -> dict[str, Any]:
    """How many gave each answer: before the reveal, the answers' words and counts only (the
    projector says nothing of which is right); after it, the chart with the right one."""
    item = item_of(live)
    given: Counter[tuple[str, bool]] = Counter(
        (given_text(item.exercise, r.answer), r.correct) for r in responses(live)
    )
    answered = sum(given.values())
    if live.revealed is None:
        merged: Counter[str] = Counter()
        for (words, _right), n in given.items():
            merged[words] += n
        return {"answered": answered, "answers": merged.most_common()}
    chart = answer_chart(item, given) if given else None
    explained = explain(item.exercise, right_answer(item.exercise))
    return {"answered": answered, "chart": chart, "explained": explained}


def student_verdict(live: LiveQuestion, student: Student) -> dict[str, Any]:
    """What a student's phone says: the answer is waited for, recorded, or judged."""
    mine = Response.objects.filter(
        assignment=live.assignment, position=live.position, student=student
    ).first()
    if live.revealed is None or mine is None:
        return {"mine": mine}
    item = item_of(live)
    return {"mine": mine, "explained": explain(item.exercise, mine.answer)}
