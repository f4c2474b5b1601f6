"""Whist's « Quelle carte échanger ? » was « Qui bouche le trou ? »: its kind is ``boucheur``
now (``trainer.versions.RENAMED``). Its answers, mistakes and teachers' set items move to that
name; the exercises they name are the same, as the renamed kind draws with its former name.
The names are written out here: a migration must not change with the code.
"""

from __future__ import annotations

from typing import Any

from django.db import migrations

GAME, FORMER, NOW = "whist", "exchange", "boucheur"


def _move(apps: Any, *, backwards: bool) -> None:
    old, new = (NOW, FORMER) if backwards else (FORMER, NOW)
    for model in ("Attempt", "Mistake"):
        apps.get_model("trainer", model).objects.filter(game=GAME, kind=old).update(kind=new)
    items = apps.get_model("trainer", "SetItem").objects
    for item in items.filter(case__game=GAME, case__kind=old):
        item.case = {**item.case, "kind": new}
        item.save(update_fields=["case"])


def forwards(apps: Any, schema_editor: Any) -> None:
    _move(apps, backwards=False)


def backwards(apps: Any, schema_editor: Any) -> None:
    _move(apps, backwards=True)


class Migration(migrations.Migration):
    dependencies = [("trainer", "0003_path_answers_filed_by_subject")]

    operations = [migrations.RunPython(forwards, backwards)]
