"""Everything « La classe » writes to the database (style.md #10): keyword-only, typed.

Callers have already checked who may do it (``classroom.policy``).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.db.models import Count, Exists, F, Max, OuterRef
from django.utils import timezone
from django.utils.crypto import constant_time_compare, salted_hmac
from django.utils.text import slugify
from django.utils.translation import gettext as _

from classroom.models import (
    Assignment,
    Classroom,
    ResetCode,
    Response,
    Student,
    Teacher,
    TeacherSet,
)
from guard.limits import account_allows
from trainer.models import Attempt, ExerciseSet, Learner, SetItem

#: Letters and digits nobody mixes up when a code is read aloud or copied from the board.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
JOIN_CODE_LENGTH = 8
RESET_CODE_LENGTH = 10
RESET_CODE_LIFETIME = timedelta(days=2)
SET_NAME_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"
RESET_SALT = "classroom.reset-code"


class SetFrozen(Exception):
    """A set given to a class keeps its exercises (its answers refer to them): duplicate it."""


class SetFull(Exception):
    """A set holds at most ``settings.SET_ITEMS`` exercises."""


class Capped(Exception):
    """A bound of the teacher's account is reached (README: « La classe »); the message says
    which in a sentence, ``status`` is 429 for a bound per hour, 400 for what an account holds."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


def _holds(count: int, most: int, message: str) -> None:
    if count >= most:
        raise Capped(message % {"n": most}, 400)


def _per_hour(teacher: Teacher, name: str, amount: int, message: str) -> None:
    if not account_allows(teacher.user_id, name, amount):
        raise Capped(message % {"n": settings.ACCOUNT_LIMITS[name][0]}, 429)


def sets_capped(teacher: Teacher, items: int = 0) -> None:
    """``Capped`` if the teacher may not make one more set (holding ``items`` exercises)."""
    _holds(
        TeacherSet.everything.filter(teacher=teacher).count(),
        settings.TEACHER_SETS,
        _(
            "Votre compte a déjà %(n)d séries, le plus permis : supprimez-en une pour en "
            "créer une autre."
        ),
    )
    _per_hour(
        teacher,
        "teacher_sets",
        1,
        _("Vous avez déjà créé %(n)d séries cette heure-ci : réessayez dans une heure."),
    )
    if items:
        items_capped(teacher, items)


def items_capped(teacher: Teacher, items: int) -> None:
    """``Capped`` if the teacher may not add ``items`` more exercises this hour."""
    _per_hour(
        teacher,
        "teacher_items",
        items,
        _(
            "Vous avez déjà ajouté près de %(n)d exercices cette heure-ci, le plus permis : "
            "réessayez dans une heure."
        ),
    )


def random_code(length: int) -> str:
    """A code of ``length`` characters of ``CODE_ALPHABET``."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def normal_code(text: str) -> str:
    """A code as typed (« k7pq-2mxr », with spaces) in its stored form (« K7PQ2MXR »)."""
    return "".join(c for c in text.upper() if c.isascii() and c.isalnum())[:20]


# --------------------------------------------------------------------------- teachers, classes


def teacher_make(*, user: Any) -> Teacher:
    """Give an account the teacher role (once)."""
    found, _created = Teacher.objects.get_or_create(user=user)
    return found


def class_create(*, teacher: Teacher, name: str) -> Classroom:
    """A new class, open to students with a fresh join code (``Capped`` past the account's
    bounds)."""
    _holds(
        Classroom.objects.filter(teacher=teacher).count(),
        settings.TEACHER_CLASSES,
        _(
            "Votre compte a déjà %(n)d classes, le plus permis : supprimez-en une pour en "
            "ouvrir une autre."
        ),
    )
    _per_hour(
        teacher,
        "teacher_classes",
        1,
        _("Vous avez déjà ouvert %(n)d classes cette heure-ci : réessayez dans une heure."),
    )
    for _attempt in range(20):
        try:
            with transaction.atomic():
                return Classroom.objects.create(
                    teacher=teacher, name=name, join_code=random_code(JOIN_CODE_LENGTH)
                )
        except IntegrityError:  # that code is taken: draw another
            continue
    raise RuntimeError("no free join code")


def class_code_rotate(*, classroom: Classroom) -> str:
    """A new join code: the old code and link stop working."""
    for _attempt in range(20):
        code = random_code(JOIN_CODE_LENGTH)
        try:
            with transaction.atomic():
                Classroom.objects.filter(pk=classroom.pk).update(join_code=code)
        except IntegrityError:
            continue
        classroom.join_code = code
        return code
    raise RuntimeError("no free join code")


def class_joining_set(*, classroom: Classroom, open_: bool) -> None:
    """Open or close the class to new students."""
    classroom.joining_open = open_
    classroom.save(update_fields=["joining_open"])


def class_rename(*, classroom: Classroom, name: str) -> None:
    classroom.name = name
    classroom.save(update_fields=["name"])


def class_delete(*, classroom: Classroom) -> None:
    """Delete the class, its assignments, its students' accounts and all they answered."""
    with transaction.atomic():
        users = get_user_model().objects.filter(student__classroom=classroom)
        Learner.objects.filter(user__in=users).delete()  # attempts, mistakes, path steps
        users.delete()  # students, their answers and reset codes
        classroom.delete()


