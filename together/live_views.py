"""The views of « En direct » (``together.live``): the teacher starts a question from the
class's tables page and shows it on a projector; each student answers it on a phone through
the trainer's answer flow, the verdict held until the teacher reveals it."""

from __future__ import annotations

import uuid
from typing import Any
from urllib.parse import quote

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect

from classroom import policy
from classroom import services as classroom_services
from classroom.assignments import item_key
from classroom.models import Student
from classroom.situations import describe
from guard.limits import limited
from reference.http import HtmxHttpRequest
from table.views import bad_request
from together import live as live_service
from together.class_views import class_of
from together.models import LiveQuestion
from together.push import ticket
from trainer.flow import Place, respond
from trainer.parsing import Unreadable, read_index
from trainer.services import Recorded


@require_POST
def start(request: HtmxHttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """The teacher shows one exercise of one of the teacher's sets to the class."""
    classroom, teaching = class_of(request, class_id)
    if not teaching:
        raise Http404("not the teacher")
    tset = next(
        (t for t in classroom.teacher.sets.all() if str(t.id) == request.POST.get("serie")), None
    )
    try:
        position = read_index(request.POST.get("numero", ""), 999)
        if tset is None:
            raise Unreadable("no such set")
        live = live_service.start(classroom=classroom, tset=tset, position=position)
    except (Unreadable, LookupError):
        return bad_request(request)
    return redirect("together:live", live.public_id)


def _live(request: HttpRequest, public_id: str) -> tuple[LiveQuestion, bool]:
    """The question and whether the visitor is its class's teacher (else a student of it)."""
    live = LiveQuestion.objects.select_related("classroom", "assignment").filter(
        public_id=public_id
    )
    found = live.first()
    if found is None:
        raise Http404("no such question")
    _classroom, teaching = class_of(request, found.classroom_id)
    return found, teaching


def _student(request: HttpRequest) -> Student:
    student = policy.student_of(request)
    if student is None:
        raise Http404("not a student")
    return student


@require_GET
def show(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The projector for the teacher; the student's own verdict, or the question to answer."""
    live, teaching = _live(request, public_id)
    here = reverse("together:live", args=[live.public_id])
    context: dict[str, Any] = {
        "live": live,
        "teaching": teaching,
        "here": here,
        "push": f"/ws/ensemble/{live.public_id}/?ticket={quote(ticket(live.public_id, 0))}",
    }
    if teaching:
        item = live_service.item_of(live)
        context |= {"shown": describe(item.exercise), "counts": live_service.counts(live)}
    else:
        verdict = live_service.student_verdict(live, _student(request))
        if verdict["mine"] is None and live.revealed is None:
            return redirect("together:live-answer", live.public_id)
        context["verdict"] = verdict
    template = "together/live.html#live-area" if request.htmx else "together/live.html"
    return render(request, template, context)


@require_POST
def reveal(request: HttpRequest, public_id: str) -> HttpResponse:
    """The teacher shows everyone the verdict and its reasons."""
    live, teaching = _live(request, public_id)
    if not teaching:
        raise Http404("not the teacher")
    live_service.reveal(live=live)
    return redirect("together:live", live.public_id)


@limited("answers", "learners")
def answer(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """A student answers the question as an exercise of the class's assignment; the verdict
    waits for the teacher."""
    live, teaching = _live(request, public_id)
    student = _student(request)
    back = reverse("together:live", args=[live.public_id])
    answered = live_service.student_verdict(live, student)["mine"] is not None
    if teaching or answered or live.revealed is not None:
        return HttpResponseClientRedirect(back) if request.htmx else redirect(back)
    item = live_service.item_of(live)

    def keep(recorded: Recorded) -> None:
        classroom_services.response_record(
            assignment=live.assignment,
            student=student,
            position=item.position,
            kind=item.kind,
            game=item.case["game"],
            attempt=recorded.attempt,
        )
        live_service.changed(live)

    def held(request: HtmxHttpRequest) -> HttpResponse:
        return HttpResponseClientRedirect(back) if request.htmx else redirect(back)

    here = reverse("together:live-answer", args=[live.public_id])
    place = Place(here, back, after_answer=keep, second_try=False, held=held)
    key = item_key(live.assignment, item.case["game"], item.kind, item.position)
    return respond(request, item.keyed(key), item.ruleset, place)
