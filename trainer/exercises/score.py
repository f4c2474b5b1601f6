"""Kind 4, "Que marque ce contrat ?": a finished deal summarised; the learner enters each side's
(or player's) score; the feedback is the engine's calculation, line by line."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine import get_game
from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, number_mark
from trainer.parsing import Unreadable, read_whole

TEMPLATE = "trainer/kinds/score.html"
PROMPT_LINE = gettext_lazy("Que marque chacun ? Un nombre entier par case, négatif s'il le faut.")
"""The instruction above the table."""
CHOICES = ""
"""The part of the prompt the number keys pick from ("" when the answer is typed)."""
LIMIT = 100_000


def prompt(exercise: Exercise) -> dict[str, Any]:
    """The deal's summary and one number field per score to enter."""
    return {"summary": exercise.show["summary"], "fields": exercise.show["fields"]}


def parse(exercise: Exercise, data: QueryDict) -> dict[str, int]:
    """One whole number per field, negative when typed with a minus or when its sign is « − »
    (the sign beside each field, for phone keypads that have no minus key)."""
    answer = {}
    for name, _label in exercise.show["fields"]:
        try:
            value = read_whole(data.get(f"score-{name}", ""), LIMIT)
        except Unreadable:
            raise AnswerError(
                _("Écrivez un nombre entier dans chaque case, par exemple 160 ou -6.")
            ) from None
        sign = data.get(f"sign-{name}", "+")
        if sign not in ("+", "-"):
            raise AnswerError(_("Choisissez le signe de chaque score : + ou −."))
        answer[name] = -abs(value) if sign == "-" else value
    return answer


def check(exercise: Exercise, answer: dict[str, int]) -> Feedback:
    """Right if every field equals the engine's score; each field is marked with the score."""
    expected, lines = _expected(exercise)
    fields = exercise.show["fields"]
    return Feedback(
        correct=all(answer.get(name) == value for name, value in expected.items()),
        lines=lines,
        details={"expected": [(label, expected[name]) for name, label in fields]},
        marks={
            index: number_mark(answer.get(name) == expected[name], signed(expected[name]))
            for index, (name, _label) in enumerate(fields)
        },
    )


def signed(value: int) -> str:
    """A score as a score sheet writes it: "+160", "−6", "0"."""
    if value > 0:
        return f"+{value}"
    return f"−{-value}" if value < 0 else "0"


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form data of the right scores and of scores with the first one off by ten."""
    expected, _lines = _expected(exercise)
    right = {f"score-{name}": str(value) for name, value in expected.items()}
    first = next(iter(right))
    return right, right | {first: str(int(right[first]) + 10)}


def _expected(exercise: Exercise) -> tuple[dict[str, int], list[Line]]:
    """Each field's score and the calculation's sentences, from the engine's score sheet."""
    game = exercise.key.game
    fields = [name for name, _label in exercise.show["fields"]]
    engine_game = get_game(game)
    sheet = engine_game.score(exercise.question, engine_game.make_rules(exercise.rules))
    write = engine.writer(exercise)
    return {name: sheet.score(name) for name in fields}, [write(step) for step in sheet.steps]
