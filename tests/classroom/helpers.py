"""Building classes the way people do (through the pages), and quickly (through the services)
for tests that need many students."""

from __future__ import annotations

import re
from typing import Any

from django.test import Client
from django.urls import reverse

from bench.classes import PASSWORD, STUDENT_PASSWORD
from classroom.items import set_items
from classroom.models import Assignment
from trainer.exercises import KINDS


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


def logs_in(username: str, password: str) -> bool:
    """Whether the login page lets ``username`` in with ``password``."""
    response = Client().post(
        reverse("classroom:login"), {"username": username, "password": password}
    )
    return response.status_code == 302
