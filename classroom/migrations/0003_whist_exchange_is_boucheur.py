"""Whist's « Quelle carte échanger ? » was « Qui bouche le trou ? »: its kind is ``boucheur``
now (``trainer.versions.RENAMED``), and students' responses move to that name. The names are
written out: a migration must not change with the code.
"""

from __future__ import annotations

from typing import Any

from django.db import migrations

GAME, FORMER, NOW = "whist", "exchange", "boucheur"


def forwards(apps: Any, schema_editor: Any) -> None:
    responses = apps.get_model("classroom", "Response").objects
    responses.filter(game=GAME, kind=FORMER).update(kind=NOW)


def backwards(apps: Any, schema_editor: Any) -> None:
    responses = apps.get_model("classroom", "Response").objects
    responses.filter(game=GAME, kind=NOW).update(kind=FORMER)


class Migration(migrations.Migration):
    dependencies = [("classroom", "0002_undo")]

    operations = [migrations.RunPython(forwards, backwards)]
