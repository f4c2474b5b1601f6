"""A session's learner merged into an account at log-in (``trainer.services.learner_link``):
its lessons, ratings, spaced reviews and filings go to the account.

Where both have a row for the same theme, one stays: the lesson further along (finished, then
more exercises solved, then more answers), the rating updated last (the learner's latest
level), the review still open and due sooner (a mistake is not forgotten). The other is left
to be deleted with the session's learner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from learn.lesson import solved
from learn.models import LearnerTheme, LessonState, ThemeAnswer, ThemeRating, ThemeReview
from trainer.models import Learner


def merge_learners(*, into: Learner, source: Learner) -> None:
    """Move ``source``'s rows to ``into`` (called before ``source`` is deleted, once its
    attempts have moved: filings follow their attempts)."""
    ThemeAnswer.objects.filter(learner=source, attempt__learner=into).update(learner=into)
    _keep_better(LessonState, into, source, lambda row: (row.done, solved(row), row.answered))
    _keep_better(ThemeRating, into, source, lambda row: row.updated)
    _keep_better(ThemeReview, into, source, lambda row: (not row.done, -row.due.timestamp()))


def _keep_better(
    model: type[LearnerTheme], into: Learner, source: Learner, better: Callable[[Any], Any]
) -> None:
    manager = model._default_manager
    theirs = {(r.game, r.ruleset, r.theme): r for r in manager.filter(learner=into)}
    for row in manager.filter(learner=source):
        kept = theirs.get((row.game, row.ruleset, row.theme))
        if kept is not None:
            if better(kept) >= better(row):
                continue
            kept.delete()
        # ``update`` leaves ``updated`` (auto_now) as it was: a moved rating is not made newer
        manager.filter(pk=row.pk).update(learner=into)
