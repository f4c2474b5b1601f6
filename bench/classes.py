"""A class that answered an assignment, built quickly through the services (no HTTP): the
classroom benchmark times pages over it, and the tests that need many students use it."""

from __future__ import annotations

import random
from typing import Any

from classroom import services
from classroom.draw import draw, set_kinds
from classroom.items import set_items
from classroom.models import Assignment, Classroom, Student, Teacher
from reference.rulesets import BY_ID
from trainer.exercises import KINDS
from trainer.models import Attempt, Learner

PASSWORD = "Atout-Secret-4242"
STUDENT_PASSWORD = "Trefle-Pique-77"


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
        BY_ID["coinche"],
        BY_ID["whist-reglement"],
        BY_ID["voisin"],
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
