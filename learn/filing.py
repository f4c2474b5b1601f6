"""Every counted answer of the trainer's rule sets, filed under the themes it exercised: the
theme it was drawn for, or every theme the engine's answer shows (``themes.themes_shown``);
under the kind the learner answered. Each filing moves the learner's rating in the theme and
the exercise's difficulty (``learn.rating``) and the theme's spaced review (``learn.review``).

It listens to the trainer's answers (``Attempt`` saved): whatever page the answer came from
(free practice, a lesson, « S'entraîner »), nothing else has to call it. Answers to teachers'
sets, the table's positions and the former « Débuter » steps are not of a rule set's themes.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models.signals import post_save

from learn import rating
from learn.models import ExerciseRating, ThemeAnswer, ThemeRating
from learn.review import review_update
from reference.engine import get_game
from reference.engine.themes import difficulty, themes_shown
from trainer.exercises import build
from trainer.exercises.base import DIFFICULTIES, Exercise, Key
from trainer.models import Attempt
from trainer.rulesets import get_ruleset
from trainer.versions import theme_of


def connect() -> None:
    """Listen to the trainer's answers."""
    post_save.connect(_on_attempt, sender=Attempt, dispatch_uid="learn.filing")


def _on_attempt(sender: Any, instance: Attempt, created: bool, **kwargs: Any) -> None:
    if created:
        file_answer(instance)


def file_answer(attempt: Attempt) -> list[ThemeAnswer]:
    """File a counted answer under its themes (a review answer only moves the themes' spaced
    review); returns the filings made."""
    found = exercise_of(attempt)
    if found is None:
        return []
    ex, themes = found
    if attempt.review:
        for theme in themes:
            review_update(attempt=attempt, theme=theme)
        return []
    with transaction.atomic():
        exercise_row = _exercise_rating(ex, themes[0])
        filed = [_file(attempt, theme, exercise_row, n == 0) for n, theme in enumerate(themes)]
        exercise_row.save()
    for theme in themes:
        review_update(attempt=attempt, theme=theme)
    return filed


def exercise_of(attempt: Attempt) -> tuple[Exercise, tuple[str, ...]] | None:
    """The exercise an answer was given to and the themes it files under, or ``None`` for an
    answer that is not of a rule set's exercises."""
    rs = get_ruleset(attempt.game, attempt.ruleset)
    if rs is None or attempt.difficulty not in DIFFICULTIES:
        return None
    key = Key(*attempt.key)
    drawn_for = theme_of(key.seed)
    if drawn_for is None and not key.seed.replace("-", "").isdigit():
        return None
    ex = build(key, rs)
    if drawn_for is not None:
        return ex, (drawn_for,)
    if ex.situation is None:
        return None
    shown = themes_shown(get_game(key.game), key.kind, ex.situation, rs.rules)
    return (ex, shown) if shown else None


def _exercise_rating(ex: Exercise, theme: str) -> ExerciseRating:
    game, ruleset, kind, level, seed = ex.key.as_tuple()
    row = (
        ExerciseRating.objects.select_for_update()
        .filter(game=game, ruleset=ruleset, kind=kind, difficulty=level, seed=seed)
        .first()
    )
    if row is not None:
        return row
    start = rating.exercise_start(_estimate(ex, theme))
    return ExerciseRating(  # stored once, with the answer's move (file_answer)
        game=game,
        ruleset=ruleset,
        kind=kind,
        difficulty=level,
        seed=seed,
        rating=start.rating,
        rd=start.rd,
        volatility=start.volatility,
    )


def _estimate(ex: Exercise, theme: str) -> float:
    """The engine's estimate of an exercise's difficulty in ``theme``."""
    situation = ex.situation
    if situation is not None and situation.difficulty is not None:
        return situation.difficulty
    rs = get_ruleset(ex.key.game, ex.key.ruleset)
    if situation is None or rs is None:
        return rating.START_RATING
    game = get_game(ex.key.game)
    rules = rs.rules
    return difficulty(game, game.themes.theme(theme, rules), ex.key.kind, situation, rules)


def _file(
    attempt: Attempt, theme: str, exercise_row: ExerciseRating, moves_exercise: bool
) -> ThemeAnswer:
    """One filing: the learner's rating in ``theme`` moved against the exercise's, and the
    exercise's by the first of its themes (an answer moves an exercise once)."""
    row, _ = ThemeRating.objects.select_for_update().get_or_create(
        learner=attempt.learner, game=attempt.game, ruleset=attempt.ruleset, theme=theme
    )
    learner = rating.Rating(row.rating, row.rd, row.volatility)
    exercise = rating.Rating(exercise_row.rating, exercise_row.rd, exercise_row.volatility)
    learner_after, exercise_after = rating.answered(learner, exercise, attempt.correct)
    row.rating, row.rd, row.volatility = (
        learner_after.rating,
        learner_after.rd,
        learner_after.volatility,
    )
    row.save()
    if moves_exercise:
        exercise_row.rating, exercise_row.rd, exercise_row.volatility = (
            exercise_after.rating,
            exercise_after.rd,
            exercise_after.volatility,
        )
        exercise_row.answers += 1
    return ThemeAnswer.objects.create(
        attempt=attempt,
        learner=attempt.learner,
        game=attempt.game,
        ruleset=attempt.ruleset,
        theme=theme,
        kind=attempt.kind,
        correct=attempt.correct,
        rating=row.rating,
    )
