"""SQLite with django-prometheus' counters, its counting cursor class built once.

The library's SQLite backend builds a new class for every cursor it opens (a fifth of a
millisecond, on every query of every request); this one builds it once per database alias.
The counters are the library's own, unchanged.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django_prometheus.db.backends.sqlite3 import base
from django_prometheus.db.common import ExportingCursorWrapper


@cache
def _cursor_class(alias: str, vendor: str) -> Any:
    return ExportingCursorWrapper(base.DatabaseWrapper.CURSOR_CLASS, alias, vendor)


class DatabaseWrapper(base.DatabaseWrapper):  # type: ignore[misc]
    """django-prometheus' SQLite backend, with one counting cursor class per alias."""

    def create_cursor(self, name: str | None = None) -> Any:
        return self.connection.cursor(factory=_cursor_class(self.alias, self.vendor))
