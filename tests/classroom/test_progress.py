"""A class's progress across its assignments (by kind and by theme, week by week) and each
exercise's answer chart on the results page, drawn on the server as SVG."""

from __future__ import annotations

import random
import re
from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from bench.classes import quick_class
from classroom import services
from classroom.answer_charts import AnswerChart, answer_charts
from classroom.draw import draw
from classroom.models import Response
from classroom.progress import class_progress, item_themes
from classroom.results import board
from tests.classroom.helpers import teacher_client
from tests.classroom.test_privacy import other_student_client
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db


def teacher_of(assignment) -> Client:
    client = Client()
    client.force_login(
        assignment.classroom.teacher.user, backend="django.contrib.auth.backends.ModelBackend"
    )
    return client


def test_progress_counts_every_first_answer_by_kind_and_week():
    assignment = quick_class(4, 6)
    answers = list(Response.objects.filter(assignment=assignment))
    early = answers[: len(answers) // 2]
    for response in early:  # half the answers a week earlier
        Response.objects.filter(pk=response.pk).update(
            answered=response.answered - timedelta(days=7)
        )
    weeks, kinds, _themes = class_progress(assignment.classroom)
    assert len(weeks) == 2 and weeks[1] - weeks[0] == timedelta(days=7)
    assert sum(r.answered for r in kinds) == len(answers)
    assert sum(r.right for r in kinds) == sum(r.correct for r in answers)
    for row in kinds:
        mine = [r for r in answers if r.kind == row.kind]
        assert row.answered == len(mine)
        assert sum(c[1] for c in row.weeks if c) == len(mine)
    first_week = sum(c[1] for r in kinds for c in r.weeks[:1] if c)
    assert first_week == len(early)


def test_progress_by_theme_files_a_theme_drawn_exercise_under_its_theme():
    assignment = quick_class(2, 1)
    teacher = assignment.classroom.teacher
    rs = RULESETS[("coinche", "standard")]
    tset = services.set_create(teacher=teacher, title="Sous-couper")
    cases = draw(rs, ["legal_plays"], "moyen", 3, random.Random(2), "sous-couper")
    services.set_items_add(tset=tset, cases=cases)
    tset.refresh_from_db()
    given = services.assignment_create(
        classroom=assignment.classroom, tset=tset, due=None, one_attempt=False
    )
    student = assignment.classroom.students.first()
    for position in (1, 2, 3):
        Response.objects.create(
            assignment=given,
            student=student,
            position=position,
            game="coinche",
            kind="legal_plays",
            answer=[],
            correct=position != 2,
        )
    _weeks, _kinds, themes = class_progress(assignment.classroom)
    row = next(r for r in themes if r.kind == "coinche/standard/sous-couper")
    assert (row.right, row.answered) == (2, 3)
    assert row.title.endswith("(Belote coinchée)")
    page = (
        teacher_of(assignment)
        .get(reverse("classroom:class-progress", args=[assignment.classroom.id]))
        .content.decode()
    )
    assert "Par thème des règles" in page and "67 %" in page


def test_an_item_drawn_without_a_theme_is_filed_under_what_it_shows():
    assignment = quick_class(1, 3)
    items = board(assignment).items
    assert all(isinstance(item_themes(i), tuple) for i in items)
    assert any(item_themes(i) for i in items)


def test_each_exercise_has_an_answer_chart_that_counts_its_answers():
    assignment = quick_class(6, 4, seed=3)
    found = board(assignment)
    charts = answer_charts(found)
    for chart in charts:
        index = found.items.index(chart.item)
        cells = [row.cells[index] for row in found.rows if row.cells[index].response]
        assert sum(b.count for b in chart.bars) == chart.answered == len(cells)
        assert chart.right == sum(c.response.correct for c in cells)
        assert max(b.width for b in chart.bars) == 300
        for bar in chart.bars:
            if bar.right:
                assert any(c.given in bar.label and c.response.correct for c in cells)
    page = (
        teacher_of(assignment)
        .get(reverse("classroom:board", args=[assignment.classroom.id, assignment.id]))
        .content.decode()
    )
    assert page.count('<svg class="answer-chart"') == len(charts) > 0
    assert re.search(r'role="img" aria-label="\d+ justes? sur \d+ réponses?"', page)
    assert "<script" not in page.split("Les réponses, exercice par exercice")[1].split("</ol>")[0]


def test_the_progress_page_is_404_for_anyone_else():
    assignment = quick_class(1, 1)
    url = reverse("classroom:class-progress", args=[assignment.classroom.id])
    assert teacher_client("m-voisine").get(url).status_code == 404
    assert other_student_client().get(url).status_code == 404
    assert Client().get(url).status_code == 302


@pytest.mark.parametrize(
    ("right", "answered", "french", "english"),
    [
        (1, 2, "1 juste sur 2 réponses", "1 right out of 2 answers"),
        (2, 2, "2 justes sur 2 réponses", "2 right out of 2 answers"),
        (0, 1, "0 juste sur 1 réponse", "0 right out of 1 answer"),
    ],
)
def test_a_charts_caption_counts_right_answers_and_answers_each_by_its_own_number(
    right, answered, french, english
):
    # was: « 1 justes sur 2 réponses » (one plural for both numbers)
    chart = AnswerChart(item=None, bars=(), right=right, answered=answered)
    with translation.override("fr"):
        assert chart.summary == french
    with translation.override("en"):
        assert chart.summary == english