# --------------------------------------------------------------------------- students


def _username(display_name: str) -> str:
    """A login name nobody else has: the display name's letters and a random tail."""
    base = slugify(display_name)[:16] or "eleve"
    model = get_user_model()
    while True:
        name = (
            f"{base}.{''.join(secrets.choice('abcdefghjkmnpqrstuvwxyz23456789') for _ in range(4))}"
        )
        if not model.objects.filter(username=name).exists():
            return name


def student_join(*, classroom: Classroom, display_name: str, password: str) -> Student:
    """A new student account in ``classroom`` (raises ``IntegrityError`` if the display name is
    taken in the class), with its own learner for the trainer's history."""
    with transaction.atomic():
        user = get_user_model().objects.create_user(
            username=_username(display_name), password=password
        )
        found = Student.objects.create(user=user, classroom=classroom, display_name=display_name)
        Learner.objects.create(user=user)
    return found


class NameTaken(Exception):
    """Another student of the class has this display name (letter case apart)."""


def student_rename(*, student: Student, display_name: str) -> None:
    """Give a student another display name (``NameTaken`` if a classmate has it)."""
    student.display_name = display_name
    try:
        with transaction.atomic():
            student.save(update_fields=["display_name"])
    except IntegrityError:
        student.refresh_from_db(fields=["display_name"])
        raise NameTaken(display_name) from None


def student_merge(*, keep: Student, other: Student) -> int:
    """Fold ``other`` (a second account of the same student) into ``keep``: every answer of
    ``other`` to an exercise ``keep`` has not answered moves to ``keep`` (the first answer
    counts, as ever), its practice history joins ``keep``'s, and the account ``other`` goes.
    Returns how many class answers moved."""
    if keep.classroom_id != other.classroom_id or keep.pk == other.pk:
        raise ValueError("two different students of one class")
    with transaction.atomic():
        taken = set(Response.objects.filter(student=keep).values_list("assignment_id", "position"))
        moved = 0
        for response in Response.objects.filter(student=other).order_by("answered"):
            if (response.assignment_id, response.position) in taken:
                continue
            response.student = keep
            response.save(update_fields=["student"])
            taken.add((response.assignment_id, response.position))
            moved += 1
        learner = Learner.objects.get_or_create(user_id=keep.user_id)[0]
        known = set(Attempt.objects.filter(learner=learner).values_list(*ATTEMPT_KEY))
        for attempt in Attempt.objects.filter(learner__user_id=other.user_id):
            if tuple(getattr(attempt, f) for f in ATTEMPT_KEY) not in known:
                attempt.learner = learner
                attempt.save(update_fields=["learner"])
        Learner.objects.filter(user_id=other.user_id).delete()
        get_user_model().objects.filter(pk=other.user_id).delete()
    return moved


#: What names an exercise's answer in a learner's history (one answer per learner each).
ATTEMPT_KEY = ("game", "ruleset", "kind", "difficulty", "seed")
#: The letters of a password printed on a login slip (no 0/O or 1/l to misread).
SLIP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"


