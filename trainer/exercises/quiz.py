"""Kind 6, Quiz: a multiple-choice question generated from the engine's facts, its answer
linked to the rule-page section that states it."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _

from trainer.exercises.base import AnswerError, Exercise, Feedback
from trainer.parsing import Unreadable, read_index

TEMPLATE = "trainer/kinds/quiz.html"


def prompt(exercise: Exercise) -> dict[str, Any]:
    """The question and its options (which one is right is not shown)."""
    return {"text": exercise.show["text"], "options": exercise.show["options"]}


def parse(exercise: Exercise, data: QueryDict) -> int:
    """The chosen option's index."""
    try:
        return read_index(data.get("option", ""), len(exercise.show["options"]))
    except Unreadable:
        raise AnswerError(_("Choisissez une réponse.")) from None


def check(exercise: Exercise, answer: int) -> Feedback:
    """Right if the chosen option is the one the engine's facts give."""
    right = exercise.question["answer"]
    lines = [exercise.question["why"]]
    if exercise.question.get("note"):
        lines.append(
            _(
                "Le document ne tranche pas ce point : cette réponse suit la lecture du site, "
                "expliquée dans sa note d'interprétation."
            )
        )
    return Feedback(
        correct=answer == right,
        lines=lines,
        details={
            "right": exercise.show["options"][right],
            "link": exercise.question.get("link", ""),
            "note": exercise.question.get("note", ""),
        },
    )


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form data choosing the right option, and another one."""
    right = exercise.question["answer"]
    wrong = (right + 1) % len(exercise.show["options"])
    return {"option": str(right)}, {"option": str(wrong)}
