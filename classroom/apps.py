"""« La classe »: teachers build sets, open classes, assign sets and read every answer."""

from __future__ import annotations

from django.apps import AppConfig


class ClassroomConfig(AppConfig):
    """Classes, students, teachers' sets, assignments, results and printed worksheets."""

    name = "classroom"
    verbose_name = "La classe"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from classroom.assignments import ASSIGNMENT_MARKER, review_place
        from trainer.places import OTHER_PLACES

        OTHER_PLACES[ASSIGNMENT_MARKER] = review_place