def students_create(
    *, classroom: Classroom, names: list[str]
) -> tuple[list[tuple[Student, str]], list[str]]:
    """Accounts the teacher makes for ``names`` (each with a password to print on a login
    slip, shown once), and the names already taken in the class (none made for them)."""
    _per_hour(
        classroom.teacher,
        "teacher_accounts",
        len(names),
        _(
            "Vous avez créé beaucoup de comptes en une heure (au plus %(n)d) : réessayez un "
            "peu plus tard."
        ),
    )
    made, taken = [], []
    for name in names:
        password = "-".join(
            "".join(secrets.choice(SLIP_ALPHABET) for _ in range(4)) for _part in range(3)
        )
        try:
            made.append(
                (student_join(classroom=classroom, display_name=name, password=password), password)
            )
        except IntegrityError:
            taken.append(name)
    return made, taken


def student_remove(*, student: Student) -> None:
    """Take a student out of the class: the account can no longer log in and leaves the
    roster, its answers stay in the class's results, marked (``student_restore`` undoes)."""
    with transaction.atomic():
        student.removed = timezone.now()
        student.save(update_fields=["removed"])
        get_user_model().objects.filter(pk=student.user_id).update(is_active=False)


def student_restore(*, student: Student) -> None:
    """Put a removed student back in the class, with the account and every answer."""
    with transaction.atomic():
        student.removed = None
        student.save(update_fields=["removed"])
        get_user_model().objects.filter(pk=student.user_id).update(is_active=True)


def reset_code_issue(*, student: Student) -> str:
    """A one-time code the student types to choose a new password (replaces any earlier one)."""
    code = random_code(RESET_CODE_LENGTH)
    ResetCode.objects.update_or_create(
        student=student,
        defaults={"code_hash": _code_hash(code), "expires": timezone.now() + RESET_CODE_LIFETIME},
    )
    return code


def reset_code_use(*, username: str, code: str, password: str) -> Student | None:
    """Set a new password if ``code`` is the student's live code (then the code is spent)."""
    with transaction.atomic():
        found = (
            ResetCode.objects.select_for_update()
            .select_related("student__user")
            .filter(student__user__username=username, expires__gt=timezone.now())
            .first()
        )
        if found is None or not constant_time_compare(found.code_hash, _code_hash(code)):
            return None
        user = found.student.user
        user.set_password(password)
        user.save(update_fields=["password"])
        found.delete()
    return found.student


def _code_hash(code: str) -> str:
    return salted_hmac(RESET_SALT, normal_code(code), algorithm="sha256").hexdigest()


# --------------------------------------------------------------------------- sets


def set_create(*, teacher: Teacher, title: str) -> TeacherSet:
    """An empty set of the teacher's, named for its URL by a random name (``Capped`` past the
    account's bounds)."""
    sets_capped(teacher)
    return _set_new(teacher=teacher, title=title)


def _set_new(*, teacher: Teacher, title: str) -> TeacherSet:
    with transaction.atomic():
        while True:
            name = "c-" + "".join(secrets.choice(SET_NAME_ALPHABET) for _n in range(20))
            if not ExerciseSet.objects.filter(name=name).exists():
                break
        exercise_set = ExerciseSet.objects.create(name=name, title=title)
        return TeacherSet.objects.create(teacher=teacher, exercise_set=exercise_set)


def set_frozen(tset: TeacherSet) -> bool:
    """Whether a class has the set (an assignment withdrawn still holds it until its
    withdrawal can no longer be undone)."""
    return Assignment.everything.filter(teacher_set=tset).exists()


def sets_taking_items(teacher: Teacher) -> list[TeacherSet]:
    """The teacher's sets that can still take an exercise: given to no class, not full."""
    given = Assignment.everything.filter(teacher_set=OuterRef("pk"))
    return list(
        teacher.sets.select_related("exercise_set")
        .annotate(size=Count("exercise_set__items"))
        .filter(~Exists(given), size__lt=settings.SET_ITEMS)
    )


