"""Every destructive action of « La classe » asks first (its GET changes nothing) and can be
undone for a while, once, by its teacher only: removing a student, replacing or dropping an
item, rotating the join code, withdrawing an assignment, deleting a set."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse

from bench.classes import quick_class
from classroom import services, undo
from classroom.items import set_items
from classroom.models import Assignment, Classroom, Response, Student, TeacherSet, Undo
from tests.classroom.helpers import logs_in, set_create, set_draw, teacher_client

pytestmark = pytest.mark.django_db


def undo_form(page: str) -> str:
    """The « Annuler » form's action on the page the action led to."""
    found = re.search(r'<form method="post" action="(/classe/annuler/[^"]+)"', page)
    assert found is not None, page[:3000]
    return found[1]


def ask_do_undo(client: Client, url: str, question: str) -> tuple[str, str]:
    """GET asks (the question shown, a form posting to the same URL), POST does it and shows
    « Annuler »: the undo URL and the page after the action."""
    asked = client.get(url)
    text = asked.content.decode()
    assert asked.status_code == 200 and question in text, text[:2000]
    assert f'<form method="post" action="{url}">' in text
    done = client.post(url, follow=True)
    page = done.content.decode()
    assert done.status_code == 200
    return undo_form(page), page


def teacher_of(assignment: Assignment) -> Client:
    client = Client()
    client.force_login(assignment.classroom.teacher.user)
    return client


def test_removing_a_student_asks_keeps_the_answers_marked_and_is_undone():
    assignment = quick_class(2, 2)
    client = teacher_of(assignment)
    student = assignment.classroom.students.first()
    c = assignment.classroom.id
    url = reverse("classroom:student-remove", args=[c, student.id])
    answers = Response.objects.filter(student=student).count()
    undo_url, page = ask_do_undo(client, url, f"Retirer {student.display_name} de la classe ?")
    assert "a été retiré de la classe" in page
    assert not logs_in(student.user.username, "Trefle-Pique-77")
    board = client.get(reverse("classroom:board", args=[c, assignment.id])).content.decode()
    assert student.display_name in board and "(retiré de la classe)" in board
    assert Response.objects.filter(student=student).count() == answers
    roster = client.get(reverse("classroom:class", args=[c])).content.decode()
    assert f">{student.display_name}</a></th>" not in roster
    client.post(undo_url)
    assert logs_in(student.user.username, "Trefle-Pique-77")
    roster = client.get(reverse("classroom:class", args=[c])).content.decode()
    assert f">{student.display_name}</a></th>" in roster


def test_replacing_and_dropping_an_item_ask_and_are_undone_with_the_note():
    teacher = teacher_client("m-undo")
    set_id = set_create(teacher, "Série")
    set_draw(teacher, set_id, "coinche/standard", ["trick_winner", "bid"], 3)
    tset = TeacherSet.objects.get()
    services.set_item_note(tset=tset, position=2, note="Regardez qui a parlé avant vous.")
    before = [i.case for i in set_items(TeacherSet.objects.get())]

    url = reverse("classroom:item-swap", args=[set_id, 2])
    asked = teacher.get(url).content.decode()
    assert "sa remarque reste" in asked
    assert [i.case for i in set_items(TeacherSet.objects.get())] == before  # asking: no change
    undo_url, _page = ask_do_undo(teacher, url, "Remplacer l&#x27;exercice 2")
    swapped = [i.case for i in set_items(TeacherSet.objects.get())][1]
    assert swapped != before[1] and swapped["note"] == "Regardez qui a parlé avant vous."
    teacher.post(undo_url)
    assert [i.case for i in set_items(TeacherSet.objects.get())] == before

    url = reverse("classroom:item-drop", args=[set_id, 1])
    undo_url, _page = ask_do_undo(teacher, url, "Retirer l&#x27;exercice 1 de la série ?")
    assert [i.case for i in set_items(TeacherSet.objects.get())] == before[1:]
    teacher.post(undo_url)
    assert [i.case for i in set_items(TeacherSet.objects.get())] == before


def test_a_new_join_code_asks_and_the_old_one_comes_back():
    assignment = quick_class(1, 1)
    client = teacher_of(assignment)
    classroom = assignment.classroom
    old = classroom.join_code
    url = reverse("classroom:class-code", args=[classroom.id])
    undo_url, _page = ask_do_undo(client, url, "Changer le code de la classe")
    assert Classroom.objects.get().join_code != old
    assert Client().get(reverse("classroom:join", args=[old])).status_code == 404
    client.post(undo_url)
    assert Classroom.objects.get().join_code == old
    assert Client().get(reverse("classroom:join", args=[old])).status_code == 200


def test_withdrawing_an_assignment_hides_it_and_undoing_brings_back_its_answers():
    assignment = quick_class(2, 2)
    client = teacher_of(assignment)
    student = assignment.classroom.students.first()
    pupil = Client()
    pupil.force_login(student.user)
    mine = reverse("classroom:assignment", args=[assignment.id])
    assert pupil.get(mine).status_code == 200
    answers = Response.objects.filter(assignment=assignment).count()
    url = reverse("classroom:board-delete", args=[assignment.classroom.id, assignment.id])
    undo_url, _page = ask_do_undo(client, url, "Retirer le devoir")
    assert pupil.get(mine).status_code == 404
    assert not Assignment.objects.exists()
    client.post(undo_url)
    assert pupil.get(mine).status_code == 200
    assert Response.objects.filter(assignment=assignment).count() == answers


def test_deleting_a_set_asks_and_is_undone_then_forgotten_once_too_late():
    teacher = teacher_client("m-sets")
    set_id = set_create(teacher, "À jeter")
    set_draw(teacher, set_id, "coinche/standard", ["trick_winner"], 2)
    url = reverse("classroom:set-delete", args=[set_id])
    undo_url, page = ask_do_undo(teacher, url, "Supprimer la série « À jeter » ?")
    assert "À jeter" not in page.split("</h1>", 1)[1].split("undo-bar")[0]
    assert teacher.get(reverse("classroom:set", args=[set_id])).status_code == 404
    teacher.post(undo_url)
    assert teacher.get(reverse("classroom:set", args=[set_id])).status_code == 200
    # deleted again, and the time to undo runs out: gone for good
    undo_url, _page = ask_do_undo(teacher, url, "Supprimer la série")
    Undo.objects.update(created=Undo.objects.get(done=False).created - timedelta(hours=1))
    TeacherSet.everything.update(deleted=TeacherSet.everything.get().deleted - timedelta(hours=1))
    late = teacher.post(undo_url, follow=True).content.decode()
    assert "Trop tard pour annuler" in late
    undo.forget_expired()
    assert not TeacherSet.everything.exists()


def test_an_undo_works_once_and_only_for_its_teacher():
    assignment = quick_class(2, 1)
    client = teacher_of(assignment)
    student = assignment.classroom.students.first()
    url = reverse("classroom:student-remove", args=[assignment.classroom.id, student.id])
    undo_url, _page = ask_do_undo(client, url, "Retirer")
    assert teacher_client("m-autre").post(undo_url).status_code == 404
    assert Student.objects.get(pk=student.pk).removed is not None
    client.post(undo_url)
    services.student_remove(student=Student.objects.get(pk=student.pk))
    again = client.post(undo_url, follow=True).content.decode()
    assert "Trop tard pour annuler" in again
    assert Student.objects.get(pk=student.pk).removed is not None
