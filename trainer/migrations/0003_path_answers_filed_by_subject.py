"""« Débuter » steps asked as a quiz file their answers under the kind they teach.

The coinche step on the announcements and Le Voisin's step on the exchange of the turned card
ask their questions as quizzes; their answers and mistakes were stored under « quiz » and are
moved to the kind they teach (``trainer.path.Step.topic``). The steps are written out here as
they stood when this ran: a migration must not change with the code.
"""

from __future__ import annotations

from typing import Any

from django.db import migrations

PATH_LEVEL = "debuter"
#: (game, step slug, kind that asks, kind taught)
MOVED = (
    ("coinche", "annonces", "quiz", "announcements"),
    ("voisin", "echange", "quiz", "exchange"),
)


def _move(apps: Any, *, backwards: bool) -> None:
    for model in ("Attempt", "Mistake"):
        rows = apps.get_model("trainer", model).objects
        for game, step, asked, taught in MOVED:
            old, new = (taught, asked) if backwards else (asked, taught)
            rows.filter(
                game=game, kind=old, difficulty=PATH_LEVEL, seed__startswith=f"{step}-"
            ).update(kind=new)


def forwards(apps: Any, schema_editor: Any) -> None:
    _move(apps, backwards=False)


def backwards(apps: Any, schema_editor: Any) -> None:
    _move(apps, backwards=True)


class Migration(migrations.Migration):
    dependencies = [("trainer", "0002_attempt_page")]

    operations = [migrations.RunPython(forwards, backwards)]
