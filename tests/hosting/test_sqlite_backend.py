"""The SQLite backend counts every query for the metrics, as django-prometheus' does, with one
counting cursor class per database instead of a new class for every cursor."""

from __future__ import annotations

import pytest
from django.db import connection
from django_prometheus.db.metrics import execute_total

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's backend"),
]


def executed() -> float:
    return float(execute_total.labels(connection.alias, connection.vendor)._value.get())


def test_every_query_is_counted_by_one_cursor_class():
    before = executed()
    classes = set()
    for _query in range(3):
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            classes.add(type(cursor.cursor))
    assert len(classes) == 1
    assert executed() == before + 3
