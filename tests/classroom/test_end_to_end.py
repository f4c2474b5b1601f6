"""A class from the teacher's sign-up to the results: the set built in the builder (drawn
exercises and one hand-made situation), given to the class, answered by three students (some
wrong); the teacher's grid, each student's own view, the CSV and the printed answer key agree."""

from __future__ import annotations

import csv
import html
import io
import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone
from pypdf import PdfReader

from classroom.answers import explain, right_answer
from classroom.items import set_items
from classroom.models import Assignment, Response
from tests.classroom.helpers import (
    answer_data,
    class_create,
    set_create,
    set_draw,
    student_join,
    teacher_client,
    wrong_exists,
)

pytestmark = pytest.mark.django_db

KINDS = ["trick_winner", "legal_plays", "card_points", "score", "bid", "quiz"]
HAND_MADE = {
    "regles": "coinche/standard",
    "type": "legal_plays",
    "trump": "H",
    "trick_1": "7S",
    "trick_2": "AS",
    "hand": ["8H", "KD", "QS", "9S"],
}


def pdf_text(content: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


def grid(page: str) -> dict[str, list[tuple[str, str]]]:
    """Each student's row of the results grid: (mark, answer text) per exercise."""
    body = page.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    rows = {}
    for row in re.findall(r"<tr>(.*?)</tr>", body, re.S):
        name = html.unescape(re.search(r'<th scope="row"><a [^>]*>(.*?)</a>', row).group(1))
        cells = []
        for css, inner in re.findall(r'<td class="(cell-[a-z]+)">(.*?)</td>', row, re.S):
            text = re.sub(r"<[^>]+>", "", inner.split("</a>")[0] if "</a>" in inner else "")
            given = html.unescape(text).split(":", 1)[1].strip() if ":" in text else ""
            cells.append((css.removeprefix("cell-"), given))
        rows[name] = cells
    return rows


@pytest.mark.slow
def test_a_class_from_sign_up_to_results():
    teacher = teacher_client("mme-lenoir")
    class_id, code = class_create(teacher, "5e B")
    set_id = set_create(teacher, "Coinche : premiers pas")
    set_draw(teacher, set_id, "coinche/standard", KINDS, 6)

    # one situation by hand: checked live (htmx), then added
    handmade = reverse("classroom:set-handmade", args=[set_id])
    live = teacher.post(handmade, HAND_MADE | {"action": "check"}, headers={"HX-Request": "true"})
    fragment = live.content.decode()
    assert live.status_code == 200 and fragment.lstrip().startswith('<div id="apercu"')
    assert "D♠, 9♠" in fragment and "fournir" in fragment  # the engine's answer and its reason
    assert teacher.post(handmade, HAND_MADE | {"action": "add"}).status_code == 302
    builder = teacher.get(reverse("classroom:set", args=[set_id])).content.decode()
    assert builder.count('class="set-item"') == 7

    due = timezone.localdate() + timedelta(days=7)
    response = teacher.post(
        reverse("classroom:assign", args=[class_id]), {"tset": set_id, "due": due.isoformat()}
    )
    assert response.status_code == 302
    assignment = Assignment.objects.get()
    positions = [item.position for item in set_items(assignment.teacher_set)]

    # three students: Léa right everywhere, Hugo wrong wherever he can be, Inès half-way
    plan = {
        "Léa": {p: True for p in positions},
        "Hugo": {p: not wrong_exists(assignment, p) for p in positions},
        "Inès": {p: p % 2 == 0 for p in positions[:4]},
    }
    students = {name: student_join(code, name) for name in plan}
    for name, answers in plan.items():
        client = students[name]
        progress = client.get(reverse("trainer:progress")).content.decode()
        assert "À faire pour la classe" in progress and "Coinche : premiers pas" in progress
        for position, right in answers.items():
            url = reverse("classroom:play", args=[assignment.id, position])
            assert client.get(url).status_code == 200
            client.post(url, answer_data(assignment, position, right))

    stored = {
        (r.student.display_name, r.position): r for r in Response.objects.select_related("student")
    }
    for name, answers in plan.items():
        for position, right in answers.items():
            assert stored[(name, position)].correct is right

    # the teacher's grid
    board_url = reverse("classroom:board", args=[class_id, assignment.id])
    board = grid(teacher.get(board_url).content.decode())
    items = {item.position: item for item in set_items(assignment.teacher_set)}
    for name, answers in plan.items():
        row = board[name]
        for position in positions:
            mark, given = row[positions.index(position)]
            if position not in answers:
                assert mark == "none"
                continue
            response = stored[(name, position)]
            assert mark == ("right" if response.correct else "wrong")
            assert given == explain(items[position].exercise, response.answer).given

    # each student's own view: the same marks, and the score at the end
    for name, answers in plan.items():
        page = (
            students[name]
            .get(reverse("classroom:assignment", args=[assignment.id]))
            .content.decode()
        )
        marks = re.findall(r"— (✔|✘)", page.split('class="set-list"', 1)[1].split("</ol>", 1)[0])
        assert marks == ["✔" if answers[p] else "✘" for p in positions if p in answers]
        if len(answers) == len(positions):
            right = sum(answers.values())
            assert f"Score : {right} sur {len(positions)}" in page
            assert page.count("Refaire l'exercice") == len(positions) - right

    # the CSV: UTF-8 with a byte-order mark, one line per student and exercise
    raw = teacher.get(reverse("classroom:board-csv", args=[class_id, assignment.id])).content
    assert raw.startswith("\ufeff".encode())
    lines = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    header, body = lines[0], lines[1:]
    assert len(body) == len(plan) * len(positions)
    for line in body:
        record = dict(zip(header, line, strict=True))
        name, position = record["Élève"], int(record["Exercice"])
        mark, given = board[name][positions.index(position)]
        assert record["Réponse donnée"] == given
        assert (
            record["Résultat"]
            == {"right": "juste", "wrong": "faux", "none": "pas encore répondu"}[mark]
        )

    # the printed sheets: the questions on the worksheet, the answers the grid counts in the key
    sheet = pdf_text(teacher.get(reverse("classroom:worksheet", args=[set_id])).content)
    key = pdf_text(teacher.get(reverse("classroom:answer-key", args=[set_id])).content)
    assert "Quelles cartes pouvez-vous jouer" in sheet and "Qui remporte le pli" in sheet
    flat_key = " ".join(key.split())
    for item in items.values():
        right = explain(item.exercise, right_answer(item.exercise)).right
        assert " ".join(f"Réponse : {right}".split()) in flat_key
        # the grid's right answers are the key's
        for name in plan:
            response = stored.get((name, item.position))
            if response is not None and response.correct:
                assert explain(item.exercise, response.answer).given.split(" (")[0] in flat_key
