"""« En direct »: the teacher shows a class one exercise, the students answer it on their phones
(stored as the classroom's responses to an assignment), each answer reaches the projector by
the push with the count of each answer and no verdict; the teacher reveals the verdict and
its reasons to everyone."""

from __future__ import annotations

import asyncio
import json

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client
from django.urls import reverse

from classroom.models import Assignment, Response
from config.asgi import application
from tests.classroom.helpers import (
    answer_data,
    class_create,
    set_create,
    set_draw,
    student_join,
    teacher_client,
)
from tests.together.screens import ORIGIN
from together.models import LiveQuestion
from together.push import ticket

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def quick_accounts(settings):
    settings.ADDRESS_LIMITS = {
        name: (10**6, s) for name, (_n, s) in settings.ADDRESS_LIMITS.items()
    }


def _class() -> tuple[Client, list[Client], LiveQuestion]:
    teacher = teacher_client("martin")
    class_id, code = class_create(teacher, "CM2 B")
    set_id = set_create(teacher, "Qui remporte le pli")
    set_draw(teacher, set_id, "coinche/standard", ["trick_winner"], 2)
    students = [student_join(code, name) for name in ("Léa", "Malik", "Noé")]
    started = teacher.post(
        reverse("together:live-start", args=[class_id]), {"serie": set_id, "numero": "2"}
    )
    assert started.status_code == 302
    live = LiveQuestion.objects.get()
    assert started["Location"] == reverse("together:live", args=[live.public_id])
    tables = students[0].get(reverse("together:class-tables", args=[class_id])).content.decode()
    assert reverse("together:live", args=[live.public_id]) in tables
    return teacher, students, live


def _answers(student: Client, live: LiveQuestion, right: bool) -> str:
    """The student opens the question (sent to its answer page) and answers it."""
    here = reverse("together:live", args=[live.public_id])
    opened = student.get(here)
    assert opened.status_code == 302 and opened["Location"].endswith("/repondre/")
    data = answer_data(live.assignment, live.position, right)
    answered = student.post(opened["Location"], data)
    assert answered.status_code == 302 and answered["Location"] == here  # the verdict waits
    return student.get(here).content.decode()


async def _scenario() -> None:
    teacher, students, live = await sync_to_async(_class)()
    projector = reverse("together:live", args=[live.public_id])
    address = f"/ws/ensemble/{live.public_id}/?ticket={ticket(live.public_id, 0)}"
    screen = WebsocketCommunicator(application, address, headers=ORIGIN)
    assert (await screen.connect())[0]
    page = (await sync_to_async(teacher.get)(projector)).content.decode()
    assert "0 réponse reçue" in page

    mine = await sync_to_async(_answers)(students[0], live, True)
    assert "Votre réponse est enregistrée" in mine and "Bonne réponse" not in mine
    assert json.loads(await screen.receive_from(timeout=10)) == {"version": 1}
    await sync_to_async(_answers)(students[1], live, False)
    assert json.loads(await screen.receive_from(timeout=10)) == {"version": 2}

    page = (await sync_to_async(teacher.get)(projector)).content.decode()
    assert "2 réponses reçues" in page
    assert "Bonne réponse" not in page and "answer-bar--right" not in page  # nothing told yet
    stored = await sync_to_async(
        lambda: sorted(Response.objects.values_list("correct", flat=True))
    )()
    assert stored == [False, True]  # the classroom's responses, as assigned answers are

    refused = await sync_to_async(students[0].post)(
        reverse("together:live-reveal", args=[live.public_id])
    )
    assert refused.status_code == 404
    revealed = await sync_to_async(teacher.post)(
        reverse("together:live-reveal", args=[live.public_id])
    )
    assert revealed.status_code == 302
    assert json.loads(await screen.receive_from(timeout=10)) == {"version": 3}
    page = (await sync_to_async(teacher.get)(projector)).content.decode()
    assert "Bonne réponse" in page and "Pourquoi" in page
    assert page.count("answer-bar--right") == 1 and "sur 2 réponses" in page
    pages = [(await sync_to_async(s.get)(projector)).content.decode() for s in students]
    assert "✔ juste" in pages[0] and "✘ fausse" in pages[1]
    assert "ne compte pas pour vous" in pages[2]
    late = await sync_to_async(students[2].post)(
        reverse("together:live-answer", args=[live.public_id]),
        answer_data(live.assignment, live.position, True),
    )
    assert late.status_code == 302
    assert await sync_to_async(Response.objects.count)() == 2
    await screen.disconnect()


