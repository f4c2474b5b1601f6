"""The roster as a club teacher keeps it: a student who opens the join link again lands in her
class (no second account), a taken name offers the login first, the teacher renames students,
merges two accounts of one student (every answer kept) and makes accounts whose login slips
print."""

from __future__ import annotations

import io
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from bench.classes import STUDENT_PASSWORD, quick_class
from classroom.models import Response, Student
from tests.classroom.helpers import class_create, logs_in, student_join, teacher_client
from trainer.models import Attempt

pytestmark = pytest.mark.django_db


def test_a_member_opening_the_join_link_again_lands_in_her_class():
    teacher = teacher_client("m-joly")
    _class_id, code = class_create(teacher, "Jeudi soir")
    lea = student_join(code, "Léa")
    again = lea.get(reverse("classroom:join", args=[code.replace("-", "")]))
    assert again.status_code == 302 and again["Location"] == reverse("classroom:home")
    posted = lea.post(
        reverse("classroom:join", args=[code.replace("-", "")]),
        {"display_name": "Léa B", "password1": STUDENT_PASSWORD, "password2": STUDENT_PASSWORD},
    )
    assert posted.status_code == 302
    assert Student.objects.count() == 1


def test_a_taken_name_offers_the_login_first():
    teacher = teacher_client("m-rey")
    _class_id, code = class_create(teacher, "Jeudi soir")
    student_join(code, "Léa")
    url = reverse("classroom:join", args=[code.replace("-", "")])
    phone = Client()
    page = phone.post(
        url,
        {"display_name": "léa", "password1": STUDENT_PASSWORD, "password2": STUDENT_PASSWORD},
    )
    text = page.content.decode()
    assert page.status_code == 400 and Student.objects.count() == 1
    login = re.search(r'<a class="button" href="([^"]+)">Me connecter</a>', text)
    assert login is not None and "next=" in login[1]
    assert text.index(login[0]) < text.index('name="display_name"')  # before the form
    # the login there leads back to the class, logged in: no second account
    user = Student.objects.get().user
    response = phone.post(
        login[1].replace("&amp;", "&"),
        {
            "username": user.username,
            "password": STUDENT_PASSWORD,
            "next": url,
        },
    )
    assert response.status_code == 302
    assert phone.get(url)["Location"] == reverse("classroom:home")


def test_the_teacher_renames_a_student_unless_a_classmate_has_the_name():
    assignment = quick_class(2, 1)
    first, second = assignment.classroom.students.all()[:2]
    teacher = Client()
    teacher.force_login(assignment.classroom.teacher.user)
    url = reverse("classroom:student-rename", args=[assignment.classroom.id, first.id])
    teacher.post(url, {"display_name": "  Léa   Martin "})
    first.refresh_from_db()
    assert first.display_name == "Léa Martin"
    page = teacher.post(url, {"display_name": second.display_name.upper()}, follow=True)
    first.refresh_from_db()
    assert first.display_name == "Léa Martin"
    assert "porte déjà ce nom" in page.content.decode()


def test_merging_two_accounts_keeps_every_answer():
    assignment = quick_class(2, 4, answered=1.0)
    keep, other = assignment.classroom.students.all()[:2]
    # keep has answered only the first two exercises; other all four
    Response.objects.filter(student=keep, position__gt=2).delete()
    kept = {r.position: r.answer for r in Response.objects.filter(student=keep)}
    theirs = {r.position: r.answer for r in Response.objects.filter(student=other)}
    fields = ("game", "ruleset", "kind", "difficulty", "seed")
    both = Attempt.objects.filter(learner__user_id__in=[keep.user_id, other.user_id])
    keys = set(both.values_list(*fields))
    teacher = Client()
    teacher.force_login(assignment.classroom.teacher.user)
    url = reverse("classroom:student-merge", args=[assignment.classroom.id, keep.id])
    ask = teacher.get(url, {"autre": str(other.id)})
    assert ask.status_code == 200 and "Réunir les deux comptes" in ask.content.decode()
    assert Student.objects.filter(pk=other.pk).exists()  # asking changes nothing
    teacher.post(url, {"autre": str(other.id), "oui": "1"})
    assert not Student.objects.filter(pk=other.pk).exists()
    assert not get_user_model().objects.filter(pk=other.user_id).exists()
    now = {r.position: r.answer for r in Response.objects.filter(student=keep)}
    assert now == {1: kept[1], 2: kept[2], 3: theirs[3], 4: theirs[4]}
    assert set(Attempt.objects.filter(learner__user_id=keep.user_id).values_list(*fields)) == keys


