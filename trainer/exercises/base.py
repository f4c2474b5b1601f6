"""What every exercise kind shares: the exercise key, the exercise, the verdict on an answer.

An exercise is fully determined by its key (game, rule set, kind, difficulty, seed): the
generator draws everything from ``random.Random`` seeded with the key, so the same URL shows
the same exercise on every machine. The correct answer is never part of what a page shows
before the learner answers: kinds compute it from the engine when they check.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from reference.engine.results import Situation
from reference.ruleset import typed_rules
from trainer.versions import drawn_as, kind_now, split_seed

DIFFICULTIES = {
    "facile": _("Facile"),
    "moyen": _("Moyen"),
    "difficile": _("Difficile"),
}
MAX_SEED = 999_999_999


class AnswerError(ValueError):
    """A submitted answer that cannot be read (shown to the learner as a form error)."""


@dataclass(frozen=True)
class Key:
    """Everything that identifies an exercise."""

    game: str
    ruleset: str
    kind: str
    difficulty: str
    seed: str

    def __post_init__(self) -> None:
        # a key of a renamed kind (a former link, a stored answer) is read under its name now
        object.__setattr__(self, "kind", kind_now(self.game, self.kind))

    def as_tuple(self) -> tuple[str, str, str, str, str]:
        return (self.game, self.ruleset, self.kind, self.difficulty, self.seed)

    @property
    def version(self) -> int:
        """The generator version its seed token names (1 for a plain number)."""
        return split_seed(self.seed)[0]

    def rng(self) -> random.Random:
        """The exercise's own random source (string seeding is stable across machines)."""
        drawn = (self.game, self.ruleset, drawn_as(self.game, self.kind), *self.as_tuple()[3:])
        return random.Random("/".join(drawn))


@dataclass
class Exercise:
    """A generated exercise: the engine question and what the page shows."""

    key: Key
    question: dict[str, Any]
    """The question in the case-file ``input`` format for the game and kind."""
    rules: dict[str, Any]
    """The engine options in force."""
    show: dict[str, Any] = field(default_factory=dict)
    """What the prompt shows beyond the question (labels, contract text, choices)."""
    extras: dict[str, Any] = field(default_factory=dict)
    """The engine situation's language-free extras: the table (seats, dealer, leader, « vous »,
    taker, contract), how won cards group into tricks… (never the answer)."""
    situation: Situation | None = None
    """The engine's situation it was drawn from (what « Apprendre » files an answer by: the
    themes it shows, its estimated difficulty)."""
    filed_as: str = ""
    """The kind its answers are filed under when it is not the kind that asks it (a « Débuter »
    quiz on the announcements counts with the announcements)."""

    @property
    def filed_key(self) -> Key:
        """The key its answers and mistakes are recorded under."""
        return replace(self.key, kind=self.filed_as) if self.filed_as else self.key

    @cached_property
    def typed_rules(self) -> Any:
        """The engine's ``Rules`` for ``rules``, built once (every check reads them)."""
        return typed_rules(self.key.game, self.rules)


@dataclass(frozen=True)
class Line:
    """One sentence of an explanation, with the rule-page section that states its rule."""

    text: str
    section: str = ""
    """The anchor of that section on the rule set's page ("" when none is known)."""

    def __str__(self) -> str:
        return self.text


@dataclass
class Mark:
    """What the verdict says of one card or one choice: ``right``, ``wrong`` or ``missed``
    (``plain`` for a card the answer did not concern), in a word (« jouable », « gagne »)."""

    state: str
    word: str = ""


def number_mark(correct: bool, value: str) -> Mark:
    """A typed number's mark: ✔ and the number when right; when wrong, ✘ and the right number
    said to be the right one (a bare « ✘ 29 » under a wrong « 19 » reads as if 29 were wrong)."""
    if correct:
        return Mark("right", value)
    return Mark("wrong", gettext("bonne réponse : %(value)s") % {"value": value})


@dataclass
class Feedback:
    """The engine's verdict on an answer, ready to show."""

    correct: bool
    lines: list[Line]
    """The explanation, line by line (the engine's reasons as sentences)."""
    details: dict[str, Any] = field(default_factory=dict)
    """Kind-specific material for the template (the right cards, missed and wrong ones…)."""
    marks: dict[int, Mark] = field(default_factory=dict)
    """The mark of each card or choice, by its index among the answer's choices."""
