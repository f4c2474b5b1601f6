"""The « carnet de marque »: keep the score of a real game at the table."""

from __future__ import annotations

from django.apps import AppConfig


class ScorepadConfig(AppConfig):
    """Score sheets for the five rule sets, every deal scored and explained by the engine."""

    name = "scorepad"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from guard.retention import register
        from scorepad.retention import purge_scorepad

        register(purge_scorepad)
