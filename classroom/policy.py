"""Who may see what in « La classe »: the one place where roles and ownership are checked.

* A teacher sees only the classes, sets, assignments and students of their own classes.
* A student sees only their own class's assignments and their own answers.
* Anything else is answered as if it did not exist (404), whoever asks: an id is a random
  UUID, and even a guessed one is checked against the user.

Views call these functions and nothing else to reach a class's data; a page for a role the
visitor lacks sends a signed-out visitor to the login page and anyone else to a 404.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from functools import wraps
from typing import Any
from urllib.parse import urlencode

from django.db.models import Model, QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import redirect
from django.urls import reverse

from classroom.models import (
    Assignment,
    Classroom,
    Response,
    SetShare,
    Student,
    Teacher,
    TeacherSet,
    Undo,
)


class SignInFirst(Exception):
    """The page needs an account and the visitor is signed out (the view sends them to log in)."""


def checked(
    *methods: str, teachers: bool = False
) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """Wrap a view that reaches a class's data through this module and answers ``methods``
    (``teachers``: a page for the teacher role only, whatever its URL names).

    A signed-out visitor is sent to the login page (and comes back after it). A method the
    view does not answer gets a 405 only from someone the URL's objects belong to: anyone else
    gets the same 404 as for a wrong id.
    """

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            try:
                if request.method not in methods:
                    if teachers:
                        teacher(request)
                    visible(request, **kwargs)
                    return HttpResponseNotAllowed(methods)
                return view(request, *args, **kwargs)
            except SignInFirst:
                target = request.get_full_path() if request.method == "GET" else ""
                query = f"?{urlencode({'next': target})}" if target else ""
                return redirect(reverse("classroom:login") + query)

        return wrapper

    return decorate


def visible(request: HttpRequest, **ids: Any) -> None:
    """404 unless every object a URL names (by its ids) is the visitor's to see."""
    if "class_id" in ids:
        classroom = own_class(request, ids["class_id"])
        if "student_id" in ids:
            class_student(classroom, ids["student_id"])
        if "assignment_id" in ids:
            assignment = own_assignment(request, ids["class_id"], ids["assignment_id"])
            if "position" in ids:
                assignment_response(assignment, ids["student_id"], ids["position"])
    elif "set_id" in ids:
        tset = own_set(request, ids["set_id"])
        if "share_id" in ids:
            set_share(tset, ids["share_id"])
    elif "token" in ids:
        shared(request, ids["token"])
    elif "undo_id" in ids:
        own_undo(request, ids["undo_id"])
    elif "assignment_id" in ids:
        student_assignment(request, ids["assignment_id"])
    else:
        signed_in(request)


def signed_in(request: HttpRequest) -> Any:
    """The signed-in user (a signed-out visitor is sent to log in)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        raise SignInFirst
    return user


def teacher_of(request: HttpRequest) -> Teacher | None:
    """The visitor's teacher role, if any (no error)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return None
    return Teacher.objects.filter(user=user).first()


def student_of(request: HttpRequest) -> Student | None:
    """The visitor's student account, if any (no error)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return None
    return Student.objects.select_related("classroom").filter(user=user).first()


def teacher(request: HttpRequest) -> Teacher:
    """The visitor as a teacher; 404 for an account without the role."""
    user = signed_in(request)
    found = Teacher.objects.filter(user=user).first()
    if found is None:
        raise Http404("not a teacher")
    return found


def student(request: HttpRequest) -> Student:
    """The visitor as a student; 404 for an account that is not one."""
    signed_in(request)
    found = student_of(request)
    if found is None:
        raise Http404("not a student")
    return found


def own_class(request: HttpRequest, class_id: uuid.UUID) -> Classroom:
    """A class of the visiting teacher."""
    return _one(Classroom.objects.filter(id=class_id, teacher=teacher(request)))


def own_set(request: HttpRequest, set_id: uuid.UUID) -> TeacherSet:
    """A set of the visiting teacher."""
    sets = TeacherSet.objects.select_related("exercise_set")
    return _one(sets.filter(id=set_id, teacher=teacher(request)))


def set_share(tset: TeacherSet, share_id: uuid.UUID) -> SetShare:
    """A link sharing ``tset`` (already checked as the teacher's)."""
    return _one(SetShare.objects.filter(id=share_id, teacher_set=tset))


def shared(request: HttpRequest, token: str) -> SetShare:
    """A live link to copy a set, opened by a teacher (anyone else, and a withdrawn link or a
    deleted set, get a 404)."""
    teacher(request)
    found = SetShare.objects.select_related("teacher_set__exercise_set")
    return _one(found.filter(token=token, revoked__isnull=True, teacher_set__deleted__isnull=True))


def own_assignment(
    request: HttpRequest, class_id: uuid.UUID, assignment_id: uuid.UUID
) -> Assignment:
    """An assignment of a class of the visiting teacher."""
    classroom = own_class(request, class_id)
    found = Assignment.objects.select_related("teacher_set__exercise_set", "classroom")
    return _one(found.filter(id=assignment_id, classroom=classroom))


def own_undo(request: HttpRequest, undo_id: uuid.UUID) -> Undo:
    """An action of the visiting teacher that may be undone."""
    return _one(Undo.objects.filter(id=undo_id, teacher=teacher(request)))


def class_student(classroom: Classroom, student_id: uuid.UUID) -> Student:
    """A student of ``classroom`` (already checked as the teacher's)."""
    return _one(Student.objects.filter(id=student_id, classroom=classroom))


def assignment_response(assignment: Assignment, student_id: uuid.UUID, position: int) -> Response:
    """A student's answer to one exercise of ``assignment`` (already checked as the teacher's)."""
    found = Response.objects.select_related("student")
    return _one(found.filter(assignment=assignment, student_id=student_id, position=position))


def student_assignment(
    request: HttpRequest, assignment_id: uuid.UUID
) -> tuple[Assignment, Student]:
    """An assignment of the visiting student's class, and the student."""
    me = student(request)
    found = Assignment.objects.select_related("teacher_set__exercise_set", "classroom")
    return _one(found.filter(id=assignment_id, classroom_id=me.classroom_id)), me


def _one[M: Model](query: QuerySet[M]) -> M:
    found = query.first()
    if found is None:
        raise Http404("not yours")
    return found
