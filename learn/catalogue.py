"""A rule set's lessons: one per theme of the engine (``reference.engine.themes``), in an order
where every theme comes after the themes it builds on, and the exercises each lesson serves.

A lesson shows its rule whole, two examples answered on the cards, then ``PRACTICE``
exercises drawn for its theme, its kinds in turn, from easy to hard. The exercises of a
lesson are the same for every learner (their keys are fixed), so a lesson's links are stable.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from reference.engine import get_game
from reference.engine.results import Level
from reference.engine.themes import Theme
from reference.games import words
from trainer.exercises import kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS, RuleSet

#: Exercises in a lesson's practice (a missed one comes back on top of them).
PRACTICE = 6
#: The levels of a lesson's practice, one per exercise: easy first.
PRACTICE_LEVELS = (
    Level.EASY,
    Level.EASY,
    Level.MEDIUM,
    Level.MEDIUM,
    Level.HARD,
    Level.HARD,
)
#: The seeds of the two examples (the practice counts from 1).
EXAMPLE_SEEDS = (900_000_001, 900_000_002)


@dataclass(frozen=True)
class Lesson:
    """One theme of a rule set, taught as a lesson."""

    ruleset: RuleSet
    theme: Theme
    position: int
    """From 1, in the rule set's path."""

    @property
    def slug(self) -> str:
        """The theme's slug: the lesson's address."""
        return self.theme.slug

    @property
    def name(self) -> str:
        """The theme's name in the player's words, in the active language."""
        return words(self.ruleset.game).under(self.ruleset.rules).theme_name(self.theme.slug)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The exercise kinds it is practised with that the trainer serves."""
        offered = kinds_for(self.ruleset)
        return tuple(kind for kind in self.theme.kinds if kind in offered)

    def exercise_key(self, index: int) -> Key:
        """The key of practice exercise ``index`` (from 0)."""
        kind = self.kinds[index % len(self.kinds)]
        level = PRACTICE_LEVELS[index % len(PRACTICE_LEVELS)]
        return theme_key(self.ruleset, self.slug, kind, level.value, index + 1)

    def example_key(self, index: int) -> Key:
        """The key of example ``index`` (0 or 1): the first kind, easy."""
        return theme_key(
            self.ruleset, self.slug, self.kinds[0], Level.EASY.value, EXAMPLE_SEEDS[index]
        )


def theme_key(rs: RuleSet, theme: str, kind: str, level: str, number: int) -> Key:
    """The key of an exercise of ``kind`` drawn for ``theme`` (``trainer.versions.THEME_SEED``)."""
    return Key(rs.game, rs.slug, kind, level, f"{theme}:{number}")


@cache
def lessons(game: str, ruleset: str) -> tuple[Lesson, ...]:
    """The lessons of a rule set: its themes ordered so that each comes after the themes it
    requires, the beginner's order otherwise (themes no kind of the trainer serves are left
    out)."""
    rs = RULESETS[(game, ruleset)]
    themes = get_game(game).themes.for_rules(rs.rules)
    ordered: list[Theme] = []
    waiting = sorted(themes, key=lambda t: t.order)
    while waiting:
        placed = {t.slug for t in ordered}
        known = {t.slug for t in themes}
        ready = next(t for t in waiting if all(r in placed or r not in known for r in t.requires))
        ordered.append(ready)
        waiting.remove(ready)
    built = (Lesson(rs, theme, 0) for theme in ordered)
    kept = [lesson for lesson in built if lesson.kinds]
    return tuple(Lesson(rs, lesson.theme, n) for n, lesson in enumerate(kept, 1))


def lesson_of(game: str, ruleset: str, theme: str) -> Lesson | None:
    """The lesson of ``theme``, or ``None``."""
    if (game, ruleset) not in RULESETS:
        return None
    return next((x for x in lessons(game, ruleset) if x.slug == theme), None)


def following(lesson: Lesson) -> Lesson | None:
    """The lesson after ``lesson`` in its path, or ``None`` for the last one."""
    path = lessons(lesson.ruleset.game, lesson.ruleset.slug)
    return path[lesson.position] if lesson.position < len(path) else None
