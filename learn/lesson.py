"""A lesson's practice: its exercises in a queue; a right answer takes the exercise out, a
missed one puts it back ``COMES_BACK`` places on (or last), so it comes back within the
lesson until answered right. The lesson ends when the queue is empty."""

from __future__ import annotations

from django.db import transaction

from learn.catalogue import PRACTICE, Lesson
from learn.models import LessonState
from trainer.models import Learner

#: A missed exercise comes back after this many others (sooner when fewer are left).
COMES_BACK = 2


def state_of(learner: Learner | None, lesson: Lesson) -> LessonState | None:
    """The learner's state in ``lesson`` (``None`` before the first answer)."""
    if learner is None:
        return None
    rs = lesson.ruleset
    return LessonState.objects.filter(
        learner=learner, game=rs.game, ruleset=rs.slug, theme=lesson.slug
    ).first()


def queue_of(state: LessonState | None) -> list[int]:
    """The exercises still to answer right, the next first."""
    return list(range(PRACTICE)) if state is None else [int(i) for i in state.queue]


def solved(state: LessonState | None) -> int:
    """How many of the lesson's exercises have been answered right."""
    return PRACTICE - len(set(queue_of(state)))


def lesson_record(*, learner: Learner, lesson: Lesson, index: int, correct: bool) -> LessonState:
    """Count an answer to exercise ``index`` of the lesson (the one at the head of its queue;
    an answer to another, from a stale page, moves nothing)."""
    rs = lesson.ruleset
    with transaction.atomic():
        state, _ = LessonState.objects.select_for_update().get_or_create(
            learner=learner,
            game=rs.game,
            ruleset=rs.slug,
            theme=lesson.slug,
            defaults={"queue": list(range(PRACTICE))},
        )
        queue = queue_of(state)
        if state.done or not queue or queue[0] != index:
            return state
        queue.pop(0)
        state.answered += 1
        state.last = index
        if not correct:
            state.missed += 1
            queue.insert(min(COMES_BACK, len(queue)), index)
        state.queue = queue
        state.done = not queue
        state.save()
    return state


def lesson_restart(*, learner: Learner, lesson: Lesson) -> None:
    """Start a finished lesson over (its exercises come again, its answers are reviews)."""
    rs = lesson.ruleset
    LessonState.objects.filter(
        learner=learner, game=rs.game, ruleset=rs.slug, theme=lesson.slug
    ).delete()
