"""The site's one CSV writer: every download a spreadsheet opens is written here.

A cell whose text starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is read by
spreadsheets as a formula (a student who joins as ``=2+3``, a player named
``=HYPERLINK(…)``): such text is written with a leading apostrophe, which spreadsheets show as
plain text. Numbers stay numbers (``-20`` points is no formula). The file is UTF-8 with a
byte-order mark, so that spreadsheets read the accents; the separator is a parameter (a comma
by default; a semicolon for spreadsheets set to French conventions).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence

from django.http import HttpResponse

#: What a cell's text may not start with.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
#: The separators a file may use.
SEPARATORS = (",", ";", "\t")
BOM = "\ufeff"

type Cell = str | int | float | None


def cell(value: Cell) -> str | int | float:
    """``value`` as a spreadsheet reads it safely: numbers as they are, text neutralised."""
    if value is None:
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    text = str(value)
    return "'" + text if text.startswith(FORMULA_START) else text


def csv_text(rows: Iterable[Sequence[Cell]], *, separator: str = ",") -> str:
    """The rows as CSV text (without the byte-order mark)."""
    if separator not in SEPARATORS:
        raise ValueError(f"{separator!r} is not one of the separators {SEPARATORS}")
    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator)
    for row in rows:
        writer.writerow([cell(value) for value in row])
    return out.getvalue()


def csv_response(
    rows: Iterable[Sequence[Cell]], *, filename: str, separator: str = ","
) -> HttpResponse:
    """A CSV download: UTF-8 with a byte-order mark, named ``filename`` (ASCII, no quote)."""
    body = (BOM + csv_text(rows, separator=separator)).encode("utf-8")
    response = HttpResponse(body, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
