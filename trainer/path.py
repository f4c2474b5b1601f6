"""« Débuter »: a guided path per game for beginners.

Each game's path is a list of steps, one line each: the order of the cards, who wins the
trick, what may I play, counting points, the auction and what is the game's own (coinche and
surcoinche, announcements and the belote, Le Voisin's exchange of the turned card), the score
and who has won the game. A step opens with the rule page's own explanation (the section it
names) and serves a round of ten exercises; it is passed at eight right out of the ten, and a
round below the mark starts again with new ones. A new exercise kind is a new line.
"""

from __future__ import annotations

from collections.abc import Mapping
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
    """The exercise kind that checks the answers."""
    section: str
    """The rule-page section whose opening explains the step."""
    generator: str = ""
    """The engine's situation to draw (``card_order``, ``bid@2``…); "" for the kind's own."""
    level: Level = Level.EASY
    topic: str = ""
    """The exercise kind whose subject the step teaches, when it is not ``kind`` (a quiz on the
    exchange teaches the exchange): its answers are filed under it."""

    @property
    def subject(self) -> str:
        """What the step teaches: ``topic``, else its kind."""
        return self.topic or self.kind


ORDER = Step("ordre", _("L'ordre des cartes"), "quiz", "ordre-des-cartes", "card_order")
POINTS = Step("points", _("Compter les points"), "card_points", "points")

#: Every game's path, one line per step (steps whose kind the game lacks are left out).
STEPS: Mapping[str, tuple[Step, ...]] = {
    "coinche": (
        ORDER,
        Step("pli", _("Qui remporte le pli ?"), "trick_winner", "ordre-pli"),
        Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-obligations"),
        POINTS,
        Step("encheres", _("Les enchères"), "bid", "contrats-deroulement"),
        Step("coinche", _("Coinche et surcoinche"), "bid", "contrats-coinche", "bid_coinche"),
        Step(
            "annonces",
            _("Les annonces et la belote"),
            "quiz",
            "annonces-combinaisons",
            "quiz_announcements",
            topic="announcements",
        ),
        Step("marque", _("La marque"), "score", "marque-principe"),
        Step("fin", _("Qui a gagné la partie ?"), "game_end", "fin-de-partie"),
    ),
    "voisin": (
        Step("ordre", _("L'ordre des cartes"), "quiz", "ordre-rangs", "card_order"),
        Step("pli", _("Qui remporte le pli ?"), "trick_winner", "ordre-pli"),
        Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-fournir"),
        POINTS,
        Step("encheres", _("Les enchères"), "bid", "contrats-premier-tour", "bid@2"),
        Step(
            "echange",
            _("L'échange de la carte retournée"),
            "quiz",
            "contrats-echange",
            "quiz_exchange",
            topic="exchange",
        ),
        Step("marque", _("La marque"), "score", "marque-reussite"),
        Step("annonces", _("Les annonces"), "announcements", "annonces-valeurs"),
        Step("fin", _("Qui a gagné la partie ?"), "game_end", "fin-de-partie"),
    ),
    "neurotrio": (
        ORDER,
        Step("pli", _("Qui remporte le pli ?"), "trick_winner", "jeu-gagnant"),
        Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-obligations"),
        Step("encheres", _("Les enchères"), "bid", "contrats-deroulement"),
        Step("marque", _("La marque"), "score", "marque-rempli"),
        Step("fin", _("Qui a gagné la partie ?"), "game_end", "fin-de-partie"),
    ),
    "whist": (
        ORDER,
        Step("pli", _("Qui remporte le pli ?"), "trick_winner", "jeu-gagnant"),
        Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-obligations"),
        Step("encheres", _("Les enchères"), "bid", "contrats-echelle"),
        Step("marque", _("La marque"), "score", "marque-principe"),
    ),
}


def steps_for(ruleset: RuleSet) -> tuple[Step, ...]:
    """The steps of the rule set's game (those whose kind it has)."""
    kinds = kinds_for(ruleset)
    return tuple(step for step in STEPS.get(ruleset.game, ()) if step.kind in kinds)


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
        built = from_situation(key, step.generator, ruleset, step.level)
    else:
        built = build(Key(*key.as_tuple()[:3], step.level.value, key.seed), ruleset)
        built.key = key
    built.filed_as = step.topic
    return built