def _editable(tset: TeacherSet) -> None:
    if set_frozen(tset):
        raise SetFrozen


def _touch(tset: TeacherSet) -> None:
    TeacherSet.objects.filter(pk=tset.pk).update(version=F("version") + 1, updated=timezone.now())
    tset.refresh_from_db(fields=["version", "updated"])


def set_rename(*, tset: TeacherSet, title: str) -> None:
    ExerciseSet.objects.filter(pk=tset.exercise_set_id).update(title=title)
    tset.exercise_set.title = title
    _touch(tset)


def set_items_add(*, tset: TeacherSet, cases: list[dict[str, Any]]) -> list[int]:
    """Append cases (already checked) to the set; their positions."""
    with transaction.atomic():
        _editable(tset)
        items = SetItem.objects.filter(exercise_set_id=tset.exercise_set_id)
        last = items.aggregate(last=Max("position"))["last"] or 0
        if last + len(cases) > settings.SET_ITEMS:
            raise SetFull
        items_capped(tset.teacher, len(cases))
        positions = list(range(last + 1, last + 1 + len(cases)))
        SetItem.objects.bulk_create(
            SetItem(exercise_set_id=tset.exercise_set_id, position=p, case=c)
            for p, c in zip(positions, cases, strict=True)
        )
        _touch(tset)
    return positions


def set_item_replace(*, tset: TeacherSet, position: int, case: dict[str, Any]) -> bool:
    """Put another case at ``position`` (swap); whether there was an item there."""
    with transaction.atomic():
        _editable(tset)
        items_capped(tset.teacher, 1)
        changed = SetItem.objects.filter(
            exercise_set_id=tset.exercise_set_id, position=position
        ).update(case=case)
        _touch(tset)
    return bool(changed)


def set_item_note(*, tset: TeacherSet, position: int, note: str) -> bool:
    """The note shown to a student after answering the item (empty: none)."""
    with transaction.atomic():
        _editable(tset)
        item = SetItem.objects.filter(
            exercise_set_id=tset.exercise_set_id, position=position
        ).first()
        if item is None:
            return False
        case = {k: v for k, v in item.case.items() if k != "note"}
        if note:
            case["note"] = note
        item.case = case
        item.save(update_fields=["case"])
        _touch(tset)
    return True


def set_item_drop(*, tset: TeacherSet, position: int) -> bool:
    """Remove one item; the later ones move up one place."""
    with transaction.atomic():
        _editable(tset)
        items = SetItem.objects.filter(exercise_set_id=tset.exercise_set_id)
        deleted, _ = items.filter(position=position).delete()
        if not deleted:
            return False
        for item in items.filter(position__gt=position).order_by("position"):
            item.position -= 1
            item.save(update_fields=["position"])
        _touch(tset)
    return True


def set_item_insert(*, tset: TeacherSet, position: int, case: dict[str, Any]) -> None:
    """Put ``case`` back at ``position`` (an item dropped, undone); the later ones move down."""
    with transaction.atomic():
        _editable(tset)
        items = SetItem.objects.filter(exercise_set_id=tset.exercise_set_id)
        if items.count() >= settings.SET_ITEMS:
            raise SetFull
        last = items.aggregate(last=Max("position"))["last"] or 0
        position = min(position, last + 1)
        for item in items.filter(position__gte=position).order_by("-position"):
            item.position += 1
            item.save(update_fields=["position"])
        SetItem.objects.create(exercise_set_id=tset.exercise_set_id, position=position, case=case)
        _touch(tset)


def set_duplicate(*, tset: TeacherSet, title: str) -> TeacherSet:
    """A copy of the set (its exercises and notes), free to change."""
    items = SetItem.objects.filter(exercise_set_id=tset.exercise_set_id)
    return set_copy(teacher=tset.teacher, title=title, cases=[i.case for i in items])


