"""Every page of « La classe », as a teacher, a student and a visitor see it, in French and in
English: valid HTML, and the player's words (no option name, field, true/false, « moteur » or
« fichier de cas »)."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse

from bench.classes import quick_class
from classroom.models import Assignment
from guard.models import RateCount
from tests.html_check import html_problems
from tests.reference.pagetree import parse
from tests.reference.test_player_words import ENGINE_WORDS, visible_text
from trainer.models import ExerciseSet, Learner

pytestmark = pytest.mark.django_db

LANGUAGES = ("fr", "en")
#: The engine words an exercise file's help may name (inside <code>, which is skipped anyway).
HAND_MADE = [
    (ruleset, kind)
    for ruleset in (
        "coinche/standard",
        "whist/reglement",
        "whist/couleur",
        "voisin/standard",
        "neurotrio/standard",
    )
    for kind in ("trick_winner", "legal_plays", "card_points", "bid", "score")
    if not (kind == "card_points" and ruleset.split("/")[0] in ("whist", "neurotrio"))
]


def as_(user) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    return client


def pages(assignment: Assignment) -> dict[str, tuple[Client, str]]:
    classroom, tset = assignment.classroom, assignment.teacher_set
    teacher, student = as_(classroom.teacher.user), classroom.students.first()
    pupil, visitor = as_(student.user), as_(None)
    c, a = classroom.id, assignment.id
    wrong = assignment.responses.filter(correct=False).first()
    found = {
        "welcome": (visitor, reverse("classroom:home")),
        "teacher-signup": (visitor, reverse("classroom:teacher-signup")),
        "login": (visitor, reverse("classroom:login")),
        "join-code": (visitor, reverse("classroom:join-code")),
        "join": (visitor, reverse("classroom:join", args=[classroom.join_code])),
        "reset": (visitor, reverse("classroom:reset-password")),
        "teacher-home": (teacher, reverse("classroom:home")),
        "class": (teacher, reverse("classroom:class", args=[c])),
        "class-delete": (teacher, reverse("classroom:class-delete", args=[c])),
        "student": (teacher, reverse("classroom:student", args=[c, student.id])),
        "assign": (teacher, reverse("classroom:assign", args=[c])),
        "board": (teacher, reverse("classroom:board", args=[c, a])),
        "response": (
            teacher,
            reverse("classroom:response", args=[c, a, wrong.student_id, wrong.position]),
        ),
        "sets": (teacher, reverse("classroom:sets")),
        "set": (teacher, reverse("classroom:set", args=[tset.id])),
        "set-delete": (teacher, reverse("classroom:set-delete", args=[tset.id])),
        "upload": (teacher, reverse("classroom:set-upload", args=[tset.id])),
        "handmade": (teacher, reverse("classroom:set-handmade", args=[tset.id])),
        "student-home": (pupil, reverse("classroom:home")),
        "assignment": (pupil, reverse("classroom:assignment", args=[a])),
        "play": (pupil, reverse("classroom:play", args=[a, 1])),
        "progress": (pupil, reverse("trainer:progress")),
    }
    for ruleset, kind in HAND_MADE:
        url = reverse("classroom:set-handmade", args=[tset.id]) + f"?regles={ruleset}&type={kind}"
        found[f"handmade-{ruleset}-{kind}"] = (teacher, url)
    return found


@pytest.fixture(scope="module")
def rendered(django_db_blocker, django_db_setup):
    with django_db_blocker.unblock():
        try:
            assignment = quick_class(3, 6, seed=21)
            found = {}
            for language in LANGUAGES:
                for name, (client, url) in pages(assignment).items():
                    response = client.get(url, headers={"Accept-Language": language})
                    assert response.status_code == 200, (name, url, response.status_code)
                    found[(language, name)] = response.content.decode()
        finally:  # made outside any test's transaction: leave the database empty
            Assignment.objects.all().delete()
            Learner.objects.all().delete()
            get_user_model().objects.all().delete()
            Session.objects.all().delete()  # the teacher's and the pupil's logins
            ExerciseSet.objects.all().delete()
            Session.objects.all().delete()  # the logged-in clients' sessions
            RateCount.objects.all().delete()  # the teacher account's bounds
    return found


@pytest.mark.slow
@pytest.mark.crawl
def test_every_page_validates_as_html(rendered, tmp_path):
    pages = {
        f"{language}-{name.replace('/', '-')}": content
        for (language, name), content in rendered.items()
    }
    assert html_problems(pages, tmp_path) == []


@pytest.mark.slow
@pytest.mark.crawl
def test_every_page_speaks_the_players_words(rendered):
    found = []
    for (language, name), content in rendered.items():
        main = parse(content).find_all(lambda n: n.tag == "main")[0]
        text = visible_text(main)
        for what, pattern in ENGINE_WORDS.items():
            for match in re.finditer(pattern, text):
                found.append(
                    f"{language} {name}: {what} « {match.group(0)} » in …{text[max(0, match.start() - 40) : match.end() + 40]}…"
                )
    assert found == []


@pytest.mark.slow
@pytest.mark.crawl
def test_english_pages_are_in_english(rendered):
    for (language, name), content in rendered.items():
        if language != "en":
            continue
        text = visible_text(parse(content).find_all(lambda n: n.tag == "main")[0])
        for french in (
            "Élève",
            "élève",
            "Série",
            "série",
            "Réponse",
            "Corrigé",
            "Enchère suivante",
            "Votre main",
        ):
            assert french not in text, (name, french)
