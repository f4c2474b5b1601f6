"""« Débuter »: a guided path per rule set for beginners.

Each game's path is a list of steps in its rule sets (``reference.ruleset.Step``, one line
each): the order of the cards, who wins the trick, what may I play, counting points, the
auction and what is the game's own (coinche and surcoinche, announcements and the belote, Le
Voisin's exchange of the turned card), the score and who has won the game. A step opens with
the rule page's own explanation (the section it names) and serves a round of ten exercises; it
is passed at eight right out of the ten, and a round below the mark starts again with new ones.
"""

from __future__ import annotations

from itertools import pairwise

from reference.ruleset import Step
from trainer.exercises import build, from_situation, kinds_for
from trainer.exercises.base import Exercise, Key
from trainer.models import Learner, PathStep
from trainer.rulesets import RuleSet

EXERCISES_PER_ROUND = 10
PASS_MARK = 8
PATH_LEVEL = "debuter"


def steps_for(ruleset: RuleSet) -> tuple[Step, ...]:
    """The steps of the rule set's path (``RuleSet.path``) whose kind and subject it has."""
    kinds = kinds_for(ruleset)
    return tuple(
        step for step in ruleset.path if step.kind in kinds and step.subject not in ruleset.left_out
    )


def progress_of(learner: Learner | None, ruleset: RuleSet) -> dict[str, PathStep]:
    """The learner's progress per step slug."""
    if learner is None:
        return {}
    rows = PathStep.objects.filter(learner=learner, game=ruleset.game, ruleset=ruleset.slug)
    return {row.step: row for row in rows}


def unlocked(steps: tuple[Step, ...], progress: dict[str, PathStep]) -> set[str]:
    """The first step, every step whose predecessor is passed, and every step begun (a step
    added to the path later does not lock what a learner had reached)."""
    opened = {steps[0].slug} | {step.slug for step in steps if step.slug in progress}
    for before, after in pairwise(steps):
        if before.slug in progress and progress[before.slug].passed:
            opened.add(after.slug)
    return opened


def step_exercise(ruleset: RuleSet, step: Step, round_: int, index: int) -> Exercise:
    """Exercise ``index`` (0-9) of a round: the same for every learner (drawn with the key of
    the kind that asks it, filed under the step's subject)."""
    key = Key(ruleset.game, ruleset.slug, step.kind, PATH_LEVEL, f"{step.slug}-{round_}-{index}")
    if step.generator:
        built = from_situation(key, step.generator, ruleset, step.level, table=ruleset.table)
    else:
        built = build(Key(*key.as_tuple()[:3], step.level.value, key.seed), ruleset)
        built.key = key
    built.filed_as = step.topic
    return built