def test_a_student_of_another_class_cannot_be_merged():
    assignment, elsewhere = quick_class(1, 1, seed=1), quick_class(1, 1, seed=2)
    keep = assignment.classroom.students.get()
    stranger = elsewhere.classroom.students.get()
    teacher = Client()
    teacher.force_login(assignment.classroom.teacher.user)
    url = reverse("classroom:student-merge", args=[assignment.classroom.id, keep.id])
    assert teacher.post(url, {"autre": str(stranger.id), "oui": "1"}).status_code == 404
    assert Student.objects.filter(pk=stranger.pk).exists()


def test_accounts_made_by_the_teacher_print_their_login_slips():
    teacher = teacher_client("m-lopez")
    class_id, _code = class_create(teacher, "Club de belote")
    student_join(_code, "Hugo")
    response = teacher.post(
        reverse("classroom:accounts-new", args=[class_id]),
        {"names": "Inès\n\n  Paul  Martin\nhugo\nInès\n"},
        follow=True,
    )
    page = response.content.decode()
    assert "Ces noms sont déjà pris dans la classe" in page and "hugo" in page
    made = Student.objects.exclude(display_name="Hugo").order_by("display_name")
    assert [s.display_name for s in made] == ["Inès", "Paul Martin"]
    rows = re.findall(
        r'<th scope="row">([^<]+)</th><td class="code">([^<]+)</td><td class="code">([^<]+)</td>',
        page,
    )
    assert [r[0] for r in rows] == ["Inès", "Paul Martin"]
    pdf = teacher.get(reverse("classroom:slips-pdf", args=[class_id]))
    assert pdf.status_code == 200 and pdf["Content-Type"] == "application/pdf"
    assert 'filename="connexion-club-de-belote.pdf"' in pdf["Content-Disposition"]
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.content)).pages)
    for name, username, password in rows:
        assert name in text and username in text and password in text
        assert logs_in(username, password)


def test_slips_are_printed_only_by_the_teacher_who_made_the_accounts():
    teacher = teacher_client("m-gris")
    class_id, _code = class_create(teacher, "Club")
    teacher.post(reverse("classroom:accounts-new", args=[class_id]), {"names": "Inès"})
    other = teacher_client("m-brun")
    for name in ("slips", "slips-pdf", "accounts-new"):
        assert other.get(reverse(f"classroom:{name}", args=[class_id])).status_code == 404
    # and a fresh session of the same teacher has no passwords to print
    again = Client()
    again.force_login(Student.objects.get().classroom.teacher.user)
    assert again.get(reverse("classroom:slips-pdf", args=[class_id])).status_code == 302


def test_accounts_per_hour_are_capped(settings):
    settings.ACCOUNT_LIMITS = {**settings.ACCOUNT_LIMITS, "teacher_accounts": (3, 3600)}
    teacher = teacher_client("m-cap")
    class_id, _code = class_create(teacher, "Club")
    url = reverse("classroom:accounts-new", args=[class_id])
    assert teacher.post(url, {"names": "A\nB"}).status_code == 302
    refused = teacher.post(url, {"names": "C\nD"})
    assert refused.status_code == 400 and "beaucoup de comptes" in refused.content.decode()
    assert Student.objects.count() == 2
