"""Downloads of a sheet: a CSV table (UTF-8 with a byte-order mark, so spreadsheets read the
accents) and the deals as case-file lines (``shared/casefile.md``) that ``manage.py cases
check`` recomputes: each line's ``expected`` is the score the sheet shows."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from scorepad.sheetview import Row, SheetView, build
from scorepad.views import find_game

_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _cell(text: str) -> str:
    """Text a spreadsheet will not read as a formula."""
    return "'" + text if text.startswith(_FORMULA) else text


def csv_text(view: SheetView) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    head = [_("Donne"), _("Donneur"), _("Ligne")]
    head += [_cell(f"{name} ({_('points')})") for name in view.columns]
    head += [_cell(f"{name} ({_('total')})") for name in view.columns]
    writer.writerow(head)
    for row in view.rows:
        writer.writerow([row.number, _cell(row.dealer), _cell(row.words), *row.points, *row.totals])
    if view.sheet.traits:
        writer.writerow([_("Traits"), "", "", *view.sheet.traits])
    if view.sheet.tallies:
        writer.writerow([_("Comptes Ad Fundum"), "", "", *view.sheet.tallies])
    return out.getvalue()


@require_GET
def sheet_csv(request: HttpRequest, token: str) -> HttpResponse:
    game, _edit = find_game(token)
    response = HttpResponse(
        ("\ufeff" + csv_text(build(game))).encode("utf-8"), content_type="text/csv; charset=utf-8"
    )
    response["Content-Disposition"] = f'attachment; filename="carnet-{game.public_id}.csv"'
    return response


def _case(view: SheetView, row: Row) -> dict[str, Any]:
    game = view.game
    rs = view.ruleset
    assert rs.sheets is not None
    data, expected = rs.sheets.case(row.entry, game.table, row.points, row.traits, row.factor)
    return {
        "id": f"carnet-{game.public_id}-{row.number}",
        "game": rs.game,
        "rules": game.rules,
        "kind": "score",
        "input": data,
        "expected": expected,
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


@require_GET
def sheet_jsonl(request: HttpRequest, token: str) -> HttpResponse:
    game, _edit = find_game(token)
    response = HttpResponse(
        cases_text(build(game)).encode("utf-8"), content_type="application/x-ndjson; charset=utf-8"
    )
    response["Content-Disposition"] = f'attachment; filename="carnet-{game.public_id}.jsonl"'
    return response
