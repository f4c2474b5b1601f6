"""« Apprendre »: lessons over a rule set's themes, ratings that follow the learner, progress
by theme."""

from __future__ import annotations

from django.apps import AppConfig


class LearnConfig(AppConfig):
    """The app: it files every counted answer under its themes (``learn.filing``) and tells the
    review queue where a theme's exercise is served (``trainer.places``) and a session's
    learner merged at log-in what to carry (``learn.merge``)."""

    name = "learn"

    def ready(self) -> None:
        from learn import filing, keys, merge
        from trainer.services import LEARNER_MERGERS

        filing.connect()
        keys.register_place()
        if merge.merge_learners not in LEARNER_MERGERS:
            LEARNER_MERGERS.append(merge.merge_learners)
