"""The results of an assignment: a bounded number of queries whatever the class's size, the
grid's counts, the most-missed exercises and the rules behind the misses, each student's
accuracy by kind over time, and the CSV."""

from __future__ import annotations

import csv
import io
import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from bench.classes import quick_class
from classroom import items, results
from classroom.models import Response
from guard.models import RateCount

pytestmark = pytest.mark.django_db


def teacher_of(assignment) -> Client:
    client = Client()
    client.force_login(
        assignment.classroom.teacher.user, backend="django.contrib.auth.backends.ModelBackend"
    )
    return client


def queries(client: Client, url: str) -> int:
    items.cache_clear()
    RateCount.objects.all().delete()  # each download is counted from a fresh window
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url).status_code == 200
    return len(captured)


@pytest.mark.parametrize("page", ["classroom:board", "classroom:board-csv"])
def test_the_results_page_does_not_query_more_for_a_bigger_class(page):
    small, big = quick_class(2, 6, seed=1), quick_class(12, 6, seed=2)
    counts = [
        queries(teacher_of(a), reverse(page, args=[a.classroom.id, a.id])) for a in (small, big)
    ]
    assert counts[0] == counts[1], counts
    assert counts[0] <= 12 + (4 if page.endswith("csv") else 0)  # a download is counted


def test_the_class_page_does_not_query_more_for_a_bigger_class():
    small, big = quick_class(2, 3, seed=3), quick_class(10, 3, seed=4)
    counts = [
        queries(teacher_of(a), reverse("classroom:class", args=[a.classroom.id]))
        for a in (small, big)
    ]
    assert counts[0] == counts[1], counts


def test_the_grid_counts_what_the_students_answered():
    assignment = quick_class(6, 5, seed=7, answered=0.8)
    board = results.board(assignment)
    stored = list(Response.objects.filter(assignment=assignment))
    assert sum(row.answered for row in board.rows) == len(stored)
    assert sum(row.right for row in board.rows) == sum(r.correct for r in stored)
    for i, item in enumerate(board.items):
        assert board.right_by_item[i] == sum(
            r.correct for r in stored if r.position == item.position
        )
    misses = [m.misses for m in board.most_missed]
    assert misses == sorted(misses, reverse=True)
    assert sum(rule.misses for rule in board.rules) == sum(not r.correct for r in stored)
    for missed in board.most_missed:
        assert not missed.common.correct and missed.common.right


def test_a_students_accuracy_by_kind_adds_up():
    assignment = quick_class(1, 8, seed=8)
    student = assignment.classroom.students.get()
    weeks, kinds = results.student_kinds(student)
    stored = list(Response.objects.filter(student=student))
    assert len(weeks) == 1
    assert sum(k.answered for k in kinds) == len(stored)
    for row in kinds:
        mine = [r for r in stored if r.kind == row.kind]
        assert (row.right, row.answered) == (sum(r.correct for r in mine), len(mine))
        assert row.weeks == ((row.right, row.answered),)


def test_the_csv_is_one_line_per_student_and_exercise_with_words_not_codes():
    assignment = quick_class(3, 4, seed=11, answered=0.75)
    raw = teacher_of(assignment).get(
        reverse("classroom:board-csv", args=[assignment.classroom.id, assignment.id])
    )
    assert raw["Content-Type"] == "text/csv; charset=utf-8"
    text = raw.content.decode("utf-8")
    assert text.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    assert len(rows) == 1 + 3 * 4
    results_column = {row[rows[0].index("Résultat")] for row in rows[1:]}
    assert results_column <= {"juste", "faux", "pas encore répondu"}
    assert not any(
        word in text for word in ("True", "False", "None", "null", "trick_winner", "legal_plays")
    )


def test_the_results_speak_english_to_an_english_reader():
    assignment = quick_class(2, 3, seed=12)
    client = teacher_of(assignment)
    client.cookies["django_language"] = "en"
    page = client.get(
        reverse("classroom:board", args=[assignment.classroom.id, assignment.id]),
        headers={"Accept-Language": "en"},
    ).content.decode()
    assert "Answers, student by student" in page


def test_the_score_counts_over_the_exercises_assigned_not_the_answers_given(client):
    assignment = quick_class(1, 6, seed=11, answered=0.5)
    client.force_login(assignment.classroom.teacher.user)
    url = reverse("classroom:board", args=[assignment.classroom.id, assignment.id])
    page = client.get(url).content.decode()
    score = re.search(r'<td class="score">(\d+)/(\d+)</td>', page)
    assert score is not None and score[2] == "6"


@pytest.mark.parametrize(
    ("separator", "expected"), [("point-virgule", ";"), ("virgule", ","), ("", ",")]
)
def test_the_csv_separator_is_the_teachers_choice(client, separator, expected):
    assignment = quick_class(2, 2, seed=12)
    client.force_login(assignment.classroom.teacher.user)
    url = reverse("classroom:board-csv", args=[assignment.classroom.id, assignment.id])
    body = client.get(url, {"separateur": separator}).content.decode("utf-8-sig")
    header = body.splitlines()[0]
    assert header.split(expected)[:3] == ["Classe", "Série", "Élève"]


@pytest.mark.parametrize(
    ("positions", "text"),
    [((4,), "exercice 4"), ((4, 7), "exercices 4 et 7"), ((2, 4, 7), "exercices 2, 4 et 7")],
)
def test_where_a_rule_was_missed_reads_as_a_sentence(positions, text):
    assert results.RuleMisses("fournir", len(positions), positions).where == text


def test_the_rules_behind_the_misses_keep_each_rule_set_apart():
    """quick_class mixes three games: the same rule's name in two of them is two lines, each
    with the rule set it belongs to, and its exercises all of that rule set."""
    assignment = quick_class(8, 9, seed=4)
    board = results.board(assignment)
    assert board.mixed and board.rules
    by_position = {item.position: item for item in board.items}
    seen = set()
    for rule in board.rules:
        assert rule.ruleset
        assert {str(by_position[p].ruleset.title) for p in rule.positions} == {rule.ruleset}
        assert (rule.rule, rule.ruleset) not in seen
        seen.add((rule.rule, rule.ruleset))
    client = Client()
    client.force_login(
        assignment.classroom.teacher.user, backend="django.contrib.auth.backends.ModelBackend"
    )
    page = client.get(
        reverse("classroom:board", args=[assignment.classroom.id, assignment.id])
    ).content.decode()
    listed = page.split('class="rule-list"')[1].split("</ul>")[0]
    assert listed.count('<span class="muted">(') == len(board.rules)
