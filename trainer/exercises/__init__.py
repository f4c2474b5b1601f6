"""Exercise kinds: one module each, all generated and checked through the engine.

Each kind module has ``TEMPLATE`` (its prompt and answer inputs), ``prompt(exercise)``,
``parse(exercise, post_data)`` (raises ``AnswerError``) and ``check(exercise, answer)``.
The situations come from the game's adapter (``trainer.games``).
"""

from __future__ import annotations

import copy
from functools import lru_cache
from types import ModuleType

from django.utils.translation import get_language, override

from reference.engine import get_game
from reference.engine.results import Level
from reference.games import words
from trainer.exercises import bid, card_points, legal_plays, quiz, score, trick_winner
from trainer.exercises.base import Exercise, Key
from trainer.games import adapter
from trainer.present import show
from trainer.rulesets import RULESETS, RuleSet
from trainer.versions import generator_kind

KIND_MODULES: dict[str, ModuleType] = {
    "trick_winner": trick_winner,
    "legal_plays": legal_plays,
    "card_points": card_points,
    "score": score,
    "bid": bid,
    "quiz": quiz,
}


def kinds_for(ruleset: RuleSet) -> tuple[str, ...]:
    """The kinds that apply to a rule set's game, in menu order."""
    module = adapter(ruleset.game)
    offered = module.KINDS if module is not None else get_game(ruleset.game).exercise_kinds
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
    module = adapter(key.game)
    if module is None:
        kind = generator_kind(key.kind, key.version)
        return from_situation(key, kind, ruleset, Level(key.difficulty))
    question, show = module.situation(key.kind, key.rng(), ruleset, key.difficulty)
    return Exercise(key, question, ruleset.options, show)


def from_situation(key: Key, kind: str, ruleset: RuleSet, level: Level) -> Exercise:
    """The exercise of the engine's situation of ``kind`` drawn with ``key``'s random source."""
    game = get_game(key.game)
    situation = game.situation(kind, key.rng(), ruleset.rules(), level)
    question = dict(situation.question)
    if situation.quiz is not None:
        fact = situation.quiz
        question = {
            "answer": fact.answer,
            "why": " ".join(words(key.game).sentence(r) for r in fact.why),
            "link": f"/regles/{ruleset.document.slug}/#{fact.section}",
            "section": fact.section,
        }
    shown = show("quiz" if situation.quiz else key.kind, situation, ruleset.document)
    return Exercise(key, question, ruleset.options, shown, dict(situation.extras))
