"""Kind 6, Quiz: a multiple-choice question generated from the engine's facts, its answer
linked to the rule-page section that states it."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, Mark
from trainer.parsing import Unreadable, read_index

TEMPLATE = "trainer/kinds/quiz.html"
__all__ = [
    "CHOICES",
    "PROMPT_LINE",
    "TEMPLATE",
    "check",
    "parse",
    "prompt",
    "right_and_wrong",
]

PROMPT_LINE = gettext_lazy("Choisissez une réponse.")
"""The instruction above the table."""
CHOICES = "options"
"""The part of the prompt the number keys pick from ("" when the answer is typed)."""


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
    """Right if the chosen option is the one the engine's facts give; the right option is
    marked (found, or missed), and so is a wrong choice."""
    right = exercise.question["answer"]
    marks = {}
    for index in range(len(exercise.show["options"])):
        if index == right:
            marks[index] = Mark("right" if answer == right else "missed", _("la bonne réponse"))
        elif index == answer:
            marks[index] = Mark("wrong", _("votre choix"))
        else:
            marks[index] = Mark("plain")
    link = str(exercise.question.get("link", ""))
    note = str(exercise.question.get("note", ""))
    section = str(exercise.question.get("section") or link.partition("#")[2])
    lines = [Line(exercise.question["why"], section)]
    if note:
        reading = _(
            "Le document ne tranche pas ce point : cette réponse suit la lecture du site, "
            "expliquée dans sa note d'interprétation."
        )
        lines.append(Line(reading, note.partition("#")[2]))
    return Feedback(
        correct=answer == right,
        lines=lines,
        details={"right": exercise.show["options"][right], "link": link, "note": note},
        marks=marks,
    )


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form data choosing the right option, and another one."""
    right = exercise.question["answer"]
    wrong = (right + 1) % len(exercise.show["options"])
    return {"option": str(right)}, {"option": str(wrong)}