def set_copy(*, teacher: Teacher, title: str, cases: list[dict[str, Any]]) -> TeacherSet:
    """A new set of ``teacher`` holding ``cases`` (already checked): a duplicate, a copy shared
    by another teacher or a ready-made set of the library; one set and its exercises counted
    against the account's bounds."""
    if len(cases) > settings.SET_ITEMS:
        raise SetFull
    with transaction.atomic():
        sets_capped(teacher, len(cases))
        copy = _set_new(teacher=teacher, title=title)
        SetItem.objects.bulk_create(
            SetItem(exercise_set_id=copy.exercise_set_id, position=n, case=case)
            for n, case in enumerate(cases, start=1)
        )
    return copy


def set_delete(*, tset: TeacherSet) -> None:
    """Delete a set that no class has been given: hidden at once, gone for good once the
    deletion can no longer be undone (``purge``)."""
    with transaction.atomic():
        _editable(tset)
        TeacherSet.everything.filter(pk=tset.pk).update(deleted=timezone.now())


def set_restore(*, tset: TeacherSet) -> None:
    """Bring back a deleted set (undone)."""
    TeacherSet.everything.filter(pk=tset.pk).update(deleted=None)


# --------------------------------------------------------------------------- assignments


def assignment_create(
    *,
    classroom: Classroom,
    tset: TeacherSet,
    due: date | None,
    one_attempt: bool,
    live: bool = False,
) -> Assignment:
    """Give a set to a class (``live``: the set's « En direct » answers, not homework)."""
    while True:
        token = "".join(secrets.choice(SET_NAME_ALPHABET) for _ in range(12))
        if not Assignment.objects.filter(token=token).exists():
            break
    return Assignment.objects.create(
        classroom=classroom,
        teacher_set=tset,
        token=token,
        due=due,
        one_attempt=one_attempt,
        live=live,
    )


def assignment_withdraw(*, assignment: Assignment) -> None:
    """Withdraw an assignment: hidden from the class at once; it and its answers go for good
    once the withdrawal can no longer be undone (``purge``; the students' own history stays)."""
    Assignment.everything.filter(pk=assignment.pk).update(withdrawn=timezone.now())


def assignment_restore(*, assignment: Assignment) -> None:
    """Give a withdrawn assignment back to the class, with every answer (undone)."""
    Assignment.everything.filter(pk=assignment.pk).update(withdrawn=None)


def class_code_restore(*, classroom: Classroom, code: str) -> bool:
    """Bring back a class's former join code (undone), unless another class has it since."""
    try:
        with transaction.atomic():
            Classroom.objects.filter(pk=classroom.pk).update(join_code=code)
    except IntegrityError:
        return False
    classroom.join_code = code
    return True


def purge(*, before: Any) -> None:
    """Forget for good the sets deleted and the assignments withdrawn before ``before``."""
    with transaction.atomic():
        Assignment.everything.filter(withdrawn__lt=before).delete()
        gone = TeacherSet.everything.filter(deleted__lt=before)
        ExerciseSet.objects.filter(teacher_set__in=gone).delete()  # the teacher set follows


@dataclass(frozen=True)
class Recorded:
    response: Response
    first: bool
    """Whether this answer is the one that counts (the first)."""


def response_record(
    *,
    assignment: Assignment,
    student: Student,
    position: int,
    kind: str,
    game: str,
    attempt: Attempt,
) -> Recorded:
    """Keep a student's answer to an assignment's exercise: the first counts; a later try
    only adds to the count of tries and says whether the student got there (in « one attempt »
    mode it adds nothing: two tabs posting at once record one answer)."""
    fields = {"assignment": assignment, "student": student, "position": position}
    with transaction.atomic():
        found = Response.objects.select_for_update().filter(**fields).first()
        if found is None:
            try:
                with transaction.atomic():
                    created = Response.objects.create(
                        **fields,
                        game=game,
                        kind=kind,
                        answer=attempt.answer,
                        correct=attempt.correct,
                        attempt=attempt,
                    )
                return Recorded(created, True)
            except IntegrityError:  # a second tab answered first
                found = Response.objects.select_for_update().get(**fields)
        if assignment.one_attempt:  # the first answer is final: nothing more is counted
            return Recorded(found, False)
        found.tries = min(found.tries + 1, 32767)
        found.corrected = found.corrected or (not found.correct and attempt.correct)
        found.save(update_fields=["tries", "corrected"])
    return Recorded(found, False)
