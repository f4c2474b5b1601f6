"""What the trainer stores: learners, their attempts, their mistakes to review, exercise sets.

An exercise is identified by its key: game, rule set, kind, difficulty and seed (or, for a
teacher's set, the set and the item's position). The engine regenerates it from that key, so
only the key and the learner's answer are stored.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _


class Learner(models.Model):
    """Someone practising: created on the first answer, tied to a session, optionally to a user."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("apprenant")

    def __str__(self) -> str:
        return str(self.user or self.id)


class ExerciseSet(models.Model):
    """A named list of cases a teacher imported (``manage.py cases import FILE --set NAME``)."""

    name = models.SlugField(max_length=60, unique=True)
    title = models.CharField(max_length=120)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("série d'exercices")

    def __str__(self) -> str:
        return self.name


class SetItem(models.Model):
    """One case of an exercise set, in the case-file format (expected answer included)."""

    exercise_set = models.ForeignKey(ExerciseSet, related_name="items", on_delete=models.CASCADE)
    position = models.PositiveIntegerField()
    case = models.JSONField()

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["exercise_set", "position"], name="unique_set_position")
        ]

    def __str__(self) -> str:
        return f"{self.exercise_set.name}#{self.position}"


class Attempt(models.Model):
    """One answer to one exercise. Only the first answer to an exercise counts in the statistics;
    answers given while reviewing a mistake are stored with ``review=True``."""

    learner = models.ForeignKey(Learner, related_name="attempts", on_delete=models.CASCADE)
    game = models.CharField(max_length=20)
    ruleset = models.CharField(max_length=20)
    kind = models.CharField(max_length=30)
    difficulty = models.CharField(max_length=12)
    seed = models.CharField(max_length=40)
    answer = models.JSONField()
    correct = models.BooleanField()
    time_taken_ms = models.PositiveIntegerField(null=True)
    review = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    page = models.CharField(max_length=32, blank=True, default="")
    """A digest of the page (and the try) the answer was sent from: the same form sent twice,
    a double click, is one answer ("" when the page sent no timer token)."""

    class Meta:
        ordering = ["created"]
        indexes = [
            models.Index(fields=["learner", "game", "kind"]),
            models.Index(fields=["learner", "created"]),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["learner", "game", "ruleset", "kind", "difficulty", "seed"],
                condition=Q(review=False),
                name="one_counted_attempt_per_exercise",
            ),
            models.UniqueConstraint(
                fields=["learner", "page"], condition=~Q(page=""), name="one_attempt_per_page"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.learner_id} {self.key} {'✓' if self.correct else '✗'}"

    @property
    def key(self) -> tuple[str, str, str, str, str]:
        """The exercise key."""
        return (self.game, self.ruleset, self.kind, self.difficulty, self.seed)


class Mistake(models.Model):
    """An exercise the learner got wrong, served again until answered right twice in a row."""

    learner = models.ForeignKey(Learner, related_name="mistakes", on_delete=models.CASCADE)
    game = models.CharField(max_length=20)
    ruleset = models.CharField(max_length=20)
    kind = models.CharField(max_length=30)
    difficulty = models.CharField(max_length=12)
    seed = models.CharField(max_length=40)
    first_wrong = models.DateTimeField(auto_now_add=True)
    due = models.DateTimeField()
    right_in_a_row = models.PositiveSmallIntegerField(default=0)
    mastered = models.BooleanField(default=False)

    class Meta:
        ordering = ["first_wrong"]
        constraints = [
            models.UniqueConstraint(
                fields=["learner", "game", "ruleset", "kind", "difficulty", "seed"],
                name="one_mistake_per_exercise",
            )
        ]

    def __str__(self) -> str:
        return f"{self.learner_id} {self.game}/{self.kind}/{self.seed}"

    @property
    def key(self) -> tuple[str, str, str, str, str]:
        """The exercise key."""
        return (self.game, self.ruleset, self.kind, self.difficulty, self.seed)


class PathStep(models.Model):
    """A beginner's progress on one step of a game's guided path ("Débuter")."""

    learner = models.ForeignKey(Learner, related_name="path_steps", on_delete=models.CASCADE)
    game = models.CharField(max_length=20)
    ruleset = models.CharField(max_length=20)
    step = models.CharField(max_length=30)
    round = models.PositiveSmallIntegerField(default=0)
    answered = models.PositiveSmallIntegerField(default=0)
    right = models.PositiveSmallIntegerField(default=0)
    passed = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["learner", "game", "ruleset", "step"], name="one_progress_per_step"
            )
        ]

    def __str__(self) -> str:
        return f"{self.learner_id} {self.game} {self.step} {self.right}/{self.answered}"