def test_a_class_answers_live_and_the_teacher_reveals_the_verdict():
    asyncio.run(_scenario())


def test_a_set_done_as_homework_is_still_answered_live_and_no_homework_appears():
    """« En direct » files its answers apart: the homework's answer stays, the live answer
    counts, and the live question is not a new homework on the student's pages."""
    teacher = teacher_client("martin")
    class_id, code = class_create(teacher, "CM2 B")
    set_id = set_create(teacher, "Qui remporte le pli")
    set_draw(teacher, set_id, "coinche/standard", ["trick_winner"], 2)
    lea = student_join(code, "Léa")
    given = teacher.post(reverse("classroom:assign", args=[class_id]), {"tset": set_id})
    assert given.status_code == 302
    homework = Assignment.objects.get()
    done = lea.post(
        reverse("classroom:play", args=[homework.id, 2]), answer_data(homework, 2, True)
    )
    assert done.status_code == 302
    started = teacher.post(
        reverse("together:live-start", args=[class_id]), {"serie": set_id, "numero": "2"}
    )
    assert started.status_code == 302
    live = LiveQuestion.objects.get()
    assert live.assignment != homework and live.assignment.live
    opened = lea.get(reverse("together:live", args=[live.public_id]))
    assert opened.status_code == 302 and opened["Location"].endswith("/repondre/")
    answered = lea.post(opened["Location"], answer_data(live.assignment, 2, False))
    assert answered.status_code == 302
    mine = sorted(Response.objects.values_list("assignment__live", "correct"))
    assert mine == [(False, True), (True, False)]
    home = lea.get(reverse("classroom:home")).content.decode()
    assert home.count("Qui remporte le pli") == 1
    board = teacher.get(reverse("classroom:class", args=[class_id])).content.decode()
    assert "en direct, en classe" in board
    classes = teacher.get(reverse("classroom:home")).content.decode()
    assert "1 devoir" in classes and "2 devoirs" not in classes


def test_a_question_shown_again_is_answered_afresh_and_the_first_count_stays():
    """After the reveal the teacher explains, then shows the same exercise again: everyone
    answers it anew (one answer each per showing), and the first showing keeps its count."""
    teacher, students, first = _class()
    _answers(students[0], first, False)
    assert teacher.post(reverse("together:live-reveal", args=[first.public_id])).status_code == 302
    class_id = first.classroom_id
    again = teacher.post(
        reverse("together:live-start", args=[class_id]),
        {"serie": first.assignment.teacher_set_id, "numero": str(first.position)},
    )
    assert again.status_code == 302
    second = LiveQuestion.objects.exclude(pk=first.pk).get()
    assert second.position == first.position and second.assignment != first.assignment
    page = teacher.get(reverse("together:live", args=[second.public_id])).content.decode()
    assert "0 réponse reçue" in page
    _answers(students[0], second, True)
    shown = teacher.get(reverse("together:live", args=[first.public_id])).content.decode()
    assert "sur 1 réponse" in shown
    page = teacher.get(reverse("together:live", args=[second.public_id])).content.decode()
    assert "1 réponse reçue" in page
    by_showing = sorted(Response.objects.values_list("assignment_id", "correct"))
    assert sorted(c for _a, c in by_showing) == [False, True]
    assert {a for a, _c in by_showing} == {first.assignment_id, second.assignment_id}
    board = teacher.get(reverse("classroom:class", args=[class_id])).content.decode()
    assert board.count("en direct, en classe, le ") == 2  # each showing on its line, dated


def test_pressing_show_again_while_the_question_is_up_shows_the_same_question():
    """A double click on « Montrer à la classe » (or the form sent twice) while the exercise is
    on the projector makes no second question and no empty « En direct » line; another
    exercise of the set is a new question."""
    teacher, _students, first = _class()
    start = reverse("together:live-start", args=[first.classroom_id])
    same = {"serie": first.assignment.teacher_set_id, "numero": str(first.position)}
    again = teacher.post(start, same)
    assert again.status_code == 302
    assert again["Location"] == reverse("together:live", args=[first.public_id])
    assert LiveQuestion.objects.count() == 1 and Assignment.objects.filter(live=True).count() == 1
    other = teacher.post(start, same | {"numero": "1"})
    assert other.status_code == 302
    assert LiveQuestion.objects.count() == 2
    assert other["Location"] != again["Location"]
