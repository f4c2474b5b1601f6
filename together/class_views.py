"""The views of a class table (``together.classtable``): the class's tables, where its teacher
opens one and its students come in from « La classe »; the teacher's pause, position shown to
everyone, and exercise made of it."""

from __future__ import annotations

import uuid
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST

from classroom import policy
from classroom import services as classroom_services
from classroom.models import Classroom
from guard.limits import allows, limited
from guard.views import too_many
from reference.http import HtmxHttpRequest
from reference.rulesets import by_document, get
from table.views import bad_request
from together import classtable, services
from together.forms import ClassOpenForm
from together.models import Gathering, Person
from together.people import person_at, remember
from together.views import _back, _host, switched
from trainer.services import learner_for


def class_of(request: HttpRequest, class_id: uuid.UUID) -> tuple[Classroom, bool]:
    """The class, and whether the visitor is its teacher (else one of its students); the
    404 of a class that does not exist for anyone else."""
    teacher = policy.teacher_of(request)
    if teacher is not None:
        found = Classroom.objects.filter(id=class_id, teacher=teacher).first()
        if found is not None:
            return found, True
    student = policy.student_of(request)
    if student is not None and student.classroom_id == class_id and student.removed is None:
        return student.classroom, False
    raise Http404("not this class")


def _user_name(user: Any) -> str:
    full = getattr(user, "get_full_name", lambda: "")()
    return str(full or user.get_username())[:30]


@require_http_methods(["GET"])
def tables(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """The class's open tables; its teacher also opens one here."""
    classroom, teaching = class_of(request, class_id)
    gatherings = Gathering.objects.filter(classroom=classroom, closed__isnull=True)
    rows = [
        {
            "gathering": g,
            "people": list(g.people.all()),
            "mine": person_at(request, g.table.public_id) is not None,
        }
        for g in gatherings.select_related("table").order_by("-created")
    ]
    context = {
        "classroom": classroom,
        "teaching": teaching,
        "rows": rows,
        "rulesets": by_document() if teaching else [],
        "live": classroom.live_questions.filter(revealed=None).first(),
        "teacher_sets": list(classroom.teacher.sets.select_related("exercise_set"))
        if teaching
        else [],
    }
    return render(request, "together/class_tables.html", context)


@limited("tables")
@require_http_methods(["GET", "POST"])
def new(request: HttpRequest, class_id: uuid.UUID, slug: str) -> HttpResponse:
    """The teacher opens a table for the class, to play a seat or to watch every hand."""
    classroom, teaching = class_of(request, class_id)
    ruleset = get(slug)
    if ruleset is None or not teaching:
        raise Http404(slug)
    data = request.POST if request.method == "POST" else None
    form = ClassOpenForm(ruleset, data, initial={"nom": _user_name(request.user)})
    if request.method == "POST" and form.is_valid():
        if not allows(request, "tables"):
            return too_many(request, "tables")
        person = classtable.open_class_table(
            classroom=classroom,
            ruleset=ruleset,
            table_choices={
                "players": form.cleaned_data["players"],
                "options": form.options(),
                "end": form.end(),
                "coach": bool(form.cleaned_data.get("coach")),
            },
            name=form.cleaned_data["nom"],
            learner=learner_for(request),
            plays=bool(form.cleaned_data.get("joue")),
        )
        remember(request, person)
        return redirect("together:play", person.gathering.table.public_id)
    action = reverse("together:class-new", args=[classroom.id, ruleset.id])
    context = {"ruleset": ruleset, "form": form, "action": action, "classroom": classroom}
    status = 400 if request.method == "POST" else 200
    return render(request, "together/new.html", context, status=status)


@limited("table_joins")
@require_POST
def join(request: HttpRequest, class_id: uuid.UUID, public_id: str) -> HttpResponse:
    """A student of the class sits down at one of its tables (or watches), under the name the
    class knows."""
    classroom, _teaching = class_of(request, class_id)
    gathering = Gathering.objects.filter(
        classroom=classroom, table__public_id=public_id, closed__isnull=True
    ).first()
    student = policy.student_of(request)
    if gathering is None or student is None:
        raise Http404("no such table")
    if person_at(request, public_id) is None:
        if not allows(request, "table_joins"):
            return too_many(request, "table_joins")
        person = services.join(
            gathering=gathering,
            name=student.display_name[:30],
            learner=learner_for(request),
            watch=request.POST.get("do") == "watch",
        )
        remember(request, person)
    return redirect("together:play", public_id)


@require_POST
def pause(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The teacher pauses the game, or lets it go on."""
    host = _teacher(request, public_id)
    return switched(request, host, "pause", lambda g, on: classtable.pause(gathering=g, paused=on))


@require_POST
def show(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The teacher shows everyone the position of the seat in turn (the game paused)."""
    host = _teacher(request, public_id)
    try:
        classtable.show_position(gathering=host.gathering)
    except services.Refused:
        return bad_request(request)
    return _back(request, host)


@require_POST
def exercise(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The position shown becomes an exercise of one of the teacher's sets."""
    host = _teacher(request, public_id)
    gathering = host.gathering
    shown = classtable.shown_position(gathering)
    classroom = gathering.classroom
    tset = None
    if classroom is not None:
        chosen = request.POST.get("serie", "")
        sets = classroom.teacher.sets.all()
        tset = next((t for t in sets if str(t.id) == chosen), None)
    if shown is None or tset is None:
        return bad_request(request)
    try:
        position = classtable.to_exercise(shown=shown, kind=request.POST.get("type", ""), tset=tset)
    except services.Refused:
        return bad_request(request)
    except (classroom_services.SetFull, classroom_services.SetFrozen, classroom_services.Capped):
        return render(
            request,
            "classroom/capped.html",
            {"problem": _full_text(), "back": reverse("together:play", args=[public_id])},
            status=400,
        )
    return redirect(f"{reverse('classroom:set', args=[tset.id])}#exercice-{position}")


def _full_text() -> str:
    return gettext("Cette série ne peut plus recevoir d'exercice : choisissez-en une autre.")


def _teacher(request: HttpRequest, public_id: str) -> Person:
    host = _host(request, public_id)
    if host.gathering.classroom_id is None or host.gathering.closed:
        raise Http404("not a class table")
    return host
