"""Results of a class: the grid of an assignment (students × exercises), its most-missed
exercises and the rules behind the misses, each student's accuracy by kind over time, and the
same data as CSV rows.

The grid reads the class's students and the assignment's answers in two queries whatever the
class's size; the engine is asked only about the distinct wrong answers, and its verdicts are
kept (``classroom.answers.explain_item``).
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from django.db.models import TextField
from django.db.models.functions import Cast
from django.utils import timezone
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from classroom.answers import Explained, explain_item, given_text
from classroom.items import Item, set_items
from classroom.models import Assignment, Response, Student
from trainer.exercises import KINDS

#: Most-missed exercises listed on an assignment's page.
MOST_MISSED = 5
#: Weeks shown in a student's accuracy over time.
WEEKS = 8


@dataclass(frozen=True, slots=True)
class Answered:
    """A stored answer as the results read it: lighter than the model (a class has hundreds),
    its answer kept as stored text and decoded only where words are not known yet."""

    student_id: Any
    position: int
    raw: str
    correct: bool
    tries: int
    corrected: bool
    answered: datetime

    @property
    def answer(self) -> Any:
        return json.loads(self.raw)


ANSWERED_FIELDS = ("student_id", "position", "raw", "correct", "tries", "corrected", "answered")


@dataclass(frozen=True)
class Cell:
    item: Item
    response: Answered | None
    given: str
    late: bool


@dataclass(frozen=True)
class Row:
    student: Student
    cells: tuple[Cell, ...]
    answered: int
    right: int


@dataclass(frozen=True)
class Missed:
    item: Item
    misses: int
    answered: int
    common: Explained
    """The most common wrong answer, checked."""


@dataclass(frozen=True)
class RuleMisses:
    rule: str
    misses: int
    positions: tuple[int, ...]
    ruleset: str = ""
    """The rule set's title: the same rule's name in two games is two rules."""

    @property
    def where(self) -> str:
        """« exercice 4 », « exercices 4 et 7 », « exercices 2, 4 et 7 »."""
        numbers = [str(p) for p in self.positions]
        listed = (
            _("%(first)s et %(last)s") % {"first": ", ".join(numbers[:-1]), "last": numbers[-1]}
            if len(numbers) > 1
            else "".join(numbers)
        )
        return ngettext("exercice %(n)s", "exercices %(n)s", len(numbers)) % {"n": listed}


@dataclass(frozen=True)
class Board:
    assignment: Assignment
    items: tuple[Item, ...]
    rows: tuple[Row, ...]
    right_by_item: tuple[int, ...]
    answered_by_item: tuple[int, ...]
    most_missed: tuple[Missed, ...]
    rules: tuple[RuleMisses, ...]

    @property
    def mixed(self) -> bool:
        """Whether the set holds exercises of more than one rule set."""
        return len({(item.ruleset.game, item.ruleset.slug) for item in self.items}) > 1

    @property
    def totals(self) -> list[tuple[int, int]]:
        """Per exercise: right answers and answers."""
        return list(zip(self.right_by_item, self.answered_by_item, strict=True))


def set_key(assignment: Assignment) -> tuple[str, int]:
    tset = assignment.teacher_set
    return (tset.exercise_set.name, tset.version)


def board(assignment: Assignment) -> Board:
    """Everything an assignment's results page shows."""
    items = set_items(assignment.teacher_set)
    by_position = {item.position: item for item in items}
    rows_found = (
        Response.objects.filter(assignment=assignment)
        .annotate(raw=Cast("answer", TextField()))
        .values_list(*ANSWERED_FIELDS)
    )
    responses: dict[tuple[Any, int], Answered] = {
        (r.student_id, r.position): r for r in (Answered(*row) for row in rows_found)
    }
    answering = {student_id for student_id, _p in responses}
    students = [  # a student taken out of the class keeps the answers given, marked
        s
        for s in Student.objects.filter(classroom_id=assignment.classroom_id)
        if s.removed is None or s.id in answering
    ]
    texts = _Texts(assignment)
    rows = []
    for student in students:
        cells = []
        for item in items:
            response = responses.get((student.id, item.position))
            given = texts.given(item, response) if response else ""
            cells.append(Cell(item, response, given, _late(assignment, response)))
        answered = sum(1 for c in cells if c.response)
        right = sum(1 for c in cells if c.response and c.response.correct)
        rows.append(Row(student, tuple(cells), answered, right))
    right_by = Counter(p for (_s, p), r in responses.items() if r.correct)
    answered_by = Counter(p for (_s, p) in responses)
    wrong = [r for r in responses.values() if not r.correct and r.position in by_position]
    key = set_key(assignment)
    return Board(
        assignment,
        items,
        tuple(rows),
        tuple(right_by[i.position] for i in items),
        tuple(answered_by[i.position] for i in items),
        _most_missed(by_position, wrong, answered_by, key),
        _rules(by_position, wrong, key),
    )


class _Texts:
    """The words of each distinct answer, written once per set version and language."""

    def __init__(self, assignment: Assignment) -> None:
        self.key = (*set_key(assignment), get_language() or "fr")

    def given(self, item: Item, response: Answered) -> str:
        key = (self.key, item.position, response.raw)
        found = _GIVEN.get(key)
        if found is None:
            if len(_GIVEN) >= _GIVEN_MAX:
                _GIVEN.clear()
            found = _GIVEN[key] = given_text(item.exercise, response.answer)
        return found


_GIVEN: dict[Any, str] = {}
_GIVEN_MAX = 20_000


