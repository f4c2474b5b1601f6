"""A rule set's lessons: one per theme of the engine (``reference.engine.themes``), in an order
where every theme comes after the themes it builds on, and the exercises each lesson serves.

A lesson shows its rule whole, two examples answered on the cards, then ``PRACTICE``
exercises drawn for its theme, its kinds in turn, from easy to hard. The exercises of a
lesson are the same for every learner (their keys are fixed), so a lesson's links are stable.

A rule set played at one table (Le Voisin « à 3 joueurs ») teaches the themes played there,
each drawn at that table (``trainer.versions.THEME_AT_TABLE``); its former links, drawn at any
table, keep showing what they showed (``former_lesson``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from reference.engine import get_game
from reference.engine.results import Level
from reference.engine.themes import Theme
from reference.games import words
from trainer.exercises import kinds_for, theme_table
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS, RuleSet
from trainer.versions import THEME_AT_TABLE, seed_token

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
    def table(self) -> str | None:
        """The table its exercises are drawn at (``None``: at any the rule set allows)."""
        return theme_table(self.ruleset, theme_version(self.ruleset))

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
    """The key of an exercise of ``kind`` drawn for ``theme`` (``trainer.versions.THEME_SEED``),
    in the version the rule set's lessons draw with (``theme_version``)."""
    return Key(rs.game, rs.slug, kind, level, f"{theme}:{seed_token(theme_version(rs), number)}")


def theme_version(rs: RuleSet) -> int:
    """The version of a theme's seed new exercises of ``rs`` are drawn with: the one that draws
    at the table for a rule set played at one where version 1 drew at others too (Le Voisin
    « à 3 joueurs »); 1 elsewhere, where both draw alike and the links stay as they were."""
    return THEME_AT_TABLE if theme_table(rs, THEME_AT_TABLE) is not None else 1


@cache
def lessons(game: str, ruleset: str) -> tuple[Lesson, ...]:
    """The lessons of a rule set: its themes ordered so that each comes after the themes it
    requires, the beginner's order otherwise (themes no kind of the trainer serves are left
    out)."""
    rs = RULESETS[(game, ruleset)]
    themes = get_game(game).themes.for_rules(rs.rules, rs.table)
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


def former_lesson(game: str, ruleset: str, theme: str) -> Lesson | None:
    """The lesson of ``theme`` as version 1 of a theme's links knew it: also a theme the
    rule set's table does not play (Le Voisin's partner's trump « à 3 joueurs », drawn in two
    teams then), outside the path (position 0). Its former links keep their exercises."""
    found = lesson_of(game, ruleset, theme)
    if found is not None or (game, ruleset) not in RULESETS:
        return found
    rs = RULESETS[(game, ruleset)]
    known = get_game(game).themes.for_rules(rs.rules)
    return next((Lesson(rs, t, 0) for t in known if t.slug == theme), None)


def absent(game: str, ruleset: str) -> tuple[tuple[Theme, tuple[str, ...]], ...]:
    """The themes of the rule set's rules its table does not play, each with the tables that
    do (Le Voisin « à 3 joueurs » has no partner)."""
    rs = RULESETS[(game, ruleset)]
    if rs.table is None:
        return ()
    found = get_game(game).themes.absent(rs.rules, rs.table)
    return tuple((theme, why.names) for theme, why in found if why.cause == "table")


def following(lesson: Lesson) -> Lesson | None:
    """The lesson after ``lesson`` in its path, or ``None`` for the last one."""
    path = lessons(lesson.ruleset.game, lesson.ruleset.slug)
    return path[lesson.position] if lesson.position < len(path) else None
