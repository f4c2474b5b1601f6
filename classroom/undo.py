"""Destructive actions a teacher can undo for a while: removing a student, replacing or
dropping an item of a set, rotating a class's join code, withdrawing an assignment, deleting a
set, withdrawing a link that shares a set. Each one, once done, leaves an ``Undo`` row with
what it changed; « Annuler » puts it back within ``LIFETIME``. Deleted sets and withdrawn
assignments stay hidden until then, and are forgotten for good afterwards (``forget_expired``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from classroom import reuse, services
from classroom.models import (
    Assignment,
    Classroom,
    Student,
    Teacher,
    TeacherSet,
    Undo,
)

#: How long a destructive action can be undone.
LIFETIME = timedelta(minutes=30)


def record(*, teacher: Teacher, action: str, **data: Any) -> Undo:
    """Keep what ``action`` changed, so that it can be undone (``action`` names a function of
    ``UNDOERS``; ``data`` holds ids as text, positions and the cases removed)."""
    if action not in UNDOERS:
        raise ValueError(action)
    return Undo.objects.create(teacher=teacher, action=action, data=data)


def undo(found: Undo) -> bool:
    """Undo the action (its teacher's, checked by ``policy.own_undo``); whether it could be
    (once, within ``LIFETIME``, and while what it changed is still there)."""
    with transaction.atomic():
        fresh = (
            Undo.objects.select_for_update()
            .filter(pk=found.pk, done=False, created__gte=timezone.now() - LIFETIME)
            .first()
        )
        if fresh is None:
            return False
        try:
            done = UNDOERS[fresh.action](fresh.teacher, fresh.data)
        except (services.SetFrozen, services.SetFull, KeyError, ValueError):
            done = False
        if done:
            fresh.done = True
            fresh.save(update_fields=["done"])
    return done


def forget_expired() -> None:
    """What can no longer be undone goes for good (sets, assignments and the undo rows)."""
    before = timezone.now() - LIFETIME
    services.purge(before=before)
    Undo.objects.filter(created__lt=before).delete()


def _student(teacher: Teacher, data: dict[str, Any]) -> bool:
    student = Student.objects.filter(id=data["student"], classroom__teacher=teacher).first()
    if student is None:
        return False
    services.student_restore(student=student)
    return True


def _set(teacher: Teacher, data: dict[str, Any]) -> TeacherSet | None:
    return TeacherSet.everything.filter(id=data["set"], teacher=teacher).first()


def _item_replaced(teacher: Teacher, data: dict[str, Any]) -> bool:
    tset = _set(teacher, data)
    if tset is None:
        return False
    return services.set_item_replace(tset=tset, position=int(data["position"]), case=data["case"])


def _item_dropped(teacher: Teacher, data: dict[str, Any]) -> bool:
    tset = _set(teacher, data)
    if tset is None:
        return False
    services.set_item_insert(tset=tset, position=int(data["position"]), case=data["case"])
    return True


def _code(teacher: Teacher, data: dict[str, Any]) -> bool:
    classroom = Classroom.objects.filter(id=data["class"], teacher=teacher).first()
    if classroom is None:
        return False
    return services.class_code_restore(classroom=classroom, code=str(data["code"]))


def _assignment(teacher: Teacher, data: dict[str, Any]) -> bool:
    found = Assignment.everything.filter(
        id=data["assignment"], classroom__teacher=teacher, withdrawn__isnull=False
    ).first()
    if found is None:
        return False
    services.assignment_restore(assignment=found)
    return True


def _set_deleted(teacher: Teacher, data: dict[str, Any]) -> bool:
    tset = _set(teacher, data)
    if tset is None or tset.deleted is None:
        return False
    services.set_restore(tset=tset)
    return True


def _share(teacher: Teacher, data: dict[str, Any]) -> bool:
    return reuse.share_restore(teacher=teacher, share_id=str(data["share"]))


UNDOERS: dict[str, Callable[[Teacher, dict[str, Any]], bool]] = {
    "student_remove": _student,
    "item_replace": _item_replaced,
    "item_drop": _item_dropped,
    "code_rotate": _code,
    "assignment_withdraw": _assignment,
    "set_delete": _set_deleted,
    "share_revoke": _share,
}
