"""What « Apprendre » stores: each counted answer filed under its themes, a rating per learner
and theme, a difficulty per exercise, a lesson's state, and when a theme comes back."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _

from learn.rating import START_RATING, START_RD, START_VOLATILITY
from trainer.models import Attempt, Learner


class RatedMixin(models.Model):
    """A Glicko-2 rating (``learn.rating``)."""

    rating = models.FloatField(default=START_RATING)
    rd = models.FloatField(default=START_RD)
    volatility = models.FloatField(default=START_VOLATILITY)

    class Meta:
        abstract = True


class LearnerTheme(models.Model):
    """One row per learner and theme of a rule set."""

    learner = models.ForeignKey(Learner, related_name="+", on_delete=models.CASCADE)
    game = models.CharField(max_length=20)
    ruleset = models.CharField(max_length=20)
    theme = models.CharField(max_length=40)

    class Meta:
        abstract = True
        constraints = [
            models.UniqueConstraint(
                fields=["learner", "game", "ruleset", "theme"], name="%(class)s_one_per_theme"
            )
        ]


class ThemeRating(RatedMixin, LearnerTheme):
    """A learner's rating in one theme of one rule set."""

    updated = models.DateTimeField(auto_now=True)

    class Meta(LearnerTheme.Meta):
        verbose_name = _("niveau par thème")

    def __str__(self) -> str:
        return f"{self.learner_id} {self.game}/{self.theme} {self.rating:.0f}"


class ExerciseRating(RatedMixin):
    """An exercise's difficulty, by its key, moved by every learner's first answer."""

    game = models.CharField(max_length=20)
    ruleset = models.CharField(max_length=20)
    kind = models.CharField(max_length=30)
    difficulty = models.CharField(max_length=12)
    seed = models.CharField(max_length=40)
    answers = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = _("difficulté d'un exercice")
        constraints = [
            models.UniqueConstraint(
                fields=["game", "ruleset", "kind", "difficulty", "seed"],
                name="one_rating_per_exercise",
            )
        ]

    def __str__(self) -> str:
        return f"{self.game}/{self.kind}/{self.seed} {self.rating:.0f}"


class ThemeAnswer(models.Model):
    """A counted answer filed under one theme it exercised, with the learner's rating after it
    (what « Mes progrès » reads by theme and by kind)."""

    attempt = models.ForeignKey(Attempt, related_name="themes", on_delete=models.CASCADE)
    learner = models.ForeignKey(Learner, related_name="theme_answers", on_delete=models.CASCADE)
    game = models.CharField(max_length=20)
    ruleset = models.CharField(max_length=20)
    theme = models.CharField(max_length=40)
    kind = models.CharField(max_length=30)
    correct = models.BooleanField()
    rating = models.FloatField()
    """The learner's rating in the theme after this answer."""
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "id"]
        indexes = [models.Index(fields=["learner", "game", "ruleset", "theme"])]
        constraints = [
            models.UniqueConstraint(fields=["attempt", "theme"], name="one_filing_per_theme")
        ]

    def __str__(self) -> str:
        return f"{self.learner_id} {self.game}/{self.theme}/{self.kind} {self.correct}"


class ThemeReview(LearnerTheme):
    """When a theme the learner missed comes back (spaced review): each right answer in it
    pushes it further away, a wrong one brings it back soon."""

    step = models.PositiveSmallIntegerField(default=0)
    """How many right answers in a row since the last miss (the interval grows with it)."""
    due = models.DateTimeField()
    done = models.BooleanField(default=False)

    class Meta(LearnerTheme.Meta):
        verbose_name = _("révision d'un thème")

    def __str__(self) -> str:
        return f"{self.learner_id} {self.game}/{self.theme} due {self.due:%Y-%m-%d %H:%M}"


class LessonState(LearnerTheme):
    """Where a learner stands in one lesson's practice: the exercises still to answer, in the
    order they come (a missed one goes back in the queue)."""

    queue = models.JSONField(default=list)
    """Indices of the lesson's exercises still to answer right, the next one first."""
    last = models.PositiveSmallIntegerField(default=0)
    """The exercise answered last (its verdict is shown after a plain form post)."""
    answered = models.PositiveSmallIntegerField(default=0)
    missed = models.PositiveSmallIntegerField(default=0)
    done = models.BooleanField(default=False)

    class Meta(LearnerTheme.Meta):
        verbose_name = _("leçon")

    def __str__(self) -> str:
        return f"{self.learner_id} {self.game}/{self.theme} {self.queue}"
