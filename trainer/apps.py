"""The ``trainer`` app: exercises, quizzes and progress, all checked by the engine."""

from __future__ import annotations

from django.apps import AppConfig


class TrainerConfig(AppConfig):
    name = "trainer"
    verbose_name = "Entraînement"

    def ready(self) -> None:
        from reference import practice
        from trainer.exercises import KINDS

        practice.register({name: (kind.slug, kind.title) for name, kind in KINDS.items()})