def _late(assignment: Assignment, response: Answered | None) -> bool:
    if response is None or assignment.due is None:
        return False
    return timezone.localdate(response.answered) > assignment.due


def _most_missed(
    items: dict[int, Item],
    wrong: list[Answered],
    answered: Counter[int],
    key: tuple[str, int],
) -> tuple[Missed, ...]:
    by_item: dict[int, list[Answered]] = defaultdict(list)
    for response in wrong:
        by_item[response.position].append(response)
    ranked = sorted(by_item.items(), key=lambda pair: (-len(pair[1]), pair[0]))[:MOST_MISSED]
    missed = []
    for position, responses in ranked:
        answers = Counter(r.raw for r in responses)
        common = next(r for r in responses if r.raw == answers.most_common(1)[0][0])
        item = items[position]
        explained = explain_item(item, common.answer, key)
        missed.append(Missed(item, len(responses), answered[position], explained))
    return tuple(missed)


def _rules(
    items: dict[int, Item], wrong: list[Answered], key: tuple[str, int]
) -> tuple[RuleMisses, ...]:
    """The rule behind each miss (the obligation broken, the call's rule…), most missed first."""
    rules: dict[tuple[int, str], str] = {}
    counts: Counter[tuple[str, str]] = Counter()  # a rule of each rule set apart
    where: dict[tuple[str, str], set[int]] = defaultdict(set)
    for response in wrong:
        found = (response.position, response.raw)
        item = items[response.position]
        if found not in rules:
            rules[found] = explain_item(item, response.answer, key).rule
        named = (rules[found], str(item.ruleset.title))
        counts[named] += 1
        where[named].add(response.position)
    return tuple(
        RuleMisses(rule, n, tuple(sorted(where[(rule, rs)])), rs)
        for (rule, rs), n in counts.most_common()
    )


# --------------------------------------------------------------------------- one student


@dataclass(frozen=True)
class KindRow:
    kind: str
    title: str
    weeks: tuple[tuple[int, int] | None, ...]
    """Per week shown: (right, answered), or ``None`` without answers that week."""
    right: int
    answered: int

    @property
    def accuracy(self) -> int:
        return round(100 * self.right / self.answered) if self.answered else 0


def week_start(day: date) -> date:
    return day - timedelta(days=day.weekday())


def student_kinds(student: Student) -> tuple[tuple[date, ...], tuple[KindRow, ...]]:
    """The student's first answers to the class's assignments: per kind, right and answered
    week by week (the last ``WEEKS`` weeks with answers) and in all."""
    rows = Response.objects.filter(student=student).values_list("kind", "correct", "answered")
    order = {kind: n for n, kind in enumerate(KINDS)}
    found = sorted((r for r in rows if r[0] in order), key=lambda r: order[r[0]])
    return weekly((kind, str(KINDS[kind].title), c, a) for kind, c, a in found)


def weekly(
    answers: Iterable[tuple[str, str, bool, datetime]],
) -> tuple[tuple[date, ...], tuple[KindRow, ...]]:
    """Answers as (row key, row title, right, when): right and answered per row, week by week
    (the last ``WEEKS`` weeks with answers) and in all, rows in their first order."""
    per: dict[str, dict[date, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    titles: dict[str, str] = {}
    weeks: set[date] = set()
    for key, title, correct, answered in answers:
        week = week_start(timezone.localdate(answered))
        weeks.add(week)
        titles.setdefault(key, title)
        per[key][week][0] += int(correct)
        per[key][week][1] += 1
    shown = tuple(sorted(weeks)[-WEEKS:])
    table = []
    for key, title in titles.items():
        cells = tuple((per[key][w][0], per[key][w][1]) if w in per[key] else None for w in shown)
        right = sum(v[0] for v in per[key].values())
        total = sum(v[1] for v in per[key].values())
        table.append(KindRow(key, title, cells, right, total))
    return shown, tuple(table)


# --------------------------------------------------------------------------- CSV


def csv_header() -> list[str]:
    return [
        _("Classe"),
        _("Série"),
        _("Élève"),
        _("Exercice"),
        _("Type d'exercice"),
        _("Règles"),
        _("Réponse donnée"),
        _("Résultat"),
        _("Bonne réponse"),
        _("Essais"),
        _("Corrigé ensuite"),
        _("Répondu le"),
        _("En retard"),
        _("Explication"),
    ]


def csv_rows(found: Board) -> Iterator[list[str]]:
    """One line per student and exercise of the grid, in the grid's order."""
    assignment = found.assignment
    key = set_key(assignment)
    yes, no = _("oui"), _("non")
    language = get_language() or "fr"
    for row in found.rows:
        for cell in row.cells:
            base = [
                assignment.classroom.name,
                assignment.teacher_set.exercise_set.title,
                row.student.display_name,
                str(cell.item.position),
                cell.item.kind_title,
                cell.item.ruleset.title,
            ]
            response = cell.response
            if response is None:
                yield [*base, "", _("pas encore répondu"), "", "", "", "", "", ""]
                continue
            explained = explain_item(cell.item, response.answer, key)
            yield [
                *base,
                cell.given,
                _("juste") if response.correct else _("faux"),
                explained.right,
                str(response.tries),
                yes if response.corrected else no,
                timezone.localtime(response.answered).strftime(
                    "%d/%m/%Y %H:%M" if language == "fr" else "%Y-%m-%d %H:%M"
                ),
                yes if cell.late else no,
                " ".join(explained.reasons),
            ]
