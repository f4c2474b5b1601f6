"""Building classes the way people do (through the pages), and quickly (through the services)
for tests that need many students."""

from __future__ import annotations

import random
import re
from typing import Any

from django.test import Client
from django.urls import reverse

from classroom import services
from classroom.draw import draw, set_kinds
from classroom.items import set_items
from classroom.models import Assignment, Classroom, Student, Teacher
from trainer.exercises import KINDS
from trainer.models import Attempt, Learner
from trainer.rulesets import RULESETS

PASSWORD = "Atout-Secret-4242"
STUDENT_PASSWORD = "Trefle-Pique-77"


def teacher_client(name: str) -> Client:
    client = Client()
    response = client.post(
        reverse("classroom:teacher-signup"),
        {"username": name, "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    return client


def class_create(client: Client, name: str) -> tuple[str, str]:
    """A class made through its form: (its id, its join code as the page shows it)."""
    response = client.post(reverse("classroom:class-new"), {"name": name})
    class_id = response["Location"].rstrip("/").split("/")[-1]
    page = client.get(response["Location"]).content.decode()
    code = re.search(r'<strong class="code">([A-Z0-9-]+)</strong>', page)
    assert code is not None
    return class_id, code.group(1)


def set_create(client: Client, title: str) -> str:
    response = client.post(reverse("classroom:set-new"), {"title": title})
    assert response.status_code == 302
    return response["Location"].split("#")[0].rstrip("/").split("/")[-1]


def set_draw(
    client: Client, set_id: str, ruleset: str, kinds: list[str], count: int, level: str = "moyen"
) -> None:
    response = client.post(
        reverse("classroom:set-draw", args=[set_id]),
        {"ruleset": ruleset, "kinds": kinds, "level": level, "count": count},
    )
    assert response.status_code == 302, response.content.decode()[:3000]


def student_join(code: str, name: str) -> Client:
    client = Client()
    response = client.post(reverse("classroom:join-code"), {"code": code})
    assert response.status_code == 302
    response = client.post(
        response["Location"],
        {"display_name": name, "password1": STUDENT_PASSWORD, "password2": STUDENT_PASSWORD},
    )
    assert response.status_code == 200 and "Bienvenue" in response.content.decode()
    return client


def answer_data(assignment: Assignment, position: int, right: bool) -> dict[str, Any]:
    """Form data of a right (or, where one exists, a wrong) answer to one exercise."""
    item = next(i for i in set_items(assignment.teacher_set) if i.position == position)
    good, bad = KINDS[item.kind].right_and_wrong(item.exercise)
    found: dict[str, Any] = good if right or bad is None else bad
    return found


def wrong_exists(assignment: Assignment, position: int) -> bool:
    item = next(i for i in set_items(assignment.teacher_set) if i.position == position)
    return KINDS[item.kind].right_and_wrong(item.exercise)[1] is not None


# --------------------------------------------------------------------------- fast


def quick_class(
    students: int, exercises: int, *, seed: int = 5, answered: float = 1.0
) -> Assignment:
    """A class of ``students`` who answered (about one in three wrong) an assignment of
    ``exercises`` drawn exercises of several games — built through the services, no HTTP."""
    from django.contrib.auth import get_user_model

    rng = random.Random(seed)
    user = get_user_model().objects.create_user(username=f"prof{seed}", password=PASSWORD)
    teacher = Teacher.objects.create(user=user)
    classroom = services.class_create(teacher=teacher, name="Bench")
    tset = services.set_create(teacher=teacher, title="Atout maître")
    rulesets = [
        RULESETS[("coinche", "standard")],
        RULESETS[("whist", "reglement")],
        RULESETS[("voisin", "standard")],
    ]
    cases = []
    kinds = ["trick_winner", "legal_plays", "card_points", "score", "bid", "quiz"]
    for i in range(exercises):
        rs = rulesets[i % len(rulesets)]
        offered = [k for k in kinds if k in _kinds(rs)]
        cases += draw(rs, [offered[i % len(offered)]], "moyen", 1, rng)
    services.set_items_add(tset=tset, cases=cases)
    tset.refresh_from_db()
    assignment = services.assignment_create(
        classroom=classroom, tset=tset, due=None, one_attempt=False
    )
    items = set_items(tset)
    for n in range(students):
        student = _student(classroom, n, seed)
        learner = Learner.objects.get(user=student.user)
        for item in items:
            if rng.random() > answered:
                continue
            good, bad = KINDS[item.kind].right_and_wrong(item.exercise)
            data = bad if (bad is not None and rng.random() < 0.35) else good
            answer = KINDS[item.kind].parse(item.exercise, _Query(data))
            correct = KINDS[item.kind].check(item.exercise, answer).correct
            attempt = Attempt.objects.create(
                learner=learner,
                game=item.case["game"],
                ruleset="classe",
                kind=item.kind,
                difficulty="classe",
                seed=f"{assignment.token}:{item.position}",
                answer=answer,
                correct=correct,
            )
            services.response_record(
                assignment=assignment,
                student=student,
                position=item.position,
                kind=item.kind,
                game=item.case["game"],
                attempt=attempt,
            )
    return assignment


def _kinds(rs: Any) -> tuple[str, ...]:
    return set_kinds(rs)


def _student(classroom: Classroom, n: int, seed: int) -> Student:
    return services.student_join(
        classroom=classroom, display_name=f"Camille {n + 1:02d}", password=STUDENT_PASSWORD
    )


class _Query(dict[str, Any]):
    def getlist(self, name: str) -> list[str]:
        value = self.get(name, [])
        return list(value) if isinstance(value, list) else [value]
