"""Spaced review by theme: a theme the learner missed comes back, sooner after a miss, later
after each right answer in it, until it has been answered right ``len(INTERVALS)`` times in a
row (Leitner's boxes, one per theme). « S'entraîner » serves a due theme first, with the
exercise that was missed."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone

from learn.models import ThemeAnswer, ThemeReview
from trainer.exercises.base import Key
from trainer.models import Attempt, Learner

#: After a miss, then after each right answer in a row, how long until the theme comes back.
INTERVALS = (
    timedelta(minutes=5),
    timedelta(hours=1),
    timedelta(days=1),
    timedelta(days=3),
    timedelta(days=7),
    timedelta(days=21),
)


def reviews_update(*, attempt: Attempt, themes: tuple[str, ...]) -> None:
    """Move each theme's review on by one answer (a miss opens it): the rows of all the
    themes read in one query, each written only when it moves."""
    fields = dict(learner=attempt.learner, game=attempt.game, ruleset=attempt.ruleset)
    rows = {row.theme: row for row in ThemeReview.objects.filter(theme__in=themes, **fields)}
    now = timezone.now()
    for theme in themes:
        row = rows.get(theme)
        if row is not None:
            _review_move(row, attempt.correct, now)
        elif not attempt.correct:
            ThemeReview.objects.create(due=now + INTERVALS[0], theme=theme, **fields)


def _review_move(row: ThemeReview, correct: bool, now: datetime) -> None:
    """One answer's move of a theme's review."""
    if not correct:
        row.step, row.done, row.due = 0, False, now + INTERVALS[0]
    elif row.done or row.due > now:
        return  # right answers count for a review only once it is due
    else:
        row.step += 1
        row.done = row.step >= len(INTERVALS)
        row.due = now + INTERVALS[min(row.step, len(INTERVALS) - 1)]
    row.save(update_fields=["step", "done", "due"])


def due_review(learner: Learner, game: str, ruleset: str, theme: str = "") -> ThemeReview | None:
    """The theme due for review first (of ``theme`` only, when given)."""
    rows = ThemeReview.objects.filter(
        learner=learner, game=game, ruleset=ruleset, done=False, due__lte=timezone.now()
    )
    if theme:
        rows = rows.filter(theme=theme)
    return rows.order_by("due", "id").first()


def missed_key(review: ThemeReview) -> Key | None:
    """The key of the exercise last missed in the theme of ``review``."""
    missed = (
        ThemeAnswer.objects.filter(
            learner=review.learner,
            game=review.game,
            ruleset=review.ruleset,
            theme=review.theme,
            correct=False,
        )
        .select_related("attempt")
        .order_by("-created", "-id")
        .first()
    )
    return Key(*missed.attempt.key) if missed else None
