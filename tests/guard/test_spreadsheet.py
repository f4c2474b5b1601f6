"""The site's one CSV writer: text a spreadsheet would run as a formula is written as text,
numbers stay numbers, and every download of the site goes through it."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from bench.classes import quick_class
from classroom.models import Student
from guard.spreadsheet import FORMULA_START, SEPARATORS, cell, csv_text
from tests.classroom.test_results import teacher_of

ROOT = Path(__file__).resolve().parents[2]
WRITES_CSV = re.compile(r"^import csv$|^from csv import|csv\.(writer|DictWriter)", re.M)
APPS = ("classroom", "guard", "reference", "scorepad", "table", "trainer", "config")


@given(st.text(max_size=30), st.sampled_from(SEPARATORS))
def test_no_text_cell_starts_a_formula_and_every_cell_reads_back(text, separator):
    rows = [[text, 7, -20, 2.5, None]]
    back = next(csv.reader(io.StringIO(csv_text(rows, separator=separator)), delimiter=separator))
    assert not back[0].startswith(FORMULA_START)
    assert back[0] == (("'" + text) if text.startswith(FORMULA_START) else text) or "\r" in text
    assert back[1:] == ["7", "-20", "2.5", ""]  # numbers are not quoted away


@pytest.mark.parametrize("text", ["=2+3", "+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1"])
def test_each_dangerous_start_is_neutralised(text):
    assert cell(text) == "'" + text


def test_a_separator_outside_the_known_ones_is_refused():
    with pytest.raises(ValueError):
        csv_text([["a"]], separator="|")


@pytest.mark.django_db
def test_a_student_named_as_a_formula_reaches_the_spreadsheet_as_text():
    # was: a student who joined as « =2+3 » reached the teacher's spreadsheet as a formula
    assignment = quick_class(1, 2, seed=21)
    Student.objects.filter(classroom=assignment.classroom).update(display_name="=2+3")
    response = teacher_of(assignment).get(
        reverse("classroom:board-csv", args=[assignment.classroom.id, assignment.id])
    )
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    names = {row[rows[0].index("Élève")] for row in rows[1:]}
    assert names == {"'=2+3"}


def test_no_module_of_the_site_writes_csv_but_the_one_writer():
    writers = [
        path.relative_to(ROOT)
        for app in APPS
        for path in (ROOT / app).rglob("*.py")
        if WRITES_CSV.search(path.read_text(encoding="utf-8"))
    ]
    assert writers == [Path("guard/spreadsheet.py")]
