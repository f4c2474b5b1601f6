"""« Apprendre »: lessons over a rule set's themes, ratings that follow the learner, progress
by theme."""

from __future__ import annotations

from django.apps import AppConfig


class LearnConfig(AppConfig):
    """The app: it files every counted answer under its themes (``learn.filing``) and tells the
    review queue where a theme's exercise is served (``trainer.places``)."""

    name = "learn"

    def ready(self) -> None:
        from learn import filing, keys

        filing.connect()
        keys.register_place()
