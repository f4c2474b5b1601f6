"""« Débuter »: a guided path per game for beginners.

Card order, then who wins the trick, what may I play, counting points and scoring: each step
opens with the rule page's own explanation and serves ten easy exercises; the next step
unlocks at eight right out of ten, and a round below the mark starts again with new ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.engine.results import Level
from trainer.exercises import build, from_situation, kinds_for
from trainer.exercises.base import Exercise, Key
from trainer.models import Learner, PathStep
from trainer.rulesets import RuleSet

EXERCISES_PER_ROUND = 10
PASS_MARK = 8
PATH_LEVEL = "debuter"


@dataclass(frozen=True)
class Step:
    """One step of the path."""

    slug: str
    title: Promise
    kind: str
    section: str
    """The rule-page section whose opening explains the step."""


STEPS = (
    Step("ordre", _("L'ordre des cartes"), "quiz", "ordre-des-cartes"),
    Step("pli", _("Qui remporte le pli ?"), "trick_winner", "jeu-de-la-carte"),
    Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-de-la-carte"),
    Step("points", _("Compter les points"), "card_points", "points"),
    Step("marque", _("La marque"), "score", "marque"),
)


def steps_for(ruleset: RuleSet) -> tuple[Step, ...]:
    """The steps that apply to the game (Neurotrio counts tricks, not card points)."""
    kinds = kinds_for(ruleset)
    return tuple(step for step in STEPS if step.kind in kinds)


def progress_of(learner: Learner | None, ruleset: RuleSet) -> dict[str, PathStep]:
    """The learner's progress per step slug."""
    if learner is None:
        return {}
    rows = PathStep.objects.filter(learner=learner, game=ruleset.game, ruleset=ruleset.slug)
    return {row.step: row for row in rows}


def unlocked(steps: tuple[Step, ...], progress: dict[str, PathStep]) -> set[str]:
    """The first step, and every step whose predecessor is passed."""
    opened = {steps[0].slug}
    for before, after in pairwise(steps):
        if before.slug in progress and progress[before.slug].passed:
            opened.add(after.slug)
    return opened


def step_exercise(ruleset: RuleSet, step: Step, round_: int, index: int) -> Exercise:
    """Exercise ``index`` (0-9) of a round: the same for every learner, easy level."""
    key = Key(ruleset.game, ruleset.slug, step.kind, PATH_LEVEL, f"{step.slug}-{round_}-{index}")
    if step.slug == "ordre":
        return from_situation(key, "card_order", ruleset, Level.EASY)
    easy = Key(*key.as_tuple()[:3], "facile", key.seed)
    built = build(easy, ruleset)
    built.key = key
    return built
