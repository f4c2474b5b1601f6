"""« S'entraîner »: the next exercise for a learner, near the learner's level.

A theme due for review comes first (its missed exercise, then new ones of it); otherwise the
theme asked for, or the one the learner is weakest in (a theme never answered counts at the
starting rating, so new themes come in turn). The level is the one whose exercises' estimated
difficulty (``themes.difficulty``) is nearest the learner's rating in the theme: each level
covers a third of the theme's complexity span.
"""

from __future__ import annotations

import random

from learn.catalogue import Lesson, lessons, theme_key
from learn.models import ThemeRating
from learn.rating import START_RATING
from learn.review import due_review, missed_key
from reference.engine import get_game
from reference.engine.results import Level
from reference.engine.themes import BASE, COMPLEXITY_SPAN, PLACE_SPAN
from trainer.exercises.base import MAX_SEED, Key
from trainer.models import Learner
from trainer.rulesets import RuleSet

#: The middle of each level's share of a theme's complexity (0 to 1).
LEVEL_COMPLEXITY = {Level.EASY: 1 / 6, Level.MEDIUM: 1 / 2, Level.HARD: 5 / 6}


def ratings(learner: Learner | None, rs: RuleSet) -> dict[str, float]:
    """The learner's rating per theme of the rule set (themes answered only)."""
    if learner is None:
        return {}
    rows = ThemeRating.objects.filter(learner=learner, game=rs.game, ruleset=rs.slug)
    return {row.theme: row.rating for row in rows}


def level_for(lesson: Lesson, rating: float) -> Level:
    """The level whose estimated difficulty in the theme is nearest ``rating``."""
    rs = lesson.ruleset
    place = get_game(rs.game).themes.place(lesson.theme, rs.rules)
    base = BASE + PLACE_SPAN * place

    def distance(level: Level) -> float:
        return abs(base + COMPLEXITY_SPAN * LEVEL_COMPLEXITY[level] - rating)

    return min(LEVEL_COMPLEXITY, key=distance)


def next_exercise(
    learner: Learner | None, rs: RuleSet, theme: str, rng: random.Random
) -> tuple[Key, bool]:
    """The key of the next exercise, and whether it is a review of a missed one."""
    path = lessons(rs.game, rs.slug)
    review = due_review(learner, rs.game, rs.slug, theme) if learner else None
    if review is not None and review.step == 0 and (missed := missed_key(review)) is not None:
        return missed, True
    known = ratings(learner, rs)
    if review is not None:
        chosen = next((x for x in path if x.slug == review.theme), path[0])
    elif theme:
        chosen = next(x for x in path if x.slug == theme)
    else:
        chosen = min(path, key=lambda x: known.get(x.slug, START_RATING) + rng.uniform(0, 250))
    level = level_for(chosen, known.get(chosen.slug, START_RATING))
    kind = rng.choice(chosen.kinds)
    return theme_key(rs, chosen.slug, kind, level.value, rng.randrange(1, MAX_SEED)), False
