"""Hostile input on every form and upload of the classroom, the table and the score pad.

The forms are not listed by hand: every page a teacher, a student, a player at the table and a
scorer see is read, and each ``<form method="post">`` on it (its action and the names of its
fields, with the values the page offers) is posted with Hypothesis' junk in its fields, hostile
files included. Every answer must be a page a person can read (never a 500), in less than a
second of CPU.
"""

from __future__ import annotations

import gc
import json
import random
import time
from dataclasses import dataclass, field
from html.parser import HTMLParser

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from classroom import services
from classroom.draw import draw
from classroom.models import Teacher
from reference.rulesets import listed
from tests.scorepad.helpers import new_game
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db

CPU_BOUND = 1.0
#: Forms left out: they end the visit (log out) or delete what the other forms post to.
LEFT_OUT = ("deconnexion", "supprimer")


@dataclass
class Form:
    action: str
    fields: dict[str, list[str]] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)


class Forms(HTMLParser):
    """The post forms of a page: action, field names and the values the page offers."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.page = page
        self.found: list[Form] = []
        self.current: Form | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and a.get("method", "").lower() == "post":
            self.current = Form(a.get("action") or self.page)
            self.found.append(self.current)
        elif self.current is not None and tag in ("input", "select", "textarea", "button"):
            name = a.get("name")
            if not name or name == "csrfmiddlewaretoken":
                return
            if a.get("type") == "file":
                self.current.files.append(name)
                return
            self.current.fields.setdefault(name, [])
            if "value" in a:
                self.current.fields[name].append(a["value"])
        elif self.current is not None and tag == "option" and self.current.fields:
            last = list(self.current.fields)[-1]
            self.current.fields[last].append(a.get("value", ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self.current = None


def forms_of(client: Client, page: str) -> list[Form]:
    response = client.get(page, follow=True)
    parser = Forms(response.request["PATH_INFO"])
    parser.feed(response.content.decode())
    return [f for f in parser.found if not any(word in f.action for word in LEFT_OUT)]


junk = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        ["", "-1", "0", "1", "99", "1e9", "NaN", "∞", "٣", "\x00", "=2+3", "../..", "<b>", "AS"]
    ),
    st.integers(-(10**30), 10**30).map(str),
    st.just("7" * 4301),
    st.text(min_size=2000, max_size=6000),
)
hostile_line = st.one_of(
    st.just("[" * 9990 + "]" * 9990),
    st.just('{"game": "coinche", "kind": "card_points", "input": {"x": ' + "7" * 4301 + "}}"),
    st.builds(
        lambda d: json.dumps({"game": "coinche", "kind": "trick_winner", "input": d}),
        st.dictionaries(st.sampled_from(["trump", "trick", "hand"]), junk, max_size=3),
    ),
    st.text(max_size=200),
)
hostile_file = st.lists(hostile_line, max_size=30).map("\n".join)


@pytest.fixture
def visitors(settings):
    """A teacher with a class, a set and an assignment; the class's student; a player at a
    table of every rule set; a scorer with a sheet of every rule set. Limits out of the way
    (a 429 is a readable answer too, but it would hide the forms behind it)."""
    settings.ADDRESS_LIMITS = {n: (10**6, s) for n, (_c, s) in settings.ADDRESS_LIMITS.items()}
    settings.ACCOUNT_LIMITS = {n: (10**6, s) for n, (_c, s) in settings.ACCOUNT_LIMITS.items()}
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_user("prof-hostile", password="x")
    teacher = Teacher.objects.create(user=user)
    classroom = services.class_create(teacher=teacher, name="CM2")
    tset = services.set_create(teacher=teacher, title="Série")
    rs = RULESETS[("coinche", "standard")]
    cases = draw(
        rs, ["trick_winner", "card_points", "score", "bid", "quiz"], "moyen", 5, random.Random(4)
    )
    services.set_items_add(tset=tset, cases=cases)
    free = services.set_create(teacher=teacher, title="Libre")
    services.set_items_add(tset=free, cases=cases[:2])
    tset.refresh_from_db()
    assignment = services.assignment_create(
        classroom=classroom, tset=tset, due=None, one_attempt=True
    )
    student = services.student_join(classroom=classroom, display_name="Noé", password="x")

    teach = Client()
    teach.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    pupil = Client()
    pupil.force_login(student.user, backend="django.contrib.auth.backends.ModelBackend")
    player, scorer, stranger = Client(), Client(), Client()
    pages = {
        teach: [
            reverse("classroom:home"),
            reverse("classroom:class", args=[classroom.id]),
            reverse("classroom:sets"),
            reverse("classroom:set", args=[free.id]),
            reverse("classroom:set", args=[tset.id]),
            reverse("classroom:set-upload", args=[free.id]),
            reverse("classroom:assign", args=[classroom.id]),
            reverse("classroom:board", args=[classroom.id, assignment.id]),
            reverse("classroom:student", args=[classroom.id, student.id]),
            reverse("classroom:accounts-new", args=[classroom.id]),
            *[
                reverse("classroom:set-handmade", args=[free.id])
                + f"?regles=coinche/standard&type={kind}"
                for kind in ("trick_winner", "legal_plays", "card_points", "bid", "score")
            ],
        ],
        pupil: [reverse("classroom:play", args=[assignment.id, n]) for n in range(1, 6)],
        stranger: [
            reverse("classroom:teacher-signup"),
            reverse("classroom:login"),
            reverse("classroom:join-code"),
            reverse("classroom:join", args=[classroom.join_code]),
            reverse("classroom:reset-password"),
        ],
        player: [reverse("table:new", args=[rs.id]) for rs in listed()],
        scorer: [
            reverse("scorepad:home"),
            *[reverse("scorepad:new", args=[rs.id]) for rs in listed()],
        ],
    }
    for rs in listed():  # a table of each rule set, and its page's forms
        response = player.post(reverse("table:new", args=[rs.id]), {"players": rs.tables[0]})
        if response.status_code == 302:
            pages[player].append(response["Location"])
    for rs in listed():
        game = new_game(scorer, rs.id)
        pages[scorer] += [reverse("scorepad:sheet", args=[game.edit_token])]
    quarter = scorer.post(reverse("scorepad:quarter-new"), {"name": "Hiver"})
    pages[scorer].append(quarter["Location"])
    found = [
        (client, form)
        for client, urls in pages.items()
        for url in urls
        for form in forms_of(client, url)
    ]
    actions = {form.action for _c, form in found}
    assert len(actions) > 30, sorted(actions)  # every kind of form of the three apps
    assert any(form.files for _c, form in found)  # the upload is among them
    return found


def timed(send):
    gc.disable()
    try:
        start = time.process_time()
        response = send()
        return response, time.process_time() - start
    finally:
        gc.enable()


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_junk_in_every_form_gets_a_readable_answer_in_bounded_cpu(visitors, data):
    client, form = data.draw(st.sampled_from(visitors))
    payload: dict[str, object] = {}
    for name, offered in form.fields.items():
        choices = [st.sampled_from(offered)] if offered else []
        value = data.draw(st.one_of(*choices, junk, st.lists(junk, max_size=4)))
        payload[name] = value
    for name in form.files:
        text = data.draw(hostile_file)
        payload[name] = SimpleUploadedFile("exercices.jsonl", text.encode("utf-8", "surrogatepass"))
    if "text" in form.fields and data.draw(st.booleans()):
        payload["text"] = data.draw(hostile_file)
    headers = {"HX-Request": "true"} if data.draw(st.booleans()) else {}
    response, cpu = timed(lambda: client.post(form.action, payload, headers=headers))
    assert response.status_code < 500, form.action
    assert cpu < CPU_BOUND, (form.action, cpu)
    if (
        response.status_code >= 400
        and not headers
        and response.get("Content-Type", "").startswith("text/html")
    ):
        page = response.content.decode()
        assert "<h1" in page or "form-error" in page or "notice" in page, form.action
