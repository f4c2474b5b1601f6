"""Downloads of a sheet: a CSV table (through the site's one writer, ``guard.spreadsheet``) and
the deals as case-file lines (``shared/casefile.md``) that ``manage.py cases
check`` recomputes: each line's ``expected`` is the score the sheet shows."""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from guard.limits import allows, limited
from guard.spreadsheet import Cell, csv_response
from guard.views import too_many
from scorepad.sheetview import Row, SheetView, build
from scorepad.views import find_game


def csv_rows(view: SheetView) -> list[list[Cell]]:
    """The sheet as rows: a head line, one line per deal, then traits and tallies."""
    head: list[Cell] = [_("Donne"), _("Donneur"), _("Ligne")]
    points, total = _("points"), _("total")
    head += [f"{name} ({points})" for name in view.columns]
    head += [f"{name} ({total})" for name in view.columns]
    rows: list[list[Cell]] = [head]
    for row in view.rows:
        rows.append([row.label, row.dealer, row.words, *row.points, *row.totals])
    if view.sheet.traits:
        rows.append([_("Traits"), "", "", *view.sheet.traits])
    if view.sheet.tallies:
        rows.append([_("Comptes Ad Fundum"), "", "", *view.sheet.tallies])
    return rows


@limited("downloads")
@require_GET
def sheet_csv(request: HttpRequest, token: str) -> HttpResponse:
    game, _edit = find_game(token)
    if not allows(request, "downloads"):
        return too_many(request, "downloads")
    return csv_response(
        csv_rows(build(game)),
        filename=f"carnet-{game.public_id}.csv",
        separator=SEPARATORS.get(request.GET.get("separateur", ""), default_separator()),
    )


#: The separators a scorer may choose: a French spreadsheet opens « ; » in columns, an English
#: one « , ».
SEPARATORS = {"point-virgule": ";", "virgule": ","}


def default_separator() -> str:
    """« ; » for a French reader (a French spreadsheet reads « , » as one column), else « , »."""
    return ";" if (get_language() or "fr").startswith("fr") else ","


def _case(view: SheetView, row: Row) -> dict[str, Any]:
    game = view.game
    rs = view.ruleset
    return {
        "id": f"carnet-{game.public_id}-{row.number}",
        "game": rs.game,
        "rules": game.rules,
        "kind": "score",
        "input": rs.match.case_input(row.entry, game.table),
        "expected": rs.match.case_expected(row.entry, row.line),
        "note": f"{rs.title}, {row.number}: {row.words}",
    }


def cases_text(view: SheetView) -> str:
    """One case per played deal that the case tools can check (stopped deals and penalties,
    which are not ``score`` cases, stay on the sheet only)."""
    lines = []
    for row in view.rows:
        if row.kind != "deal" or row.entry.get("stopped"):
            continue
        lines.append(json.dumps(_case(view, row), ensure_ascii=False))
    return "\n".join(lines) + ("\n" if lines else "")


@limited("downloads")
@require_GET
def sheet_jsonl(request: HttpRequest, token: str) -> HttpResponse:
    game, _edit = find_game(token)
    if not allows(request, "downloads"):
        return too_many(request, "downloads")
    response = HttpResponse(
        cases_text(build(game)).encode("utf-8"), content_type="application/x-ndjson; charset=utf-8"
    )
    response["Content-Disposition"] = f'attachment; filename="carnet-{game.public_id}.jsonl"'
    return response
