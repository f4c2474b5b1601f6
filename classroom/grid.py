"""The results grid's rows, written in Python: a class of 30 students and a set of 20 exercises
is 600 cells, each a link to its answer; the template language spends about a millisecond on
twenty cells, this writes them all in a few.

Each cell carries a mark (✔ or ✘, with « juste » or « fausse » for screen readers: never colour
alone), the answer in words, and the links to the answer's explanation.
"""

from __future__ import annotations

import uuid

from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from classroom.results import Board

PLACEHOLDER = uuid.UUID(int=0)


def grid_rows(board: Board) -> list[SafeString]:
    """One ``<tr>`` per student: name, score (right answers over the exercises assigned), then
    one cell per exercise."""
    assignment = board.assignment
    c, a = assignment.classroom_id, assignment.id
    answer_url = reverse("classroom:response", args=[c, a, PLACEHOLDER, 1])[:-2]  # ends "1/"
    student_url = reverse("classroom:student", args=[c, PLACEHOLDER])
    words = {
        True: (mark_safe("✔"), escape(_("juste"))),
        False: (mark_safe("✘"), escape(_("fausse"))),
    }
    none = format_html(
        '<td class="cell-none"><span aria-hidden="true">–</span>'
        '<span class="visually-hidden">{}</span></td>',
        _("pas encore répondu"),
    )
    later, late = escape(_("(corrigée ensuite)")), escape(_("(en retard)"))
    removed = escape(_("(retiré de la classe)"))
    placeholder = str(PLACEHOLDER)
    rows = []
    for row in board.rows:
        cells: list[str] = []
        answers = answer_url.replace(placeholder, str(row.student.id))
        for cell in row.cells:
            response = cell.response
            if response is None:
                cells.append(none)
                continue
            symbol, word = words[response.correct]
            extra = (f' <span class="muted">{later}</span>' if response.corrected else "") + (
                f' <span class="muted">{late}</span>' if cell.late else ""
            )
            cells.append(
                f'<td class="cell-{"right" if response.correct else "wrong"}">'
                f'<a href="{answers}{cell.item.position}/">'
                f'<span aria-hidden="true">{symbol}</span><span class="visually-hidden">{word} :'
                f"</span> {escape(cell.given)}</a>{extra}</td>"
            )
        link = student_url.replace(placeholder, str(row.student.id))
        gone = f' <span class="muted">{removed}</span>' if row.student.removed else ""
        rows.append(
            mark_safe(
                f'<tr><th scope="row"><a href="{link}">{escape(row.student.display_name)}</a>'
                f'{gone}</th><td class="score">{row.right}/{len(board.items)}</td>'
                f"{''.join(cells)}</tr>"
            )
        )
    return rows
