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
from learn.review import reviews_update
from reference.engine import get_game
from reference.engine.themes import difficulty, themes_shown
from trainer.exercises import build
from trainer.exercises.base import DIFFICULTIES, Exercise, Key
from trainer.models import Attempt
from trainer.rulesets import get_ruleset
from trainer.versions import theme_of

#: The id of the receiver ``connect`` adds to ``Attempt``'s saves.
RECEIVER = "learn.filing"


def connect() -> None:
    """Listen to the trainer's answers."""
    post_save.connect(_on_attempt, sender=Attempt, dispatch_uid=RECEIVER)


def disconnect() -> None:
    """Stop listening (``bench/web.py`` times answers without their filing)."""
    post_save.disconnect(sender=Attempt, dispatch_uid=RECEIVER)


def _on_attempt(sender: Any, instance: Attempt, created: bool, **kwargs: Any) -> None:
    if created:
        file_answer(instance)


def file_answer(attempt: Attempt) -> list[ThemeAnswer]:
    """File a counted answer under its themes (a review answer only moves the themes' spaced
    review); returns the filings made.

    Within the answer's own transaction when it has one (no savepoint of its own): each table
    is read once and written once, whatever the number of themes.
    """
    found = exercise_of(attempt)
    if found is None:
        return []
    ex, themes = found
    with transaction.atomic(savepoint=False):
        filed = [] if attempt.review else _file(attempt, ex, themes)
        reviews_update(attempt=attempt, themes=themes)
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


def _file(attempt: Attempt, ex: Exercise, themes: tuple[str, ...]) -> list[ThemeAnswer]:
    """The filings: the learner's rating in each theme moved against the exercise's, and the
    exercise's by the first of its themes (an answer moves an exercise once)."""
    exercise_row = _exercise_rating(ex, themes[0])
    fields = dict(learner=attempt.learner, game=attempt.game, ruleset=attempt.ruleset)
    found = ThemeRating.objects.select_for_update().filter(theme__in=themes, **fields)
    rows = {row.theme: row for row in found}
    filed = []
    for n, theme in enumerate(themes):
        row = rows.setdefault(theme, ThemeRating(theme=theme, **fields))
        _move(row, exercise_row, attempt.correct, moves_exercise=n == 0)
        filed.append(
            ThemeAnswer(
                attempt=attempt,
                theme=theme,
                kind=attempt.kind,
                correct=attempt.correct,
                rating=row.rating,
                **fields,
            )
        )
    _ratings_save(list(rows.values()))
    exercise_row.save()
    return ThemeAnswer.objects.bulk_create(filed)


def _ratings_save(rows: list[ThemeRating]) -> None:
    """The rows read updated, the new ones inserted in one statement (a first answer in the
    theme sent at the same moment from another page updates the row it inserted)."""
    moved = ["rating", "rd", "volatility", "updated"]
    for row in rows:
        if row.pk is not None:
            row.save(update_fields=moved)
    ThemeRating.objects.bulk_create(
        [row for row in rows if row.pk is None],
        update_conflicts=True,
        unique_fields=["learner", "game", "ruleset", "theme"],
        update_fields=moved,
    )


def _move(
    row: ThemeRating, exercise_row: ExerciseRating, correct: bool, moves_exercise: bool
) -> None:
    """One answer's move of the learner's rating in a theme, and of the exercise's."""
    learner = rating.Rating(row.rating, row.rd, row.volatility)
    exercise = rating.Rating(exercise_row.rating, exercise_row.rd, exercise_row.volatility)
    learner_after, exercise_after = rating.answered(learner, exercise, correct)
    row.rating, row.rd, row.volatility = (
        learner_after.rating,
        learner_after.rd,
        learner_after.volatility,
    )
    if moves_exercise:
        exercise_row.rating, exercise_row.rd, exercise_row.volatility = (
            exercise_after.rating,
            exercise_after.rd,
            exercise_after.volatility,
        )
        exercise_row.answers += 1
