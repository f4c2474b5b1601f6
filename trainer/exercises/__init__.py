"""Exercise kinds: one module each, all generated and checked through the engine.

A kind is a name in ``reference.practice.KINDS`` and a module here of the same name; each has
``TEMPLATE`` (its prompt and answer inputs), ``prompt(exercise)``,
``parse(exercise, post_data)`` (raises ``AnswerError``) and ``check(exercise, answer)``.
The situations are drawn by the engine (``Game.situation``) and shown through ``trainer.present``.
"""

from __future__ import annotations

import copy
import importlib
from functools import lru_cache
from types import ModuleType

from django.utils.translation import get_language, override

from reference.engine import get_game
from reference.engine.results import Level
from reference.games import words
from reference.practice import KINDS
from trainer.exercises.base import Exercise, Key
from trainer.present import show
from trainer.rulesets import RULESETS, RuleSet
from trainer.versions import generator_kind, theme_of

#: Each kind's module (``trainer/exercises/<kind>.py``), in the order of ``KINDS``, the one list
#: of exercise kinds (names, URL slugs and menu order, shared with the rule pages' links).
KIND_MODULES: dict[str, ModuleType] = {
    kind: importlib.import_module(f"{__name__}.{kind}") for kind in KINDS
}


def kinds_for(ruleset: RuleSet) -> tuple[str, ...]:
    """The kinds that apply to a rule set's game, in menu order."""
    offered = get_game(ruleset.game).exercise_kinds
    return tuple(kind for kind in KIND_MODULES if kind in offered)


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
        return from_situation(key, key.kind, ruleset, Level(key.difficulty), theme)
    kind = generator_kind(key.kind, key.version)
    return from_situation(key, kind, ruleset, Level(key.difficulty))


def from_situation(
    key: Key, kind: str, ruleset: RuleSet, level: Level, theme: str | None = None
) -> Exercise:
    """The exercise of the engine's situation of ``kind`` drawn with ``key``'s random source
    (for ``theme``: one that exhibits it)."""
    game = get_game(key.game)
    rules = ruleset.rules()
    situation = game.situation(kind, key.rng(), rules, level, theme=theme)
    question = dict(situation.question)
    if situation.quiz is not None:
        fact = situation.quiz
        game_words = words(key.game).under(rules)
        if "players" in situation.question:  # a question at a given table names its sides
            game_words = game_words.at_table(situation.question)
        question = {
            "answer": fact.answer,
            "why": " ".join(game_words.sentence(r) for r in fact.why),
            "link": f"/regles/{ruleset.document.slug}/#{fact.section}",
            "section": fact.section,
        }
        if fact.interpretation:
            question["note"] = f"/regles/{ruleset.document.slug}/#{fact.interpretation}"
    shown = show("quiz" if situation.quiz else key.kind, situation, ruleset.document)
    return Exercise(key, question, ruleset.options, shown, dict(situation.extras), situation)
