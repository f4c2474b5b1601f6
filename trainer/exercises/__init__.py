"""Exercises: drawn by the engine (``Game.situation``) from their key, shown and checked by
their kind (``kinds.KINDS``: one class per kind, one module each).

An exercise is fully determined by its key; ``build`` draws it, ``from_situation`` turns the
engine's situation into what the page shows through the kind.
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

from django.utils.translation import get_language, override

from reference.engine import get_game
from reference.engine.results import Level, Situation
from reference.games import words
from trainer.exercises.base import Exercise, Key
from trainer.exercises.kind import Kind
from trainer.exercises.kinds import KIND_BY_SLUG, KINDS
from trainer.rulesets import RULESETS, RuleSet
from trainer.versions import THEME_AT_TABLE, generator_kind, theme_of

__all__ = [
    "KINDS",
    "KIND_BY_SLUG",
    "Kind",
    "build",
    "from_situation",
    "kinds_for",
    "shown",
    "theme_table",
]


def kinds_for(ruleset: RuleSet) -> tuple[str, ...]:
    """The kinds that apply to a rule set, in menu order: those its game draws, but for the
    ones it leaves out."""
    offered = get_game(ruleset.game).exercise_kinds
    return tuple(kind for kind in KINDS if kind in offered and kind not in ruleset.left_out)


def build(key: Key, ruleset: RuleSet) -> Exercise:
    """Generate the exercise of ``key`` (deterministic: same key, same exercise).

    An answered exercise is shown, checked and shown again with its verdict: the generation is
    kept for the recent keys of this process instead of being drawn three times (per language,
    as the texts it shows are written in the active one).
    """
    if RULESETS.get((key.game, key.ruleset)) != ruleset:
        return _generate(key, ruleset)
    return copy.copy(_generated(key, get_language() or "fr"))


@lru_cache(maxsize=2048)
def _generated(key: Key, language: str) -> Exercise:
    with override(language):
        return _generate(key, RULESETS[(key.game, key.ruleset)])


def _generate(key: Key, ruleset: RuleSet) -> Exercise:
    theme = theme_of(key.seed)
    if theme is not None:  # the theme's own drawer (``reference.engine.themes``)
        table = theme_table(ruleset, key.version)
        return from_situation(key, key.kind, ruleset, Level(key.difficulty), theme, table)
    kind = generator_kind(key.kind, key.version)
    return from_situation(key, kind, ruleset, Level(key.difficulty), table=ruleset.table)


def theme_table(ruleset: RuleSet, version: int) -> str | None:
    """The table an exercise drawn for a theme with a seed of ``version`` is drawn at: the rule
    set's from ``THEME_AT_TABLE`` on, for a rule set played at one table where version 1 drew
    at others too (Le Voisin « à 3 joueurs »); else ``None``, any table the rules allow, as
    version 1 drew (the same draw wherever the game has one table)."""
    tables = ruleset.engine.themes.tables(ruleset.rules)
    at_one = ruleset.table is not None and tables not in ((), (ruleset.table,))
    return ruleset.table if at_one and version >= THEME_AT_TABLE else None


def from_situation(
    key: Key,
    generator: str,
    ruleset: RuleSet,
    level: Level,
    theme: str | None = None,
    table: str | None = None,
) -> Exercise:
    """The exercise of the engine's situation ``generator`` drawn with ``key``'s random
    source (for ``theme``: one that exhibits it), at ``table`` when one is given, shown by
    the kind of ``key``."""
    rules = ruleset.rules
    game = get_game(key.game)
    situation = game.situation(generator, key.rng(), rules, level, theme=theme, players=table)
    kind = KINDS[key.kind]
    page = f"/regles/{ruleset.document.slug}/"
    question = kind.question(situation, words(key.game).under(rules), page)
    shows = shown(kind, situation, ruleset)
    return Exercise(key, question, dict(ruleset.options), shows, dict(situation.extras), situation)


def shown(kind: Kind, situation: Situation, ruleset: RuleSet) -> dict[str, Any]:
    """What the page of a ``kind`` exercise shows of ``situation`` under the rule set's rules
    (never its answer)."""
    return kind.show(situation, ruleset.words(), ruleset.rules, ruleset.document.players[0])
