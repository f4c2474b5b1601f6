"""An assignment's results for its teacher: the grid of students × exercises, the most-missed
exercises and the rules behind the misses, one answer with the engine's reasons, and the CSV."""

from __future__ import annotations

import uuid

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from classroom import policy, progress, results, services
from classroom.answer_charts import answer_charts
from classroom.answers import explain_item
from classroom.grid import grid_rows
from classroom.items import item_at
from classroom.situations import describe
from classroom.views import confirm
from guard.limits import allows, limited
from guard.spreadsheet import csv_response
from guard.views import too_many


@policy.checked("GET")
def board_page(request: HttpRequest, class_id: uuid.UUID, assignment_id: uuid.UUID) -> HttpResponse:
    assignment = policy.own_assignment(request, class_id, assignment_id)
    found = results.board(assignment)
    context = {
        "board": found,
        "grid_rows": grid_rows(found),
        "charts": answer_charts(found),
        "assignment": assignment,
        "classroom": assignment.classroom,
    }
    return render(request, "classroom/board.html", context)


@policy.checked("GET")
def class_progress(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """The class's first answers to all its assignments, week by week, by kind and theme."""
    classroom = policy.own_class(request, class_id)
    weeks, kinds, themes = progress.class_progress(classroom)
    tables = [
        ("kinds-title", _("Par type d'exercice"), kinds, _("Exercice")),
        ("themes-title", _("Par thème des règles"), themes, _("Thème")),
    ]
    context = {"classroom": classroom, "weeks": weeks, "tables": tables}
    return render(request, "classroom/progress.html", context)


@policy.checked("GET")
def response_page(
    request: HttpRequest,
    class_id: uuid.UUID,
    assignment_id: uuid.UUID,
    student_id: uuid.UUID,
    position: int,
) -> HttpResponse:
    """One student's answer to one exercise, checked again by the engine, with its reasons."""
    assignment = policy.own_assignment(request, class_id, assignment_id)
    response = policy.assignment_response(assignment, student_id, position)
    item = item_at(assignment.teacher_set, response.position)
    if item is None:
        return redirect("classroom:board", class_id, assignment_id)
    context = {
        "assignment": assignment,
        "classroom": assignment.classroom,
        "response": response,
        "item": item,
        "shown": describe(item.exercise),
        "explained": explain_item(item, response.answer, results.set_key(assignment)),
    }
    return render(request, "classroom/response.html", context)


@limited("downloads")
@policy.checked("GET")
def board_csv(request: HttpRequest, class_id: uuid.UUID, assignment_id: uuid.UUID) -> HttpResponse:
    """The grid as CSV, UTF-8 with a byte-order mark so that spreadsheets read the accents."""
    assignment = policy.own_assignment(request, class_id, assignment_id)
    if not allows(request, "downloads"):
        return too_many(request, "downloads")
    found = results.board(assignment)
    name = slugify(assignment.teacher_set.exercise_set.title)[:40] or "resultats"
    rows = [results.csv_header(), *results.csv_rows(found)]
    separator = SEPARATORS.get(request.GET.get("separateur", ""), ",")
    return csv_response(rows, filename=f"{name}.csv", separator=separator)


#: The separators a teacher may choose (« ; » for a spreadsheet set to French conventions).
SEPARATORS = {"virgule": ",", "point-virgule": ";", "tabulation": "\t"}


@policy.checked("GET", "POST")
def board_delete(
    request: HttpRequest, class_id: uuid.UUID, assignment_id: uuid.UUID
) -> HttpResponse:
    """Ask, then withdraw an assignment: hidden from the class at once, its answers kept while
    it can be undone."""
    assignment = policy.own_assignment(request, class_id, assignment_id)
    title = assignment.teacher_set.exercise_set.title
    if request.method == "GET":
        answers = assignment.responses.count()
        return confirm.ask(
            request,
            question=_("Retirer le devoir « %(title)s » ?") % {"title": title},
            consequence=ngettext(
                "Les élèves ne le verront plus, et sa réponse déjà donnée sera effacée.",
                "Les élèves ne le verront plus, et ses %(n)d réponses déjà données seront "
                "effacées.",
                answers,
            )
            % {"n": answers},
            button=_("Retirer le devoir"),
            back=reverse("classroom:board", args=[class_id, assignment_id]),
        )
    services.assignment_withdraw(assignment=assignment)
    confirm.done(
        request,
        assignment.classroom.teacher,
        _("Le devoir « %(title)s » a été retiré.") % {"title": title},
        "assignment_withdraw",
        assignment=str(assignment.id),
    )
    return redirect("classroom:class", class_id)
