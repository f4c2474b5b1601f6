from __future__ import annotations

from django.apps import AppConfig


class TogetherConfig(AppConfig):
    """« Jouer ensemble »: tables where people play together, the engine refereeing."""

    name = "together"
    default_auto_field = "django.db.models.BigAutoField"
