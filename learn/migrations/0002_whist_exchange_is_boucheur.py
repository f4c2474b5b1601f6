"""Whist's « Quelle carte échanger ? » was « Qui bouche le trou ? »: its kind is ``boucheur``
now (``trainer.versions.RENAMED``), and its filings and exercise ratings move to that name
(« Mes progrès » reads them by kind). The names are written out: a migration must not change
with the code.
"""

from __future__ import annotations

from typing import Any

from django.db import migrations

GAME, FORMER, NOW = "whist", "exchange", "boucheur"


def _move(apps: Any, *, backwards: bool) -> None:
    old, new = (NOW, FORMER) if backwards else (FORMER, NOW)
    for model in ("ExerciseRating", "ThemeAnswer"):
        apps.get_model("learn", model).objects.filter(game=GAME, kind=old).update(kind=new)


def forwards(apps: Any, schema_editor: Any) -> None:
    _move(apps, backwards=False)


def backwards(apps: Any, schema_editor: Any) -> None:
    _move(apps, backwards=True)


class Migration(migrations.Migration):
    dependencies = [("learn", "0001_initial")]

    operations = [migrations.RunPython(forwards, backwards)]
